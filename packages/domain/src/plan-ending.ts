/**
 * The way out of a plan (decision 076): moving out (notice, the move-out inspection, the refund) and buying the
 * rest to completion. The plan's terms (plan-key-facts.ts PLAN_TERMS_TEXT.leaving): "your deposit and every
 * equity contribution you have paid are refunded within 30 days of moving out, less any rent you owe and the cost
 * of repairing damage beyond fair wear and tear. There is no exit fee." Pure: no I/O, no clock (today is given).
 * Pence throughout.
 */
import dayjs from 'dayjs';
import { isCalendarDate } from './calendar-date';
import { leavingRefund } from './leaving-refund';
import type { LedgerEvent } from './ledger';
import { assertPence, type LedgerBalances, normalBalance } from './ledger-accounts';

/**
 * The least notice of a moving day, days: the moving day is at least this many days after the day notice is
 * given. Under the Renters' Rights Act 2025 a tenant may always leave on two months' notice; Stairway, as the
 * landlord, agrees to a shorter notice of 30 days (the landlord may accept less), which is also the time the
 * terms give to pay the refund.
 */
export const MOVE_OUT_NOTICE_DAYS = 30;

/** The latest moving day, days after notice: notice is for a move within a year. */
export const MOVE_OUT_LATEST_DAYS = 365;

/** The longest reason for leaving, or damage note, characters. */
export const PLAN_ENDING_NOTE_MAX = 500;

/** The longest bank reference of a refund or a completion payment, characters. */
export const REFUND_PAYMENT_REFERENCE_MAX = 100;

/** The largest damage charge, pence (£50,000): a larger figure is a mistake or a claim for the courts. */
export const DAMAGE_CHARGE_MAX_PENCE = 5_000_000;

/** How the plan ends: the customer moves out, or buys the rest. */
export type PlanEndingKind = 'move-out' | 'buy-out';

/**
 * Where an ending stands. Withdrawn notices and purchases that fell through end nothing (the plan carries on);
 * refund-paid and completed end the plan.
 */
export type PlanEndingStatus =
  | 'notice-given'
  | 'withdrawn'
  | 'inspected'
  | 'refund-paid'
  | 'going-ahead'
  | 'completed'
  | 'fallen-through';

/** A field's problem, named for the form. */
export type FieldProblem = { field: string; message: string };

/** The first and last moving day allowed for notice given today, YYYY-MM-DD. */
export function movingDayRange(today: string): { earliest: string; latest: string } {
  return {
    earliest: dayjs(today).add(MOVE_OUT_NOTICE_DAYS, 'day').format('YYYY-MM-DD'),
    latest: dayjs(today).add(MOVE_OUT_LATEST_DAYS, 'day').format('YYYY-MM-DD'),
  };
}

/**
 * Checks a notice to move out: the moving day is a real date at least {@link MOVE_OUT_NOTICE_DAYS} days after
 * today and at most {@link MOVE_OUT_LATEST_DAYS}; the reason is optional and at most
 * {@link PLAN_ENDING_NOTE_MAX} characters.
 *
 * Worked example (the tests'): notice on 1 December 2026 allows moving days from 31 December 2026 to
 * 1 December 2027.
 *
 * @param notice the moving day (YYYY-MM-DD) and the reason
 * @param today the day notice is given, YYYY-MM-DD (London)
 * @returns the problems, each naming its field (`movingOn`, `reason`); empty when the notice is good
 */
export function moveOutNoticeProblems(
  notice: { movingOn: string; reason?: string | null },
  today: string,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { earliest, latest } = movingDayRange(today);
  const format = (day: string) => dayjs(day).format('D MMMM YYYY');
  if (!isCalendarDate(notice.movingOn)) {
    problems.push({ field: 'movingOn', message: 'Give your moving day as a date, e.g. 2027-01-31' });
  } else if (notice.movingOn < earliest) {
    problems.push({
      field: 'movingOn',
      message: `Your moving day must be at least ${MOVE_OUT_NOTICE_DAYS} days away: ${format(earliest)} or later`,
    });
  } else if (notice.movingOn > latest) {
    problems.push({ field: 'movingOn', message: `Your moving day must be by ${format(latest)}` });
  }
  if ((notice.reason ?? '').trim().length > PLAN_ENDING_NOTE_MAX) {
    problems.push({ field: 'reason', message: `Keep the reason to ${PLAN_ENDING_NOTE_MAX} characters` });
  }
  return problems;
}

