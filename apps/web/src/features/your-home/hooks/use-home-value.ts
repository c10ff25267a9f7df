/**
 * The home value cards' data (decision 073): the value, buying more and the quote (GetHomeValue). Coming back from
 * the checkout with `?equity_session=…` confirms the payment once (checkEquityPurchase) and drops the parameter;
 * `?equity_cancelled=1` says nothing was paid. "Pay by card" and "Pay by bank" open the provider's checkout.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { GetHomeValueQuery } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import {
  CheckEquityPurchaseMutation,
  GetHomeValueQuery as GetHomeValueDocument,
  RequestBuyOutQuoteMutation,
  StartEquityPurchaseMutation,
} from '../graphql/homeValue';
import { useCheckoutReturn } from './use-checkout-return';

/** The plan's figures the cards read. */
export type HomeValueData = NonNullable<GetHomeValueQuery['myHomePayments']>;

/** How the customer pays for extra equity: by card, or by bank (open banking). */
export type PayMethod = 'Card' | 'Bank';

/** What coming back from the checkout said. */
export type PurchaseReturn =
  | 'confirming'
  | 'Paid'
  | 'Pending'
  | 'Failed'
  | 'Cancelled'
  | 'Expired'
  | 'error'
  | null;

/** Loads the value and handles buying more and the quote. */
export function useHomeValue() {
  const query = useQuery(GetHomeValueDocument, { fetchPolicy: 'cache-and-network' });
  const [start] = useMutation(StartEquityPurchaseMutation);
  const [check] = useMutation(CheckEquityPurchaseMutation);
  const [quote] = useMutation(RequestBuyOutQuoteMutation);
  const [buyProblem, setBuyProblem] = useState<string | null>(null);
  const [quoteProblem, setQuoteProblem] = useState<string | null>(null);
  const { refetch } = query;
  const purchaseReturn = useCheckoutReturn(
    'equity',
    async (sessionId) => (await check({ variables: { input: { sessionId } } })).data?.checkEquityPurchase,
    !query.loading,
  ) as PurchaseReturn;

  const buy = useAsyncAction(async (amountPence: number, method: PayMethod = 'Card') => {
    setBuyProblem(null);
    try {
      const result = await start({ variables: { input: { amountPence, method } } });
      const url = result.data?.startEquityPurchase.url;
      if (!url) throw new Error('No URL');
      window.location.assign(url);
    } catch (error) {
      setBuyProblem(
        readGraphQLError(error)?.message ??
          'We couldn’t open the checkout. Check your connection, then try again.',
      );
    }
  });

  const askForQuote = useAsyncAction(async () => {
    setQuoteProblem(null);
    try {
      await quote();
      await refetch();
    } catch (error) {
      setQuoteProblem(
        readGraphQLError(error)?.message ??
          'We couldn’t make the quote. Check your connection, then try again.',
      );
    }
  });

  return {
    data: query.data?.myHomePayments ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void refetch().catch(() => undefined),
    purchaseReturn,
    buy: buy.run,
    buying: buy.running,
    buyProblem,
    askForQuote: askForQuote.run,
    quoting: askForQuote.running,
    quoteProblem,
  };
}
