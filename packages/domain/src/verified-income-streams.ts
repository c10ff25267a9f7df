/**
 * The months and cadence of the verified-income analysis (decision 055; rules 3 and 4 of verified-income.ts):
 * the calendar months of a period, how often a payer's credits come, and how many payments a year each
 * frequency makes. Pure.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { IncomeFrequency, IncomePeriod } from './verified-income-types';

/**
 * Payments a year of each frequency, used to turn the median payment into a monthly amount (× n / 12).
 * Monthly and irregular streams use the median monthly total instead (null).
 */
export const FREQUENCY_PAYMENTS_PER_YEAR: Record<IncomeFrequency, number | null> = {
  Weekly: 52,
  Fortnightly: 26,
  FourWeekly: 13,
  Monthly: null,
  Irregular: null,
};

/**
 * The fewest days the two partial ends of a 12-month read must cover together to count as one month (see
 * {@link periodMonths}): 28, the shortest month.
 */
export const MIN_JOINED_MONTH_DAYS = 28;

/**
 * The calendar months of a period, newest first: month 0 is the newest, month 1 the one before, and so on.
 * Calendar months, not months counted back from the last day, because UK pay days sit at a month's end (the
 * last working day, moved earlier for a weekend) or its start, so a salary stays in its own calendar month.
 *
 * A month the period covers only partly is left out, and its credits are not counted, so that a salary not
 * yet paid in the current month, or paid just before the period starts, does not make a "missed" month. One
 * exception: a read of twelve months up to a day (the providers read from the same day a year before, e.g.
 * 30 November 2025 to 29 November 2026) starts and ends in the same month of the year, and its two partial
 * ends then make that month's one month together (month 0) when they cover at least
 * {@link MIN_JOINED_MONTH_DAYS} days: every month of the year is then counted once, "12 of 12 months".
 *
 * @param period the first and last day, ISO `YYYY-MM-DD`
 * @returns how many months it has (at least 0), and the month index of a day (null outside the period or in a
 *   month left out)
 */
export function periodMonths(period: IncomePeriod): {
  months: number;
  monthOf: (date: string) => number | null;
} {
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  if (!from.isValid() || !to.isValid() || to.isBefore(from)) return { months: 0, monthOf: () => null };
  const firstPartial = from.date() !== 1;
  const lastPartial = to.date() !== to.daysInMonth();
  const lastMonth = to.startOf('month');
  const joinedDays = from.daysInMonth() - from.date() + 1 + to.date();
  const joined =
    firstPartial &&
    lastPartial &&
    lastMonth.diff(from.startOf('month'), 'month') === 12 &&
    joinedDays >= MIN_JOINED_MONTH_DAYS;
  const firstWhole = firstPartial ? from.add(1, 'month').startOf('month') : from.startOf('month');
  const newest = joined || !lastPartial ? lastMonth : lastMonth.subtract(1, 'month');
  const months = Math.max(0, newest.diff(firstWhole, 'month') + 1);
  return {
    months,
    monthOf: (date: string) => {
      const day = dayjs(date);
      if (!day.isValid() || day.isBefore(from) || day.isAfter(to)) return null;
      const index = newest.diff(day.startOf('month'), 'month');
      if (joined && index === months) return 0;
      return index >= 0 && index < months ? index : null;
    },
  };
}

/**
 * The median of numbers (the mean of the middle two for an even count); 0 for none.
 * @param values the numbers (pence, in the analysis)
 * @returns their median, in the same unit
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * How often credits come, from the median gap between them: 5 to 9 days weekly, 12 to 16 fortnightly;
 * four-weekly when every gap (leaving out gaps over 45 days: a missed payment) is 27 to 29 days; monthly when
 * the median gap is 25 to 35 days; irregular otherwise (also several payouts a week, as a card processor's
 * daily payouts: their monthly totals, not the median payout, say what a month brings).
 * @param dates the days of a payer's credits, oldest first
 * @returns the frequency (Irregular too when fewer than two credits fall on different days)
 */
export function frequencyOf(dates: readonly Dayjs[]): IncomeFrequency {
  const gaps: number[] = [];
  for (let i = 1; i < dates.length; i += 1) {
    gaps.push((dates[i] as Dayjs).diff(dates[i - 1] as Dayjs, 'day'));
  }
  const usual = gaps.filter((gap) => gap > 0);
  if (usual.length === 0) return 'Irregular';
  const typical = median(usual);
  if (typical >= 5 && typical <= 9) return 'Weekly';
  if (typical >= 12 && typical <= 16) return 'Fortnightly';
  const withoutMissed = usual.filter((gap) => gap <= 45);
  if (withoutMissed.length >= 2 && withoutMissed.every((gap) => gap >= 27 && gap <= 29)) return 'FourWeekly';
  if (typical >= 25 && typical <= 35) return 'Monthly';
  return 'Irregular';
}
