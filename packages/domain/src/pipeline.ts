/**
 * The investor pipeline's rules (spec §3 "Pipeline applicant", "Pipeline home", "Pipeline status filters";
 * spec §5 "Pipeline age is shown only when above 10. Rent estimate is shown only when above 10."; spec §9
 * "Yield = 12 x rent / asking price x 100"). Decided in docs/decisions/019-investor-pipeline.md.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import type { AffordabilityResult } from './affordability';
import { PIPELINE_STATUS_FILTERS } from './constants';
import { emailSchema, plainText } from './validation';

// The status rule and the bank statements' state live apart (pipeline-status.ts); they are part of this module too.
export * from './pipeline-status';
export { calculateYield } from './plan';

/** The threshold above which an age and a rent estimate are shown (spec §5). */
export const PIPELINE_SHOWN_ABOVE = 10;

/**
 * Spec §5 "Pipeline age is shown only when above 10. Rent estimate is shown only when above 10."
 * @param value an age in years, or a rent estimate in pounds a month
 * @returns the value when it is a number above 10, else null (not shown)
 */
export function shownAboveTen(value: number | null | undefined): number | null {
  return value != null && Number.isFinite(value) && value > PIPELINE_SHOWN_ABOVE ? value : null;
}

/**
 * Age in whole years on a day.
 * @param dateOfBirth YYYY-MM-DD
 * @param today YYYY-MM-DD (Europe/London)
 * @returns whole years (e.g. born 1990-06-15 → 35 on 2026-06-15, 34 on 2026-06-14); null without a date
 */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth) return null;
  const born = dayjs(dateOfBirth);
  if (!born.isValid()) return null;
  return dayjs(today).diff(born, 'year');
}

/**
 * Monthly rent as a share of net monthly household income (decision 019, "rentOnNetIncome").
 * @param rent pounds a month
 * @param netMonthlyIncome pounds a month after income tax and NI (the affordability model's netMonthlyIncome)
 * @returns percent to 2 decimals (e.g. rent 900 on net 2,750 → 32.73); null when the income is not positive
 */
export function rentOnNetIncome(rent: number, netMonthlyIncome: number | null | undefined): number | null {
  if (netMonthlyIncome == null || !Number.isFinite(netMonthlyIncome) || netMonthlyIncome <= 0) return null;
  if (!Number.isFinite(rent)) return null;
  return Math.round((rent / netMonthlyIncome) * 10_000) / 100;
}

/**
 * The home's asking price as a share of the applicant's budget (decision 019, "affordability"): 100 is a
 * home at the budget, above 100 a home over it.
 * @param askingPrice pounds
 * @param budget the applicant's budget, pounds
 * @returns percent to 1 decimal (e.g. 180,000 on a 200,000 budget → 90); null when the budget is not positive
 */
export function priceToBudgetPercent(askingPrice: number, budget: number | null | undefined): number | null {
  if (budget == null || !Number.isFinite(budget) || budget <= 0 || !Number.isFinite(askingPrice)) return null;
  return Math.round((askingPrice / budget) * 1000) / 10;
}

/**
 * The share of a home the applicant owns: the deposit built (initial deposit plus equity paid) over the price.
 * @param depositBuilt pounds
 * @param price pounds
 * @returns percent to 1 decimal (e.g. 20,000 of 200,000 → 10); 0 when the price is not positive
 */
export function shareOwnedPercent(depositBuilt: number, price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return Math.round((depositBuilt / price) * 1000) / 10;
}

/** The pipeline viewer's sign-in (spec §7 checkPipelinePassword: input password and email). */
export const checkPipelinePasswordInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});
/** The parsed {@link checkPipelinePasswordInputSchema}. */
export type CheckPipelinePasswordParsed = z.output<typeof checkPipelinePasswordInputSchema>;

/** Fields the applicants list can be sorted by. */
export const PIPELINE_APPLICANT_SORTS = ['createdAt', 'totalIncome', 'budget'] as const;
/** One of {@link PIPELINE_APPLICANT_SORTS}. */
export type PipelineApplicantSort = (typeof PIPELINE_APPLICANT_SORTS)[number];

/** The largest page of the pipeline's lists. */
export const PIPELINE_MAX_PAGE_SIZE = 100;

