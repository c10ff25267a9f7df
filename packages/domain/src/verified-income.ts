/**
 * Verified income (issue 31 "Beyond the anchors: verified income"; decision 055): from the transactions a
 * person shared through open banking, the REGULAR income streams (salary, benefits, pension, self-employed
 * payouts), and how they compare with the income the person declared. Pure: no I/O; the server reads the rows
 * (services/verified-income.ts) and the console shows the result.
 *
 * The rules, in order ({@link analyseIncomeStreams}):
 * 1. Only credits count (amountPence > 0) of at least {@link MIN_CREDIT_PENCE}. Left out: transfers between the
 *    person's own accounts (a debit of the same amount on another of their accounts within
 *    {@link OWN_TRANSFER_WINDOW_DAYS} days; the provider's own-account, savings and loan categories; a payer
 *    named like the person), interest, and credits of a month the period covers only partly (but see {@link periodMonths}).
 * 2. Credits are grouped by a normalised payer ({@link normalisePayer}: dates, references, "SALARY", "BGC",
 *    "FP" and the like stripped).
 * 3. The period is cut into calendar months ({@link periodMonths}); a group is a
 *    stream when it was seen in at least {@link MIN_MONTHS_SEEN} months, in at least
 *    {@link MIN_REGULAR_SHARE} of the months from its first to its last, and at least
 *    {@link MIN_MONTHS_SEEN} of its monthly totals lie within {@link STABLE_AMOUNT_TOLERANCE} of their
 *    median: so one-off credits (a refund, a gift) never make a stream.
 * 4. Each stream's kind comes from the provider's category (Plaid's personal_finance_category.detailed) or,
 *    without one, from the payer's name ({@link classifyKind}); its typical monthly amount is the median of
 *    its monthly totals in the months it was seen, or, for weekly, fortnightly and four-weekly payments,
 *    the median payment × payments a year / 12 ({@link FREQUENCY_PAYMENTS_PER_YEAR}), since a monthly
 *    median of weekly payments misses the fifth week of four months in twelve.
 * 5. The seen monthly income is the sum of the streams still paid (seen in the last
 *    {@link CURRENT_WITHIN_MONTHS} months) of kind Salary, Benefit, Pension or SelfEmployed; "Other"
 *    streams are shown but not counted (a flatmate's share of the bills is not income).
 *
 * Then {@link compareWithDeclared}: the bank sees NET pay, so the declared incomes' estimated take-home
 * ({@link estimateDeclaredTakeHome}, HMRC 2025/26 through tax.ts) is compared with the seen monthly income,
 * flagged when the seen is below it by more than {@link DISCREPANCY_THRESHOLD}, or when no regular income is
 * seen at all. Money is in pence except where a name says pounds.
 */
import dayjs, { type Dayjs } from 'dayjs';
import {
  CONTRACTOR_DAYS_PER_WEEK,
  CONTRACTOR_WEEKS_PER_YEAR,
  getTaxableIncomeParts,
  type IncomeInput,
} from './affordability';
import { formatGBP } from './money';
import { calculateTakeHomePay, type TaxRegion } from './tax';

/** One transaction as the provider gave it (open_banking_transactions). */
export type BankTransaction = {
  /** The account it was booked on (our id of the account). */
  accountId: string;
  /** The day it was booked, ISO `YYYY-MM-DD`. */
  date: string;
  /** Pence: positive for money in, negative for money out. */
  amountPence: number;
  /** The bank's description, e.g. "ACME LTD SALARY NOV". */
  description: string;
  /** Who paid or was paid, when the provider names them; null otherwise. */
  counterparty?: string | null;
  /** The provider's category (Plaid's personal_finance_category.detailed, e.g. "INCOME_WAGES"); null when none. */
  category?: string | null;
};

/** What a regular income stream is. */
export type IncomeStreamKind = 'Salary' | 'Benefit' | 'Pension' | 'SelfEmployed' | 'Other';

/** How often a stream pays, from the gaps between its credits. */
export type IncomeFrequency = 'Weekly' | 'Fortnightly' | 'FourWeekly' | 'Monthly' | 'Irregular';

