/**
 * Monthly commitments (/your-application/financial-details/monthly-commitments, spec §2): loan repayments
 * (spec §3 monthlyLoans) and other fixed commitments (monthlyCommitments), saved with `updateApplication`,
 * and itemised regular payments (spec §3 Expense) added, changed and removed with `addUpdateUserExpense` /
 * `deleteUserExpense`. All are pounds a month and lower the budget (ARCHITECTURE §4 step 3). Always complete
 * (spec §4).
 */
import { Stack, Text, Title } from '@mantine/core';
import { formatGBP } from '@stairway/domain/money';
import { MoneyField } from '../../../components/form/money-field';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetLimitAlertFor } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { RegularPayments } from '../components/regular-payments';
import { type Application, useApplication } from '../hooks/use-application';
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
        <RegularPayments application={application} onError={setPageError} />
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
