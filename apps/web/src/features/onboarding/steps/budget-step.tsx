/**
 * Onboarding step 1, /onboard/budget (spec §2): the gross annual pay in whole pounds and whether the
 * applicant buys with someone else, with a live budget estimate from the domain affordability model.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { estimateOnboardingBudget } from '@stairway/domain/application-budget';
import { MAX_GROSS_ANNUAL_PAY } from '@stairway/domain/validation';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../components/form/money-field';
import { BudgetEstimate } from '../components/budget-estimate';
import { StepForm } from '../components/step-form';
import { stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/**
 * Step 1 of onboarding (spec §2 "/onboard/budget"): "Gross annual pay" (whole pounds a year) and "Are you
 * buying with someone else?", with the estimated budget (before the deposit is known).
 */
export function BudgetStep() {
  const { draft } = useOnboarding();
  const { goNext } = useStepNavigation('budget');
  const form = useForm({
    resolver: zodResolver(stepSchemas.budget),
    mode: 'onTouched',
    defaultValues: {
      grossAnnualPay: draft.grossAnnualPay,
      jointApplication: draft.jointApplication ?? false,
    },
  });
  useStepSync('budget', form, (values) => ({
    grossAnnualPay: typeof values.grossAnnualPay === 'number' ? values.grossAnnualPay : undefined,
    jointApplication: values.jointApplication,
  }));

  const pay = useWatch({ control: form.control, name: 'grossAnnualPay' });
  const joint = useWatch({ control: form.control, name: 'jointApplication' });
  const [settledPay] = useDebouncedValue(pay, 300);
  const estimate = useMemo(() => estimateOnboardingBudget({ grossAnnualPay: settledPay }), [settledPay]);

  return (
    <StepForm
      step="budget"
      // "about 3 minutes": timed, as the landing page says (landing-hero.tsx).
      intro="Tell us your pay and we'll estimate the price of the home you could buy. It takes about 3 minutes and doesn't affect your credit score."
      onSubmit={form.handleSubmit((values) =>
        goNext({ grossAnnualPay: values.grossAnnualPay, jointApplication: values.jointApplication }),
      )}
    >
      <Stack gap="lg">
        <MoneyField
          control={form.control}
          name="grossAnnualPay"
          label="Gross annual pay"
          description="Your yearly pay before tax, in whole pounds. If you're self-employed, use your average yearly profit."
          min={0}
          max={MAX_GROSS_ANNUAL_PAY}
        />
        <Controller
          control={form.control}
          name="jointApplication"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Are you buying with someone else?"
              description="For example a partner, friend or family member. You can add their details later."
              name={field.name}
              value={field.value ? 'yes' : 'no'}
              onChange={(value) => field.onChange(value === 'yes')}
              error={fieldState.error?.message}
              size="md"
            >
              <Stack gap="sm" my="xs">
                <Radio value="no" label="No, just me" ref={field.ref} />
                <Radio value="yes" label="Yes, with someone else" />
              </Stack>
            </Radio.Group>
          )}
        />
        <BudgetEstimate estimate={estimate} stage="pay" jointApplication={joint === true} />
      </Stack>
    </StepForm>
  );
}
