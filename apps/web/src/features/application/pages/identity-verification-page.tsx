/**
 * Verify your identity (/your-application/identity-verification/applicant-identity-verification; spec §2,
 * §4 step 6, §7 sendIdentityVerificationLink, setIdentityVerificationRequested, checkIdentityVerification,
 * skipChecks). The applicant does a photo ID and selfie check on the identity provider's hosted page, in a
 * new tab or from a link e-mailed to their phone, then asks for the result here. They can skip it for now:
 * the team still verifies their identity before approving the application. While the team has switched
 * identity checks off (the skipIdv setting, `getSettings`), the page says the check is not needed now.
 *
 * States: locked until the personal and financial sections are done (spec §4); to do (with the latest
 * check's state: started, failed, expired); skipped; verified. IdentityVerificationSection is also the
 * co-applicant's page (features/co-applicant, inside ActingPersonProvider): their own check, their own step.
 */
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { FormCard } from '../components/form-card';
import { IdentityCheck } from '../components/identity/identity-check';
import { LockedStep } from '../components/locked-step';
import { useActingPerson } from '../hooks/use-acting-person';
import { type Application, useApplication } from '../hooks/use-application';
import type { SectionPageNav } from '../lib/section-page-nav';

const STEP = 'applicant-identity-verification';
const PATH = paths.application.steps[STEP];
const TITLE = 'Verify your identity';

/** The "Verify your identity" page. */
export function IdentityVerificationPage() {
  const { application, user, settings, error, refetch } = useApplication();
  if (!application || !user || !settings) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const locked = application.steps.find((s) => s.id === STEP)?.status === 'Locked';
  return (
    <IdentityVerificationSection
      application={application}
      email={user.email}
      skipIdv={settings.skipIdv}
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

/** What the identity page shows of the person whose check it is (the applicant or the co-applicant). */
export type IdentityView = Pick<
  Application,
  | 'submitted'
  | 'progress'
  | 'jointApplication'
  | 'steps'
  | 'identityVerified'
  | 'identityVerificationSkipped'
  | 'identityVerificationStatus'
>;

/**
 * The identity check with its page frame: locked, to do, skipped or verified.
 * @param application the person's check state and steps, and the shared progress and submitted state
 * @param email the person's e-mail address, for the link
 * @param skipIdv the service's setting: identity checks switched off (spec §4 step 6)
 * @param stepId the person's identity step
 * @param nav this page's path, and Back and Next when they are not the applicant's page order
 */
export function IdentityVerificationSection({
  application,
  email,
  skipIdv,
  stepId,
  nav,
}: {
  application: IdentityView;
  email: string;
  skipIdv: boolean;
  stepId: 'applicant-identity-verification' | 'co-applicant-identity-verification';
  nav: SectionPageNav;
}) {
  const coApplicant = useActingPerson() === 'coApplicant';
  const status = application.steps.find((s) => s.id === stepId)?.status;
  const locked = status === 'Locked';
  return (
    <ApplicationPageShell
      application={application}
      path={nav.path}
      backTo={nav.backTo}
      section="Checks"
      title={TITLE}
      description={
        skipIdv && !application.identityVerified
          ? 'A quick check with our identity partner, using your photo ID and a selfie. You don’t need it to go on at the moment.'
          : 'We need to be sure you are who you say you are. It’s a quick check with our identity partner, using your photo ID and a selfie.'
      }
      nextTo={nav.nextTo}
      nextLabel={
        locked && !application.submitted
          ? coApplicant
            ? 'Back to your progress'
            : 'Finish your details'
          : undefined
      }
      nextVariant={status === 'Todo' ? 'default' : 'filled'}
    >
      {locked ? (
        <LockedStep
          application={application}
          stepId={stepId}
          title="Finish your details first"
          why={
            coApplicant
              ? 'Identity verification opens once you and the main applicant have both finished your personal and financial details.'
              : 'Identity verification opens once your personal and financial details are complete.'
          }
        />
      ) : application.identityVerified ? (
        <Verified />
      ) : (
        <IdentityCheck
          application={application}
          email={email}
          skipIdv={skipIdv}
          path={nav.path}
          nextTo={nav.nextTo}
        />
      )}
    </ApplicationPageShell>
  );
}

/** The verified state. */
function Verified() {
  return (
    <FormCard>
      <Group gap="md" wrap="nowrap" align="flex-start" data-testid="identity-verified">
        <ThemeIcon size={44} radius="xl" color="green.8" aria-hidden="true">
          <IconCircleCheck size={26} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} fz="lg">
            Your identity is verified
          </Title>
          <Text c="gray.7">Thank you. Next, share your bank statements with us.</Text>
        </Stack>
      </Group>
    </FormCard>
  );
}
