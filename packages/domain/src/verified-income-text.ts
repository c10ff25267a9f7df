/**
 * The words of the verified-income analysis (decision 055): the one-line summary operators read, and how the
 * console writes amounts, days, months seen, stream kinds and frequencies. Apart from the rules so that the
 * console loads only these (and money.ts), not the tax tables. Pure.
 */
import dayjs from 'dayjs';
import { formatGBP } from './money';
import type {
  DeclaredIncome,
  IncomeAnalysis,
  IncomeFrequency,
  IncomeStream,
  IncomeStreamKind,
} from './verified-income-types';

/**
 * Whole pounds from pence, written with the domain's money helper, as the verified-income sentence and the
 * console show monthly amounts.
 * @param pence an amount in pence; missing counts as 0
 * @returns e.g. 294_012 → "£2,940"
 */
export function formatPenceAsPounds(pence: number | null | undefined): string {
  return formatGBP(Math.round((pence ?? 0) / 100));
}

const pounds = formatPenceAsPounds;

/** Each stream kind in words, for the console. */
export const INCOME_STREAM_KIND_LABELS: Record<IncomeStreamKind, string> = {
  Salary: 'Salary',
  Benefit: 'Benefit',
  Pension: 'Pension',
  SelfEmployed: 'Self-employed',
  Other: 'Other',
};

/** Each frequency in words, for the console. */
export const INCOME_FREQUENCY_LABELS: Record<IncomeFrequency, string> = {
  Weekly: 'weekly',
  Fortnightly: 'fortnightly',
  FourWeekly: 'every 4 weeks',
  Monthly: 'monthly',
  Irregular: 'irregular',
};

/**
 * A bank day as the console writes it.
 * @param iso an ISO `YYYY-MM-DD` day; missing or invalid gives a dash
 * @returns e.g. "1 Nov 2025"
 */
export function formatBankDay(iso: string | null | undefined): string {
  const day = iso ? dayjs(iso) : null;
  return day?.isValid() ? day.format('D MMM YYYY') : '–';
}

/**
 * How many of the period's months a stream was seen in, as the console and the sentence write it.
 * @param seen months seen
 * @param inPeriod months in the period
 * @returns e.g. "12 of 12 months", "1 of 1 month"
 */
export function monthsSeenText(seen: number, inPeriod: number): string {
  return `${seen} of ${inPeriod} month${inPeriod === 1 ? '' : 's'}`;
}

/**
 * The one-line summary operators read, e.g. "Declared £3,100 a month (estimated take-home of £45,000 gross),
 * seen £2,940 a month from ACME LTD, 12 of 12 months". Several counted streams are listed with their months
 * ("from ACME LTD (12 of 12 months) and DWP UC (6 of 12 months)"); without a declared income the sentence
 * starts "No income declared"; without a counted stream it says no regular income was seen, and before a
 * whole month of transactions is read it says so.
 *
 * @param declared the declared income, or null
 * @param analysis the streams and the period
 * @returns the sentence, British English, whole pounds
 */
export function describeVerifiedIncome(declared: DeclaredIncome | null, analysis: IncomeAnalysis): string {
  const start = declared
    ? `Declared ${pounds(declared.takeHomeMonthlyPence)} a month (estimated take-home of ${formatGBP(
        declared.grossAnnualPounds,
      )} gross)`
    : 'No income declared';
  if (analysis.monthsInPeriod === 0) return `${start}; no whole month of transactions read yet`;
  const counted = analysis.streams.filter((stream) => stream.counted);
  if (counted.length === 0) {
    return `${start}; no regular income seen in ${analysis.monthsInPeriod} month${
      analysis.monthsInPeriod === 1 ? '' : 's'
    } of transactions`;
  }
  const only = counted[0] as IncomeStream;
  const from =
    counted.length === 1
      ? `${only.payer}, ${monthsSeenText(only.monthsSeen, only.monthsInPeriod)}`
      : counted
          .map((stream) => `${stream.payer} (${monthsSeenText(stream.monthsSeen, stream.monthsInPeriod)})`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' and $1');
  return `${start}, seen ${pounds(analysis.seenMonthlyPence)} a month from ${from}`;
}
