/**
 * What the Income and Additional income pages say about incomes: the names and one-line descriptions of the
 * five types (spec §3 "Income types"), the domain's view of a saved income for the budget rules
 * (ARCHITECTURE.md §4 step 1, `getAssessableIncome` in packages/domain), and a short summary of an income for
 * its card. Money is formatted with the domain's formatter only.
 */
import { getAssessableIncome, toIncomeInput } from '@stairway/domain/affordability';
import { INCOME_TYPE_LABELS, type IncomeType } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import type { ApplicationIncome } from '../hooks/use-application';

/**
 * How each income type is offered on the type choice: its title (the spec's label, INCOME_TYPE_LABELS in
 * packages/domain) and what it covers.
 */
export const INCOME_TYPE_DETAILS: Record<IncomeType, { title: string; description: string }> = {
  Employed: {
    title: INCOME_TYPE_LABELS.Employed,
    description: 'You’re paid a salary or wage through PAYE.',
  },
  ProfessionalContractor: {
    title: INCOME_TYPE_LABELS.ProfessionalContractor,
    description: 'You work on contracts for a day rate.',
  },
  SoleTrader: {
    title: INCOME_TYPE_LABELS.SoleTrader,
    description: 'You’re self-employed and file a Self Assessment tax return.',
  },
  LimitedCompany: {
    title: INCOME_TYPE_LABELS.LimitedCompany,
    description: 'You’re a director paid a salary and dividends by your own company.',
  },
  Benefits: {
    title: INCOME_TYPE_LABELS.Benefits,
    description: 'Universal Credit, PIP, Child Benefit or DLA.',
  },
};

/** What an income's card shows. */
export type IncomeSummary = {
  /** The type's title, e.g. "Employed". */
  title: string;
  /** The income's main figure as entered, formatted with its unit, e.g. "£40,000 a year base pay". */
  figure: string;
  /** Who or what it is, e.g. "Staff nurse at Isle of Wight NHS Trust"; null when there is nothing to say. */
  detail: string | null;
  /** How much of it counts towards the budget, pounds a year (ARCHITECTURE.md §4 step 1). */
  countsPerYear: number;
};

const sum = (...values: Array<number | null | undefined>) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The summary of a saved income for its card on the Additional income page.
 * @param income a saved income
 * @returns the title, the main figure (pounds a year; a day for a contractor; a month for benefits), a detail
 *   line and what counts towards the budget in pounds a year
 */
export function summariseIncome(income: ApplicationIncome): IncomeSummary {
  const input = toIncomeInput(income);
  const countsPerYear = input ? getAssessableIncome(input) : 0;
  const title = INCOME_TYPE_LABELS[income.type];
  switch (income.type) {
    case 'Employed':
      return {
        title,
        figure: `${formatGBP(income.baseGrossIncome)} a year base pay`,
        detail: [income.jobTitle, income.employerName].filter(Boolean).join(' at ') || null,
        countsPerYear,
      };
    case 'ProfessionalContractor':
      return {
        title,
        figure: `${formatGBP(income.contractorCurrentDayRate)} a day`,
        detail: income.contractorCurrentJobTitle ?? null,
        countsPerYear,
      };
    case 'SoleTrader':
      return {
        title,
        figure: `${formatGBP(income.currentYearProfits)} profit this year`,
        detail: income.natureOfBusiness ?? null,
        countsPerYear,
      };
    case 'LimitedCompany':
      return {
        title,
        figure: `${formatGBP(sum(income.ltdDirectorSalary, income.ltdDividends))} salary and dividends this year`,
        detail: income.companyName ?? null,
        countsPerYear,
      };
    case 'Benefits':
      return {
        title,
        figure: `${formatGBP(
          sum(income.benefitsUniversal, income.benefitsPip, income.benefitsChildren, income.benefitsDla),
        )} a month`,
        detail: benefitNames(income),
        countsPerYear,
      };
  }
}

/** The names of the benefits an income includes, e.g. "Universal Credit and Child Benefit". */
function benefitNames(income: ApplicationIncome): string | null {
  const names = [
    [income.benefitsUniversal, 'Universal Credit'],
    [income.benefitsPip, 'PIP'],
    [income.benefitsChildren, 'Child Benefit'],
    [income.benefitsDla, 'DLA'],
  ]
    .filter(([amount]) => typeof amount === 'number' && amount > 0)
    .map(([, name]) => String(name));
  if (names.length === 0) return null;
  if (names.length === 1) return names[0] ?? null;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
