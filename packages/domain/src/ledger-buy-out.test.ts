import { describe, expect, it } from 'vitest';
import { balances, buyOutSettlement, entryFor, normalBalance, recordEntry } from './ledger';

const PLAN = 'plan-1';
const deposit = entryFor({
  id: 'd',
  planId: PLAN,
  date: '2026-12-01',
  kind: 'deposit-paid',
  paymentId: 'p0',
  amountPence: 400_000,
});
const month = (id: string) =>
  entryFor({
    id,
    planId: PLAN,
    date: '2026-12-01',
    kind: 'collection-confirmed',
    paymentId: `p-${id}`,
    amountPence: 108_367,
    due: { rentPence: 91_700, equityPence: 16_667, arrearsPence: 0 },
  });
const failed = entryFor({
  id: 'f',
  planId: PLAN,
  date: '2026-12-01',
  kind: 'collection-failed',
  rentPence: 91_700,
  equityPence: 16_667,
});

describe('buying the rest, completed', () => {
  it('applies the £4,333.34 held to a £210,000 price: £205,666.66 to receive', () => {
    const entries = [deposit, month('m1'), month('m2')];
    const completion = buyOutSettlement(balances(entries), 21_000_000);
    expect(completion).toEqual({
      pricePence: 21_000_000,
      depositHeldPence: 400_000,
      equityHeldPence: 33_334,
      refundsDuePence: 0,
      arrearsPence: 0,
      amountReceivedPence: 20_566_666,
    });
    const entry = entryFor({
      id: 'c',
      planId: PLAN,
      date: '2027-03-01',
      kind: 'buy-out-completed',
      paymentId: 'bank-ref-1',
      ...completion,
    });
    expect(entry.postings).toEqual([
      { account: 'bank', pence: 20_566_666 },
      { account: 'deposit-held', pence: 400_000 },
      { account: 'equity-held', pence: 33_334 },
      { account: 'home-sale', pence: -21_000_000 },
    ]);
    const result = recordEntry(entries, entry);
    expect(result.ok).toBe(true);
    const after = balances(result.ok ? result.entries : []);
    expect(normalBalance('deposit-held', after['deposit-held'])).toBe(0);
    expect(normalBalance('equity-held', after['equity-held'])).toBe(0);
    expect(normalBalance('home-sale', after['home-sale'])).toBe(21_000_000);
  });

  it('collects the rent owed with the rest: £917 owed makes £206,583.66', () => {
    const entries = [deposit, month('m1'), failed];
    const completion = buyOutSettlement(balances(entries), 21_000_000);
    expect(completion.amountReceivedPence).toBe(21_000_000 - 416_667 + 91_700);
    const entry = entryFor({
      id: 'c',
      planId: PLAN,
      date: '2027-03-01',
      kind: 'buy-out-completed',
      paymentId: 'r',
      ...completion,
    });
    const result = recordEntry(entries, entry);
    expect(result.ok && normalBalance('arrears', balances(result.entries).arrears)).toBe(0);
  });

  it('refuses an amount received that is not the amount due, naming it', () => {
    const completion = buyOutSettlement(balances([deposit]), 21_000_000);
    expect(() =>
      entryFor({
        id: 'c',
        planId: PLAN,
        date: '2027-03-01',
        kind: 'buy-out-completed',
        paymentId: 'r',
        ...completion,
        amountReceivedPence: 1,
      }),
    ).toThrow(
      'The amount received must be £206,000 (the price less what is held, plus what is owed), not £0.01',
    );
    expect(() => buyOutSettlement(balances([deposit]), 100)).toThrow(RangeError);
  });
});
