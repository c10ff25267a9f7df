/**
 * The payment provider (ARCHITECTURE.md §2 "payments": "Stripe Checkout through the `stripe` package when
 * STRIPE_SECRET_KEY is set; a sandbox checkout page otherwise"; spec §7 getPaymentLink, checkPaymentSession):
 * one interface for a hosted checkout. Stairway opens a checkout session for an amount, sends the person to the
 * provider's page, and learns the outcome by asking the provider (checkPaymentSession) or from the provider's
 * signed webhook (Stripe). The sandbox implementation (sandbox-payments.ts) is a page on this server where a
 * person chooses to pay, to have the payment declined, or to cancel; Stripe's is stripe-payments.ts.
 */
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';

/**
 * How the person pays at the checkout: by card, or by bank (open banking: they approve the payment in their bank's
 * app and it moves by Faster Payments; Stripe's "Pay by Bank", for GBP in the UK).
 */
export type CheckoutMethod = 'card' | 'bank';

/** What a checkout is for and where the person goes afterwards. */
export type CheckoutRequest = {
  /** The amount, pence (integer minor units). */
  amountPence: number;
  /** How the person pays; by card when not given (and the provider may offer its other methods too). */
  method?: CheckoutMethod;
  /** What the person sees on the checkout page, e.g. "Stairway waitlist fee". */
  description: string;
  /** The payer's name, shown on the sandbox page. */
  payerName: string;
  /** The payer's e-mail address (Stripe sends the receipt there). */
  customerEmail: string;
  /** Stairway's own reference, e.g. the application id (Stripe's client_reference_id). */
  clientReference: string;
  /** Where the person goes after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  /** Where the person goes when they cancel. */
  cancelUrl: string;
};

/** A checkout session opened at the provider. */
export type CheckoutStarted = {
  /** The provider's session id (Stripe's `cs_…`; the sandbox's reference). */
  sessionId: string;
  /** The provider's hosted checkout page. */
  url: string;
  /** When the checkout stops working; null when the provider gives none. */
  expiresAt: Date | null;
};

/** What the provider says about a session: its state in the domain's words, and the amount it took, pence. */
export type CheckoutResult = { status: PaymentStatus; amountPence: number | null };

/** A provider's webhook event about a checkout session, in the domain's words. */
export type PaymentWebhookEvent = {
  /** The provider's event id (for the log). */
  eventId: string;
  /** The checkout session it is about. */
  sessionId: string;
  /** Its state now. */
  status: PaymentStatus;
};

/** Takes card payments through a hosted checkout. */
export type PaymentProvider = {
  /** Which implementation this is (stored with each payment). */
  kind: 'stripe' | 'sandbox';
  /**
   * Whether a signed webhook is configured (Stripe with STRIPE_WEBHOOK_SECRET): it is then the source of truth
   * and checkPaymentSession only reads what the webhook recorded.
   */
  confirmsByWebhook: boolean;
  /**
   * Opens a checkout session.
   * @throws Error when the provider cannot be reached or refuses
   */
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutStarted>;
  /**
   * The state of a session.
   * @throws Error when the provider cannot be reached or does not know the session
   */
  getCheckout: (sessionId: string) => Promise<CheckoutResult>;
  /**
   * Verifies and reads a webhook delivery.
   * @param rawBody the request body exactly as it arrived
   * @param signature the provider's signature header
   * @returns the event, or null when it is verified but not about a checkout session's outcome
   * @throws (the promise rejects with) WebhookSignatureError when the signature is missing or wrong (or no webhook is configured)
   */
  parseWebhook: (rawBody: Buffer, signature: string | null) => Promise<PaymentWebhookEvent | null>;
};

/** A webhook whose signature could not be verified: answered 400 and otherwise ignored. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
