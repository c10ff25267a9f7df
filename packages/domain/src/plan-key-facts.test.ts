import { describe, expect, it } from 'vitest';
import {
  checkPlanSigning,
  describePlanKeyFacts,
  getPlanKeyFacts,
  isInsideReviewWindow,
  reviewWindowEndsAt,
} from './plan-key-facts';

describe('the plan’s key facts (decision 070)', () => {
  it('works out the £280,000 plan of plan.ts’s worked example with its terms in words', () => {
    const facts = getPlanKeyFacts({ price: 280_000, monthlyRent: 1_097 }, 9_900);
    expect(facts).toMatchObject({
      price: 280_000,
      deposit: 5_600,
      monthlyRent: 1_097,
      monthlyEquity: 233.33,
      monthlyTotal: 1_330.33,
      termMonths: 96,
      termYears: 8,
      fees: [{ name: 'Waitlist fee', amountPence: 9_900 }],
    });
    expect(facts.schedule.mortgageNeeded).toBe(252_000);
    expect(facts.schedule.years).toHaveLength(8);
    expect(facts.rentChanges).toContain('at most once a year');
    expect(facts.leaving).toContain('refunded within 30 days');
    expect(describePlanKeyFacts(facts)).toEqual([
      ['Price of the home', '£280,000'],
      ['Your deposit (2% of the price)', '£5,600'],
      ['Monthly rent', '£1,097'],
      ['Monthly equity contribution (1% of the price a year)', '£233.33'],
      ['You pay each month', '£1,330.33'],
      ['Term', '96 months (about 8 years)'],
      ['Mortgage then needed at today’s price', '£252,000'],
    ]);
  });

  it('lists no fee when no waitlist fee was paid', () => {
    expect(getPlanKeyFacts({ price: 200_000, monthlyRent: 950 }, 0).fees).toEqual([]);
  });

  it('refuses a price or rent that is not whole pounds', () => {
    expect(() => getPlanKeyFacts({ price: 0, monthlyRent: 900 }, 9_900)).toThrow(RangeError);
    expect(() => getPlanKeyFacts({ price: 200_000, monthlyRent: 900.5 }, 9_900)).toThrow(RangeError);
  });
});

describe('signing with time to read (the issue: 7 days by default, unless advice was taken)', () => {
  const opened = new Date('2026-12-01T10:00:00Z');
  const check = (now: string, tookAdvice = false, firstOpenedAt: Date | null = opened) =>
    checkPlanSigning({ firstOpenedAt, now: new Date(now), reviewDays: 7, tookAdvice });

  it('refuses before the plan is opened, and within the window', () => {
    expect(check('2026-12-01T10:00:00Z', false, null)).toEqual({
      ok: false,
      error: 'Open and read the plan before signing it',
      availableFrom: null,
    });
    expect(check('2026-12-08T09:59:59Z')).toMatchObject({
      ok: false,
      availableFrom: new Date('2026-12-08T10:00:00Z'),
    });
  });

  it('allows signing once the window has passed, or at once after advice', () => {
    expect(check('2026-12-08T10:00:00Z')).toEqual({ ok: true });
    expect(check('2026-12-01T10:05:00Z', true)).toEqual({ ok: true });
  });
});

describe('the review window’s end', () => {
  it('ends reviewDays after the first opening, and counts as open until the plan is opened', () => {
    const opened = new Date('2026-12-01T10:00:00Z');
    const ends = reviewWindowEndsAt(opened, 7);
    expect(ends).toEqual(new Date('2026-12-08T10:00:00Z'));
    expect(isInsideReviewWindow(ends, new Date('2026-12-08T09:59:59Z'))).toBe(true);
    expect(isInsideReviewWindow(ends.toISOString(), ends.getTime())).toBe(false);
    expect(isInsideReviewWindow(null, Date.now())).toBe(true);
  });
});
