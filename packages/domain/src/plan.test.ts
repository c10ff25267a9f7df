/**
 * The plan maths of spec §9, with the expected figures worked by hand from the spec's words: "Deposit is 2%
 * of price. The initial deposit is rounded to the nearest 100." "Monthly equity contribution is 1% of asking
 * price divided by 12 (rounded to the nearest 10 on the listing card)." "Equity slider minimum is
 * floor(price/100/12). The maximum is double that." "Ownership time target is 8% of price divided by the
 * monthly equity, default 8 years." "Yield = 12 x rent / asking price x 100, shown to 2 decimals."
 */
import { describe, expect, it } from 'vitest';
import { estimateMonthlyRent } from './listing';
import {
  calculateCardMonthlyEquity,
  calculateDeposit,
  calculateInitialDeposit,
  calculateMonthlyEquity,
  calculateMonthlyPlanCost,
  calculateMonthsToOwn,
  calculateOwnershipYears,
  calculateYield,
  formatYield,
  getEquitySliderRange,
  getMonthlyEquityForSlider,
  getPlanSchedule,
} from './plan';
import { getGrossYieldPercent } from './regions';

describe('deposit (spec §9: 2% of price, initial deposit to the nearest 100)', () => {
  it('is 2% of the price to the penny', () => {
    expect(calculateDeposit(200_000)).toBe(4000); // research §2.7: "deposit 2% = £4,000"
    expect(calculateDeposit(212_500)).toBe(4250);
    expect(calculateDeposit(199_999)).toBe(3999.98); // 3,999.98
    expect(calculateDeposit(0)).toBe(0);
  });

  it('rounds the initial deposit to the nearest 100', () => {
    expect(calculateInitialDeposit(212_500)).toBe(4300); // 4,250 → 4,300 (halves up)
    expect(calculateInitialDeposit(200_000)).toBe(4000);
    expect(calculateInitialDeposit(212_400)).toBe(4200); // 4,248 → 4,200
    expect(calculateInitialDeposit(187_600)).toBe(3800); // 3,752 → 3,800
  });
});

describe('monthly equity (spec §9: 1% of price / 12, card to the nearest 10)', () => {
  it('is 1% of the price divided by 12, unrounded', () => {
    expect(calculateMonthlyEquity(200_000)).toBeCloseTo(166.6667, 4); // 2,000 / 12
    expect(calculateMonthlyEquity(120_000)).toBe(100); // 1,200 / 12
  });

  it('is rounded to the nearest 10 on the card', () => {
    expect(calculateCardMonthlyEquity(200_000)).toBe(170); // 166.67
    expect(calculateCardMonthlyEquity(120_000)).toBe(100);
    expect(calculateCardMonthlyEquity(185_400)).toBe(150); // 154.50 → 150
    expect(calculateCardMonthlyEquity(186_000)).toBe(160); // 155.00 → 160 (halves up)
  });
});

describe('equity slider (spec §5, §9)', () => {
  it('runs from floor(price/100/12) to double that', () => {
    expect(getEquitySliderRange(200_000)).toEqual({ min: 166, max: 332 }); // floor(166.67) = 166
    expect(getEquitySliderRange(120_000)).toEqual({ min: 100, max: 200 });
    expect(getEquitySliderRange(1199)).toEqual({ min: 0, max: 0 }); // floor(0.999) = 0
  });
});

describe('ownership time (spec §9: 8% of price / a year of equity, default 8)', () => {
  it('is 8 years at the minimum equity and 4 at double (the card’s "4-8 years")', () => {
    expect(calculateOwnershipYears(120_000, 100)).toBe(8); // 9,600 / (100 x 12)
    expect(calculateOwnershipYears(120_000, 200)).toBe(4); // 9,600 / (200 x 12)
    // £200,000: the exact minimum is £166.67 a month, double it £333.33 (not the slider's whole-pound £166).
    expect(calculateOwnershipYears(200_000, 200_000 / 1200)).toBe(8); // 16,000 / 166.67 = 96 months
    expect(calculateOwnershipYears(200_000, 200_000 / 600)).toBe(4); // 48 months
    // A whole-pound £166 takes ceil(16,000 / 166) = 97 months, and says so (not "8").
    expect(calculateOwnershipYears(200_000, 166)).toBe(8.1);
    expect(calculateOwnershipYears(200_000, 332)).toBe(4.1); // ceil(48.19) = 49 months
  });

  it('is the whole months of the schedule in years, to one decimal place', () => {
    expect(calculateOwnershipYears(200_000, 250)).toBe(5.3); // 16,000 / 250 = 64 months = 5.333
    expect(calculateOwnershipYears(200_000, 300)).toBe(4.5); // ceil(53.3) = 54 months = 4.5 (was 4.4)
    expect(calculateMonthsToOwn(200_000, 300)).toBe(54);
  });

  it('defaults to 8 years without a positive monthly equity', () => {
    expect(calculateOwnershipYears(200_000, 0)).toBe(8);
    expect(calculateOwnershipYears(200_000, -10)).toBe(8);
    expect(calculateOwnershipYears(200_000, Number.NaN)).toBe(8);
    expect(calculateOwnershipYears(0, 100)).toBe(8);
    expect(calculateMonthsToOwn(0, 100)).toBe(96);
  });
});

