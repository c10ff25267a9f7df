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
 * The exact monthly equity contribution for a position of the equity slider: one figure, one rounding rule,
 * one schedule everywhere. The slider moves in whole pounds from floor(price/100/12) to double that (spec §5,
 * §9 "Equity slider minimum is floor(price/100/12). The maximum is double that"), but that flooring is the
 * slider's display only: at its minimum the applicant pays the exact 1% of the price a year ({@link
 * calculateMonthlyEquity}), at its maximum exactly double, so the plan takes 8 and 4 years (the card's "4-8
 * years"). In between, the slider's whole-pound value is the contribution.
 *
 * @param price asking price in pounds
 * @param sliderValue the slider's value, whole pounds per month (values outside the range count as its ends)
 * @returns the monthly equity contribution in pounds per month, unrounded (e.g. 280,000 at 233 → 233.333…,
 *   at 300 → 300, at 466 → 466.666…); format it with formatGBP for display
 */
export function getMonthlyEquityForSlider(price: number, sliderValue: number): number {
  const base = calculateMonthlyEquity(price);
  const { min, max } = getEquitySliderRange(price);
  if (!(sliderValue > min)) return base;
  if (sliderValue >= max) return 2 * base;
  return sliderValue;
}

/** The equity the applicant pays before buying, unrounded: 8% of the price (spec §9), pounds. */
function exactTargetEquity(price: number): number {
  return price * OWNERSHIP_TARGET_RATE;
}

/**
 * Months of equity contributions until they reach 8% of the price (spec §9 "Ownership time target is 8% of
 * price divided by the monthly equity"): the smallest whole number of months, worked from the unrounded
 * target and contribution. The single source of the plan's length: {@link calculateOwnershipYears} and
 * {@link getPlanSchedule} (and so the panel's "about N years", the slider's labels, the year-by-year table
 * and the pipeline's plan) all come from it.
 *
 * @param price asking price in pounds
 * @param monthlyEquity the monthly equity contribution in pounds, unrounded (e.g. 233.333… for £280,000 at
 *   the minimum: 96 months; a rounded £233 would take 97)
 * @returns months, at least 1; 96 (the default 8 years) when `monthlyEquity` or the price is not a positive
 *   number
 */
export function calculateMonthsToOwn(price: number, monthlyEquity: number): number {
  if (!Number.isFinite(monthlyEquity) || monthlyEquity <= 0 || !Number.isFinite(price) || price <= 0) {
    return DEFAULT_OWNERSHIP_YEARS * 12;
  }
  // A tiny tolerance so that floating-point noise (22,400 / 233.333… = 95.999…9) is not a month late.
  return Math.max(1, Math.ceil(exactTargetEquity(price) / monthlyEquity - 1e-9));
}

/**
 * Years until the applicant can buy: {@link calculateMonthsToOwn} in years (spec §9 "Ownership time target is
 * 8% of price divided by the monthly equity, default 8 years"), so it always agrees with the year-by-year
 * schedule: the schedule's last year is the next whole year up. The exact minimum contribution gives 8 years
 * and double it gives 4, hence "4-8 years".
 *
 * @param price asking price in pounds
 * @param monthlyEquity the chosen monthly equity contribution in pounds, unrounded
 *   ({@link getMonthlyEquityForSlider})
 * @returns years, rounded to one decimal place (e.g. 96 months → 8; 75 months → 6.3, the schedule's year 7;
 *   97 months → 8.1, year 9); {@link DEFAULT_OWNERSHIP_YEARS} (8) when `monthlyEquity` is not a positive
 *   number or the price is not positive
 */
export function calculateOwnershipYears(price: number, monthlyEquity: number): number {
  return Math.round((calculateMonthsToOwn(price, monthlyEquity) / 12) * 10) / 10;
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

/** One year of the plan schedule (getPlanSchedule). Money in pounds. */
export type PlanScheduleYear = {
  /** 1 for the first year of the plan. */
  year: number;
  /** Months of the plan in this year: 12, fewer in the year the target is reached. */
  months: number;
  /** Rent paid in this year, at today's estimated rent. */
  rentPaid: number;
  /** Equity contributions paid in this year. */
  equityPaid: number;
  /** Equity contributions paid from the start to the end of this year. */
  equityTotal: number;
  /** The deposit built by the end of this year: the initial deposit plus every equity contribution. */
  depositBuilt: number;
  /** True in the year the deposit reaches the target. */
  reachesTarget: boolean;
};

/** The whole plan of a home, year by year (getPlanSchedule). Money in pounds. */
export type PlanSchedule = {
  /** The initial deposit, 2% of the price rounded to the nearest £100 (calculateInitialDeposit). */
  initialDeposit: number;
  /** The equity the applicant pays before buying: 8% of the price (spec §9 "Ownership time target"). */
  targetEquity: number;
  /** The deposit held when buying: the initial deposit plus the target equity. */
  targetDeposit: number;
  /** Months of contributions until the equity paid reaches the target (calculateMonthsToOwn). */
  monthsToTarget: number;
  /** monthsToTarget in years to one decimal (calculateOwnershipYears): the "about N years" of the plan. */
  ownershipYears: number;
  years: PlanScheduleYear[];
  /** The deposit held at the end: initial deposit plus all the equity paid (a little over the target). */
  finalDeposit: number;
  /** The mortgage then needed to buy at today's price: the price less the final deposit, at least 0. */
  mortgageNeeded: number;
  /** That mortgage as a share of today's price, percent to one decimal (the loan to value). */
  loanToValuePercent: number;
};

/**
 * The whole plan of a home before the applicant commits: year by year, the rent paid, the equity paid that
 * year and in total, and the deposit built (the initial 2% plus the equity) against the target (the initial
 * deposit plus 8% of the price, spec §9 "Ownership time target is 8% of price"), the year it is reached, and
 * the mortgage then needed at today's price. Rent and price are today's: the plan does not guess at rent
 * rises or house prices. The listing detail and the pipeline's detail panel show it.
 *
 * One figure drives it all: the monthly equity is unrounded (pounds with decimals), the length is {@link
 * calculateMonthsToOwn}, and money is rounded to the penny only in each row's totals; rounding for display
 * (whole pounds on the slider, the nearest £10 on the card) happens only when formatting.
 *
 * Worked example: price £280,000 in SE1, rent £1,097 and the minimum equity of £233.33… a month (1% of the
 * price / 12): initial deposit £5,600, target equity £22,400, reached after 22,400 / 233.33… = 96 months
 * (year 8, all 12 months); the deposit is then £5,600 + £22,400 = £28,000 and the mortgage £252,000 (90%).
 * At a whole-pound £233 a month it would take ceil(22,400 / 233) = 97 months (year 9) and say 8.1 years.
 *
 * @param price asking price in pounds (positive)
 * @param rent monthly rent in pounds (0 or more)
 * @param monthlyEquity the monthly equity contribution in pounds, unrounded (positive; default the exact
 *   minimum, {@link calculateMonthlyEquity}; for the slider's value use {@link getMonthlyEquityForSlider})
 * @returns the schedule (see {@link PlanSchedule}); one row per year, the last one partial or full; money in
 *   pounds rounded to the penny
 * @throws RangeError when the price or the monthly equity is not a positive number, or the rent is negative
 */
export function getPlanSchedule(
  price: number,
  rent: number,
  monthlyEquity: number = calculateMonthlyEquity(price),
): PlanSchedule {
  if (!Number.isFinite(price) || price <= 0) {
    throw new RangeError(`The price must be a positive number of pounds, got ${price}`);
  }
  if (!Number.isFinite(monthlyEquity) || monthlyEquity <= 0) {
    throw new RangeError(`The monthly equity must be a positive number of pounds, got ${monthlyEquity}`);
  }
  if (!Number.isFinite(rent) || rent < 0) {
    throw new RangeError(`The rent must be 0 or more pounds a month, got ${rent}`);
  }
  const initialDeposit = calculateInitialDeposit(price);
  const targetEquity = roundToPence(price * OWNERSHIP_TARGET_RATE);
  const monthsToTarget = calculateMonthsToOwn(price, monthlyEquity);
  const years: PlanScheduleYear[] = [];
  for (let year = 1; (year - 1) * 12 < monthsToTarget; year += 1) {
    const months = Math.min(12, monthsToTarget - (year - 1) * 12);
    const monthsSoFar = (year - 1) * 12 + months;
    const equityTotal = roundToPence(monthlyEquity * monthsSoFar);
    years.push({
      year,
      months,
      rentPaid: roundToPence(rent * months),
      equityPaid: roundToPence(monthlyEquity * months),
      equityTotal,
      depositBuilt: roundToPence(initialDeposit + equityTotal),
      reachesTarget: monthsSoFar === monthsToTarget,
    });
  }
  const finalDeposit = years[years.length - 1]!.depositBuilt;
  const mortgageNeeded = Math.max(0, roundToPence(price - finalDeposit));
  return {
    initialDeposit,
    targetEquity,
    targetDeposit: roundToPence(initialDeposit + targetEquity),
    monthsToTarget,
    ownershipYears: calculateOwnershipYears(price, monthlyEquity),
    years,
    finalDeposit,
    mortgageNeeded,
    loanToValuePercent: Math.round((mortgageNeeded / price) * 1000) / 10,
  };
}