/** One regular income stream found in the transactions. */
export type IncomeStream = {
  /** The normalised payer, e.g. "ACME LTD". */
  payer: string;
  kind: IncomeStreamKind;
  frequency: IncomeFrequency;
  /** The typical monthly amount, pence (rule 4 of the module's description). */
  monthlyPence: number;
  /** In how many of the period's months it was seen. */
  monthsSeen: number;
  /** How many months the period has ({@link periodMonths}). */
  monthsInPeriod: number;
  /** How many credits it is made of. */
  credits: number;
  /** The day of its latest credit, ISO `YYYY-MM-DD`. */
  lastSeen: string;
  /** True when it was seen in the last {@link CURRENT_WITHIN_MONTHS} months of the period (still paid). */
  current: boolean;
  /** True when it counts in the seen monthly income (current and not of kind Other). */
  counted: boolean;
};

/** The period of the transactions, ISO `YYYY-MM-DD` days, both included. */
export type IncomePeriod = { from: string; to: string };

/** The result of {@link analyseIncomeStreams}. */
export type IncomeAnalysis = {
  period: IncomePeriod;
  /** Months in the period ({@link periodMonths}). */
  monthsInPeriod: number;
  /** The regular streams, the largest monthly amount first. */
  streams: IncomeStream[];
  /** The sum of the counted streams' monthly amounts, pence. */
  seenMonthlyPence: number;
};

/**
 * The smallest credit considered, pence (£10): below it are cashback, round-ups and test deposits, never
 * income worth verifying. Decided here.
 */
export const MIN_CREDIT_PENCE = 1_000;

/**
 * The fewest months a payer must be seen in to be a regular income: 3, the "3 months' payslips" lenders ask
 * of an employed applicant (domain-research §2.3 "Income types", Employed: "3 months' payslips").
 */
export const MIN_MONTHS_SEEN = 3;

/**
 * The share of the months from a payer's first to last credit in which it must be seen: 2 in 3. Allows a
 * missed or late-shifted payment (a salary paid early before a bank holiday lands in the month before) and
 * a self-employed month without payouts, but not a payer seen three times in a year. Decided here.
 */
export const MIN_REGULAR_SHARE = 2 / 3;

/**
 * How far a month's total may be from the median monthly total and still count as a stable month: 50% either
 * way. Overtime, commission and a 13th four-weekly payment move a month's pay by less; a bonus month is
 * allowed to stand out, as long as {@link MIN_MONTHS_SEEN} months are stable. Decided here.
 */
export const STABLE_AMOUNT_TOLERANCE = 0.5;

/**
 * A stream is still paid when it was seen in the last 2 months of the period: a monthly payment missed once
 * (or moved by a weekend) still counts; a job that ended three months ago does not count as income today.
 * Decided here.
 */
export const CURRENT_WITHIN_MONTHS = 2;

/** Days either side in which a debit of the same amount on another own account makes a credit a transfer. */
export const OWN_TRANSFER_WINDOW_DAYS = 3;

/**
 * The discrepancy threshold: the seen monthly income may be up to 10% below the declared income's estimated
 * take-home before it is flagged (flagged when MORE than 10% below). The estimate (tax.ts) assumes a standard
 * tax code with no pension contribution, student loan or salary sacrifice (domain-research §2.5 "employee,
 * standard allowance, no pension or student loan"); an automatic-enrolment pension alone takes 5% of
 * qualifying earnings from pay (The Pensions Regulator, https://www.thepensionsregulator.gov.uk/en/employers/
 * managing-a-scheme/automatic-enrolment-contributions), and a Plan 2 student loan 9% above £28,470
 * (domain-research §2.5), so a real payslip is commonly 5–10% below the estimate without anything being wrong.
 */
export const DISCREPANCY_THRESHOLD = 0.1;

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
 * Words stripped from a description to find the payer: payment types and their bank codes (BGC bank giro
 * credit, FP/FPI faster payment, BACS, CHAPS, SO standing order, TFR transfer, CR credit), what the payment is
 * for (SALARY, WAGES, PAY…), references, and month names (dates and references with digits go too).
 */
export const PAYER_NOISE_WORDS: ReadonlySet<string> = new Set([
  'BGC',
  'BANK',
  'GIRO',
  'CREDIT',
  'CR',
  'FP',
  'FPI',
  'FPS',
  'FASTER',
  'PAYMENT',
  'PAYMENTS',
  'RECEIVED',
  'BACS',
  'CHAPS',
  'SO',
  'STO',
  'DD',
  'TFR',
  'TRF',
  'TRANSFER',
  'FROM',
  'VIA',
  'REF',
  'REFERENCE',
  'SALARY',
  'SAL',
  'WAGES',
  'WAGE',
  'PAY',
  'PAYROLL',
  'NET',
  'PAYOUT',
  'PAYOUTS',
  'SETTLEMENT',
  'DEPOSIT',
  'INWARD',
  'MONTHLY',
  'WEEKLY',
  'JAN',
  'JANUARY',
  'FEB',
  'FEBRUARY',
  'MAR',
  'MARCH',
  'APR',
  'APRIL',
  'MAY',
  'JUN',
  'JUNE',
  'JUL',
  'JULY',
  'AUG',
  'AUGUST',
  'SEP',
  'SEPT',
  'SEPTEMBER',
  'OCT',
  'OCTOBER',
  'NOV',
  'NOVEMBER',
  'DEC',
  'DECEMBER',
]);

