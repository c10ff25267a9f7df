/**
 * "When can I buy the rest?" (mortgage readiness): year by year from today, the equity the customer will hold on
 * their plan, the mortgage then needed to buy the rest at today's value, its loan-to-value, and the income a lender
 * would want for it, and the first year both look within reach. Pure: no I/O, no clock. Pounds for incomes and
 * prices, pence for what the ledger holds.
 *
 * The rules (domain-research §2.2 and §3; decision 072):
 * - A lender lends up to {@link LENDER_INCOME_MULTIPLE} times gross annual income (UK lenders typically 4 to 4.5
 *   times; the Bank of England's flow limit keeps loans at 4.5 times or more to 15% of a lender's new lending).
 * - A mortgage at or under {@link READY_LOAN_TO_VALUE_PERCENT}% of the value (a 10% deposit: the plan's 2% and its
 *   8% of equity contributions) is within the common range of first-time buyers' mortgages.
 * - The value is today's (the agreed price until the home is revalued): like the plan's schedule (plan.ts
 *   getPlanSchedule), this does not guess at house prices or wages.
 * - Lenders count debt repayments against income (domain-research §2.2, "income − committed spending"): a year of
 *   the loan repayments and of the card balances' notional 3% a month (affordability.ts
 *   CARD_BALANCE_MONTHLY_RATE, the budget's own rule) is added to the income the mortgage needs (decision 077).
 */
import { getCardMonthlyRepayment } from './affordability';
import { formatGBP } from './money';

/** The multiple of gross annual income a lender lends at, for this tracker (domain-research §2.2). */
export const LENDER_INCOME_MULTIPLE = 4.5;

/** The loan-to-value, percent, at or under which the tracker counts the deposit as enough (a 10% deposit). */
export const READY_LOAN_TO_VALUE_PERCENT = 90;

/** How many years ahead the tracker looks: the plan's longest term. */
export const READINESS_YEARS = 8;

/** What the tracker is worked out from. */
export type ReadinessInput = {
  /** The home's value today, whole pounds (the agreed price until revalued). */
  valuePounds: number;
  /** The equity the customer holds today (deposit and equity contributions held), pence. */
  equityOwnedPence: number;
  /** Their monthly equity contribution, pence. */
  monthlyEquityPence: number;
  /** The household's gross annual income, pounds (the applicant's, and a co-applicant's on a joint plan). */
  annualIncomePounds: number;
  /** What is owed on credit and store cards, pounds (0 when missing). */
  cardBalancePounds?: number;
  /** Loan and finance repayments, pounds a month (0 when missing). */
  monthlyLoansPounds?: number;
};

/**
 * The household's debt repayments as a lender counts them against income, whole pounds a year (rounded up): 12
 * months of the loan repayments and of the card balances' notional monthly repayment.
 * @param input the card balances (pounds) and loan repayments (pounds a month); missing counts as 0
 * @returns pounds a year
 */
export function annualDebtRepaymentsPounds(
  input: Pick<ReadinessInput, 'cardBalancePounds' | 'monthlyLoansPounds'>,
) {
  return Math.ceil(12 * (getCardMonthlyRepayment(input.cardBalancePounds) + (input.monthlyLoansPounds ?? 0)));
}

/** One year of the tracker: year 0 is today. */
export type ReadinessYear = {
  year: number;
  /** The equity held then, pence. */
  equityPence: number;
  /** The mortgage then needed to buy the rest at today's value, pence (0 when the equity covers the value). */
  mortgageNeededPence: number;
  /** That mortgage as a share of the value, percent to one decimal. */
  loanToValuePercent: number;
  /**
   * The gross annual income a lender would want for it, whole pounds (rounded up): the mortgage over the income
   * multiple, plus a year of debt repayments ({@link annualDebtRepaymentsPounds}).
   */
  incomeNeededPounds: number;
  /** Whether the deposit is enough (loan-to-value at or under the ready level) and the income is enough. */
  ready: boolean;
};

/** The tracker's answer. */
export type Readiness = {
  years: ReadinessYear[];
  /** The first year (0: now) that looks ready, or null when none within {@link READINESS_YEARS}. */
  readyInYears: number | null;
  /** What would bring the date closer, in words (empty when ready now). */
  ways: string[];
};

/** A year of the tracker. */
function yearOf(input: ReadinessInput, year: number): ReadinessYear {
  const valuePence = input.valuePounds * 100;
  const equityPence = Math.min(valuePence, input.equityOwnedPence + input.monthlyEquityPence * 12 * year);
  const mortgageNeededPence = valuePence - equityPence;
  const loanToValuePercent = Math.round((mortgageNeededPence / valuePence) * 1000) / 10;
  const incomeNeededPounds =
    Math.ceil(mortgageNeededPence / 100 / LENDER_INCOME_MULTIPLE) + annualDebtRepaymentsPounds(input);
  return {
    year,
    equityPence,
    mortgageNeededPence,
    loanToValuePercent,
    incomeNeededPounds,
    ready:
      loanToValuePercent <= READY_LOAN_TO_VALUE_PERCENT && input.annualIncomePounds >= incomeNeededPounds,
  };
}

