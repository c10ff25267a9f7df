/**
 * Asks for a hosted check's result again when the applicant comes back to this tab (issue 9 item 23: the
 * identity check and open banking happen in another tab or on a phone, so when the applicant returns the
 * page should already show the outcome, without them having to press "check my status").
 */
import { useEffect, useRef } from 'react';

/**
 * While `pending`, calls `refresh` when the window gets the focus back or the page becomes visible again (at
 * most once every 2 seconds: both events fire on one return).
 * @param pending whether a check was started and has no outcome yet
 * @param refresh asks for the result (its mutation updates the cached application); its errors are ignored,
 *   since the page's own "check my status" button still reports them
 */
export function useRefreshOnReturn(pending: boolean, refresh: () => Promise<unknown>) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!pending) return;
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < 2000) return;
      last = Date.now();
      latest.current().catch(() => undefined);
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [pending]);
}
