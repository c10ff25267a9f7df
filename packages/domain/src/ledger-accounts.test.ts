import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertPence,
  balances,
  entryFor,
  isBalanced,
  type LedgerEvent,
  normalBalance,
  poundsToPence,
} from './ledger';
import { base, deposit, february, january, march } from './testing/ledger-plan';

describe('balanced entries and balances (sign convention: debit positive, pence)', () => {
  it('every worked entry balances; an unbalanced one does not', () => {
    for (const entry of [deposit, january, february, march]) expect(isBalanced(entry)).toBe(true);
    expect(
      isBalanced({
        postings: [
          { account: 'bank', pence: 100 },
          { account: 'fees', pence: -99 },
        ],
      }),
    ).toBe(false);
    expect(
      isBalanced({
        postings: [
          { account: 'bank', pence: 0 },
          { account: 'fees', pence: 0 },
        ],
      }),
    ).toBe(false);
    expect(
      isBalanced({
        postings: [
          { account: 'bank', pence: 0.5 },
          { account: 'fees', pence: -0.5 },
        ],
      }),
    ).toBe(false);
  });

  it('sums the postings of each account', () => {
    // bank 400,000 + 108,334 + 210,001 = 718,335; rent received 2 × 91,667 = 183,334; equity 2 × 16,667.
    expect(balances([deposit, january, february, march])).toEqual({
      bank: 718_335,
      arrears: 0,
      'deposit-held': -400_000,
      'equity-held': -33_334,
      'refunds-due': -10_000,
      'rent-received': -183_334,
      'rent-due': -91_667,
      fees: 0,
      'home-sale': 0,
    });
    expect(normalBalance('equity-held', -33_334)).toBe(33_334);
    expect(normalBalance('bank', 718_335)).toBe(718_335);
  });

  it('turns pounds from the plan maths into pence', () => {
    expect(poundsToPence(166.67)).toBe(16_667);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
  });
});

describe('amounts must be whole, safe pence', () => {
  const event = (amountPence: number): LedgerEvent => ({
    ...base,
    id: 'x',
    date: '2026-12-01',
    kind: 'deposit-paid',
    paymentId: 'p',
    amountPence,
  });
  it('refuses fractions, unsafe integers, zero and negatives with clear errors', () => {
    expect(() => entryFor(event(12.5))).toThrow('The deposit must be a whole number of pence, got 12.5');
    expect(() => entryFor(event(Number.NaN))).toThrow('The deposit must be a whole number of pence, got NaN');
    expect(() => entryFor(event(2 ** 53))).toThrow(
      'The deposit is too large to count exactly in pence, got 9007199254740992',
    );
    expect(() => entryFor(event(0))).toThrow('The deposit must be more than 0p, got 0');
    expect(() => entryFor(event(-100))).toThrow('The deposit must be more than 0p, got -100');
    expect(assertPence(0, 'The arrears', { positive: false })).toBe(0);
  });

  it('refuses a bad date, a missing note and an adjustment within one account', () => {
    expect(() => entryFor({ ...event(100), date: '2026-13-01' })).toThrow(
      'The date must be a real date, YYYY-MM-DD, got "2026-13-01"',
    );
    expect(() =>
      entryFor({ ...base, id: 'f', date: '2026-12-01', kind: 'fee-charged', feePence: 100, note: ' ' }),
    ).toThrow('What the fee is for is required');
    expect(() =>
      entryFor({
        ...base,
        id: 'a',
        date: '2026-12-01',
        kind: 'adjustment',
        debit: 'bank',
        credit: 'bank',
        amountPence: 1,
        note: 'x',
      }),
    ).toThrow('An adjustment moves money between two different accounts');
    expect(() =>
      entryFor({
        ...base,
        id: 'a',
        date: '2026-12-01',
        kind: 'adjustment',
        debit: 'petty-cash' as 'bank',
        credit: 'fees',
        amountPence: 1,
        note: 'x',
      }),
    ).toThrow('Unknown account "petty-cash"');
  });

  it('refuses any amount that is not a safe whole number of pence', () => {
    const bad = fc.oneof(
      fc.double({ noNaN: false }).filter((value) => !Number.isSafeInteger(value)),
      fc.integer({ max: 0 }),
    );
    fc.assert(
      fc.property(bad, (amountPence) => {
        expect(() =>
          entryFor({
            id: 'x',
            planId: 'plan-1',
            date: '2027-01-01',
            kind: 'fee-charged',
            feePence: amountPence,
            note: 'Fee',
          }),
        ).toThrow(RangeError);
      }),
    );
  });
});
