/**
 * The state shared by the onboarding steps (spec §2 onboarding): the draft of answers (saved to session
 * storage on every change, never the password), the password in memory only, and the field errors the
 * server returned for `onboard`, so that each step can show its own next to the field.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ServerFieldError } from '../../lib/server-errors';
import { clearDraft, loadDraft, type OnboardingDraft, saveDraft, withUtmFromSearch } from './lib/draft';
import { type StepId, stepForField } from './lib/steps';

/** What the onboarding steps share. */
export type OnboardingContextValue = {
  /** The answers so far (money in whole pounds). */
  draft: OnboardingDraft;
  /** Merges answers into the draft and saves it. */
  updateDraft: (patch: Partial<OnboardingDraft>) => void;
  /** The password typed on the last step, kept in memory only so that Back and Next keep it. */
  password: string;
  setPassword: (password: string) => void;
  /** The field errors of the last failed `onboard` call. */
  serverErrors: ServerFieldError[];
  setServerErrors: (errors: ServerFieldError[]) => void;
  /** Forgets the server errors of one step (once its answers were changed and accepted). */
  clearServerErrors: (step: StepId) => void;
  /** Clears the saved draft for good, after the account was created. */
  finish: () => void;
};

const OnboardingContext = createContext<OnboardingContextValue | null>(null);

/**
 * Provides the onboarding state. On first load it reads the saved draft and the marketing source of the
 * URL (`utm_source`, `utm_other_source`).
 */
export function OnboardingProvider({ search, children }: { search: string; children: ReactNode }) {
  const [draft, setDraft] = useState<OnboardingDraft>(() => withUtmFromSearch(loadDraft(), search));
  const [password, setPassword] = useState('');
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([]);
  const finished = useRef(false);

  useEffect(() => {
    if (!finished.current) saveDraft(draft);
  }, [draft]);

  const updateDraft = useCallback((patch: Partial<OnboardingDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
  }, []);

  const clearServerErrors = useCallback((step: StepId) => {
    setServerErrors((previous) => {
      const next = previous.filter((error) => stepForField(error.field)?.id !== step);
      return next.length === previous.length ? previous : next;
    });
  }, []);

  const finish = useCallback(() => {
    finished.current = true;
    clearDraft();
    setPassword('');
  }, []);

  const value = useMemo<OnboardingContextValue>(
    () => ({
      draft,
      updateDraft,
      password,
      setPassword,
      serverErrors,
      setServerErrors,
      clearServerErrors,
      finish,
    }),
    [draft, updateDraft, password, serverErrors, clearServerErrors, finish],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

/** The onboarding state. Must be used inside the onboarding layout. */
export function useOnboarding(): OnboardingContextValue {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return value;
}
