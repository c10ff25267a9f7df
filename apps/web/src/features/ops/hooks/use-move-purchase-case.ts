/**
 * The "Move the case" form of a purchase case's page: the state to move to (one of the case's allowed moves, the next
 * stage first), the day it happened (today in the UK unless told), a reason (only, and then required, to fall
 * through) and an optional note. Checked with the domain's movePurchaseCaseInputSchema and then its rules of a move
 * (checkPurchaseCaseMove: the date not before the current state's, not after today); a fall-through is confirmed
 * before it is sent. A server error naming a field is shown under it, any other error above the form; after a move
 * the outcome line is shown and the form starts again from the case's new state.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkPurchaseCaseMove,
  FALLEN_THROUGH,
  formatPurchaseCaseDate,
  PURCHASE_CASE_STATE_LABELS,
  type PurchaseCaseState,
} from '@stairway/domain/purchase-case';
import { movePurchaseCaseInputSchema } from '@stairway/domain/purchase-case-inputs';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { formProblem } from '../../../lib/server-errors';
import { confirmFallThrough } from '../components/confirm-fall-through';
import type { PurchaseCaseReview } from '../components/purchase-case-header';
import { MovePurchaseCaseMutation } from '../graphql/movePurchaseCase';
import { todayInTheUk } from '../lib/format';
import { NETWORK_PROBLEM } from './use-review-decision';

/** The move form's fields as typed ('' when no state is chosen, no reason or no note). */
export type MoveFormValues = { to: PurchaseCaseState | ''; date: string; reason: string; note: string };

/** The move once checked: the texts trimmed, null when empty. */
export type CheckedMove = { to: PurchaseCaseState; date: string; reason: string | null; note: string | null };

/** The fields the server may name in its refusal (BAD_USER_INPUT's `field`). */
const MOVE_FIELDS = ['to', 'date', 'reason', 'note'] as const;

const schemaResolver = zodResolver(movePurchaseCaseInputSchema.omit({ purchaseCaseId: true }));

/** Where the case stands, which bounds the move: its state and the day it reached it. */
type CaseAt = { state: PurchaseCaseState; since: string };

/**
 * The form's resolver: the domain's input schema, then its rules of a move from where the case stands now.
 * @param caseAt reads where the case stands at the time of the check
 */
export function moveResolver(caseAt: () => CaseAt): Resolver<MoveFormValues, unknown, CheckedMove> {
  return async (values, context, options) => {
    // The reason is shown, and sent, only for a fall-through.
    const sent = { ...values, reason: values.to === FALLEN_THROUGH ? values.reason : '' };
    const checked = await schemaResolver(
      sent as Parameters<typeof schemaResolver>[0],
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    if (Object.keys(checked.errors).length > 0) return { values: {}, errors: checked.errors };
    const move = checked.values as CheckedMove;
    const { state, since } = caseAt();
    const result = checkPurchaseCaseMove(state, move, since, todayInTheUk());
    if (result.ok) return { values: move, errors: {} };
    return { values: {}, errors: { [result.field]: { type: 'validate', message: result.error } } };
  };
}

/** The form's first values for a case: its next stage (the first allowed move), today, no reason and no note. */
export function moveDefaults(allowedMoves: readonly PurchaseCaseState[]): MoveFormValues {
  return { to: allowedMoves[0] ?? '', date: todayInTheUk(), reason: '', note: '' };
}

/** The outcome line after a move, e.g. "Moved to Offer accepted, 1 December 2026. Jane Smith has been e-mailed." */
function outcomeOf(move: CheckedMove, name: string): string {
  if (move.to === FALLEN_THROUGH) {
    return `Marked as fallen through. ${name} has been e-mailed and can choose another home.`;
  }
  return `Moved to ${PURCHASE_CASE_STATE_LABELS[move.to]}, ${formatPurchaseCaseDate(move.date)}. ${name} has been e-mailed.`;
}

/**
 * The move form's state.
 * @param review the case as its page shows it (read afresh at every check, so a move's answer bounds the next one)
 * @returns the react-hook-form `form`, `submit` for the `<form>`, `sending` while a move is sent, `formError` (a
 *   problem that belongs to no field) and `outcome` (the last move's outcome line, or null)
 */
export function useMovePurchaseCase(review: PurchaseCaseReview) {
  const [move] = useMutation(MovePurchaseCaseMutation);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const latest = useRef(review);
  latest.current = review;
  const [resolver] = useState(() =>
    moveResolver(() => ({
      state: latest.current.purchaseCase.state,
      since: latest.current.purchaseCase.stateDate,
    })),
  );
  const form = useForm<MoveFormValues, unknown, CheckedMove>({
    resolver,
    defaultValues: moveDefaults(review.allowedMoves),
  });

  const send = async (checked: CheckedMove) => {
    const { purchaseCase, name } = latest.current;
    setSending(true);
    try {
      const result = await move({ variables: { input: { purchaseCaseId: purchaseCase.id, ...checked } } });
      setOutcome(outcomeOf(checked, name));
      form.reset(moveDefaults(result.data?.movePurchaseCase.allowedMoves ?? []));
    } catch (error) {
      setFormError(formProblem(error, form.setError, MOVE_FIELDS, NETWORK_PROBLEM));
    } finally {
      setSending(false);
    }
  };

  const save = form.handleSubmit(async (checked) => {
    const { name, purchaseCase } = latest.current;
    // Falling through closes the case: nothing is sent until the operator confirms.
    if (checked.to === FALLEN_THROUGH)
      confirmFallThrough({ name, address: purchaseCase.address }, () => send(checked));
    else await send(checked);
  });

  return {
    form,
    /** Checks the move, then sends it (a fall-through once confirmed). */
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      setOutcome(null);
      return save(event);
    },
    sending,
    formError,
    outcome,
  };
}
