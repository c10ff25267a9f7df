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
import { DEPOSIT_RATE, type EmploymentOption, INCOME_TYPES, type IncomeType, MIN_BUDGET } from './constants';
import { roundDownTo, roundToPence } from './money';
import { NATIONAL_GROSS_YIELD_PERCENT } from './regions';
import { calculateTakeHomePay, type TakeHomePayInput, type TaxRegion } from './tax';

/**
 * One income as the application records it (spec §3 "Income"). Amounts are pounds a year, except
 * `contractorCurrentDayRate` (pounds a day) and the four benefits (pounds a MONTH). `null` or missing means
 * not given.
 */
export type IncomeInput = {
  type: IncomeType;
  primary?: boolean;
  /**
   * An Employed income's kind of employment (spec §3 "Employment options"); `TemporaryZeroHour` changes how
   * it counts ({@link getAssessableIncome}).
   */
  employmentOption?: EmploymentOption | null;
  /** A contractor's answer to "Does your current contract end within a month?"; null when not answered. */
  currentJobEndsInOneMonth?: boolean | null;
  /** A contractor's answer to "Do you have your next contract lined up?"; null when not answered. */
  hasNextJob?: boolean | null;
  baseGrossIncome?: number | null;
  additionalGrossIncome?: number | null;
  overtime?: number | null;
  contractorCurrentDayRate?: number | null;
  currentYearProfits?: number | null;
  previousYearProfits?: number | null;
  ltdDividends?: number | null;
  ltdDirectorSalary?: number | null;
  ltdPreviousYearDividends?: number | null;
  ltdPreviousYearDirectorSalary?: number | null;
  benefitsUniversal?: number | null;
  benefitsPip?: number | null;
  benefitsChildren?: number | null;
  benefitsDla?: number | null;
};

/**
 * Whether a stored income type is one of the five the product knows (spec §3 "Income types").
 * @param value e.g. `'Employed'`; null and undefined give false
 */
export function isIncomeType(value: string | null | undefined): value is IncomeType {
  return (INCOME_TYPES as readonly string[]).includes(value ?? '');
}

/** The amounts of an income as they are stored and sent (the server's rows, the web app's GraphQL data). */
export type IncomeRecord = Omit<IncomeInput, 'type'> & { type: string };

/**
 * The budget rules' view of a stored income: its type checked and only the amounts kept, in the units of
 * {@link IncomeInput}.
 * @returns null when the stored type is not one of the five (it then counts for nothing)
 */
export function toIncomeInput(income: IncomeRecord): IncomeInput | null {
  if (!isIncomeType(income.type)) return null;
  return {
    type: income.type,
    primary: income.primary,
    employmentOption: income.employmentOption,
    currentJobEndsInOneMonth: income.currentJobEndsInOneMonth,
    hasNextJob: income.hasNextJob,
    baseGrossIncome: income.baseGrossIncome,
    additionalGrossIncome: income.additionalGrossIncome,
    overtime: income.overtime,
    contractorCurrentDayRate: income.contractorCurrentDayRate,
    currentYearProfits: income.currentYearProfits,
    previousYearProfits: income.previousYearProfits,
    ltdDividends: income.ltdDividends,
    ltdDirectorSalary: income.ltdDirectorSalary,
    ltdPreviousYearDividends: income.ltdPreviousYearDividends,
    ltdPreviousYearDirectorSalary: income.ltdPreviousYearDirectorSalary,
    benefitsUniversal: income.benefitsUniversal,
    benefitsPip: income.benefitsPip,
    benefitsChildren: income.benefitsChildren,
    benefitsDla: income.benefitsDla,
  };
}

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

/** Share of overtime and bonus that counts (ARCHITECTURE.md §4 step 1 "50% of overtime/bonus"). */
export const OVERTIME_SHARE = 0.5;

/**
 * Working days a year assumed for a contractor's day rate: 5 days × 46 weeks (ARCHITECTURE.md §4 step 1;
 * domain-research §2.3 "mainstream" lender convention).
 */
