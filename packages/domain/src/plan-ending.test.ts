import { describe, expect, it } from 'vitest';
import { balances, entryFor, type JournalEntry, normalBalance, recordEntry } from './ledger';
import {
  canWithdrawNotice,
  endingSteps,
  moveOutEvents,
  moveOutNoticeProblems,
  moveOutSettlement,
  movingDayRange,
} from './plan-ending';

const PLAN = 'plan-1';
const deposit = (pence = 400_000) =>
  entryFor({
    id: 'd',
    planId: PLAN,
    date: '2026-12-01',
    kind: 'deposit-paid',
    paymentId: 'p0',
    amountPence: pence,
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

/** Records the events of an inspection in turn, as the server does, and returns the entries after. */
function afterInspection(entries: JournalEntry[], damagePence: number): JournalEntry[] {
  let all: readonly JournalEntry[] = entries;
  const events = moveOutEvents(balances(entries), {
    planId: PLAN,
    endingId: 'e1',
    date: '2027-01-05',
    damagePence,
    damageNote: 'A broken door',
  });
  for (const event of events) {
    const result = recordEntry(all, entryFor(event));
    if (!result.ok) throw new Error(result.error);
    all = result.entries;
  }
  return [...all];
}

describe('the notice to move out', () => {
  it('allows moving days from 30 days to a year after notice', () => {
    expect(movingDayRange('2026-12-01')).toEqual({ earliest: '2026-12-31', latest: '2027-12-01' });
    expect(moveOutNoticeProblems({ movingOn: '2026-12-31' }, '2026-12-01')).toEqual([]);
    expect(moveOutNoticeProblems({ movingOn: '2027-12-01', reason: 'A new job' }, '2026-12-01')).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(moveOutNoticeProblems({ movingOn: '2026-12-30' }, '2026-12-01')).toEqual([
      {
        field: 'movingOn',
        message: 'Your moving day must be at least 30 days away: 31 December 2026 or later',
      },
    ]);
    expect(moveOutNoticeProblems({ movingOn: '2027-12-02' }, '2026-12-01')[0]?.field).toBe('movingOn');
    expect(moveOutNoticeProblems({ movingOn: '2027-02-30' }, '2026-12-01')[0]?.field).toBe('movingOn');
    expect(moveOutNoticeProblems({ movingOn: '2027-01-31', reason: 'x'.repeat(501) }, '2026-12-01')).toEqual([
      { field: 'reason', message: 'Keep the reason to 500 characters' },
    ]);
  });

  it('may be withdrawn only while it stands and before the moving day', () => {
    const notice = { status: 'notice-given' as const, movingOn: '2027-01-31' };
    expect(canWithdrawNotice(notice, '2027-01-30')).toBe(true);
    expect(canWithdrawNotice(notice, '2027-01-31')).toBe(false);
    expect(canWithdrawNotice({ ...notice, status: 'inspected' }, '2027-01-01')).toBe(false);
  });
});

describe('the refund at move-out', () => {
  it('is the leaving refund less the damage charge: £4,333.34 − £150 = £4,183.34', () => {
    const entries = [deposit(), month('m1'), month('m2')];
    expect(moveOutSettlement(balances(entries), 15_000)).toEqual({
      beforeDamagePence: 433_334,
      damagePence: 15_000,
      refundPence: 418_334,
      stillOwedPence: 0,
    });
    const after = balances(afterInspection(entries, 15_000));
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(418_334);
    expect(normalBalance('deposit-held', after['deposit-held'])).toBe(0);
    expect(normalBalance('equity-held', after['equity-held'])).toBe(0);
    expect(normalBalance('arrears', after.arrears)).toBe(0);
    expect(normalBalance('fees', after.fees)).toBe(15_000);
  });

  it('takes the rent owed off too: £4,166.67 held − £917 owed − £150 = £3,099.67', () => {
    const entries = [deposit(), month('m1'), failed];
    const settlement = moveOutSettlement(balances(entries), 15_000);
    expect(settlement.refundPence).toBe(309_967);
    const after = balances(afterInspection(entries, 15_000));
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(309_967);
    expect(normalBalance('arrears', after.arrears)).toBe(0);
  });

  it('is never below 0p: a £100 deposit, £917 owed and £150 of damage leave £967 owed', () => {
    const entries = [deposit(10_000), failed];
    expect(moveOutSettlement(balances(entries), 15_000)).toEqual({
      beforeDamagePence: 0,
      damagePence: 15_000,
      refundPence: 0,
      stillOwedPence: 96_700,
    });
    const after = balances(afterInspection(entries, 15_000));
    expect(normalBalance('refunds-due', after['refunds-due'])).toBe(0);
    expect(normalBalance('arrears', after.arrears)).toBe(96_700);
  });

  it('charges nothing for no damage, and refuses a charge that is not whole pence', () => {
    const entries = [deposit(), month('m1')];
    expect(
      moveOutEvents(balances(entries), {
        planId: PLAN,
        endingId: 'e',
        date: '2027-01-05',
        damagePence: 0,
        damageNote: '',
      }).map((e) => e.kind),
    ).toEqual(['refund-agreed', 'refund-agreed']);
    expect(() => moveOutSettlement(balances(entries), 1.5)).toThrow(RangeError);
    expect(() => moveOutSettlement(balances(entries), -1)).toThrow(RangeError);
  });
});

describe('the steps of an ending', () => {
  it('lists moving out with its days and figures', () => {
    const steps = endingSteps({
      kind: 'move-out',
      status: 'inspected',
      noticeGivenOn: '2026-12-01',
      movingOn: '2027-01-05',
      inspectedOn: '2027-01-05',
      damagePence: 15_000,
      refundDuePence: 418_334,
      refundPaidOn: null,
      goAheadOn: null,
      valuationInstructedOn: null,
      valuationReceivedOn: null,
      valuationPounds: null,
      mortgageOfferOn: null,
      completedOn: null,
      amountReceivedPence: null,
    });
    expect(steps).toEqual([
      { label: 'Notice given', done: true, on: '2026-12-01', pence: null },
      { label: 'Home inspected', done: true, on: '2027-01-05', pence: 15_000 },
      { label: 'Refund paid', done: false, on: null, pence: null },
    ]);
  });

  it('shows the refund paid when a collection after the inspection raised it: £4,350.01, not £4,183.34', () => {
    const steps = endingSteps({
      kind: 'move-out',
      status: 'refund-paid',
      noticeGivenOn: '2026-12-01',
      movingOn: '2027-01-05',
      inspectedOn: '2027-01-04',
      damagePence: 15_000,
      refundDuePence: 418_334,
      refundPaidPence: 435_001,
      refundPaidOn: '2027-01-20',
      goAheadOn: null,
      valuationInstructedOn: null,
      valuationReceivedOn: null,
      valuationPounds: null,
      mortgageOfferOn: null,
      completedOn: null,
      amountReceivedPence: null,
    });
    expect(steps.at(-1)).toEqual({ label: 'Refund paid', done: true, on: '2027-01-20', pence: 435_001 });
  });

  it('adds "Purchase did not go ahead" to a purchase that fell through', () => {
    const steps = endingSteps({
      kind: 'buy-out',
      status: 'fallen-through',
      noticeGivenOn: null,
      movingOn: null,
      inspectedOn: null,
      damagePence: null,
      refundDuePence: null,
      refundPaidOn: null,
      goAheadOn: '2026-12-01',
      valuationInstructedOn: '2026-12-03',
      valuationReceivedOn: null,
      valuationPounds: null,
      mortgageOfferOn: null,
      completedOn: null,
      amountReceivedPence: null,
      fallenThroughOn: '2026-12-20',
    });
    expect(steps.map((step) => [step.label, step.on])).toEqual([
      ['You said you want to go ahead', '2026-12-01'],
      ['RICS valuation instructed', '2026-12-03'],
      ['Valuation received', null],
      ['Mortgage offer received', null],
      ['Purchase completed', null],
      ['Purchase did not go ahead', '2026-12-20'],
    ]);
  });
});
