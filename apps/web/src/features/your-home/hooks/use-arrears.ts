/**
 * The arrears card's data (decision 075): the customer's arrears (GetMyArrears), agreeing a payment plan, paying
 * an instalment by card (the provider's checkout; coming back with `?arrears_session=…` confirms it once and drops
 * the parameter, `?arrears_cancelled=1` says nothing was paid) and a message to a person.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import type { ArrearsFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import {
  CheckArrearsPaymentMutation,
  GetMyArrearsQuery,
  PayArrearsInstalmentMutation,
  ProposeArrearsPlanMutation,
  RequestHardshipHelpMutation,
} from '../graphql/arrears';
import { useCheckoutReturn } from './use-checkout-return';

/** The arrears as the card reads them. */
export type ArrearsData = ArrearsFieldsFragment;

/** What the card can do, each answering null or the problem in words. */
export type ArrearsActions = {
  propose: (instalments: Array<{ dueOn: string; amountPence: number }>) => Promise<string | null>;
  pay: (instalmentId: string) => Promise<string | null>;
  askForHelp: (message: string) => Promise<string | null>;
  /** What coming back from the checkout said: 'Paid', 'Cancelled'…, 'confirming', 'error' or null. */
  paymentReturn: string | null;
};

/** The problem of a failed request in words. */
const problemOf = (error: unknown, fallback: string) => readGraphQLError(error)?.message ?? fallback;
const OFFLINE = 'Check your connection, then try again.';

/** Loads the arrears and handles the card's actions. */
export function useArrears() {
  const query = useQuery(GetMyArrearsQuery, { fetchPolicy: 'cache-and-network' });
  const [proposeMutation] = useMutation(ProposeArrearsPlanMutation);
  const [payMutation] = useMutation(PayArrearsInstalmentMutation);
  const [checkMutation] = useMutation(CheckArrearsPaymentMutation);
  const [helpMutation] = useMutation(RequestHardshipHelpMutation);
  const { refetch } = query;
  const paymentReturn = useCheckoutReturn(
    'arrears',
    async (sessionId) =>
      (await checkMutation({ variables: { input: { sessionId } } })).data?.checkArrearsPayment,
    !query.loading,
  );

  const propose = useAsyncAction(async (instalments: Array<{ dueOn: string; amountPence: number }>) => {
    await proposeMutation({ variables: { input: { instalments } } });
    await refetch();
  });
  const pay = useAsyncAction(async (instalmentId: string) => {
    const result = await payMutation({ variables: { input: { instalmentId } } });
    const url = result.data?.payArrearsInstalment.url;
    if (!url) throw new Error('No URL');
    window.location.assign(url);
  });
  const help = useAsyncAction(async (message: string) => {
    await helpMutation({ variables: { input: { message } } });
    await refetch();
  });

  /** Runs an action and answers its problem in words, or null. */
  const attempt =
    <A extends unknown[]>(run: (...args: A) => Promise<void>, fallback: string) =>
    async (...args: A): Promise<string | null> => {
      try {
        await run(...args);
        return null;
      } catch (error) {
        return problemOf(error, `${fallback} ${OFFLINE}`);
      }
    };

  const actions: ArrearsActions = {
    propose: attempt(propose.run, 'We couldn’t save your plan.'),
    pay: attempt(pay.run, 'We couldn’t open the checkout.'),
    askForHelp: attempt(help.run, 'We couldn’t send your message.'),
    paymentReturn,
  };
  return {
    data: query.data?.myArrears ?? null,
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void refetch().catch(() => undefined),
    actions,
  };
}