describe('yield (spec §9: 12 x rent / price x 100 to 2 decimals)', () => {
  it('works out the gross yield', () => {
    expect(calculateYield(1000, 200_000)).toBe(6); // 12,000 / 200,000 x 100
    expect(calculateYield(966.67, 200_000)).toBe(5.8); // 11,600.04 / 200,000 x 100 = 5.80002
    expect(calculateYield(750, 165_000)).toBe(5.45); // 5.4545…
    expect(calculateYield(1234, 321_000)).toBe(4.61); // 4.6130…
  });

  it('is 0 when the price is not positive', () => {
    expect(calculateYield(1000, 0)).toBe(0);
    expect(calculateYield(1000, -5)).toBe(0);
  });

  it('formats with two decimals and a percent sign', () => {
    expect(formatYield(5.8)).toBe('5.80%');
    expect(formatYield(4.613)).toBe('4.61%');
    expect(formatYield(0)).toBe('0.00%');
    expect(formatYield(Number.NaN)).toBe('0.00%');
  });
});

describe('monthly plan cost (domain-research §2.7)', () => {
  it('adds rent and equity', () => {
    // Research §2.7: £200,000 at a 5.5% yield is rent 916.67 + equity 166.67 a month (£1,083.33 there, from
    // the unrounded rent 916.666…). With the rent given to the penny, 916.67 + 166.67 = 1,083.34.
    expect(calculateMonthlyPlanCost(200_000, 916.67)).toEqual({
      rent: 916.67,
      equity: 166.67,
      total: 1083.34,
    });
    expect(calculateMonthlyPlanCost(120_000, 600)).toEqual({ rent: 600, equity: 100, total: 700 });
  });
});

describe('getPlanSchedule (the whole plan before committing)', () => {
  it('works out the plan of a £200,000 home at a whole-pound £166 a month year by year', () => {
    // Equity £166 a month (below the exact minimum £166.67); target 8% = £16,000; 16,000 / 166 = 96.4 → 97.
    const plan = getPlanSchedule(200_000, 916, 166);
    expect(plan.initialDeposit).toBe(4000);
    expect(plan.targetEquity).toBe(16_000);
    expect(plan.targetDeposit).toBe(20_000);
    expect(plan.monthsToTarget).toBe(97);
    expect(plan.ownershipYears).toBe(8.1);
    expect(plan.years).toHaveLength(9);
    expect(plan.years[0]).toEqual({
      year: 1,
      months: 12,
      rentPaid: 10_992, // 12 × 916
      equityPaid: 1992, // 12 × 166
      equityTotal: 1992,
      depositBuilt: 5992, // 4,000 + 1,992
      reachesTarget: false,
    });
    expect(plan.years[7]).toMatchObject({ year: 8, equityTotal: 15_936, depositBuilt: 19_936 });
    expect(plan.years[8]).toEqual({
      year: 9,
      months: 1,
      rentPaid: 916,
      equityPaid: 166,
      equityTotal: 16_102, // 97 × 166
      depositBuilt: 20_102,
      reachesTarget: true,
    });
    expect(plan.finalDeposit).toBe(20_102);
    expect(plan.mortgageNeeded).toBe(179_898); // 200,000 − 20,102
    expect(plan.loanToValuePercent).toBe(89.9);
  });

  it('reaches the target in exactly 4 years at double a whole-pound base', () => {
    // Price £240,000: base £200 a month, target £19,200; at £400 a month that is 48 months.
    const plan = getPlanSchedule(240_000, 1100, 400);
    expect(plan.monthsToTarget).toBe(48);
    expect(plan.years.map((y) => y.months)).toEqual([12, 12, 12, 12]);
    expect(plan.years.at(-1)).toMatchObject({
      equityTotal: 19_200,
      depositBuilt: 24_000,
      reachesTarget: true,
    });
    expect(plan.mortgageNeeded).toBe(216_000);
    expect(plan.loanToValuePercent).toBe(90);
  });

  it('refuses a price or equity that is not positive, or a negative rent', () => {
    expect(() => getPlanSchedule(0, 900, 100)).toThrow(RangeError);
    expect(() => getPlanSchedule(200_000, 900, 0)).toThrow(/monthly equity/);
    expect(() => getPlanSchedule(200_000, -1, 100)).toThrow(/rent/);
  });
});

