/**
 * What keeps a budget under £50,000, and which page changes it (spec §4 step 8 "If budget is under 50000,
 * show a cannot-provide-budget message"; domain-research §7 "Show the binding constraint").
 *
 * The affordability model's budget is the lowest of three caps (affordability.ts, ARCHITECTURE.md §4 step
 * 5): the income cap (40% of gross monthly income less monthly commitments, over the plan cost), the
 * exit-mortgage cap (5 × income) and the deposit cap (deposit ÷ 2%). Each factor the applicant can change is
 * read from those intermediate figures:
 * - `Deposit`: the deposit cap is under £50,000, i.e. the deposit is under £1,000;
 * - `Income`: the exit-mortgage cap is under £50,000 (income under £10,000), or the income cap would be under
 *   £50,000 even with no commitments at all;
 * - `Commitments`: the income cap is under £50,000, but would reach it without the monthly commitments (cards,
 *   loans and other payments, dependants).
 * Several can apply at once; each alone keeps the budget under £50,000, so each needs changing.
 */
import type { AffordabilityResult } from './affordability';
import { INCOME_SHARE_CAP } from './affordability';
import { APPLICATION_PAGE_PATHS, APPLICATION_STEP_PATHS } from './application-progress';
import { DEPOSIT_RATE, MIN_BUDGET, MIN_DEPOSIT } from './constants';
import { describeNoDeposit } from './deposit-advice';
import { formatGBP, roundToPence } from './money';

/** The factors that can keep a budget under £50,000, as identifiers (constants.ts convention). */
export const BUDGET_LIMIT_FACTORS = ['Income', 'Commitments', 'Deposit'] as const;
/** One of {@link BUDGET_LIMIT_FACTORS}. */
export type BudgetLimitFactor = (typeof BUDGET_LIMIT_FACTORS)[number];

/** Each factor in words, for the applicant. */
export const BUDGET_LIMIT_LABELS: Record<BudgetLimitFactor, string> = {
  Income: 'Your income',
  Commitments: 'Your monthly commitments',
  Deposit: 'Your deposit',
};

/** One factor that keeps the budget under £50,000. */
export type BudgetLimit = {
  factor: BudgetLimitFactor;
  /**
   * The highest budget this factor alone allows, whole pounds rounded down to £1,000 (the budget's rounding):
   * for the deposit its cap, for income the lower of the income-only cap and the exit-mortgage cap, for
   * commitments the income cap with them.
   */
  cap: number;
  /** The application page that changes it. */
  path: string;
};

/** The application's figures the rule reads (every {@link AffordabilityResult} has them). */
export type BudgetLimitInput = Pick<
  AffordabilityResult,
  | 'budget'
  | 'grossMonthlyIncome'
  | 'monthlyCommitmentsTotal'
  | 'cardRepayment'
  | 'dependantAllowance'
  | 'planCostPerPoundPerMonth'
  | 'incomeCap'
  | 'exitMortgageCap'
  | 'depositCap'
>;

const floorToThousand = (value: number) => Math.max(0, Math.floor(value / 1000) * 1000);

/**
 * The page where the largest part of the monthly commitments is entered: Cards (3% of the card balance),
 * Dependants (the dependant allowance) or Monthly commitments (loans, other commitments and expenses). On a
 * tie, Monthly commitments, then Cards.
 *
 * @param result the model's figures, pounds a month
 * @returns the page's path
 */
export function getCommitmentsPath(
  result: Pick<BudgetLimitInput, 'monthlyCommitmentsTotal' | 'cardRepayment' | 'dependantAllowance'>,
): string {
  const payments = roundToPence(
    result.monthlyCommitmentsTotal - result.cardRepayment - result.dependantAllowance,
  );
  const parts: Array<[string, number]> = [
    [APPLICATION_PAGE_PATHS['monthly-commitments'], payments],
    [APPLICATION_PAGE_PATHS.cards, result.cardRepayment],
    [APPLICATION_PAGE_PATHS.dependants, result.dependantAllowance],
  ];
  return parts.reduce((largest, part) => (part[1] > largest[1] ? part : largest))[0];
}

