/**
 * The receipt for the waitlist fee: e-mailed to the person who paid
 * when recordCheckoutOutcome (payments.ts) turns their payment Paid, which happens once per payment. The receipt
 * is queued in the outbox in that same transaction (decision 063: the payment turns Paid and its receipt is saved
 * together, or neither), keyed by the payment (`waitlist-fee-receipt:<payments id>`), so a webhook and a return
 * check of one payment, or a re-run after a crash, e-mail one receipt.
 */
import { formatPence } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { Tx } from '../db/client';
import type { PaymentRow } from '../db/rows';
import { users } from '../db/schema';
import { renderWaitlistFeeReceiptEmail } from '../emails/customer-receipts';
import { UK_TIME_ZONE } from '../lib/dates';
import type { QueuedEmail } from './email-outbox';

/** The waitlist page, where the receipt's button goes (spec §2 "Fee and waitlist"). */
const WAITLIST_PAGE = '/waitlist/join-waitlist';

/**
 * Queues, in the transaction that turns the payment Paid, the receipt of the waitlist fee to the person who paid:
 * the amount (formatPence, the domain's money rule), the day it was paid (UK time), what it buys and the payment
 * reference (the provider's checkout reference, which the team can look up at the provider). It is rendered in
 * the transaction, from the row just paid. A failure to render is logged, never thrown: the payment stands without
 * its receipt; a database failure throws, and the payment's change is rolled back with it (the provider's webhook
 * or the next check records it again).
 * @param services the e-mail outbox, configuration (APP_URL) and logger
 * @param tx the transaction that turned the payment Paid
 * @param payment the payment row, just turned Paid
 * @returns the queued receipt (key `waitlist-fee-receipt:<payment id>`), to deliver after the commit; null when
 *   the payer is gone or the receipt could not be rendered
 */
export async function queueWaitlistFeeReceipt(
  services: Pick<Context, 'email' | 'config' | 'logger'>,
  tx: Tx,
  payment: PaymentRow,
): Promise<QueuedEmail | null> {
  const [payer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (!payer) return null;
  const link = `${services.config.appUrl}${WAITLIST_PAGE}`;
  let mail: Awaited<ReturnType<typeof renderWaitlistFeeReceiptEmail>>;
  try {
    mail = await renderWaitlistFeeReceiptEmail({
      firstName: payer.firstName,
      amount: formatPence(payment.amountPence),
      paidOn: dayjs(payment.paidAt ?? new Date())
        .tz(UK_TIME_ZONE)
        .format('D MMMM YYYY'),
      reference: payment.providerSessionId,
      link,
    });
  } catch (error) {
    services.logger.error({ err: error, paymentId: payment.id }, 'the waitlist-fee receipt was not rendered');
    return null;
  }
  return services.email.enqueue(
    tx,
    { to: payer.email, ...mail, links: [link] },
    `waitlist-fee-receipt:${payment.id}`,
  );
}
