/**
 * The way out of the plan on Your home (decision 076): the plan's ending and the moving days a notice may give
 * (GetPlanEnding), and the customer's steps: giving notice to move out, changing its moving day, withdrawing it,
 * and going ahead with a quote to buy the rest. After each, the page's other data (payments, value) is read again.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { GetPlanEndingQuery, PlanEndingFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import {
  ChangeMoveOutDayMutation,
  GetPlanEndingQuery as GetPlanEndingDocument,
  GiveMoveOutNoticeMutation,
  GoAheadWithBuyOutMutation,
  WithdrawMoveOutNoticeMutation,
} from '../graphql/planEnding';

/** An ending as the page reads it. */
export type PlanEnding = PlanEndingFieldsFragment;
/** The plan's figures the ending cards read. */
export type PlanEndingData = NonNullable<GetPlanEndingQuery['myHomePayments']>;

/** A problem to show: its message and the field it is about (null for the form as a whole). */
export type FormProblem = { message: string; field: string | null };

const REFETCH = ['GetPlanEnding', 'GetHomePayments', 'GetHomeValue'];
const OFFLINE = 'We couldn’t send that. Check your connection, then try again.';

/** The problem of a failed request. */
function problemOf(error: unknown): FormProblem {
  const refused = readGraphQLError(error);
  const field = refused?.extensions.field;
  return { message: refused?.message ?? OFFLINE, field: typeof field === 'string' ? field : null };
}

/** Loads the plan's ending and gives the customer's actions on it. */
export function usePlanEnding() {
  const query = useQuery(GetPlanEndingDocument, { fetchPolicy: 'cache-and-network' });
  const [give] = useMutation(GiveMoveOutNoticeMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [withdraw] = useMutation(WithdrawMoveOutNoticeMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [change] = useMutation(ChangeMoveOutDayMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [goAhead] = useMutation(GoAheadWithBuyOutMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [problem, setProblem] = useState<FormProblem | null>(null);

  const giveNotice = useAsyncAction(async (movingOn: string, reason: string) => {
    setProblem(null);
    try {
      await give({ variables: { input: { movingOn, reason: reason.trim() || null } } });
    } catch (error) {
      setProblem(problemOf(error));
    }
  });
  const withdrawNotice = useAsyncAction(async () => {
    setProblem(null);
    try {
      await withdraw();
    } catch (error) {
      setProblem(problemOf(error));
    }
  });
  /** Changes the moving day; a refusal rejects with its {@link FormProblem}, for the form to show by its field. */
  const changeDay = useAsyncAction(async (movingOn: string) => {
    try {
      await change({ variables: { input: { movingOn } } });
    } catch (error) {
      throw problemOf(error);
    }
  });
  const goAheadOn = useAsyncAction(async (quoteId: string) => {
    setProblem(null);
    try {
      await goAhead({ variables: { input: { quoteId } } });
    } catch (error) {
      setProblem(problemOf(error));
    }
  });

  const data = query.data?.myHomePayments ?? null;
  return {
    data,
    ending: data?.planEnding ?? null,
    /** The day the last purchase of the rest fell through, while the plan has no ending under way. */
    fellThroughOn: data?.fallenThroughBuyOut?.fallenThroughOn ?? null,
    problem,
    giveNotice: giveNotice.run,
    giving: giveNotice.running,
    changeMovingDay: changeDay.run,
    changingDay: changeDay.running,
    withdrawNotice: withdrawNotice.run,
    withdrawing: withdrawNotice.running,
    goAhead: goAheadOn.run,
    goingAhead: goAheadOn.running,
  };
}

/** What {@link usePlanEnding} gives. */
export type PlanEndingState = ReturnType<typeof usePlanEnding>;
