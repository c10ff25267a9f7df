/**
 * The affordability model's figures in words, for the investor pipeline's detail panel (spec §3 "Pipeline
 * applicant"; decision 019): each intermediate figure of calculateAffordability with its label, unit and the step of
 * ARCHITECTURE.md §4 it comes from. Re-exported by pipeline.ts.
 */
import type { AffordabilityResult } from './affordability';

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
