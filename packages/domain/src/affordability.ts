/**
 * The affordability model: how big a budget (home price) an application can be given.
 * Implements ARCHITECTURE.md §4 "Affordability (the budget)" steps 1–6 exactly, with the lender conventions
 * of domain-research §2.3–2.4 and the tax rules of tax.ts. Money is in pounds; every intermediate figure
 * is returned so that the pipeline can show it.
 *
 * In short: budget = the lowest of
 *   (a) the price whose plan cost (rent + equity = price × (yield + 1%) / 12 a month) equals 40% of the
 *       household's gross monthly income less its monthly commitments,
 *   (b) 5 × the household's assessable income (exit-mortgage cap), and
 *   (c) the deposit / 2% (deposit cap),
 * rounded down to £1,000; the rent budget is the budget × yield / 12, rounded down to £5.
 */
import {
  getAssessableIncome,
  getTaxableIncomeParts,
  given,
  type IncomeInput,
  positive,
} from './affordability-income';
import { DEPOSIT_RATE, MIN_BUDGET } from './constants';
import { roundDownTo, roundToPence } from './money';
import { NATIONAL_GROSS_YIELD_PERCENT } from './regions';
import { calculateTakeHomePay, type TaxRegion } from './tax';

// What each income counts for (steps 1 and 2) lives in affordability-income.ts; it is part of this module too.
export {
  CONTRACTOR_DAYS_PER_WEEK,
  CONTRACTOR_WEEKS_PER_YEAR,
  getAssessableIncome,
  getTaxableIncomeParts,
  type IncomeInput,
  type IncomeRecord,
  isContractEnding,
  isIncomeType,
  OVERTIME_SHARE,
  toIncomeInput,
  ZERO_HOUR_PAY_SHARE,
} from './affordability-income';

/**
 * The monthly allowance deducted for each dependant (ARCHITECTURE.md §4 step 3), pounds a month:
 * `adultMonthly` is the Universal Credit standard allowance for a single claimant aged 25 or over,
 * £400.14; `childMonthly` is the Universal Credit child element for a second or subsequent child (or a
 * first child born on or after 6 April 2017), £292.81. Source: DWP, "Benefit and pension rates 2025 to
 * 2026", https://www.gov.uk/government/publications/benefit-and-pension-rates-2025-to-2026
 */
export const DEPENDANT_ALLOWANCES = { adultMonthly: 400.14, childMonthly: 292.81 } as const;

/**
 * The notional monthly repayment on credit-card balances: 3% of the balance (ARCHITECTURE.md §4 step 3;
 * domain-research §2.4: lenders use a notional 2–5%).
 */
export const CARD_BALANCE_MONTHLY_RATE = 0.03;

/**
 * What a card balance counts as a month in the budget: 3% of it ({@link CARD_BALANCE_MONTHLY_RATE}), to the
 * penny.
 * @param cardBalance pounds owed; missing or negative counts as nothing
 * @returns pounds a month
 */
export function getCardMonthlyRepayment(cardBalance: number | null | undefined): number {
  return roundToPence(positive(cardBalance) * CARD_BALANCE_MONTHLY_RATE);
}

/**
 * The most of the household's gross monthly income the plan (rent + equity) plus commitments may take: 40%
 * (ARCHITECTURE.md §4 step 5a; domain-research §2.1: the letting-agent rule income ≥ 30 × rent ⇔ 40%).
 */
export const INCOME_SHARE_CAP = 0.4;

/**
 * The exit-mortgage cap as a multiple of household assessable income: 5 (ARCHITECTURE.md §4 step 5b: "a
 * 4.5x mortgage on 90% of the price after 8 years"; domain-research §2.7).
 */
export const EXIT_INCOME_MULTIPLE = 5;

/** The budget is rounded down to this many pounds (ARCHITECTURE.md §4 step 5 "Rounded down to GBP 1,000"). */
export const BUDGET_ROUNDING = 1000;

/** The rent budget is rounded down to this many pounds (ARCHITECTURE.md §4 step 6 "rounded down to GBP 5"). */
export const RENT_BUDGET_ROUNDING = 5;

