/**
 * What may change in a plan's ending once it has started (decision 076): the customer moving the moving day of a
 * notice that stands, the team recording that a purchase of the rest fell through, and the refund due after the
 * move-out inspection as the ledger stands now (a Direct Debit collection confirmed after the inspection adds to
 * it). Pure: no I/O, no clock (today is given). Pence throughout.
 */
import dayjs from 'dayjs';
import { leavingRefund } from './leaving-refund';
import type { LedgerEvent } from './ledger';
import {
  type JournalEntry,
  type LedgerBalances,
  normalBalance,
  balances as sumBalances,
} from './ledger-accounts';
import {
  canWithdrawNotice,
  type FieldProblem,
  moveOutEvents,
  moveOutNoticeProblems,
  PLAN_ENDING_NOTE_MAX,
  type PlanEndingStatus,
} from './plan-ending';
import { formatPurchaseCaseDate } from './purchase-case';
import { formatPence } from './waitlist-fee';

/** An ending's status in words, for the errors that name it. */
export const PLAN_ENDING_STATUS_WORDS: Record<PlanEndingStatus, string> = {
  'notice-given': 'notice to move out given',
  withdrawn: 'notice withdrawn',
  inspected: 'home inspected after moving out',
  'refund-paid': 'refund paid',
  'going-ahead': 'going ahead with the purchase',
  completed: 'purchase completed',
  'fallen-through': 'purchase fell through',
};

/**
 * Whether the moving day may still be changed: as for withdrawing, only while the notice stands (not yet
 * inspected) and before the current moving day.
 * @param ending the ending's status and current moving day (YYYY-MM-DD)
 * @param today YYYY-MM-DD (London)
 */
export const canChangeMovingDay = (
  ending: { status: PlanEndingStatus; movingOn: string | null },
  today: string,
): boolean => canWithdrawNotice(ending, today);

/**
 * Checks a new moving day: the same rules as notice given today ({@link moveOutNoticeProblems}: at least 30 days
 * and at most a year after today), and a different day from the current one.
 *
 * Worked example (the tests'): on 10 December 2026, with the moving day 31 December 2026, 8 January 2027 is too
 * soon (the earliest is 9 January 2027) and 15 January 2027 is allowed.
 *
 * @param movingOn the new moving day, YYYY-MM-DD
 * @param currentMovingOn the notice's moving day now, YYYY-MM-DD
 * @param today the day of the change, YYYY-MM-DD (London)
 * @returns the problems, naming `movingOn`; empty when the change is good
 */
export function movingDayChangeProblems(
  movingOn: string,
  currentMovingOn: string | null,
  today: string,
): FieldProblem[] {
  const problems = moveOutNoticeProblems({ movingOn }, today);
  if (problems.length === 0 && movingOn === currentMovingOn) {
    const day = dayjs(movingOn).format('D MMMM YYYY');
    return [{ field: 'movingOn', message: `Your moving day is already ${day}: choose a different day` }];
  }
  return problems;
}

/**
 * Why a purchase cannot be recorded as fallen through, or null when it can: only a purchase of the rest going
 * ahead (before completion) can fall through.
 * @param ending the ending's kind and status, or null when the plan has no live ending
 * @returns the sentence naming the status, or null
 */
export function fallenThroughRefusal(
  ending: { kind: 'move-out' | 'buy-out'; status: PlanEndingStatus } | null,
): string | null {
  if (ending === null) return 'The customer is not buying the rest: the plan has no ending under way.';
  if (ending.kind === 'buy-out' && ending.status === 'going-ahead') return null;
  return `Only a purchase going ahead can fall through: this ending is "${PLAN_ENDING_STATUS_WORDS[ending.status]}" (${ending.status}).`;
}

/**
 * Checks the reason a purchase fell through: required, at most {@link PLAN_ENDING_NOTE_MAX} characters.
 * @returns the problems, naming `reason`
 */
export function fallenThroughReasonProblems(reason: string): FieldProblem[] {
  const length = reason.trim().length;
  if (length === 0) return [{ field: 'reason', message: 'Say why the purchase did not go ahead' }];
  if (length > PLAN_ENDING_NOTE_MAX) {
    return [{ field: 'reason', message: `Keep the reason to ${PLAN_ENDING_NOTE_MAX} characters` }];
  }
  return [];
}

