/**
 * The money that moved when plans ended (decision 076), for the reconciliation (direct-debit/reconcile-plans.ts):
 * refunds paid out by bank transfer after moving out, and the money received on completing a purchase. Neither
 * goes through the Direct Debit provider: an operator records each against the bank statement, with its
 * reference, so the reconciliation takes these records as the provider's side for their payment ids.
 */

import type { ProviderPayment } from '@stairway/domain/ledger';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planEndings } from '../../db/schema';
import { planJournal } from '../ledger/plan-journal';

/** The payment id of a move-out refund paid by bank transfer (the ledger's and the reconciliation's). */
export const refundPaymentId = (endingId: string) => `plan-ending:${endingId}:refund`;

/** The payment id of the money received on completion (the ledger's and the reconciliation's). */
export const completionPaymentId = (endingId: string) => `plan-ending:${endingId}:completion`;

/**
 * The recorded payments of the plans' endings, signed as the provider's: a refund paid is negative, money
 * received positive; 0p ones are left out.
 * @param db the database
 * @param planIds the plans
 * @returns each with its plan
 */
export async function planEndingPayments(
  db: Db,
  planIds: string[],
): Promise<Array<ProviderPayment & { planId: string }>> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select()
    .from(planEndings)
    .where(and(inArray(planEndings.planId, planIds), isNotNull(planEndings.endsOn)));
  return rows.flatMap((row) => {
    const paid: Array<ProviderPayment & { planId: string }> = [];
    if (row.refundPaidOn && (row.refundPaidPence ?? row.refundDuePence ?? 0) > 0) {
      paid.push({
        planId: row.planId,
        paymentId: refundPaymentId(row.id),
        amountPence: -(row.refundPaidPence ?? row.refundDuePence ?? 0),
      });
    }
    if (row.completedOn && (row.amountReceivedPence ?? 0) > 0) {
      paid.push({
        planId: row.planId,
        paymentId: completionPaymentId(row.id),
        amountPence: row.amountReceivedPence ?? 0,
      });
    }
    return paid;
  });
}

/**
 * What a completed purchase applied of what was held (the deposit, equity and overpayments), read from its ledger
 * entry's debits to those accounts.
 * @param db the database
 * @param ending the completed ending (its id and plan)
 * @returns pence, 0 when the entry is not found
 */
export async function heldAppliedOnCompletion(
  db: Db,
  ending: { id: string; planId: string },
): Promise<number> {
  const journal = await planJournal({ db, planId: ending.planId });
  const entry = journal.entries.find((e) => e.id === completionPaymentId(ending.id));
  return (entry?.postings ?? [])
    .filter((p) => p.account === 'deposit-held' || p.account === 'equity-held' || p.account === 'refunds-due')
    .reduce((sum, p) => sum + p.pence, 0);
}
