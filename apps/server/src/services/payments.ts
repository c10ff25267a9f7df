/**
 * The waitlist fee (spec §2 /waitlist/join-waitlist; spec §3 waitlistFeePaid, CoApplicantUser.feePaid; spec §7
 * getPaymentLink, checkPaymentSession; docs/decisions/017): the applicant pays once per application through
 * the payment provider's hosted checkout (providers/payments/payment-provider.ts).
 *
 * 1. getPaymentLink opens a checkout session for WAITLIST_FEE_PENCE (or gives back the applicant's open one, so
 *    that two tabs cannot lead to two payments) and records it in `payments`;
 * 2. the person pays, is declined or cancels on the provider's page and comes back to
 *    /waitlist/join-waitlist?session_id=…;
 * 3. the outcome is recorded by recordCheckoutOutcome, from Stripe's signed webhook (the source of truth when
 *    STRIPE_WEBHOOK_SECRET is set) or from checkPaymentSession asking the provider. A Paid outcome sets the
 *    application's waitlistFeePaid in the same transaction. Recording is idempotent: the provider's session id
 *    is unique and a Paid row never changes again, so two confirmations of one payment count once.
 *
 * Everything is scoped to the applicant's own application, found by the user id from the session; another
 * person's payment is NOT_FOUND (ARCHITECTURE.md §5).
 */
import { getWaitlistFeeState, type PaymentStatus, waitlistFeeRefusal } from '@stairway/domain/waitlist-fee';
import type { CheckPaymentSessionInput } from '@stairway/domain/waitlist-fee-input';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { ApplicationRow, PaymentRow } from '../db/rows';
import { payments, userApplications } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { getApplication, getUser } from './applications';
import { ARREARS_PAYMENT_PURPOSE, postArrearsPayment } from './arrears/arrears-payment-ledger';
import { queueWaitlistFeeReceipt } from './payment-receipts';
import { EQUITY_PURCHASE_PURPOSE, postEquityPurchase } from './valuations/equity-purchase-ledger';

/** What the waitlist fee's calls need. */
export type PaymentServices = Pick<Context, 'db' | 'loaders' | 'config' | 'payments' | 'logger' | 'email'>;

/** The purpose of a `payments` row of the waitlist fee (equity purchases have their own, decision 073). */
export const WAITLIST_FEE_PURPOSE = 'waitlist-fee';

/** What the applicant is charged for, as the checkout page shows it. */
export const WAITLIST_FEE_DESCRIPTION = 'Stairway waitlist fee';

/** The path the checkout sends the person back to (spec §2 "Fee and waitlist"). */
export const WAITLIST_PATH = '/waitlist/join-waitlist';

/** A checkout to open: the payment row and the provider that holds it. */
export type PaymentLink = {
  payment: PaymentRow;
  /** Whether the checkout is the sandbox one, where no real payment is taken. */
  sandbox: boolean;
};

/** The outcome of checkPaymentSession: the payment as now recorded, and the application. */
export type PaymentCheck = { payment: PaymentRow; application: ApplicationRow };

/** The latest payment of an application with the current provider, or null. */
async function latestPayment(
  db: Context['db'],
  applicationId: string,
  provider: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.provider, provider),
        eq(payments.purpose, WAITLIST_FEE_PURPOSE),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A plan's payments by card (extra equity, decision 073; arrears, decision 075): posted in the same transaction. */
const PLAN_PAYMENT_POSTINGS: Record<string, typeof postEquityPurchase> = {
  [EQUITY_PURCHASE_PURPOSE]: postEquityPurchase,
  [ARREARS_PAYMENT_PURPOSE]: postArrearsPayment,
};

/**
 * Records what the provider says about a checkout session, once: a Pending row takes the new state, and a Paid
 * one sets its application's waitlistFeePaid in the same transaction. A Paid row never changes again; a final
 * row only changes to Paid (a late asynchronous payment). Unknown sessions are ignored. The one call that turns
 * a row Paid (the row is locked, so a webhook and a return check racing each other cannot both do it) queues
 * the payer's receipt in the same transaction (payment-receipts.ts; the outbox of decision 063, key
 * `waitlist-fee-receipt:<payment id>`) and delivers it after the commit: one receipt per payment however many
 * times the outcome arrives.
 * @param services the database and logger; the e-mail provider and configuration, for the receipt
 * @param confirmedBy how the outcome arrived: 'webhook' or 'check'
 * @returns the row after the change (unchanged when nothing applied), or null for an unknown session
 */
