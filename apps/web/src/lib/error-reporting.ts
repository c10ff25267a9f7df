/**
 * Error reporting in the browser ("Error reporting"; ARCHITECTURE.md §2 "monitoring"; decision 032): when
 * VITE_SENTRY_DSN is set at build time, unexpected errors (those the route error boundary shows,
 * app/routes/route-error.tsx, and those nothing caught) go to Sentry, scrubbed of personal data (lib/error-scrub.ts);
 * otherwise they are only written to the console, and nothing of Sentry loads.
 *
 * This file is part of the first load of every page, so it stays tiny (/ and /login under 150 KB): Sentry itself
 * (lib/sentry-client.ts) is imported once the browser is idle after the first page shows. Until then, errors are kept
 * (at most {@link MAX_PENDING}) and sent once it has loaded. Each function reads `import.meta.env.VITE_SENTRY_DSN`
 * first, so that a build without it drops their code and Sentry's chunk altogether (nothing is added to the first
 * load).
 *
 * Error reporting needs no consent; session replay does (decision 049): once Sentry has loaded, its replay is switched
 * on only while the person allows it (lib/consent.ts), and follows every later change.
 */
import { hasConsent, subscribeConsent } from './consent';

/** What a report says about where the error surfaced (sent as tags: never personal data). */
export type ErrorReportContext = Record<string, string>;

/** Sends one error to Sentry. */
export type Reporter = (error: unknown, context?: ErrorReportContext) => void;

/** What {@link startErrorReporting} needs. */
export type ErrorReportingOptions = {
  /**
   * The name of the page at a path, as analytics names it (app/page-views.ts pageNameFor): errors on the
   * page named 404 are not reported (spec §9).
   */
  pageNameOf: (pathname: string) => string;
  /** Loads Sentry and starts it (lib/sentry-client.ts by default; tests pass their own). */
  load?: () => Promise<SentryModule>;
};

/** What lib/sentry-client.ts provides. */
export type SentryModule = {
  /** Starts Sentry without session replay; returns the reporter. */
  startSentry: (dsn: string, pageNameOf: (pathname: string) => string) => Reporter;
  /** Starts (true) or stops (false) session replay. */
  setReplay: (allowed: boolean) => void;
};

/** The most errors kept while Sentry loads. */
export const MAX_PENDING = 20;

let enabled = false;
let reporter: Reporter | null = null;
const pending: Array<[unknown, ErrorReportContext | undefined]> = [];

/**
 * Reports an unexpected error to Sentry when error reporting is on (VITE_SENTRY_DSN set): at once when
 * Sentry has loaded, else once it has. Does nothing otherwise (the caller writes the error to the console).
 * @param error anything thrown
 * @param context where it surfaced, e.g. `{ where: 'route-error' }`
 */
export function reportError(error: unknown, context?: ErrorReportContext): void {
  if (!import.meta.env.VITE_SENTRY_DSN || !enabled) return;
  if (reporter) reporter(error, context);
  else if (pending.length < MAX_PENDING) pending.push([error, context]);
}

/**
 * Starts error reporting when VITE_SENTRY_DSN is set: keeps the errors nothing catches (window `error` and
 * `unhandledrejection`) until Sentry has loaded, then loads it when the browser is idle (at most 3 seconds
 * after the call), with session replay only while the person allows it. Without the DSN it does nothing at
 * all. Call it once, after the first render.
 * @returns a promise settled once Sentry has loaded (at once without the DSN), for tests
 */
export function startErrorReporting(options: ErrorReportingOptions): Promise<void> {
  const dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined;
  if (!dsn || enabled || typeof window === 'undefined') return Promise.resolve();
  enabled = true;
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message, { where: 'window' });
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, { where: 'window' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const load = options.load ?? (() => import('./sentry-client'));
  return new Promise<void>((resolve) => {
    const start = () => {
      load()
        .then(({ startSentry, setReplay }) => {
          // From now on Sentry's own handlers catch what nothing else does.
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
          reporter = startSentry(dsn, options.pageNameOf);
          for (const [error, context] of pending.splice(0)) reporter(error, context);
          // Session replay only with consent, now and whenever the choice changes.
          setReplay(hasConsent('sessionReplay'));
          subscribeConsent(() => setReplay(hasConsent('sessionReplay')));
        })
        .catch((error: unknown) => console.error('Error reporting could not start', error))
        .finally(resolve);
    };
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  });
}
