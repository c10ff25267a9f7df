/**
 * Signing the plan: whether the customer is still inside their review window (re-judged when it ends while the
 * page is open), the independent advice box, and signPlan with the plan's SHA-256. The server's refusals are
 * kept by field (`tookAdvice` beside the box) or for the whole form (a changed document, a newer version, a
 * signature already made, anything else); after a conflict the plan is loaded again.
 */
import { useMutation } from '@apollo/client/react';
import { isInsideReviewWindow } from '@stairway/domain/plan-key-facts';
import { useEffect, useState } from 'react';
import { getServerFieldErrors, readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import { SignYourPlanMutation } from '../graphql/signPlan';
import type { YourPlan } from './use-your-plan';

/** What {@link useSignPlan} gives the form. */
export type SignPlanState = {
  /** True once the opening is recorded (the server refuses a signature before it). */
  opened: boolean;
  /** True while the review window is open: signing needs the advice box ticked. */
  insideWindow: boolean;
  tookAdvice: boolean;
  setTookAdvice: (value: boolean) => void;
  /** True when the form may be sent (outside the window, or inside it with the box ticked). */
  canSubmit: boolean;
  /** The server's message for the advice box, if it refused it. */
  adviceError: string | null;
  /** The server's message for the whole form, if it refused otherwise or could not be reached. */
  formError: string | null;
  submitting: boolean;
  submit: () => Promise<void>;
};

/** The longest wait setTimeout honours (about 24.8 days). */
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * The sign form's state and its submission.
 * @param plan the plan version shown (its id and SHA-256 are sent)
 * @param reload loads the plan again, after the server says the version changed or is signed already
 */
export function useSignPlan(plan: YourPlan, reload: () => void): SignPlanState {
  const opened = Boolean(plan.yourSigning?.firstOpenedAt);
  const canSignFrom = plan.yourSigning?.canSignFrom ?? null;
  const [now, setNow] = useState(() => Date.now());
  const [tookAdvice, setTookAdvice] = useState(false);
  const [adviceError, setAdviceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [signPlan] = useMutation(SignYourPlanMutation);
  const insideWindow = isInsideReviewWindow(canSignFrom, now);

  useEffect(() => {
    if (!canSignFrom) return;
    const wait = new Date(canSignFrom).getTime() - Date.now();
    if (!(wait > 0) || wait > MAX_TIMEOUT) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 500);
    return () => clearTimeout(timer);
  }, [canSignFrom]);

  const action = useAsyncAction(async () => {
    setAdviceError(null);
    setFormError(null);
    try {
      await signPlan({
        variables: {
          input: { planId: plan.id, sha256: plan.sha256, tookAdvice: insideWindow && tookAdvice },
        },
      });
    } catch (error) {
      const advice = getServerFieldErrors(error).find((entry) => entry.field === 'tookAdvice');
      const refusal = readGraphQLError(error);
      if (advice && insideWindow) setAdviceError(advice.message);
      else if (refusal) setFormError(refusal.message);
      else setFormError('We couldn’t sign your plan. Check your connection, then try again.');
      if (refusal?.code === 'CONFLICT' || refusal?.extensions.field === 'sha256') reload();
      setNow(Date.now());
    }
  });

  return {
    opened,
    insideWindow,
    tookAdvice,
    setTookAdvice: (value) => {
      setTookAdvice(value);
      setAdviceError(null);
    },
    canSubmit: opened && (!insideWindow || tookAdvice),
    adviceError,
    formError,
    submitting: action.running,
    submit: action.run,
  };
}
