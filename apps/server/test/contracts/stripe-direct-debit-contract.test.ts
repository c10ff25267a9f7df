/**
 * The Stripe Bacs Direct Debit adapter (providers/direct-debit/stripe-direct-debit.ts) against Stripe's published
 * API contract: a Prism mock served from the vendored OpenAPI description (apps/server/contracts/stripe/, API
 * version 2023-08-16) with `--errors`, so a request the contract does not allow is answered 422 (401 without
 * credentials, 404 for a path it does not serve) instead of a made-up success. Stripe's form-encoded bodies are
 * checked whole as the JSON they encode (prism.ts, rewriteStripe). The Stripe client's own `response` events
 * record every status the adapter got, and the test asserts them: a 4xx would mean the adapter broke the
 * contract. Requests the contract refuses are sent on purpose too, to show that the check is real.
 */
import fs from 'node:fs';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStripeDirectDebitClient,
  createStripeDirectDebitProvider,
  STRIPE_DIRECT_DEBIT_API_VERSION,
  STRIPE_LIST_MAX_PAGES,
  stripeMandateStatus,
  stripePaymentIntentStatus,
} from '../../src/providers/direct-debit/stripe-direct-debit';
import { type ContractMock, servedContractFile, startContractMock } from './prism';

const SECRET_KEY = 'sk_test_contract';
const MANDATE = { mandateId: 'mandate_1', customerId: 'cus_1', paymentMethodId: 'pm_1' };

let mock: ContractMock;
let answered: string[] = [];
let versions = new Set<string>();
let keys: string[] = [];
let stripe: Stripe;

beforeAll(async () => {
  mock = await startContractMock('stripe');
  // The adapter's own client, pointed at the mock, with its events recorded.
  stripe = await createStripeDirectDebitClient(SECRET_KEY, mock.url);
  stripe.on('request', (event: Stripe.RequestEvent) => {
    versions.add(event.api_version);
    if (event.idempotency_key) keys.push(event.idempotency_key);
  });
  stripe.on('response', (event: Stripe.ResponseEvent) =>
    answered.push(`${event.method} ${event.path.split('?')[0]} ${event.status}`),
  );
}, 120_000);

afterAll(async () => {
  await mock?.stop();
});

/** The provider on the recording client, with the record emptied. */
function provider() {
  answered = [];
  versions = new Set();
  keys = [];
  return createStripeDirectDebitProvider({ secretKey: SECRET_KEY, stripe });
}

/** The described schema of a component, from the copy Prism serves. */
function describedEnum(schema: string, property: string): string[] {
  const document = JSON.parse(fs.readFileSync(servedContractFile('stripe'), 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { enum: string[] }> }> };
  };
  return document.components.schemas[schema]?.properties[property]?.enum ?? [];
}

