/**
 * The plan page's data: the purchase with the current plan version (GetYourPlan), and its opening: on the first
 * render with a plan the page calls openPlan once per version (idempotent on the server), which starts the
 * customer's review window and brings back when they can sign.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GetYourPlanQuery, YourPlanFieldsFragment } from '../../../gql/graphql';
import { GetYourPlanQuery as GetYourPlanDocument } from '../graphql/getYourPlan';
import { OpenYourPlanMutation } from '../graphql/openPlan';

/** A plan version as the page reads it (the YourPlanFields fragment). */
export type YourPlan = YourPlanFieldsFragment;

/** The purchase the plan belongs to. */
export type YourPurchase = NonNullable<GetYourPlanQuery['myPurchaseCase']>;

/** What {@link useYourPlan} gives the page. */
export type YourPlanState = {
  /** The purchase; null when there is none, undefined before it has come. */
  purchaseCase: YourPurchase | null | undefined;
  /** The current plan version; null when there is none yet. */
  plan: YourPlan | null;
  /** True while the first answer is awaited. */
  loading: boolean;
  /** True when the plan could not be loaded. */
  failed: boolean;
  /** Loads it again. */
  retry: () => void;
  /** True when recording the opening failed (the review window has not started). */
  openFailed: boolean;
  /** Records the opening again. */
  retryOpen: () => void;
};

/** Loads the customer's plan and records that they opened it. */
export function useYourPlan(): YourPlanState {
  const query = useQuery(GetYourPlanDocument, { fetchPolicy: 'cache-and-network' });
  const [openPlan] = useMutation(OpenYourPlanMutation);
  const [openFailed, setOpenFailed] = useState(false);
  const opened = useRef<string | null>(null);
  const purchaseCase = query.data?.myPurchaseCase;
  const plan = purchaseCase?.plan ?? null;
  const planId = plan?.id ?? null;

  const open = useCallback(
    (id: string) => {
      setOpenFailed(false);
      openPlan({ variables: { input: { planId: id } } }).catch(() => setOpenFailed(true));
    },
    [openPlan],
  );

  useEffect(() => {
    if (!planId || opened.current === planId) return;
    opened.current = planId;
    open(planId);
  }, [planId, open]);

  return {
    purchaseCase,
    plan,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    openFailed,
    retryOpen: () => {
      if (planId) open(planId);
    },
  };
}
