/**
 * Income, /your-application/financial-details/income (spec §2; §3 Income; §4 "Income: done when a primary
 * income has a value", step 8): the applicant's one main (primary) income, of one of the five types, with
 * that type's fields. Saving replaces the saved main income, even when its type changes, works out the
 * budget again (the top bar shows it) and goes to the next page. When the details give a budget under
 * £50,000 the page says so at the top. Read-only once the application is submitted.
 */
import { useMutation } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetTooLowAlert } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { IncomeForm, type IncomeFormResult } from '../components/income-form';
import { CreateUpdateIncomeMutation } from '../graphql/createUpdateIncome';
import { type Application, useApplication } from '../hooks/use-application';
import { useGoToNextPage } from '../hooks/use-save-and-continue';

const PATH = paths.application.steps.income;
const TITLE = 'Your main income';
const FORM_ID = 'income-form';

/** The "Income" page. */
export function IncomePage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <IncomePageContent application={application} />;
}

/**
 * Whether to say that no budget can be offered: the next step is the cannot-provide-budget message (spec §4
 * step 8), or a main income is saved and the budget it gives is under £50,000 (so the applicant learns it
 * while they can still change their income, not only at the end).
 */
function isBudgetTooLow(application: Application): boolean {
  if (application.nextStep.kind === 'CannotProvideBudget') return true;
  return !application.canProvideBudget && application.incomes.some((income) => income.primary);
}

function IncomePageContent({ application }: { application: Application }) {
  const goToNextPage = useGoToNextPage(PATH, application.jointApplication);
  const [saveIncome, { loading }] = useMutation(CreateUpdateIncomeMutation);
  const [error, setError] = useState<string | null>(null);
  const primaryIncome = application.incomes.find((income) => income.primary);

  const save = async (values: IncomeFormResult) => {
    await saveIncome({
      variables: { input: { ...values, id: primaryIncome?.id ?? null, primary: true } },
    });
    goToNextPage();
  };

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="Tell us how you earn most of your money. We use it to work out your budget, and you can add any other income on the next page."
      formId={FORM_ID}
      saving={loading}
      error={error}
    >
      <Stack gap="lg">
        {isBudgetTooLow(application) && <BudgetTooLowAlert page="income" />}
        <FormCard>
          <IncomeForm
            formId={FORM_ID}
            primary
            income={primaryIncome}
            typeQuestion="How do you earn your main income?"
            onSave={save}
            onError={setError}
          />
        </FormCard>
      </Stack>
    </ApplicationPageShell>
  );
}
