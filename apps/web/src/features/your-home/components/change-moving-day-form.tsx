/**
 * The actions on a notice to move out that stands (decision 076), under the moving-out card: "Change moving day"
 * opens a date field (react-hook-form with the shared changeMoveOutDayInputSchema; the server checks the 30 days
 * and the year, and a refusal naming movingOn is shown under the field), beside "Withdraw my notice".
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MOVE_OUT_NOTICE_DAYS } from '@stairway/domain/plan-ending';
import { changeMoveOutDayInputSchema } from '@stairway/domain/plan-ending-inputs';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormProblem } from '../hooks/use-plan-ending';

/** Changing the moving day: the earliest and latest days allowed today, and the action. */
export type ChangeDay = {
  earliest: string;
  latest: string;
  /** Rejects with a FormProblem when refused. */
  run: (movingOn: string) => Promise<void>;
  running: boolean;
};

type Props = {
  movingOn: string;
  changeable: boolean;
  withdrawable: boolean;
  withdrawNotice: () => Promise<void>;
  withdrawing: boolean;
  changeDay?: ChangeDay;
};

/** "Change moving day" and "Withdraw my notice", with the date form when changing. */
export function NoticeActions({
  movingOn,
  changeable,
  withdrawable,
  withdrawNotice,
  withdrawing,
  changeDay,
}: Props) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ movingOn: string }>({
    resolver: zodResolver(changeMoveOutDayInputSchema),
    defaultValues: { movingOn },
  });
  const submit = form.handleSubmit(async (values) => {
    if (!changeDay) return;
    setFormError(null);
    try {
      await changeDay.run(values.movingOn);
      setOpen(false);
    } catch (problem) {
      const { field, message } = problem as FormProblem;
      if (field === 'movingOn') form.setError('movingOn', { type: 'server', message });
      else setFormError(message);
    }
  });
  const withdraw = withdrawable && (
    <Button variant="default" onClick={() => void withdrawNotice()} loading={withdrawing}>
      Withdraw my notice
    </Button>
  );
  if (!open || !changeDay) {
    return (
      <Group>
        {changeable && changeDay && (
          <Button
            variant="default"
            onClick={() => {
              form.reset({ movingOn });
              setOpen(true);
            }}
          >
            Change moving day
          </Button>
        )}
        {withdraw}
      </Group>
    );
  }
  const error = form.formState.errors.movingOn?.message;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Change your moving day">
      <Stack gap="sm">
        <Text fz="sm">
          Choose a new moving day: at least {MOVE_OUT_NOTICE_DAYS} days from today, so{' '}
          {day(changeDay.earliest)} or later, and by {day(changeDay.latest)}.
        </Text>
        <TextInput
          type="date"
          label="New moving day"
          required
          min={changeDay.earliest}
          max={changeDay.latest}
          error={error}
          maw={240}
          {...form.register('movingOn')}
        />
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={changeDay.running}>
            Change moving day
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setOpen(false)} disabled={changeDay.running}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
