/**
 * Your bank statements (/your-application/bank-statements/applicant-bank-statements; spec §2, §4 step 7, §7
 * sendOpenBankingLink, setOpenBankingRequested, checkOpenBanking, getPreSignedUploadUrl,
 * setDocumentManualUpload, uploadDocument, deleteDocument, getApplicantDocuments). Two ways to share them:
 * connect the bank with open banking (read-only, on the provider's hosted page in a new tab or from an
 * e-mailed link; OpenBankingCard), or upload statements (PDF, JPEG, PNG or WebP up to 20 MB each;
 * StatementUploadCard). Either completes the step.
 *
 * States: locked until the personal and financial sections are done and identity verification is done or
 * skipped (spec §4); to do; done (connected, or at least one statement uploaded). BankStatementsSection is also
 * the co-applicant's page (features/co-applicant, inside ActingPersonProvider): their own bank and statements.
 */
import { Stack } from '@mantine/core';
import { BANK_STATEMENT_MONTHS } from '@stairway/domain/documents';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { OpenBankingCard } from '../components/bank-statements/open-banking-card';
import {
  OPEN_BANKING_MONTHS,
  OpenBankingConnectionCard,
} from '../components/bank-statements/open-banking-connection-card';
import { StatementUploadCard } from '../components/bank-statements/statement-upload-card';
import { LockedStep } from '../components/locked-step';
import { StatusAlert } from '../components/status-alert';
import classes from '../components/verification.module.css';
import { useActingPerson } from '../hooks/use-acting-person';
import { type Application, useApplication } from '../hooks/use-application';
import { needsReconnect, useOpenBankingConnection } from '../hooks/use-open-banking-connection';
import type { SectionPageNav } from '../lib/section-page-nav';

const STEP = 'applicant-bank-statements';
const PATH = paths.application.steps[STEP];
const TITLE = 'Your bank statements';

/** The "Your bank statements" page. */
export function BankStatementsPage() {
  const { application, user, error, refetch } = useApplication();
  if (!application || !user) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const locked = application.steps.find((s) => s.id === STEP)?.status === 'Locked';
  return (
    <BankStatementsSection
      application={application}
      email={user.email}
      stepId={STEP}
      nav={{
        path: PATH,
        ...(locked && !application.submitted && application.nextStep.path
          ? { nextTo: application.nextStep.path }
          : {}),
      }}
    />
  );
}

/** What the page shows of the person whose statements they are (the applicant or the co-applicant). */
export type BankStatementsView = Pick<
  Application,
  | 'submitted'
  | 'progress'
  | 'jointApplication'
  | 'steps'
  | 'openBankingStatus'
  | 'openBankingConnected'
  | 'documentsUploaded'
  | 'bankStatementsManualUpload'
> &
  Partial<Pick<Application, 'openBankingBankName'>>;

/**
 * Open banking and uploads with their page frame: locked, to do or done.
 * @param application the person's connection, statements and steps, and the shared progress and submitted state
 * @param email the person's e-mail address, for the open banking link
 * @param stepId the person's bank statements step
 * @param nav this page's path, and Back and Next when they are not the applicant's page order
 */
export function BankStatementsSection({
  application,
  email,
  stepId,
  nav,
}: {
  application: BankStatementsView;
  email: string;
  stepId: 'applicant-bank-statements' | 'co-applicant-bank-statements';
  nav: SectionPageNav;
}) {
  const coApplicant = useActingPerson() === 'coApplicant';
  const status = application.steps.find((s) => s.id === stepId)?.status;
  const locked = status === 'Locked';
  const { connection, disconnect } = useOpenBankingConnection(
    !locked,
    `${application.openBankingStatus}/${application.openBankingConnected}`,
  );
  // Reconnecting starts a new connection, which a submitted application no longer takes.
  const reconnect = needsReconnect(connection) && !application.submitted;
  const showConnect = !application.openBankingConnected || reconnect;
  return (
    <ApplicationPageShell
      application={application}
      path={nav.path}
      backTo={nav.backTo}
      section="Checks"
      title={TITLE}
      description={`We look at your bank statements to confirm your income and spending: connect your bank to share ${OPEN_BANKING_MONTHS} months of transactions, or upload your last ${BANK_STATEMENT_MONTHS} months of statements. Choose the way that suits you.`}
      nextTo={nav.nextTo}
      nextLabel={
        locked && !application.submitted
          ? coApplicant
            ? 'Back to your progress'
            : 'Finish the earlier steps'
          : undefined
      }
      nextVariant={status === 'Todo' ? 'default' : 'filled'}
    >
      {locked ? (
        <LockedStep
          application={application}
          stepId={stepId}
          title="Finish the earlier steps first"
          why={
            coApplicant
              ? 'Bank statements open once you and the main applicant have both finished your details and verified your identities (or chosen to do it later).'
              : 'Bank statements open once your personal and financial details are complete and you have verified your identity (or chosen to do it later).'
          }
        />
      ) : (
        <Stack gap="lg">
          <DoneBanner application={application} />
          {connection && (
            <OpenBankingConnectionCard
              connection={connection}
              submitted={application.submitted}
              onDisconnect={disconnect}
            />
          )}
          {showConnect && (
            <OpenBankingCard application={application} email={email} path={nav.path} reconnect={reconnect} />
          )}
          {/* Uploading statements is always there: the way without open banking, or instead of reconnecting. */}
          {showConnect && (
            <div className={classes.or} aria-hidden="true">
              or
            </div>
          )}
          <StatementUploadCard application={application} />
        </Stack>
      )}
    </ApplicationPageShell>
  );
}

/** Says the step is done, and how. */
function DoneBanner({ application }: { application: BankStatementsView }) {
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
