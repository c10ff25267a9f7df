/**
 * Add or change one monthly expense (spec §3 Expense: description, amount, type), validated with the
 * domain's expenseInputSchema and saved with `addUpdateUserExpense`. Amounts are whole pounds a month.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type ExpenseInput, expenseInputSchema } from '@stairway/domain/application-validation';
import { EXPENSE_TYPES } from '@stairway/domain/constants';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField } from '../../../components/form/choice-field';
import { MoneyField } from '../../../components/form/money-field';
import { TextField } from '../../../components/form/text-field';
import { applyServerErrors } from '../../../lib/server-errors';
import { AddUpdateUserExpenseMutation } from '../graphql/addUpdateUserExpense';
import type { ApplicationExpense } from '../hooks/use-application';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { FormCard } from './form-card';

/** Props of the expense form. */
export type ExpenseFormProps = {
  /** The expense to change; null to add one. */
  expense: ApplicationExpense | null;
  onSaved: () => void;
  onCancel: () => void;
};

/** The expense form. */
export function ExpenseForm({ expense, onSaved, onCancel }: ExpenseFormProps) {
  const headingId = useId();
  const [save, { loading }] = useMutation(AddUpdateUserExpenseMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ExpenseInput>({
    resolver: zodResolver(expenseInputSchema),
    mode: 'onTouched',
    defaultValues: {
      id: expense?.id ?? null,
      type: expense?.type ?? '',
      description: expense?.description ?? '',
      amount: expense?.amount,
    },
  });

  // Leaving with the expense not saved asks first.
  useUnsavedChanges(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save({
        variables: {
          input: {
            id: values.id ?? undefined,
            type: values.type,
            description: values.description,
            amount: values.amount,
          },
        },
      });
      onSaved();
    } catch (failure) {
      setFormError(applyServerErrors(failure, form.setError, ['type', 'description', 'amount']));
    }
  });

  const types =
    expense && !EXPENSE_TYPES.some((t) => t === expense.type)
      ? [...EXPENSE_TYPES, expense.type]
      : EXPENSE_TYPES;
  return (
    <FormCard>
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} data-testid="expense-form">
        <fieldset disabled={loading} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Title order={3} fz="md" id={headingId}>
              {expense ? 'Change this payment' : 'Add a regular payment'}
            </Title>
            <ChoiceField
              control={form.control}
              name="type"
              label="Type"
              options={types}
              placeholder="Choose a type"
            />
            <TextField
              control={form.control}
              name="description"
              label="Description"
              description="For example, “Nursery for Ella”."
            />
            <MoneyField control={form.control} name="amount" label="Amount a month" />
            {formError && (
              <Alert color="red" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                {expense ? 'Save changes' : 'Add payment'}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </FormCard>
  );
}