/** getPipelineApplicants' arguments. */
export const pipelineApplicantsArgsSchema = z.object({
  status: z.enum(PIPELINE_STATUS_FILTERS).default('All'),
  /** An application id's beginning or a postcode district, e.g. `SO16`. */
  search: z
    .string({ error: 'Enter a postcode district, such as SO16, or the start of an application number' })
    .trim()
    .max(40, 'Search for at most 40 characters')
    .check(plainText('The search'))
    .transform((value) => value.toUpperCase())
    .optional(),
  sort: z.enum(PIPELINE_APPLICANT_SORTS).default('createdAt'),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PIPELINE_MAX_PAGE_SIZE).default(25),
});
/** The parsed {@link pipelineApplicantsArgsSchema}. */
export type PipelineApplicantsArgs = z.output<typeof pipelineApplicantsArgsSchema>;

/** One figure of the affordability calculation, as the pipeline's detail panel shows it. */
export type AffordabilityFigure = {
  /** The model's name for it, e.g. `incomeCap`. */
  id: string;
  /** In words, e.g. "Income cap: the price whose plan cost is 40% of gross income less commitments". */
  label: string;
  /** The figure; null when there is none (no deposit given: no deposit cap). */
  value: number | null;
  /** `GBP`, `GBP_PER_MONTH`, `GBP_PER_YEAR`, `PERCENT` or `RATE` (pounds per pound of price per month). */
  unit: 'GBP' | 'GBP_PER_MONTH' | 'GBP_PER_YEAR' | 'PERCENT' | 'RATE';
  /** Where it comes from: the step of the model and the data it is worked from. */
  source: string;
};

/**
 * Every intermediate figure of the affordability model (affordability.ts calculateAffordability), in the
 * order it is worked out, with a label and its source, for the pipeline's detail panel.
 * @param result a stored affordability result
 * @returns the figures: per person assessable income, tax, NI and net pay, then the household's figures, the
 *   three caps, the binding one, the budget and the rent budget
 */
export function describeAffordability(result: AffordabilityResult): AffordabilityFigure[] {
  return [
    ...result.people.flatMap(describePersonFigures),
    ...describeHouseholdFigures(result),
    ...describeCapFigures(result),
  ];
}

/** The source of a step of the model, e.g. `ARCHITECTURE.md §4 step 5a`. */
const step = (n: number | string) => `ARCHITECTURE.md §4 step ${n}`;

/**
 * One person's figures: assessable gross income, tax, NI (pounds a year) and net monthly pay (pounds a month).
 * @param person the person's part of the result
 * @param index their place in result.people: 0 for the applicant, 1 for the co-applicant
 * @returns four figures, ids `people.{index}.…`
 */
function describePersonFigures(
  person: AffordabilityResult['people'][number],
  index: number,
): AffordabilityFigure[] {
  const who = index === 0 ? 'Applicant' : 'Co-applicant';
  return [
    {
      id: `people.${index}.assessableIncome`,
      label: `${who}: assessable gross income`,
      value: person.assessableIncome,
      unit: 'GBP_PER_YEAR' as const,
      source: `${step(1)}: the incomes entered, with overtime at 50% and contract day rates × 5 × 46`,
    },
    {
      id: `people.${index}.incomeTax`,
      label: `${who}: income tax`,
      value: person.takeHome.incomeTax + person.takeHome.dividendTax,
      unit: 'GBP_PER_YEAR' as const,
      source: `${step(2)}: HMRC 2025/26 income tax and dividend tax bands (tax.ts)`,
    },
    {
      id: `people.${index}.nationalInsurance`,
      label: `${who}: National Insurance`,
      value: person.takeHome.nationalInsurance,
      unit: 'GBP_PER_YEAR' as const,
      source: `${step(2)}: HMRC 2025/26 Class 1 and Class 4 rates (tax.ts)`,
    },
    {
      id: `people.${index}.netMonthly`,
      label: `${who}: net monthly pay`,
      value: person.takeHome.netMonthly,
      unit: 'GBP_PER_MONTH' as const,
      source: `${step(2)}: gross income less tax and NI, divided by 12`,
    },
  ];
}

