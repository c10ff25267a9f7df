/** The "Regular payments" list of the Monthly commitments page: each itemised payment, add, change and remove. */
import { useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { DeleteUserExpenseMutation } from '../graphql/deleteUserExpense';
import type { Application, ApplicationExpense } from '../hooks/use-application';
import { ExpenseCard } from './expense-card';
import { ExpenseForm } from './expense-form';

/**
 * The payments, one open for changing (or a new one) at a time.
 * @param application the application whose expenses are listed
 * @param onError shows (or, with null, clears) the page's problem, e.g. a failed removal
 */
export function RegularPayments({
  application,
  onError,
}: {
  application: Application;
  onError: (message: string | null) => void;
}) {
  const [remove, { loading: removing }] = useMutation(DeleteUserExpenseMutation);
  const [editing, setEditing] = useState<null | 'new' | string>(null);

  const askToRemove = (expense: ApplicationExpense) =>
    confirmRemove({
      title: 'Remove this payment?',
      children: (
        <Text>
          {expense.description}, {formatGBP(expense.amount)} a month, will be removed.
        </Text>
      ),
      remove: () => remove({ variables: { input: { id: expense.id } } }),
      onError,
    });

  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Regular payments
      </Title>
      <Text fz="sm" c="gray.7">
        Childcare, child maintenance, school fees, a student loan or a debt repayment plan.
      </Text>
      {application.expenses.length === 0 && editing !== 'new' && (
        <Paper withBorder radius="lg" p="md" data-testid="expenses-empty">
          <Text c="gray.7">You haven’t added any regular payments.</Text>
        </Paper>
      )}
      {application.expenses.map((expense) =>
        editing === expense.id ? (
          <ExpenseForm
            key={expense.id}
            expense={expense}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <ExpenseCard
            key={expense.id}
            expense={expense}
            readOnly={application.submitted}
            disabled={editing !== null || removing}
            onEdit={() => setEditing(expense.id)}
            onRemove={() => askToRemove(expense)}
          />
        ),
      )}
      {editing === 'new' ? (
        <ExpenseForm expense={null} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
      ) : (
        !application.submitted && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setEditing('new')}
            disabled={editing !== null}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a regular payment
          </Button>
        )
      )}
    </Stack>
  );
}
