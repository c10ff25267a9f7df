import { describe, expect, it } from 'vitest';
import {
  annualDebtRepaymentsPounds,
  firstReadyYear,
  LENDER_INCOME_MULTIPLE,
  mortgageReadiness,
  READINESS_YEARS,
  readinessYears,
} from './mortgage-readiness';

// Decision 072's worked example: £200,000, the 2% deposit and two months of £166.67 held, £40,000 a year.
const input = {
  valuePounds: 200_000,
  equityOwnedPence: 433_334,
  monthlyEquityPence: 16_667,
  annualIncomePounds: 40_000,
};

describe('mortgageReadiness', () => {
  it('works out each year from today: the mortgage, its loan-to-value and the income a lender would want', () => {
    const years = readinessYears(input);
    expect(years).toHaveLength(READINESS_YEARS + 1);
    expect(years[0]).toEqual({
      year: 0,
      equityPence: 433_334,
      mortgageNeededPence: 19_566_666,
      loanToValuePercent: 97.8,
      incomeNeededPounds: 43_482,
      ready: false,
    });
    expect(years[7]).toMatchObject({ loanToValuePercent: 90.8, ready: false });
    expect(years[8]).toEqual({
      year: 8,
      equityPence: 2_033_366,
      mortgageNeededPence: 17_966_634,
      loanToValuePercent: 89.8,
      incomeNeededPounds: 39_926,
      ready: true,
    });
    expect(LENDER_INCOME_MULTIPLE).toBe(4.5);
  });

  it('is ready in year 8, and says £100 more a month would make it year 5', () => {
    const readiness = mortgageReadiness(input);
    expect(readiness.readyInYears).toBe(8);
    expect(firstReadyYear(input, 100_00)).toBe(5);
    expect(readiness.ways[0]).toContain('Each extra £100 a month of equity would bring it to year 5');
  });

  it('names the income a lender would want when the deposit is enough but the income is not', () => {
    const readiness = mortgageReadiness({ ...input, annualIncomePounds: 30_000 });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways.join(' ')).toContain('would want £39,926 a year');
  });

  it('is ready now, with nothing to add, when the deposit and the income are already enough', () => {
    const readiness = mortgageReadiness({
      ...input,
      equityOwnedPence: 2_500_000,
      annualIncomePounds: 60_000,
    });
    expect(readiness).toMatchObject({ readyInYears: 0, ways: [] });
  });

  it('counts a year of debt repayments against the income (decision 077)', () => {
    // £2,000 on cards counts as £60 a month (3%), plus £150 a month of loans: £2,520 a year.
    const debts = { cardBalancePounds: 2_000, monthlyLoansPounds: 150 };
    expect(annualDebtRepaymentsPounds(debts)).toBe(2_520);
    expect(annualDebtRepaymentsPounds({})).toBe(0);
    const readiness = mortgageReadiness({ ...input, ...debts });
    // Year 8's mortgage needs £39,926 of income, plus £2,520: more than the £40,000 the household earns.
    expect(readiness.years[8]).toMatchObject({ incomeNeededPounds: 42_446, ready: false });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways).toContain(
      'Clearing your card balances and loans would bring it to year 8: lenders count their repayments (£2,520 a year) against your income.',
    );
  });

  it('refuses a value of £0 or a negative amount', () => {
    expect(() => mortgageReadiness({ ...input, valuePounds: 0 })).toThrow(/more than £0/);
    expect(() => mortgageReadiness({ ...input, annualIncomePounds: -1 })).toThrow(/The income/);
    expect(() => mortgageReadiness({ ...input, cardBalancePounds: -1 })).toThrow(/The card balances/);
  });
});
