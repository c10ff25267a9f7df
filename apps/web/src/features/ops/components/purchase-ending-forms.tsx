/**
 * The operator's forms for a plan's ending (decision 076), on the purchase page's ending card: the move-out
 * inspection (the day, a damage charge in pounds, 0 allowed, and its note; with the refund it leaves), each step of
 * buying the rest, and completion (the day, the amount received and its reference). The refund paid and a purchase
 * that fell through are in purchase-ending-outcome-forms.tsx. A refusal naming a field is shown under it.
 */
import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { poundsToPence } from '@stairway/domain/ledger-accounts';
import { refundAfterDamage } from '@stairway/domain/plan-ending';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { OpsPlanEndingState, StepProblem } from '../hooks/use-plan-ending';
import { todayInTheUk } from '../lib/format';
import { DayInput, PoundsInput } from './ending-fields';

/** The message of a problem about this field. */
export const errorFor = (problem: StepProblem | null, field: string) =>
  problem?.field === field ? problem.message : undefined;

/** A titled form with one submit button. */
export function StepForm(props: {
  title: string;
  label: string;
  submit: () => void;
  loading: boolean;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {props.title}
        </Title>
        {props.children}
        <Group>
          <Button type="submit" loading={props.loading}>
            {props.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The move-out inspection: the day, the damage charge (pounds) and its note, with the refund it leaves. */
export function InspectionForm({
  state,
  refundBeforePence,
}: {
  state: OpsPlanEndingState;
  refundBeforePence: number;
}) {
  const [on, setOn] = useState(todayInTheUk());
  const [pounds, setPounds] = useState<number>(0);
  const [note, setNote] = useState('');
  const damagePence = Number.isFinite(pounds) && pounds >= 0 ? poundsToPence(pounds) : 0;
  return (
    <StepForm
      title="Record the move-out inspection"
      label="Record inspection"
      loading={state.busy === 'inspection'}
      submit={() => void state.recordInspection({ inspectedOn: on, damagePence, damageNote: note })}
    >
      <Text fz="sm" c="gray.7">
        Charge only for damage beyond fair wear and tear, against the home’s condition at move-in.
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <DayInput
          label="Inspection date"
          value={on}
          onChange={setOn}
          error={errorFor(state.problem, 'inspectedOn')}
        />
        <PoundsInput
          label="Damage charge"
          value={pounds}
          onChange={(next) => {
            state.clearProblem();
            setPounds(next === '' ? 0 : next);
          }}
          error={errorFor(state.problem, 'damagePence')}
        />
      </Group>
      <Textarea
        label="What the damage is"
        description="Required when there is a charge."
        autosize
        minRows={2}
        value={note}
        onChange={(e) => {
          state.clearProblem();
          setNote(e.currentTarget.value);
        }}
        error={errorFor(state.problem, 'damageNote')}
      />
      <Text fz="sm" data-testid="ops-refund-preview">
        Refund after the charge:{' '}
        <strong>{formatPence(refundAfterDamage(refundBeforePence, damagePence))}</strong> (the leaving refund
        of {formatPence(refundBeforePence)} less the damage)
      </Text>
    </StepForm>
  );
}

/** The next step of buying the rest before completion, or completion itself. */
export function BuyOutForms({ state, expectedPence }: { state: OpsPlanEndingState; expectedPence: number }) {
  const ending = state.data?.planEnding;
  const [on, setOn] = useState(todayInTheUk());
  const [value, setValue] = useState<number | ''>('');
  const [surveyor, setSurveyor] = useState('');
  const [received, setReceived] = useState<number | ''>('');
  const [reference, setReference] = useState('');
  if (!ending) return null;
  const date = (
    <DayInput
      label="Date"
      value={on}
      onChange={setOn}
      error={errorFor(state.problem, 'on') ?? errorFor(state.problem, 'completedOn')}
      maw={220}
    />
  );
  if (!ending.valuationInstructedOn) {
    return (
      <StepForm
        title="RICS valuation instructed"
        label="Record instructed"
        loading={state.busy === 'VALUATION_INSTRUCTED'}
        submit={() => void state.recordStep({ step: 'VALUATION_INSTRUCTED', on })}
      >
        {date}
      </StepForm>
    );
  }
  if (!ending.valuationReceivedOn) {
    return (
      <StepForm
        title="RICS valuation received"
        label="Record valuation"
        loading={state.busy === 'VALUATION_RECEIVED'}
        submit={() =>
          void state.recordStep({
            step: 'VALUATION_RECEIVED',
            on,
            valuePounds: value === '' ? null : value,
            surveyor,
          })
        }
      >
        <Group grow align="flex-start" wrap="wrap">
          {date}
          <PoundsInput
            label="Valuation"
            whole
            min={1}
            value={value}
            onChange={(next) => {
              state.clearProblem();
              setValue(next);
            }}
            error={errorFor(state.problem, 'valuePounds')}
          />
        </Group>
        <TextInput
          label="Surveyor or firm"
          value={surveyor}
          onChange={(e) => setSurveyor(e.currentTarget.value)}
          error={errorFor(state.problem, 'surveyor')}
        />
      </StepForm>
    );
  }
  if (!ending.mortgageOfferOn) {
    return (
      <StepForm
        title="Mortgage offer received"
        label="Record mortgage offer"
        loading={state.busy === 'MORTGAGE_OFFER'}
        submit={() => void state.recordStep({ step: 'MORTGAGE_OFFER', on })}
      >
        {date}
      </StepForm>
    );
  }
  return (
    <StepForm
      title="Completion"
      label="Record completion"
      loading={state.busy === 'completion'}
      submit={() =>
        void state.completeBuyOut({
          completedOn: on,
          amountReceivedPence: received === '' ? 0 : poundsToPence(received),
          reference,
        })
      }
    >
      <Text fz="sm" c="gray.7">
        Due on completion: {formatPence(expectedPence)} (the price less the deposit, equity and overpayments
        held, plus anything owed).
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        {date}
        <PoundsInput
          label="Amount received"
          placeholder={(expectedPence / 100).toFixed(2)}
          value={received}
          onChange={(next) => {
            state.clearProblem();
            setReceived(next);
          }}
          error={errorFor(state.problem, 'amountReceivedPence')}
        />
      </Group>
      <TextInput
        label="Bank reference"
        value={reference}
        maxLength={100}
        onChange={(e) => setReference(e.currentTarget.value)}
        error={errorFor(state.problem, 'reference')}
      />
    </StepForm>
  );
}
