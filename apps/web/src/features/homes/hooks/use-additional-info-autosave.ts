/**
 * Saves the additional information of a home found elsewhere as it is typed (so that the chain answer, the link and
 * "Anything else" are not lost on Back, as the page says "Your answers are saved as you go"): a moment after each
 * change, when a field is left, and when the form goes away (Back), the answers that pass the domain's rules are sent
 * to the draft with updateSubmission; one still being typed (a link not yet a web address) waits until it does. Back,
 * forward and a reload then show what was typed.
 */
import {
  HOME_ADDITIONAL_INFO_FIELDS,
  type HomeAdditionalInfoFormInput,
  type HomeAdditionalInfoFormOutput,
} from '@stairway/domain/home-submissions';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/** How long after the last change the answers are saved, milliseconds. */
export const AUTOSAVE_DELAY_MS = 800;

/** Where the saving stands, for the line under the form. */
export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * @param form the additional-information form
 * @param save sends answers to the draft (updateSubmission); fields left out are kept by the server
 * @returns `state` and `flush()`, which saves at once (e.g. on leaving a field)
 */
export function useAdditionalInfoAutosave(
  form: UseFormReturn<HomeAdditionalInfoFormInput, unknown, HomeAdditionalInfoFormOutput>,
  save: (values: Partial<HomeAdditionalInfoFormOutput>) => Promise<unknown>,
) {
  const [state, setState] = useState<AutosaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef<string | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // The rules load with the form's (lazily, to keep zod out of the first page load).
    const { homeAdditionalInfoFormSchema: schema } = await import('@stairway/domain/home-submissions');
    const values = form.getValues();
    const valid: Partial<HomeAdditionalInfoFormOutput> = {};
    for (const field of HOME_ADDITIONAL_INFO_FIELDS) {
      const parsed = schema.shape[field].safeParse(values[field]);
      if (parsed.success) Object.assign(valid, { [field]: parsed.data ?? null });
    }
    const key = JSON.stringify(valid);
    if (key === lastSent.current) return;
    lastSent.current = key;
    setState('saving');
    try {
      await saveRef.current(valid);
      setState('saved');
    } catch {
      lastSent.current = null;
      setState('failed');
    }
  }, [form]);

  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      // Only the applicant's changes: not a reset.
      if (type !== 'change') return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      // Leaving the page (Back) before the moment has passed: save now.
      if (timer.current) void flush();
    };
  }, [form, flush]);

  return { state, flush };
}
