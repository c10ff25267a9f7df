/**
 * Formats for the console: dates in the UK's time zone, and the application and purchase states' words and colours.
 */

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

/**
 * Each purchase case state's badge colour (filled, AA contrast): just opened grey, a stage under way blue, moved in
 * green, fallen through red (DESIGN.md's status colours).
 */
export const PURCHASE_STATE_COLOURS: Record<string, string> = {
  Opened: 'gray.7',
  MovedIn: 'teal.9',
  FallenThrough: 'red.9',
};

/** A purchase case state's badge colour: {@link PURCHASE_STATE_COLOURS}, else blue for a stage under way. */
export function purchaseStateColour(state: string): string {
  return PURCHASE_STATE_COLOURS[state] ?? 'blue.9';
}

/**
 * Today's date in the UK, whatever the browser's time zone (the server bounds a case's dates by it).
 * @param now the instant to read (defaults to now)
 * @returns `YYYY-MM-DD`, e.g. `2026-07-02` at 2026-07-01T23:30Z (00:30 BST)
 */
export function todayInTheUk(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
