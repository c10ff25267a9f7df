/**
 * Today's date in the UK. The application rules (age, move-in dates, address history) work on calendar
 * dates in Europe/London, whatever the server's own time zone is.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The UK's time zone. */
export const UK_TIME_ZONE = 'Europe/London';

/**
 * Today's date in Europe/London.
 * @param now the instant to read (defaults to now)
 * @returns `YYYY-MM-DD`, e.g. `2026-07-02` at 2026-07-01T23:30Z (00:30 BST)
 */
export function londonToday(now: Date = new Date()): string {
  return dayjs(now).tz(UK_TIME_ZONE).format('YYYY-MM-DD');
}