/**
 * The household's income and commitments figures (steps 1 to 3): assessable income (pounds a year), gross and
 * net monthly income, card repayments, dependant allowance and commitments (pounds a month).
 * @param result a stored affordability result
 * @returns six figures
 */
function describeHouseholdFigures(result: AffordabilityResult): AffordabilityFigure[] {
  return [
    {
      id: 'householdAssessableIncome',
      label: 'Household assessable income',
      value: result.householdAssessableIncome,
      unit: 'GBP_PER_YEAR',
      source: `${step(1)}: applicant plus co-applicant`,
    },
    {
      id: 'grossMonthlyIncome',
      label: 'Gross monthly household income',
      value: result.grossMonthlyIncome,
      unit: 'GBP_PER_MONTH',
      source: `${step(1)}: household assessable income / 12`,
    },
    {
      id: 'netMonthlyIncome',
      label: 'Net monthly household income',
      value: result.netMonthlyIncome,
      unit: 'GBP_PER_MONTH',
      source: `${step(2)}: each person's net pay, added`,
    },
    {
      id: 'cardRepayment',
      label: 'Card repayments counted',
      value: result.cardRepayment,
      unit: 'GBP_PER_MONTH',
      source: `${step(3)}: 3% of the card balances entered`,
    },
    {
      id: 'dependantAllowance',
      label: 'Dependant allowance',
      value: result.dependantAllowance,
      unit: 'GBP_PER_MONTH',
      source: `${step(3)}: DWP Universal Credit 2025/26 standard allowance per adult and child element per child`,
    },
    {
      id: 'monthlyCommitmentsTotal',
      label: 'Monthly commitments',
      value: result.monthlyCommitmentsTotal,
      unit: 'GBP_PER_MONTH',
      source: `${step(3)}: loans, card repayments, other commitments, expenses and the dependant allowance`,
    },
  ];
}

/**
 * The yield, plan cost, the three caps, the budget (pounds) and the rent budget (pounds a month): steps 4 to 6.
 * @param result a stored affordability result
 * @returns seven figures; the deposit cap's value is null when no deposit was given
 */
function describeCapFigures(result: AffordabilityResult): AffordabilityFigure[] {
  return [
    {
      id: 'grossYieldPercent',
      label: 'Local gross yield',
      value: result.grossYieldPercent,
      unit: 'PERCENT',
      source: `${step(4)}: regional yield table for the preferred postcode districts (regions.ts), 5.8% national default`,
    },
    {
      id: 'planCostPerPoundPerMonth',
      label: 'Plan cost per pound of price per month',
      value: result.planCostPerPoundPerMonth,
      unit: 'RATE',
      source: `${step(4)}: (gross yield + 1% equity) / 12`,
    },
    {
      id: 'incomeCap',
      label: 'Income cap',
      value: result.incomeCap,
      unit: 'GBP',
      source: `${step('5a')}: (40% of gross monthly income − commitments) / plan cost`,
    },
    {
      id: 'exitMortgageCap',
      label: 'Exit-mortgage cap',
      value: result.exitMortgageCap,
      unit: 'GBP',
      source: `${step('5b')}: 5 × household assessable income`,
    },
    {
      id: 'depositCap',
      label: 'Deposit cap',
      value: result.depositCap,
      unit: 'GBP',
      source: `${step('5c')}: deposit / 2% (none when no deposit is given)`,
    },
    {
      id: 'budget',
      label: `Budget (limited by the ${BINDING_LABELS[result.bindingConstraint]})`,
      value: result.budget,
      unit: 'GBP',
      source: `${step(5)}: the lowest cap, rounded down to £1,000`,
    },
    {
      id: 'rentBudget',
      label: 'Rent budget',
      value: result.rentBudget,
      unit: 'GBP_PER_MONTH',
      source: `${step(6)}: budget × gross yield / 12, rounded down to £5`,
    },
  ];
}

/** The binding cap in words. */
const BINDING_LABELS: Record<AffordabilityResult['bindingConstraint'], string> = {
  income: 'income cap',
  exitMortgage: 'exit-mortgage cap',
  deposit: 'deposit cap',
};

/** The message shown when the pipeline password check fails or returns nothing (spec §8). */
export const PIPELINE_SIGN_IN_FAILED = "Sorry we couldn't verify your password";
