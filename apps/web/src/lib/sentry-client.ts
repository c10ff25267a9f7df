/**
 * The browser's Sentry (ARCHITECTURE.md §2 "monitoring"; decision 032), loaded by lib/error-reporting.ts
 * only when VITE_SENTRY_DSN is set, after the first page shows. Every trace is sampled; session replay
 * records 10 percent of sessions and every session with an error, with all text masked and all media
 * blocked (spec, "Monitoring"). Nothing personal is collected (`dataCollection`), and everything sent is
 * scrubbed by lib/error-scrub.ts: errors on the page named 404 are dropped.
 *
 * Session replay needs consent (decision 049): Sentry starts without it, and {@link setReplay} adds the replay
 * integration only once the person has allowed session replay (lib/consent.ts), and stops it when they withdraw. Error
 * reporting without replay needs no consent.
 */
import * as Sentry from '@sentry/react';
import type { Reporter } from './error-reporting';
import { createBeforeSend, scrubBreadcrumb, scrubEvent, scrubRecordingEvent, scrubSpan } from './error-scrub';

/**
 * Starts Sentry in the browser.
 * @param dsn the project's DSN (VITE_SENTRY_DSN)
 * @param pageNameOf names the page at a path (app/page-views.ts pageNameFor), `404` for the not-found page
 * @returns the function that reports one error, with its context as tags
 */
export function startSentry(dsn: string, pageNameOf: (pathname: string) => string): Reporter {
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    // No replay here: it is added by setReplay, after consent.
    integrations: [Sentry.browserTracingIntegration()],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      stackFrameVariables: false,
    },
    beforeSend: createBeforeSend(pageNameOf),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  // Session replays' events (whose `urls` list the pages seen) pass through the event processors only.
  Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event));
  return (error, context) => Sentry.captureException(error, { tags: context });
}

/** The replay integration, once added (it is added at most once per page; Sentry allows one). */
let replay: ReturnType<typeof Sentry.replayIntegration> | null = null;

/**
 * Starts or stops session replay to match the person's choice (call after {@link startSentry}). Starting adds
 * Sentry's replay integration (all text and inputs masked, all media blocked, entries scrubbed), which then
 * samples as `startSentry` set (10 percent of sessions, every session with an error); stopping ends the
 * recording at once.
 * @param allowed whether the person allowed session replay
 */
export function setReplay(allowed: boolean): void {
  if (!allowed) {
    if (replay) void replay.stop();
    return;
  }
  if (!replay) {
    replay = Sentry.replayIntegration({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      beforeAddRecordingEvent: scrubRecordingEvent,
    });
    Sentry.addIntegration(replay);
    return;
  }
  // Allowed again after a stop in this page: keep the last moments again, sent only with an error.
  if (!replay.getReplayId()) replay.startBuffering();
}