export async function recordCheckoutOutcome(
  services: Pick<Context, 'db' | 'logger' | 'email' | 'config'>,
  provider: PaymentProvider['kind'],
  sessionId: string,
  status: PaymentStatus,
  confirmedBy: 'webhook' | 'check',
): Promise<PaymentRow | null> {
  const outcome = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
      .for('update');
    if (!row) return null;
    const applies =
      row.status !== status && row.status !== 'Paid' && (row.status === 'Pending' || status === 'Paid');
    if (!applies || status === 'Pending') return { row, receipt: null };
    const paid = status === 'Paid';
    const [updated] = await tx
      .update(payments)
      .set({ status, confirmedBy, updatedAt: new Date(), ...(paid ? { paidAt: new Date() } : {}) })
      .where(eq(payments.id, row.id))
      .returning();
    const postToPlan = PLAN_PAYMENT_POSTINGS[row.purpose];
    if (paid && postToPlan) {
      if (updated) await postToPlan(tx, updated);
      return { row: updated ?? row, receipt: null };
    }
    if (paid) {
      const [application] = await tx
        .update(userApplications)
        .set({ waitlistFeePaid: true, updatedAt: new Date() })
        .where(eq(userApplications.id, row.applicationId))
        .returning({ id: userApplications.id });
      const others = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.applicationId, row.applicationId),
            eq(payments.status, 'Paid'),
            eq(payments.purpose, WAITLIST_FEE_PURPOSE),
          ),
        );
      if (others.length > 1) {
        services.logger.warn(
          { applicationId: application?.id, provider, sessionId },
          'The waitlist fee was paid more than once for one application: refund the extra payment',
        );
      }
    }
    // The receipt is queued with the change that makes the payment Paid (the outbox, decision 063): both or neither.
    const receipt = paid && updated ? await queueWaitlistFeeReceipt(services, tx, updated) : null;
    return { row: updated ?? row, receipt };
  });
  if (!outcome) return null;
  await services.email.deliver(outcome.receipt);
  return outcome.row;
}

/**
 * The checkout link for the signed-in applicant's waitlist fee: their open checkout when there is one (still
 * open at the provider, for the same amount), else a new checkout session for WAITLIST_FEE_PENCE.
 * @returns the payment row (url, amountPence, expiresAt) and whether it is the sandbox checkout
 * @throws CONFLICT when the fee is not due: before the application is submitted, once paid, or for a rejected
 *   application (the message says which); NOT_FOUND without an application; Error when the provider fails
 */
export async function getPaymentLink(services: PaymentServices, userId: string): Promise<PaymentLink> {
  const { db, payments: provider, config } = services;
  let application = await getApplication(db, userId);
  const open = await latestPayment(db, application.id, provider.kind);
  if (open?.status === 'Pending') {
    const answer = await provider.getCheckout(open.providerSessionId);
    const stillOpen =
      answer.status === 'Pending' &&
      open.amountPence === config.WAITLIST_FEE_PENCE &&
      (!open.expiresAt || open.expiresAt.getTime() > Date.now());
    if (stillOpen) return { payment: open, sandbox: provider.kind === 'sandbox' };
    if (answer.status !== 'Pending') {
      await recordCheckoutOutcome(services, provider.kind, open.providerSessionId, answer.status, 'check');
      services.loaders.forgetApplication(application.id);
      application = await getApplication(db, userId);
    }
  }
  const refusal = waitlistFeeRefusal(getWaitlistFeeState(application));
  if (refusal) throw new AppError('CONFLICT', refusal);

  const user = await getUser(db, userId);
  const returnUrl = `${config.appUrl}${WAITLIST_PATH}`;
  const started = await provider.createCheckout({
    amountPence: config.WAITLIST_FEE_PENCE,
    description: WAITLIST_FEE_DESCRIPTION,
    payerName: `${user.firstName} ${user.lastName}`,
    customerEmail: user.email,
    clientReference: application.id,
    successUrl: `${returnUrl}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${returnUrl}?cancelled=1`,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      applicationId: application.id,
      userId,
      provider: provider.kind,
      providerSessionId: started.sessionId,
      url: started.url,
      amountPence: config.WAITLIST_FEE_PENCE,
      expiresAt: started.expiresAt,
    })
    .returning();
  if (!payment) throw new Error('The payment was not recorded');
  return { payment, sandbox: provider.kind === 'sandbox' };
}

/**
 * Confirms the signed-in applicant's checkout session after they come back from the checkout: asks the provider
 * for its state (unless Stripe's webhook is configured, which then confirms it) and records it; a Paid session
 * sets waitlistFeePaid. Calling it again, or after the webhook, changes nothing more.
 * @param input `{ sessionId }`, parsed with checkPaymentSessionInputSchema
 * @returns the payment as now recorded and the application
 * @throws NOT_FOUND when the session is not one of the applicant's payments (or they have no application);
 *   Error when the provider fails
 */
export async function checkPaymentSession(
  services: PaymentServices,
  userId: string,
  { sessionId }: CheckPaymentSessionInput,
): Promise<PaymentCheck> {
  const { db, payments: provider } = services;
  const application = await getApplication(db, userId);
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, application.id),
        eq(payments.providerSessionId, sessionId),
        eq(payments.purpose, WAITLIST_FEE_PURPOSE),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) throw notFound('That payment');
  if (row.status !== 'Pending' || row.provider !== provider.kind || provider.confirmsByWebhook) {
    return { payment: row, application };
  }
  const answer = await provider.getCheckout(sessionId);
  if (answer.status === 'Pending') return { payment: row, application };
  const payment =
    (await recordCheckoutOutcome(services, provider.kind, sessionId, answer.status, 'check')) ?? row;
  services.loaders.forgetApplication(application.id);
  return { payment, application: await getApplication(db, userId) };
}

/**
 * The amount and date of the application's paid waitlist fee, or null while it is unpaid.
 */
export async function findPaidFee(
  db: Context['db'],
  applicationId: string,
): Promise<Pick<PaymentRow, 'amountPence' | 'paidAt'> | null> {
  const [row] = await db
    .select({ amountPence: payments.amountPence, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.status, 'Paid'),
        eq(payments.purpose, WAITLIST_FEE_PURPOSE),
      ),
    )
    .orderBy(payments.paidAt)
    .limit(1);
  return row ?? null;
}