/** Everything the budget is worked out from. Money in pounds. */
export type AffordabilityInput = {
  /** The applicant and, for a joint application, the co-applicant; `taxRegion` defaults to `'rUK'`. */
  applicants: ReadonlyArray<{ incomes: readonly IncomeInput[]; taxRegion?: TaxRegion }>;
  /** Monthly loan repayments. */
  monthlyLoans?: number;
  /** Total credit-card balance (3% of it counts as a monthly repayment). */
  cardBalance?: number;
  /** Other monthly commitments. */
  monthlyCommitments?: number;
  /** Monthly expenses the applicant declared. */
  monthlyExpenses?: number;
  /** Number of adult dependants. */
  adultDependants?: number;
  /** Number of child dependants. */
  childDependants?: number;
  /** The deposit; `null` or missing means not given yet, and then there is no deposit cap. */
  deposit?: number | null;
  /** Gross rental yield in percent; defaults to {@link NATIONAL_GROSS_YIELD_PERCENT}. */
  grossYieldPercent?: number;
};

/** The result of {@link calculateAffordability}; see there for each figure. */
export type AffordabilityResult = {
  people: Array<{ assessableIncome: number; takeHome: ReturnType<typeof calculateTakeHomePay> }>;
  householdAssessableIncome: number;
  grossMonthlyIncome: number;
  netMonthlyIncome: number;
  dependantAllowance: number;
  cardRepayment: number;
  monthlyCommitmentsTotal: number;
  grossYieldPercent: number;
  planCostPerPoundPerMonth: number;
  incomeCap: number;
  exitMortgageCap: number;
  depositCap: number | null;
  bindingConstraint: 'income' | 'exitMortgage' | 'deposit';
  budget: number;
  rentBudget: number;
  canProvideBudget: boolean;
};

/**
 * Whether an applicant can be given a budget: it must be at least £50,000 (spec §4 step 8 "If budget is
 * under 50000, show a cannot-provide-budget message"; spec §5 "Budget must be at least 50000 to proceed").
 *
 * @param budget pounds
 * @returns true for 50,000 and above; false below or for a non-finite value
 */
export function canProvideBudget(budget: number): boolean {
  return Number.isFinite(budget) && budget >= MIN_BUDGET;
}

/**
 * The deposit cap: the highest price a deposit covers, as the deposit is 2% of the price (ARCHITECTURE.md §4
 * step 5c "the deposit cap: deposit / 2%"; spec §9 "Deposit is 2% of price").
 *
 * @param deposit pounds; a negative deposit counts as 0
 * @returns pounds, to the penny (e.g. £20,000 → 1,000,000); null when the deposit is not given (then there is
 *   no deposit cap)
 */
export function getDepositCap(deposit: number | null | undefined): number | null {
  if (deposit == null || !Number.isFinite(deposit)) return null;
  return roundToPence(Math.max(0, deposit) / DEPOSIT_RATE);
}

/** A whole, non-negative count (dependants). */
function count(value: number | undefined): number {
  return Math.max(0, Math.floor(given(value)));
}

/**
 * Works out an application's budget and rent budget (ARCHITECTURE.md §4 "Affordability (the budget)"):
 *
 * 1. Assessable gross income per person ({@link getAssessableIncome}), summed for the household.
 * 2. Net income per person: 2025/26 income tax (Scottish bands for `taxRegion: 'Scotland'`), NI and
 *    dividend tax ({@link calculateTakeHomePay}, parts from {@link getTaxableIncomeParts}).
 * 3. Monthly commitments = loans + 3% of card balances + other commitments + expenses + a dependant
 *    allowance ({@link DEPENDANT_ALLOWANCES} per adult and per child).
 * 4. Plan cost per pound of price per month = (gross yield + 1%) / 12.
 * 5. Budget = the lowest of (a) incomeCap = max(0, 40% × gross monthly income − commitments) / plan cost,
 *    (b) exitMortgageCap = 5 × household assessable income, (c) depositCap = deposit / 2% (none when the
 *    deposit is not given), rounded down to £1,000 and never negative. `bindingConstraint` names the lowest
 *    cap; on a tie the first of income, exitMortgage, deposit is named (decided here).
 * 6. Rent budget = budget × gross yield / 12, rounded down to £5.
 *
 * Worked check (ARCHITECTURE.md §4): one employed earner on £40,000, no commitments, deposit £20,000,
 * yield 5.8% → incomeCap 235,294.12, exitMortgageCap 200,000, depositCap 1,000,000, budget 200,000,
 * rentBudget 965, binding exitMortgage.
 *
 * @param input incomes per applicant, commitments, dependants, deposit and yield (pounds; counts whole)
 * @returns every intermediate figure, pounds rounded to pence; `budget` and `rentBudget` in whole pounds;
 *   `canProvideBudget` when the budget is at least £50,000
 */
