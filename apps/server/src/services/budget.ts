/**
 * Works out an application's budget with the affordability model of packages/domain
 * (ARCHITECTURE.md §4). The model lives in the domain; this only gathers its inputs.
 */
import {
  type AffordabilityInput,
  type AffordabilityResult,
  calculateAffordability,
  type IncomeInput,
} from '@stairway/domain/affordability';
import { getGrossYieldPercent, isScottishPostcode } from '@stairway/domain/regions';

/** What the budget is worked out from. Money in pounds. */
export type BudgetSource = {
  grossAnnualPay: number;
  deposit: number | null;
  preferredLocations: readonly string[];
  monthlyLoans?: number;
  cardBalance?: number;
  monthlyCommitments?: number;
  adultDependants?: number;
  childDependants?: number;
  /** Applicant incomes; when empty, the onboarding gross annual pay counts as employed base pay. */
  incomes?: readonly (IncomeInput & { person?: string })[];
  /** Sum of the monthly expenses, pounds per month. */
  monthlyExpenses?: number;
  /** Postcode of the applicant's current (latest) address, to choose Scottish income tax. */
  currentPostcode?: string | null;
  /** Postcode of the co-applicant's current address. */
  coApplicantCurrentPostcode?: string | null;
};

/**
 * Builds the affordability model's input from an application's answers.
 * @returns the input for calculateAffordability
 */
export function toAffordabilityInput(source: BudgetSource): AffordabilityInput {
  const all = source.incomes ?? [];
  const applicantIncomes = all.filter((i) => (i.person ?? 'applicant') === 'applicant');
  const coApplicantIncomes = all.filter((i) => i.person === 'coApplicant');
  const applicants: AffordabilityInput['applicants'][number][] = [
    {
      incomes:
        applicantIncomes.length > 0
          ? applicantIncomes
          : [{ type: 'Employed', primary: true, baseGrossIncome: source.grossAnnualPay }],
      taxRegion: source.currentPostcode && isScottishPostcode(source.currentPostcode) ? 'Scotland' : 'rUK',
    },
  ];
  if (coApplicantIncomes.length > 0) {
    applicants.push({
      incomes: coApplicantIncomes,
      taxRegion:
        source.coApplicantCurrentPostcode && isScottishPostcode(source.coApplicantCurrentPostcode)
          ? 'Scotland'
          : 'rUK',
    });
  }
  return {
    applicants,
    monthlyLoans: source.monthlyLoans ?? 0,
    cardBalance: source.cardBalance ?? 0,
    monthlyCommitments: source.monthlyCommitments ?? 0,
    monthlyExpenses: source.monthlyExpenses ?? 0,
    adultDependants: source.adultDependants ?? 0,
    childDependants: source.childDependants ?? 0,
    deposit: source.deposit,
    grossYieldPercent: getGrossYieldPercent(source.preferredLocations),
  };
}

/**
 * Works out the budget and rent budget of an application.
 * @returns every intermediate figure; `budget` and `rentBudget` are whole pounds
 */
export function workOutBudget(source: BudgetSource): AffordabilityResult {
  return calculateAffordability(toAffordabilityInput(source));
}
