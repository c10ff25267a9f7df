/**
 * "What to do next": a short ordered list of cards. Verify your e-mail address (only while it is not
 * verified), complete your application, explore homes in your postcode districts, and book a call.
 */

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STEP_LABELS, type ApplicationStepId } from '@stairway/domain/application-progress';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import {
  IconArrowRight,
  IconCalendarEvent,
  IconCircleCheck,
  IconMailForward,
  IconSearch,
} from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_URL } from '../../../lib/config';
import { GetDashboardDistrictsQuery } from '../graphql/getDashboardDistricts';
import { ResendVerificationEmailMutation } from '../graphql/resendVerificationEmail';
import classes from './dashboard.module.css';

/** What the next steps need to know about the applicant. */
export type NextStepsProps = {
  email: string;
  emailVerified: boolean;
  /** Null when the account has no application. */
  application: {
    submitted: boolean;
    approved: boolean;
    rejected: boolean;
    preferredLocations: readonly string[];
    /** Progress percent, 0 to 100 (spec §4). */
    progress: number;
    /** The next step (spec §4 next-step order). */
    nextStep: { kind: string; id?: string | null; path?: string | null };
  } | null;
  /** Refetches the session (after "Send a new link" finds the address already verified). */
  onVerified: () => void;
};

/** The ordered list of next steps. */
export function NextSteps({ email, emailVerified, application, onVerified }: NextStepsProps) {
  const steps: Array<{ key: string; render: (n: number) => ReactNode }> = [];
  if (!emailVerified) {
    steps.push({
      key: 'verify',
      render: (n) => <VerifyEmailStep number={n} email={email} onVerified={onVerified} />,
    });
  }
  steps.push({ key: 'application', render: (n) => <ApplicationStep number={n} application={application} /> });
  steps.push({
    key: 'explore',
    render: (n) => <ExploreStep number={n} districts={application?.preferredLocations ?? []} />,
  });
  steps.push({ key: 'call', render: (n) => <BookCallStep number={n} /> });

  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-next-title">
      <Title order={2} id="dashboard-next-title" fz={{ base: 20, sm: 22 }}>
        What to do next
      </Title>
      <ol className={classes.steps} data-testid="next-steps">
        {steps.map((step, index) => (
          <li key={step.key}>{step.render(index + 1)}</li>
        ))}
      </ol>
    </Stack>
  );
}

