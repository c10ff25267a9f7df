/**
 * Work that can wait until a page has shown: it runs at the browser's first idle moment after a delay, so that it is
 * not part of what the explore page and /dashboard do on their main thread while they first show.
 */

/**
 * Calls `run` once, at the first idle moment (`requestIdleCallback`) after `delayMs`; where the browser has no
 * idle callbacks (Safari), straight after the delay.
 * @param run what to do
 * @param delayMs how long to wait before asking for an idle moment, milliseconds
 * @param idleTimeoutMs the longest wait for the idle moment after the delay, milliseconds (none by default)
 * @returns a function that cancels the call if it has not been made yet (for an effect's clean-up)
 */
export function afterDelayWhenIdle(run: () => void, delayMs: number, idleTimeoutMs?: number): () => void {
  let idle = 0;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(
        run,
        idleTimeoutMs === undefined ? undefined : { timeout: idleTimeoutMs },
      );
    } else run();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
