/**
 * Giving notice to move out (decision 076), under "If you leave": a moving day at least 30 days away (the earliest
 * and latest the server allows are the field's bounds) and an optional reason. Closed until the customer asks for
 * it, so that the card reads as information first.
 */
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MOVE_OUT_NOTICE_DAYS, PLAN_ENDING_NOTE_MAX } from '@stairway/domain/plan-ending';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { type FormEvent, useState } from 'react';
import type { FormProblem } from '../hooks/use-plan-ending';

type Props = {
  earliest: string;
  latest: string;
  giveNotice: (movingOn: string, reason: string) => Promise<void>;
  giving: boolean;
  problem: FormProblem | null;
};

/** The form. */
export function MoveOutNoticeForm({ earliest, latest, giveNotice, giving, problem }: Props) {
  const [open, setOpen] = useState(false);
  const [movingOn, setMovingOn] = useState(earliest);
  const [reason, setReason] = useState('');
  // A refusal shows until the customer changes what it was about.
  const [edited, setEdited] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(false);
    void giveNotice(movingOn, reason);
  };
  const fieldError = (field: string) => (!edited && problem?.field === field ? problem.message : undefined);
  return (
    <Stack gap="sm">
      {!open && (
        <Group>
          <Button variant="default" onClick={() => setOpen(true)}>
            Give notice to move out
          </Button>
        </Group>
      )}
      {open && (
        <form onSubmit={submit} noValidate aria-label="Give notice to move out">
          <Stack gap="sm">
            <Text fz="sm">
              Choose your moving day: at least {MOVE_OUT_NOTICE_DAYS} days from today, so{' '}
              {formatPurchaseCaseDate(earliest)} or later. Your payments continue until then, and you can
              withdraw your notice before the day.
            </Text>
            <TextInput
              type="date"
              label="Moving day"
              required
              min={earliest}
              max={latest}
              value={movingOn}
              onChange={(event) => {
                setEdited(true);
                setMovingOn(event.currentTarget.value);
              }}
              error={fieldError('movingOn')}
              maw={240}
            />
            <Textarea
              label="Why are you leaving? (optional)"
              description="It helps us improve; it does not change your refund."
              rows={3}
              maxLength={PLAN_ENDING_NOTE_MAX}
              value={reason}
              onChange={(event) => {
                setEdited(true);
                setReason(event.currentTarget.value);
              }}
              error={fieldError('reason')}
            />
            {problem && !problem.field && (
              <Alert color="red" variant="light" role="alert">
                {problem.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={giving}>
                Give notice
              </Button>
              <Button variant="subtle" color="gray" onClick={() => setOpen(false)} disabled={giving}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
