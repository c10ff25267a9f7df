/**
 * The operator's forms that close a step of a plan's ending (decision 076), on the purchase page's ending card: the
 * move-out refund paid (the day, the amount and the bank reference), with the refund due as the ledger stands now
 * against the figure agreed at the inspection (a collection confirmed since adds to it); and, while the customer is
 * buying the rest, recording that the purchase fell through (a required reason of at most PLAN_ENDING_NOTE_MAX
 * characters). A refusal naming a field is shown under it.
 */
import { Alert, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { poundsToPence } from '@stairway/domain/ledger-accounts';
import { PLAN_ENDING_NOTE_MAX } from '@stairway/domain/plan-ending';
import { refundChangeWords } from '@stairway/domain/plan-ending-changes';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { useState } from 'react';
import type { OpsPlanEndingState } from '../hooks/use-plan-ending';
import { todayInTheUk } from '../lib/format';
import { DayInput, PoundsInput } from './ending-fields';
import { errorFor, StepForm } from './purchase-ending-forms';

/** The refund as the ledger stands now (PlanEnding.refundNow), pence. */
export type RefundNow = {
  atInspectionPence: number;
  nowPence: number;
  morePence: number;
  collectionOn?: string | null;
};

/** The refund paid: the day, the amount (the figure due now) and the bank reference. */
export function RefundPaidForm({ state, refund }: { state: OpsPlanEndingState; refund: RefundNow }) {
  const [on, setOn] = useState(todayInTheUk());
  const [pounds, setPounds] = useState<number | ''>(refund.nowPence / 100);
  const [reference, setReference] = useState('');
  return (
    <StepForm
      title={`Record the refund of ${formatPence(refund.nowPence)} as paid`}
      label="Record refund paid"
      loading={state.busy === 'refund'}
      submit={() =>
        void state.recordRefundPaid({
          paidOn: on,
          amountPence: pounds === '' ? 0 : poundsToPence(pounds),
          reference,
        })
      }
    >
      {refund.morePence !== 0 && (
        <Alert color="yellow" variant="light" data-testid="ops-refund-changed">
          {refundChangeWords({ ...refund, collectionOn: refund.collectionOn ?? null })}: the refund due now is{' '}
          {formatPence(refund.nowPence)} (agreed {formatPence(refund.atInspectionPence)}
          ). Recording it agrees the difference in the ledger.
        </Alert>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <DayInput label="Date paid" value={on} onChange={setOn} error={errorFor(state.problem, 'paidOn')} />
        <PoundsInput
          label="Refund paid"
          value={pounds}
          onChange={(next) => {
            state.clearProblem();
            setPounds(next);
          }}
          error={errorFor(state.problem, 'amountPence')}
        />
        <TextInput
          label="Bank transfer reference"
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errorFor(state.problem, 'reference')}
          miw={160}
        />
      </Group>
    </StepForm>
  );
}

/** Recording that the purchase of the rest fell through: closed until asked for, then a required reason. */
export function FallenThroughForm({ state }: { state: OpsPlanEndingState }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => setOpen(true)}>
          The purchase fell through
        </Button>
      </Group>
    );
  }
  return (
    <StepForm
      title="Record that the purchase fell through"
      label="Record fallen through"
      loading={state.busy === 'fallen-through'}
      submit={() => void state.recordFallenThrough(reason)}
    >
      <Text fz="sm" c="gray.7">
        Nothing has been posted to the ledger yet, so the plan and its collections carry on as before. The
        customer is e-mailed and can ask for a new quote.
      </Text>
      <Textarea
        label="Why did it not go ahead?"
        description={`Required, at most ${PLAN_ENDING_NOTE_MAX} characters. The customer sees it.`}
        rows={3}
        maxLength={PLAN_ENDING_NOTE_MAX}
        value={reason}
        onChange={(e) => {
          state.clearProblem();
          setReason(e.currentTarget.value);
        }}
        error={errorFor(state.problem, 'reason')}
      />
    </StepForm>
  );
}
