/**
 * Verified income (decision 055): from the transactions a person shared through open banking, the REGULAR
 * income streams (salary, benefits, pension, self-employed payouts), and how they compare with the income the
 * person declared. Pure: no I/O; the server reads the rows (services/verified-income.ts) and the console
 * shows the result.
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
 *
 * This file holds the entry points, the comparison and the thresholds of rules 3 and 5; the rest is split
 * (files under 300 lines): the types in verified-income-types.ts; rules 1, 2 and the kind of rule 4 in
 * verified-income-payers.ts; the months and frequencies of rules 3 and 4 in verified-income-streams.ts; the
 * operators' sentence and the console's formatting in verified-income-text.ts.
 */
import dayjs from 'dayjs';
import {
  CONTRACTOR_DAYS_PER_WEEK,
  CONTRACTOR_WEEKS_PER_YEAR,
  getTaxableIncomeParts,
  type IncomeInput,
} from './affordability';
import { calculateTakeHomePay, type TaxRegion } from './tax';
import {
  groupKind,
  isExcludedCredit,
  isOwnTransfer,
  normalisePayer,
  ownNamePatterns,
} from './verified-income-payers';
import { FREQUENCY_PAYMENTS_PER_YEAR, frequencyOf, median, periodMonths } from './verified-income-streams';
import { describeVerifiedIncome, formatPenceAsPounds } from './verified-income-text';
import type {
  BankTransaction,
  DeclaredIncome,
  IncomeAnalysis,
  IncomeAnalysisInput,
  IncomeComparison,
  IncomePeriod,
  IncomeStream,
} from './verified-income-types';

const pounds = formatPenceAsPounds;

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
