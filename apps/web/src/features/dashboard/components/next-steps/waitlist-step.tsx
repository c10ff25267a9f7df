/**
 * The dashboard's waitlist card (spec §2 /waitlist/join-waitlist, §3 waitlistFeePaid; docs/decisions/017): once
 * the application is submitted, "Join the waitlist" with the fee and a link to pay it; once paid, "You’re on
 * the waitlist". Not shown before submitting or for a rejected application.
 */
import { Button, Text } from '@mantine/core';
import { formatPence, type WaitlistFeeState } from '@stairway/domain/waitlist-fee';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { StepCard } from './step-card';

/**
 * @param state the fee's state; the card shows for Due and Paid only (the caller leaves it out otherwise)
 * @param pence the fee, pence
 */
export function WaitlistStep({
  number,
  state,
  pence,
}: {
  number: number;
  state: Extract<WaitlistFeeState, 'Due' | 'Paid'>;
  pence: number;
}) {
  const amount = formatPence(pence);
  if (state === 'Paid') {
    return (
      <StepCard number={number} title="You’re on the waitlist" testId="next-step-waitlist">
        <Text c="gray.7" fz="sm">
          You paid the {amount} waitlist fee. Thank you.
        </Text>
      </StepCard>
    );
  }
  return (
    <StepCard
      number={number}
      title="Join the waitlist"
      testId="next-step-waitlist"
      highlight
      actions={
        <Button
          component={Link}
          to={paths.waitlist.joinWaitlist}
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          Pay the {amount} fee
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        A one-off fee of {amount}, paid by card, puts you on the Stairway waitlist.
      </Text>
    </StepCard>
  );
}