/**
 * The tracker's years: each from today (year 0) to {@link READINESS_YEARS}.
 * @param input as {@link mortgageReadiness}
 */
export function readinessYears(input: ReadinessInput): ReadinessYear[] {
  return Array.from({ length: READINESS_YEARS + 1 }, (_, year) => yearOf(input, year));
}

/**
 * The first year that looks ready, with `extraMonthlyPence` more equity a month.
 * @param input as {@link mortgageReadiness}
 * @param extraMonthlyPence an extra contribution a month, pence (0 for the plan as it is)
 * @returns the year (0: now), or null when none within {@link READINESS_YEARS}
 */
export function firstReadyYear(input: ReadinessInput, extraMonthlyPence = 0): number | null {
  const years = readinessYears({
    ...input,
    monthlyEquityPence: input.monthlyEquityPence + extraMonthlyPence,
  });
  return years.find((row) => row.ready)?.year ?? null;
}

/**
 * The tracker: each year from today to {@link READINESS_YEARS}, the first ready year, and what would help.
 *
 * Worked example (decision 072): a £200,000 home, £4,333.34 of equity held (the 2% deposit and two months of
 * £166.67), £166.67 a month, a household income of £40,000. In year 0 the mortgage needed is £195,666.66 (97.8%
 * loan-to-value) and a lender would want £43,482 a year. The equity reaches 10% (£20,000) in year 8 (£4,333.34 +
 * 96 × £166.67 = £20,333.66), when the mortgage of £179,666.34 needs £39,926 of income: ready in year 8.
 *
 * @param input the value (pounds), equity held and monthly contribution (pence), and the household income (pounds)
 * @returns the years, the first ready one and the ways to bring it closer
 * @throws RangeError when the value is not above £0, or an amount is negative or not finite
 */
export function mortgageReadiness(input: ReadinessInput): Readiness {
  if (!Number.isFinite(input.valuePounds) || input.valuePounds <= 0) {
    throw new RangeError(`The home's value must be more than £0, got ${input.valuePounds}`);
  }
  for (const [what, value] of [
    ['The equity held', input.equityOwnedPence],
    ['The monthly equity contribution', input.monthlyEquityPence],
    ['The income', input.annualIncomePounds],
    ['The card balances', input.cardBalancePounds ?? 0],
    ['The loan repayments', input.monthlyLoansPounds ?? 0],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be 0 or more, got ${value}`);
  }
  const years = readinessYears(input);
  const readyInYears = firstReadyYear(input);
  return { years, readyInYears, ways: readyInYears === 0 ? [] : waysCloser(input, years, readyInYears) };
}

/** "Year N", or "now" for year 0. */
const yearWords = (year: number) => (year === 0 ? 'now' : `year ${year}`);

/** What would bring the first ready year closer, in words (for a tracker not ready now). */
function waysCloser(input: ReadinessInput, years: ReadinessYear[], readyInYears: number | null): string[] {
  const ways: string[] = [];
  const sooner = (year: number | null) => year !== null && (readyInYears === null || year < readyInYears);
  const extra = firstReadyYear(input, 100_00);
  if (sooner(extra)) {
    ways.push(
      `Each extra ${formatGBP(100)} a month of equity would bring it to ${yearWords(extra ?? 0)}. A regular ` +
        'extra contribution is not in the app yet; buying more equity from £50 at a time is.',
    );
  }
  const debts = annualDebtRepaymentsPounds(input);
  const debtFree = firstReadyYear({ ...input, cardBalancePounds: 0, monthlyLoansPounds: 0 });
  const clearingHelps = debts > 0 && sooner(debtFree);
  if (clearingHelps) {
    ways.push(
      `Clearing your card balances and loans would bring it to ${yearWords(debtFree ?? 0)}: lenders count ` +
        `their repayments (${formatGBP(debts)} a year) against your income.`,
    );
  }
  const shortfall = years.find((row) => row.loanToValuePercent <= READY_LOAN_TO_VALUE_PERCENT);
  if (shortfall && input.annualIncomePounds < shortfall.incomeNeededPounds) {
    ways.push(
      `In year ${shortfall.year} a lender lending ${LENDER_INCOME_MULTIPLE} times income would want ` +
        `${formatGBP(shortfall.incomeNeededPounds)} a year; a higher income, or a co-applicant's, would close the gap.`,
    );
  }
  if (!clearingHelps) {
    ways.push(
      'Clearing card balances and loans before you apply helps: lenders count the repayments against your income.',
    );
  }
  return ways;
}
