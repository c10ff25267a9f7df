import { describe, expect, it } from 'vitest';
import {
  formatPortfolioMonth,
  grossYieldPercent,
  isLargeEnoughGroup,
  type PortfolioInput,
  type PortfolioPlan,
  portfolioMonths,
  ratePercent,
  summarisePortfolio,
} from './portfolio';

// A worked portfolio on 1 December 2026: five customers moved in, one purchase completed, one at legal work.
const plans: PortfolioPlan[] = [
  { planKey: 'p1', state: 'MovedIn', price: 200_000, monthlyRent: 917 },
  { planKey: 'p2', state: 'MovedIn', price: 250_000, monthlyRent: 1_100 },
  { planKey: 'p3', state: 'MovedIn', price: 180_000, monthlyRent: 800 },
  { planKey: 'p4', state: 'MovedIn', price: 300_000, monthlyRent: 1_300 },
  { planKey: 'p5', state: 'MovedIn', price: 220_000, monthlyRent: 950 },
  { planKey: 'p6', state: 'Completion', price: 150_000, monthlyRent: 700 },
  { planKey: 'p7', state: 'LegalWork', price: 160_000, monthlyRent: 750 },
];

const input: PortfolioInput = {
  today: '2026-12-01',
  casesByState: [
    { state: 'MovedIn', cases: 5 },
    { state: 'Completion', cases: 1 },
    { state: 'LegalWork', cases: 1 },
    { state: 'Opened', cases: 1 },
    { state: 'FallenThrough', cases: 1 },
  ],
  plans,
  // Deposits of 2% of each price; p1 and p3 have paid two months of equity; p2 and p4 owe a month's rent.
  balances: [
    { planKey: 'p1', arrearsPence: 0, depositHeldPence: 400_000, equityHeldPence: 33_334 },
    { planKey: 'p2', arrearsPence: 110_000, depositHeldPence: 500_000, equityHeldPence: 0 },
    { planKey: 'p3', arrearsPence: 0, depositHeldPence: 360_000, equityHeldPence: 30_000 },
    { planKey: 'p4', arrearsPence: 130_000, depositHeldPence: 600_000, equityHeldPence: 0 },
    { planKey: 'p5', arrearsPence: 0, depositHeldPence: 440_000, equityHeldPence: 0 },
    { planKey: 'p6', arrearsPence: 0, depositHeldPence: 300_000, equityHeldPence: 0 },
  ],
  collections: [
    // October: three plans' rent due, all paid.
    { planKey: 'p1', month: '2026-10', rentDuePence: 91_700, rentCollectedPence: 91_700 },
    { planKey: 'p3', month: '2026-10', rentDuePence: 80_000, rentCollectedPence: 80_000 },
    { planKey: 'p5', month: '2026-10', rentDuePence: 95_000, rentCollectedPence: 95_000 },
    // November: all five; p2's and p4's failed.
    { planKey: 'p1', month: '2026-11', rentDuePence: 91_700, rentCollectedPence: 91_700 },
    { planKey: 'p2', month: '2026-11', rentDuePence: 110_000, rentCollectedPence: 0 },
    { planKey: 'p3', month: '2026-11', rentDuePence: 80_000, rentCollectedPence: 80_000 },
    { planKey: 'p4', month: '2026-11', rentDuePence: 130_000, rentCollectedPence: 0 },
    { planKey: 'p5', month: '2026-11', rentDuePence: 95_000, rentCollectedPence: 95_000 },
    // Outside the twelve months: left out.
    { planKey: 'p1', month: '2025-11', rentDuePence: 91_700, rentCollectedPence: 0 },
  ],
};

describe('ratePercent', () => {
  it('gives a part of a whole in percent to one decimal', () => {
    // 2 ÷ 3 = 66.666…% → 66.7
    expect(ratePercent(2, 3)).toBe(66.7);
    expect(ratePercent(0, 5)).toBe(0);
  });
  it('is null when nothing was due', () => {
    expect(ratePercent(0, 0)).toBeNull();
  });
});

describe('grossYieldPercent', () => {
  it('is 12 × the rents over the prices × 100, weighted by value', () => {
    // 12 × (1,000 + 1,500) = 30,000 over 500,000 = 6%
    expect(
      grossYieldPercent([
        { price: 200_000, monthlyRent: 1_000 },
        { price: 300_000, monthlyRent: 1_500 },
      ]),
    ).toBe(6);
  });
  it('is 0 for no homes', () => {
    expect(grossYieldPercent([])).toBe(0);
  });
});

