/**
 * The Sole trader income form (spec §3 Income): nature of business, this year's and last year's profits in
 * whole pounds a year, each field naming its tax year. Validated with the domain's soleTraderIncomeSchema. The profits
 * are averaged over the two years; one year alone counts when only one is given (ARCHITECTURE.md §4 step 1).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { soleTraderIncomeSchema } from '@stairway/domain/application-validation';
import { useForm, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../../components/form/money-field';
import { TextField } from '../../../../components/form/text-field';
import type { IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import { getFullTaxYears } from '../../lib/tax-years';
import { CountsTowardsBudget, type IncomeTypeFormProps, useIncomeTypeSubmit } from './income-type-form';

/** The Sole trader income's fields. */
export function SoleTraderIncomeForm(props: IncomeTypeFormProps<'SoleTrader'>) {
  const form = useForm<IncomeFormValues<'SoleTrader'>, unknown, IncomeFormOutput<'SoleTrader'>>({
    resolver: zodResolver(soleTraderIncomeSchema),
    mode: 'onTouched',
    defaultValues: props.initial,
  });
  const submit = useIncomeTypeSubmit(form, props);
  const { control } = form;
  const { latest, before } = getFullTaxYears();
  const [currentYearProfits, previousYearProfits] = useWatch({
    control,
    name: ['currentYearProfits', 'previousYearProfits'],
  });

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-label="Sole trader income">
      <Stack gap="lg">
        <TextField
          control={control}
          name="natureOfBusiness"
          label="Nature of business"
          description="What your business does, for example plumbing or hairdressing."
        />
        <MoneyField
          control={control}
          name="currentYearProfits"
          label={`Profits, year to ${latest.end}`}
          description={`Your net profit before tax for the latest full tax year, ${latest.start} to ${latest.end}, from your tax return or accounts.`}
        />
        <MoneyField
          control={control}
          name="previousYearProfits"
          label={`Profits, year to ${before.end}`}
          optional
          description="Your net profit for the tax year before. Averaged over the two years; leave it empty if you’ve traded for less than two years."
        />
        <CountsTowardsBudget
          income={{ type: 'SoleTrader', currentYearProfits, previousYearProfits }}
          rule="The average of your profits over the two years (this year’s alone if that’s all you have)."
        />
      </Stack>
    </form>
  );
}
