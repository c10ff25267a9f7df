/**
 * What a deposit of £0 means for the budget, and what to do about it. Onboarding says "Enter £0 if you have
 * none yet", and then the deposit cap (deposit ÷ 2%, ARCHITECTURE.md §4 step 5c; spec §9 "Deposit is 2% of
 * price") is £0, so the budget is £0 whatever the income. Every place that shows the budget (onboarding, the
 * dashboard's budget card, the application's cannot-provide-budget message) explains it with these words
 * instead of "£0 is 2% of £0". The figures come from the plan's rules: nothing here is a new rule.
 */
import { DEPOSIT_RATE, MIN_BUDGET, MIN_DEPOSIT } from './constants';
import { formatGBP } from './money';
import { calculateDeposit } from './plan';

/** The home price the advice takes as its example: £200,000 (decided here, a typical budget on the plan). */
export const DEPOSIT_EXAMPLE_PRICE = 200_000;

/**
 * Whether the applicant has said they have no deposit yet: a deposit given as £0 (or less). A deposit not
 * given at all (null or missing) is not yet known, and does not limit the budget (getDepositCap).
 * @param deposit pounds
 */
export function hasNoDeposit(deposit: number | null | undefined): boolean {
  return deposit != null && Number.isFinite(deposit) && deposit <= 0;
}

/** The explanation of a £0 deposit: what it means for the budget, and what to do. */
export type NoDepositAdvice = {
  /** e.g. "With a deposit of £0 your budget is £0 for now: the plan needs a deposit of 2% of the home’s price." */
  meaning: string;
  /**
   * e.g. "Save towards 2% of the price you’d like to pay: £4,000 for a £200,000 home, and at least £1,000 for our
   * minimum budget of £50,000. Then update your deposit and we’ll work out your budget again."
   */
  action: string;
};

/**
 * The words for a deposit of £0, with figures from the plan's rules: the deposit is {@link DEPOSIT_RATE} of
 * the price (calculateDeposit), and the smallest budget, MIN_BUDGET, needs MIN_DEPOSIT.
 * @param examplePrice the home price of the example, pounds (default {@link DEPOSIT_EXAMPLE_PRICE})
 * @returns `meaning` and `action`, British English, money formatted with formatGBP
 */
export function describeNoDeposit(examplePrice: number = DEPOSIT_EXAMPLE_PRICE): NoDepositAdvice {
  const rate = `${DEPOSIT_RATE * 100}%`;
  return {
    meaning: `With a deposit of ${formatGBP(0)} your budget is ${formatGBP(0)} for now: the plan needs a deposit of ${rate} of the home’s price.`,
    action:
      `Save towards ${rate} of the price you’d like to pay: ${formatGBP(calculateDeposit(examplePrice))} for a ` +
      `${formatGBP(examplePrice)} home, and at least ${formatGBP(MIN_DEPOSIT)} for our minimum budget of ` +
      `${formatGBP(MIN_BUDGET)}. Then update your deposit and we’ll work out your budget again.`,
  };
}
