/**
 * The affordability model's incomes (ARCHITECTURE.md §4 "Affordability (the budget)" steps 1 and 2;
 * domain-research §2.3): an income as the budget reads it, and how much of each income type counts (the
 * assessable income) and how it is taxed. affordability.ts builds the budget from these; it re-exports them.
 */
import { type EmploymentOption, INCOME_TYPES, type IncomeType } from './constants';
import { roundToPence } from './money';
import type { TakeHomePayInput } from './tax';

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
export function given(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) ? value : 0;
}

/** A given amount that cannot be negative. */
export function positive(value: number | null | undefined): number {
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
