/**
 * Onboarding step 4, /onboard/preferred-location (spec §2; §3 "preferredLocations (postcodes)"): 1 to 5
 * postcode districts where the applicant would like to live, checked with the domain's
 * `preferredLocationsSchema` (which uses the postcode helpers).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { PostcodeDistrictPicker } from '../../../components/district-picker/postcode-district-picker';
import { StepForm } from '../components/step-form';
import { stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/** The message about the whole list, and those about single districts, of the field's error. */
function splitErrors(error: unknown): { list?: string; items: Array<string | undefined> } {
  if (!error || typeof error !== 'object') return { items: [] };
  const listError = error as FieldError & { root?: FieldError };
  const items = Array.isArray(error)
    ? Array.from(error as Array<FieldError | undefined>, (item) => item?.message)
    : Object.entries(error)
        .filter(([key]) => /^\d+$/.test(key))
        .reduce<Array<string | undefined>>((all, [key, item]) => {
          all[Number(key)] = (item as FieldError | undefined)?.message;
          return all;
        }, []);
  return { list: listError.message ?? listError.root?.message, items };
}

/**
 * Step 4 of onboarding (spec §2 "/onboard/preferred-location"): the "Postcode district" picker with
 * suggestions ("SO16 · Southampton · 23 homes"), an "Add" button and removable chips ("Remove SO16").
 */
export function PreferredLocationStep() {
  const { draft } = useOnboarding();
  const { goBack, goNext } = useStepNavigation('preferred-location');
  const form = useForm({
    resolver: zodResolver(stepSchemas['preferred-location']),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { preferredLocations: draft.preferredLocations ?? [] },
  });
  useStepSync('preferred-location', form, (values) => ({
    preferredLocations: (values.preferredLocations ?? []).filter(
      (item): item is string => typeof item === 'string',
    ),
  }));

  return (
    <StepForm
      step="preferred-location"
      intro="Choose the postcode districts where you'd like to buy. We'll show you homes for sale there, and use them to fine-tune your budget."
      onBack={goBack}
      onSubmit={form.handleSubmit((values) => goNext({ preferredLocations: values.preferredLocations }))}
    >
      <Controller
        control={form.control}
        name="preferredLocations"
        render={({ field, fieldState }) => {
          const errors = splitErrors(fieldState.error);
          return (
            <PostcodeDistrictPicker
              value={field.value ?? []}
              onChange={(next) => {
                // Positions change, so errors about single districts no longer line up.
                form.clearErrors('preferredLocations');
                field.onChange(next);
              }}
              onBlur={field.onBlur}
              error={errors.list}
              itemErrors={errors.items}
            />
          );
        }}
      />
    </StepForm>
  );
}
