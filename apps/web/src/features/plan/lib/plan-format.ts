/**
 * How the plan page words its times and fingerprints: dates and times in British English in the browser's own
 * time zone (e.g. "3 December 2026 at 14:05"), and the SHA-256 shortened to its first 12 characters.
 */

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/**
 * A moment as a date and time, e.g. "3 December 2026 at 14:05".
 * @param iso an ISO 8601 date-time from the server
 * @returns the formatted moment, or the text as it came when it is not a date
 */
export function formatPlanDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * A moment's day, e.g. "3 December 2026".
 * @param iso an ISO 8601 date-time from the server
 * @returns the formatted day, or the text as it came when it is not a date
 */
export function formatPlanDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** How many characters of a fingerprint are shown before the ellipsis. */
export const SHORT_FINGERPRINT_LENGTH = 12;

/**
 * A SHA-256 shortened for reading, e.g. "3f1a9c0b7d2e…".
 * @param sha256 the lower-case hex fingerprint
 */
export function shortFingerprint(sha256: string): string {
  return `${sha256.slice(0, SHORT_FINGERPRINT_LENGTH)}…`;
}
