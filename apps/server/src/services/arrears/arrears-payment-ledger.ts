/**
 * Posting a card payment towards arrears to the plan's ledger (decision 075): called by payments.ts
 * recordCheckoutOutcome in the same transaction that makes the checkout Paid, so the payment and its ledger entry
 * are both recorded or neither. It is a `collection-confirmed` entry with no month due (packages/domain ledger.ts:
 * Dr bank the amount, Cr arrears what is owed, anything beyond Cr refunds due), keyed by the payment's id, so a
 * repeated confirmation posts once, and carrying the provider's session id for the reconciliation.
 */
import { entryFor, normalBalance, balances as sumBalances } from '@stairway/domain/ledger';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PaymentRow } from '../../db/rows';
import { arrearsCardPayments } from '../../db/schema';
import { londonToday } from '../../lib/dates';
import { planJournal } from '../ledger/plan-journal';
import { recordLedgerEntry } from '../ledger/record-entry';

/** The purpose of a `payments` row that pays arrears by card (the waitlist fee's is 'waitlist-fee'). */
export const ARREARS_PAYMENT_PURPOSE = 'arrears-instalment';

/**
 * Posts a paid card payment of arrears: the bank receives it and the arrears fall by it (an amount beyond what is
 * owed by then is owed back, refunds due).
 * @param tx the transaction that made the payment Paid
 * @param payment the payment row, now Paid (amount in pence)
 * @param now the clock
 * @throws Error when no arrears card payment names the payment
 */
export async function postArrearsPayment(tx: Tx, payment: PaymentRow, now: Date = new Date()): Promise<void> {
  const [row] = await tx
    .select()
    .from(arrearsCardPayments)
    .where(eq(arrearsCardPayments.paymentId, payment.id));
  if (!row) throw new Error(`No arrears payment for payment ${payment.id}`);
  const { entries } = await planJournal({ db: tx, planId: row.planId });
  const owed = Math.max(0, normalBalance('arrears', sumBalances(entries).arrears));
  await recordLedgerEntry({
    db: tx,
    entry: entryFor({
      id: `arrears-payment:${payment.id}`,
      planId: row.planId,
      date: londonToday(payment.paidAt ?? now),
      kind: 'collection-confirmed',
      paymentId: payment.providerSessionId,
      amountPence: payment.amountPence,
      due: { rentPence: 0, equityPence: 0, arrearsPence: owed },
    }),
  });
}
