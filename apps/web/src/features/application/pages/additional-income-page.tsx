/**
 * Additional income, /your-application/financial-details/additional-income (spec §2; §3 Income; §4
 * "Additional income: done when the user said none, or a non-primary income exists"): "Do you have any other
 * income?". No saves that answer (`updateApplication`, hasAdditionalIncome false) and goes on. Yes lists the
 * applicant's other (non-primary) incomes as cards with Edit and Remove (removing asks first), and "Add
 * another income" opens the same type choice and fields as the Income page. Continuing with Yes needs at
 * least one other income. Read-only once the application is submitted. The state and actions are
 * useAdditionalIncome's. The page invites only income the five types record, and says which income is not
 * counted. AdditionalIncomeSection is also the co-applicant's Additional income page (composed in app/co-applicant
 * inside ActingPersonProvider "coApplicant"): their own other incomes, which join the household budget (ARCHITECTURE.md
 * §4).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { INCOME_TYPE_EXAMPLES, INCOME_TYPES, UNCOUNTED_INCOME_TEXT } from '@stairway/domain/constants';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { YesNoQuestion } from '../../../components/form/yes-no-question';
import { paths } from '../../../lib/paths';
import { OtherIncomeList } from '../components/additional-income/other-income-list';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetTooLowAlert } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { type AdditionalIncomeView, useAdditionalIncome } from '../hooks/use-additional-income';
import { useApplication } from '../hooks/use-application';
import type { SectionPageNav } from '../lib/section-page-nav';

const PATH = paths.application.steps['additional-income'];
const TITLE = 'Other income';
const QUESTION_FORM_ID = 'additional-income-question';

/**
 * What counts as other income: exactly what the five income types record (INCOME_TYPE_EXAMPLES), e.g. "Income on top of
 * your main income: another job, contracting on a day rate, …".
 */
const examples = INCOME_TYPES.map((type) => INCOME_TYPE_EXAMPLES[type]);
const ADDITIONAL_INCOME_DESCRIPTION = `Income on top of your main income: ${examples.slice(0, -1).join(', ')} or ${examples.at(-1)}. It can raise your budget.`;

/** The co-applicant's version of the description: their income raises the household's budget. */
export const CO_APPLICANT_ADDITIONAL_INCOME_DESCRIPTION = `Income on top of your main income: ${examples.slice(0, -1).join(', ')} or ${examples.at(-1)}. It is added to your household’s budget for your joint application.`;

/** The "Additional income" page. */
export function AdditionalIncomePage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  const alert =
    !application.canProvideBudget && application.incomes.some((income) => income.primary) ? (
      <BudgetTooLowAlert application={application} />
    ) : null;
  return (
    <AdditionalIncomeSection
      application={application}
      nav={{ path: PATH }}
      description={ADDITIONAL_INCOME_DESCRIPTION}
      alert={alert}
    />
  );
}

/**
 * The question, the other incomes and their editor with the page frame, for the acting person (the applicant,
 * or the co-applicant inside ActingPersonProvider).
 * @param application the person's incomes and answer, and the shared progress and submitted state
 * @param nav this page's path and, for the co-applicant, where Back and Next go
 * @param description the sentence under the title
 * @param alert shown above the question (the applicant's "budget too low" message), if any
 */
export function AdditionalIncomeSection({
  application,
  nav,
  description,
  alert,
}: {
  application: AdditionalIncomeView;
  nav: SectionPageNav;
  description: string;
  alert?: ReactNode;
}) {
  const state = useAdditionalIncome(application, nav);
  const { answer, others } = state;
  return (
    <ApplicationPageShell
      application={application}
      path={nav.path}
      backTo={nav.backTo}
      nextTo={nav.nextTo}
      section="Financial details"
      title={TITLE}
      description={description}
      formId={QUESTION_FORM_ID}
      saving={state.saving}
      error={state.error}
    >
      <Stack gap="lg">
        {alert}
        <FormCard>
          <form
            id={QUESTION_FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void state.submitAnswer();
            }}
          >
            <YesNoQuestion
              label="Do you have any other income?"
              value={answer === null ? null : answer === 'yes'}
              onChange={state.choose}
              error={state.answerError}
              firstRef={state.firstAnswer}
              data-testid="has-additional-income"
            />
          </form>
        </FormCard>

        {answer === 'no' && others.length > 0 && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            You’ve added {others.length === 1 ? 'another income' : `${others.length} other incomes`}. While
            you answer No, {others.length === 1 ? 'it doesn’t' : 'they don’t'} count towards your budget.
          </Alert>
        )}

        {answer === 'yes' && <OtherIncomeList state={state} />}

        <Text fz="sm" c="gray.7" data-testid="uncounted-income">
          We can’t count {UNCOUNTED_INCOME_TEXT} in your budget yet, so there’s no need to add them.
        </Text>
      </Stack>
    </ApplicationPageShell>
  );
}
