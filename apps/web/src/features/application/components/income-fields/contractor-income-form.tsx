/**
 * The Professional contractor income form (spec §3 Income "Contractor block"): current, previous and next job
 * titles, day rate (whole pounds a day), contract length (months), whether the current contract ends within a
 * month, whether the next one is lined up (then its job title is required) and the nature of the business.
 * Validated with the domain's professionalContractorIncomeSchema. The day rate counts as day rate × 5 days ×
 * 46 weeks a year (ARCHITECTURE.md §4 step 1), and as nothing when the contract ends within a month with no
 * next one lined up (isContractEnding).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import {
  CONTRACTOR_DAYS_PER_WEEK,
  CONTRACTOR_WEEKS_PER_YEAR,
  isContractEnding,
} from '@stairway/domain/affordability';
import { professionalContractorIncomeSchema } from '@stairway/domain/application-validation';
import { useForm, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../../components/form/money-field';
import { TextField } from '../../../../components/form/text-field';
import { WholeNumberField } from '../../../../components/form/whole-number-field';
import { YesNoField } from '../../../../components/form/yes-no-field';
import type { IncomeFormOutput, IncomeFormValues } from '../../lib/income-form';
import { CountsTowardsBudget, type IncomeTypeFormProps, useIncomeTypeSubmit } from './income-type-form';

type Values = IncomeFormValues<'ProfessionalContractor'>;
type Output = IncomeFormOutput<'ProfessionalContractor'>;

/** The Professional contractor income's fields. */
export function ContractorIncomeForm(props: IncomeTypeFormProps<'ProfessionalContractor'>) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(professionalContractorIncomeSchema),
    mode: 'onTouched',
    defaultValues: props.initial,
  });
  const submit = useIncomeTypeSubmit(form, props);
  const { control } = form;
  const [dayRate, hasNextJob, currentJobEndsInOneMonth] = useWatch({
    control,
    name: ['contractorCurrentDayRate', 'hasNextJob', 'currentJobEndsInOneMonth'],
  });
  const ending = isContractEnding({ currentJobEndsInOneMonth, hasNextJob });

  return (
    <form id={props.formId} onSubmit={submit} noValidate aria-label="Professional contractor income">
      <Stack gap="lg">
        <TextField
          control={control}
          name="contractorCurrentJobTitle"
          label="Current job title"
          autoComplete="organization-title"
        />
        <MoneyField
          control={control}
          name="contractorCurrentDayRate"
          label="Day rate (a day)"
          description={`What your current contract pays a day, before tax. Counts as ${CONTRACTOR_DAYS_PER_WEEK} days a week for ${CONTRACTOR_WEEKS_PER_YEAR} weeks a year.`}
        />
        <WholeNumberField
          control={control}
          name="contractorDuration"
          label="Length of your current contract (months)"
          description="From its start to its end date, in whole months."
          suffix=" months"
        />
        <YesNoField
          control={control}
          name="currentJobEndsInOneMonth"
          label="Does your current contract end within a month?"
        />
        <YesNoField control={control} name="hasNextJob" label="Do you have your next contract lined up?" />
        {hasNextJob === true && (
          <TextField
            control={control}
            name="contractorNextJobTitle"
            label="Next job title"
            autoComplete="off"
          />
        )}
        <TextField
          control={control}
          name="contractorPreviousJobTitle"
          label="Previous job title"
          optional
          autoComplete="off"
        />
        <TextField
          control={control}
          name="natureOfBusiness"
          label="Nature of business"
          optional
          description="What you do, for example software development or project management."
        />
        <CountsTowardsBudget
          income={{
            type: 'ProfessionalContractor',
            contractorCurrentDayRate: dayRate,
            currentJobEndsInOneMonth,
            hasNextJob,
          }}
          rule={
            ending
              ? 'Nothing while your contract ends within a month and no next one is lined up: lenders only count a day rate with a current contract, or the next one agreed. Add your next contract once it is agreed.'
              : `Your day rate × ${CONTRACTOR_DAYS_PER_WEEK} days a week × ${CONTRACTOR_WEEKS_PER_YEAR} weeks a year.`
          }
        />
      </Stack>
    </form>
  );
}
