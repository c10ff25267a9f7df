/** The dashboard's "Talk to us" card. */
import { Button, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useId } from 'react';
import { BOOKING_URL } from '../../../../lib/config';
import { StepCard } from './step-card';

/** Book a call: opens the configured meeting-booking page in a new tab. */
export function BookCallStep({ number }: { number: number }) {
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
