/**
 * The UK tax years an income form asks about (spec §3 Income: "this year" is the latest full tax year, "last
 * year" the one before), named by their dates so that every per-year field says which year it is for. A UK tax year
 * runs from 6 April to 5 April (HMRC).
 */
import dayjs, { type Dayjs } from 'dayjs';

/** One tax year: its first and last days, e.g. 6 April 2025 and 5 April 2026, as the app writes dates. */
export type TaxYear = {
  /** e.g. "6 April 2025". */
  start: string;
  /** e.g. "5 April 2026". */
  end: string;
};

/**
 * The latest full tax year and the one before it.
 * @param today the day to count from (default: now, in the browser's time zone)
 * @returns `latest` (e.g. on 29 November 2026: 6 April 2025 to 5 April 2026; on 5 April 2026 itself, the year
 *   ending 5 April 2025) and `before` (the year before `latest`)
 */
export function getFullTaxYears(today: Dayjs = dayjs()): { latest: TaxYear; before: TaxYear } {
  const year = today.year();
  const started = today.month() > 3 || (today.month() === 3 && today.date() >= 6);
  const latestEnd = started ? year : year - 1;
  const taxYear = (end: number): TaxYear => ({ start: `6 April ${end - 1}`, end: `5 April ${end}` });
  return { latest: taxYear(latestEnd), before: taxYear(latestEnd - 1) };
}