describe('portfolioMonths', () => {
  it('ends with today’s month, oldest first', () => {
    const months = portfolioMonths('2026-12-01');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
    expect(months[11]).toBe('2026-12');
    expect(portfolioMonths('2026-03-31', 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => portfolioMonths('1/12/2026')).toThrow(/YYYY-MM-DD/);
  });
});

describe('formatPortfolioMonth', () => {
  it('writes the short month and year', () => {
    expect(formatPortfolioMonth('2026-11')).toBe('Nov 2026');
    expect(formatPortfolioMonth('nonsense')).toBe('nonsense');
  });
});

describe('isLargeEnoughGroup', () => {
  it('needs five plans', () => {
    expect(isLargeEnoughGroup(4)).toBe(false);
    expect(isLargeEnoughGroup(5)).toBe(true);
  });
});

describe('summarisePortfolio', () => {
  const summary = summarisePortfolio(input);

  it('counts the cases at each state and the homes owned', () => {
    expect(summary.stages.find((s) => s.state === 'MovedIn')?.cases).toBe(5);
    expect(summary.stages.find((s) => s.state === 'Opened')?.cases).toBe(1);
    expect(summary.stages.find((s) => s.state === 'OfferMade')?.cases).toBe(0);
    expect(summary.stages).toHaveLength(9);
    // Five moved in and one completed.
    expect(summary.homesOwned).toBe(6);
    expect(summary.homesWithPlan).toBe(6);
  });

  it('values the owned homes at their agreed prices', () => {
    // 200,000 + 250,000 + 180,000 + 300,000 + 220,000 + 150,000 = 1,300,000 (p7 is not bought yet)
    expect(summary.totalValueAtPurchase).toBe(1_300_000);
    // No home revalued yet: today's values are the agreed prices.
    expect(summary.totalValueToday).toBe(1_300_000);
    // 1,300,000 ÷ 6 = 216,666.67 → 216,667
    expect(summary.averageValueAtPurchase).toBe(216_667);
    // 12 × (917 + 1,100 + 800 + 1,300 + 950 + 700) = 12 × 5,767 = 69,204; ÷ 1,300,000 × 100 = 5.3234 → 5.32
    expect(summary.averageGrossYieldPercent).toBe(5.32);
  });

  it('gives the arrears of the moved-in customers', () => {
    expect(summary.activePlans).toBe(5);
    // p2 and p4 of five: 40%
    expect(summary.plansInArrearsPercent).toBe(40);
    // 110,000 + 130,000
    expect(summary.arrearsPence).toBe(240_000);
    // 240,000 over the year's rent due 773,400 (below) = 31.03% → 31.0
    expect(summary.arrearsToRentDuePercent).toBe(31);
  });

  it('adds up the deposits and equity held for customers', () => {
    // deposits 400,000 + 500,000 + 360,000 + 600,000 + 440,000 + 300,000 = 2,600,000; equity 33,334 + 30,000
    expect(summary.equityHeldPence).toBe(2_663_334);
    expect(summary.plansHoldingEquity).toBe(6);
  });

  it('gives rent collected against due by month, hiding months of fewer than five plans', () => {
    const november = summary.months.find((m) => m.month === '2026-11');
    // 91,700 + 110,000 + 80,000 + 130,000 + 95,000 = 506,700 due; 506,700 − 240,000 = 266,700 collected
    expect(november).toEqual({
      month: '2026-11',
      plans: 5,
      rentDuePence: 506_700,
      rentCollectedPence: 266_700,
      // 266,700 ÷ 506,700 = 52.63% → 52.6
      collectionRatePercent: 52.6,
    });
    // October had three plans' rent due: hidden.
    expect(summary.months.find((m) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      plans: 3,
      rentDuePence: null,
      rentCollectedPence: null,
      collectionRatePercent: null,
    });
    expect(summary.thisMonth.month).toBe('2026-12');
    expect(summary.thisMonth.plans).toBe(0);
    expect(summary.thisMonth.rentDuePence).toBeNull();
  });

  it('sums the twelve months over the plans with rent due in any of them', () => {
    // October 266,700 + November 506,700 = 773,400 due; 266,700 + 266,700 = 533,400 collected; 2025-11 left out
    expect(summary.twelveMonths).toEqual({
      month: '2026-01',
      plans: 5,
      rentDuePence: 773_400,
      rentCollectedPence: 533_400,
      // 533,400 ÷ 773,400 = 68.97% → 69.0
      collectionRatePercent: 69,
    });
  });

  it('hides every money figure of a portfolio of fewer than five plans, but not the counts', () => {
    const small = summarisePortfolio({
      today: '2026-12-01',
      casesByState: [
        { state: 'MovedIn', cases: 2 },
        { state: 'OfferMade', cases: 1 },
      ],
      plans: plans.slice(0, 2),
      balances: input.balances.slice(0, 2),
      collections: input.collections.filter((row) => row.planKey === 'p1' || row.planKey === 'p2'),
    });
    expect(small.homesOwned).toBe(2);
    expect(small.activePlans).toBe(2);
    expect(small.stages.find((s) => s.state === 'OfferMade')?.cases).toBe(1);
    expect(small.totalValueAtPurchase).toBeNull();
    expect(small.averageValueAtPurchase).toBeNull();
    expect(small.averageGrossYieldPercent).toBeNull();
    expect(small.plansInArrearsPercent).toBeNull();
    expect(small.arrearsPence).toBeNull();
    expect(small.arrearsToRentDuePercent).toBeNull();
    expect(small.equityHeldPence).toBeNull();
    expect(small.twelveMonths.rentDuePence).toBeNull();
    expect(small.months.every((month) => month.rentCollectedPence === null)).toBe(true);
  });

  it('is all zeros and nulls with no cases at all', () => {
    const empty = summarisePortfolio({
      today: '2026-12-01',
      casesByState: [],
      plans: [],
      balances: [],
      collections: [],
    });
    expect(empty.homesOwned).toBe(0);
    expect(empty.stages.every((stage) => stage.cases === 0)).toBe(true);
    expect(empty.months).toHaveLength(12);
    expect(empty.equityHeldPence).toBeNull();
  });
});

describe('values today', () => {
  it('adds the latest values, the agreed price of a home not yet revalued', () => {
    const plans = ['a', 'b', 'c', 'd', 'e'].map((planKey, i) => ({
      planKey,
      state: 'MovedIn' as const,
      price: 200_000,
      monthlyRent: 900,
      ...(i === 0 ? { valueToday: 210_000 } : {}),
    }));
    const summary = summarisePortfolio({
      casesByState: [{ state: 'MovedIn', cases: 5 }],
      plans,
      balances: [],
      collections: [],
      today: '2026-12-01',
    });
    expect(summary.totalValueAtPurchase).toBe(1_000_000);
    expect(summary.totalValueToday).toBe(1_010_000);
  });
});
