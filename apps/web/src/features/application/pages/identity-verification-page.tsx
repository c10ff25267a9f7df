/**
 * Verify your identity (/your-application/identity-verification/applicant-identity-verification; spec §2,
 * §4 step 6, §7 sendIdentityVerificationLink, setIdentityVerificationRequested, checkIdentityVerification,
 * skipChecks). The applicant does a photo ID and selfie check on the identity provider's hosted page, in a
 * new tab or from a link e-mailed to their phone, then asks for the result here. They can skip it for now:
 * the team still verifies their identity before approving the application. While the team has switched
 * identity checks off (the skipIdv setting, `getSettings`), the page says the check is not needed now.
 *
 * States: locked until the personal and financial sections are done (spec §4); to do (with the latest
 * check's state: started, failed, expired); skipped; verified.
 */
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { FormCard } from '../components/form-card';
import { IdentityCheck } from '../components/identity/identity-check';
import { LockedStep } from '../components/locked-step';
import { useApplication } from '../hooks/use-application';

const STEP = 'applicant-identity-verification';
const PATH = paths.application.steps[STEP];
const TITLE = 'Verify your identity';

/** The "Verify your identity" page. */
export function IdentityVerificationPage() {
  const { application, user, settings, error, refetch } = useApplication();
  if (!application || !user || !settings) {
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
      description={
        settings.skipIdv && !application.identityVerified
          ? 'A quick check with our identity partner, using your photo ID and a selfie. You don’t need it to go on at the moment.'
          : 'We need to be sure you are who you say you are. It’s a quick check with our identity partner, using your photo ID and a selfie.'
      }
      nextTo={locked && !application.submitted ? (application.nextStep.path ?? undefined) : undefined}
      nextLabel={locked && !application.submitted ? 'Finish your details' : undefined}
      nextVariant={status === 'Todo' ? 'default' : 'filled'}
    >
      {locked ? (
        <LockedStep
          application={application}
          stepId={STEP}
          title="Finish your details first"
          why="Identity verification opens once your personal and financial details are complete."
        />
      ) : application.identityVerified ? (
        <Verified />
      ) : (
        <IdentityCheck application={application} email={user.email} skipIdv={settings.skipIdv} />
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