/**
 * The payer of a credit, normalised so that the same payer's monthly credits group together: upper case,
 * punctuation to spaces, then every word with a digit (dates, references) and every {@link PAYER_NOISE_WORDS}
 * word removed. When nothing is left, the description's first word is kept.
 *
 * @param text the counterparty, or the bank's description (e.g. "ACME LTD SALARY NOV 28/11 REF 4471")
 * @returns e.g. "ACME LTD"; "" for an empty text
 */
export function normalisePayer(text: string): string {
  const words = text
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const kept = words.filter((word) => !/\d/.test(word) && !PAYER_NOISE_WORDS.has(word));
  if (kept.length > 0) return kept.join(' ');
  return words[0] ?? '';
}

/** Provider categories that are never income: own accounts, savings, loans, investments, interest. */
const EXCLUDED_CATEGORIES = [
  'TRANSFER_IN_ACCOUNT_TRANSFER',
  'TRANSFER_IN_SAVINGS',
  'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  'TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS',
  'INCOME_INTEREST_EARNED',
  'INCOME_TAX_REFUND',
];

/** Descriptions that are never income whatever the category: interest and own-account moves. */
const EXCLUDED_TEXT = /\b(INTEREST|CASHBACK|OWN ACCOUNT|FROM SAVINGS|SAVINGS POT|POT TRANSFER|LOAN)\b/;

/** Benefits paid by the DWP and HMRC (Universal Credit, PIP, DLA, Carer's Allowance, child benefit, tax credits). */
const BENEFIT_TEXT =
  /\b(DWP|UNIVERSAL CREDIT|UC|PIP|DLA|ESA|JSA|CARERS?|CHILD BENEFIT|CHB|HMRC TC|TAX CREDITS?|WTC|CTC|ATTENDANCE ALLOWANCE|PENSION CREDIT)\b/;

/** Pensions: the state pension (DWP "SP") and occupational or private pensions and annuities. */
const PENSION_TEXT = /\b(STATE PENSION|DWP SP|PENSIONS?|ANNUITY|SUPERANNUATION)\b/;

/** Card processors and marketplaces that pay out a self-employed person's takings. */
const SELF_EMPLOYED_TEXT =
  /\b(STRIPE|SUMUP|SUM UP|PAYPAL|SQUARE|ZETTLE|IZETTLE|DOJO|TAKEPAYMENTS|WORLDPAY|ETSY|EBAY|SHOPIFY|UBER|DELIVEROO|JUST EAT|AMAZON PAYMENTS)\b/;

/** Words of a salary credit. */
const SALARY_TEXT = /\b(SALARY|SAL|WAGES?|PAYROLL|NET PAY)\b/;

/**
 * The kind of a credit: from the provider's category first (INCOME_WAGES → Salary, INCOME_RETIREMENT_PENSION →
 * Pension, INCOME_UNEMPLOYMENT → Benefit), then from its text (a pension before a benefit, so the DWP's state
 * pension is a pension; a card processor's payout is self-employed; "SALARY", "WAGES" a salary). A
 * recognised name wins over a generic category (INCOME_OTHER_INCOME, TRANSFER_IN_…).
 *
 * @param credit the credit's description, counterparty and category
 * @returns the kind; Other when nothing is recognised
 */
export function classifyKind(
  credit: Pick<BankTransaction, 'description' | 'counterparty' | 'category'>,
): IncomeStreamKind {
  const category = credit.category ?? '';
  if (category === 'INCOME_WAGES') return 'Salary';
  if (category === 'INCOME_RETIREMENT_PENSION') return 'Pension';
  if (category === 'INCOME_UNEMPLOYMENT') return 'Benefit';
  const text = `${credit.counterparty ?? ''} ${credit.description}`
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ');
  if (PENSION_TEXT.test(text)) return 'Pension';
  if (BENEFIT_TEXT.test(text)) return 'Benefit';
  if (SELF_EMPLOYED_TEXT.test(text)) return 'SelfEmployed';
  if (SALARY_TEXT.test(text)) return 'Salary';
  return 'Other';
}

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

