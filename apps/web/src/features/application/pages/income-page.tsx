/**
 * Income, /your-application/financial-details/income (spec §2; §3 Income; §4 "Income: done when a primary
 * income has a value", step 8): the applicant's one main (primary) income, of one of the five types, with
 * that type's fields. Saving replaces the saved main income, even when its type changes, works out the
 * budget again (the top bar shows it) and goes to the next page. When the details give a budget under
 * £50,000 the page says so at the top. Read-only once the application is submitted. IncomeSection is also the
 * co-applicant's Income page (features/co-applicant, inside ActingPersonProvider): their own main income, which
 * joins the household budget (ARCHITECTURE.md §4).
 */
import { useMutation } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetTooLowAlert } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { IncomeForm, type IncomeFormResult } from '../components/income-form';
import { CoApplicantCreateUpdateIncomeMutation } from '../graphql/coApplicantSections';
import { CreateUpdateIncomeMutation } from '../graphql/createUpdateIncome';
import { useActingPerson, useRefreshCoApplicant } from '../hooks/use-acting-person';
import { type Application, useApplication } from '../hooks/use-application';
import { getAdjacentPages } from '../lib/pages';
import type { SectionPageNav } from '../lib/section-page-nav';

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
  return (
    <IncomeSection
      application={application}
      nav={{ path: PATH }}
      description="Tell us how you earn most of your money. We use it to work out your budget, and you can add any other income on the next page."
      alert={isBudgetTooLow(application) ? <BudgetTooLowAlert application={application} /> : null}
    />
  );
}

/** What the income page shows of the person whose income it is (the applicant or the co-applicant). */
export type IncomeView = Pick<Application, 'incomes' | 'submitted' | 'progress' | 'jointApplication'>;

/**
 * The main income form with its page frame: saves the acting person's main income (replacing the saved one)
 * and goes on to the next page.
 * @param application the person's incomes, and the shared progress and submitted state
 * @param nav this page's path and, for the co-applicant, where Back and Next go
 * @param description the sentence under the title
 * @param alert shown above the form (the applicant's "budget too low" message), if any
 */
export function IncomeSection({
  application,
  nav,
  description,
  alert,
}: {
  application: IncomeView;
  nav: SectionPageNav;
  description: string;
  alert?: ReactNode;
}) {
  const navigate = useNavigate();
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [saveAsApplicant, applicantSave] = useMutation(CreateUpdateIncomeMutation);
  const [saveAsCoApplicant, coApplicantSave] = useMutation(CoApplicantCreateUpdateIncomeMutation);
  const loading = applicantSave.loading || coApplicantSave.loading;
  const [error, setError] = useState<string | null>(null);
  const primaryIncome = application.incomes.find((income) => income.primary);

  const save = async (values: IncomeFormResult) => {
    const variables = { input: { ...values, id: primaryIncome?.id ?? null, primary: true } };
    if (person === 'coApplicant') {
      await saveAsCoApplicant({ variables });
      await refreshCoApplicant();
    } else {
      await saveAsApplicant({ variables });
    }
    navigate(nav.nextTo ?? getAdjacentPages(nav.path, application.jointApplication).next);
  };

  return (
    <ApplicationPageShell
      application={application}
      path={nav.path}
      backTo={nav.backTo}
      nextTo={nav.nextTo}
      section="Financial details"
      title={TITLE}
      description={description}
      formId={FORM_ID}
      saving={loading}
      error={error}
    >
      <Stack gap="lg">
        {alert}
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