describe('one figure, one rounding rule, one schedule (£280,000 home in SE1)', () => {
  // SE1 is in London: gross yield 4.7% (regions.ts), so the estimated rent is round(280,000 × 4.7% / 12) = £1,097.
  const price = 280_000;
  const rent = estimateMonthlyRent(price, getGrossYieldPercent(['SE1']));

  it('uses the SE1 inputs of the app', () => {
    expect(getGrossYieldPercent(['SE1'])).toBe(4.7);
    expect(rent).toBe(1097);
    expect(getEquitySliderRange(price)).toEqual({ min: 233, max: 466 }); // floor(233.33), display only
  });

  it('says "about 8 years" and shows year 8 as the last year at the minimum contribution', () => {
    const equity = getMonthlyEquityForSlider(price, getEquitySliderRange(price).min);
    expect(equity).toBeCloseTo(233.3333, 4); // the exact 1% / 12, not the slider's rounded £233
    const plan = getPlanSchedule(price, rent, equity);
    expect(calculateOwnershipYears(price, equity)).toBe(8);
    expect(plan.monthsToTarget).toBe(96);
    expect(plan.ownershipYears).toBe(8);
    expect(plan.years).toHaveLength(8);
    expect(plan.years.at(-1)).toMatchObject({ year: 8, months: 12, reachesTarget: true });
    expect(plan.years.at(-1)?.equityTotal).toBe(22_400); // 8% of £280,000, to the penny
  });

  it('says "about 4 years" and shows year 4 as the last year at the maximum contribution', () => {
    const equity = getMonthlyEquityForSlider(price, getEquitySliderRange(price).max);
    expect(equity).toBeCloseTo(466.6667, 4);
    const plan = getPlanSchedule(price, rent, equity);
    expect(calculateOwnershipYears(price, equity)).toBe(4);
    expect(plan.monthsToTarget).toBe(48);
    expect(plan.years).toHaveLength(4);
    expect(plan.years.at(-1)).toMatchObject({
      year: 4,
      months: 12,
      equityTotal: 22_400,
      reachesTarget: true,
    });
  });

  it('defaults to the exact minimum contribution', () => {
    expect(getPlanSchedule(price, rent)).toEqual(getPlanSchedule(price, rent, calculateMonthlyEquity(price)));
  });

  it('agrees with the card’s "4-8 years" and the table for every price', () => {
    for (let p = 50_000; p <= 2_000_000; p += 3_337.77) {
      const { min, max } = getEquitySliderRange(p);
      const slow = getPlanSchedule(p, 1000, getMonthlyEquityForSlider(p, min));
      const fast = getPlanSchedule(p, 1000, getMonthlyEquityForSlider(p, max));
      expect([slow.monthsToTarget, slow.years.length, slow.ownershipYears], `price ${p}`).toEqual([96, 8, 8]);
      expect([fast.monthsToTarget, fast.years.length, fast.ownershipYears], `price ${p}`).toEqual([48, 4, 4]);
    }
  });

  it('takes whole pounds between the ends of the slider, and the years come from the same months', () => {
    expect(getMonthlyEquityForSlider(price, 300)).toBe(300);
    expect(getMonthlyEquityForSlider(price, 100)).toBeCloseTo(233.3333, 4); // below the range: the minimum
    expect(getMonthlyEquityForSlider(price, 9999)).toBeCloseTo(466.6667, 4); // above: the maximum
    const plan = getPlanSchedule(price, rent, 300); // 22,400 / 300 = 74.67 → 75 months
    expect(plan.monthsToTarget).toBe(75);
    expect(plan.years.at(-1)).toMatchObject({ year: 7, months: 3, reachesTarget: true });
    expect(calculateOwnershipYears(price, 300)).toBe(6.3); // 75 / 12 = 6.25 → 6.3, "year 7"
    expect(plan.ownershipYears).toBe(6.3);
    expect(calculateMonthsToOwn(price, 300)).toBe(75);
  });

  it('each rounding is for display only: £233 a month is the slider’s label, not the plan', () => {
    // The old behaviour, kept for an explicit whole-pound contribution: £233 a month takes 97 months.
    expect(calculateMonthsToOwn(price, 233)).toBe(97);
    expect(calculateOwnershipYears(price, 233)).toBe(8.1); // and says so: 97 / 12 = 8.08
    expect(getPlanSchedule(price, rent, 233).years).toHaveLength(9);
  });
});

describe('the panel’s years and the table’s last year agree at every slider position', () => {
  it('for the £280,000 SE1 home', () => {
    const price = 280_000;
    const { min, max } = getEquitySliderRange(price);
    for (let value = min; value <= max; value += 1) {
      const equity = getMonthlyEquityForSlider(price, value);
      const plan = getPlanSchedule(price, 1097, equity);
      const years = calculateOwnershipYears(price, equity);
      expect(years, `£${value}`).toBe(Math.round((plan.monthsToTarget / 12) * 10) / 10);
      expect(plan.years.length, `£${value}`).toBe(Math.ceil(plan.monthsToTarget / 12));
      expect(plan.years.length, `£${value}`).toBeLessThanOrEqual(Math.ceil(years));
    }
  });
});
