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

/** The last minute asked for (milliseconds since the epoch / 60,000) and its London date. */
let lastMinute = Number.NaN;
let lastDate = '';

/**
 * Today's date in Europe/London. Worked out once a minute and kept (dayjs's time zone plugin was a tenth of
 * a small request's CPU time, as every request's context reads the date): London's date can only change on a
 * whole minute, as its offset from UTC is a whole number of hours.
 * @param now the instant to read (defaults to now)
 * @returns `YYYY-MM-DD`, e.g. `2026-07-02` at 2026-07-01T23:30Z (00:30 BST)
 */
export function londonToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = dayjs(now).tz(UK_TIME_ZONE).format('YYYY-MM-DD');
    lastMinute = minute;
  }
  return lastDate;
}
