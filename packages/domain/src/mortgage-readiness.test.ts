import { describe, expect, it } from 'vitest';
import {
  annualCommittedSpendingPounds,
  annualDebtRepaymentsPounds,
  firstReadyYear,
  LENDER_INCOME_MULTIPLE,
  monthlyCommittedSpendingPounds,
  mortgageReadiness,
  READINESS_YEARS,
  readinessYears,
  stressShownYear,
} from './mortgage-readiness';

// Decision 072's worked example: £200,000, the 2% deposit and two months of £166.67 held, £40,000 a year.
const input = {
  valuePounds: 200_000,
  equityOwnedPence: 433_334,
  monthlyEquityPence: 16_667,
  annualIncomePounds: 40_000,
};

describe('mortgageReadiness', () => {
  it('works out each year: the mortgage, its loan-to-value, its stressed payment and the income a lender wants', () => {
    const years = readinessYears(input);
    expect(years).toHaveLength(READINESS_YEARS + 1);
    // Year 0: £195,666.66 needs £43,482 a year at 4.5 times; at 8.5% over 25 years it would cost £1,575.56 a
    // month, 47.3% of £40,000's gross monthly income (shown, not decided on).
    expect(years[0]).toEqual({
      year: 0,
      equityPence: 433_334,
      mortgageNeededPence: 19_566_666,
      loanToValuePercent: 97.8,
      stressedMonthlyPence: 157_556,
      stressedSharePercent: 47.3,
      incomeNeededPounds: 43_482,
      ready: false,
    });
    expect(years[7]).toMatchObject({ loanToValuePercent: 90.8, ready: false });
    // Year 8: a 10% deposit; £179,666.34 needs £39,926 a year at 4.5 times, and £40,000 is enough.
    expect(years[8]).toEqual({
      year: 8,
      equityPence: 2_033_366,
      mortgageNeededPence: 17_966_634,
      loanToValuePercent: 89.8,
      stressedMonthlyPence: 144_672,
      stressedSharePercent: 43.4,
      incomeNeededPounds: 39_926,
      ready: true,
    });
    expect(LENDER_INCOME_MULTIPLE).toBe(4.5);
  });

  it('decides on the income multiple, the stressed payment shown beside it: year 8 on £40,000 (43.4%)', () => {
    const readiness = mortgageReadiness(input);
    expect(readiness.readyInYears).toBe(8);
    // 43.4% is above the 35% rule of thumb: shown on the page, not a reason to say no.
    expect(readiness.years[8]).toMatchObject({ stressedSharePercent: 43.4, ready: true });
    expect(readiness.years[7]).toMatchObject({ loanToValuePercent: 90.8, ready: false });
    // £100 a month more: 60 months of £266.67 take the equity past £20,000 in year 5.
    expect(firstReadyYear(input, 100_00)).toBe(5);
    expect(readiness.ways[0]).toContain('Each extra £100 a month of equity would bring it to year 5');
    // A pound short of the multiple's £39,926 in year 8, and no year is ready.
    expect(mortgageReadiness({ ...input, annualIncomePounds: 39_925 }).readyInYears).toBeNull();
    expect(mortgageReadiness({ ...input, annualIncomePounds: 39_926 }).readyInYears).toBe(8);
  });

  it('names the income a lender would want when the deposit is enough but the income is not', () => {
    const readiness = mortgageReadiness({ ...input, annualIncomePounds: 30_000 });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways.join(' ')).toContain(
      'In year 8 a lender would want £39,926 a year: 4.5 times income. A higher income, or a co-applicant’s, would ' +
        'close the gap.',
    );
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
    const readiness = mortgageReadiness({ ...input, annualIncomePounds: 42_000, ...debts });
    // Year 8: £39,926 at 4.5 times + £2,520 of repayments = £42,446 a year: more than £42,000. The stressed
    // £1,446.72 is 44% of £3,500 − £210 a month.
    expect(readiness.years[8]).toMatchObject({
      incomeNeededPounds: 42_446,
      stressedSharePercent: 44,
      ready: false,
    });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways).toContain(
      'Clearing your card balances and loans would bring it to year 8: lenders count their repayments (£2,520 a year) against your income.',
    );
  });

  it('counts childcare, maintenance and other commitments like loan repayments, and names them (decision 077)', () => {
    const others = {
      monthlyChildcarePounds: 400,
      monthlyMaintenancePounds: 0,
      monthlyOtherCommitmentsPounds: 100,
    };
    expect(monthlyCommittedSpendingPounds({ ...others, cardBalancePounds: 2_000 })).toBe(560);
    expect(annualCommittedSpendingPounds(others)).toBe(6_000);
    const readiness = mortgageReadiness({ ...input, annualIncomePounds: 44_000, ...others });
    // Year 8: £39,926 at 4.5 times + £6,000 of commitments = £45,926 a year: more than £44,000. The stressed
    // £1,446.72 is 45.7% of £3,666.67 − £500 a month.
    expect(readiness.years[8]).toMatchObject({
      incomeNeededPounds: 45_926,
      stressedSharePercent: 45.7,
      ready: false,
    });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways).toContain(
      'Lenders count your childcare and other regular commitments (£500 a month) against your income: without them ' +
        'it would be year 8, so it comes closer as they fall or end (childcare often falls when children start school).',
    );
  });

  it('still names the other commitments when going without them alone would not make a year ready', () => {
    const readiness = mortgageReadiness({
      ...input,
      annualIncomePounds: 30_000,
      monthlyMaintenancePounds: 250,
    });
    expect(readiness.readyInYears).toBeNull();
    expect(readiness.ways.at(-1)).toBe(
      'Lenders also count your maintenance (£250 a month) against your income: less of it helps.',
    );
  });

  it('says what the co-applicant’s income contributes on a joint plan', () => {
    // £34,000 and £18,000: £52,000 together is ready in year 8; £34,000 alone is not within 8 years.
    const readiness = mortgageReadiness({
      ...input,
      annualIncomePounds: 52_000,
      coApplicantIncomePounds: 18_000,
    });
    expect(readiness.readyInYears).toBe(8);
    expect(readiness.ways).toContain(
      'The co-applicant’s income (£18,000 a year) brings it to year 8: without it, it would be beyond 8 years.',
    );
    const short = mortgageReadiness({
      ...input,
      annualIncomePounds: 36_000,
      coApplicantIncomePounds: 10_000,
    });
    expect(short.ways.join(' ')).toContain('A higher household income would close the gap.');
    expect(short.ways.join(' ')).not.toContain('co-applicant’s income (');
  });

  it('shows the stressed payment of the ready year, else of the first year with the deposit', () => {
    expect(stressShownYear(mortgageReadiness(input))?.year).toBe(8);
    const early = mortgageReadiness({ ...input, equityOwnedPence: 2_500_000, annualIncomePounds: 30_000 });
    expect(stressShownYear(early)?.year).toBe(0);
  });

  it('refuses a value of £0, a negative amount, or a co-applicant earning more than the household', () => {
    expect(() => mortgageReadiness({ ...input, valuePounds: 0 })).toThrow(/more than £0/);
    expect(() => mortgageReadiness({ ...input, annualIncomePounds: -1 })).toThrow(/The income/);
    expect(() => mortgageReadiness({ ...input, cardBalancePounds: -1 })).toThrow(/The card balances/);
    expect(() => mortgageReadiness({ ...input, monthlyChildcarePounds: -1 })).toThrow(/The childcare/);
    expect(() => mortgageReadiness({ ...input, coApplicantIncomePounds: 40_001 })).toThrow(/co-applicant/);
  });
});
