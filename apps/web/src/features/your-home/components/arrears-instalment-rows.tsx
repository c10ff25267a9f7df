/**
 * The rows of a custom payment plan (decision 075): each instalment's date and amount, with "Remove" and
 * "Add an instalment", and what is left to plan, worked out as the customer types. The rules' errors (packages/domain
 * arrears.ts paymentPlanProblems) come from the form (arrears-plan-form.tsx) under the row and field they name.
 */
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_PLAN_INSTALMENTS } from '@stairway/domain/arrears';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** One row of the form: its React key, its day (YYYY-MM-DD) and its amount in pounds as typed. */
export type InstalmentRow = { key: string; dueOn: string; amount: number | string };

/** The payment plan form's values. */
export type PlanFormValues = { mode: 'equal' | 'custom'; months: string; instalments: InstalmentRow[] };

/**
 * A row's amount in pence, or NaN while it is empty or not a number (the domain then says it is under £10).
 * @param amount the amount as typed, pounds
 */
export const rowPence = (amount: number | string): number =>
  amount === '' || !Number.isFinite(Number(amount)) ? Number.NaN : Math.round(Number(amount) * 100);

/**
 * What is left to plan, in words, as the customer types.
 * @param arrearsPence owed, pence
 * @param rows the rows as typed
 */
export function remainingWords(arrearsPence: number, rows: readonly InstalmentRow[]): string {
  const planned = rows.reduce(
    (sum, row) => sum + (Number.isNaN(rowPence(row.amount)) ? 0 : rowPence(row.amount)),
    0,
  );
  const left = arrearsPence - planned;
  if (left === 0) return `All ${formatPence(arrearsPence)} is planned.`;
  if (left > 0) return `${formatPence(left)} left to plan, of ${formatPence(arrearsPence)}.`;
  return `${formatPence(-left)} more than you owe: take it off an instalment.`;
}

/** The rows, "Add an instalment" and what is left to plan. */
export function InstalmentRows(props: {
  form: UseFormReturnType<PlanFormValues>;
  arrearsPence: number;
  today: string;
  lastDay: string;
  onAdd: () => void;
}) {
  const { form } = props;
  const rows = form.getValues().instalments;
  return (
    <Stack gap="xs" maw={560}>
      {rows.map((row, index) => {
        const name = `Instalment ${index + 1}`;
        // The visible labels say "Date" and "Amount" under the row's heading; the hidden words give each field
        // its row in its name ("Instalment 2: Amount"), as the errors name it.
        const hidden = <VisuallyHidden>{name}: </VisuallyHidden>;
        return (
          <Paper key={row.key} withBorder radius="md" p="xs" component="fieldset" aria-label={name} m={0}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={700} aria-hidden>
                {name}
              </Text>
              <Button
                variant="subtle"
                color="#c92a2a"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={`Remove instalment ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => form.removeListItem('instalments', index)}
              >
                Remove
              </Button>
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <TextInput
                type="date"
                label={<>{hidden}Date</>}
                min={props.today}
                max={props.lastDay}
                {...form.getInputProps(`instalments.${index}.dueOn`)}
              />
              <NumberInput
                label={<>{hidden}Amount</>}
                prefix="£"
                thousandSeparator=","
                decimalScale={2}
                allowNegative={false}
                hideControls
                inputMode="decimal"
                {...form.getInputProps(`instalments.${index}.amount`)}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= MAX_PLAN_INSTALMENTS}
          onClick={props.onAdd}
        >
          Add an instalment
        </Button>
        <Text size="sm" fw={600} aria-live="polite" data-testid="left-to-plan">
          {remainingWords(props.arrearsPence, rows)}
        </Text>
      </Group>
    </Stack>
  );
}
