/** Small budget rules used on the dashboard (spec §5, §9). */
import { MIN_BUDGET } from '@stairway/domain/constants';

/**
 * Whether Stairway can show the applicant a budget: it must be above £50,000 (spec §5 "The budget display
 * shows a dash when it is not above 50000"; §9 "The welcome modal shows the worth figure above 50000").
 *
 * @param budget pounds; missing counts as no budget
 */
export function hasBudget(budget: number | null | undefined): budget is number {
  return budget != null && Number.isFinite(budget) && budget > MIN_BUDGET;
}
