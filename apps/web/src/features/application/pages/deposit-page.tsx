/**
 * Deposit, /your-application/financial-details/deposit (spec §3 UserApplication.deposit and "Deposit sources"; §9
 * "Deposit is 2% of price"): the deposit first given at /onboard/deposit, changed here with `updateApplication`
 * (deposit and depositSource). The deposit caps the budget at deposit ÷ 2% (getDepositCap); the page says what the
 * typed deposit covers, and when the saved deposit is what keeps the budget under £50,000. Always complete, like the
 * other optional financial pages.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { getDepositCap } from '@stairway/domain/affordability';
import { type DepositSource, MIN_BUDGET, MIN_DEPOSIT } from '@stairway/domain/constants';
import { describeNoDeposit, hasNoDeposit } from '@stairway/domain/deposit-advice';
import { formatGBP } from '@stairway/domain/money';
import { depositSchema, depositSourceSchema, MAX_DEPOSIT } from '@stairway/domain/validation';
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DepositSourceField } from '../../../components/form/deposit-source-field';
import { MoneyField } from '../../../components/form/money-field';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetTooLowAlert } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { type Application, useApplication } from '../hooks/use-application';
import { useGoToNextPage } from '../hooks/use-save-and-continue';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';

const PATH = paths.application.deposit;
const TITLE = 'Your deposit';
const FORM_ID = 'deposit-form';

type Values = { deposit: number; depositSource: DepositSource };

/** The "Deposit" page. */
export function DepositPage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <DepositForm application={application} />;
}

function DepositForm({ application }: { application: Application }) {
  // Both fields required, each with the domain's own message: `.required()` on the optional update fields
  // would replace "Choose where your deposit is coming from" with zod's generic "expected nonoptional".
  const schema = useMemo(() => z.object({ deposit: depositSchema, depositSource: depositSourceSchema }), []);
  const goNext = useGoToNextPage(PATH, application.jointApplication);
  const [save, { loading }] = useMutation(UpdateApplicationMutation);
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: {
      deposit: application.deposit,
      depositSource: application.depositSource ?? undefined,
    },
  });
  const typed = useWatch({ control: form.control, name: 'deposit' });
  const cap = typeof typed === 'number' && typed >= 0 && typed <= MAX_DEPOSIT ? getDepositCap(typed) : null;
  const depositLimits = application.budgetLimits.some((limit) => limit.factor === 'Deposit');

  // What is typed is kept in the tab until saved.
  useUnsavedChanges(form, `${application.id}.deposit`);

  const onSubmit = form.handleSubmit(async (input) => {
    setPageError(null);
    try {
      await save({ variables: { input } });
      goNext();
    } catch (failure) {
      setPageError(applyServerErrors(failure, form.setError, ['deposit', 'depositSource']));
    }
  });

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="The money you have for your deposit. With Stairway the deposit is just 2% of the home’s price, so it sets the highest budget we can offer."
      formId={FORM_ID}
      saving={loading}
      error={pageError}
    >
      <Stack gap="lg">
        {depositLimits && <BudgetTooLowAlert application={application} />}
        <form id={FORM_ID} onSubmit={onSubmit} noValidate>
          <FormCard>
            <Stack gap="lg">
              <MoneyField
                control={form.control}
                name="deposit"
                label="Deposit amount"
                description="In whole pounds. You can change it whenever your savings change."
                min={0}
                max={MAX_DEPOSIT}
              />
              <Text fz="sm" c="gray.7" aria-live="polite" data-testid="deposit-covers">
                {cap === null ? (
                  `A deposit of ${formatGBP(MIN_DEPOSIT)} or more is needed for our lowest budget of ${formatGBP(MIN_BUDGET)}.`
                ) : hasNoDeposit(typed) ? (
                  // Not "covers a home of up to £0": what £0 means and what to save; what to save only once, when the
                  // alert above (the saved deposit's) does not say it already.
                  `A deposit of ${formatGBP(0)} doesn’t cover a home yet.${depositLimits ? '' : ` ${describeNoDeposit().action}`}`
                ) : (
                  <>
                    This deposit covers a home of up to{' '}
                    <Text span fw={600} c="var(--mantine-color-text)" className="tabular-nums">
                      {formatGBP(cap)}
                    </Text>
                    {cap < MIN_BUDGET
                      ? `, under our lowest budget of ${formatGBP(MIN_BUDGET)}: you need at least ${formatGBP(MIN_DEPOSIT)}.`
                      : '. Your income and commitments may set a lower budget.'}
                  </>
                )}
              </Text>
              <DepositSourceField control={form.control} name="depositSource" />
            </Stack>
          </FormCard>
        </form>
      </Stack>
    </ApplicationPageShell>
  );
}
