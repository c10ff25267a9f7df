import { describe, expect, it } from 'vitest';
import {
  STRESS_MAX_SHARE_PERCENT,
  STRESS_RATE_PERCENT,
  STRESS_TERM_YEARS,
  stressedMonthlyPaymentPence,
  stressedSharePercent,
} from './mortgage-stress';

describe('the stress test (decision 077)', () => {
  it('works out the payment at 8.5% over 25 years', () => {
    expect([STRESS_RATE_PERCENT, STRESS_TERM_YEARS, STRESS_MAX_SHARE_PERCENT]).toEqual([8.5, 25, 35]);
    // £179,666.34: r = 0.085 ÷ 12, n = 300: £1,446.72 a month.
    expect(stressedMonthlyPaymentPence(17_966_634)).toBe(144_672);
    // £100,000: £805.23 a month.
    expect(stressedMonthlyPaymentPence(10_000_000)).toBe(80_523);
    expect(stressedMonthlyPaymentPence(0)).toBe(0);
  });

  it('gives the payment as a share of the monthly income left after commitments', () => {
    // £1,446.72 of £50,000 ÷ 12 = £4,166.67: 34.7%; of £4,166.67 − £500: 39.5%.
    expect(stressedSharePercent(144_672, 50_000, 0)).toBe(34.7);
    expect(stressedSharePercent(144_672, 50_000, 500)).toBe(39.5);
    expect(stressedSharePercent(0, 0, 0)).toBe(0);
    expect(stressedSharePercent(144_672, 6_000, 500)).toBeNull();
  });
});
