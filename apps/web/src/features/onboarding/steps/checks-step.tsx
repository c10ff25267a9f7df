/**
 * Onboarding step 3, /onboard/checks (spec §2): the four eligibility checks of the domain's
 * `onboardChecksSchema`: 18 or over, the right to live in the UK and consent to a soft credit check (all
 * needed to apply), and whether the applicant has been free of bankruptcy, IVAs and CCJs (declared only).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Stack } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { StepForm } from '../components/step-form';
import type { OnboardingDraft } from '../lib/draft';
import { type StepOutput, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

type CheckName = keyof NonNullable<OnboardingDraft['checks']>;
type ChecksFormValues = { checks: Record<CheckName, boolean> };

/** The four checks, each a checkbox ticked for "yes". */
const CHECKS: ReadonlyArray<{ name: CheckName; label: string; description?: string }> = [
  { name: 'over18', label: "I'm 18 or over" },
  {
    name: 'rightToLiveInUk',
    label: 'I have the right to live in the UK',
    description: 'For example as a British or Irish citizen, or with settled or pre-settled status.',
  },
  {
    name: 'noBankruptcyOrCcj',
    label: "I haven't been bankrupt, had an IVA or a County Court Judgment (CCJ) in the last 6 years",
    description: "Leave this unticked if you have. It doesn't stop you applying; we'll ask about it later.",
  },
  {
    name: 'creditCheckConsent',
    label: 'I agree to a soft credit check',
    description: "A soft check doesn't affect your credit score, and other lenders can't see it.",
  },
];

/**
 * Step 3 of onboarding (spec §2 "/onboard/checks"): four checkboxes, "I'm 18 or over", "I have the right
 * to live in the UK", "I haven't been bankrupt, had an IVA or a County Court Judgment (CCJ) in the last 6
 * years" (optional) and "I agree to a soft credit check".
 */
export function ChecksStep() {
  const { draft } = useOnboarding();
  const { goBack, goNext } = useStepNavigation('checks');
  // The form holds plain booleans (unticked is false); the domain schema refuses false where a check is
  // needed to apply, so the resolver's input type is widened to match.
  const form = useForm<ChecksFormValues, unknown, StepOutput<'checks'>>({
    resolver: zodResolver(stepSchemas.checks) as unknown as Resolver<
      ChecksFormValues,
      unknown,
      StepOutput<'checks'>
    >,
    mode: 'onTouched',
    defaultValues: {
      checks: {
        over18: draft.checks?.over18 ?? false,
        rightToLiveInUk: draft.checks?.rightToLiveInUk ?? false,
        noBankruptcyOrCcj: draft.checks?.noBankruptcyOrCcj ?? false,
        creditCheckConsent: draft.checks?.creditCheckConsent ?? false,
      },
    },
  });
  useStepSync('checks', form, (values) => ({
    checks: {
      over18: values.checks?.over18,
      rightToLiveInUk: values.checks?.rightToLiveInUk,
      noBankruptcyOrCcj: values.checks?.noBankruptcyOrCcj,
      creditCheckConsent: values.checks?.creditCheckConsent,
    },
  }));

  return (
    <StepForm
      step="checks"
      intro="We ask everyone these questions to check that Stairway is right for you."
      onBack={goBack}
      onSubmit={form.handleSubmit((values) => goNext({ checks: values.checks }))}
    >
      <Stack gap="lg">
        {CHECKS.map((check) => (
          <Controller
            key={check.name}
            control={form.control}
            name={`checks.${check.name}`}
            render={({ field, fieldState }) => (
              <Checkbox
                size="md"
                label={check.label}
                description={check.description}
                name={field.name}
                ref={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </Stack>
    </StepForm>
  );
}
