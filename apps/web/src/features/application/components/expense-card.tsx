/** One regular payment (spec §3 Expense) on the Monthly commitments page: what, how much a month, and its type. */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconPencil, IconReceipt, IconTrash } from '@tabler/icons-react';
import type { ApplicationExpense } from '../hooks/use-application';

/**
 * Shows the payment as a card with Change and Remove.
 * @param readOnly hides Change and Remove (the application is submitted)
 * @param disabled disables them (another payment is being edited, or one is being removed)
 */
export function ExpenseCard({
  expense,
  readOnly,
  disabled,
  onEdit,
  onRemove,
}: {
  expense: ApplicationExpense;
  readOnly: boolean;
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="expense-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <IconReceipt size={24} aria-hidden="true" color="var(--mantine-color-gray-6)" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="baseline">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {expense.description}
            </Text>
            <Text fw={600} className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
              {formatGBP(expense.amount)} a month
            </Text>
          </Group>
          <Text fz="sm" c="gray.7">
            {expense.type}
          </Text>
          {!readOnly && (
            <Group gap="xs" mt={4} ml={-12}>
              <Button
                variant="subtle"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={onEdit}
                disabled={disabled}
                aria-label={`Change ${expense.description}`}
              >
                Change
              </Button>
              <Button
                variant="subtle"
                color="#c92a2a"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={onRemove}
                disabled={disabled}
                aria-label={`Remove ${expense.description}`}
              >
                Remove
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