export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const yieldPercent =
    input.grossYieldPercent != null &&
    Number.isFinite(input.grossYieldPercent) &&
    input.grossYieldPercent >= 0
      ? input.grossYieldPercent
      : NATIONAL_GROSS_YIELD_PERCENT;

  // Steps 1 and 2.
  const people = input.applicants.map((applicant) => {
    const parts = { employmentIncome: 0, selfEmploymentProfits: 0, dividends: 0, untaxedIncome: 0 };
    let assessableIncome = 0;
    for (const income of applicant.incomes) {
      assessableIncome += getAssessableIncome(income);
      const incomeParts = getTaxableIncomeParts(income);
      parts.employmentIncome += incomeParts.employmentIncome;
      parts.selfEmploymentProfits += incomeParts.selfEmploymentProfits;
      parts.dividends += incomeParts.dividends;
      parts.untaxedIncome += incomeParts.untaxedIncome;
    }
    const takeHome = calculateTakeHomePay({ ...parts, region: applicant.taxRegion ?? 'rUK' });
    return { assessableIncome: roundToPence(assessableIncome), takeHome };
  });
  const householdAssessableIncome = roundToPence(
    people.reduce((sum, person) => sum + person.assessableIncome, 0),
  );
  const householdNetAnnual = people.reduce((sum, person) => sum + person.takeHome.netAnnual, 0);

  // Step 3.
  const dependantAllowance = roundToPence(
    count(input.adultDependants) * DEPENDANT_ALLOWANCES.adultMonthly +
      count(input.childDependants) * DEPENDANT_ALLOWANCES.childMonthly,
  );
  const cardRepayment = getCardMonthlyRepayment(input.cardBalance);
  const monthlyCommitmentsTotal = roundToPence(
    positive(input.monthlyLoans) +
      cardRepayment +
      positive(input.monthlyCommitments) +
      positive(input.monthlyExpenses) +
      dependantAllowance,
  );

  // Step 4.
  const planCostPerPoundPerMonth = (yieldPercent / 100 + 0.01) / 12;

  // Step 5.
  const affordableMonthly = Math.max(
    0,
    (INCOME_SHARE_CAP * householdAssessableIncome) / 12 - monthlyCommitmentsTotal,
  );
  const incomeCap = roundToPence(affordableMonthly / planCostPerPoundPerMonth);
  const exitMortgageCap = roundToPence(EXIT_INCOME_MULTIPLE * householdAssessableIncome);
  const depositCap = getDepositCap(input.deposit);

  const caps: Array<{ name: AffordabilityResult['bindingConstraint']; value: number }> = [
    { name: 'income', value: incomeCap },
    { name: 'exitMortgage', value: exitMortgageCap },
  ];
  if (depositCap !== null) caps.push({ name: 'deposit', value: depositCap });
  const binding = caps.reduce((lowest, cap) => (cap.value < lowest.value ? cap : lowest));
  const budget = Math.max(0, roundDownTo(binding.value, BUDGET_ROUNDING));

  // Step 6.
  const rentBudget = Math.max(0, roundDownTo((budget * yieldPercent) / 100 / 12, RENT_BUDGET_ROUNDING));

  return {
    people,
    householdAssessableIncome,
    grossMonthlyIncome: roundToPence(householdAssessableIncome / 12),
    netMonthlyIncome: roundToPence(householdNetAnnual / 12),
    dependantAllowance,
    cardRepayment,
    monthlyCommitmentsTotal,
    grossYieldPercent: yieldPercent,
    planCostPerPoundPerMonth,
    incomeCap,
    exitMortgageCap,
    depositCap,
    bindingConstraint: binding.name,
    budget,
    rentBudget,
    canProvideBudget: canProvideBudget(budget),
  };
}