/** The move-out refund as the ledger stands now, against the figure agreed at the inspection, pence. */
export type RefundSinceInspection = {
  /** The refund agreed at the inspection. */
  atInspectionPence: number;
  /** The refund due now: {@link leavingRefund} of the balances now (what the inspection left in refunds due, plus
   * anything held or overpaid since, less anything owed). */
  nowPence: number;
  /** nowPence less atInspectionPence (more than 0 when a collection was confirmed after the inspection). */
  morePence: number;
  /** The day of the last collection confirmed after the inspection, YYYY-MM-DD, or null. */
  collectionOn: string | null;
};

/**
 * The refund due after the inspection as the ledger stands now. The inspection's entries move everything held
 * into refunds due (plan-ending.ts moveOutEvents); a Direct Debit collection submitted before the inspection and
 * confirmed after it posts equity held (or an overpayment, or pays what was still owed) afterwards, so the refund
 * due now is {@link leavingRefund} of the balances now.
 *
 * Worked example (the tests'): £4,183.34 agreed at the inspection (a £4,000 deposit, £333.34 of equity, £150 of
 * damage); a £1,083.67 collection (£917 rent, £166.67 equity) confirmed on 5 January 2027 → £4,350.01 now,
 * £166.67 more.
 *
 * @param entries the plan's journal in recorded order (the inspection's entries are keyed `plan-ending:<id>:`)
 * @param ending the ending's id, inspection day (YYYY-MM-DD) and the refund agreed then (pence)
 */
export function refundSinceInspection(
  entries: JournalEntry[],
  ending: { id: string; inspectedOn: string; refundDuePence: number },
): RefundSinceInspection {
  const prefix = `plan-ending:${ending.id}:`;
  const last = entries.findLastIndex((entry) => entry.id.startsWith(prefix));
  const after = last >= 0 ? entries.slice(last + 1) : entries.filter((e) => e.date >= ending.inspectedOn);
  const collections = after.filter((entry) => entry.kind === 'collection-confirmed');
  const balances = sumBalances(entries);
  const nowPence = leavingRefund(balances).totalPence;
  return {
    atInspectionPence: ending.refundDuePence,
    nowPence,
    morePence: nowPence - ending.refundDuePence,
    collectionOn: collections.at(-1)?.date ?? null,
  };
}

/**
 * How the refund due now differs from the figure agreed at the inspection, in words, for the console and for the
 * refusal of another amount, e.g. "£166.67 more than at the inspection, from a collection confirmed on 5 January
 * 2027"; null when it does not differ.
 * @param refund {@link refundSinceInspection}'s figures
 */
export function refundChangeWords(refund: RefundSinceInspection): string | null {
  if (refund.morePence > 0) {
    const from = refund.collectionOn
      ? `, from a collection confirmed on ${formatPurchaseCaseDate(refund.collectionOn)}`
      : '';
    return `${formatPence(refund.morePence)} more than at the inspection${from}`;
  }
  if (refund.morePence < 0) return `${formatPence(-refund.morePence)} less than at the inspection`;
  return null;
}

/**
 * The ledger events that bring a move-out refund up to date before it is paid: anything held since the
 * inspection agreed as a refund and anything owed set against it (plan-ending.ts moveOutEvents with no damage),
 * keyed `plan-ending:<id>:late-…`. Afterwards refunds due holds {@link refundSinceInspection} `nowPence`.
 * @param balances the plan's balances now, pence
 * @param at the plan, the ending's id and the day (the refund's day, YYYY-MM-DD)
 * @returns the events (none when nothing was held or owed since the inspection)
 */
export function lateMoveOutEvents(
  balances: LedgerBalances,
  at: { planId: string; endingId: string; date: string },
): LedgerEvent[] {
  const held =
    normalBalance('deposit-held', balances['deposit-held']) +
    normalBalance('equity-held', balances['equity-held']);
  const owed = normalBalance('arrears', balances.arrears);
  if (held === 0 && owed <= 0) return [];
  const prefix = `plan-ending:${at.endingId}:`;
  return moveOutEvents(balances, { ...at, damagePence: 0, damageNote: '' }).map((event) => ({
    ...event,
    id: event.id.replace(prefix, `${prefix}late-`),
    ...('note' in event && event.kind === 'refund-agreed'
      ? { note: 'Moving out: held after the inspection' }
      : {}),
  }));
}
