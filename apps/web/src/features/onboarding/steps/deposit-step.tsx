/**
 * Onboarding step 5, /onboard/deposit (spec §2; §3 "Deposit sources"; §9 "Deposit is 2% of price"): the
 * deposit in whole pounds and where it comes from, with the budget estimate now including the deposit.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getDepositCap } from '@stairway/domain/affordability';
import { estimateOnboardingBudget } from '@stairway/domain/application-budget';
import { DEPOSIT_SOURCE_LABELS, DEPOSIT_SOURCES, type DepositSource } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { depositSourceSchema, MAX_DEPOSIT } from '@stairway/domain/validation';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/form/money-field';
import { BudgetEstimate } from '../components/budget-estimate';
import { StepForm } from '../components/step-form';
import { type StepInput, type StepOutput, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/** A line of help under each deposit source. */
const SOURCE_HELP: Record<DepositSource, string> = {
  CashSavings: 'Money in your bank or savings accounts.',
  LiquidInvestments: 'Shares, funds or similar that you can sell quickly.',
  GiftedDeposit: 'A gift from family, usually with a signed gift letter.',
  Other: 'For example an inheritance or the sale of a car.',
};

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
          description="The money you have for a deposit now, in whole pounds. Enter £0 if you have none yet."
          min={0}
          max={MAX_DEPOSIT}
        />
        <Controller
          control={form.control}
          name="depositSource"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Where is your deposit coming from?"
              description="If it comes from more than one place, choose the biggest."
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              size="md"
            >
              <Stack gap="md" my="xs">
                {DEPOSIT_SOURCES.map((source, index) => (
                  <Radio
                    key={source}
                    value={source}
                    label={DEPOSIT_SOURCE_LABELS[source]}
                    description={SOURCE_HELP[source]}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <BudgetEstimate estimate={estimate} stage="deposit" deposit={validDeposit} />
      </Stack>
    </StepForm>
  );
}