/**
 * The factors that keep the budget under £50,000 (see the module's comment for the rule), with the most
 * limiting (lowest cap) first.
 *
 * Worked examples (national yield 5.8%, so the plan costs 0.5667p a month per pound of price):
 * - employed £40,000, deposit £500: deposit cap £25,000 → [Deposit £25,000];
 * - employed £8,000, deposit £20,000: exit-mortgage cap £40,000 → [Income £40,000];
 * - employed £20,000, £400 a month of loans, deposit £20,000: income cap (666.67 − 400) / 0.005667 =
 *   £47,058.82, without the loans £117,647.06 → [Commitments £47,000].
 *
 * @param result the affordability model's figures
 * @returns an empty list when the budget is £50,000 or more
 */
export function getBudgetLimits(result: BudgetLimitInput): BudgetLimit[] {
  if (result.budget >= MIN_BUDGET) return [];
  const limits: BudgetLimit[] = [];
  const incomeOnlyCap =
    result.planCostPerPoundPerMonth > 0
      ? (INCOME_SHARE_CAP * result.grossMonthlyIncome) / result.planCostPerPoundPerMonth
      : 0;
  const incomeLimit = Math.min(incomeOnlyCap, result.exitMortgageCap);
  if (incomeLimit < MIN_BUDGET) {
    limits.push({
      factor: 'Income',
      cap: floorToThousand(incomeLimit),
      path: APPLICATION_STEP_PATHS.income,
    });
  } else if (result.incomeCap < MIN_BUDGET) {
    limits.push({
      factor: 'Commitments',
      cap: floorToThousand(result.incomeCap),
      path: getCommitmentsPath(result),
    });
  }
  if (result.depositCap !== null && result.depositCap < MIN_BUDGET) {
    limits.push({
      factor: 'Deposit',
      cap: floorToThousand(result.depositCap),
      path: APPLICATION_PAGE_PATHS.deposit,
    });
  }
  return limits.sort((a, b) => a.cap - b.cap);
}

/** What the applicant reads about one limit: the figure and what changes it. */
export type BudgetLimitMessage = { text: string; linkText: string };

/**
 * One limit in words, with its figures, for the cannot-provide-budget message (British English):
 * - Deposit: "Your deposit of £500 covers a home of up to £25,000, as the deposit is 2% of the price. A
 *   budget of £50,000 needs a deposit of at least £1,000."; for a deposit of £0, what that means and what to
 *   save (deposit-advice.ts describeNoDeposit)
 * - Income: "Your income supports a home of up to £40,000."
 * - Commitments: "Your monthly commitments of £400 bring it down to £47,000."
 * with the link text naming the page that changes it.
 *
 * @param limit one of getBudgetLimits' limits
 * @param result the model's figures (the deposit is read back from its cap, the commitments' monthly total)
 */
export function describeBudgetLimit(
  limit: BudgetLimit,
  result: Pick<BudgetLimitInput, 'depositCap' | 'monthlyCommitmentsTotal'>,
): BudgetLimitMessage {
  switch (limit.factor) {
    case 'Deposit':
      // A deposit of £0: say what it means and what to save, not "£0 covers a home of up to £0".
      if (!result.depositCap) {
        const advice = describeNoDeposit();
        return { text: `${advice.meaning} ${advice.action}`, linkText: 'Change your deposit' };
      }
      return {
        text:
          `Your deposit of ${formatGBP(roundToPence((result.depositCap ?? 0) * DEPOSIT_RATE))} covers a home of ` +
          `up to ${formatGBP(limit.cap)}, as the deposit is ${DEPOSIT_RATE * 100}% of the price. A budget of ` +
          `${formatGBP(MIN_BUDGET)} needs a deposit of at least ${formatGBP(MIN_DEPOSIT)}.`,
        linkText: 'Change your deposit',
      };
    case 'Income':
      return {
        text: `Your income supports a home of up to ${formatGBP(limit.cap)}.`,
        linkText: 'Check your income',
      };
    case 'Commitments':
      return {
        text: `Your monthly commitments of ${formatGBP(result.monthlyCommitmentsTotal)} bring it down to ${formatGBP(limit.cap)}.`,
        linkText: 'Check your commitments',
      };
  }
}
