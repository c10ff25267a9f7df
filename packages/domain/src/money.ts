/**
 * Money formatting and rounding, in pounds sterling (spec §9 "Currency is pounds (GBP, en-UK)").
 */
import { MIN_BUDGET } from './constants';

/**
 * Compact sterling (`£1.2m`), made on first use: the first `Intl` formatter a browser tab makes loads its
 * locale data, about 45 ms on these machines and four times that on a mid-range phone (decision record 020),
 * so the whole-pound and pence forms below are written out without `Intl`.
 */
let compactPounds: Intl.NumberFormat | undefined;

/**
 * Writes a whole number with its digits grouped in threes by commas, the en-GB way (`1,234,567`), without
 * `Intl` (see `compactPounds`). The sign is kept (`-1,000`).
 *
 * @param value a whole number (fractions are rounded to the nearest whole, halves up); missing or not finite
 *   counts as 0
 * @returns e.g. `424`, `1,234`, `600,000`
 */
export function formatCount(value: number | null | undefined): string {
  const whole = value == null || !Number.isFinite(value) ? 0 : Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * Writes a number to at most one decimal place, digits grouped by commas, without a trailing ".0" and without
 * `Intl` (see `compactPounds`): distances and radii (`4.8`, `12`, `0.5`, `1,234.5`).
 *
 * @param value a number (negative keeps its sign; missing or not finite counts as 0)
 * @returns e.g. `4.8`, `12`, `1,234.5`
 */
export function formatOneDecimal(value: number | null | undefined): string {
  const tenths = value == null || !Number.isFinite(value) ? 0 : Math.round(Math.abs(value) * 10);
  const text =
    tenths % 10 === 0 ? formatCount(tenths / 10) : `${formatCount(Math.floor(tenths / 10))}.${tenths % 10}`;
  return value != null && value < 0 && tenths > 0 ? `-${text}` : text;
}

/**
 * Sterling from a whole number of pence: `£1,083.33` with pence, `£1,084` without (as en-GB's
 * `Intl.NumberFormat` currency format writes them, `-£5` for a negative amount).
 */
function formatPennies(pennies: number, withPence: boolean): string {
  const sign = pennies < 0 ? '-' : '';
  const abs = Math.abs(pennies);
  const pounds = formatCount(Math.floor(abs / 100));
  return withPence ? `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}` : `${sign}£${pounds}`;
}

/**
 * Formats an amount of pounds as sterling, the way the spec asks (spec §9): no decimals for whole-pound
 * amounts (`£250,000`), otherwise two decimals (`£1,083.33`), and a missing value as zero (`£0`).
 * Whether an amount is whole is judged after rounding to the penny, so 1,083.999 shows as `£1,084`.
 *
 * With `compact: true` the amount is abbreviated with at most one decimal and a lower-case suffix
 * (`£1.2m`, `£250k`, `£950`, `£2.5bn`), using `Intl.NumberFormat` compact notation for en-GB.
 * Negative amounts keep their sign (`-£5`).
 *
 * @param value pounds; `null`, `undefined` and `NaN` count as missing and format as `£0`
 * @param options `compact` for the abbreviated form
 * @returns the formatted amount, e.g. `£1,083.33`
 */
export function formatGBP(value: number | null | undefined, options?: { compact?: boolean }): string {
  const amount = value == null || !Number.isFinite(value) ? 0 : value;
  // `+ 0` turns a negative zero into zero: no "-£0" for amounts that round to nothing.
  const pennies = Math.round(amount * 100) + 0;
  if (options?.compact) {
    compactPounds ??= new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    return compactPounds.format(pennies / 100).toLowerCase();
  }
  return formatPennies(pennies, pennies % 100 !== 0);
}

/**
 * Whether a budget is shown to the applicant: it must be above {@link MIN_BUDGET} (spec §5 "The budget
 * display shows a dash when it is not above 50000"; §9 "The welcome modal shows the worth figure above
 * 50000").
 *
 * @param budget pounds; missing counts as no budget
 * @returns true above £50,000; false for £50,000 or less, missing or not a finite number
 */
export function isBudgetShown(budget: number | null | undefined): budget is number {
  return budget != null && Number.isFinite(budget) && budget > MIN_BUDGET;
}

/**
 * Formats an applicant's budget for the budget display: a dash when the budget is not shown
 * ({@link isBudgetShown}: not above {@link MIN_BUDGET}), otherwise the amount in whole pounds.
 *
 * @param budget pounds; missing counts as no budget
 * @returns `'-'` for 50,000 or less (or missing), else e.g. `£50,001`
 */
export function formatBudget(budget: number | null | undefined): string {
  if (!isBudgetShown(budget)) return '-';
  return formatPennies(Math.round(budget) * 100, false);
}

/**
 * Tolerance for binary floating-point error when rounding money to a step (for example
 * 200,000 × 5.8 / 100 / 12 should not fall just below a multiple of the step because of representation).
 */
const STEP_EPSILON = 1e-9;

/**
 * Rounds down (towards minus infinity) to a multiple of `step`, tolerating floating-point noise so that
 * a value a hair below a multiple (e.g. 964.9999999999) still counts as that multiple.
 *
 * @param value the amount (any unit, usually pounds)
 * @param step the multiple, greater than zero (e.g. 1,000 for the budget, 5 for the rent budget)
 * @returns the largest multiple of `step` not above `value`
 * @throws RangeError when `step` is not a positive finite number
 */
export function roundDownTo(value: number, step: number): number {
  assertStep(step);
  return Math.floor(value / step + STEP_EPSILON) * step + 0;
}

/**
 * Rounds to the nearest multiple of `step`; halves round up (towards plus infinity), as `Math.round` does.
 * Used for the initial deposit (nearest £100) and the card's monthly equity (nearest £10), spec §9.
 *
 * @param value the amount (any unit, usually pounds)
 * @param step the multiple, greater than zero
 * @returns the nearest multiple of `step`
 * @throws RangeError when `step` is not a positive finite number
 */
export function roundToNearest(value: number, step: number): number {
  assertStep(step);
  return Math.round(value / step + STEP_EPSILON) * step + 0;
}

/**
 * Rounds up (towards plus infinity) to a multiple of `step`, tolerating floating-point noise.
 *
 * @param value the amount (any unit, usually pounds)
 * @param step the multiple, greater than zero
 * @returns the smallest multiple of `step` not below `value`
 * @throws RangeError when `step` is not a positive finite number
 */
export function roundUpTo(value: number, step: number): number {
  assertStep(step);
  return Math.ceil(value / step - STEP_EPSILON) * step + 0;
}

/**
 * Rounds an amount of pounds to whole pence (2 decimal places), half away from zero.
 *
 * @param value pounds
 * @returns pounds with at most two decimals
 */
export function roundToPence(value: number): number {
  const sign = value < 0 ? -1 : 1;
  // `+ 0` turns a negative zero into zero.
  return (sign * Math.round(Math.abs(value) * 100 + STEP_EPSILON)) / 100 + 0;
}

function assertStep(step: number): void {
  if (!Number.isFinite(step) || step <= 0) {
    throw new RangeError(`The rounding step must be a positive number, got ${step}`);
  }
}
