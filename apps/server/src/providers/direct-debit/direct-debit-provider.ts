/**
 * The Direct Debit provider (decision 071; the plan's monthly payments): one interface for a Bacs Direct Debit
 * mandate set up on the provider's hosted page, and collections (payments) made against it. Stairway sends the
 * customer to the provider's page to give the mandate, learns the outcome when they come back
 * (getMandateSetup) and from the provider's signed webhooks, asks for each collection (createCollection) and
 * learns whether it was paid or failed from the webhooks (or by asking, getCollection).
 *
 * Implementations: stripe-direct-debit.ts (Stripe's Bacs Direct Debit: a Checkout Session in setup mode, then
 * off-session PaymentIntents) and sandbox-direct-debit.ts (a page on this server where a person gives a
 * made-up mandate, and a sandbox bank page where they decide each collection's outcome).
 */

/** Where a mandate stands, in Stairway's words: waiting for the bank, in force, or no longer usable. */
export type MandateStatus = 'pending' | 'active' | 'inactive';

/** Where a collection stands, in Stairway's words: submitted and not yet settled, paid, or failed. */
export type CollectionPaymentStatus = 'pending' | 'paid' | 'failed';

/** What the customer is sent to the provider's page for, and where they come back to. */
export type MandateSetupRequest = {
  /** The account holder's name as Stairway knows it (the provider's page may ask again). */
  payerName: string;
  /** The payer's e-mail address (the provider sends the Direct Debit notices there). */
  payerEmail: string;
  /** Stairway's reference: the plan's id. */
  clientReference: string;
  /** Where the customer comes back after giving the mandate; `{SETUP_ID}` is replaced by the setup's id. */
  successUrl: string;
  /** Where the customer comes back when they cancel. */
  cancelUrl: string;
};

/** A mandate setup opened at the provider. */
export type MandateSetupStarted = {
  /** The provider's id of the setup (Stripe's Checkout Session `cs_…`; the sandbox's reference). */
  setupId: string;
  /** The provider's hosted page. */
  url: string;
};

/** The provider's ids of a mandate given, with what the customer may be shown of the bank account. */
export type MandateDetails = {
  /** The provider's mandate id (Stripe's `mandate_…`). */
  mandateId: string;
  /** The provider's customer id, when it has customers (Stripe's `cus_…`), else null. */
  customerId: string | null;
  /** The provider's payment method id, when it has them (Stripe's `pm_…`), else null. */
  paymentMethodId: string | null;
  /** The account as it may be shown: e.g. "Sort code 10-88-00, account ending 2345". */
  bankLabel: string;
  status: MandateStatus;
};

/** What the provider says about a setup. */
export type MandateSetupResult =
  | { status: 'open' | 'cancelled' | 'expired' }
  | { status: 'complete'; mandate: MandateDetails };

/** A collection to ask for. */
export type CollectionRequest = {
  /** The mandate's ids as stored. */
  mandate: Pick<MandateDetails, 'mandateId' | 'customerId' | 'paymentMethodId'>;
  /** The amount, pence (a whole number above 0). */
  amountPence: number;
  /** What the customer's bank statement and notices say it is for, e.g. "Stairway plan: November 2026". */
  description: string;
  /** One key per attempt: asking twice with it makes one payment (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** Stairway's ids, kept by the provider with the payment (Stripe's metadata). */
  metadata: Record<string, string>;
};

/** A payment as the provider reports it. */
export type CollectionPayment = {
  /** The provider's payment id (Stripe's PaymentIntent `pi_…`). */
  paymentId: string;
  /** Pence. */
  amountPence: number;
  status: CollectionPaymentStatus;
  /** Why it failed, in words the customer can read (e.g. "Insufficient funds"); null unless failed. */
  failureReason: string | null;
};

/** A verified webhook event, in Stairway's words. */
export type DirectDebitWebhookEvent =
  | { type: 'payment'; eventId: string; payment: CollectionPayment }
  | { type: 'mandate'; eventId: string; mandateId: string; status: MandateStatus }
  | { type: 'setup'; eventId: string; setupId: string };

/** Sets up Bacs Direct Debit mandates and collects against them. */
export type DirectDebitProvider = {
  /** Which implementation this is (stored with each mandate). */
  kind: 'stripe' | 'sandbox';
  /**
   * Opens a mandate setup on the provider's hosted page.
   * @throws Error when the provider cannot be reached or refuses
   */
  startMandateSetup: (request: MandateSetupRequest) => Promise<MandateSetupStarted>;
  /**
   * The outcome of a setup: open, cancelled, expired, or complete with the mandate.
   * @throws Error when the provider cannot be reached or does not know the setup
   */
  getMandateSetup: (setupId: string) => Promise<MandateSetupResult>;
  /**
   * Asks for a collection against a mandate; the answer is usually `pending` (Bacs settles in about three
   * working days) and the outcome comes later by webhook.
   * @throws Error when the provider cannot be reached or refuses
   */
  createCollection: (request: CollectionRequest) => Promise<CollectionPayment>;
  /**
   * A payment as the provider has it now.
   * @throws Error when the provider cannot be reached or does not know the payment
   */
  getCollection: (paymentId: string) => Promise<CollectionPayment>;
  /**
   * Every payment the provider holds under a mandate, for the reconciliation.
   * @throws Error when the provider cannot be reached
   */
  listCollections: (
    mandate: Pick<MandateDetails, 'mandateId' | 'customerId' | 'paymentMethodId'>,
  ) => Promise<CollectionPayment[]>;
  /**
   * Cancels a mandate, so that nothing more can be collected under it (when the plan ends, decision 076).
   * Cancelling one already cancelled does nothing.
   * @throws Error when the provider cannot be reached or refuses
   */
  cancelMandate: (
    mandate: Pick<MandateDetails, 'mandateId' | 'customerId' | 'paymentMethodId'>,
  ) => Promise<void>;
  /**
   * Verifies and reads a webhook delivery.
   * @param rawBody the request body exactly as it arrived
   * @param signature the provider's signature header
   * @returns the event, or null when it is verified but not one Stairway acts on
   * @throws (the promise rejects with) WebhookSignatureError (payments/payment-provider.ts) when the signature is missing or wrong, or no
   *   webhook secret is configured
   */
  parseWebhook: (rawBody: Buffer, signature: string | null) => Promise<DirectDebitWebhookEvent | null>;
};