export const CONTRACTOR_DAYS_PER_WEEK = 5;
/** See {@link CONTRACTOR_DAYS_PER_WEEK}. */
export const CONTRACTOR_WEEKS_PER_YEAR = 46;

/**
 * The share of Temporary / Zero-hour pay that counts: 50% of the last 12 months' gross pay (decided here, a
 * conservative reading of lender practice). UK lenders that accept zero-hours and temporary work take the
 * average of at least the last 12 months' actual earnings, and the most cautious take the lowest month
 * (kaeltripton.com/compare/zero-hours-contract-mortgage-uk, "Income Assessment Methods"; mortgagelab-uk
 * "Mortgage for zero-hours contract workers": Halifax uses a 12-month average with 12 months' history). None
 * of that pay is guaranteed, so it counts like the other variable pay of the model, overtime and bonus, at
 * {@link OVERTIME_SHARE} (ARCHITECTURE.md §4 step 1 "50% of overtime/bonus").
 */
export const ZERO_HOUR_PAY_SHARE = OVERTIME_SHARE;

/**
 * Whether a contractor's day rate counts for nothing: the current contract ends within a month and no next
 * contract is lined up. UK lenders lend on a day rate only with a current contract (or a gap of at most 6–8
 * weeks to the next one) and usually 3–6 months left to run (domain-research §2.3 "Professional contractor";
 * aws-privatefinance.co.uk "How day-rate contractor mortgages work"; mortgage-os.com contractor day-rate
 * guide), so income that stops within a month with nothing after it is not counted. A contract that ends
 * soon but has a next one lined up counts in full.
 *
 * @param income the contractor's answers; `null` or missing answers count as "no" to ending and "yes" to a
 *   next job (nothing is taken away until the applicant says so)
 * @returns true when the day rate counts as £0
 */
export function isContractEnding(
  income: Pick<IncomeInput, 'currentJobEndsInOneMonth' | 'hasNextJob'>,
): boolean {
  return income.currentJobEndsInOneMonth === true && income.hasNextJob === false;
}

/** A given amount: a finite number, else 0. */
function given(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) ? value : 0;
}

/** A given amount that cannot be negative. */
function positive(value: number | null | undefined): number {
  return Math.max(0, given(value));
}

/** Whether a value was given (not null, undefined or NaN). */
function isGiven(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value);
}

/** The mean of the given values, or 0 when none is given. */
function meanOfGiven(values: ReadonlyArray<number | null | undefined>): number {
  const present = values.filter(isGiven);
  return present.length === 0 ? 0 : present.reduce((sum, value) => sum + value, 0) / present.length;
}

/**
 * A limited-company director's average yearly salary and dividends over this and the previous year; a year
 * counts when its salary or its dividends are given, and a single given year is used on its own
 * (ARCHITECTURE.md §4 step 1; domain-research §2.3).
 */
function limitedCompanyAverages(income: IncomeInput): { salary: number; dividends: number } {
  const years = [
    { salary: income.ltdDirectorSalary, dividends: income.ltdDividends },
    { salary: income.ltdPreviousYearDirectorSalary, dividends: income.ltdPreviousYearDividends },
  ].filter((year) => isGiven(year.salary) || isGiven(year.dividends));
  if (years.length === 0) return { salary: 0, dividends: 0 };
  const total = (pick: (year: (typeof years)[number]) => number | null | undefined) =>
    years.reduce((sum, year) => sum + positive(pick(year)), 0) / years.length;
  return { salary: total((year) => year.salary), dividends: total((year) => year.dividends) };
}

