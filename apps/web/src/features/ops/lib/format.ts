/** Formats for the console: dates in the UK's time zone, and the application states' words and colours. */

/** Formats an instant as e.g. "23 Nov 2026, 15:04" (Europe/London). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(new Date(value));
}

/**
 * Each application state's words and badge colour (spec §4): dark shades, for filled badges whose white text
 * meets WCAG AA contrast.
 */
export const STATE_LABELS: Record<string, { label: string; color: string }> = {
  NotSubmitted: { label: 'Not submitted', color: 'gray.7' },
  InReview: { label: 'In review', color: 'blue.9' },
  Approved: { label: 'Approved', color: 'teal.9' },
  Rejected: { label: 'Rejected', color: 'red.9' },
};

/** Each section state's badge colour (filled, AA contrast). */
export const STATUS_COLOURS: Record<string, string> = { Done: 'teal.9', Todo: 'blue.9', Locked: 'gray.7' };
