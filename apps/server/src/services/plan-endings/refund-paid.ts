/**
 * The move-out refund paid (decision 076), and the refund due as the ledger stands now. A Direct Debit collection
 * submitted before the inspection and confirmed after it posts equity held (or an overpayment) after the refund was
 * agreed; the refund due now (packages/domain plan-ending-changes.ts refundSinceInspection) includes it, the
 * console shows the difference, and paying the refund first agrees what was held since (lateMoveOutEvents), so the
 * refund paid is the ledger's figure and nothing is left held. Recording it writes an audit-log row
 * (`record-move-out-refund-paid`) in the same transaction.
 */
import { entryFor } from '@stairway/domain/ledger';
import { type JournalEntry, balances as sumBalances } from '@stairway/domain/ledger-accounts';
import { REFUND_PAYMENT_REFERENCE_MAX } from '@stairway/domain/plan-ending';
import {
  lateMoveOutEvents,
  type RefundSinceInspection,
  refundChangeWords,
  refundSinceInspection,
} from '@stairway/domain/plan-ending-changes';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, planEndings } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { planJournal } from '../ledger/plan-journal';
import { recordLedgerEntry } from '../ledger/record-entry';
import { enqueueCustomerEndingEmail } from './ending-emails';
import { refundPaymentId } from './ending-payments';
import { checkStepDay, type Services, type SignedPlan } from './plan-ending-access';
import { livePlanEnding, type PlanEndingRow } from './read-plan-endings';

/**
 * The refund due after the inspection as the plan's ledger stands now, against the figure agreed then.
 * @param db the database or the caller's transaction
 * @param ending an inspected move-out (its id, plan, inspection day and refund agreed)
 * @param entries the plan's journal when the caller has read it already; read here otherwise
 * @returns the figures (pence) and the day of the last collection confirmed since; null before the inspection
 */
export async function refundNow(
  db: Db | Tx,
  ending: Pick<PlanEndingRow, 'id' | 'planId' | 'inspectedOn' | 'refundDuePence'>,
  entries?: JournalEntry[],
): Promise<RefundSinceInspection | null> {
  if (!ending.inspectedOn) return null;
  return refundSinceInspection(entries ?? (await planJournal({ db, planId: ending.planId })).entries, {
    id: ending.id,
    inspectedOn: ending.inspectedOn,
    refundDuePence: ending.refundDuePence ?? 0,
  });
}

/** The refusal of a refund that is not the figure due now, naming amountPence. */
function wrongAmount(now: RefundSinceInspection) {
  const change = refundChangeWords(now);
  return inputError([
    {
      field: 'amountPence',
      message: `The refund due now is ${formatPence(now.nowPence)}${change ? ` (${change})` : ''}`,
    },
  ]);
}

/**
 * An operator records the refund as paid (a bank transfer): anything held since the inspection is agreed as a
 * refund first, then the ledger's `refund-paid` entry (none for a 0p refund); the plan has ended. An audit-log
 * row `record-move-out-refund-paid` is written in the same transaction (actor the operator's e-mail, subject the
 * application, details the case, plan and ending ids, the day paid, the refund paid, agreed at the inspection and
 * added since in pence, and the status before and after; not the transfer's reference, which the ending keeps).
 * @param input the day paid (YYYY-MM-DD, not in the future, not before the inspection), the refund paid (pence:
 *   must be the refund due now) and the transfer's reference (1 to 100 characters)
 * @returns the ending
 * @throws AppError BAD_USER_INPUT naming paidOn, amountPence (with the figure due now) or reference; CONFLICT
 *   before the inspection or once paid
 */
export async function recordMoveOutRefundPaid(
  services: Services,
  found: SignedPlan,
  input: { paidOn: string; amountPence: number; reference: string },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const today = londonToday(now);
  const reference = input.reference.trim();
  if (reference === '' || reference.length > REFUND_PAYMENT_REFERENCE_MAX) {
    throw inputError([
      { field: 'reference', message: 'Give the bank transfer’s reference, 1 to 100 characters' },
    ]);
  }
  const { row, queued } = await services.db.transaction(async (tx) => {
    const ending = await livePlanEnding(tx, found.plan.id);
    if (ending?.kind !== 'move-out' || ending.status !== 'inspected') {
      throw new AppError('CONFLICT', 'There is no refund waiting to be paid.');
    }
    checkStepDay('paidOn', input.paidOn, today, ending.inspectedOn);
    const { entries } = await planJournal({ db: tx, planId: found.plan.id });
    const figures = await refundNow(tx, ending, entries);
    if (!figures) throw new Error('An inspected ending has its day');
    if (input.amountPence !== figures.nowPence) throw wrongAmount(figures);
    const balances = sumBalances(entries);
    const late = lateMoveOutEvents(balances, {
      planId: found.plan.id,
      endingId: ending.id,
      date: input.paidOn,
    });
    for (const event of late) await recordLedgerEntry({ db: tx, entry: entryFor(event) });
    const refund = figures.nowPence;
    if (refund > 0) {
      const entry = entryFor({
        id: `plan-ending:${ending.id}:refund`,
        planId: found.plan.id,
        date: input.paidOn,
        kind: 'refund-paid',
        paymentId: refundPaymentId(ending.id),
        amountPence: refund,
      });
      await recordLedgerEntry({ db: tx, entry });
    }
    const [updated] = await tx
      .update(planEndings)
      .set({
        status: 'refund-paid',
        refundPaidOn: input.paidOn,
        refundPaidPence: refund,
        refundReference: reference,
        refundPaidBy: operatorEmail,
        updatedAt: now,
      })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The refund was not recorded');
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'record-move-out-refund-paid',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        endingId: ending.id,
        paidOn: input.paidOn,
        refundPaidPence: refund,
        atInspectionPence: figures.atInspectionPence,
        morePence: figures.morePence,
        before: { status: ending.status },
        after: { status: 'refund-paid' },
      },
    });
    const more =
      figures.morePence > 0
        ? `This includes ${formatPence(figures.morePence)} more than we told you at the inspection, from a payment confirmed after it.`
        : null;
    const queued = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'Your refund has been paid: your plan has ended',
      lines: [
        `We paid your refund of ${formatPence(refund)} on ${day(input.paidOn)} (reference ${reference}).`,
        ...(more ? [more] : []),
        'Your plan with Stairway has ended. Thank you for living with us, and good luck in your next home.',
      ],
      key: `plan-ending:${ending.id}:refund-paid`,
    });
    return { row: updated, queued };
  });
  await services.email.deliver(queued);
  return row;
}
