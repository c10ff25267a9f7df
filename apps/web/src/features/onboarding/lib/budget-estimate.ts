/**
 * The live budget estimate of onboarding (spec §2 onboarding, §5 "Budget must be at least 50000"): the
 * domain affordability model fed with what onboarding knows, the same way the server works out the budget
 * when the account is created (apps/server/src/services/budget.ts): the gross annual pay as one employed
 * income, no commitments, the deposit once given, and the yield of the preferred postcode districts.
 */
import { type AffordabilityResult, calculateAffordability } from '@stairway/domain/affordability';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { grossAnnualPaySchema } from '@stairway/domain/validation';

/** What onboarding knows so far. Money in whole pounds. */
export type BudgetEstimateInput = {
  /** Gross annual pay, whole pounds a year. */
  grossAnnualPay: number | null | undefined;
  /** The deposit, whole pounds; missing means not given yet, and then there is no deposit cap. */
  deposit?: number | null;
  /** Preferred postcode districts; they set the rental yield (national 5.8% when none). */
  preferredLocations?: readonly string[];
};

/**
 * Estimates the budget from the onboarding answers with `calculateAffordability`.
 *
 * @param input pay and deposit in whole pounds, and the preferred districts
 * @returns the model's result (`budget` in whole pounds), or `null` when the pay is missing or not a valid
 *   whole number of pounds
 */
export function estimateBudget(input: BudgetEstimateInput): AffordabilityResult | null {
  const pay = grossAnnualPaySchema.safeParse(input.grossAnnualPay);
  if (!pay.success) return null;
  const deposit = input.deposit != null && Number.isFinite(input.deposit) ? input.deposit : null;
  return calculateAffordability({
    applicants: [{ incomes: [{ type: 'Employed', primary: true, baseGrossIncome: pay.data }] }],
    deposit,
    grossYieldPercent: getGrossYieldPercent(input.preferredLocations ?? []),
  });
}
