/**
 * Typed answers are not lost without a word when an applicant leaves an application page:
 * - a form with a draft key keeps what was typed in the tab's session storage, per application and per form,
 *   restores it when the page opens again (Back, a reload) and removes it once saved; only the form's own
 *   fields are kept (no documents, no passwords: none of these forms has either);
 * - a form without one counts as unsaved while it is dirty, and UnsavedChangesGuard (in ApplicationPageShell)
 *   asks before the applicant leaves the page in the app (React Router's useBlocker) and lets the browser
 *   warn before a reload or closing the tab (beforeunload).
 * A save in progress is not "unsaved": a page's own Save and continue goes on to the next page.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { APPLICATION_DRAFT_PREFIX } from '../../../lib/drafts';

/** The session-storage prefix of the application's drafts (lib/drafts.ts, which clears them on sign-out). */
export { APPLICATION_DRAFT_PREFIX };

/**
 * The forms of the page that have unsaved changes (not kept as drafts), and those showing a kept draft, by an
 * id of each: a tiny store for UnsavedChangesGuard and the page's notice.
 */
const unsaved = new Set<string>();
const restoredDrafts = new Set<string>();
const listeners = new Set<() => void>();

function setMember(set: Set<string>, id: string, value: boolean) {
  if (set.has(id) === value) return;
  if (value) set.add(id);
  else set.delete(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @returns whether any form on the page has changes that are not saved and not kept as a draft */
export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, () => unsaved.size > 0);
}

/** @returns whether a form on the page opened with a kept draft that is not saved yet */
export function useHasRestoredDraft(): boolean {
  return useSyncExternalStore(subscribe, () => restoredDrafts.size > 0);
}

/** Reads a draft from session storage; null when there is none or it is not an object. */
function readDraft(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps or guards a react-hook-form form's unsaved answers.
 * @param form the form
 * @param draftKey e.g. `${application.id}.about-you`: keep a draft under it (per application and form); null or
 *   missing: no draft, and leaving while the form is dirty asks first
 * @returns `restored`: true when the form opened with a kept draft (the page says it is not saved yet)
 */
export function useUnsavedChanges<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  draftKey?: string | null,
): { restored: boolean } {
  const id = useId();
  const { isDirty, isSubmitting, isSubmitSuccessful, submitCount } = useFormState({ control: form.control });
  const storageKey = draftKey ? `${APPLICATION_DRAFT_PREFIX}${draftKey}` : null;
  const [hadDraft, setHadDraft] = useState(false);
  const formRef = useRef(form);
  formRef.current = form;

  // Restore the draft once, when the form opens.
  useEffect(() => {
    if (!storageKey) return;
    const draft = readDraft(storageKey);
    if (!draft) return;
    const current = formRef.current.getValues() as Record<string, unknown>;
    for (const [name, value] of Object.entries(draft)) {
      if (!(name in current) || JSON.stringify(current[name]) === JSON.stringify(value)) continue;
      formRef.current.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    setHadDraft(true);
  }, [storageKey]);

  // Keep what is typed, while it differs from what is saved.
  useEffect(() => {
    if (!storageKey) return;
    const subscription = form.watch((values) => {
      const saved = JSON.stringify(formRef.current.formState.defaultValues ?? {});
      const typed = JSON.stringify(values);
      if (typed !== saved) window.sessionStorage.setItem(storageKey, typed);
      else window.sessionStorage.removeItem(storageKey);
    });
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  // Saved: forget the draft, and what was saved is now the form's clean state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each successful submit (submitCount)
  useEffect(() => {
    if (!isSubmitSuccessful) return;
    if (storageKey) window.sessionStorage.removeItem(storageKey);
    setHadDraft(false);
    formRef.current.reset(formRef.current.getValues(), {
      keepValues: true,
      keepErrors: true,
      keepIsSubmitted: true,
      keepIsSubmitSuccessful: true,
      keepSubmitCount: true,
    });
  }, [isSubmitSuccessful, submitCount, storageKey]);

  // A page that goes on while saving (Save and continue) saved: its draft goes with it.
  const submitting = useRef(isSubmitting);
  submitting.current = isSubmitting;
  useEffect(
    () => () => {
      if (storageKey && submitting.current) window.sessionStorage.removeItem(storageKey);
    },
    [storageKey],
  );

  const guarded = !storageKey && isDirty && !isSubmitting;
  // The kept draft shows until it is saved. Not tied to isDirty: on CI's slower machine the restored values
  // showed while isDirty had not followed, and the notice with it (a journey failed twice in a row).
  const restored = hadDraft;
  useEffect(() => {
    setMember(unsaved, id, guarded);
    return () => setMember(unsaved, id, false);
  }, [id, guarded]);
  useEffect(() => {
    setMember(restoredDrafts, id, restored);
    return () => setMember(restoredDrafts, id, false);
  }, [id, restored]);

  return { restored };
}
