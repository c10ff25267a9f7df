/**
 * The co-applicant's dashboard, /co-applicant-dashboard (spec §2): the shared progress of the joint
 * application, and the co-applicant's own steps in the spec's order (spec §4 step 5, then their identity and
 * bank statement checks) with their states and the next one to do. Never the applicant's own details.
 */
import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { getDisplayedProgress } from '@stairway/domain/application-progress';
import { IconCheck, IconChevronRight, IconLock } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { CO_APPLICANT_STEP_LABELS, isCoApplicantStepId } from './co-applicant-steps';
import { useCoApplicant } from './hooks/use-co-applicant';

const STATUS_LABELS = { Done: 'Done', Todo: 'To do', Locked: 'Locked' } as const;

/** The co-applicant's "Your progress" page. */
export function CoApplicantDashboardPage() {
  const { coApplicant, error, refetch } = useCoApplicant();
  useEffect(() => {
    document.title = 'Your progress · Stairway';
  }, []);
  if (!coApplicant) {
    return error ? (
      <Alert color="red" role="alert" title="We couldn’t load your progress">
        <Button variant="light" onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Text aria-busy="true">Loading your progress…</Text>
    );
  }
  const steps = coApplicant.steps.filter((step) => isCoApplicantStepId(step.id));
  const next = steps.find((step) => step.status === 'Todo');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Hi {coApplicant.firstName}
        </Title>
        <Text c="gray.8">
          You’re buying with {coApplicant.mainApplicantFirstName}. Complete your part of your joint
          application here; {coApplicant.mainApplicantFirstName} completes theirs and submits it.
        </Text>
      </Stack>
      {coApplicant.applicationSubmitted && (
        <Alert color="stairway" variant="light" title="Your application has been submitted">
          The Stairway team is reviewing it and will be in touch.
        </Alert>
      )}
      <Card withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600}>Your joint application</Text>
            <Text fw={700} data-testid="co-applicant-progress">
              {coApplicant.progress}% complete
            </Text>
          </Group>
          <Progress
            value={getDisplayedProgress(coApplicant.progress)}
            aria-label={`Application progress, ${coApplicant.progress}%`}
            radius="xl"
          />
        </Stack>
      </Card>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your steps">
        {steps.map((step) => {
          const label = isCoApplicantStepId(step.id) ? CO_APPLICANT_STEP_LABELS[step.id] : step.id;
          const locked = step.status === 'Locked';
          return (
            <li key={step.id}>
              <StepCard to={locked ? null : step.path} testId={`co-step-${step.id}`}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {step.status === 'Done' ? (
                      <IconCheck size={20} color="var(--mantine-color-stairway-7)" aria-hidden="true" />
                    ) : locked ? (
                      <IconLock size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" />
                    ) : (
                      <IconChevronRight size={20} aria-hidden="true" />
                    )}
                    <Text fw={600}>{label}</Text>
                  </Group>
                  <Badge
                    color={step.status === 'Done' ? 'green' : 'gray'}
                    variant="light"
                    radius="sm"
                    tt="none"
                    style={
                      { '--badge-color': step.status === 'Done' ? '#1d5e2c' : '#3d4349' } as CSSProperties
                    }
                  >
                    {STATUS_LABELS[step.status]}
                  </Badge>
                </Group>
                {locked && (
                  <Text fz="sm" c="gray.7" mt={4}>
                    Opens once both of you have finished your details
                    {step.id === 'co-applicant-bank-statements' ? ' and verified your identities' : ''}.
                  </Text>
                )}
              </StepCard>
            </li>
          );
        })}
      </Stack>
      {next && !coApplicant.applicationSubmitted && (
        <Button component={Link} to={next.path} size="md" style={{ alignSelf: 'flex-start' }}>
          Continue: {isCoApplicantStepId(next.id) ? CO_APPLICANT_STEP_LABELS[next.id] : next.id}
        </Button>
      )}
    </Stack>
  );
}

/** A step's card: a link to its page, or a plain card while it is locked. */
function StepCard({ to, testId, children }: { to: string | null; testId: string; children: ReactNode }) {
  return to ? (
    <Card withBorder radius="md" p="md" component={Link} to={to} data-testid={testId}>
      {children}
    </Card>
  ) : (
    <Card withBorder radius="md" p="md" data-testid={testId}>
      {children}
    </Card>
  );
}
