/**
 * A plan's payments by card (or by bank, for extra equity) through the payment provider's checkout (the waitlist fee's provider: Stripe Checkout,
 * or the sandbox checkout): extra equity (decision 073) and arrears instalments (decision 075). Each is a
 * `payments` row of its purpose with a row of its own kind, written together; payments.ts recordCheckoutOutcome
 * posts a paid one to the plan's ledger in the transaction that records it Paid.
 */
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { Tx } from '../db/client';
import { coApplicants, payments } from '../db/schema';
import type { Actor } from '../lib/tokens';
import type { CheckoutMethod } from '../providers/payments/payment-provider';
import { actingPerson } from './co-applicants/acting-person';
import type { CustomerPlan } from './direct-debit/customer-plan';
import { recordCheckoutOutcome } from './payments';

/** What a checkout is for. */
export type PlanCheckout = {
  amountPence: number;
  /** How the customer pays: by card unless given. */
  method?: CheckoutMethod;
  /** What the checkout page says it is for. */
  description: string;
  /** The `payments` row's purpose. */
  purpose: string;
  /** The return URL's parameter names: `${param}_session` after paying, `${param}_cancelled` after leaving. */
  returnParam: string;
  /** Writes the payment's own row, in the transaction that records the `payments` row. */
  record: (tx: Tx, paymentId: string) => Promise<void>;
};

/**
 * Opens a checkout for the signed-in customer's plan and records it, the payer being the person asking (the
 * applicant, or the co-applicant; the row keeps the application's user).
 * @param services the database, payment provider and configuration
 * @param actor the signed-in applicant or co-applicant
 * @param found their plan
 * @param checkout what it is for
 * @returns the provider's checkout page
 * @throws Error when the provider cannot be reached or refuses
 */
export async function openPlanCheckout(
  services: Pick<Context, 'db' | 'payments' | 'config'>,
  actor: Actor | null,
  found: CustomerPlan & { plan: NonNullable<CustomerPlan['plan']> },
  checkout: PlanCheckout,
): Promise<{ url: string }> {
  const { db, payments: provider, config } = services;
  const { userId } = await actingPerson(db, actor);
  const [co] =
    actor?.kind === 'coApplicant'
      ? await db.select().from(coApplicants).where(eq(coApplicants.id, actor.coApplicantId))
      : [];
  const payer = co ?? found.view;
  const page = `${config.appUrl}${found.person === 'coApplicant' ? '/co-applicant-your-home' : '/your-home'}`;
  const started = await provider.createCheckout({
    amountPence: checkout.amountPence,
    method: checkout.method ?? 'card',
    description: checkout.description,
    payerName: `${payer.firstName} ${payer.lastName}`,
    customerEmail: payer.email,
    clientReference: found.plan.id,
    successUrl: `${page}?${checkout.returnParam}_session={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${page}?${checkout.returnParam}_cancelled=1`,
  });
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        applicationId: found.purchaseCase.applicationId,
        userId,
        purpose: checkout.purpose,
        provider: provider.kind,
        providerSessionId: started.sessionId,
        url: started.url,
        amountPence: checkout.amountPence,
        expiresAt: started.expiresAt,
      })
      .returning();
    if (!payment) throw new Error('The payment was not recorded');
    await checkout.record(tx, payment.id);
  });
  return { url: started.url };
}

/**
 * Confirms a plan checkout when the customer comes back: asks the provider (unless its webhook confirms payments)
 * and records the outcome, which posts a paid one to the ledger once however often this is called.
 * @param services the database, payment provider, logger, e-mail and configuration
 * @param row the checkout's state as recorded (found by the caller within the customer's own plan)
 * @param sessionId the provider's session id from the return URL
 * @returns the checkout's status now
 */
export async function confirmPlanCheckout(
  services: Pick<Context, 'db' | 'payments' | 'logger' | 'email' | 'config'>,
  row: { status: PaymentStatus; provider: string },
  sessionId: string,
): Promise<PaymentStatus> {
  const provider = services.payments;
  if (row.status !== 'Pending' || row.provider !== provider.kind || provider.confirmsByWebhook)
    return row.status;
  const answer = await provider.getCheckout(sessionId);
  if (answer.status === 'Pending') return 'Pending';
  const updated = await recordCheckoutOutcome(services, provider.kind, sessionId, answer.status, 'check');
  return updated?.status ?? answer.status;
}
