/**
 * Stripe's Bacs Direct Debit (https://docs.stripe.com/payments/bacs-debit/save-bank-details and
 * https://docs.stripe.com/payments/payment-methods/bacs-debit): the mandate is given on a Stripe Checkout Session
 * in `setup` mode for `bacs_debit` in GBP, opened for a Customer made for the plan; the completed session's
 * SetupIntent holds the Mandate (`mandate_…`) and the PaymentMethod (`pm_…`). Each collection is an off-session
 * PaymentIntent confirmed at once against them, which stays `processing` until Bacs settles (about three working
 * days) and then succeeds or fails; the outcome comes from Stripe's signed webhooks (verified with
 * stripe.webhooks.constructEvent) or by retrieving the PaymentIntent. Amounts are pence throughout.
 *
 * The readings of Stripe's objects and events are in stripe-direct-debit-events.ts.
 */
import type Stripe from 'stripe';
import { lazyStripeClient, loadStripe, verifyStripeEvent } from '../payments/stripe-payments';
import type { CollectionPayment, DirectDebitProvider, MandateDetails } from './direct-debit-provider';
import {
  stripeBacsBankLabel,
  stripeEventToDirectDebitEvent,
  stripeMandateStatus,
  stripePaymentIntentToCollection,
} from './stripe-direct-debit-events';

export {
  STRIPE_DEFAULT_FAILURE_REASON,
  stripeBacsBankLabel,
  stripeEventToDirectDebitEvent,
  stripeMandateStatus,
  stripePaymentIntentStatus,
  stripePaymentIntentToCollection,
} from './stripe-direct-debit-events';

/**
 * The Stripe API version this adapter speaks (sent as Stripe-Version on every request): the version of the
 * OpenAPI description it is proved against (apps/server/contracts/stripe/SOURCE.md). The `stripe` library's own
 * pinned version (Stripe.API_VERSION) is later and no longer takes `payment_method_types` on Checkout Sessions
 * and PaymentIntents; at this version they do, and Stripe answers each request in the version it names. The
 * webhook endpoint's events come in the endpoint's own version (set it to this one when creating the endpoint);
 * the fields stripe-direct-debit-events.ts reads (ids, amount, status, last_payment_error.message, mode) are
 * in both.
 */
export const STRIPE_DIRECT_DEBIT_API_VERSION = '2023-08-16';

/**
 * The most pages of 100 PaymentIntents listCollections reads (each customer is made for one plan, which has a
 * payment a month): past it something is wrong, and listCollections throws rather than page on for ever.
 */
export const STRIPE_LIST_MAX_PAGES = 50;

/** The placeholder in MandateSetupRequest.successUrl, and Stripe's own for the Checkout Session's id. */
const SETUP_ID_PLACEHOLDER = '{SETUP_ID}';
const STRIPE_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** An id of a Stripe object that may have been expanded into the object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The Stripe client options for an API base URL other than Stripe's (tests: a Prism mock).
 * @param apiBase e.g. "http://127.0.0.1:41234"
 * @returns host, port and protocol for `new Stripe(key, …)`
 * @throws TypeError when apiBase is not a URL
 */
