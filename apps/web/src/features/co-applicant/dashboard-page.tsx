/**
 * The co-applicant's dashboard, /co-applicant-dashboard (spec §2): the shared progress of the joint application
 * with the team's decision once made, the purchase of the approved home with its timeline, and the co-applicant's
 * own steps in the spec's order (spec §4 step 5, then their identity and bank statement checks) with their states
 * and the next one to do. Never the applicant's own details.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconChevronRight, IconLock } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { ApplicantYourData } from '../../components/your-data/applicant-your-data';
import { BOOKING_URL } from '../../lib/config';
import { CO_APPLICANT_STEP_LABELS, isCoApplicantStepId } from './co-applicant-steps';
import { CoApplicantPurchase } from './components/co-applicant-purchase';
import { JointProgressCard } from './components/joint-progress-card';
import { CoApplicantLoadState } from './components/load-state';
import { useCoApplicant } from './hooks/use-co-applicant';

const STATUS_LABELS = { Done: 'Done', Todo: 'To do', Locked: 'Locked' } as const;

/** The co-applicant's "Your progress" page. */
export function CoApplicantDashboardPage() {
  const { coApplicant, error, refetch } = useCoApplicant();
  useEffect(() => {
    document.title = 'Your progress · Stairway';
  }, []);
  if (!coApplicant) {
    return (
      <CoApplicantLoadState
        error={error}
        retry={refetch}
        loading="Loading your progress…"
        failed="We couldn’t load your progress"
      />
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
        <DecisionAlert
          mainApplicant={coApplicant.mainApplicantFirstName}
          approved={coApplicant.applicationApproved}
          rejected={coApplicant.applicationRejected}
          homeApproved={coApplicant.hasHomesApproved}
        />
      )}
      {(coApplicant.hasHomesApproved || coApplicant.hasSubmittedHome) && (
        <CoApplicantPurchase mainApplicant={coApplicant.mainApplicantFirstName} />
      )}
      <JointProgressCard progress={coApplicant.progress} />
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
      <ApplicantYourData />
    </Stack>
  );
}

/**
 * Where the submitted joint application stands, as the applicant's page says it (both people hear every decision): in
 * review, approved, or not approved with what to do next. The team's note is not shown: it stays in the audit log (the
 * console says it is not sent to the applicants).
 */
function DecisionAlert(props: {
  mainApplicant: string;
  approved: boolean;
  rejected: boolean;
  /** True once a home is approved: the purchase card below says what happens next. */
  homeApproved: boolean;
}) {
  if (props.rejected) {
    return (
      <Alert
        color="gray"
        variant="light"
        title="We can’t approve your joint application"
        data-testid="co-decision"
      >
        Our team has reviewed your joint application with {props.mainApplicant} and unfortunately can’t
        approve it at the moment. We have e-mailed you both. If you would like to talk it through,{' '}
        <Anchor href={BOOKING_URL} target="_blank" rel="noopener noreferrer" inherit fw={600}>
          book a call with us (opens in a new tab)
        </Anchor>{' '}
        or reply to our e-mail.
      </Alert>
    );
  }
  if (props.approved) {
    return (
      <Alert
        color="stairway"
        variant="light"
        title="Your joint application is approved"
        data-testid="co-decision"
      >
        Good news: our team has approved your joint application with {props.mainApplicant}.{' '}
        {props.homeApproved
          ? 'Your home is approved too: your purchase below shows where it stands and what happens next.'
          : `The next step is to find the home you want; ${props.mainApplicant} submits it from their account, and we will be in touch.`}
      </Alert>
    );
  }
  return (
    <Alert
      color="stairway"
      variant="light"
      title="Your application has been submitted"
      data-testid="co-decision"
    >
      The Stairway team is reviewing it and will be in touch.
    </Alert>
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
