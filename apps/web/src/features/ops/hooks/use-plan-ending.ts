/**
 * The "Moving out / Buying the rest" card's state on a purchase case's page (decision 076): the plan's ending
 * (planPayments.planEnding, or the purchase that fell through) and the operator's steps: the move-out inspection,
 * the refund paid, the buy-out's steps, completion, and a purchase falling through. Each step reads the case's payments and value again; a refusal is shown with the field it names.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { OpsPlanEndingQuery as OpsPlanEndingResult } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import {
  CompleteBuyOutMutation,
  OpsPlanEndingQuery,
  RecordBuyOutFallenThroughMutation,
  RecordBuyOutStepMutation,
  RecordMoveOutInspectionMutation,
  RecordMoveOutRefundPaidMutation,
} from '../graphql/planEnding';
import { NETWORK_PROBLEM } from './use-review-decision';

/** The case's plan figures and ending. */
export type OpsPlanEndingData = NonNullable<OpsPlanEndingResult['planPayments']>;
/** A refusal: its message and the field it names, if any. */
export type StepProblem = { message: string; field: string | null };

const REFETCH = ['OpsPlanEnding', 'OpsPlanPayments', 'OpsHomeValue'];

/** Loads the ending and records the operator's steps. */
export function useOpsPlanEnding(purchaseCaseId: string) {
  const query = useQuery(OpsPlanEndingQuery, {
    variables: { input: { purchaseCaseId } },
    fetchPolicy: 'cache-and-network',
  });
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [inspect] = useMutation(RecordMoveOutInspectionMutation, options);
  const [refund] = useMutation(RecordMoveOutRefundPaidMutation, options);
  const [step] = useMutation(RecordBuyOutStepMutation, options);
  const [complete] = useMutation(CompleteBuyOutMutation, options);
  const [fellThrough] = useMutation(RecordBuyOutFallenThroughMutation, options);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  /** Runs one step: the problem cleared first, set from a refusal. */
  const run = async (name: string, action: () => Promise<unknown>) => {
    if (busy) return;
    setProblem(null);
    setBusy(name);
    try {
      await action();
    } catch (error) {
      const refused = readGraphQLError(error);
      const field = refused?.extensions.field;
      setProblem({
        message: refused?.message ?? NETWORK_PROBLEM,
        field: typeof field === 'string' ? field : null,
      });
    } finally {
      setBusy(null);
    }
  };

  return {
    data: query.data?.planPayments ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    problem,
    /** Clears a refusal once the operator changes what it was about. */
    clearProblem: () => setProblem(null),
    busy,
    recordInspection: (input: { inspectedOn: string; damagePence: number; damageNote: string }) =>
      run('inspection', () => inspect({ variables: { input: { purchaseCaseId, ...input } } })),
    recordRefundPaid: (input: { paidOn: string; amountPence: number; reference: string }) =>
      run('refund', () => refund({ variables: { input: { purchaseCaseId, ...input } } })),
    recordStep: (input: {
      step: 'VALUATION_INSTRUCTED' | 'VALUATION_RECEIVED' | 'MORTGAGE_OFFER';
      on: string;
      valuePounds?: number | null;
      surveyor?: string | null;
    }) => run(input.step, () => step({ variables: { input: { purchaseCaseId, ...input } } })),
    completeBuyOut: (input: { completedOn: string; amountReceivedPence: number; reference: string }) =>
      run('completion', () => complete({ variables: { input: { purchaseCaseId, ...input } } })),
    recordFallenThrough: (reason: string) =>
      run('fallen-through', () => fellThrough({ variables: { input: { purchaseCaseId, reason } } })),
  };
}

/** What {@link useOpsPlanEnding} gives. */
export type OpsPlanEndingState = ReturnType<typeof useOpsPlanEnding>;
