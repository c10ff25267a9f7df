/**
 * The receipt for the waitlist fee (issue 30 "E-mails a customer expects"): e-mailed to the person who paid
 * when recordCheckoutOutcome (payments.ts) turns their payment Paid, which happens once per payment.
 */
import { formatPence } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { PaymentRow } from '../db/rows';
import { users } from '../db/schema';
import { renderWaitlistFeeReceiptEmail } from '../emails/customer-receipts';
import { UK_TIME_ZONE } from '../lib/dates';

/** The waitlist page, where the receipt's button goes (spec §2 "Fee and waitlist"). */
const WAITLIST_PAGE = '/waitlist/join-waitlist';

/**
 * E-mails the receipt of a paid waitlist fee to the person who paid: the amount (formatPence, the domain's money
 * rule), the day it was paid (UK time), what it buys and the payment reference (the provider's checkout
 * reference, which the team can look up at the provider). A failure to render or send is logged, never thrown:
 * the payment stands.
 * @param services the database, e-mail provider, configuration (APP_URL) and logger
 * @param payment the payment row, just turned Paid
 * @returns nothing
 */
export async function sendWaitlistFeeReceipt(
  services: Pick<Context, 'db' | 'email' | 'config' | 'logger'>,
  payment: PaymentRow,
): Promise<void> {
  try {
    const [payer] = await services.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, payment.userId));
    if (!payer) return;
    const link = `${services.config.appUrl}${WAITLIST_PAGE}`;
    const mail = await renderWaitlistFeeReceiptEmail({
      firstName: payer.firstName,
      amount: formatPence(payment.amountPence),
      paidOn: dayjs(payment.paidAt ?? new Date())
        .tz(UK_TIME_ZONE)
        .format('D MMMM YYYY'),
      reference: payment.providerSessionId,
      link,
    });
    await services.email.send({ to: payer.email, ...mail, links: [link] });
  } catch (error) {
    services.logger.error({ err: error, paymentId: payment.id }, 'the waitlist-fee receipt was not sent');
  }
}
