/**
 * Onboarding step 5, /onboard/deposit (spec §2; §3 "Deposit sources"; §9 "Deposit is 2% of price"): the
 * deposit in whole pounds and where it comes from, with the budget estimate now including the deposit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getDepositCap } from '@stairway/domain/affordability';
import { estimateOnboardingBudget } from '@stairway/domain/application-budget';
import { formatGBP } from '@stairway/domain/money';
import { depositSourceSchema, MAX_DEPOSIT } from '@stairway/domain/validation';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DepositSourceField } from '../../../components/form/deposit-source-field';
import { MoneyField } from '../../../components/form/money-field';
import { BudgetEstimate } from '../components/budget-estimate';
import { StepForm } from '../components/step-form';
import { type StepInput, type StepOutput, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/**
 * Step 5 of onboarding (spec §2 "/onboard/deposit"): "Deposit amount" (whole pounds) and "Where is your
 * deposit coming from?" (Cash savings, Liquid investments, Gifted deposit, Other), with the estimated
 * budget including the deposit cap (the deposit is 2% of the price).
 */
export function DepositStep() {
  const { draft } = useOnboarding();
  const { goBack, goNext } = useStepNavigation('deposit');
  const form = useForm<StepInput<'deposit'>, unknown, StepOutput<'deposit'>>({
    resolver: zodResolver(stepSchemas.deposit),
    mode: 'onTouched',
    defaultValues: {
      deposit: draft.deposit,
      depositSource: draft.depositSource,
    },
  });
  useStepSync('deposit', form, (values) => ({
    deposit: typeof values.deposit === 'number' ? values.deposit : undefined,
    depositSource: depositSourceSchema.safeParse(values.depositSource).data,
  }));

  const deposit = useWatch({ control: form.control, name: 'deposit' });
  const [settledDeposit] = useDebouncedValue(deposit, 300);
  const validDeposit =
    typeof settledDeposit === 'number' && settledDeposit <= MAX_DEPOSIT ? settledDeposit : null;
  const estimate = useMemo(
    () =>
      validDeposit === null
        ? null
        : estimateOnboardingBudget({
            grossAnnualPay: draft.grossAnnualPay,
            deposit: validDeposit,
            preferredLocations: draft.preferredLocations,
          }),
    [draft.grossAnnualPay, draft.preferredLocations, validDeposit],
  );

  return (
    <StepForm
      step="deposit"
      intro={`With Stairway you need a deposit of just 2% of the home's price. For example, ${formatGBP(5000)} covers a home of up to ${formatGBP(getDepositCap(5000))}.`}
      onBack={goBack}
      onSubmit={form.handleSubmit((values) =>
        goNext({ deposit: values.deposit, depositSource: values.depositSource }),
      )}
    >
      <Stack gap="lg">
        <MoneyField
          control={form.control}
          name="deposit"
          label="Deposit amount"
          description="The money you have for a deposit now, in whole pounds. Enter £0 if you have none yet: you can change it later in your application."
          min={0}
          max={MAX_DEPOSIT}
        />
        <DepositSourceField control={form.control} name="depositSource" />
        <BudgetEstimate estimate={estimate} stage="deposit" deposit={validDeposit} />
      </Stack>
    </StepForm>
  );
}
