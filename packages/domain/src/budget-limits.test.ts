import { describe, expect, it } from 'vitest';
import { type AffordabilityInput, calculateAffordability } from './affordability';
import { getNextStep } from './application-progress';
import { describeBudgetLimit, getBudgetLimits, getCommitmentsPath } from './budget-limits';

const employed = (baseGrossIncome: number) => ({
  type: 'Employed' as const,
  primary: true,
  baseGrossIncome,
});
const limitsOf = (input: Partial<AffordabilityInput> & { pay: number }) =>
  getBudgetLimits(
    calculateAffordability({ applicants: [{ incomes: [employed(input.pay)] }], deposit: 20_000, ...input }),
  );

describe('getBudgetLimits', () => {
  it('names nothing when the budget is £50,000 or more', () => {
    expect(limitsOf({ pay: 40_000 })).toEqual([]);
  });

  it('names the deposit when it is under £1,000: £500 covers a £25,000 home', () => {
    expect(limitsOf({ pay: 40_000, deposit: 500 })).toEqual([
      { factor: 'Deposit', cap: 25_000, path: '/your-application/financial-details/deposit' },
    ]);
    expect(limitsOf({ pay: 40_000, deposit: 0 })).toEqual([
      { factor: 'Deposit', cap: 0, path: '/your-application/financial-details/deposit' },
    ]);
  });

  it('names income when £8,000 a year allows £40,000 (5 × income)', () => {
    expect(limitsOf({ pay: 8_000 })).toEqual([
      { factor: 'Income', cap: 40_000, path: '/your-application/financial-details/income' },
    ]);
  });

  it('names commitments when £400 a month of loans take £20,000 a year down to £47,000', () => {
    // 40% × 1,666.67 − 400 = 266.67 a month; ÷ (6.8% / 12) = £47,058.82; without the loans £117,647.06.
    expect(limitsOf({ pay: 20_000, monthlyLoans: 400 })).toEqual([
      {
        factor: 'Commitments',
        cap: 47_000,
        path: '/your-application/financial-details/monthly-commitments',
      },
    ]);
  });

  it('names every factor that alone keeps it under £50,000, most limiting first', () => {
    expect(limitsOf({ pay: 8_000, deposit: 900 }).map((limit) => [limit.factor, limit.cap])).toEqual([
      ['Income', 40_000],
      ['Deposit', 45_000],
    ]);
    expect(
      limitsOf({ pay: 20_000, monthlyLoans: 400, deposit: 100 }).map((limit) => [limit.factor, limit.cap]),
    ).toEqual([
      ['Deposit', 5_000],
      ['Commitments', 47_000],
    ]);
  });

  it('names income, not commitments, when income alone is too low', () => {
    expect(limitsOf({ pay: 8_000, monthlyLoans: 100 }).map((limit) => limit.factor)).toEqual(['Income']);
  });
});

describe('getCommitmentsPath', () => {
  it('points to the page holding the largest part of the commitments', () => {
    expect(
      getCommitmentsPath({ monthlyCommitmentsTotal: 330, cardRepayment: 300, dependantAllowance: 0 }),
    ).toBe('/your-application/financial-details/cards');
    expect(
      getCommitmentsPath({ monthlyCommitmentsTotal: 800.28, cardRepayment: 0, dependantAllowance: 800.28 }),
    ).toBe('/your-application/financial-details/dependants');
    expect(
      getCommitmentsPath({ monthlyCommitmentsTotal: 500, cardRepayment: 100, dependantAllowance: 0 }),
    ).toBe('/your-application/financial-details/monthly-commitments');
  });
});

describe('getNextStep with a budget limit', () => {
  const done = {
    dateOfBirth: '1990-01-01',
    addresses: [{ moveInDate: '2015-01-01' }],
    incomes: [{ primary: true, baseGrossIncome: 40_000 }],
    hasAdditionalIncome: false,
    identityVerified: true,
    documentsUploaded: true,
  };
  it('sends the applicant to the limiting page, or to Income without one', () => {
    const input = { applicant: done, jointApplication: false, skipIdv: false, budget: 25_000 };
    expect(
      getNextStep({ ...input, budgetLimitPath: '/your-application/financial-details/deposit' }, '2026-11-23'),
    ).toEqual({ kind: 'CannotProvideBudget', path: '/your-application/financial-details/deposit' });
    expect(getNextStep(input, '2026-11-23')).toEqual({
      kind: 'CannotProvideBudget',
      path: '/your-application/financial-details/income',
    });
  });
});

describe('describeBudgetLimit', () => {
  const describeFirst = (input: Partial<AffordabilityInput> & { pay: number }) => {
    const result = calculateAffordability({
      applicants: [{ incomes: [employed(input.pay)] }],
      deposit: 20_000,
      ...input,
    });
    const [limit] = getBudgetLimits(result);
    return limit ? describeBudgetLimit(limit, result) : null;
  };

  it('says what the deposit covers and what is needed', () => {
    expect(describeFirst({ pay: 40_000, deposit: 500 })).toEqual({
      text: 'Your deposit of £500 covers a home of up to £25,000, as the deposit is 2% of the price. A budget of £50,000 needs a deposit of at least £1,000.',
      linkText: 'Change your deposit',
    });
  });

  it('says what a deposit of £0 means and what to save, not "£0 covers a home of up to £0"', () => {
    expect(describeFirst({ pay: 40_000, deposit: 0 })).toEqual({
      text: 'With a deposit of £0 your budget is £0 for now: the plan needs a deposit of 2% of the home’s price. Save towards 2% of the price you’d like to pay: £4,000 for a £200,000 home, and at least £1,000 for our minimum budget of £50,000. Then update your deposit and we’ll work out your budget again.',
      linkText: 'Change your deposit',
    });
  });

  it('says what income supports, and what commitments take', () => {
    expect(describeFirst({ pay: 8_000 })?.text).toBe('Your income supports a home of up to £40,000.');
    expect(describeFirst({ pay: 20_000, monthlyLoans: 400 })?.text).toBe(
      'Your monthly commitments of £400 bring it down to £47,000.',
    );
  });
});
