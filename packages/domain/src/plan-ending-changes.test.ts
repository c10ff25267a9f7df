import { describe, expect, it } from 'vitest';
import type { LedgerEvent } from './ledger';
import { balances, entryFor, type JournalEntry, normalBalance, recordEntry } from './ledger';
import { moveOutEvents } from './plan-ending';
import {
  canChangeMovingDay,
  fallenThroughReasonProblems,
  fallenThroughRefusal,
  lateMoveOutEvents,
  movingDayChangeProblems,
  refundChangeWords,
  refundSinceInspection,
} from './plan-ending-changes';

const PLAN = 'plan-1';
const ENDING = 'e1';
const depositEvent = {
  id: 'd',
  planId: PLAN,
  date: '2026-12-01',
  kind: 'deposit-paid' as const,
  paymentId: 'p0',
  amountPence: 400_000,
};
const deposit = entryFor(depositEvent);
const month = (id: string, date = '2026-12-01', arrearsPence = 0) =>
  entryFor({
    id,
    planId: PLAN,
    date,
    kind: 'collection-confirmed',
    paymentId: `p-${id}`,
    amountPence: 108_367,
    due: { rentPence: 91_700, equityPence: 16_667, arrearsPence },
  });
const failed = entryFor({
  id: 'f',
  planId: PLAN,
  date: '2026-12-01',
  kind: 'collection-failed',
  rentPence: 91_700,
  equityPence: 16_667,
});

/** Records events in turn, as the server does. */
function record(entries: JournalEntry[], events: LedgerEvent[]): JournalEntry[] {
  let all: readonly JournalEntry[] = entries;
  for (const event of events) {
    const result = recordEntry(all, entryFor(event));
    if (!result.ok) throw new Error(result.error);
    all = result.entries;
  }
  return [...all];
}

const inspect = (entries: JournalEntry[], damagePence: number) =>
  record(
    entries,
    moveOutEvents(balances(entries), {
      planId: PLAN,
      endingId: ENDING,
      date: '2027-01-04',
      damagePence,
      damageNote: 'A broken door',
    }),
  );

describe('changing the moving day', () => {
  it('is allowed only while the notice stands and before the current moving day', () => {
    const notice = { status: 'notice-given' as const, movingOn: '2026-12-31' };
    expect(canChangeMovingDay(notice, '2026-12-30')).toBe(true);
    expect(canChangeMovingDay(notice, '2026-12-31')).toBe(false);
    expect(canChangeMovingDay({ ...notice, status: 'inspected' }, '2026-12-10')).toBe(false);
    expect(canChangeMovingDay({ ...notice, status: 'withdrawn' }, '2026-12-10')).toBe(false);
  });

  it('follows the rules of notice given today: on 10 December 2026 the earliest is 9 January 2027', () => {
    expect(movingDayChangeProblems('2027-01-08', '2026-12-31', '2026-12-10')).toEqual([
      {
        field: 'movingOn',
        message: 'Your moving day must be at least 30 days away: 9 January 2027 or later',
      },
    ]);
    expect(movingDayChangeProblems('2027-01-15', '2026-12-31', '2026-12-10')).toEqual([]);
    expect(movingDayChangeProblems('2027-12-11', '2026-12-31', '2026-12-10')[0]?.field).toBe('movingOn');
    expect(movingDayChangeProblems('15/01/2027', '2026-12-31', '2026-12-10')[0]?.field).toBe('movingOn');
  });

  it('refuses the day it already is', () => {
    expect(movingDayChangeProblems('2027-01-31', '2027-01-31', '2026-12-10')).toEqual([
      { field: 'movingOn', message: 'Your moving day is already 31 January 2027: choose a different day' },
    ]);
  });
});

