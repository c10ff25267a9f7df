/**
 * Onboarding step 2, /onboard/name (spec §2; §3 "User: firstName, middleName, lastName"): the applicant's
 * first, optional middle and last names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { NameFields } from '../../../components/form/name-fields';
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
        <NameFields control={form.control} middleNameDescription="Leave blank if you don't have one." />
      </Stack>
    </StepForm>
  );
}
