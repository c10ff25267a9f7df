/**
 * Calendar dates written YYYY-MM-DD, as the purchase case and the ledger record the day of an event (ARCHITECTURE.md
 * §7). Pure: the day is the caller's, never read from a clock.
 */

/**
 * Whether a text is a real calendar date written YYYY-MM-DD (ISO 8601's calendar date).
 *
 * @param value the text
 * @returns true for e.g. `2028-02-29`; false for `2026-02-29`, `2026-2-1` or `01/12/2026`
 */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