/** One card: its number, a title, a description and the actions. */
function StepCard({
  number,
  title,
  children,
  actions,
  testId,
  highlight,
  after,
}: {
  number: number;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId: string;
  highlight?: boolean;
  /** Shown under the actions (e.g. the outcome of an action). */
  after?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      component="article"
      data-testid={testId}
      style={highlight ? { borderColor: 'var(--mantine-color-stairway-3)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <span className={classes.stepNumber} aria-hidden="true">
          {number}
        </span>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} id={titleId} fz="lg" lh={1.3} mt={4}>
            {title}
          </Title>
          {children}
          {actions && (
            <Group gap="sm" mt={4}>
              {actions}
            </Group>
          )}
          {after}
        </Stack>
      </Group>
    </Paper>
  );
}

type ResendState = { status: 'idle' } | { status: 'sent' } | { status: 'error'; message: string };

/** Verify your e-mail address, with "Send a new link". */
function VerifyEmailStep({
  number,
  email,
  onVerified,
}: {
  number: number;
  email: string;
  onVerified: () => void;
}) {
  const [resend, { loading }] = useMutation(ResendVerificationEmailMutation);
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const messageId = useId();

  const sendNewLink = async () => {
    setState({ status: 'idle' });
    try {
      const { data } = await resend({ variables: { input: {} } });
      if (data?.resendVerificationEmail.alreadyVerified) {
        onVerified();
        return;
      }
      setState({ status: 'sent' });
    } catch (error) {
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      setState({
        status: 'error',
        message:
          code === 'RATE_LIMITED'
            ? 'You have asked for several links in the last hour. Please use the latest one, or try again later.'
            : 'We couldn’t send a new link just now. Please try again in a few minutes.',
      });
    }
  };

  return (
    <StepCard
      number={number}
      title="Verify your e-mail address"
      testId="next-step-verify-email"
      highlight
      after={
        <div aria-live="polite" id={messageId} style={{ display: 'contents' }}>
          {state.status === 'sent' && (
            <Group gap={6} wrap="nowrap" align="flex-start" data-testid="verify-email-sent">
              <IconCircleCheck
                size={18}
                aria-hidden="true"
                color="var(--mantine-color-green-9)"
                style={{ flex: 'none', marginTop: 2 }}
              />
              <Text fz="sm">We’ve sent a new link to {email}. It works for 24 hours.</Text>
            </Group>
          )}
          {state.status === 'error' && (
            <Text fz="sm" c="red.9" role="alert" data-testid="verify-email-error">
              {state.message}
            </Text>
          )}
        </div>
      }
      actions={
        <Button
          variant="light"
          leftSection={<IconMailForward size={18} aria-hidden="true" />}
          loading={loading}
          onClick={sendNewLink}
          aria-describedby={state.status === 'idle' ? undefined : messageId}
        >
          Send a new link
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        We sent a link to{' '}
        <Text span fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        . Open it to confirm your address. Can’t find it? Check your spam folder or send a new link.
      </Text>
    </StepCard>
  );
}

/** Complete your application (or where it stands once submitted). */
function ApplicationStep({
  number,
  application,
}: {
  number: number;
  application: NextStepsProps['application'];
}) {
  let title = 'Complete your application';
  let description =
    'Tell us about you, your address history, your income and your bank statements, so that we can confirm your budget.';
  let action = 'Continue your application';
  let to = '/your-application';
  let next: string | null = null;
  if (!application) {
    title = 'Start your application';
    description = 'Tell us about you and your income, so that we can work out your budget.';
    action = 'Start your application';
  } else if (application.rejected) {
    title = 'Your application';
    description =
      'Unfortunately we can’t approve your application at the moment. You can see the details on your application.';
    action = 'View your application';
  } else if (application.approved) {
    title = 'Your application is approved';
    description = 'Congratulations! Your next step is to find the home you want to rent and buy.';
    action = 'View your application';
  } else if (application.submitted) {
    title = 'Your application is in review';
    description = 'Our team is looking at your application and will be in touch.';
    action = 'View your application';
  } else if (application.nextStep.kind === 'ReadyToSubmit') {
    title = 'Submit your application';
    description = 'Every section is done. Send your application to our team for review.';
    action = 'Review and submit';
    to = application.nextStep.path ?? to;
  } else if (application.nextStep.kind === 'CannotProvideBudget') {
    description = `From what you’ve told us, your budget would be under ${formatGBP(MIN_BUDGET)}, the lowest we can offer. Check your income details.`;
    action = 'Check your income';
    to = application.nextStep.path ?? to;
  } else if (application.nextStep.kind === 'Step' && application.nextStep.id) {
    next = APPLICATION_STEP_LABELS[application.nextStep.id as ApplicationStepId] ?? null;
  }
  const showProgress = application && !application.submitted && !application.rejected;
  return (
    <StepCard
      number={number}
      title={title}
      testId="next-step-application"
      actions={
        <Button component={Link} to={to} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          {action}
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        {description}
      </Text>
      {showProgress && (
        <Stack gap={6} data-testid="dashboard-application-progress">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" fw={600}>
              {application.progress}% complete
            </Text>
            {next && (
              <Text fz="sm" c="gray.7">
                Next: {next}
              </Text>
            )}
          </Group>
          <Progress
            value={application.progress}
            size="sm"
            aria-label={`Your application is ${application.progress}% complete`}
          />
        </Stack>
      )}
    </StepCard>
  );
}

/** Explore homes in your postcode districts, with the chosen districts. */
function ExploreStep({ number, districts }: { number: number; districts: readonly string[] }) {
  const { data, loading } = useQuery(GetDashboardDistrictsQuery, {
    variables: { input: { outcodes: [...districts] } },
    skip: districts.length === 0,
  });
  const known = new Map((data?.getPostcodeDistricts ?? []).map((d) => [d.outcode, d]));

  return (
    <StepCard
      number={number}
      title="Explore homes in your areas"
      testId="next-step-explore"
      actions={
        <Button
          component={Link}
          to="/submit-a-home/explore"
          variant="light"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Explore homes
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        {districts.length > 0
          ? 'See homes for sale in the postcode districts you chose, and save the ones you like.'
          : 'Choose the postcode districts you’d like to live in, and see the homes for sale there.'}
      </Text>
      {districts.length > 0 && (
        <Group
          gap="xs"
          component="ul"
          aria-label="Your postcode districts"
          data-testid="dashboard-districts"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {districts.map((outcode) => {
            const district = known.get(outcode);
            return (
              <li key={outcode}>
                <Badge
                  size="lg"
                  radius="sm"
                  variant="light"
                  color="gray"
                  tt="none"
                  fw={500}
                  styles={{ root: { height: 'auto', minHeight: 28, paddingBlock: 4 } }}
                >
                  <Text span fw={700} fz="sm" c="var(--mantine-color-text)">
                    {outcode}
                  </Text>
                  {district?.town && (
                    <Text span fz="sm" c="gray.7">
                      {' '}
                      {district.town}
                    </Text>
                  )}
                  {loading && !district && (
                    <Skeleton component="span" height={10} width={60} ml={6} display="inline-block" />
                  )}
                </Badge>
              </li>
            );
          })}
        </Group>
      )}
    </StepCard>
  );
}

/** Book a call: opens the configured meeting-booking page in a new tab. */
function BookCallStep({ number }: { number: number }) {
  const hintId = useId();
  return (
    <StepCard
      number={number}
      title="Talk to us"
      testId="next-step-book-call"
      actions={
        <Button
          component="a"
          href={BOOKING_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          aria-describedby={hintId}
        >
          Book a call
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        Questions about your plan, your budget or a home you like? Book a free 15-minute call with our team.
      </Text>
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
    </StepCard>
  );
}

/** The next steps while the page loads, the same shape as the cards. */
export function NextStepsSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={24} width={180} />
      {[0, 1, 2].map((i) => (
        <Paper key={i} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Skeleton height={32} width={32} circle />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={20} width="45%" />
              <Skeleton height={12} width="90%" />
              <Skeleton height={12} width="70%" />
              <Skeleton height={40} width={180} mt={4} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
