/**
 * What the browser's error reports leave out ("Error reporting"; decision 032), applied by lib/sentry-client.ts to
 * everything Sentry sends: errors on the page named 404 are dropped (spec §9 "Events for a page named 404 are not
 * reported"); URLs lose their query string (where the links of e-mails carry `?token=` and `?email=`); e-mail addresses
 * and secret query values are cut out of any other text; console breadcrumbs are dropped (the console may print
 * anything). Pure functions on Sentry's plain objects, so they are tested without loading Sentry.
 */
import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';
import { scrubDeep } from '@stairway/domain/scrub';
import { NOT_FOUND_PAGE } from './analytics';

/** What replaces a scrubbed value. */
export const REDACTED = '[redacted]';

/** An e-mail address anywhere in a text (local part and a domain with a top-level domain of letters). */
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Query parameters whose values are secrets or personal: `?token=…`, `&email=…`, a code, a signature. */
const SECRET_QUERY_PATTERN =
  /([?&](?:token|code|email|key|signature|sig|password|next|X-Amz-Signature|X-Amz-Credential)=)[^&#\s"']*/gi;
/** Keys whose values are never sent, at any depth (compared in lower case). */
const SECRET_KEYS = new Set([
  'email',
  'password',
  'currentpassword',
  'newpassword',
  'token',
  'authorization',
  'cookie',
  'variables',
  'nin',
  'phonenumber',
  'dateofbirth',
]);

/**
 * Scrubs one text: e-mail addresses and the values of secret query parameters (`token=`, `email=`, `code=`,
 * `next=`, signatures) become `[redacted]`.
 * @param text a message, a selector, a URL…
 */
export function scrubText(text: string): string {
  return text.replace(EMAIL_PATTERN, REDACTED).replace(SECRET_QUERY_PATTERN, `$1${REDACTED}`);
}

/**
 * A URL without its query string and fragment.
 * @param url absolute or relative, e.g. `https://stairway.example/reset-password?token=abc`
 * @returns e.g. `https://stairway.example/reset-password`
 */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Scrubs free-form data in place (packages/domain scrubDeep): secret keys' values redacted, strings scrubbed. */
function scrubValue(value: unknown): unknown {
  return scrubDeep(value, { scrubText, secretKeys: SECRET_KEYS, redacted: REDACTED });
}

/** Data keys that hold a URL (fetch and XHR breadcrumbs: `url`; navigation breadcrumbs: `from`, `to`). */
const URL_KEYS = ['url', 'from', 'to', 'url.full', 'http.url', 'url.original'];

/**
 * Scrubs a breadcrumb in place: drops console breadcrumbs, cuts the query string off its URLs, scrubs its
 * message and data.
 * @returns the breadcrumb, or null to drop it
 */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
  const data = breadcrumb.data;
  if (data) {
    for (const key of URL_KEYS) if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
    scrubValue(data);
  }
  return breadcrumb;
}

/** The path an event happened on: its request URL's, else the page's. */
function pathOf(event: Event): string {
  const url = event.request?.url;
  if (url && URL.canParse(url, window.location.origin)) return new URL(url, window.location.origin).pathname;
  return window.location.pathname;
}

/**
 * Scrubs an event in place (see the file comment): the request keeps its URL without query string and no
 * headers or cookies; the user keeps only an id; the exception messages, message, tags, extra data,
 * contexts and breadcrumbs are scrubbed; the `urls` a session replay lists lose their query strings.
 * @returns the same event
 */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    event.request = { url: event.request.url ? scrubText(withoutQuery(event.request.url)) : undefined };
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.transaction) event.transaction = scrubText(withoutQuery(event.transaction));
  if (event.tags) scrubValue(event.tags);
  if (event.extra) scrubValue(event.extra);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    if (context && name !== 'trace') scrubValue(context);
  }
  event.breadcrumbs = event.breadcrumbs?.flatMap((breadcrumb) => scrubBreadcrumb(breadcrumb) ?? []);
  const replayUrls = (event as { urls?: unknown }).urls;
  if (Array.isArray(replayUrls)) {
    (event as { urls?: unknown }).urls = replayUrls.map((url) =>
      typeof url === 'string' ? withoutQuery(url) : url,
    );
  }
  return event;
}

/**
 * The `beforeSend` of the browser's Sentry: drops an error on the page named 404 (spec §9), scrubs any
 * other ({@link scrubEvent}).
 * @param pageNameOf names the page at a path (app/page-views.ts pageNameFor), `404` for the not-found page
 * @returns the callback, which returns the scrubbed event or null to drop it
 */
export function createBeforeSend(pageNameOf: (pathname: string) => string) {
  return (event: ErrorEvent): ErrorEvent | null =>
    pageNameOf(pathOf(event)) === NOT_FOUND_PAGE ? null : scrubEvent(event);
}

/** A streamed span's plain fields (its name and attributes), as `beforeSendSpan` receives it. */
export type SpanLike = { name: string; attributes?: Record<string, unknown> };

/**
 * Scrubs a span of the traces (every trace is sampled) in place: its name and URL attributes without query
 * strings, its other attributes scrubbed.
 * @returns the same span
 */
export function scrubSpan<T extends SpanLike>(span: T): T {
  span.name = scrubText(withoutQuery(span.name));
  const attributes = span.attributes ?? {};
  for (const [key, value] of Object.entries(attributes)) {
    if (
      key === 'url.query' ||
      key.startsWith('http.request.header.') ||
      key.startsWith('http.response.header.')
    ) {
      delete attributes[key];
    } else if (URL_KEYS.includes(key) && typeof value === 'string') {
      attributes[key] = withoutQuery(value);
    }
  }
  scrubValue(attributes);
  return span;
}

/**
 * Scrubs a session replay's custom recording event (its breadcrumbs and performance entries, which name
 * URLs) in place; the page's text is already masked and its media blocked by the replay's settings.
 * @param event an rrweb event; only custom events (type 5) carry URLs
 * @returns the same event
 */
export function scrubRecordingEvent<T extends { type: number; data?: unknown }>(event: T): T {
  if (event.type !== 5 || !event.data || typeof event.data !== 'object') return event;
  const payload = (event.data as { payload?: Record<string, unknown> }).payload;
  if (payload && typeof payload === 'object') {
    if (typeof payload.description === 'string') payload.description = withoutQuery(payload.description);
    if (typeof payload.name === 'string') payload.name = withoutQuery(payload.name);
    const data = payload.data as Record<string, unknown> | undefined;
    if (data && typeof data === 'object') {
      for (const key of URL_KEYS) if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
    }
    scrubValue(payload);
  }
  return event;
}
