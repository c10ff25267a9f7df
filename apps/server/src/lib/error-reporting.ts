/**
 * Error reporting (ARCHITECTURE.md §2 "monitoring"; decision 032): unexpected errors go to Sentry when
 * SENTRY_DSN is set, with personal data scrubbed, and only to the log otherwise (the caller logs them through
 * pino, lib/logger.ts, in both cases). One interface, {@link reportError}, called where unexpected errors
 * surface: Yoga's masked errors (yoga.ts), the HTTP handler's 500s (app.ts) and the process's uncaught
 * exceptions and unhandled rejections (main.ts). Expected errors ({@link AppError}: BAD_USER_INPUT,
 * UNAUTHENTICATED, NOT_FOUND, RATE_LIMITED…) are never reported.
 *
 * Without SENTRY_DSN the Sentry SDK is not even loaded (it is imported on demand by
 * {@link initErrorReporting}), so it costs the server nothing. With it, every trace is sampled
 * (tracesSampleRate 1, the spec's monitoring rule) and nothing personal leaves the server:
 * - the SDK collects no user, cookie, body, query string, GraphQL document or variables, database values or
 *   local variables (`dataCollection`, Sentry 11's successor to `sendDefaultPii: false`), and only the
 *   request headers in {@link KEPT_HEADERS};
 * - {@link scrubEvent}, {@link scrubSpan} and {@link scrubBreadcrumb} then remove, from every error, span and
 *   breadcrumb, whatever request data an integration added anyway and any value under a key the logger
 *   redacts (e-mail, password, token, variables, authorization, cookie…; logger.ts SECRET_KEYS), and pass
 *   every text through {@link scrubText}, the logger's own scrubbing (withoutParams: a Drizzle query's
 *   "params:" line, the value PostgreSQL quotes, e-mail addresses, `token=` and similar query values).
 *
 * Sentry's client is global to the process, so it is started once; tests start it once per test file.
 */
import type { Breadcrumb, ErrorEvent, Event, NodeOptions } from '@sentry/node';
import { scrubDeep } from '@stairway/domain/scrub';
import type { Config } from '../config';
import { AppError } from './app-error';
import { REDACTED, SECRET_KEYS, withoutParams } from './logger';

type SentryModule = typeof import('@sentry/node');
/** A span as Sentry streams it (`traceLifecycle: 'stream'`, Sentry 11's default): name and attributes. */
type StreamedSpan = Parameters<NonNullable<NodeOptions['beforeSendSpan']>>[0];

/** The Sentry SDK once {@link initErrorReporting} has started it; null when SENTRY_DSN is unset. */
let sentry: SentryModule | null = null;

/** The request headers that may be sent to Sentry: none names a person or carries a credential. */
export const KEPT_HEADERS = ['accept', 'content-type', 'content-length', 'user-agent', 'host'];

/** Keys redacted at any depth of an event (compared in lower case). */
const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

/**
 * Scrubs one text for an error report: the logger's own scrubbing (withoutParams: SQL parameters, quoted
 * values, e-mail addresses and the values of secret query parameters), so that the log and Sentry leave out
 * the same things.
 * @param text a message, a stack, a URL or any other string of an event
 * @returns the text with those values replaced by `[redacted]`
 */
export function scrubText(text: string): string {
  return withoutParams(text);
}

/** A URL without its query string and fragment (which carry tokens and signatures). */
function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/**
 * Scrubs free-form data in place (packages/domain scrubDeep): the values under secret keys redacted, strings
 * scrubbed ({@link scrubText}). Applied to the parts of an event or span that hold data (request, extra, tags,
 * contexts, breadcrumbs, attributes), never to Sentry's own structure.
 * @returns the scrubbed value (strings are immutable, so callers store it)
 */
function scrubValue(value: unknown): unknown {
  return scrubDeep(value, { scrubText, secretKeys: SECRET_KEY_SET, redacted: REDACTED });
}

/** Span attributes that hold a URL: kept without their query string. */
const URL_ATTRIBUTES = new Set(['url.full', 'http.url', 'http.target', 'url.original']);

/**
 * Scrubs span attributes in place (a span's, or an error's trace context data): request and response
 * headers other than the {@link KEPT_HEADERS} and query strings removed, URLs cut to their path, an
 * attribute whose last name is a secret key (`….email`, `….variables`) redacted, other strings scrubbed.
 * A raw attribute is the value itself or `{ value, unit }`.
 */
function scrubAttributes(attributes: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(attributes)) {
    const header = /^http\.(request|response)\.header\.(.+)$/.exec(key);
    if (
      (header && (header[1] === 'response' || !KEPT_HEADERS.includes(header[2] ?? ''))) ||
      key === 'url.query' ||
      key === 'http.query'
    ) {
      delete attributes[key];
      continue;
    }
    if (SECRET_KEY_SET.has(key.split('.').at(-1)?.toLowerCase() ?? '')) {
      attributes[key] = REDACTED;
      continue;
    }
    if (URL_ATTRIBUTES.has(key)) {
      if (typeof value === 'string') attributes[key] = withoutQuery(value);
      const inner = value as { value?: unknown } | null;
      if (inner && typeof inner === 'object' && typeof inner.value === 'string') {
        inner.value = withoutQuery(inner.value);
      }
    }
    attributes[key] = scrubValue(attributes[key]);
  }
}

