/**
 * "When can I buy the rest?" (mortgage readiness): year by year from today, the equity the customer will hold on
 * their plan, the mortgage then needed to buy the rest at today's value, its loan-to-value, what it would cost a
 * month at a stressed rate, and the income a lender would want for it, and the first year all look within reach.
 * Pure: no I/O, no clock. Pounds for incomes and prices, pence for what the ledger holds.
 *
 * The rules (domain-research §2.2 and §3; decisions 072 and 077):
 * - A lender lends up to {@link LENDER_INCOME_MULTIPLE} times gross annual income (UK lenders typically 4 to 4.5
 *   times; the Bank of England's flow limit keeps loans at 4.5 times or more to 15% of a lender's new lending).
 * - A lender also tests the payment at a stressed rate (mortgage-stress.ts: 8.5% over 25 years). The tracker shows
 *   that payment and its share of the gross monthly income left after committed spending, beside a common rule of
 *   thumb (at most 35%), but does not decide on it: what share a lender accepts is its own affordability model,
 *   published by none, and a 35% limit at 8.5% would allow about 3.6 times income where lenders lend 4.5.
 * - A mortgage at or under {@link READY_LOAN_TO_VALUE_PERCENT}% of the value (a 10% deposit: the plan's 2% and its
 *   8% of equity contributions) is within the common range of first-time buyers' mortgages.
 * - The value is today's (the agreed price until the home is revalued): like the plan's schedule (plan.ts
 *   getPlanSchedule), this does not guess at house prices or wages.
 * - Lenders count committed spending against income (domain-research §2.2, "income − committed spending (loan
 *   payments, card minimums, car finance, student loan, childcare, school fees, maintenance …)"): the loan
 *   repayments, the card balances' notional 3% a month (affordability.ts CARD_BALANCE_MONTHLY_RATE, the budget's own
 *   rule), childcare, maintenance paid and other regular commitments. A year of them is added to the income the
 *   multiple needs (decision 077), and they are taken off the income before the stressed payment's share is worked
 *   out (decision 077).
 * - Student loan repayments are taken from pay by the employer (9% above the plan's threshold, domain-research
 *   §2.5), and lenders count them as committed spending (§2.2): the customer gives them, from their payslip, as
 *   other regular commitments.
 * - On a joint plan the household income is the applicant's and the co-applicant's added together (each person's
 *   own figure, domain-research §2.5 "compute each person separately … then add up household gross").
 */
import { stressedMonthlyPaymentPence, stressedSharePercent } from './mortgage-stress';
import {
  annualCommittedSpendingPounds,
  LENDER_INCOME_MULTIPLE,
  monthlyCommittedSpendingPounds,
  READINESS_YEARS,
  READY_LOAN_TO_VALUE_PERCENT,
  type Readiness,
  type ReadinessInput,
  type ReadinessYear,
} from './readiness-basis';
import { waysCloser } from './readiness-ways';

export * from './readiness-basis';

/** A year of the tracker. */
function yearOf(input: ReadinessInput, year: number): ReadinessYear {
  const valuePence = input.valuePounds * 100;
  const equityPence = Math.min(valuePence, input.equityOwnedPence + input.monthlyEquityPence * 12 * year);
  const mortgageNeededPence = valuePence - equityPence;
  const loanToValuePercent = Math.round((mortgageNeededPence / valuePence) * 1000) / 10;
  const commitments = monthlyCommittedSpendingPounds(input);
  const incomeNeededPounds =
    Math.ceil(mortgageNeededPence / 100 / LENDER_INCOME_MULTIPLE) + annualCommittedSpendingPounds(input);
  const stressedMonthlyPence = stressedMonthlyPaymentPence(mortgageNeededPence);
  return {
    year,
    equityPence,
    mortgageNeededPence,
    loanToValuePercent,
    stressedMonthlyPence,
    stressedSharePercent: stressedSharePercent(stressedMonthlyPence, input.annualIncomePounds, commitments),
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
 * The year whose stressed payment the page shows: the first ready year, else the first year the deposit is
 * enough, else the last year.
 * @param readiness the tracker
 * @returns that year's row
 */
export function stressShownYear(
  readiness: Pick<Readiness, 'years' | 'readyInYears'>,
): ReadinessYear | undefined {
  const { years } = readiness;
  return (
    years.find((row) => row.year === readiness.readyInYears) ??
    years.find((row) => row.loanToValuePercent <= READY_LOAN_TO_VALUE_PERCENT) ??
    years[years.length - 1]
  );
}

/**
 * The tracker: each year from today to {@link READINESS_YEARS}, the first ready year, and what would help.
 *
 * Worked example (decisions 072 and 077): a £200,000 home, £4,333.34 of equity held (the 2% deposit and two months
 * of £166.67), £166.67 a month. The equity reaches 10% (£20,000) in year 8 (£4,333.34 + 96 × £166.67 =
 * £20,333.66), when the mortgage of £179,666.34 needs £39,926 of income at 4.5 times: on £40,000 a year year 8 is
 * ready. At 8.5% over 25 years that mortgage would cost £1,446.72 a month, 43.4% of £40,000's gross monthly income
 * (shown, beside the 35% rule of thumb, not decided on).
 *
 * @param input the value (pounds), equity held and monthly contribution (pence), the household income (pounds a
 *   year) and its committed spending
 * @returns the years, the first ready one and the ways to bring it closer
 * @throws RangeError when the value is not above £0, an amount is negative or not finite, or the co-applicant's
 *   income is more than the household's
 */
export function mortgageReadiness(input: ReadinessInput): Readiness {
  if (!Number.isFinite(input.valuePounds) || input.valuePounds <= 0) {
    throw new RangeError(`The home's value must be more than £0, got ${input.valuePounds}`);
  }
  for (const [what, value] of [
    ['The equity held', input.equityOwnedPence],
    ['The monthly equity contribution', input.monthlyEquityPence],
    ['The income', input.annualIncomePounds],
    ["The co-applicant's income", input.coApplicantIncomePounds ?? 0],
    ['The card balances', input.cardBalancePounds ?? 0],
    ['The loan repayments', input.monthlyLoansPounds ?? 0],
    ['The childcare', input.monthlyChildcarePounds ?? 0],
    ['The maintenance', input.monthlyMaintenancePounds ?? 0],
    ['The other commitments', input.monthlyOtherCommitmentsPounds ?? 0],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be 0 or more, got ${value}`);
  }
  if ((input.coApplicantIncomePounds ?? 0) > input.annualIncomePounds) {
    throw new RangeError("The co-applicant's income cannot be more than the household's");
  }
  const years = readinessYears(input);
  const readyInYears = firstReadyYear(input);
  return {
    years,
    readyInYears,
    ways: readyInYears === 0 ? [] : waysCloser(input, years, readyInYears, firstReadyYear),
  };
}
