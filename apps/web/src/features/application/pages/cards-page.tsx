/**
 * Cards (/your-application/financial-details/cards, spec §2): the total balance the applicant owes on credit
 * and store cards (spec §3 cardBalance, whole pounds), saved with `updateApplication`. 3% of it counts as a
 * monthly commitment in the budget (ARCHITECTURE §4 step 3). Always complete (spec §4).
 */
import { Stack, Text } from '@mantine/core';
import { CARD_BALANCE_MONTHLY_RATE, getCardMonthlyRepayment } from '@stairway/domain/affordability';
import { formatGBP } from '@stairway/domain/money';
import { MoneyField } from '../../../components/form/money-field';
import { paths } from '../../../lib/paths';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetLimitAlertFor } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { type Application, useApplication } from '../hooks/use-application';
import { useUpdateApplicationForm } from '../hooks/use-update-application-form';

const PATH = paths.application.cards;
const TITLE = 'Credit and store cards';
const FORM_ID = 'cards-form';

/** The "Cards" page. */
export function CardsPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <CardsForm application={application} />;
}

function CardsForm({ application }: { application: Application }) {
  const { form, onSubmit, saving, pageError } = useUpdateApplicationForm(application, PATH, ['cardBalance']);
  const balance = form.watch('cardBalance') ?? 0;

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="Tell us how much you owe on credit cards and store cards today. Enter £0 if you don’t have any."
      formId={FORM_ID}
      saving={saving}
      error={pageError}
    >
      <Stack gap="lg">
        <BudgetLimitAlertFor application={application} path={PATH} />
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <FormCard>
            <Stack gap="md">
              <MoneyField
                control={form.control}
                name="cardBalance"
                label="Total balance on all your cards"
                description="The amount you owe today, not your credit limit."
              />
              <Text fz="sm" c="gray.7" aria-live="polite" data-testid="card-monthly">
                We count {Math.round(CARD_BALANCE_MONTHLY_RATE * 100)}% of it,{' '}
                <Text span fw={600} c="var(--mantine-color-text)" className="tabular-nums">
                  {formatGBP(getCardMonthlyRepayment(balance))} a month
                </Text>
                , as a regular payment when we work out your budget.
              </Text>
            </Stack>
          </FormCard>
        </form>
      </Stack>
    </ApplicationPageShell>
  );
}
