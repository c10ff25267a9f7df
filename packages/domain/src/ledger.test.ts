import { describe, expect, it } from 'vitest';
import { balances, entryFor, type JournalEntry, recordEntry, reverse } from './ledger';
import { base, deposit, february, january, march } from './testing/ledger-plan';

describe('posting rules (worked examples, pence)', () => {
  it('deposit paid: Dr bank, Cr deposit held', () => {
    expect(deposit.postings).toEqual([
      { account: 'bank', pence: 400_000 },
      { account: 'deposit-held', pence: -400_000 },
    ]);
    expect(deposit).toMatchObject({ id: 'dep', kind: 'deposit-paid', paymentId: 'pay-dep' });
  });

  it('collection confirmed: the amount split into rent received and equity held', () => {
    expect(january.postings).toEqual([
      { account: 'bank', pence: 108_334 },
      { account: 'equity-held', pence: -16_667 },
      { account: 'rent-received', pence: -91_667 },
    ]);
  });

  it('collection failed: the rent falls into arrears, the missed equity is no debt', () => {
    expect(february.postings).toEqual([
      { account: 'arrears', pence: 91_667 },
      { account: 'rent-due', pence: -91_667 },
    ]);
  });

  it('a later collection pays the arrears first, then the month; the surplus is owed back', () => {
    expect(march.postings).toEqual([
      { account: 'bank', pence: 210_001 },
      { account: 'arrears', pence: -91_667 },
      { account: 'equity-held', pence: -16_667 },
      { account: 'refunds-due', pence: -10_000 },
      { account: 'rent-received', pence: -91_667 },
    ]);
  });

  it('fee, refund and adjustment', () => {
    const fee = entryFor({
      ...base,
      id: 'f1',
      date: '2027-03-02',
      kind: 'fee-charged',
      feePence: 2_500,
      note: 'Returned direct debit',
    });
    expect(fee.postings).toEqual([
      { account: 'arrears', pence: 2_500 },
      { account: 'fees', pence: -2_500 },
    ]);
    const waiver = entryFor({
      ...base,
      id: 'a1',
      date: '2027-03-03',
      kind: 'adjustment',
      debit: 'fees',
      credit: 'arrears',
      amountPence: 2_500,
      note: 'Fee waived',
    });
    expect(waiver.postings).toEqual([
      { account: 'arrears', pence: -2_500 },
      { account: 'fees', pence: 2_500 },
    ]);
    const agreed = entryFor({
      ...base,
      id: 'r1',
      date: '2027-03-04',
      kind: 'refund-agreed',
      from: 'equity-held',
      amountPence: 16_667,
      note: 'Left the plan',
    });
    expect(agreed.postings).toEqual([
      { account: 'equity-held', pence: 16_667 },
      { account: 'refunds-due', pence: -16_667 },
    ]);
    const paid = entryFor({
      ...base,
      id: 'r2',
      date: '2027-03-05',
      kind: 'refund-paid',
      paymentId: 'out-1',
      amountPence: 16_667,
    });
    expect(paid.postings).toEqual([
      { account: 'bank', pence: -16_667 },
      { account: 'refunds-due', pence: 16_667 },
    ]);
  });
});

describe('corrections', () => {
  it('a reversal brings them back to before the entry', () => {
    const undo = reverse(january, {
      id: 'undo-c1',
      date: '2027-01-05',
      note: 'Recorded against the wrong plan',
    });
    expect(undo).toMatchObject({ kind: 'reversal', reverses: 'c1', paymentId: 'pay-1' });
    expect(balances([deposit, january, undo])).toEqual(balances([deposit]));
    expect(
      entryFor({
        ...base,
        id: 'undo-c1',
        date: '2027-01-05',
        kind: 'reversal',
        entry: january,
        note: 'Recorded against the wrong plan',
      }),
    ).toEqual(undo);
    // The entry itself is not changed.
    expect(january.postings[0]).toEqual({ account: 'bank', pence: 108_334 });
  });
});

describe('recording entries', () => {
  const record = (entries: readonly JournalEntry[], entry: JournalEntry) => {
    const result = recordEntry(entries, entry);
    if (!result.ok) throw new Error(result.error);
    return result.entries;
  };

  it('records an event once, whatever the retries', () => {
    const once = record([], deposit);
    expect(recordEntry(once, deposit)).toEqual({ ok: true, entries: once, duplicate: true });
    expect(
      recordEntry(once, {
        ...deposit,
        postings: [
          { account: 'bank', pence: 1 },
          { account: 'deposit-held', pence: -1 },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'The key dep was already used for a different entry',
    });
  });

  it('refuses to take equity held below zero', () => {
    const entries = record(record([], deposit), january);
    const tooMuch = entryFor({
      ...base,
      id: 'r',
      date: '2027-02-01',
      kind: 'refund-agreed',
      from: 'equity-held',
      amountPence: 16_668,
      note: 'Left',
    });
    expect(recordEntry(entries, tooMuch)).toEqual({
      ok: false,
      error: 'Entry r would take Equity held below 0p (-1p)',
    });
  });

  it('reverses an entry once, exactly, and only one of the ledger', () => {
    const entries = record(record([], deposit), january);
    const undo = reverse(january, { id: 'u1', date: '2027-01-05', note: 'Duplicate' });
    const after = record(entries, undo);
    expect(recordEntry(after, reverse(january, { id: 'u2', date: '2027-01-06', note: 'Again' }))).toEqual({
      ok: false,
      error: 'Entry c1 has already been reversed',
    });
    expect(recordEntry([deposit], undo)).toEqual({
      ok: false,
      error: 'Entry u1 reverses c1, which is not in the ledger',
    });
    expect(
      recordEntry(entries, {
        ...undo,
        postings: [
          { account: 'bank', pence: -1 },
          { account: 'fees', pence: 1 },
        ],
      }),
    ).toEqual({
      ok: false,
      error: 'Entry u1 does not exactly reverse c1',
    });
  });

  it('keeps one plan to a ledger', () => {
    expect(recordEntry([deposit], { ...january, planId: 'plan-2' })).toEqual({
      ok: false,
      error: 'Entry c1 is for plan plan-2, not plan-1',
    });
  });
});

describe('extra equity bought (decision 073)', () => {
  it('moves the money into the bank and holds it as equity', () => {
    const entry = entryFor({
      ...base,
      date: '2026-12-01',
      id: 'eq-1',
      kind: 'equity-bought',
      paymentId: 'cs_1',
      amountPence: 100_000,
    });
    expect(entry.postings).toEqual([
      { account: 'bank', pence: 100_000 },
      { account: 'equity-held', pence: -100_000 },
    ]);
    expect(() =>
      entryFor({
        ...base,
        date: '2026-12-01',
        id: 'eq-2',
        kind: 'equity-bought',
        paymentId: 'cs_2',
        amountPence: 0,
      }),
    ).toThrow('The equity bought must be more than 0p, got 0');
  });
});
