/**
 * The Stripe Bacs Direct Debit adapter without a network: its webhooks, signed with the `stripe` library's own
 * test signatures (stripe.webhooks.generateTestHeaderString) and read into Stairway's events or refused; the
 * readings of PaymentIntent and Mandate statuses and bank accounts; and, on a stand-in Stripe client, the
 * parameters it sends and how it reads setups and lists. Its requests against Stripe's contract are in
 * test/contracts/stripe-direct-debit-contract.test.ts.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  createStripeDirectDebitProvider,
  STRIPE_DEFAULT_FAILURE_REASON,
  stripeBacsBankLabel,
  stripeMandateStatus,
  stripePaymentIntentStatus,
  stripePaymentIntentToCollection,
} from '../../src/providers/direct-debit/stripe-direct-debit';
import { WebhookSignatureError } from '../../src/providers/payments/payment-provider';

const SECRET = 'whsec_test_direct_debit';
const stripe = new Stripe('sk_test_unit');
const provider = createStripeDirectDebitProvider({ secretKey: 'sk', webhookSecret: SECRET, stripe });

/** A Stripe event delivery: its body, and its Stripe-Signature header made with `secret`. */
function delivery(type: string, object: Record<string, unknown>, secret = SECRET) {
  const payload = JSON.stringify({
    id: `evt_${type.replace(/\W/g, '_')}`,
    object: 'event',
    api_version: '2023-08-16',
    type,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { body: Buffer.from(payload), signature };
}

const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_3Q1',
  object: 'payment_intent',
  amount: 45_000,
  currency: 'gbp',
  status,
  last_payment_error: null,
  ...extra,
});

describe('Stripe Direct Debit webhooks', () => {
  it('reads each PaymentIntent event as the collection it now is', async () => {
    const cases: Array<[string, Record<string, unknown>, unknown]> = [
      ['payment_intent.processing', intent('processing'), { status: 'pending', failureReason: null }],
      ['payment_intent.succeeded', intent('succeeded'), { status: 'paid', failureReason: null }],
      [
        'payment_intent.payment_failed',
        intent('requires_payment_method', { last_payment_error: { message: 'Insufficient funds' } }),
        { status: 'failed', failureReason: 'Insufficient funds' },
      ],
      [
        'payment_intent.canceled',
        intent('canceled'),
        { status: 'failed', failureReason: STRIPE_DEFAULT_FAILURE_REASON },
      ],
    ];
    for (const [type, object, expected] of cases) {
      const { body, signature } = delivery(type, object);
      await expect(provider.parseWebhook(body, signature)).resolves.toEqual({
        type: 'payment',
        eventId: `evt_${type.replace(/\W/g, '_')}`,
        payment: { paymentId: 'pi_3Q1', amountPence: 45_000, ...(expected as object) },
      });
    }
  });

  it('reads mandate.updated as the mandate’s new status', async () => {
    const mandate = { id: 'mandate_1Q2', object: 'mandate', status: 'inactive' };
    const { body, signature } = delivery('mandate.updated', mandate);
    await expect(provider.parseWebhook(body, signature)).resolves.toEqual({
      type: 'mandate',
      eventId: 'evt_mandate_updated',
      mandateId: 'mandate_1Q2',
      status: 'inactive',
    });
  });

  it('reads a completed setup-mode session as the setup, and ignores a payment-mode one', async () => {
    const session = { id: 'cs_test_setup', object: 'checkout.session', mode: 'setup' };
    const setup = delivery('checkout.session.completed', session);
    await expect(provider.parseWebhook(setup.body, setup.signature)).resolves.toEqual({
      type: 'setup',
      eventId: 'evt_checkout_session_completed',
      setupId: 'cs_test_setup',
    });
    const payment = delivery('checkout.session.completed', { ...session, mode: 'payment' });
    await expect(provider.parseWebhook(payment.body, payment.signature)).resolves.toBeNull();
  });

  it('gives null for a verified event Stairway does not act on', async () => {
    const { body, signature } = delivery('customer.created', { id: 'cus_1', object: 'customer' });
    await expect(provider.parseWebhook(body, signature)).resolves.toBeNull();
  });

  it('refuses a wrong secret, a missing header, a tampered body, and any delivery without a secret set', async () => {
    const wrong = delivery('payment_intent.succeeded', intent('succeeded'), 'whsec_someone_else');
    await expect(provider.parseWebhook(wrong.body, wrong.signature)).rejects.toThrow(WebhookSignatureError);
    const good = delivery('payment_intent.succeeded', intent('succeeded'));
    await expect(provider.parseWebhook(good.body, null)).rejects.toThrow(WebhookSignatureError);
    await expect(provider.parseWebhook(good.body, '')).rejects.toThrow(WebhookSignatureError);
    const tampered = Buffer.from(good.body.toString().replace('45000', '4500'));
    await expect(provider.parseWebhook(tampered, good.signature)).rejects.toThrow(WebhookSignatureError);
    const unset = createStripeDirectDebitProvider({ secretKey: 'sk_test_unit', stripe });
    await expect(unset.parseWebhook(good.body, good.signature)).rejects.toThrow(WebhookSignatureError);
  });
});

