/**
 * Verify your identity (/your-application/identity-verification/applicant-identity-verification; spec §2,
 * §4 step 6, §7 sendIdentityVerificationLink, setIdentityVerificationRequested, checkIdentityVerification,
 * skipChecks). The applicant does a photo ID and selfie check on the identity provider's hosted page, in a
 * new tab or from a link e-mailed to their phone, then asks for the result here. They can skip it for now:
 * the team still verifies their identity before approving the application.
 *
 * States: locked until the personal and financial sections are done (spec §4); to do (with the latest
 * check's state: started, failed, expired); skipped; verified.
 */
import { useMutation } from '@apollo/client/react';
import { Button, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APPLICATION_STEP_PATHS } from '@stairway/domain/application-progress';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import {
  IconAlertTriangle,
  IconCamera,
  IconCircleCheck,
  IconClockHour4,
  IconId,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import { ApplicationPageLoading, ApplicationPageShell, FormCard } from '../components/application-page-shell';
import { HostedCheckActions, HostedCheckPanel } from '../components/hosted-check';
import { LockedStep } from '../components/locked-step';
import { StatusAlert } from '../components/status-alert';
import { CheckIdentityVerificationMutation } from '../graphql/checkIdentityVerification';
import { SendIdentityVerificationLinkMutation } from '../graphql/sendIdentityVerificationLink';
import { SetIdentityVerificationRequestedMutation } from '../graphql/setIdentityVerificationRequested';
import { SkipChecksMutation } from '../graphql/skipChecks';
import { type Application, useApplication } from '../hooks/use-application';
import { useHostedCheck } from '../hooks/use-hosted-check';
import { getAdjacentPages } from '../lib/pages';
import { isIdentityCheckSkipped } from '../lib/sections';

const STEP = 'applicant-identity-verification';
const PATH = APPLICATION_STEP_PATHS[STEP];
/** The variables that start the check or send its link: the provider's page sends the applicant back here. */
const RETURN_HERE = { variables: { input: { returnPath: PATH } } };
const TITLE = 'Verify your identity';

/** The "Verify your identity" page. */
export function IdentityVerificationPage() {
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
      description="We need to be sure you are who you say you are. It’s a quick check with our identity partner, using your photo ID and a selfie."
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
        <IdentityCheck application={application} email={user.email} />
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

/** One line of "What you’ll need". */
function Need({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Text pt={6}>{children}</Text>
    </Group>
  );
}

/** The latest check's state, when there is something to say. */
function CheckState({ application }: { application: Application }) {
  const status = application.identityVerificationStatus;
  if (status === 'Pending') {
    return (
      <StatusAlert
        tone="info"
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your check has started"
        data-testid="identity-status"
        data-status={status}
      >
        Finish it in the other tab, or from the link we e-mailed you. Then choose “I’ve finished: check my
        status”.
      </StatusAlert>
    );
  }
  if (status === 'Failed') {
    return (
      <StatusAlert
        tone="error"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title="We couldn’t verify your identity"
        data-testid="identity-status"
        data-status={status}
      >
        This can happen when a photo is blurred or your ID has expired. Try again with your ID flat, in good
        light. If it still doesn’t work, skip for now and our team will help.
      </StatusAlert>
    );
  }
  if (status === 'Expired') {
    return (
      <StatusAlert
        tone="warning"
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your link has expired"
        data-testid="identity-status"
        data-status={status}
      >
        Links work for 24 hours. Choose “Try again” to start a new check.
      </StatusAlert>
    );
  }
  return null;
}

/** The check: what it needs, Verify now, the e-mailed link, the status and Skip for now. */
function IdentityCheck({ application, email }: { application: Application; email: string }) {
  const navigate = useNavigate();
  const [start] = useMutation(SetIdentityVerificationRequestedMutation);
  const [send] = useMutation(SendIdentityVerificationLinkMutation);
  const [check] = useMutation(CheckIdentityVerificationMutation);
  const [skip] = useMutation(SkipChecksMutation);
  const hosted = useHostedCheck();
  const next = getAdjacentPages(PATH, application.jointApplication).next;
  // Done without a verified identity: skipped by the applicant or by the service's setting (spec §4).
  const skipped = isIdentityCheckSkipped(application);

  const verifyNow = () =>
    hosted.open(async () => (await start(RETURN_HERE)).data?.setIdentityVerificationRequested.url, {
      opening: 'Opening the identity check…',
      blocked: 'Your browser stopped the new tab from opening. Use this link to open the identity check:',
    });

  const sendLink = () =>
    hosted.sendLink(
      async () => (await send(RETURN_HERE)).data?.sendIdentityVerificationLink.sentTo ?? email,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on your phone to do the check there.`,
    );

  const checkStatus = () =>
    hosted.check(async () => (await check()).data?.checkIdentityVerification.identityVerificationStatus, {
      // Passed: the page shows the verified state instead of the check.
      passed: {
        toast: { title: 'Your identity is verified', message: 'Thank you. Next, your bank statements.' },
      },
      pending: {
        notice: 'We don’t have a result yet. If you’ve finished the check, wait a moment and try again.',
      },
    });

  const confirmSkip = () =>
    openConfirmModal({
      title: 'Skip identity verification for now?',
      children: (
        <Stack gap="xs">
          <Text>You can carry on and share your bank statements now.</Text>
          <Text>
            We’ll still need to verify your identity before we can approve your application, so skipping may
            slow down our decision. You can come back and verify at any time.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Skip for now',
      cancelLabel: 'Go back',
      onConfirm: async () => {
        try {
          await skip();
          notifications.show({
            color: 'blue',
            title: 'Identity check skipped for now',
            message: 'You can verify at any time before you submit.',
            autoClose: TOAST_DURATION_MS,
          });
          navigate(next);
        } catch (caught) {
          hosted.fail(caught);
        }
      },
    });

  const status = application.identityVerificationStatus;
  const pending = status === 'Pending';
  return (
    <Stack gap="lg">
      {skipped && status !== 'Pending' && status !== 'Failed' && (
        <StatusAlert
          tone="info"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          title="You chose to verify later"
          data-testid="identity-skipped"
        >
          You can carry on with your application. We’ll still need to verify your identity before we can
          approve it, and you can do it here at any time.
        </StatusAlert>
      )}
      <FormCard>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              What you’ll need
            </Title>
            <Need icon={<IconId size={20} />}>A passport, driving licence or national identity card</Need>
            <Need icon={<IconCamera size={20} />}>
              A phone or computer with a camera, for a short selfie that is matched to your photo ID
            </Need>
            <Need icon={<IconClockHour4 size={20} />}>About 5 minutes</Need>
            <Text fz="sm" c="gray.7">
              Our identity partner does the check and tells us the result. It doesn’t affect your credit
              score.
            </Text>
          </Stack>

          <HostedCheckPanel
            hosted={hosted}
            status={<CheckState application={application} />}
            noticeTestId="identity-notice"
            fallbackLabel="Open the identity check"
          >
            <HostedCheckActions
              hosted={hosted}
              checkLabel={pending ? 'I’ve finished: check my status' : null}
              onCheck={checkStatus}
              openLabel={
                pending
                  ? 'Open the check again'
                  : status === 'Failed' || status === 'Expired'
                    ? 'Try again'
                    : 'Verify now'
              }
              openVariant={pending ? 'default' : 'filled'}
              onOpen={verifyNow}
              onSend={sendLink}
            />
          </HostedCheckPanel>

          {!skipped && (
            <>
              <Divider />
              <Stack gap="xs" align="flex-start">
                <Text fw={600}>Can’t do it now?</Text>
                <Text fz="sm" c="gray.7">
                  You can skip this for now and carry on. We’ll still need to verify your identity before we
                  can approve your application.
                </Text>
                <Button variant="subtle" onClick={confirmSkip} px={0}>
                  Skip for now
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </FormCard>
    </Stack>
  );
}
