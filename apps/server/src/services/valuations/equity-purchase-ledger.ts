/**
 * Posting extra equity bought to the plan's ledger (decision 073): called by payments.ts recordCheckoutOutcome in
 * the same transaction that makes the checkout Paid, so the payment and its ledger entry are both recorded or
 * neither. The entry's key is the purchase's id, so a repeated confirmation posts once.
 */
import { entryFor } from '@stairway/domain/ledger';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PaymentRow } from '../../db/rows';
import { equityPurchases } from '../../db/schema';
import { londonToday } from '../../lib/dates';
import { recordLedgerEntry } from '../ledger/record-entry';

/** The purpose of a `payments` row that buys equity (the waitlist fee's is 'waitlist-fee'). */
export const EQUITY_PURCHASE_PURPOSE = 'equity-purchase';

/**
 * Posts a paid equity purchase: the bank receives it, the equity held grows (packages/domain ledger.ts
 * `equity-bought`).
 * @param tx the transaction that made the payment Paid
 * @param payment the payment row, now Paid
 * @param now the clock
 * @throws Error when no equity purchase names the payment
 */
export async function postEquityPurchase(tx: Tx, payment: PaymentRow, now: Date = new Date()): Promise<void> {
  const [purchase] = await tx.select().from(equityPurchases).where(eq(equityPurchases.paymentId, payment.id));
  if (!purchase) throw new Error(`No equity purchase for payment ${payment.id}`);
  await recordLedgerEntry({
    db: tx,
    entry: entryFor({
      id: `equity-bought:${purchase.id}`,
      planId: purchase.planId,
      date: londonToday(payment.paidAt ?? now),
      kind: 'equity-bought',
      paymentId: payment.providerSessionId,
      amountPence: payment.amountPence,
    }),
  });
}
