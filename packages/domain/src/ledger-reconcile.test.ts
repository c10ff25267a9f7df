import { describe, expect, it } from 'vitest';
import { entryFor, reconcile, reverse } from './ledger';
import { base, deposit, february, january, march } from './testing/ledger-plan';

describe('reconciliation with the provider', () => {
  const ledger = [deposit, january, february, march];
  it('finds nothing when the provider paid what the ledger says', () => {
    const payments = [
      { paymentId: 'pay-dep', amountPence: 400_000 },
      { paymentId: 'pay-1', amountPence: 108_334 },
      { paymentId: 'pay-3', amountPence: 210_001 },
    ];
    expect(reconcile(ledger, payments)).toEqual({
      missingFromLedger: [],
      missingFromProvider: [],
      amountsDiffer: [],
      withoutPayment: [],
      reconciled: true,
    });
  });

  it('names the payment missing from the ledger, the collection without a payment and the amount that differs', () => {
    const payments = [
      { paymentId: 'pay-dep', amountPence: 400_000 },
      { paymentId: 'pay-3', amountPence: 200_001 },
      { paymentId: 'pay-9', amountPence: 108_334 },
    ];
    expect(reconcile(ledger, payments)).toEqual({
      missingFromLedger: [{ paymentId: 'pay-9', amountPence: 108_334 }],
      missingFromProvider: [{ paymentId: 'pay-1', ledgerPence: 108_334 }],
      amountsDiffer: [{ paymentId: 'pay-3', ledgerPence: 210_001, providerPence: 200_001 }],
      withoutPayment: [],
      reconciled: false,
    });
  });

  it('counts a reversed collection as absent, and flags bank adjustments without a payment', () => {
    const undo = reverse(january, { id: 'u1', date: '2027-01-05', note: 'Bounced' });
    const nudge = entryFor({
      ...base,
      id: 'a1',
      date: '2027-01-06',
      kind: 'adjustment',
      debit: 'bank',
      credit: 'fees',
      amountPence: 1,
      note: 'Bank interest',
    });
    const result = reconcile(
      [deposit, january, undo, nudge],
      [
        { paymentId: 'pay-dep', amountPence: 400_000 },
        { paymentId: 'pay-1', amountPence: 108_334 },
      ],
    );
    expect(result.missingFromLedger).toEqual([{ paymentId: 'pay-1', amountPence: 108_334 }]);
    expect(result.withoutPayment).toEqual([{ entryId: 'a1', pence: 1 }]);
  });
});