export function stripeClientHostOptions(apiBase: string): {
  host: string;
  port: number;
  protocol: 'http' | 'https';
} {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe client the provider makes for itself: STRIPE_DIRECT_DEBIT_API_VERSION, two retries of a request
 * that failed on the network or with a 409/5xx (the library sends an Idempotency-Key with each POST, so a
 * repeat makes no second object), 20 s for each attempt.
 * @param secretKey STRIPE_SECRET_KEY
 * @param apiBase another base URL for Stripe's API (tests), as in createStripeDirectDebitProvider
 * @throws TypeError when apiBase is not a URL
 */
export async function createStripeDirectDebitClient(secretKey: string, apiBase?: string): Promise<Stripe> {
  return makeDirectDebitClient(await loadStripe(), secretKey, apiBase);
}

/** The client of createStripeDirectDebitClient, from the library's class. */
function makeDirectDebitClient(StripeClass: typeof Stripe, secretKey: string, apiBase?: string): Stripe {
  return new StripeClass(secretKey, {
    // The library types only its own pinned version; another is allowed (Stripe's versioning guide).
    apiVersion: STRIPE_DIRECT_DEBIT_API_VERSION as Stripe.StripeConfig['apiVersion'],
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(apiBase ? stripeClientHostOptions(apiBase) : {}),
  });
}

/**
 * Creates the Stripe Bacs Direct Debit provider.
 * @param options.secretKey STRIPE_SECRET_KEY (`sk_live_…` or `sk_test_…`)
 * @param options.webhookSecret the signing secret of the webhook endpoint (`whsec_…`); without it every webhook
 *   is refused with WebhookSignatureError
 * @param options.stripe a client to use instead of a new one (tests)
 * @param options.apiBase another base URL for Stripe's API (tests: a Prism mock), e.g. "http://127.0.0.1:41234"
 * @returns the provider (kind 'stripe'). Its calls throw Stripe's errors (Stripe.errors.StripeError) when Stripe
 *   cannot be reached or refuses, as DirectDebitProvider says; and an Error when Stripe gives no page for a
 *   setup, a completed setup has no SetupIntent or mandate, a stored mandate lacks its customer or payment
 *   method (createCollection, listCollections), or a customer has more than STRIPE_LIST_MAX_PAGES pages of
 *   payments. parseWebhook throws WebhookSignatureError as DirectDebitProvider says.
 */
export function createStripeDirectDebitProvider(options: {
  secretKey: string;
  webhookSecret?: string;
  stripe?: Stripe;
  apiBase?: string;
}): DirectDebitProvider {
  const client = lazyStripeClient(
    (StripeClass) => makeDirectDebitClient(StripeClass, options.secretKey, options.apiBase),
    options.stripe,
  );

  /** The customer and payment method a collection needs; Stripe's mandates always have both. */
  function collectionIds(mandate: Pick<MandateDetails, 'mandateId' | 'customerId' | 'paymentMethodId'>) {
    if (!mandate.customerId || !mandate.paymentMethodId) {
      throw new Error(`The Stripe mandate ${mandate.mandateId} has no customer or payment method stored`);
    }
    return { customer: mandate.customerId, paymentMethod: mandate.paymentMethodId };
  }

  /**
   * The mandate of a completed setup, from its SetupIntent: what Stripe did not expand (an id where an object
   * was asked for) is retrieved on its own, so that either answer is read.
   */
  async function mandateOfSetupIntent(
    setupIntentRef: string | Stripe.SetupIntent,
    sessionCustomer: string | null,
  ): Promise<MandateDetails> {
    const stripe = await client();
    const setupIntent =
      typeof setupIntentRef === 'string'
        ? await stripe.setupIntents.retrieve(setupIntentRef, { expand: ['payment_method', 'mandate'] })
        : setupIntentRef;
    const mandateRef = setupIntent.mandate;
    if (!mandateRef) throw new Error(`The Stripe SetupIntent ${setupIntent.id} has no mandate`);
    const mandate = typeof mandateRef === 'string' ? await stripe.mandates.retrieve(mandateRef) : mandateRef;
    const paymentMethodRef = setupIntent.payment_method ?? mandate.payment_method;
    const paymentMethod =
      typeof paymentMethodRef === 'string'
        ? await stripe.paymentMethods.retrieve(paymentMethodRef)
        : paymentMethodRef;
    return {
      mandateId: mandate.id,
      customerId: idOf(setupIntent.customer) ?? sessionCustomer,
      paymentMethodId: paymentMethod?.id ?? null,
      bankLabel: stripeBacsBankLabel(paymentMethod?.bacs_debit),
      status: stripeMandateStatus(mandate.status),
    };
  }

  return {
    kind: 'stripe',
    async startMandateSetup(request) {
      const stripe = await client();
      const customer = await stripe.customers.create({
        email: request.payerEmail,
        name: request.payerName,
        metadata: { planId: request.clientReference },
      });
      // payment_method_types is a parameter of STRIPE_DIRECT_DEBIT_API_VERSION, not of the library's types.
      const params: Stripe.Checkout.SessionCreateParams & { payment_method_types: string[] } = {
        mode: 'setup',
        payment_method_types: ['bacs_debit'],
        currency: 'gbp',
        customer: customer.id,
        success_url: request.successUrl.split(SETUP_ID_PLACEHOLDER).join(STRIPE_SESSION_ID_PLACEHOLDER),
        cancel_url: request.cancelUrl,
        metadata: { purpose: 'direct-debit-mandate', planId: request.clientReference },
      };
      const session = await stripe.checkout.sessions.create(params);
      if (!session.url) throw new Error(`Stripe gave no URL for the setup session ${session.id}`);
      return { setupId: session.id, url: session.url };
    },
    async getMandateSetup(setupId) {
      const stripe = await client();
      const session = await stripe.checkout.sessions.retrieve(setupId, {
        expand: ['setup_intent', 'setup_intent.payment_method', 'setup_intent.mandate'],
      });
      if (session.status === 'open') return { status: 'open' };
      if (session.status === 'expired') return { status: 'expired' };
      if (session.status !== 'complete') {
        throw new Error(`The Stripe setup session ${session.id} has the unknown status ${session.status}`);
      }
      if (!session.setup_intent) throw new Error(`The Stripe setup session ${session.id} has no SetupIntent`);
      return {
        status: 'complete',
        mandate: await mandateOfSetupIntent(session.setup_intent, idOf(session.customer)),
      };
    },
    async createCollection(request) {
      const stripe = await client();
      const { customer, paymentMethod } = collectionIds(request.mandate);
      const params: Stripe.PaymentIntentCreateParams & { payment_method_types: string[] } = {
        amount: request.amountPence,
        currency: 'gbp',
        customer,
        payment_method: paymentMethod,
        payment_method_types: ['bacs_debit'],
        mandate: request.mandate.mandateId,
        confirm: true,
        off_session: true,
        description: request.description,
        metadata: request.metadata,
      };
      const intent = await stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
      return stripePaymentIntentToCollection(intent);
    },
    async getCollection(paymentId) {
      const stripe = await client();
      return stripePaymentIntentToCollection(await stripe.paymentIntents.retrieve(paymentId));
    },
    async listCollections(mandate) {
      const stripe = await client();
      const { customer, paymentMethod } = collectionIds(mandate);
      const payments: CollectionPayment[] = [];
      let startingAfter: string | undefined;
      // Every page of the customer's PaymentIntents, newest first, 100 a page, each after the last one read.
      for (let page = 0; page < STRIPE_LIST_MAX_PAGES; page += 1) {
        const list = await stripe.paymentIntents.list({
          customer,
          limit: 100,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        for (const intent of list.data) {
          if (idOf(intent.payment_method) === paymentMethod)
            payments.push(stripePaymentIntentToCollection(intent));
        }
        const last = list.data.at(-1);
        if (!list.has_more || !last) return payments;
        startingAfter = last.id;
      }
      throw new Error(
        `The Stripe customer ${customer} has more than ${STRIPE_LIST_MAX_PAGES * 100} payments`,
      );
    },
    async cancelMandate(mandate) {
      const stripe = await client();
      // Stripe cancels a Bacs Direct Debit mandate when its PaymentMethod is detached from the customer.
      const { paymentMethod } = collectionIds(mandate);
      const method = await stripe.paymentMethods.retrieve(paymentMethod);
      if (method.customer) await stripe.paymentMethods.detach(paymentMethod);
    },
    async parseWebhook(rawBody, signature) {
      return stripeEventToDirectDebitEvent(
        verifyStripeEvent(
          await client(),
          rawBody,
          signature,
          options.webhookSecret,
          'STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET',
        ),
      );
    },
  };
}
