/**
 * Money formatting as spec §9 describes it: "Currency is pounds (GBP, en-UK). Formatting uses no decimals for
 * whole-pound amounts, otherwise 2 decimals. There is a compact option with 1 decimal. A missing value formats
 * as zero." and spec §5: "The budget display shows a dash when it is not above 50000."
 */
import { describe, expect, it } from 'vitest';
import {
  formatBudget,
  formatCount,
  formatGBP,
  formatOneDecimal,
  isBudgetShown,
  roundDownTo,
  roundToNearest,
  roundToPence,
  roundUpTo,
} from './money';

describe('formatGBP (spec §9)', () => {
  it('shows whole pounds without decimals', () => {
    expect(formatGBP(250_000)).toBe('£250,000');
    expect(formatGBP(0)).toBe('£0');
    expect(formatGBP(965)).toBe('£965');
  });

  it('shows other amounts with two decimals', () => {
    expect(formatGBP(1083.33)).toBe('£1,083.33');
    expect(formatGBP(1083.333333)).toBe('£1,083.33');
    expect(formatGBP(0.5)).toBe('£0.50');
    expect(formatGBP(166.666)).toBe('£166.67');
  });

  it('judges wholeness after rounding to the penny', () => {
    expect(formatGBP(1083.999)).toBe('£1,084');
    expect(formatGBP(1083.004)).toBe('£1,083');
  });

  it('formats a missing value as zero', () => {
    expect(formatGBP(null)).toBe('£0');
    expect(formatGBP(undefined)).toBe('£0');
    expect(formatGBP(Number.NaN)).toBe('£0');
  });

  it('keeps the sign of negative amounts and never shows -£0', () => {
    expect(formatGBP(-5)).toBe('-£5');
    expect(formatGBP(-5.5)).toBe('-£5.50');
    expect(formatGBP(-0)).toBe('£0');
    expect(formatGBP(-0.001)).toBe('£0');
  });

  it('abbreviates with at most one decimal and lower-case suffixes when compact', () => {
    expect(formatGBP(1_234_567, { compact: true })).toBe('£1.2m');
    expect(formatGBP(250_000, { compact: true })).toBe('£250k');
    expect(formatGBP(950, { compact: true })).toBe('£950');
    expect(formatGBP(2_500_000_000, { compact: true })).toBe('£2.5bn');
    expect(formatGBP(1_000_000, { compact: true })).toBe('£1m');
    expect(formatGBP(12_345, { compact: true })).toBe('£12.3k');
    expect(formatGBP(null, { compact: true })).toBe('£0');
    expect(formatGBP(-5, { compact: true })).toBe('-£5');
  });

  it('writes what en-GB Intl.NumberFormat writes, without Intl (no locale data on first load)', () => {
    const whole = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      maximumFractionDigits: 0,
    });
    const pence = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
    });
    const amounts = [
      1, 9.99, 10, 99.5, 100, 999, 1000, 1000.01, 12_345.6, 99_999, 100_000, 250_000, 1_234_567.89,
    ];
    for (const amount of amounts.flatMap((a) => [a, -a])) {
      expect(formatGBP(amount)).toBe(Number.isInteger(amount) ? whole.format(amount) : pence.format(amount));
    }
  });
});

describe('formatOneDecimal', () => {
  it('writes at most one decimal, no trailing .0, grouped, as en-GB Intl with maximumFractionDigits 1 would', () => {
    for (const value of [0, 0.5, 1, 4.8, 4.84, 4.85, 12, 12.04, 1234.56, -2.25, 40]) {
      expect(formatOneDecimal(value)).toBe(value.toLocaleString('en-GB', { maximumFractionDigits: 1 }));
    }
    expect(formatOneDecimal(undefined)).toBe('0');
    expect(formatOneDecimal(Number.NaN)).toBe('0');
  });
});

describe('formatCount', () => {
  it('groups digits in threes with commas, as en-GB does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(424)).toBe('424');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(600_000)).toBe('600,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1000)).toBe('-1,000');
  });

  it('rounds fractions and counts a missing value as 0', () => {
    expect(formatCount(999.6)).toBe('1,000');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('formatBudget (spec §5: a dash when not above 50000)', () => {
  it('shows a dash up to and including 50,000', () => {
    expect(formatBudget(50_000)).toBe('-');
    expect(formatBudget(49_999)).toBe('-');
    expect(formatBudget(0)).toBe('-');
    expect(formatBudget(null)).toBe('-');
    expect(formatBudget(undefined)).toBe('-');
    expect(formatBudget(Number.NaN)).toBe('-');
  });

  it('shows whole pounds above 50,000', () => {
    expect(formatBudget(50_001)).toBe('£50,001');
    expect(formatBudget(200_000)).toBe('£200,000');
  });
});

describe('isBudgetShown (spec §5, §9: a budget is shown only above 50000)', () => {
  it('shows £50,001 and more', () => {
    expect(isBudgetShown(50_001)).toBe(true);
    expect(isBudgetShown(200_000)).toBe(true);
  });

  it('hides £50,000 and less, and a missing or broken figure', () => {
    for (const budget of [50_000, 49_999, 0, null, undefined, Number.NaN]) {
      expect(isBudgetShown(budget), String(budget)).toBe(false);
    }
  });
});

describe('rounding helpers', () => {
  it('rounds down to a step', () => {
    // Architecture §4's worked check: income cap 235,294 → 235,000 (to £1,000); rent 966.67 → 965 (to £5).
    expect(roundDownTo(235_294.12, 1000)).toBe(235_000);
    expect(roundDownTo(966.67, 5)).toBe(965);
    expect(roundDownTo(965, 5)).toBe(965);
    expect(roundDownTo(-3, 5)).toBe(-5);
  });

  it('tolerates floating-point noise just below a multiple', () => {
    expect(roundDownTo(964.9999999999999, 5)).toBe(965);
    expect(roundDownTo(0.1 + 0.2, 0.3)).toBeCloseTo(0.3, 10);
  });

  it('rounds to the nearest step, halves up', () => {
    expect(roundToNearest(4250, 100)).toBe(4300);
    expect(roundToNearest(4249.99, 100)).toBe(4200);
    expect(roundToNearest(166.67, 10)).toBe(170);
    expect(roundToNearest(164.99, 10)).toBe(160);
    expect(roundToNearest(165, 10)).toBe(170);
  });

  it('rounds up to a step', () => {
    expect(roundUpTo(1101, 5)).toBe(1105);
    expect(roundUpTo(1100, 5)).toBe(1100);
  });

  it('rounds to pence, halves away from zero', () => {
    expect(roundToPence(1.005)).toBe(1.01);
    expect(roundToPence(-1.005)).toBe(-1.01);
    expect(roundToPence(5486.000000001)).toBe(5486);
    expect(Object.is(roundToPence(-0.001), 0)).toBe(true);
  });

  it('refuses a step that is not positive', () => {
    expect(() => roundDownTo(10, 0)).toThrow(RangeError);
    expect(() => roundToNearest(10, -5)).toThrow(RangeError);
    expect(() => roundUpTo(10, Number.NaN)).toThrow(RangeError);
  });
});
