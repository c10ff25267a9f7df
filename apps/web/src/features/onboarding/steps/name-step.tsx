/**
 * Onboarding step 2, /onboard/name (spec §2; §3 "User: firstName, middleName, lastName"): the applicant's
 * first, optional middle and last names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { inputWrapperOrder } from '../../../components/form/field-props';
import { StepForm } from '../components/step-form';
import { stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/** Step 2 of onboarding (spec §2 "/onboard/name"): "First name", "Middle name (optional)", "Last name". */
export function NameStep() {
  const { draft } = useOnboarding();
  const { goBack, goNext } = useStepNavigation('name');
  const form = useForm({
    resolver: zodResolver(stepSchemas.name),
    mode: 'onTouched',
    defaultValues: {
      firstName: draft.firstName ?? '',
      middleName: draft.middleName ?? '',
      lastName: draft.lastName ?? '',
    },
  });
  useStepSync('name', form, (values) => ({
    firstName: values.firstName ?? undefined,
    middleName: values.middleName ?? undefined,
    lastName: values.lastName ?? undefined,
  }));
  const { errors } = form.formState;

  return (
    <StepForm
      step="name"
      intro="Please use your name as it appears on your passport or driving licence, so that we can verify who you are later."
      onBack={goBack}
      onSubmit={form.handleSubmit((values) =>
        goNext({
          firstName: values.firstName,
          middleName: values.middleName ?? '',
          lastName: values.lastName,
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextInput
          label="Middle name (optional)"
          description="Leave blank if you don't have one."
          autoComplete="additional-name"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.middleName?.message}
          {...form.register('middleName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          inputWrapperOrder={inputWrapperOrder}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </Stack>
    </StepForm>
  );
}
