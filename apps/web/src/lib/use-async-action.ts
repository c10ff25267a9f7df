/**
 * One request at a time from a button or form ("Every submit button is disabled while its request runs"): wraps an
 * async action so that calls made while it runs are ignored, and says whether it is running, for the button's
 * `loading`.
 */
import { useCallback, useRef, useState } from 'react';

/** What {@link useAsyncAction} gives: `run` and whether the action is running. */
export type AsyncAction<A extends unknown[]> = {
  /** Runs the action, unless it is already running (then does nothing); settles when the action does. */
  run: (...args: A) => Promise<void>;
  /** True from the call until the action settles: show the button loading (Mantine `loading` disables it). */
  running: boolean;
};

/**
 * Wraps an async action so that it runs once at a time.
 * @param action the request, e.g. a mutation and what follows it; its rejection reaches `run`'s caller
 * @returns `run`, which ignores calls while one runs (a double click sends one request), and `running`
 */
export function useAsyncAction<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): AsyncAction<A> {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await latest.current(...args);
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, []);
  return { run, running };
}