/**
 * Whether notice may still be withdrawn: only while it stands (not yet inspected) and before the moving day.
 * @param ending the ending's status and moving day (YYYY-MM-DD)
 * @param today YYYY-MM-DD
 */
export function canWithdrawNotice(
  ending: { status: PlanEndingStatus; movingOn: string | null },
  today: string,
): boolean {
  return ending.status === 'notice-given' && ending.movingOn !== null && today < ending.movingOn;
}

/** The refund at move-out, pence. */
export type MoveOutSettlement = {
  /** What the terms refund before damage: the deposit, equity and overpayments held, less rent owed. */
  beforeDamagePence: number;
  /** The damage charge (beyond fair wear and tear). */
  damagePence: number;
  /** The refund: the figure before damage less the damage charge, never below 0p. */
  refundPence: number;
  /** What is still owed after the refund is set against the rent and damage owed (0p in most cases). */
  stillOwedPence: number;
};

/**
 * The refund after the damage charge: the refund before it less the charge, never below 0p (what is left owed is
 * {@link moveOutSettlement}'s `stillOwedPence`). Used by the settlement and by the console's preview.
 * @param beforeDamagePence the refund before the damage charge, pence
 * @param damagePence the damage charge, pence
 * @returns pence
 */
export const refundAfterDamage = (beforeDamagePence: number, damagePence: number) =>
  Math.max(0, beforeDamagePence - damagePence);

/**
 * The refund at move-out: {@link leavingRefund} of the balances less the damage charge, never below 0p; what is
 * left owed when the rent owed and the damage are more than is held.
 *
 * Worked examples (the tests'): a £4,000 deposit and £333.34 of equity held, nothing owed, £150 of damage →
 * £4,183.34; with £917 of rent owed → £3,266.34; a £100 deposit, £917 owed and £150 of damage → £0, £967 owed.
 *
 * @param balances the plan's balances before the move-out entries, pence, debit positive
 * @param damagePence the damage charge, pence (0 allowed)
 * @throws RangeError when the damage is not a whole number of pence from 0p to {@link DAMAGE_CHARGE_MAX_PENCE}
 */
export function moveOutSettlement(balances: LedgerBalances, damagePence: number): MoveOutSettlement {
  assertPence(damagePence, 'The damage charge', { positive: false });
  if (damagePence > DAMAGE_CHARGE_MAX_PENCE) throw new RangeError('The damage charge is at most £50,000');
  const held =
    normalBalance('deposit-held', balances['deposit-held']) +
    normalBalance('equity-held', balances['equity-held']) +
    normalBalance('refunds-due', balances['refunds-due']);
  const owed = normalBalance('arrears', balances.arrears) + damagePence;
  const beforeDamagePence = leavingRefund(balances).totalPence;
  return {
    beforeDamagePence,
    damagePence,
    refundPence: refundAfterDamage(beforeDamagePence, damagePence),
    stillOwedPence: Math.max(0, owed - held),
  };
}

/**
 * The ledger events of a move-out inspection (ledger.ts `entryFor` each, in order): the damage charge as a fee
 * (Dr arrears, Cr fees) when above 0p; the deposit and the equity held agreed as refunds (Dr deposit held / equity
 * held, Cr refunds due); and the rent and damage owed set against the refund (an adjustment, Dr refunds due, Cr
 * arrears), up to what is due. What is left in refunds due is {@link MoveOutSettlement} `refundPence`, paid with a
 * `refund-paid` event.
 *
 * @param balances the plan's balances before, pence
 * @param inspection the plan, the ending's id (the events' keys start with it), the inspection day (YYYY-MM-DD),
 *   the damage charge (pence) and its note
 * @returns the events (none when nothing is held, owed or charged)
 * @throws RangeError as {@link moveOutSettlement}
 */