describe('Stripe statuses and bank accounts in Stairway’s words', () => {
  it('maps PaymentIntent statuses: paid, pending or failed, and an unknown one as pending', () => {
    const statuses = [
      'succeeded',
      'processing',
      'requires_action',
      'new_state',
      'requires_payment_method',
      'canceled',
    ];
    expect(statuses.map(stripePaymentIntentStatus)).toEqual([
      'paid',
      'pending',
      'pending',
      'pending',
      'failed',
      'failed',
    ]);
  });

  it('gives a failure reason only when failed, Stripe’s message or the default', () => {
    const read = (status: string, message: string | null) =>
      stripePaymentIntentToCollection({
        id: 'pi_1',
        amount: 100,
        status,
        last_payment_error: message === null ? null : ({ message } as Stripe.PaymentIntent.LastPaymentError),
      });
    expect(read('succeeded', 'Account closed')).toEqual({
      paymentId: 'pi_1',
      amountPence: 100,
      status: 'paid',
      failureReason: null,
    });
    expect(read('requires_payment_method', 'Account closed').failureReason).toBe('Account closed');
    expect(read('canceled', null).failureReason).toBe(STRIPE_DEFAULT_FAILURE_REASON);
  });

  it('maps mandate statuses, an unknown one as inactive, and labels the bank account', () => {
    const statuses = ['active', 'pending', 'inactive', 'revoked'].map(stripeMandateStatus);
    expect(statuses).toEqual(['active', 'pending', 'inactive', 'inactive']);
    expect(stripeBacsBankLabel({ sort_code: '108800', last4: '2345' })).toBe(
      'Sort code 10-88-00, account ending 2345',
    );
    expect(stripeBacsBankLabel({ sort_code: null, last4: '2345' })).toBe('account ending 2345');
    expect(stripeBacsBankLabel(null)).toBe('Bacs Direct Debit');
  });
});

/** A stand-in Stripe client recording each call by its path (e.g. "paymentIntents.create"); `answers` by path. */
function standIn(answers: Record<string, (...args: unknown[]) => unknown>) {
  const calls: Array<[string, ...unknown[]]> = [];
  const at = (name: string): unknown =>
    new Proxy(
      async (...args: unknown[]) => {
        calls.push([name, ...args]);
        return answers[name]?.(...args);
      },
      {
        // Not a promise: the client is handed over through one (the adapter loads Stripe on first use).
        get: (_target, key) =>
          key === 'then' ? undefined : at(name ? `${name}.${String(key)}` : String(key)),
      },
    );
  return { calls, adapter: createStripeDirectDebitProvider({ secretKey: 'sk', stripe: at('') as Stripe }) };
}

const MANDATE = { mandateId: 'mandate_1', customerId: 'cus_1', paymentMethodId: 'pm_1' };

