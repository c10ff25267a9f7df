import { describe, expect, it } from 'vitest';
import { describeNoDeposit, hasNoDeposit } from './deposit-advice';

describe('a deposit of £0', () => {
  it('is a deposit given as £0, not one not given yet', () => {
    expect(hasNoDeposit(0)).toBe(true);
    expect(hasNoDeposit(null)).toBe(false);
    expect(hasNoDeposit(undefined)).toBe(false);
    expect(hasNoDeposit(500)).toBe(false);
  });
  it('says what it means for the budget and what to save, with the plan’s figures', () => {
    expect(describeNoDeposit()).toEqual({
      meaning:
        'With a deposit of £0 your budget is £0 for now: the plan needs a deposit of 2% of the home’s price.',
      action:
        'Save towards 2% of the price you’d like to pay: £4,000 for a £200,000 home, and at least £1,000 for our minimum budget of £50,000. Then update your deposit and we’ll work out your budget again.',
    });
    expect(describeNoDeposit(300_000).action).toContain('£6,000 for a £300,000 home');
  });
});
