/**
 * The mechanics shared by the checks done on a provider's hosted page (identity verification, open banking):
 * open the page in a new tab (with a link when pop-ups are blocked), e-mail the link, ask for the result, and
 * the error, notice and fallback link that these leave on the page. Each page keeps its own words and
 * statuses and passes them in; HostedCheckPanel and HostedCheckActions (components/hosted-check.tsx) show the
 * state and the buttons.
 */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { openInNewTab } from '../lib/open-in-new-tab';

/** The hosted check's three actions; the one running shows a spinner and disables the others. */
export type HostedCheckAction = 'open' | 'send' | 'check';

/** What the page shows for one status after asking for the result: a notice, or a green toast. */
export type HostedCheckOutcome = { notice: string } | { toast: { title: string; message: string } };

/** The state and actions of a hosted check (see useHostedCheck). */
export type HostedCheck = {
  /** The last action's error message, shown as an alert; null when there is none. */
  error: string | null;
  /** A short message after an action (link sent, no result yet, pop-up blocked); null when there is none. */
  notice: string | null;
  /** The hosted page's URL when the browser blocked the new tab, to show as a link after the notice. */
  fallbackUrl: string | null;
  /** The action under way, if any. */
  running: HostedCheckAction | null;
  /**
   * Opens the hosted page in a new tab, or, when the browser blocks it, sets the notice and fallback link.
   * @param getUrl starts the check (its mutation) and returns the hosted page's URL; no URL is an error
   * @param copy `opening`: shown in the new tab while it waits; `blocked`: the notice before the fallback link
   */
  open: (
    getUrl: () => Promise<string | null | undefined>,
    copy: { opening: string; blocked: string },
  ) => Promise<void>;
  /**
   * E-mails the link, then sets the notice and shows the green "Link sent" toast.
   * @param send sends the link (its mutation) and returns the address it went to
   * @param sentNotice the notice, given that address
   */
  sendLink: (send: () => Promise<string>, sentNotice: (sentTo: string) => string) => Promise<void>;
  /**
   * Asks for the check's result, then shows what the page says about the status it gets. A status with a
   * toast, or one the page says nothing about, clears the notice.
   * @param getStatus asks (its mutation) and returns the status
   * @param outcomes the notice or toast for each status the page has something to say about, keyed by the
   *   status values `getStatus` can return (a key that is not one of them does not compile)
   */
  check: <S extends string>(
    getStatus: () => Promise<S | undefined>,
    outcomes: Partial<Record<S, HostedCheckOutcome>>,
  ) => Promise<void>;
  /** Shows a failed call's GraphQL error (and clears the notice); for the page's other calls too. */
  fail: (caught: unknown) => void;
};

/**
 * The shared state and actions of a check on a provider's hosted page.
 * @returns the error, notice, fallback URL and running action, and open, sendLink, check and fail
 */
export function useHostedCheck(): HostedCheck {
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const [running, setRunning] = useState<HostedCheckAction | null>(null);

  const fail = (caught: unknown) => {
    setNotice(null);
    setError(readGraphQLError(caught)?.message ?? null);
  };

  /** Runs one action: clears the last error, marks the action as running and shows what it throws. */
  const run = async (action: HostedCheckAction, body: () => Promise<void>) => {
    setError(null);
    setRunning(action);
    try {
      await body();
    } catch (caught) {
      fail(caught);
    } finally {
      setRunning(null);
    }
  };

  const open: HostedCheck['open'] = (getUrl, copy) =>
    run('open', async () => {
      const { url, opened } = await openInNewTab(async () => {
        const link = await getUrl();
        if (!link) throw new Error('No link was returned');
        return link;
      }, copy.opening);
      // Opened: the page's status message says what to do next.
      setFallbackUrl(opened ? null : url);
      setNotice(opened ? null : copy.blocked);
    });

  const sendLink: HostedCheck['sendLink'] = (send, sentNotice) =>
    run('send', async () => {
      const sentTo = await send();
      setNotice(sentNotice(sentTo));
      notifications.show({
        color: 'green',
        title: 'Link sent',
        message: `Check your inbox at ${sentTo}.`,
        autoClose: TOAST_DURATION_MS,
      });
    });

  const check: HostedCheck['check'] = (getStatus, outcomes) =>
    run('check', async () => {
      const status = await getStatus();
      const outcome: HostedCheckOutcome | undefined =
        status !== undefined && Object.hasOwn(outcomes, status) ? outcomes[status] : undefined;
      setNotice(outcome && 'notice' in outcome ? outcome.notice : null);
      if (outcome && 'toast' in outcome) {
        notifications.show({ color: 'green', ...outcome.toast, autoClose: TOAST_DURATION_MS });
      }
    });

  return { error, notice, fallbackUrl, running, open, sendLink, check, fail };
}
