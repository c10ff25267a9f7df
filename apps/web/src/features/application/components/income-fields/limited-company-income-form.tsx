/**
 * The Limited company income form (spec §3 Income "Limited-company block"): company name, Companies House
 * number, nature of business, this year's and last year's director salary and dividends (whole pounds a
 * year; "this year" is the latest full tax year, and each field names its year), and the accountant's name, firm,
 * address and e-mail. Validated with the domain's limitedCompanyIncomeSchema. Salary plus dividends are averaged over
 * the two years (ARCHITECTURE.md §4 step 1).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { limitedCompanyIncomeSchema } from '@stairway/domain/application-validation';
import { useForm, useWatch } from 'react-hook-form';
import { FieldGroup } from '../../../../components/form/field-group';
import { MoneyField } from '../../../../components/form/money-field';
import { TextField } from '../../../../components/form/text-field';
import type { IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import { getFullTaxYears } from '../../lib/tax-years';
import { CountsTowardsBudget, type IncomeTypeFormProps, useIncomeTypeSubmit } from './income-type-form';

/** The Limited company income's fields, in four groups: the company, this year, last year, the accountant. */
export function LimitedCompanyIncomeForm(props: IncomeTypeFormProps<'LimitedCompany'>) {
  const form = useForm<IncomeFormValues<'LimitedCompany'>, unknown, IncomeFormOutput<'LimitedCompany'>>({
    resolver: zodResolver(limitedCompanyIncomeSchema),
    mode: 'onTouched',
    defaultValues: props.initial,
  });
  const submit = useIncomeTypeSubmit(form, props);
  const { control } = form;
  const { latest, before } = getFullTaxYears();
  const [salary, dividends, previousSalary, previousDividends] = useWatch({
    control,
    name: ['ltdDirectorSalary', 'ltdDividends', 'ltdPreviousYearDirectorSalary', 'ltdPreviousYearDividends'],
  });

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-label="Limited company income">
      <Stack gap="xl">
        <FieldGroup title="Your company">
          <TextField control={control} name="companyName" label="Company name" autoComplete="organization" />
          <TextField
            control={control}
            name="ltdHouseNumber"
            label="Company number"
            optional
            description="Your company’s registration number at Companies House, for example 01234567 or SC123456."
          />
          <TextField
            control={control}
            name="natureOfBusiness"
            label="Nature of business"
            description="What your company does, for example IT consultancy."
          />
        </FieldGroup>
        <FieldGroup
          title={`This year (${latest.start} to ${latest.end})`}
          description="Your latest full tax year, before tax."
        >
          <MoneyField
            control={control}
            name="ltdDirectorSalary"
            label={`Director salary, year to ${latest.end}`}
          />
          <MoneyField control={control} name="ltdDividends" label={`Dividends, year to ${latest.end}`} />
        </FieldGroup>
        <FieldGroup
          title={`Last year (${before.start} to ${before.end})`}
          description="The tax year before. Your salary and dividends are averaged over the two years."
        >
          <MoneyField
            control={control}
            name="ltdPreviousYearDirectorSalary"
            label={`Director salary, year to ${before.end}`}
            optional
          />
          <MoneyField
            control={control}
            name="ltdPreviousYearDividends"
            label={`Dividends, year to ${before.end}`}
            optional
          />
        </FieldGroup>
        <FieldGroup
          title="Your accountant"
          description="If you have one, we may ask them to confirm your income."
        >
          <TextField control={control} name="accountantName" label="Name" optional autoComplete="off" />
          <TextField control={control} name="accountantCompany" label="Firm" optional autoComplete="off" />
          <TextField control={control} name="accountantAddress" label="Address" optional autoComplete="off" />
          <TextField
            control={control}
            name="accountantEmail"
            label="E-mail address"
            optional
            type="email"
            autoComplete="off"
          />
        </FieldGroup>
        <CountsTowardsBudget
          income={{
            type: 'LimitedCompany',
            ltdDirectorSalary: salary,
            ltdDividends: dividends,
            ltdPreviousYearDirectorSalary: previousSalary,
            ltdPreviousYearDividends: previousDividends,
          }}
          rule="Your director salary plus dividends, averaged over the two years (this year’s alone if that’s all you have)."
        />
      </Stack>
    </form>
  );
}