describe('a purchase of the rest falling through', () => {
  it('is recorded only while it is going ahead, naming the status otherwise', () => {
    expect(fallenThroughRefusal({ kind: 'buy-out', status: 'going-ahead' })).toBeNull();
    expect(fallenThroughRefusal({ kind: 'buy-out', status: 'completed' })).toBe(
      'Only a purchase going ahead can fall through: this ending is "purchase completed" (completed).',
    );
    expect(fallenThroughRefusal({ kind: 'move-out', status: 'notice-given' })).toContain('(notice-given)');
    expect(fallenThroughRefusal(null)).toContain('no ending');
  });

  it('needs a reason of at most 500 characters', () => {
    expect(fallenThroughReasonProblems('  ')).toEqual([
      { field: 'reason', message: 'Say why the purchase did not go ahead' },
    ]);
    expect(fallenThroughReasonProblems('x'.repeat(501))[0]?.field).toBe('reason');
    expect(fallenThroughReasonProblems('x'.repeat(500))).toEqual([]);
  });
});

describe('the refund after the inspection as the ledger stands now', () => {
  it('is the figure agreed when nothing came in since', () => {
    const entries = inspect([deposit, month('m1'), month('m2')], 15_000);
    expect(
      refundSinceInspection(entries, { id: ENDING, inspectedOn: '2027-01-04', refundDuePence: 418_334 }),
    ).toEqual({ atInspectionPence: 418_334, nowPence: 418_334, morePence: 0, collectionOn: null });
    expect(
      lateMoveOutEvents(balances(entries), { planId: PLAN, endingId: ENDING, date: '2027-01-20' }),
    ).toEqual([]);
  });

  it('adds a collection confirmed after it: £4,183.34 + £166.67 of equity = £4,350.01', () => {
    const inspected = inspect([deposit, month('m1'), month('m2')], 15_000);
    const entries = [...inspected, month('m3', '2027-01-05')];
    const now = refundSinceInspection(entries, {
      id: ENDING,
      inspectedOn: '2027-01-04',
      refundDuePence: 418_334,
    });
    expect(now).toEqual({
      atInspectionPence: 418_334,
      nowPence: 435_001,
      morePence: 16_667,
      collectionOn: '2027-01-05',
    });
    const events = lateMoveOutEvents(balances(entries), {
      planId: PLAN,
      endingId: ENDING,
      date: '2027-01-20',
    });
    expect(events.map((e) => [e.id, e.kind])).toEqual([['plan-ending:e1:late-equity', 'refund-agreed']]);
    const after = balances(record(entries, events));
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(435_001);
    expect(normalBalance('equity-held', after['equity-held'])).toBe(0);
  });

  it('pays what was still owed first: £1,000 held against £1,067 owed, then a late £1,083.67 → £99.67', () => {
    const held = entryFor({ ...depositEvent, amountPence: 100_000 });
    const inspected = inspect([held, failed], 15_000);
    expect(normalBalance('arrears', balances(inspected).arrears)).toBe(6_700);
    // The late collection pays the £67 still owed, the month's £917 rent and £99.67 of its equity.
    const entries = [...inspected, month('m3', '2027-01-05', 6_700)];
    const now = refundSinceInspection(entries, { id: ENDING, inspectedOn: '2027-01-04', refundDuePence: 0 });
    expect(now).toEqual({
      atInspectionPence: 0,
      nowPence: 9_967,
      morePence: 9_967,
      collectionOn: '2027-01-05',
    });
    const after = balances(record(entries, lateMoveOutEvents(balances(entries), at)));
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(9_967);
    expect(normalBalance('arrears', after.arrears)).toBe(0);
  });
});

const at = { planId: PLAN, endingId: ENDING, date: '2027-01-20' };

describe('refundChangeWords', () => {
  it('says how the refund due now differs from the inspection’s, once for the console and the refusal', () => {
    const figures = {
      atInspectionPence: 418_334,
      nowPence: 435_001,
      morePence: 16_667,
      collectionOn: '2027-01-05',
    };
    expect(refundChangeWords(figures)).toBe(
      '£166.67 more than at the inspection, from a collection confirmed on 5 January 2027',
    );
    expect(refundChangeWords({ ...figures, collectionOn: null })).toBe('£166.67 more than at the inspection');
    expect(refundChangeWords({ ...figures, nowPence: 411_634, morePence: -6_700 })).toBe(
      '£67 less than at the inspection',
    );
    expect(refundChangeWords({ ...figures, nowPence: 418_334, morePence: 0 })).toBeNull();
  });
});
