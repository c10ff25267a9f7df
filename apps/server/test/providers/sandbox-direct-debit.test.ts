/**
 * The sandbox Direct Debit provider through its interface and its pages: a mandate given on the form (a bad
 * sort code refused, naming it), collections asked for once per idempotency key, the sandbox bank paying or
 * failing each once and telling Stairway by a signed webhook that parseWebhook accepts (and a tampered, wrongly
 * keyed or stale one it refuses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectDebitProvider } from '../../src/providers/direct-debit/direct-debit-provider';
import {
  createSandboxDirectDebitProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from '../../src/providers/direct-debit/sandbox-direct-debit';
import { WebhookSignatureError } from '../../src/providers/payments/payment-provider';
import { createSandboxPages } from '../../src/providers/sandbox/sandbox-pages';
import { createSandboxStore, type SandboxStore } from '../../src/providers/sandbox/sandbox-store';
import { createTestEnv, drivers, type TestEnv } from '../helpers';

const APP = 'http://localhost:3000';
const SECRET = 'sandbox-direct-debit-webhook-secret';
const SETUP = {
  payerName: 'Amelia Hughes',
  payerEmail: 'amelia@example.com',
  clientReference: 'plan-1',
  successUrl: `${APP}/plan/direct-debit?setup={SETUP_ID}`,
  cancelUrl: `${APP}/plan/direct-debit?cancelled=1`,
};
const GOOD_FORM = {
  action: 'setup',
  accountHolder: 'Amelia Hughes',
  sortCode: '20-00-00',
  accountNumber: '1234 5678',
  authorised: 'yes',
};

describe.each(drivers)('sandbox Direct Debit on %s', (driver) => {
  let env: TestEnv;
  let store: SandboxStore;
  let provider: DirectDebitProvider;
  let pages: ReturnType<typeof createSandboxPages>;
  const deliveries: Array<{ rawBody: Buffer; signature: string }> = [];
  let deliveryFails = false;

  beforeAll(async () => {
    env = await createTestEnv(driver);
    store = createSandboxStore(env.db);
    const deliver = async (rawBody: Buffer, signature: string) => {
      if (deliveryFails) throw new Error('Stairway is unreachable');
      deliveries.push({ rawBody, signature });
    };
    provider = createSandboxDirectDebitProvider({
      store,
      appUrl: APP,
      webhookSecret: SECRET,
    });
    pages = createSandboxPages(store, { directDebitWebhook: { secret: SECRET, deliver } });
  });
  afterAll(async () => {
    await env?.close();
  });

  const get = (url: string) => pages(new Request(new URL(url, APP)));
  /** Posts a form as a non-browser client would (no Origin, so no form token is needed). */
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    pages(
      new Request(new URL(url, APP), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      }),
    );

  /** A setup given on the form; its page's path and mandate id. */
  async function activeMandate() {
    const { setupId, url } = await provider.startMandateSetup(SETUP);
    const response = await post(url, GOOD_FORM);
    expect(response.status).toBe(303);
    return {
      path: new URL(url).pathname,
      mandate: { mandateId: setupId, customerId: null, paymentMethodId: null },
    };
  }

  it('gives a mandate on the form: a bad sort code is refused, naming it; a good one goes back', async () => {
    const { setupId, url } = await provider.startMandateSetup(SETUP);
    expect(url).toBe(`${APP}/sandbox/direct-debit/${setupId}`);
    expect(await provider.getMandateSetup(setupId)).toEqual({ status: 'open' });

    const page = await get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox Direct Debit — no real bank account is debited');
    expect(html).toContain('value="Amelia Hughes"');
    expect(html).toContain('The Direct Debit Guarantee');
    expect(html).toContain('I am the account holder and the only person needed to authorise debits');
    // Every visible input and select has a label.
    for (const [, id] of html.matchAll(/<(?:input|select)(?![^>]*type="hidden")[^>]*id="([^"]+)"/g)) {
      expect(html, id).toContain(`for="${id}"`);
    }

    const bad = await post(url, { ...GOOD_FORM, sortCode: '20-00', authorised: '' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Enter a 6-digit sort code, like 20-00-00');
    expect(badHtml).toContain('Tick the box');
    expect(await provider.getMandateSetup(setupId)).toEqual({ status: 'open' });

    const good = await post(url, GOOD_FORM);
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(`${APP}/plan/direct-debit?setup=${setupId}`);
    expect(await provider.getMandateSetup(setupId)).toEqual({
      status: 'complete',
      mandate: {
        mandateId: setupId,
        customerId: null,
        paymentMethodId: null,
        bankLabel: 'Sort code 20-00-00, account ending 5678',
        status: 'active',
      },
    });
    const record = await store.find('direct-debit', setupId);
    expect(JSON.stringify(record)).not.toContain('12345678');
    expect(await (await get(url)).text()).toContain('Direct Debit set up');
  });

  it('cancels a setup back to the cancel URL', async () => {
    const { setupId, url } = await provider.startMandateSetup(SETUP);
    const response = await post(url, { action: 'cancel' });
    expect(response.headers.get('location')).toBe(SETUP.cancelUrl);
    expect(await provider.getMandateSetup(setupId)).toEqual({ status: 'cancelled' });
  });

  it('refuses a browser’s POST without the form token', async () => {
    const { setupId, url } = await provider.startMandateSetup(SETUP);
    const response = await post(url, GOOD_FORM, { origin: APP, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(403);
    expect(await provider.getMandateSetup(setupId)).toEqual({ status: 'open' });
  });

  it('collects once per key, is paid once on the sandbox bank, and tells Stairway by a signed webhook', async () => {
    const { path, mandate } = await activeMandate();
    const request = {
      mandate,
      amountPence: 12_345,
      description: 'Stairway plan: November 2026',
      idempotencyKey: 'plan-1:2026-11',
      metadata: { planId: 'plan-1' },
    };
    const first = await provider.createCollection(request);
    expect(first).toMatchObject({ amountPence: 12_345, status: 'pending', failureReason: null });
    expect(first.paymentId).toMatch(/^sbxpay_/);
    expect(await provider.createCollection(request)).toEqual(first);
    expect(await provider.listCollections(mandate)).toEqual([first]);
    const unknown = { ...mandate, mandateId: 'x'.repeat(32) };
    await expect(provider.createCollection({ ...request, mandate: unknown })).rejects.toThrow(/not active/);

    const bank = await (await get(path)).text();
    expect(bank).toContain('Stairway plan: November 2026');
    expect(bank).toContain('£123.45');
    expect(bank).toContain('>Pay</button>');
    expect(bank).toContain('Insufficient funds');

    const before = deliveries.length;
    const paid = await post(path, { action: 'pay', payment: first.paymentId });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain('told=yes');
    expect(await provider.getCollection(first.paymentId)).toEqual({ ...first, status: 'paid' });
    expect(deliveries).toHaveLength(before + 1);
    const delivery = deliveries.at(-1) ?? { rawBody: Buffer.from(''), signature: '' };
    const event = await provider.parseWebhook(delivery.rawBody, delivery.signature);
    expect(event).toMatchObject({ type: 'payment', payment: { ...first, status: 'paid' } });
    expect(event?.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await (await get(paid.headers.get('location') ?? path)).text()).toContain(
      'Stairway has been told',
    );

    // A second Pay changes nothing and sends nothing.
    const again = await post(path, { action: 'fail', reason: 'Account closed', payment: first.paymentId });
    expect(again.headers.get('location')).toBe(path);
    expect(await provider.getCollection(first.paymentId)).toEqual({ ...first, status: 'paid' });
    expect(deliveries).toHaveLength(before + 1);

    const second = await provider.createCollection({ ...request, idempotencyKey: 'plan-1:2026-12' });
    expect(await provider.listCollections(mandate)).toEqual([{ ...first, status: 'paid' }, second]);
  });

  it('fails a collection with a reason and says when Stairway has not been told', async () => {
    const { path, mandate } = await activeMandate();
    const payment = await provider.createCollection({
      mandate,
      amountPence: 9_900,
      description: 'Stairway plan: December 2026',
      idempotencyKey: 'plan-2:2026-12',
      metadata: {},
    });
    const unknownReason = await post(path, { action: 'fail', reason: 'Bored', payment: payment.paymentId });
    expect(unknownReason.status).toBe(400);
    deliveryFails = true;
    const failed = await post(path, { action: 'fail', reason: 'Account closed', payment: payment.paymentId });
    deliveryFails = false;
    expect(await provider.getCollection(payment.paymentId)).toEqual({
      ...payment,
      status: 'failed',
      failureReason: 'Account closed',
    });
    const html = await (await get(failed.headers.get('location') ?? path)).text();
    expect(html).toContain('Stairway has not been told yet');
    expect(html).toContain('Failed: Account closed');

    // Another mandate's page cannot decide it.
    const other = await activeMandate();
    const pending = await provider.createCollection({
      mandate,
      amountPence: 9_900,
      description: 'Stairway plan: January 2027',
      idempotencyKey: 'plan-2:2027-01',
      metadata: {},
    });
    await post(other.path, { action: 'pay', payment: pending.paymentId });
    expect((await provider.getCollection(pending.paymentId)).status).toBe('pending');
  });

  it('refuses a tampered, wrongly keyed, stale or unsigned webhook', async () => {
    const now = Math.floor(Date.now() / 1000);
    const body = Buffer.from(
      JSON.stringify({ id: 'evt_1', type: 'mandate', mandateId: 'm', status: 'inactive' }),
    );
    await expect(provider.parseWebhook(body, signSandboxWebhook(body, SECRET, now))).resolves.toEqual({
      type: 'mandate',
      eventId: 'evt_1',
      mandateId: 'm',
      status: 'inactive',
    });
    const tampered = Buffer.from(body.toString().replace('inactive', 'active'));
    await expect(provider.parseWebhook(tampered, signSandboxWebhook(body, SECRET, now))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      provider.parseWebhook(body, signSandboxWebhook(body, 'another secret', now)),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(provider.parseWebhook(body, signSandboxWebhook(body, SECRET, now - 301))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(body, null)).rejects.toThrow(WebhookSignatureError);
    await expect(provider.parseWebhook(body, 't=1,v1=zz')).rejects.toThrow(WebhookSignatureError);
    const other = Buffer.from(JSON.stringify({ id: 'evt_2', type: 'refund' }));
    await expect(provider.parseWebhook(other, signSandboxWebhook(other, SECRET, now))).resolves.toBeNull();
    expect(SANDBOX_SIGNATURE_HEADER).toBe('Sandbox-Signature');
  });
});
