/**
 * Stripe Checkout (docs/domain-research.md §3.9; https://docs.stripe.com/api/checkout/sessions): a session in
 * `payment` mode for one line of `amountPence` in GBP, with the application id as client_reference_id. Stripe
 * hosts the card form; the outcome comes from the signed webhook (`checkout.session.completed` with
 * payment_status `paid`, `checkout.session.async_payment_succeeded|failed`, `checkout.session.expired`),
 * verified with stripe.webhooks.constructEvent, and from retrieving the session with the secret key.
 */
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import type Stripe from 'stripe';
import { onFirstUse } from '../../lib/first-use';
import { type PaymentProvider, type PaymentWebhookEvent, WebhookSignatureError } from './payment-provider';

/**
 * Stripe's Node library, loaded when a Stripe provider first calls it, not when the server starts (about 130 ms
 * of a start; decision 079).
 * @returns the library's `Stripe` class
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

/**
 * A Stripe client made on first use.
 * @param make makes the client from the library's class
 * @param given a client to use instead (tests)
 * @returns a function that gives the one client, loading the library the first time
 */
export function lazyStripeClient(
  make: (StripeClass: typeof Stripe) => Stripe,
  given?: Stripe,
): () => Promise<Stripe> {
  return onFirstUse(async () => (given ? given : make(await loadStripe())));
}

/**
 * Verifies a Stripe webhook delivery's signature (the Stripe-Signature header over the exact body, with the
 * endpoint's signing secret) and reads its event; shared by the card payments and the Direct Debit adapters.
 * @param stripe the client (its `webhooks.constructEvent` checks the signature and the timestamp's tolerance)
 * @param rawBody the body exactly as it arrived
 * @param signature the Stripe-Signature header; null when missing
 * @param secret the endpoint's signing secret (`whsec_…`), or undefined when none is configured
 * @param secretName the variable that holds it, for the error (e.g. "STRIPE_WEBHOOK_SECRET")
 * @returns the verified event
 * @throws WebhookSignatureError when no secret is configured, the header is missing or the signature is wrong
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | null,
  secret: string | undefined,
  secretName: string,
): Stripe.Event {
  if (!secret) throw new WebhookSignatureError(`${secretName} is not set`);
  if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
}

/** The state of a Stripe Checkout session in the domain's words. */
export function stripeSessionStatus(
  session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>,
): PaymentStatus {
  if (session.status === 'expired') return 'Expired';
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'Paid';
  // 'open', or complete but unpaid: an asynchronous payment (e.g. Bacs) still on its way.
  return 'Pending';
}

/**
 * Reads a verified Stripe event: null unless it is about a Checkout session's outcome.
 */
export function stripeEventToPayment(event: Stripe.Event): PaymentWebhookEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return {
        eventId: event.id,
        sessionId: event.data.object.id,
        status: stripeSessionStatus(event.data.object),
      };
    case 'checkout.session.async_payment_failed':
      return { eventId: event.id, sessionId: event.data.object.id, status: 'Failed' };
    default:
      return null;
  }
}

/**
 * Creates the Stripe provider.
 * @param options.secretKey STRIPE_SECRET_KEY (`sk_live_…` or `sk_test_…`)
 * @param options.webhookSecret STRIPE_WEBHOOK_SECRET (`whsec_…`); without it webhooks are refused and
 *   checkPaymentSession asks Stripe directly
 * @param options.stripe a client to use instead of a new one (tests)
 */
export function createStripePaymentProvider(options: {
  secretKey: string;
  webhookSecret?: string;
  stripe?: Stripe;
}): PaymentProvider {
  const client = lazyStripeClient(
    (StripeClass) => new StripeClass(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
    options.stripe,
  );
  return {
    kind: 'stripe',
    confirmsByWebhook: Boolean(options.webhookSecret),
    async createCheckout(request) {
      const stripe = await client();
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: request.amountPence,
              product_data: { name: request.description },
            },
          },
        ],
        // By bank: Stripe's Pay by Bank only (GBP, UK); otherwise the account's own methods (dynamic).
        ...(request.method === 'bank' ? { payment_method_types: ['pay_by_bank' as const] } : {}),
        client_reference_id: request.clientReference,
        customer_email: request.customerEmail,
        metadata: { purpose: 'waitlist-fee', clientReference: request.clientReference },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe gave no URL for the checkout session ${session.id}`);
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
      };
    },
    async getCheckout(sessionId) {
      const stripe = await client();
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return { status: stripeSessionStatus(session), amountPence: session.amount_total ?? null };
    },
    async parseWebhook(rawBody, signature) {
      return stripeEventToPayment(
        verifyStripeEvent(await client(), rawBody, signature, options.webhookSecret, 'STRIPE_WEBHOOK_SECRET'),
      );
    },
  };
}
