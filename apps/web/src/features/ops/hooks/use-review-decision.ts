/**
 * An operator's decision on an application or a home (decision 025), shared by the two review pages: the reason field
 * (react-hook-form, checked with the domain's approve or reject schema for the button pressed: a note of at most 2,000
 * characters to approve, a required reason to reject), the confirmation that names the applicant
 * (components/confirm-decision.tsx), then the page's approve or reject call. A server error naming the reason is shown
 * under the field, any other GraphQL error above it, and a decision that did not reach the server is said so above it
 * too; the outcome line stays on the page after the decision.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { readGraphQLError } from '../../../lib/server-errors';
import { confirmDecision, type DecisionToConfirm } from '../components/confirm-decision';

/** What the decision card says when the decision did not reach the server: nothing was decided. */
export const NETWORK_PROBLEM = 'That did not work. Check your connection and try again.';

/** The two decisions an operator can make. */
export type Decision = 'approve' | 'reject';

/** The decision form's field as typed: the reason ('' when none). */
export type DecisionFormValues = { reason: string };

/** The reason once checked: null for an approval without a note. */
type CheckedReason = { reason: string | null };

/**
 * The reason's rules per decision: the domain's approve and reject input schemas picked to `reason`, e.g.
 * `approveApplicationInputSchema.pick({ reason: true })`.
 */
export type ReasonSchemas = {
  approve: z.ZodType<{ reason: string | null }, { reason?: string | null }>;
  reject: z.ZodType<{ reason: string }, { reason: string }>;
};

/** What useReviewDecision needs from its page. */
export type ReviewDecisionOptions = {
  /** What is decided, for whom (the confirm dialog's words): the subject, the applicant's name, a home's address. */
  subject: Omit<DecisionToConfirm, 'decision'>;
  /** The reason's rules for each decision (a module constant, so the form's resolver stays the same). */
  reasonSchemas: ReasonSchemas;
  /**
   * Approves. Takes the checked note (null when none); resolves with the outcome line to show, e.g.
   * "Approved. Jane Smith has been e-mailed."; throws the mutation's error.
   */
  approve: (reason: string | null) => Promise<string>;
  /** Rejects. Takes the checked reason; resolves with the outcome line to show; throws the mutation's error. */
  reject: (reason: string) => Promise<string>;
};

/** What useReviewDecision gives its page and the decision card. */
export type ReviewDecision = {
  /** The reason field's react-hook-form form. */
  form: UseFormReturn<DecisionFormValues, unknown, CheckedReason>;
  /** Checks the reason for `decision`, then asks the operator to confirm; only a confirmation sends it. */
  decide: (decision: Decision) => void;
  /** Whether an approval is being sent. */
  approving: boolean;
  /** Whether a rejection is being sent. */
  rejecting: boolean;
  /**
   * A GraphQL error that names no field, or {@link NETWORK_PROBLEM} when the decision did not reach the server (shown
   * above the reason), or null.
   */
  formError: string | null;
  /** The last decision's outcome line, or null before one is made. */
  outcome: string | null;
};

/**
 * The approve-or-reject logic of a review page.
 * @param options what is decided and how to send it (see {@link ReviewDecisionOptions}); read afresh on every
 *   render, so a page may call this before its data has loaded
 * @returns the form, `decide`, whether each decision is being sent, the form's error and the outcome
 */
export function useReviewDecision({
  subject,
  reasonSchemas,
  approve,
  reject,
}: ReviewDecisionOptions): ReviewDecision {
  // The button last pressed picks the rules the reason is checked against (also when it is checked again as
  // the operator types after a refusal).
  const pressed = useRef<Decision>('approve');
  const [sending, setSending] = useState<Decision | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const resolver: Resolver<DecisionFormValues, unknown, CheckedReason> = (values, context, options) => {
    // The approve schema also takes a missing note; the form always has a string.
    const schema: z.ZodType<CheckedReason, DecisionFormValues> =
      pressed.current === 'approve'
        ? (reasonSchemas.approve as z.ZodType<CheckedReason, DecisionFormValues>)
        : reasonSchemas.reject;
    return zodResolver(schema)(values, context, options);
  };
  const form = useForm<DecisionFormValues, unknown, CheckedReason>({
    resolver,
    defaultValues: { reason: '' },
  });

  const send = async (decision: Decision, reason: string | null) => {
    setSending(decision);
    try {
      setOutcome(decision === 'approve' ? await approve(reason) : await reject(reason ?? ''));
      form.reset({ reason: '' });
    } catch (problem) {
      const read = readGraphQLError(problem);
      if (read?.extensions.field === 'reason')
        form.setError('reason', { type: 'server', message: read.message });
      else if (read) setFormError(read.message);
      // The console's Apollo Client has no error link to report a network error: say it here.
      else setFormError(NETWORK_PROBLEM);
    } finally {
      setSending(null);
    }
  };

  const decide = (decision: Decision) => {
    pressed.current = decision;
    setFormError(null);
    void form.handleSubmit(({ reason }) => {
      // Nothing is decided until the operator confirms.
      confirmDecision({ ...subject, decision }, () => send(decision, reason));
    })();
  };

  return {
    form,
    decide,
    approving: sending === 'approve',
    rejecting: sending === 'reject',
    formError,
    outcome,
  };
}
