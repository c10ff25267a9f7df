/**
 * Coming back to Your home from a plan's card checkout (decisions 073 and 075): `?{param}_session=…` is confirmed
 * once with the server (the payment is then posted to the plan's ledger) and every figure on the page read again
 * (the payments, the value, the arrears: Apollo's active queries);
 * `?{param}_cancelled=1` says nothing was paid. Both parameters are then dropped from the address, and only they.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What coming back said: the checkout's status ('Paid', 'Failed'…), 'confirming', 'error' or null. */
export type CheckoutReturn = string | null;

/**
 * @param param the parameters' prefix, e.g. `equity` for `equity_session` and `equity_cancelled`
 * @param confirm asks the server for the session's status (null or undefined when it gave none)
 * @param ready whether the page's first read has finished: the confirmation waits for it, as a read again while
 *   the first is in flight would be answered by that first, older read (Apollo merges identical requests)
 */
export function useCheckoutReturn(
  param: string,
  confirm: (sessionId: string) => Promise<string | null | undefined>,
  ready: boolean,
): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const [checkoutReturn, setCheckoutReturn] = useState<CheckoutReturn>(null);
  const handled = useRef(false);
  const sessionId = params.get(`${param}_session`);
  const cancelled = params.get(`${param}_cancelled`);
  const client = useApolloClient();
  const latest = useRef(confirm);
  latest.current = confirm;

  useEffect(() => {
    if ((!sessionId && !cancelled) || handled.current || !ready) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(`${param}_session`);
        next.delete(`${param}_cancelled`);
        return next;
      },
      { replace: true },
    );
    if (!sessionId) {
      setCheckoutReturn('Cancelled');
      return;
    }
    setCheckoutReturn('confirming');
    latest
      .current(sessionId)
      .then((status) => {
        setCheckoutReturn(status ?? 'error');
        return client.refetchQueries({ include: 'active' });
      })
      .catch(() => setCheckoutReturn('error'));
  }, [param, sessionId, cancelled, setParams, ready, client]);

  return checkoutReturn;
}