export function moveOutEvents(
  balances: LedgerBalances,
  inspection: { planId: string; endingId: string; date: string; damagePence: number; damageNote: string },
): LedgerEvent[] {
  moveOutSettlement(balances, inspection.damagePence);
  const base = (suffix: string) => ({
    id: `plan-ending:${inspection.endingId}:${suffix}`,
    planId: inspection.planId,
    date: inspection.date,
  });
  const deposit = normalBalance('deposit-held', balances['deposit-held']);
  const equity = normalBalance('equity-held', balances['equity-held']);
  const due = normalBalance('refunds-due', balances['refunds-due']) + deposit + equity;
  const owed = normalBalance('arrears', balances.arrears) + inspection.damagePence;
  const events: LedgerEvent[] = [];
  if (inspection.damagePence > 0) {
    const note = inspection.damageNote.trim() || 'beyond fair wear and tear';
    events.push({
      ...base('damage'),
      kind: 'fee-charged',
      feePence: inspection.damagePence,
      note: `Damage: ${note}`,
    });
  }
  if (deposit > 0) {
    events.push({
      ...base('deposit'),
      kind: 'refund-agreed',
      amountPence: deposit,
      from: 'deposit-held',
      note: 'Moving out',
    });
  }
  if (equity > 0) {
    events.push({
      ...base('equity'),
      kind: 'refund-agreed',
      amountPence: equity,
      from: 'equity-held',
      note: 'Moving out',
    });
  }
  const setOff = Math.min(owed, due);
  if (setOff > 0) {
    events.push({
      ...base('set-off'),
      kind: 'adjustment',
      debit: 'refunds-due',
      credit: 'arrears',
      amountPence: setOff,
      note: 'Rent and damage owed, taken from the refund',
    });
  }
  return events;
}

/** One step of an ending as the customer and the team see it: what, whether done, when, and its figure. */
export type EndingStep = { label: string; done: boolean; on: string | null; pence: number | null };

/** An ending's dates and figures, as recorded (pence; YYYY-MM-DD). */
export type EndingRecord = {
  kind: PlanEndingKind;
  status: PlanEndingStatus;
  noticeGivenOn: string | null;
  movingOn: string | null;
  inspectedOn: string | null;
  damagePence: number | null;
  refundDuePence: number | null;
  refundPaidOn: string | null;
  goAheadOn: string | null;
  valuationInstructedOn: string | null;
  valuationReceivedOn: string | null;
  valuationPounds: number | null;
  mortgageOfferOn: string | null;
  completedOn: string | null;
  amountReceivedPence: number | null;
  /** The refund paid when it differs from the one agreed at the inspection (a collection confirmed since). */
  refundPaidPence?: number | null;
  /** The day a purchase of the rest fell through. */
  fallenThroughOn?: string | null;
};

/**
 * The steps of an ending, in order, each done or not with its day and figure: moving out is notice given →
 * inspected (the damage charge) → refund paid (the refund); buying the rest is going ahead → RICS valuation
 * instructed → valuation received (its figure, pence) → mortgage offer → completed (the amount received), with
 * "Purchase did not go ahead" added when it fell through.
 */
export function endingSteps(ending: EndingRecord): EndingStep[] {
  const step = (label: string, on: string | null, pence: number | null = null): EndingStep => ({
    label,
    done: on !== null,
    on,
    pence,
  });
  if (ending.kind === 'move-out') {
    return [
      step('Notice given', ending.noticeGivenOn),
      step('Home inspected', ending.inspectedOn, ending.inspectedOn ? (ending.damagePence ?? 0) : null),
      step(
        'Refund paid',
        ending.refundPaidOn,
        ending.refundPaidOn ? (ending.refundPaidPence ?? ending.refundDuePence ?? 0) : null,
      ),
    ];
  }
  const steps = [
    step('You said you want to go ahead', ending.goAheadOn),
    step('RICS valuation instructed', ending.valuationInstructedOn),
    step(
      'Valuation received',
      ending.valuationReceivedOn,
      ending.valuationPounds === null ? null : ending.valuationPounds * 100,
    ),
    step('Mortgage offer received', ending.mortgageOfferOn),
    step('Purchase completed', ending.completedOn, ending.amountReceivedPence),
  ];
  return ending.fallenThroughOn
    ? [...steps, step('Purchase did not go ahead', ending.fallenThroughOn)]
    : steps;
}

/** Whether the plan has ended: the refund paid after moving out, or the purchase completed. */
export const planHasEnded = (status: PlanEndingStatus) => status === 'refund-paid' || status === 'completed';
