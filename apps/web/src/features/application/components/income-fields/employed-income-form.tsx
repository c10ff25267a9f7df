/**
 * The Employed income form (spec §3 Income, "Employment options"): employment type, job title, employer, base
 * gross income, additional gross income and overtime/bonus, in whole pounds a year. Validated with the
 * domain's employedIncomeSchema. Base pay and guaranteed additional pay count in full, half of overtime and
 * bonus counts (ARCHITECTURE.md §4 step 1); Temporary / Zero-hour pay is the last 12 months' pay and counts at
 * 50% (ZERO_HOUR_PAY_SHARE), which the labels and the "Counts as" line say.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { ZERO_HOUR_PAY_SHARE } from '@stairway/domain/affordability';
import { employedIncomeSchema } from '@stairway/domain/application-validation';
import { EMPLOYMENT_OPTION_LABELS, EMPLOYMENT_OPTIONS } from '@stairway/domain/constants';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceField } from '../../../../components/form/choice-field';
import { MoneyField } from '../../../../components/form/money-field';
import { TextField } from '../../../../components/form/text-field';
import type { IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import { CountsTowardsBudget, type IncomeTypeFormProps, useIncomeTypeSubmit } from './income-type-form';

/** The Employed income's fields. */
export function EmployedIncomeForm(props: IncomeTypeFormProps<'Employed'>) {
  const form = useForm<IncomeFormValues<'Employed'>, unknown, IncomeFormOutput<'Employed'>>({
    resolver: zodResolver(employedIncomeSchema),
    mode: 'onTouched',
    defaultValues: props.initial,
  });
  const submit = useIncomeTypeSubmit(form, props);
  const { control } = form;
  const [employmentOption, baseGrossIncome, additionalGrossIncome, overtime] = useWatch({
    control,
    name: ['employmentOption', 'baseGrossIncome', 'additionalGrossIncome', 'overtime'],
  });
  const zeroHours = employmentOption === 'TemporaryZeroHour';
  const share = `${Math.round(ZERO_HOUR_PAY_SHARE * 100)}%`;

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-label="Employed income">
      <Stack gap="lg">
        <ChoiceField
          control={control}
          name="employmentOption"
          label="Type of employment"
          options={EMPLOYMENT_OPTIONS}
          labels={EMPLOYMENT_OPTION_LABELS}
        />
        <TextField control={control} name="jobTitle" label="Job title" autoComplete="organization-title" />
        <TextField control={control} name="employerName" label="Employer" autoComplete="organization" />
        <MoneyField
          control={control}
          name="baseGrossIncome"
          label={zeroHours ? 'Gross pay in the last 12 months' : 'Base gross income (a year)'}
          description={
            zeroHours
              ? `Everything you were paid before tax over the last 12 months, as on your payslips or P60. ${share} of it counts.`
              : 'Your salary before tax and deductions, as on your contract or payslip. Counts in full.'
          }
        />
        <MoneyField
          control={control}
          name="additionalGrossIncome"
          label="Additional gross income (a year)"
          optional
          description={
            zeroHours
              ? `Extra pay not in the figure above, such as allowances. ${share} of it counts, as nothing is guaranteed.`
              : 'Guaranteed extra pay, such as shift, car or location allowances. Counts in full.'
          }
        />
        <MoneyField
          control={control}
          name="overtime"
          label="Overtime and bonus (a year)"
          optional
          description={
            zeroHours
              ? `Overtime, commission and bonuses not in the figure above. ${share} of it counts.`
              : 'What you usually earn in overtime, commission and bonuses. Half of overtime and bonus counts.'
          }
        />
        <CountsTowardsBudget
          income={{ type: 'Employed', employmentOption, baseGrossIncome, additionalGrossIncome, overtime }}
          rule={
            zeroHours
              ? `${share} of your pay over the last 12 months, overtime and extra pay included: temporary and zero-hours work guarantees no hours, so, like lenders, we count a cautious share of what you earned over a year.`
              : 'Your base pay and additional income in full, plus half of your overtime and bonus.'
          }
        />
      </Stack>
    </form>
  );
}