/**
 * Removes the personal data of an error event before it is sent (see the file comment): the request is cut
 * to its method, its URL without the query string and the {@link KEPT_HEADERS}; the user keeps only an id;
 * the local variables of stack frames go; the exception messages, the message, extra data, tags, contexts
 * and breadcrumbs are scrubbed ({@link scrubText}, values under secret keys redacted).
 * @param event an error event, changed in place
 * @returns the same event
 */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    const { method, url, headers } = event.request;
    event.request = {
      method,
      url: url ? scrubText(withoutQuery(url)) : undefined,
      headers: Object.fromEntries(
        Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.includes(name.toLowerCase())),
      ),
    };
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.logentry) scrubValue(event.logentry);
  if (event.transaction) event.transaction = scrubText(withoutQuery(event.transaction));
  if (event.extra) scrubValue(event.extra);
  if (event.tags) scrubValue(event.tags);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    if (!context) continue;
    if (name !== 'trace') scrubValue(context);
    else if (context.data && typeof context.data === 'object') {
      scrubAttributes(context.data as Record<string, unknown>);
    }
  }
  for (const breadcrumb of event.breadcrumbs ?? []) scrubBreadcrumb(breadcrumb);
  return event;
}

/**
 * Removes the personal data of a span (the traces, sampled at 100 percent) before it is sent: its name
 * without a query string, and its attributes scrubbed as {@link scrubAttributes} says.
 * @param span a span, changed in place
 * @returns the same span
 */
export function scrubSpan(span: StreamedSpan): StreamedSpan {
  span.name = scrubText(withoutQuery(span.name));
  scrubAttributes(span.attributes as Record<string, unknown>);
  return span;
}

/**
 * Scrubs a breadcrumb in place: console breadcrumbs are dropped (console output is not the scrubbed log),
 * URLs lose their query string, the message and data are scrubbed ({@link scrubText}, secret keys redacted).
 * @returns the breadcrumb, or null to drop it
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
  const data = breadcrumb.data;
  if (data) {
    if (typeof data.url === 'string') data.url = withoutQuery(data.url);
    scrubValue(data);
  }
  return breadcrumb;
}

/**
 * Whether an error is an expected one, which is never reported: an {@link AppError}, also wrapped in the
 * GraphQL error graphql-js makes around it (`originalError`).
 */
function isExpected(error: unknown): boolean {
  if (error instanceof AppError) return true;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  return original instanceof AppError;
}

/**
 * Starts Sentry when SENTRY_DSN is set: loads @sentry/node, with the settings in the file comment. Does
 * nothing when it is unset, or when Sentry is already started in this process (its client is global).
 * Called by createServices (composition.ts).
 * @param config SENTRY_DSN, SENTRY_ENVIRONMENT (NODE_ENV when unset)
 * @returns true when reports go to Sentry
 */
export async function initErrorReporting(
  config: Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>,
): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  if (sentry) return true;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    // ARCHITECTURE.md §2 "monitoring": every trace is sampled.
    tracesSampleRate: 1,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: KEPT_HEADERS }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    integrations: (defaults) => [
      // main.ts logs and reports these itself, then stops the process; the console is not the scrubbed log.
      ...defaults.filter(
        (integration) =>
          ![
            'OnUncaughtException',
            'OnUnhandledRejection',
            'Console',
            'LocalVariables',
            'LocalVariablesAsync',
            'Http',
          ].includes(integration.name),
      ),
      Sentry.httpIntegration({ maxRequestBodySize: 'none' }),
    ],
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendSpan: scrubSpan,
    beforeBreadcrumb: scrubBreadcrumb,
  });
  sentry = Sentry;
  return true;
}

/** What a report says about where the error surfaced (no personal data: these are sent). */
export type ErrorReportContext = {
  /** Where the error surfaced, e.g. `graphql`, `http`, `uncaughtException`. */
  where: string;
  /** The GraphQL field path, e.g. `getAddressSearch`, or the request's method and path (no query string). */
  [key: string]: string | number | undefined;
};

/** Errors already reported (Yoga logs a masked error more than once). */
const reported = new WeakSet<object>();

/**
 * Reports an unexpected error to Sentry when it is started (SENTRY_DSN set), scrubbed as the file comment
 * says; otherwise does nothing more (the caller has already logged the error). Expected errors (AppError)
 * and an error already reported are skipped. A GraphQL error is reported as the error its resolver threw.
 * @param error anything thrown
 * @param context where it surfaced, sent as tags (e.g. `{ where: 'graphql', path: 'me.application' }`)
 */
export function reportError(error: unknown, context: ErrorReportContext = { where: 'unknown' }): void {
  if (!sentry || isExpected(error)) return;
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (typeof original === 'object' && original !== null) {
    if (reported.has(original)) return;
    reported.add(original);
  }
  const tags = Object.fromEntries(
    Object.entries(context).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  );
  sentry.captureException(original, { tags });
}

/**
 * Waits until the reports so far are sent (before the process stops, and in tests).
 * @param timeoutMs the longest to wait, in milliseconds
 * @returns false when Sentry is not started or the reports were not all sent in time
 */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sentry ? sentry.flush(timeoutMs) : false;
}
