/**
 * The payment plan form of the arrears card (decision 075): equal monthly payments over 1 to 6 months (3
 * suggested, the default), or the customer's own instalments, each with its date and amount (rows added and
 * removed, what is left to plan shown as they type). Both are checked in the browser with the rules the server
 * applies (packages/domain arrears.ts paymentPlanProblems), each error under the row and field it names.
 */
import { Alert, Button, List, Radio, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  checkPaymentPlan,
  type Instalment,
  MAX_PLAN_MONTHS,
  paymentPlanProblems,
  suggestPaymentPlan,
} from '@stairway/domain/arrears';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { ArrearsActions } from '../hooks/use-arrears';
import { InstalmentRows, type PlanFormValues, rowPence } from './arrears-instalment-rows';

const MONTH_CHOICES = Array.from({ length: MAX_PLAN_MONTHS }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? 'In one payment' : `Over ${index + 1} months`,
}));

let rowKeys = 0;
const newKey = () => `row-${++rowKeys}`;

/** The instalments the form stands for: the suggestion, or the rows in pence. */
function instalmentsOf(values: PlanFormValues, arrearsPence: number, today: string): Instalment[] {
  if (values.mode === 'equal') return suggestPaymentPlan(arrearsPence, today, Number(values.months));
  return values.instalments.map((row) => ({ dueOn: row.dueOn, amountPence: rowPence(row.amount) }));
}

/** The payment plan form: equal payments or the customer's own, and "Agree this plan". */
export function PaymentPlanForm(props: {
  arrearsPence: number;
  today: string;
  propose: ArrearsActions['propose'];
}) {
  const { arrearsPence, today } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const listId = useId();
  const lastDay = dayjs(today).add(MAX_PLAN_MONTHS, 'month').format('YYYY-MM-DD');
  const form = useForm<PlanFormValues>({
    mode: 'controlled',
    initialValues: { mode: 'equal', months: '3', instalments: [] },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (values.mode !== 'custom') return errors;
      for (const found of paymentPlanProblems(
        instalmentsOf(values, arrearsPence, today),
        arrearsPence,
        today,
      )) {
        errors[found.field.replace(/\.amountPence$/, '.amount')] ??= found.message;
      }
      return errors;
    },
  });
  const values = form.getValues();
  const suggested = suggestPaymentPlan(arrearsPence, today, Number(values.months));

  /** Switches between equal payments and the customer's own, starting their own from the suggestion. */
  const setMode = (mode: string) => {
    setProblem(null);
    form.clearErrors();
    if (mode === 'custom' && values.instalments.length === 0) {
      form.setFieldValue(
        'instalments',
        suggested.map((i) => ({ key: newKey(), dueOn: i.dueOn, amount: i.amountPence / 100 })),
      );
    }
    form.setFieldValue('mode', mode === 'custom' ? 'custom' : 'equal');
  };

  /** A new row a month after the last (within the plan's last day), for what is left to plan. */
  const addRow = () => {
    const rows = values.instalments;
    const previous = rows.at(-1)?.dueOn;
    const next = previous && dayjs(previous).isValid() ? dayjs(previous).add(1, 'month') : dayjs(today);
    const dueOn = next.format('YYYY-MM-DD') > lastDay ? lastDay : next.format('YYYY-MM-DD');
    const planned = rows.reduce((sum, row) => sum + (rowPence(row.amount) || 0), 0);
    const left = arrearsPence - planned;
    form.insertListItem('instalments', { key: newKey(), dueOn, amount: left > 0 ? left / 100 : '' });
  };

  const submit = form.onSubmit(async (submitted) => {
    const instalments = instalmentsOf(submitted, arrearsPence, today);
    const check = checkPaymentPlan(instalments, arrearsPence, today);
    if (check) {
      setProblem(check.message);
      return;
    }
    setSaving(true);
    setProblem(await props.propose(instalments));
    setSaving(false);
  });
  const equalCheck = values.mode === 'equal' ? checkPaymentPlan(suggested, arrearsPence, today) : null;
  const formProblem = problem ?? equalCheck?.message ?? (form.errors.instalments as string | undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Agree a payment plan">
      <Stack gap="sm">
        <Radio.Group
          label="How would you like to pay what is owed?"
          description="By card, on each date. You can change your plan later."
          value={values.mode}
          onChange={setMode}
        >
          <Stack gap={6} mt={6}>
            <Radio value="equal" label="Equal monthly payments" />
            <Radio value="custom" label="Choose my own amounts and dates" />
          </Stack>
        </Radio.Group>
        {values.mode === 'equal' ? (
          <>
            <Select
              label="Pay what is owed"
              description="Equal monthly payments by card, starting today."
              data={MONTH_CHOICES}
              allowDeselect={false}
              maw={260}
              {...form.getInputProps('months')}
              onChange={(value) => form.setFieldValue('months', value ?? '3')}
            />
            <List size="sm" id={listId} aria-label="Your instalments">
              {suggested.map((instalment) => (
                <List.Item key={instalment.dueOn}>
                  {formatPence(instalment.amountPence)} on {formatPurchaseCaseDate(instalment.dueOn)}
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <InstalmentRows
            form={form}
            arrearsPence={arrearsPence}
            today={today}
            lastDay={lastDay}
            onAdd={addRow}
          />
        )}
        {formProblem && (
          <Alert color="red" role="alert">
            {formProblem}
          </Alert>
        )}
        <Button
          type="submit"
          w="fit-content"
          loading={saving}
          disabled={equalCheck !== null}
          aria-describedby={values.mode === 'equal' ? listId : undefined}
        >
          Agree this plan
        </Button>
      </Stack>
    </form>
  );
}
