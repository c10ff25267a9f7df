/**
 * The Benefits income form (spec §3 Income): Universal Credit, Personal Independence Payment, Child Benefit
 * and Disability Living Allowance, each in whole pounds a MONTH, at least one. Validated with the domain's
 * benefitsIncomeSchema. Each counts in full, 12 months a year (ARCHITECTURE.md §4 step 1).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { benefitsIncomeSchema } from '@stairway/domain/application-validation';
import { useForm, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../../components/form/money-field';
import type { IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import { CountsTowardsBudget, type IncomeTypeFormProps, useIncomeTypeSubmit } from './income-type-form';

/** The Benefits income's fields. */
export function BenefitsIncomeForm(props: IncomeTypeFormProps<'Benefits'>) {
  const form = useForm<IncomeFormValues<'Benefits'>, unknown, IncomeFormOutput<'Benefits'>>({
    resolver: zodResolver(benefitsIncomeSchema),
    mode: 'onTouched',
    defaultValues: props.initial,
  });
  const submit = useIncomeTypeSubmit(form, props);
  const { control } = form;
  const [benefitsUniversal, benefitsPip, benefitsChildren, benefitsDla] = useWatch({
    control,
    name: ['benefitsUniversal', 'benefitsPip', 'benefitsChildren', 'benefitsDla'],
  });

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-label="Benefits income">
      <Stack gap="lg">
        <Text fz="sm" c="gray.7">
          Enter what you receive a month for each benefit you get (at least one), and leave the others empty.
        </Text>
        <MoneyField control={control} name="benefitsUniversal" label="Universal Credit (a month)" />
        <MoneyField
          control={control}
          name="benefitsPip"
          label="Personal Independence Payment (PIP) (a month)"
        />
        <MoneyField control={control} name="benefitsChildren" label="Child Benefit (a month)" />
        <MoneyField
          control={control}
          name="benefitsDla"
          label="Disability Living Allowance (DLA) (a month)"
        />
        <CountsTowardsBudget
          income={{ type: 'Benefits', benefitsUniversal, benefitsPip, benefitsChildren, benefitsDla }}
          rule="Each benefit in full, 12 months a year."
        />
      </Stack>
    </form>
  );
}
