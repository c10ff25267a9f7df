/**
 * Keeps a hosted check's result up to date on its page while the check is pending: the identity check and open banking
 * happen in another tab or on a phone, and the provider's page sends the person back to this page, which must show the
 * outcome by itself, without "I've finished" being pressed. So while the check is pending the page asks for the result
 * when it opens, every {@link PENDING_POLL_INTERVAL_MS} while it is visible, and when the person comes back to the tab;
 * it stops as soon as the check settles (passed, failed, expired), and stops polling after
 * {@link PENDING_POLL_LIMIT_MS} (coming back to the tab still asks).
 */
import { useEffect, useRef } from 'react';

/** How often a pending check's result is asked for while its page is visible: 5 seconds (decided here). */
export const PENDING_POLL_INTERVAL_MS = 5_000;

/**
 * How long a page keeps polling a pending check: 15 minutes (decided here; a check takes a few minutes, and a
 * page left open longer than that asks again only when the person comes back to it).
 */
export const PENDING_POLL_LIMIT_MS = 15 * 60_000;

/** The shortest gap between two asks: focus and visibilitychange both fire on one return. */
const MIN_GAP_MS = 2_000;

/**
 * While `pending`, calls `refresh` once straight away, then every {@link PENDING_POLL_INTERVAL_MS} while the
 * page is visible (for up to {@link PENDING_POLL_LIMIT_MS}), and when the window gets the focus back or the page
 * becomes visible again; never two calls at once, nor two within 2 seconds.
 * @param pending whether a check was started and has no outcome yet; when it turns false, the asking stops
 * @param refresh asks for the result (its mutation updates the cached application, which turns `pending`
 *   false once the check settles); its errors are ignored, since the page's own "check my status" button still
 *   reports them
 */
export function useRefreshOnReturn(pending: boolean, refresh: () => Promise<unknown>) {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!pending) return;
    let last = 0;
    let running = false;
    const startedAt = Date.now();
    const ask = () => {
      if (document.visibilityState !== 'visible' || running || Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      running = true;
      latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt > PENDING_POLL_LIMIT_MS) window.clearInterval(timer);
      else ask();
    }, PENDING_POLL_INTERVAL_MS);
    ask();
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [pending]);
}
