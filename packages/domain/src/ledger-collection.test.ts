import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFor, monthlyDuePence, splitCollection } from './ledger';
import { base, due } from './testing/ledger-plan';

describe('the month from the plan maths', () => {
  it('is the rent and 1% of the price a year, in pence', () => {
    expect(monthlyDuePence(200_000, 916.67)).toEqual({ rentPence: 91_667, equityPence: 16_667 });
    // The slider's top for £280,000: double the base, 2 × 233.333… = 466.666… → £466.67.
    expect(monthlyDuePence(280_000, 1_097, (2 * 280_000 * 0.01) / 12)).toEqual({
      rentPence: 109_700,
      equityPence: 46_667,
    });
  });
});

describe('spending a collection', () => {
  it('a short collection pays part of the rent; the rest falls into arrears', () => {
    // 50,000p against 91,667p of rent: 41,667p unpaid, no equity.
    expect(splitCollection(50_000, due)).toEqual({
      arrearsPaid: 0,
      rentPaid: 50_000,
      equityPaid: 0,
      overpaid: 0,
      rentUnpaid: 41_667,
    });
    const short = entryFor({
      ...base,
      id: 'c4',
      date: '2027-04-01',
      kind: 'collection-confirmed',
      paymentId: 'p4',
      amountPence: 50_000,
      due,
    });
    expect(short.postings).toEqual([
      { account: 'bank', pence: 50_000 },
      { account: 'arrears', pence: 41_667 },
      { account: 'rent-received', pence: -50_000 },
      { account: 'rent-due', pence: -41_667 },
    ]);
  });

  it('spends a collection exactly: arrears, then rent, then equity, then an overpayment', () => {
    const amount = fc.integer({ min: 1, max: 1_000_000 });
    const owed = fc.integer({ min: 0, max: 400_000 });
    fc.assert(
      fc.property(amount, owed, owed, owed, (amountPence, rentPence, equityPence, arrearsPence) => {
        const split = splitCollection(amountPence, { rentPence, equityPence, arrearsPence });
        expect(split.arrearsPaid + split.rentPaid + split.equityPaid + split.overpaid).toBe(amountPence);
        expect(split.arrearsPaid).toBe(Math.min(amountPence, arrearsPence));
        expect(split.rentPaid).toBe(Math.min(amountPence - split.arrearsPaid, rentPence));
        expect(split.rentUnpaid).toBe(rentPence - split.rentPaid);
        expect(split.equityPaid).toBe(
          Math.min(amountPence - split.arrearsPaid - split.rentPaid, equityPence),
        );
        expect(split.overpaid).toBe(Math.max(0, amountPence - arrearsPence - rentPence - equityPence));
      }),
    );
  });
});
