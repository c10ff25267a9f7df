/**
 * "What to do next": a short ordered list of cards. Verify your e-mail address (only while it is not
 * verified), complete your application, join the waitlist (once the application is submitted), submit a home
 * (once the application is submitted, until a home has been), explore homes in your postcode districts, and
 * book a call.
 */

import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { getWaitlistFeeState } from '@stairway/domain/waitlist-fee';
import type { ReactNode } from 'react';
import type { NextStepsApplication } from '../../lib/application-step';
import classes from '../dashboard.module.css';
import { ApplicationStep } from './application-step';
import { BookCallStep } from './book-call-step';
import { ExploreStep } from './explore-step';
import { FirstHomeStep } from './first-home-step';
import { VerifyEmailStep } from './verify-email-step';
import { WaitlistStep } from './waitlist-step';

/** What the next steps need to know about the applicant. */
export type NextStepsProps = {
  email: string;
  emailVerified: boolean;
  /** Null when the account has no application. */
  application: NextStepsApplication;
  /** The waitlist fee: whether it is paid and how much it is, pence; null without an application. */
  waitlistFee: { paid: boolean; pence: number } | null;
  /** Refetches the session (after "Send a new link" finds the address already verified). */
  onVerified: () => void;
};

/** The ordered list of next steps. */
export function NextSteps({ email, emailVerified, application, waitlistFee, onVerified }: NextStepsProps) {
  const steps: Array<{ key: string; render: (n: number) => ReactNode }> = [];
  if (!emailVerified) {
    steps.push({
      key: 'verify',
      render: (n) => <VerifyEmailStep number={n} email={email} onVerified={onVerified} />,
    });
  }
  steps.push({ key: 'application', render: (n) => <ApplicationStep number={n} application={application} /> });
  const feeState =
    application && waitlistFee
      ? getWaitlistFeeState({ ...application, waitlistFeePaid: waitlistFee.paid })
      : null;
  if (waitlistFee && (feeState === 'Due' || feeState === 'Paid')) {
    steps.push({
      key: 'waitlist',
      render: (n) => <WaitlistStep number={n} state={feeState} pence={waitlistFee.pence} />,
    });
  }
  if (application?.submitted && !application.rejected && !application.hasHomeSubmitted) {
    steps.push({ key: 'first-home', render: (n) => <FirstHomeStep number={n} /> });
  }
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