/** The median of numbers (the mean of the middle two for an even count); 0 for none. */
function median(values: readonly number[]): number {
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
 */
function frequencyOf(dates: readonly Dayjs[]): IncomeFrequency {
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

/** Upper-case words of a person's name, for recognising transfers from their own accounts elsewhere. */
function ownNamePatterns(names: readonly string[]): string[] {
  const patterns: string[] = [];
  for (const name of names) {
    const words = normaliseWords(name);
    if (words.length < 2) continue;
    const first = words[0] as string;
    const last = words[words.length - 1] as string;
    patterns.push(`${first} ${last}`, `${first[0]} ${last}`, `${last} ${first[0]}`, `${last} ${first}`);
  }
  return patterns;
}

function normaliseWords(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether a credit is a transfer from the person's own account (rule 1). */
function isOwnTransfer(
  credit: BankTransaction,
  debitsByAmount: Map<number, BankTransaction[]>,
  namePatterns: readonly string[],
): boolean {
  const matches = debitsByAmount.get(credit.amountPence) ?? [];
  const day = dayjs(credit.date);
  if (
    matches.some(
      (debit) =>
        debit.accountId !== credit.accountId &&
        Math.abs(dayjs(debit.date).diff(day, 'day')) <= OWN_TRANSFER_WINDOW_DAYS,
    )
  ) {
    return true;
  }
  const text = ` ${normaliseWords(`${credit.counterparty ?? ''} ${credit.description}`).join(' ')} `;
  return namePatterns.some((pattern) => text.includes(` ${pattern} `));
}

/** Provider categories that say a credit is income, whatever its description. */
const INCOME_CATEGORIES = ['INCOME_WAGES', 'INCOME_RETIREMENT_PENSION', 'INCOME_UNEMPLOYMENT'];

/**
 * Whether a credit is left out whatever its payer (rule 1). The words of EXCLUDED_TEXT do not leave out a
 * credit the provider categorised as wages, a pension or a benefit (a salary from "ACME LOANS LTD").
 */
function isExcludedCredit(credit: BankTransaction): boolean {
  if (credit.amountPence < MIN_CREDIT_PENCE) return true;
  if (credit.category && EXCLUDED_CATEGORIES.includes(credit.category)) return true;
  if (credit.category && INCOME_CATEGORIES.includes(credit.category)) return false;
  return EXCLUDED_TEXT.test(normaliseWords(credit.description).join(' '));
}

/** The kind a group of credits has: the most common kind among them, a recognised kind before Other. */
function groupKind(credits: readonly BankTransaction[]): IncomeStreamKind {
  const counts = new Map<IncomeStreamKind, number>();
  for (const credit of credits) {
    const kind = classifyKind(credit);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best: IncomeStreamKind = 'Other';
  let bestCount = 0;
  for (const [kind, count] of counts) {
    if (kind !== 'Other' && count > bestCount) {
      best = kind;
      bestCount = count;
    }
  }
  return best;
}

/** Input of {@link analyseIncomeStreams}. */
export type IncomeAnalysisInput = {
  /** Every transaction of the person's shared accounts in the period, in and out. */
  transactions: readonly BankTransaction[];
  /**
   * The period the transactions cover; missing or null days are taken from the first and last transaction.
   */
  period?: { from?: string | null; to?: string | null } | null;
  /** The person's names ("Jane Smith"), so that a transfer from their own account elsewhere is left out. */
  ownNames?: readonly string[];
};

/**
 * Finds a person's regular income streams in their transactions (the rules are in the module's description).
 *
 * @param input the transactions (pence, positive for money in), the period and the person's names
 * @returns the period and its months, the streams (largest monthly amount first) and the seen monthly
 *   income in pence (the counted streams' sum)
 */
export function analyseIncomeStreams(input: IncomeAnalysisInput): IncomeAnalysis {
  const dates = input.transactions.map((t) => t.date).sort();
  const period: IncomePeriod = {
    from: input.period?.from ?? dates[0] ?? '',
    to: input.period?.to ?? dates[dates.length - 1] ?? '',
  };
  const { months, monthOf } = periodMonths(period);
  const empty: IncomeAnalysis = { period, monthsInPeriod: months, streams: [], seenMonthlyPence: 0 };
  if (months === 0) return empty;

  const debitsByAmount = new Map<number, BankTransaction[]>();
  for (const t of input.transactions) {
    if (t.amountPence >= 0) continue;
    const list = debitsByAmount.get(-t.amountPence) ?? [];
    list.push(t);
    debitsByAmount.set(-t.amountPence, list);
  }
  const namePatterns = ownNamePatterns(input.ownNames ?? []);

  const groups = new Map<string, BankTransaction[]>();
  for (const t of input.transactions) {
    if (t.amountPence <= 0 || monthOf(t.date) === null) continue;
    if (isExcludedCredit(t) || isOwnTransfer(t, debitsByAmount, namePatterns)) continue;
    const payer = normalisePayer(t.counterparty?.trim() ? t.counterparty : t.description);
    if (!payer) continue;
    const list = groups.get(payer) ?? [];
    list.push(t);
    groups.set(payer, list);
  }

  const streams: IncomeStream[] = [];
  for (const [payer, credits] of groups) {
    const totals = new Map<number, number>();
    for (const credit of credits) {
      const month = monthOf(credit.date) as number;
      totals.set(month, (totals.get(month) ?? 0) + credit.amountPence);
    }
    const monthsSeen = totals.size;
    if (monthsSeen < MIN_MONTHS_SEEN) continue;
    const indexes = [...totals.keys()];
    const span = Math.max(...indexes) - Math.min(...indexes) + 1;
    if (monthsSeen < MIN_REGULAR_SHARE * span) continue;
    const monthlyMedian = median([...totals.values()]);
    const stableMonths = [...totals.values()].filter(
      (total) => Math.abs(total - monthlyMedian) <= STABLE_AMOUNT_TOLERANCE * monthlyMedian,
    ).length;
    if (stableMonths < MIN_MONTHS_SEEN) continue;

    const sorted = [...credits].sort((a, b) => a.date.localeCompare(b.date));
    const frequency = frequencyOf(sorted.map((credit) => dayjs(credit.date)));
    const perYear = FREQUENCY_PAYMENTS_PER_YEAR[frequency];
    const monthlyPence = Math.round(
      perYear === null ? monthlyMedian : (median(sorted.map((c) => c.amountPence)) * perYear) / 12,
    );
    const kind = groupKind(credits);
    const current = Math.min(...indexes) < CURRENT_WITHIN_MONTHS;
    streams.push({
      payer,
      kind,
      frequency,
      monthlyPence,
      monthsSeen,
      monthsInPeriod: months,
      credits: credits.length,
      lastSeen: (sorted[sorted.length - 1] as BankTransaction).date,
      current,
      counted: current && kind !== 'Other',
    });
  }
  streams.sort((a, b) => b.monthlyPence - a.monthlyPence || a.payer.localeCompare(b.payer));
  const seenMonthlyPence = streams
    .filter((stream) => stream.counted)
    .reduce((sum, stream) => sum + stream.monthlyPence, 0);
  return { period, monthsInPeriod: months, streams, seenMonthlyPence };
}

/** What a person declared, as the comparison uses it. */
export type DeclaredIncome = {
  /** The declared incomes' gross total, pounds a year (benefits included, untaxed). */
  grossAnnualPounds: number;
  /** Their estimated take-home pay a month, pence (HMRC 2025/26, tax.ts). */
  takeHomeMonthlyPence: number;
};

/**
 * The estimated monthly take-home of what a person declared (the bank sees net pay, so this is what is
 * compared). Unlike the budget (affordability.ts), the DECLARED amounts count in full, since the bank sees
 * them in full: an employee's base, additional income and overtime at 100% (also on a zero-hour contract),
 * a contractor's day rate × {@link CONTRACTOR_DAYS_PER_WEEK} × {@link CONTRACTOR_WEEKS_PER_YEAR} even when
 * the contract ends within a month; sole traders, directors and benefits as the budget takes them
 * (getTaxableIncomeParts). Taxed with calculateTakeHomePay (HMRC 2025/26, standard tax code, no pension or
 * student loan).
 *
 * @param incomes the person's counted incomes (application-budget.ts getCountedIncomes or getApplicantIncomes)
 * @param region the person's tax region (getTaxRegion)
 * @returns the gross total in whole pounds a year and the take-home in pence a month; null when nothing was
 *   declared (no income, or all amounts missing or 0)
 */
export function estimateDeclaredTakeHome(
  incomes: readonly IncomeInput[],
  region: TaxRegion,
): DeclaredIncome | null {
  const parts = { employmentIncome: 0, selfEmploymentProfits: 0, dividends: 0, untaxedIncome: 0 };
  const amount = (value: number | null | undefined) =>
    value != null && Number.isFinite(value) && value > 0 ? value : 0;
  for (const income of incomes) {
    if (income.type === 'Employed') {
      parts.employmentIncome +=
        amount(income.baseGrossIncome) + amount(income.additionalGrossIncome) + amount(income.overtime);
    } else if (income.type === 'ProfessionalContractor') {
      parts.employmentIncome +=
        amount(income.contractorCurrentDayRate) * CONTRACTOR_DAYS_PER_WEEK * CONTRACTOR_WEEKS_PER_YEAR;
    } else {
      const taxed = getTaxableIncomeParts(income);
      parts.employmentIncome += taxed.employmentIncome;
      parts.selfEmploymentProfits += taxed.selfEmploymentProfits;
      parts.dividends += taxed.dividends;
      parts.untaxedIncome += taxed.untaxedIncome;
    }
  }
  const takeHome = calculateTakeHomePay({ ...parts, region });
  if (takeHome.grossIncome <= 0) return null;
  return {
    grossAnnualPounds: Math.round(takeHome.grossIncome),
    takeHomeMonthlyPence: Math.round(takeHome.netMonthly * 100),
  };
}

/** Why a person's verified income is flagged. */
export type IncomeDiscrepancy = 'BelowDeclared' | 'NoRegularIncome';

/** The result of {@link compareWithDeclared}. */
export type IncomeComparison = {
  declared: DeclaredIncome | null;
  seenMonthlyPence: number;
  /** Null when nothing is flagged. */
  discrepancy: IncomeDiscrepancy | null;
  /** The flag's reason for operators; null when nothing is flagged. */
  reason: string | null;
  /** The one-line summary for operators ({@link describeVerifiedIncome}). */
  sentence: string;
};

/**
 * Whether the seen income is below the declared take-home by MORE than {@link DISCREPANCY_THRESHOLD}
 * (exactly 10% below is not flagged). Whole-pence arithmetic, so the edge is exact.
 *
 * @param seenPence seen monthly income, pence
 * @param declaredPence declared estimated take-home a month, pence
 */
export function isBelowDeclared(seenPence: number, declaredPence: number): boolean {
  if (declaredPence <= 0) return false;
  // (declared − seen) / declared > 10%  ⇔  (declared − seen) × 10 > declared, with 10 = 1 / threshold.
  return (declaredPence - seenPence) * Math.round(1 / DISCREPANCY_THRESHOLD) > declaredPence;
}

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

/**
 * Compares the seen income with the declared one: flags NoRegularIncome when no counted stream is seen, and
 * BelowDeclared when the seen monthly income is below the declared take-home by more than
 * {@link DISCREPANCY_THRESHOLD} ({@link isBelowDeclared}); seen above declared is never flagged; nothing is
 * flagged before a whole month of transactions is read (monthsInPeriod 0: nothing to compare).
 *
 * @param declared the declared income ({@link estimateDeclaredTakeHome}), or null when none was declared
 * @param analysis the streams ({@link analyseIncomeStreams})
 * @returns the flag, its reason and the operator's sentence
 */
export function compareWithDeclared(
  declared: DeclaredIncome | null,
  analysis: IncomeAnalysis,
): IncomeComparison {
  const seen = analysis.seenMonthlyPence;
  const sentence = describeVerifiedIncome(declared, analysis);
  const base = { declared, seenMonthlyPence: seen, sentence };
  // Nothing read yet (or less than a month): nothing to compare, so nothing is flagged.
  if (analysis.monthsInPeriod === 0) return { ...base, discrepancy: null, reason: null };
  if (!analysis.streams.some((stream) => stream.counted)) {
    return {
      ...base,
      discrepancy: 'NoRegularIncome',
      reason: `No regular salary, benefit, pension or self-employed income was seen in ${analysis.monthsInPeriod} months of transactions.`,
    };
  }
  if (declared && isBelowDeclared(seen, declared.takeHomeMonthlyPence)) {
    const percent = Math.round(
      ((declared.takeHomeMonthlyPence - seen) / declared.takeHomeMonthlyPence) * 100,
    );
    return {
      ...base,
      discrepancy: 'BelowDeclared',
      reason: `Seen ${pounds(seen)} a month is ${percent}% below the estimated take-home of ${pounds(
        declared.takeHomeMonthlyPence,
      )} (more than ${Math.round(DISCREPANCY_THRESHOLD * 100)}% below is flagged).`,
    };
  }
  return { ...base, discrepancy: null, reason: null };
}
