/** Repair times in words, in the UK time zone, for the customer’s repairs page and the console’s repairs pages. */

/**
 * A time in words, e.g. "2 December 2026, 10:00".
 * @param iso an ISO 8601 time from the API
 */
export function formatRepairTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(iso));
}
