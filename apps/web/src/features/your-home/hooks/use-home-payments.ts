/**
 * The home page's data (decision 071): the customer's plan payments (GetHomePayments), read again when they come
 * back to the tab (a collection may have been decided at the bank meanwhile); on coming back from the Direct
 * Debit provider with `?setup=…`, the setup's outcome is read once (confirmDirectDebitSetup) and the parameter
 * dropped from the address; "Set up Direct Debit" opens the provider's page.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GetHomePaymentsQuery, HomePaymentsFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import { ConfirmDirectDebitSetupMutation, StartDirectDebitSetupMutation } from '../graphql/directDebitSetup';
import { GetHomePaymentsQuery as GetHomePaymentsDocument } from '../graphql/getHomePayments';

/** The plan's payments as the page reads them. */
export type HomePayments = HomePaymentsFieldsFragment;

/** What coming back from the provider's page said. */
export type SetupReturn = 'confirming' | 'confirmed' | 'cancelled' | 'failed' | null;

/** What {@link useHomePayments} gives the page. */
export type HomePaymentsState = {
  payments: HomePayments | null | undefined;
  purchase: GetHomePaymentsQuery['myPurchaseCase'] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  setupReturn: SetupReturn;
  startSetup: () => Promise<void>;
  starting: boolean;
  /** Why opening the provider's page failed, if it did. */
  startProblem: string | null;
};

/** Loads the payments and handles the Direct Debit setup's way out and back. */
export function useHomePayments(): HomePaymentsState {
  const query = useQuery(GetHomePaymentsDocument, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const [confirm] = useMutation(ConfirmDirectDebitSetupMutation);
  const [start] = useMutation(StartDirectDebitSetupMutation);
  const [setupReturn, setSetupReturn] = useState<SetupReturn>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const confirmed = useRef(false);
  const setupId = params.get('setup');
  const { refetch } = query;

  useEffect(() => {
    if (!setupId || confirmed.current) return;
    confirmed.current = true;
    setParams({}, { replace: true });
    if (setupId === 'cancelled') {
      setSetupReturn('cancelled');
      return;
    }
    setSetupReturn('confirming');
    confirm({ variables: { input: { setupId } } })
      .then(() => {
        setSetupReturn('confirmed');
        return refetch();
      })
      .catch(() => setSetupReturn('failed'));
  }, [setupId, confirm, setParams, refetch]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const action = useAsyncAction(async () => {
    setStartProblem(null);
    try {
      const result = await start();
      const url = result.data?.startDirectDebitSetup.url;
      if (!url) throw new Error('No URL');
      window.location.assign(url);
    } catch (error) {
      setStartProblem(
        readGraphQLError(error)?.message ??
          'We couldn’t open the Direct Debit page. Check your connection, then try again.',
      );
    }
  });

  return {
    payments: query.data?.myHomePayments,
    purchase: query.data?.myPurchaseCase,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void refetch().catch(() => undefined),
    setupReturn,
    startSetup: action.run,
    starting: action.running,
    startProblem,
  };
}