/**
 * The assessable gross income of one income, pounds a year (ARCHITECTURE.md §4 step 1; domain-research §2.3):
 * - Employed: base + 100% of additional (guaranteed) income + 50% of overtime/bonus; for Temporary /
 *   Zero-hour employment the base is the last 12 months' gross pay and counts at 50%
 *   ({@link ZERO_HOUR_PAY_SHARE}), with any additional income and overtime (not guaranteed either) at 50%;
 * - Professional contractor: day rate × 5 days × 46 weeks; nothing when the contract ends within a month
 *   with no next one lined up ({@link isContractEnding});
 * - Sole trader: the average of this and last year's profits (one year alone when only one is given);
 * - Limited company: the average of director salary + dividends over this and last year (one year alone
 *   when only one is given);
 * - Benefits: 12 × (Universal Credit + PIP + Child Benefit + DLA), all monthly, Universal Credit at 100%.
 * Missing amounts count as 0; negative amounts count as 0, except that a sole trader's loss in one year
 * reduces the average. The result is never negative.
 *
 * @param income the income as recorded
 * @returns pounds a year, rounded to pence (e.g. Employed base 40,000 + overtime 4,000 → 42,000;
 *   Temporary / Zero-hour 24,000 in the last 12 months → 12,000; contractor £500 a day → 115,000, or 0
 *   when the contract ends within a month and no next one is lined up)
 */
export function getAssessableIncome(income: IncomeInput): number {
  let annual: number;
  switch (income.type) {
    case 'Employed':
      annual =
        income.employmentOption === 'TemporaryZeroHour'
          ? ZERO_HOUR_PAY_SHARE *
            (positive(income.baseGrossIncome) +
              positive(income.additionalGrossIncome) +
              positive(income.overtime))
          : positive(income.baseGrossIncome) +
            positive(income.additionalGrossIncome) +
            OVERTIME_SHARE * positive(income.overtime);
      break;
    case 'ProfessionalContractor':
      annual = isContractEnding(income)
        ? 0
        : positive(income.contractorCurrentDayRate) * CONTRACTOR_DAYS_PER_WEEK * CONTRACTOR_WEEKS_PER_YEAR;
      break;
    case 'SoleTrader':
      annual = meanOfGiven([income.currentYearProfits, income.previousYearProfits]);
      break;
    case 'LimitedCompany': {
      const { salary, dividends } = limitedCompanyAverages(income);
      annual = salary + dividends;
      break;
    }
    case 'Benefits':
      annual =
        12 *
        (positive(income.benefitsUniversal) +
          positive(income.benefitsPip) +
          positive(income.benefitsChildren) +
          positive(income.benefitsDla));
      break;
    default:
      annual = 0;
  }
  return roundToPence(Math.max(0, annual));
}

/**
 * How one income is taxed, for the take-home pay (ARCHITECTURE.md §4 step 2; domain-research §2.5):
 * Employed and Professional contractor income is employment income (a contractor's annualised day rate is
 * treated as employed, as inside IR35 or through an umbrella); a sole trader's average profits are
 * self-employment profits; a limited-company director's average salary is employment income and the
 * average dividends are dividends; benefits are untaxed. The amounts are the ASSESSABLE ones (so only
 * half of overtime counts), keeping net income consistent with the gross income the budget uses.
 *
 * @param income the income as recorded
 * @returns pounds a year in each tax category
 */
export function getTaxableIncomeParts(income: IncomeInput): Required<Omit<TakeHomePayInput, 'region'>> {
  const parts = { employmentIncome: 0, selfEmploymentProfits: 0, dividends: 0, untaxedIncome: 0 };
  switch (income.type) {
    case 'Employed':
    case 'ProfessionalContractor':
      parts.employmentIncome = getAssessableIncome(income);
      break;
    case 'SoleTrader':
      parts.selfEmploymentProfits = getAssessableIncome(income);
      break;
    case 'LimitedCompany': {
      const { salary, dividends } = limitedCompanyAverages(income);
      parts.employmentIncome = roundToPence(salary);
      parts.dividends = roundToPence(dividends);
      break;
    }
    case 'Benefits':
      parts.untaxedIncome = getAssessableIncome(income);
      break;
  }
  return parts;
}

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
