/**
 * Your bank statements (/your-application/bank-statements/applicant-bank-statements; spec §2, §4 step 7, §7
 * sendOpenBankingLink, setOpenBankingRequested, checkOpenBanking, getPreSignedUploadUrl,
 * setDocumentManualUpload, uploadDocument, deleteDocument, getApplicantDocuments). Two ways to share them:
 * connect the bank with open banking (read-only, on the provider's hosted page in a new tab or from an
 * e-mailed link; OpenBankingCard), or upload statements (PDF, JPEG, PNG or WebP up to 20 MB each;
 * StatementUploadCard). Either completes the step.
 *
 * States: locked until the personal and financial sections are done and identity verification is done or
 * skipped (spec §4); to do; done (connected, or at least one statement uploaded).
 */
import { Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { OpenBankingCard } from '../components/bank-statements/open-banking-card';
import { StatementUploadCard } from '../components/bank-statements/statement-upload-card';
import { LockedStep } from '../components/locked-step';
import { StatusAlert } from '../components/status-alert';
import classes from '../components/verification.module.css';
import { type Application, useApplication } from '../hooks/use-application';

const STEP = 'applicant-bank-statements';
const PATH = paths.application.steps[STEP];
const TITLE = 'Your bank statements';

/** The "Your bank statements" page. */
export function BankStatementsPage() {
  const { application, user, error, refetch } = useApplication();
  if (!application || !user) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const status = application.steps.find((s) => s.id === STEP)?.status;
  const locked = status === 'Locked';
  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Checks"
      title={TITLE}
      description="We look at your last 3 months of bank statements to confirm your income and spending. Choose the way that suits you."
      nextTo={locked && !application.submitted ? (application.nextStep.path ?? undefined) : undefined}
      nextLabel={locked && !application.submitted ? 'Finish the earlier steps' : undefined}
      nextVariant={status === 'Todo' ? 'default' : 'filled'}
    >
      {locked ? (
        <LockedStep
          application={application}
          stepId={STEP}
          title="Finish the earlier steps first"
          why="Bank statements open once your personal and financial details are complete and you have verified your identity (or chosen to do it later)."
        />
      ) : (
        <Stack gap="lg">
          <DoneBanner application={application} />
          {/* Once the bank is connected there is nothing more to do; statements uploaded before stay listed. */}
          {!application.openBankingConnected && (
            <OpenBankingCard application={application} email={user.email} />
          )}
          {!application.openBankingConnected && (
            <div className={classes.or} aria-hidden="true">
              or
            </div>
          )}
          {(!application.openBankingConnected || application.documentsUploaded) && (
            <StatementUploadCard application={application} />
          )}
        </Stack>
      )}
    </ApplicationPageShell>
  );
}

/** Says the step is done, and how. */
function DoneBanner({ application }: { application: Application }) {
  if (!application.openBankingConnected && !application.documentsUploaded) return null;
  return (
    <StatusAlert
      tone="success"
      icon={<IconCircleCheck size={20} aria-hidden="true" />}
      title={application.openBankingConnected ? 'Your bank is connected' : 'Your statements are uploaded'}
      data-testid="bank-statements-done"
    >
      {application.openBankingConnected
        ? `We can see your ${application.openBankingBankName ?? 'bank'} statements with open banking. It’s read-only: we can never move money. You can continue.`
        : 'Thank you. Add more if you need to, or continue.'}
    </StatusAlert>
  );
}
