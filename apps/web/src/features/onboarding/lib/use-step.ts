/**
 * Hooks every onboarding step uses (spec §2 onboarding): keeping the draft in step with the form while
 * typing, showing the server's field errors for the step, and moving to the previous or next step.
 */
import { useEffect, useRef } from 'react';
import type { DeepPartial, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useOnboarding } from '../onboarding-context';
import type { OnboardingDraft } from './draft';
import { ONBOARDING_STEPS, type StepId, stepForField, stepIndex } from './steps';

/**
 * Saves what is typed into the draft on every change (so that Back, a reload or an error loses nothing),
 * and shows the server's errors for this step's fields next to them.
 *
 * @param id the step
 * @param form the step's react-hook-form
 * @param toDraft turns the form's current (possibly invalid) values into draft answers
 */
export function useStepSync<T extends FieldValues>(
  id: StepId,
  // biome-ignore lint/suspicious/noExplicitAny: any context and output type of the form
  form: UseFormReturn<T, any, any>,
  toDraft: (values: DeepPartial<T>) => Partial<OnboardingDraft>,
): void {
  const { updateDraft, serverErrors, clearServerErrors } = useOnboarding();
  const toDraftRef = useRef(toDraft);
  toDraftRef.current = toDraft;

  useEffect(() => {
    const subscription = form.watch((values) => {
      updateDraft(toDraftRef.current(values));
      // Once an answer changes, the server's old verdict on this step no longer applies.
      clearServerErrors(id);
    });
    return () => subscription.unsubscribe();
  }, [form, updateDraft, clearServerErrors, id]);

  useEffect(() => {
    let first = true;
    for (const error of serverErrors) {
      if (stepForField(error.field)?.id !== id) continue;
      form.setError(
        error.field as Path<T>,
        { type: 'server', message: error.message },
        { shouldFocus: first && id !== 'email-password' },
      );
      first = false;
    }
  }, [serverErrors, id, form]);
}

/**
 * The previous and next steps and how to go there.
 *
 * @param id the current step
 * @returns `goBack` (to the previous step; none on the first) and `goNext(patch)`, which saves the step's
 *   checked answers, forgets the step's server errors and opens the next step
 */
export function useStepNavigation(id: StepId) {
  const navigate = useNavigate();
  const { updateDraft, clearServerErrors } = useOnboarding();
  const index = stepIndex(id);
  const previous = index > 0 ? ONBOARDING_STEPS[index - 1] : undefined;
  const next = ONBOARDING_STEPS[index + 1];
  return {
    previous,
    next,
    goBack: previous ? () => navigate(previous.path) : undefined,
    goNext: (patch: Partial<OnboardingDraft>) => {
      updateDraft(patch);
      clearServerErrors(id);
      if (next) navigate(next.path);
    },
  };
}