describe('the Stripe Direct Debit adapter’s requests (stand-in client)', () => {
  it('opens a setup-mode Checkout Session for Bacs in GBP, with Stripe’s session id placeholder', async () => {
    const { calls, adapter } = standIn({
      'customers.create': () => ({ id: 'cus_1' }),
      'checkout.sessions.create': () => ({ id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    });
    const request = {
      payerName: 'Amelia Hughes',
      payerEmail: 'amelia@example.com',
      clientReference: 'plan-1',
      successUrl: 'https://stairway.example/done?setup={SETUP_ID}',
      cancelUrl: 'https://stairway.example/back',
    };
    const started = { setupId: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' };
    expect(await adapter.startMandateSetup(request)).toEqual(started);
    expect(calls).toEqual([
      [
        'customers.create',
        { email: 'amelia@example.com', name: 'Amelia Hughes', metadata: { planId: 'plan-1' } },
      ],
      [
        'checkout.sessions.create',
        {
          mode: 'setup',
          payment_method_types: ['bacs_debit'],
          currency: 'gbp',
          customer: 'cus_1',
          success_url: 'https://stairway.example/done?setup={CHECKOUT_SESSION_ID}',
          cancel_url: 'https://stairway.example/back',
          metadata: { purpose: 'direct-debit-mandate', planId: 'plan-1' },
        },
      ],
    ]);
    const noUrl = standIn({ 'customers.create': () => ({}), 'checkout.sessions.create': () => ({}) });
    await expect(noUrl.adapter.startMandateSetup(request)).rejects.toThrow(/no URL/);
  });

  it('reads open, expired and completed (expanded) setups', async () => {
    for (const status of ['open', 'expired'] as const) {
      const { adapter } = standIn({ 'checkout.sessions.retrieve': () => ({ id: 'cs_1', status }) });
      expect(await adapter.getMandateSetup('cs_1')).toEqual({ status });
    }
    const { calls, adapter } = standIn({
      'checkout.sessions.retrieve': () => ({
        id: 'cs_1',
        status: 'complete',
        customer: 'cus_1',
        setup_intent: {
          id: 'seti_1',
          customer: 'cus_1',
          mandate: { id: 'mandate_1', status: 'pending', payment_method: 'pm_1' },
          payment_method: { id: 'pm_1', bacs_debit: { sort_code: '108800', last4: '2345' } },
        },
      }),
    });
    const bankLabel = 'Sort code 10-88-00, account ending 2345';
    const mandate = { ...MANDATE, bankLabel, status: 'pending' };
    expect(await adapter.getMandateSetup('cs_1')).toEqual({ status: 'complete', mandate });
    expect(calls).toEqual([
      [
        'checkout.sessions.retrieve',
        'cs_1',
        { expand: ['setup_intent', 'setup_intent.payment_method', 'setup_intent.mandate'] },
      ],
    ]);
  });

  it('asks for an off-session Bacs collection with the idempotency key, and refuses a mandate without ids', async () => {
    const { calls, adapter } = standIn({ 'paymentIntents.create': () => intent('processing') });
    const request = {
      mandate: MANDATE,
      amountPence: 45_000,
      description: 'Stairway plan: November 2026',
      idempotencyKey: 'key-1',
      metadata: { planId: 'plan-1' },
    };
    const payment = { paymentId: 'pi_3Q1', amountPence: 45_000, status: 'pending', failureReason: null };
    expect(await adapter.createCollection(request)).toEqual(payment);
    expect(calls).toEqual([
      [
        'paymentIntents.create',
        {
          amount: 45_000,
          currency: 'gbp',
          customer: 'cus_1',
          payment_method: 'pm_1',
          payment_method_types: ['bacs_debit'],
          mandate: 'mandate_1',
          confirm: true,
          off_session: true,
          description: 'Stairway plan: November 2026',
          metadata: { planId: 'plan-1' },
        },
        { idempotencyKey: 'key-1' },
      ],
    ]);
    await expect(
      adapter.createCollection({ ...request, mandate: { ...MANDATE, customerId: null } }),
    ).rejects.toThrow(/no customer or payment method/);
  });

  it('lists every page of the customer’s payments and keeps those on the mandate’s payment method', async () => {
    const [a, b] = [
      intent('succeeded', { id: 'pi_a', payment_method: 'pm_1' }),
      intent('succeeded', { id: 'pi_b' }),
    ];
    const c = intent('processing', { id: 'pi_c', payment_method: { id: 'pm_1' } });
    const pages = [
      { data: [a, b], has_more: true },
      { data: [c], has_more: false },
    ];
    const { calls, adapter } = standIn({ 'paymentIntents.list': () => pages.shift() });
    expect((await adapter.listCollections(MANDATE)).map((p) => [p.paymentId, p.status])).toEqual([
      ['pi_a', 'paid'],
      ['pi_c', 'pending'],
    ]);
    expect(calls).toEqual([
      ['paymentIntents.list', { customer: 'cus_1', limit: 100 }],
      ['paymentIntents.list', { customer: 'cus_1', limit: 100, starting_after: 'pi_b' }],
    ]);
  });
});
