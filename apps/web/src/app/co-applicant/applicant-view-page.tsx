/**
 * What the MAIN applicant sees at one of the co-applicant's step paths ("The main applicant sees the co-applicant's
 * step states, not their documents"; spec §4 step 5 and the co-applicant's checks): whose step it is, its state (Done,
 * To do, Locked) and the co-applicant's other steps, from the applicant's own application (`steps`, `coApplicant`);
 * never the co-applicant's answers, addresses, incomes or documents. While the co-applicant has not joined, the
 * applicant can e-mail them a new link (`resendPermissionEmail`, rate-limited); with no co-applicant recorded yet, the
 * page sends them to Your application to add one. Back and Next follow the applicant's page order (lib/pages.ts).
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ApplicationPageLoading } from '../../features/application/components/application-page-loading';
import { ApplicationPageShell } from '../../features/application/components/application-page-shell';
import { type Application, useApplication } from '../../features/application/hooks/use-application';
import { useCoApplicantDetails } from '../../features/application/hooks/use-co-applicant-details';
import {
  CO_APPLICANT_STEP_LABELS,
  type CoApplicantStepId,
  isCoApplicantStepId,
} from '../../features/co-applicant/co-applicant-steps';
import { paths } from '../../lib/paths';
import { CoApplicantStepList, STATUS_LABELS } from './co-applicant-step-list';

/**
 * The applicant's page for one of their co-applicant's steps.
 * @param stepId the co-applicant's step whose path this is
 */
export function ApplicantViewOfCoApplicantStep({ stepId }: { stepId: CoApplicantStepId }) {
  const { application, error, refetch } = useApplication();
  const title = `Your co-applicant: ${CO_APPLICANT_STEP_LABELS[stepId].toLowerCase()}`;
  if (!application) {
    return <ApplicationPageLoading title={title} error={error} onRetry={() => void refetch()} />;
  }
  return <StepState application={application} stepId={stepId} title={title} />;
}

function StepState({
  application,
  stepId,
  title,
}: {
  application: Application;
  stepId: CoApplicantStepId;
  title: string;
}) {
  const co = application.coApplicant;
  const name = co?.firstName ?? 'Your co-applicant';
  const steps = application.steps.filter((s) => isCoApplicantStepId(s.id));
  const step = steps.find((s) => s.id === stepId);
  return (
    <ApplicationPageShell
      application={application}
      path={paths.application.steps[stepId]}
      section="Your co-applicant"
      title={title}
      description={`${name} completes this step with their own account. You see whether it’s done here, but not what they entered.`}
    >
      <Stack gap="lg">
        {!application.jointApplication ? (
          <Alert color="gray" variant="light" title="You’re applying on your own">
            <Text fz="sm">
              Your co-applicant’s steps are only part of a joint application. Change this under “Buying with
              someone?” on{' '}
              <Anchor component={Link} to={paths.application.overview}>
                Your application
              </Anchor>
              .
            </Text>
          </Alert>
        ) : !co ? (
          <Alert color="orange" variant="light" title="Add your co-applicant first">
            <Text fz="sm">
              Add their name and e-mail address under “Buying with someone?” on{' '}
              <Anchor component={Link} to={paths.application.overview}>
                Your application
              </Anchor>
              . We’ll e-mail them a link to join and complete their steps.
            </Text>
          </Alert>
        ) : (
          <>
            <Paper
              withBorder
              radius="lg"
              p="md"
              data-testid="co-applicant-step-state"
              data-status={step?.status}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden="true">
                    <IconUser size={22} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>
                      {co.firstName} {co.lastName}
                    </Text>
                    <Text fz="sm" c="gray.7">
                      {stepSentence(name, co.signedUp, step?.status)}
                    </Text>
                  </Stack>
                </Group>
                {step && <StatusBadge status={step.status} />}
              </Group>
            </Paper>
            {!co.signedUp && !application.submitted && <ResendLink application={application} name={name} />}
            <CoApplicantStepList name={name} steps={steps} stepId={stepId} />
          </>
        )}
      </Stack>
    </ApplicationPageShell>
  );
}

/** One sentence on where the step stands. */
function stepSentence(
  name: string,
  signedUp: boolean,
  status: 'Done' | 'Todo' | 'Locked' | undefined,
): string {
  if (!signedUp) return `${name} hasn’t joined yet: they need the link we e-mailed them to sign up.`;
  if (status === 'Done') return `${name} has done this step.`;
  if (status === 'Locked')
    return `This step opens for ${name} once both of you have finished the steps before it.`;
  return `${name} has joined; this step is still to do. They’ll see it on their own progress page.`;
}

/** The step's state as a badge (the dashboard's colours, with accessible contrast). */
function StatusBadge({ status }: { status: 'Done' | 'Todo' | 'Locked' }) {
  return (
    <Badge
      color={status === 'Done' ? 'green' : 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, '--badge-color': status === 'Done' ? '#1d5e2c' : '#3d4349' } as CSSProperties}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** E-mails the co-applicant a new sign-up link (resendPermissionEmail), with what happened in words. */
function ResendLink({ application, name }: { application: Application; name: string }) {
  const state = useCoApplicantDetails(application);
  return (
    <Stack gap="xs" align="flex-start">
      <Text fz="sm" c="gray.8">
        We sent the link to {application.coApplicant?.email}. If they can’t find it, send a new one; the old
        link stops working.
      </Text>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden="true" />}
        onClick={() => void state.resend()}
        loading={state.busy}
      >
        Send {name} a new link
      </Button>
      {state.notice && (
        <Alert color="stairway" variant="light" role="status" w="100%">
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert color="red" variant="light" role="alert" w="100%">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
