import { describe, expect, it } from 'vitest';
import {
  afterCollectionFailure,
  canRetryCollectionNow,
  collectionsDue,
  describeCollection,
  dueToDatePence,
  isRetryableFailure,
  MAX_COLLECTION_ATTEMPTS,
  monthlyCollectionDate,
  nextMonthlyCollection,
  upcomingCollections,
} from './plan-collections';
import { formatStatementMonth } from './plan-statement';

// £200,000 at £917 a month: rent 91,700p, equity 1% of the price a year = £166.67 (16,667p), deposit £4,000.
const terms = { price: 200_000, monthlyRent: 917 };

describe('monthlyCollectionDate', () => {
  it('falls on the move-in day of each following month', () => {
    expect(monthlyCollectionDate('2026-09-10', 1)).toBe('2026-10-10');
    expect(monthlyCollectionDate('2026-09-10', 4)).toBe('2027-01-10');
  });
  it('never falls after the 28th, so that February has one', () => {
    expect(monthlyCollectionDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthlyCollectionDate('2026-01-31', 2)).toBe('2026-03-28');
  });
  it('refuses a bad date or number', () => {
    expect(() => monthlyCollectionDate('10/09/2026', 1)).toThrow(/YYYY-MM-DD/);
    expect(() => monthlyCollectionDate('2026-09-10', 0)).toThrow(/above 0/);
  });
});

describe('collectionsDue', () => {
  it('asks for nothing before the Direct Debit is in force', () => {
    expect(
      collectionsDue(terms, { mandateActiveOn: null, movedInOn: '2026-09-10', today: '2026-12-01' }),
    ).toEqual([]);
  });
  it('asks for the 2% deposit once the Direct Debit is in force, before move-in', () => {
    const due = collectionsDue(terms, {
      mandateActiveOn: '2026-08-01',
      movedInOn: null,
      today: '2026-12-01',
    });
    expect(due).toEqual([
      {
        number: 0,
        kind: 'deposit',
        dueDate: '2026-08-01',
        amountPence: 400_000,
        rentPence: 0,
        equityPence: 0,
      },
    ]);
  });
  it('asks for each month whose day has come since move-in: rent plus 1% of the price a year', () => {
    const due = collectionsDue(terms, {
      mandateActiveOn: '2026-12-01',
      movedInOn: '2026-09-10',
      today: '2026-12-01',
    });
    expect(due.map((c) => [c.number, c.dueDate, c.amountPence])).toEqual([
      [0, '2026-12-01', 400_000],
      [1, '2026-10-10', 108_367],
      [2, '2026-11-10', 108_367],
    ]);
    expect(due[1]).toMatchObject({ rentPence: 91_700, equityPence: 16_667 });
  });
  it('stops at the plan’s length (8% of the price in equity: 96 months)', () => {
    const due = collectionsDue(terms, {
      mandateActiveOn: '2020-01-01',
      movedInOn: '2020-01-01',
      today: '2035-01-01',
    });
    expect(due).toHaveLength(1 + 96);
    expect(nextMonthlyCollection(terms, '2020-01-01', '2035-01-01')).toBeNull();
  });
});

describe('nextMonthlyCollection', () => {
  it('is the first monthly payment after today', () => {
    expect(nextMonthlyCollection(terms, '2026-09-10', '2026-11-10')).toMatchObject({
      number: 3,
      dueDate: '2026-12-10',
      amountPence: 108_367,
    });
  });
});

describe('upcomingCollections and dueToDatePence', () => {
  it('lists the next months after today, and sums what the schedule has asked for so far', () => {
    expect(
      upcomingCollections(terms, '2026-09-10', '2026-11-10', 2).map((c) => [c.number, c.dueDate]),
    ).toEqual([
      [3, '2026-12-10'],
      [4, '2027-01-10'],
    ]);
    expect(upcomingCollections(terms, '2020-01-01', '2035-01-01', 3)).toEqual([]);
    const dates = { mandateActiveOn: '2026-12-01', movedInOn: '2026-09-10', today: '2026-12-01' };
    expect(dueToDatePence(terms, dates)).toBe(400_000 + 2 * 108_367);
    expect(dueToDatePence(terms, { ...dates, mandateActiveOn: null })).toBe(0);
  });
});

describe('afterCollectionFailure', () => {
  it('retries not enough money five days later', () => {
    expect(afterCollectionFailure(1, '2026-11-13', 'Insufficient funds')).toEqual({
      status: 'retrying',
      nextAttemptOn: '2026-11-18',
    });
  });
  it('stops after the last attempt', () => {
    expect(afterCollectionFailure(MAX_COLLECTION_ATTEMPTS, '2026-11-13', 'Insufficient funds')).toEqual({
      status: 'failed',
    });
  });
  it('never retries a closed account or a cancelled instruction', () => {
    expect(afterCollectionFailure(1, '2026-11-13', 'Account closed')).toEqual({ status: 'failed' });
    expect(isRetryableFailure('Instruction cancelled by payer')).toBe(false);
    expect(isRetryableFailure(null)).toBe(true);
  });
});

describe('canRetryCollectionNow', () => {
  it('lets a failed or retrying collection be asked for again, not one paid or with the bank', () => {
    expect(
      ['failed', 'retrying', 'paid', 'pending', 'scheduled'].map((s) => canRetryCollectionNow(s as never)),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('describeCollection', () => {
  it('names the deposit and each month', () => {
    expect(describeCollection({ number: 0, dueDate: '2026-12-01' })).toBe('Deposit');
    expect(describeCollection({ number: 2, dueDate: '2026-11-10' })).toBe(
      'Monthly payment 2 (November 2026)',
    );
  });
});

describe('formatStatementMonth', () => {
  it('names a statement’s month in words and refuses anything but YYYY-MM', () => {
    expect(formatStatementMonth('2026-11')).toBe('November 2026');
    expect(() => formatStatementMonth('2026-13')).toThrow(/YYYY-MM/);
  });
});
