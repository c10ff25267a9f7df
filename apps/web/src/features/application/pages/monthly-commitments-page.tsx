/**
 * Monthly commitments (/your-application/financial-details/monthly-commitments, spec §2): loan repayments
 * (spec §3 monthlyLoans) and other fixed commitments (monthlyCommitments), saved with `updateApplication`,
 * and itemised regular payments (spec §3 Expense) added, changed and removed with `addUpdateUserExpense` /
 * `deleteUserExpense`. All are pounds a month and lower the budget (ARCHITECTURE §4 step 3). Always complete
 * (spec §4).
 */
import { useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { MoneyField } from '../../../components/form/money-field';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetLimitAlertFor } from '../components/budget-too-low-alert';
import { ExpenseCard } from '../components/expense-card';
import { ExpenseForm } from '../components/expense-form';
import { FormCard } from '../components/form-card';
import { DeleteUserExpenseMutation } from '../graphql/deleteUserExpense';
import { type Application, type ApplicationExpense, useApplication } from '../hooks/use-application';
import { useUpdateApplicationForm } from '../hooks/use-update-application-form';
import { totalMonthlyCommitments } from '../lib/sections';

const PATH = paths.application['monthly-commitments'];
const TITLE = 'Monthly commitments';
const FORM_ID = 'monthly-commitments-form';

/** The "Monthly commitments" page. */
export function MonthlyCommitmentsPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <MonthlyCommitments application={application} />;
}

function MonthlyCommitments({ application }: { application: Application }) {
  const { form, onSubmit, saving, pageError, setPageError } = useUpdateApplicationForm(application, PATH, [
    'monthlyLoans',
    'monthlyCommitments',
  ]);
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
      onError: setPageError,
    });

  const total = totalMonthlyCommitments(application);
  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="Regular payments you have to make every month. Leave them at £0 if you have none. Don’t include your rent or bills."
      formId={FORM_ID}
      saving={saving}
      error={pageError}
    >
      <Stack gap="lg">
        <BudgetLimitAlertFor application={application} path={PATH} />
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <FormCard>
            <Stack gap="md">
              <Title order={2} fz="lg">
                Loans and commitments
              </Title>
              <MoneyField
                control={form.control}
                name="monthlyLoans"
                label="Loan and car finance repayments, a month"
                description="Personal loans, car finance and buy now, pay later."
              />
              <MoneyField
                control={form.control}
                name="monthlyCommitments"
                label="Other fixed commitments, a month"
                description="For example a court order or an agreement you must keep to."
              />
            </Stack>
          </FormCard>
        </form>
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
        <Text fz="sm" c="gray.7" data-testid="commitments-total">
          Saved so far:{' '}
          <Text span fw={600} c="var(--mantine-color-text)" className="tabular-nums">
            {formatGBP(total)} a month
          </Text>{' '}
          of commitments count towards your budget.
        </Text>
      </Stack>
    </ApplicationPageShell>
  );
}