describe('the Stripe Direct Debit adapter against the Prism contract mock', () => {
  it('speaks the API version of the vendored description', () => {
    const document = JSON.parse(fs.readFileSync(servedContractFile('stripe'), 'utf8')) as {
      info: { version: string };
    };
    expect(document.info.version).toBe(STRIPE_DIRECT_DEBIT_API_VERSION);
  });

  it('opens a mandate setup (a customer, then a setup-mode session) with requests the contract accepts', async () => {
    const started = await provider().startMandateSetup({
      payerName: 'Amelia Hughes',
      payerEmail: 'amelia@example.com',
      clientReference: 'plan-7f3c',
      successUrl: 'https://stairway.example/plan/direct-debit/done?setup={SETUP_ID}',
      cancelUrl: 'https://stairway.example/plan/direct-debit',
    });
    // 200 for both: Prism checked each body against the contract (a broken one is answered 422).
    expect(answered, mock.log().slice(-3000)).toEqual([
      'POST /v1/customers 200',
      'POST /v1/checkout/sessions 200',
    ]);
    expect([...versions]).toEqual([STRIPE_DIRECT_DEBIT_API_VERSION]);
    // The mock answers from the schema: every string is "string".
    expect(started).toEqual({ setupId: 'string', url: 'string' });
  });

  it('configured with apiBase, reaches the same mock', async () => {
    const direct = createStripeDirectDebitProvider({ secretKey: SECRET_KEY, apiBase: mock.url });
    const started = await direct.startMandateSetup({
      payerName: 'Amelia Hughes',
      payerEmail: 'amelia@example.com',
      clientReference: 'plan-7f3c',
      successUrl: 'https://stairway.example/done?setup={SETUP_ID}',
      cancelUrl: 'https://stairway.example/back',
    });
    expect(started.setupId).toBe('string');
  });

  it('reads a completed setup, retrieving the SetupIntent, mandate and payment method it was given as ids', async () => {
    const result = await provider().getMandateSetup('cs_test_a1');
    expect(answered, mock.log().slice(-3000)).toEqual([
      'GET /v1/checkout/sessions/cs_test_a1 200',
      'GET /v1/setup_intents/string 200',
      'GET /v1/mandates/string 200',
      'GET /v1/payment_methods/string 200',
    ]);
    // The schema's first session status is "complete", and its first mandate status "active".
    expect(result).toEqual({
      status: 'complete',
      mandate: {
        mandateId: 'string',
        customerId: 'string',
        paymentMethodId: 'string',
        bankLabel: 'Sort code string, account ending string',
        status: 'active',
      },
    });
  });

  it('asks for a collection, reads it back, and lists the mandate’s collections page by page', async () => {
    const adapter = provider();
    const created = await adapter.createCollection({
      mandate: MANDATE,
      amountPence: 123_456,
      description: 'Stairway plan: November 2026',
      idempotencyKey: 'collection-plan-7f3c-2026-11-1',
      metadata: { planId: 'plan-7f3c', collectionId: 'col-1' },
    });
    expect(answered, mock.log().slice(-3000)).toEqual(['POST /v1/payment_intents 200']);
    expect(keys).toEqual(['collection-plan-7f3c-2026-11-1']);
    // The schema's first PaymentIntent status is "canceled": failed, with last_payment_error.message.
    expect(created).toEqual({
      paymentId: 'string',
      amountPence: 0,
      status: 'failed',
      failureReason: 'string',
    });

    answered = [];
    expect(await adapter.getCollection('pi_3Nxyz')).toEqual(created);
    expect(answered).toEqual(['GET /v1/payment_intents/pi_3Nxyz 200']);

    // The mock says every page has more ("has_more": true) and its one PaymentIntent is on payment method
    // "string": each page's request (customer, limit, starting_after) is accepted, and the paging stops at the cap.
    answered = [];
    const listing = await adapter.listCollections(MANDATE).catch((error: unknown) => error);
    expect(String(listing)).toMatch(/more than 5000 payments/);
    expect(answered).toHaveLength(STRIPE_LIST_MAX_PAGES);
    expect(new Set(answered)).toEqual(new Set(['GET /v1/payment_intents 200']));
  });

  it('a request the contract refuses is answered 422, not a made-up success', async () => {
    const refused = async (call: Promise<unknown>) => {
      const failure = await call.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Stripe.errors.StripeError);
      return (failure as Stripe.errors.StripeError).statusCode;
    };
    // A mode the contract does not list.
    expect(
      await refused(
        stripe.checkout.sessions.create({
          mode: 'bacs' as Stripe.Checkout.SessionCreateParams.Mode,
          success_url: 'https://stairway.example/done',
        }),
      ),
    ).toBe(422);
    // An amount that is not a whole number.
    expect(
      await refused(stripe.paymentIntents.create({ amount: 12.5, currency: 'gbp', customer: 'cus_1' })),
    ).toBe(422);
    // A parameter the contract does not have: the `stripe` library's own name for the payment method types,
    // which API version 2023-08-16 does not take (the reason the adapter pins that version).
    expect(
      await refused(
        stripe.paymentIntents.create({
          amount: 100,
          currency: 'gbp',
          allowed_payment_method_types: ['bacs_debit'],
        } as Stripe.PaymentIntentCreateParams),
      ),
    ).toBe(422);
    expect(mock.log()).toMatch(/must NOT have additional properties; found 'allowed_payment_method_types'/);
    // A path the mock does not serve (Prism's 404 is not Stripe's error shape, so the library does not throw),
    // and a request without credentials.
    answered = [];
    await stripe.refunds.create({ payment_intent: 'pi_1' }).catch(() => undefined);
    expect(answered).toEqual(['POST /v1/refunds 404']);
    const anonymous = await fetch(`${mock.url}/v1/payment_intents/pi_1`);
    expect(anonymous.status).toBe(401);
  });

  it('maps every status the contract documents, each on purpose', () => {
    const intentStatuses = describedEnum('payment_intent', 'status');
    expect(Object.fromEntries(intentStatuses.map((s) => [s, stripePaymentIntentStatus(s)]))).toEqual({
      canceled: 'failed',
      processing: 'pending',
      requires_action: 'pending',
      requires_capture: 'pending',
      requires_confirmation: 'pending',
      requires_payment_method: 'failed',
      succeeded: 'paid',
    });
    const mandateStatuses = describedEnum('mandate', 'status');
    expect(Object.fromEntries(mandateStatuses.map((s) => [s, stripeMandateStatus(s)]))).toEqual({
      active: 'active',
      inactive: 'inactive',
      pending: 'pending',
    });
    expect([...describedEnum('checkout.session', 'status')].sort()).toEqual(['complete', 'expired', 'open']);
  });
});
