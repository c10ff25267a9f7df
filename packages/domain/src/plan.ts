/**
 * The rent-to-own plan maths of a home (spec §9; ARCHITECTURE.md §4 "Plan maths"). All money is in pounds.
 *
 * The plan: a 2% deposit, then each month the rent plus an equity contribution of 1% of the price a year,
 * until the applicant holds 8% of the price and can buy, which takes 4 to 8 years.
 */
import {
  ANNUAL_EQUITY_RATE,
  CARD_EQUITY_ROUNDING,
  DEFAULT_OWNERSHIP_YEARS,
  DEPOSIT_RATE,
  INITIAL_DEPOSIT_ROUNDING,
  OWNERSHIP_TARGET_RATE,
} from './constants';
import { roundToNearest, roundToPence } from './money';

/**
 * The deposit: 2% of the price (spec §9 "Deposit is 2% of price"), to the penny.
 *
 * @param price asking price in pounds
 * @returns pounds, rounded to pence (e.g. 212,500 → 4,250; 199,999 → 3,999.98)
 */
export function calculateDeposit(price: number): number {
  return roundToPence(price * DEPOSIT_RATE);
}

/**
 * The initial deposit shown to the applicant: 2% of the price rounded to the nearest £100
 * (spec §9 "The initial deposit is rounded to the nearest 100"). Halves round up.
 *
 * @param price asking price in pounds
 * @returns whole pounds, a multiple of 100 (e.g. 212,500 → 4,250 → 4,300; 200,000 → 4,000)
 */
export function calculateInitialDeposit(price: number): number {
  return roundToNearest(price * DEPOSIT_RATE, INITIAL_DEPOSIT_ROUNDING);
}

/**
 * The monthly equity contribution: 1% of the asking price divided by 12 (spec §9), not rounded.
 *
 * @param price asking price in pounds
 * @returns pounds per month (e.g. 200,000 → 166.666…)
 */
export function calculateMonthlyEquity(price: number): number {
  return (price * ANNUAL_EQUITY_RATE) / 12;
}

/**
 * The monthly equity contribution as the listing card shows it: rounded to the nearest £10
 * (spec §9 "rounded to the nearest 10 on the listing card").
 *
 * @param price asking price in pounds
 * @returns whole pounds per month, a multiple of 10 (e.g. 200,000 → 166.67 → 170)
 */
export function calculateCardMonthlyEquity(price: number): number {
  return roundToNearest(calculateMonthlyEquity(price), CARD_EQUITY_ROUNDING);
}

/**
 * The range of the equity slider (spec §5 "The equity slider ranges from the base value to double the
 * base"; spec §9 "Equity slider minimum is floor(price/100/12). The maximum is double that.").
 *
 * @param price asking price in pounds
 * @returns `min` and `max` in whole pounds per month (e.g. 200,000 → 166 to 332)
 */
export function getEquitySliderRange(price: number): { min: number; max: number } {
  const min = Math.max(0, Math.floor(price / 100 / 12));
  return { min, max: 2 * min };
}

/**
 * Years until the applicant can buy: 8% of the price divided by a year of equity contributions
 * (spec §9 "Ownership time target is 8% of price divided by the monthly equity, default 8 years").
 * The minimum contribution gives 8 years and double the minimum gives 4, hence "4-8 years".
 *
 * @param price asking price in pounds
 * @param monthlyEquity the chosen monthly equity contribution in pounds
 * @returns years, rounded to one decimal place; {@link DEFAULT_OWNERSHIP_YEARS} (8) when `monthlyEquity`
 *   is not a positive number or the price is not positive
 */
export function calculateOwnershipYears(price: number, monthlyEquity: number): number {
  if (!Number.isFinite(monthlyEquity) || monthlyEquity <= 0 || !Number.isFinite(price) || price <= 0) {
    return DEFAULT_OWNERSHIP_YEARS;
  }
  const years = (OWNERSHIP_TARGET_RATE * price) / (monthlyEquity * 12);
  return Math.round(years * 10) / 10;
}

/**
 * The gross rental yield of a home: 12 × monthly rent / asking price × 100 (spec §9 "Yield = 12 x rent /
 * asking price x 100, shown to 2 decimals").
 *
 * @param rent monthly rent in pounds
 * @param price asking price in pounds
 * @returns percent, rounded to 2 decimals (e.g. rent 1,000 on 200,000 → 6); 0 when the price is not positive
 */
export function calculateYield(rent: number, price: number): number {
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(rent)) return 0;
  return roundToPence(((12 * rent) / price) * 100);
}

/**
 * Formats a yield for display with two decimals and a percent sign (spec §9 "shown to 2 decimals").
 *
 * @param value percent (e.g. 5.8)
 * @returns e.g. `'5.80%'`; a non-finite value shows as `'0.00%'`
 */
export function formatYield(value: number): string {
  return `${(Number.isFinite(value) ? value : 0).toFixed(2)}%`;
}

/**
 * The applicant's monthly cost of a home on the plan: rent plus the monthly equity contribution
 * (spec §9; domain-research §2.7 "The spec's monthly cost is rent + equity contribution").
 *
 * @param price asking price in pounds
 * @param rent monthly rent in pounds
 * @returns pounds per month, each rounded to pence: `rent`, `equity` (1% of price / 12) and their `total`
 *   (e.g. price 200,000 and rent 916.67 → equity 166.67, total 1,083.34)
 */
export function calculateMonthlyPlanCost(
  price: number,
  rent: number,
): { rent: number; equity: number; total: number } {
  const roundedRent = roundToPence(rent);
  const equity = roundToPence(calculateMonthlyEquity(price));
  return { rent: roundedRent, equity, total: roundToPence(roundedRent + equity) };
}
