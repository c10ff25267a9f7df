/**
 * The waitlist fee (spec §7 getPaymentLink, checkPaymentSession; spec §3 waitlistFeePaid; docs/decisions/017)
 * through real GraphQL requests: paying at the sandbox checkout, a declined and a cancelled payment, a payment
 * confirmed twice counted once, Stripe's webhook (signed test payloads: a forged one is refused), and the roles
 * that may not call it.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchHandler } from '../../src/app';
import { loadConfig } from '../../src/config';
import { coApplicants, payments, userApplications } from '../../src/db/schema';
import {
  assertPaymentProviderAllowed,
  SANDBOX_PAYMENTS_IN_PRODUCTION_REFUSAL,
} from '../../src/providers/payment-providers';
import type { PaymentProvider } from '../../src/providers/payments/payment-provider';
import { createStripePaymentProvider } from '../../src/providers/payments/stripe-payments';
import { createGraphQL } from '../../src/yoga';
import {
  createTestEnv,
  drivers,
  errorOf,
  landlordToken,
  signUp,
  submitCompleteApplication,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const LINK = /* GraphQL */ `query { getPaymentLink { url sessionId amountPence expiresAt sandbox } }`;
const CHECK = /* GraphQL */ `
  mutation ($input: CheckPaymentSessionInput!) {
    checkPaymentSession(input: $input) {
      sessionId status amountPence paidAt
      application { waitlistFeePaid waitlistFeePence waitlistFeePaidAt }
    }
  }
`;
const APPLICATION = /* GraphQL */ `query { getApplication { waitlistFeePaid waitlistFeePence waitlistFeePaidAt } }`;

type Link = {
  url: string;
  sessionId: string;
  amountPence: number;
  expiresAt: string | null;
  sandbox: boolean;
};
type Check = {
  sessionId: string;
  status: string;
  amountPence: number;
  paidAt: string | null;
  application: { waitlistFeePaid: boolean; waitlistFeePence: number; waitlistFeePaidAt: string | null };
};

const WEBHOOK_SECRET = 'whsec_test_secret_for_stairway_payments';

describe.each(drivers)('waitlist fee on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    expect(result.errors).toBeUndefined();
    return result.data as T;
  }

  /** An applicant whose application is submitted, so the fee is due. */
  async function submittedApplicant() {
    const applicant = await signUp(env);
    await submitCompleteApplication(env, applicant.token);
    return applicant;
  }

  /**
   * A real co-applicant of `userId`'s application (a row with a current session), signed in: recorded directly,
   * since a submitted application takes no new co-applicant.
   */
  async function coApplicantTokenOf(userId: string) {
    const [application] = await env.db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(eq(userApplications.userId, userId));
    const [co] = await env.db
      .insert(coApplicants)
      .values({
        applicationId: application?.id ?? '',
        email: uniqueEmail('co'),
        firstName: 'Ben',
        lastName: 'Carter',
        emailVerified: true,
      })
      .returning({ id: coApplicants.id });
    return env.tokens.sign({ kind: 'coApplicant', coApplicantId: co?.id ?? '' });
  }

  /** Chooses an action on the sandbox checkout page, as a person's click would. */
  const choose = (url: string, action: 'pay' | 'decline' | 'cancel') =>
    env.http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action }).toString(),
      redirect: 'manual',
    });

  const paidRows = (applicationUserId: string) =>
    env.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, applicationUserId), eq(payments.status, 'Paid')));

  it('is not due before the application is submitted', async () => {
    const { token } = await signUp(env);
    const result = await env.gql(LINK, {}, token);
    expect(errorOf(result).code).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toMatch(/once you have submitted your application/);
    expect(
      (await call<{ getApplication: Check['application'] }>(APPLICATION, {}, token)).getApplication,
    ).toEqual({
      waitlistFeePaid: false,
      waitlistFeePence: 9_900,
      waitlistFeePaidAt: null,
    });
  });

  it('is paid at the sandbox checkout and confirmed by checkPaymentSession; twice counts once', async () => {
    const { token, userId } = await submittedApplicant();
    const { getPaymentLink: link } = await call<{ getPaymentLink: Link }>(LINK, {}, token);
    expect(link).toMatchObject({ amountPence: 9_900, sandbox: true });
    expect(link.url).toBe(`http://localhost:3000/sandbox/payment/${link.sessionId}`);
    // Asking again gives the same open checkout, so two tabs cannot lead to two payments.
    expect((await call<{ getPaymentLink: Link }>(LINK, {}, token)).getPaymentLink.sessionId).toBe(
      link.sessionId,
    );

    const page = await (await env.http(link.url)).text();
    expect(page).toContain('Sandbox checkout — no real payment is taken');
    expect(page).toContain('Pay £99');
    expect(page).toContain('Amelia Hughes');

    const pending = await call<{ checkPaymentSession: Check }>(
      CHECK,
      { input: { sessionId: link.sessionId } },
      token,
    );
    expect(pending.checkPaymentSession).toMatchObject({
      status: 'Pending',
      application: { waitlistFeePaid: false },
    });

    const paid = await choose(link.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/waitlist/join-waitlist?session_id=${link.sessionId}`,
    );
    const first = await call<{ checkPaymentSession: Check }>(
      CHECK,
      { input: { sessionId: link.sessionId } },
      token,
    );
    expect(first.checkPaymentSession).toMatchObject({
      status: 'Paid',
      amountPence: 9_900,
      application: { waitlistFeePaid: true, waitlistFeePence: 9_900 },
    });
    expect(first.checkPaymentSession.paidAt).not.toBeNull();
    expect(first.checkPaymentSession.application.waitlistFeePaidAt).toBe(first.checkPaymentSession.paidAt);

    // Confirmed again (the page reloaded, the button pressed twice): nothing more is recorded.
    const again = await call<{ checkPaymentSession: Check }>(
      CHECK,
      { input: { sessionId: link.sessionId } },
      token,
    );
    expect(again.checkPaymentSession.paidAt).toBe(first.checkPaymentSession.paidAt);
    expect(await paidRows(userId)).toHaveLength(1);
    // Paying the sandbox page again changes nothing either.
    expect((await choose(link.url, 'pay')).status).toBe(303);
    expect(await paidRows(userId)).toHaveLength(1);

    const done = await env.gql(LINK, {}, token);
    expect(errorOf(done).code).toBe('CONFLICT');
    expect(done.errors?.[0]?.message).toMatch(/already paid/);
  });

  it('records a declined and a cancelled checkout, and then opens a new one', async () => {
    const { token } = await submittedApplicant();
    const declined = (await call<{ getPaymentLink: Link }>(LINK, {}, token)).getPaymentLink;
    expect((await choose(declined.url, 'decline')).status).toBe(303);
    expect(await (await env.http(declined.url)).text()).toContain('Payment declined');
    const failed = await call<{ checkPaymentSession: Check }>(
      CHECK,
      { input: { sessionId: declined.sessionId } },
      token,
    );
    expect(failed.checkPaymentSession).toMatchObject({
      status: 'Failed',
      application: { waitlistFeePaid: false },
    });

    const cancelled = (await call<{ getPaymentLink: Link }>(LINK, {}, token)).getPaymentLink;
    expect(cancelled.sessionId).not.toBe(declined.sessionId);
    const left = await choose(cancelled.url, 'cancel');
    expect(left.headers.get('location')).toBe('http://localhost:3000/waitlist/join-waitlist?cancelled=1');
    // Without checking it first, the next link notices the cancelled checkout and opens a new one.
    const next = (await call<{ getPaymentLink: Link }>(LINK, {}, token)).getPaymentLink;
    expect(next.sessionId).not.toBe(cancelled.sessionId);
    const rows = await env.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, cancelled.sessionId));
    expect(rows[0]?.status).toBe('Cancelled');
  });

  it('refuses other people, other roles and nobody', async () => {
    const owner = await submittedApplicant();
    const link = (await call<{ getPaymentLink: Link }>(LINK, {}, owner.token)).getPaymentLink;
    const other = await signUp(env);
    const input = { input: { sessionId: link.sessionId } };
    expect(errorOf(await env.gql(CHECK, input, other.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(CHECK, input)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(LINK, {})).code).toBe('UNAUTHENTICATED');
    // A landlord who exists is another role (FORBIDDEN); tokens naming a co-applicant or a pipeline viewer who
    // does not exist are no session at all (UNAUTHENTICATED): refused either way, with no data.
    const landlord = await landlordToken(env);
    expect(errorOf(await env.gql(LINK, {}, landlord)).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(CHECK, input, landlord)).code).toBe('FORBIDDEN');
    const tokens = await Promise.all([
      env.tokens.sign({ kind: 'coApplicant', coApplicantId: crypto.randomUUID() }),
      env.tokens.sign({ kind: 'pipelineViewer', pipelineViewerId: crypto.randomUUID() }),
    ]);
    // The owner's own co-applicant, signed in: the applicant pays (spec §7 getPaymentLink, checkPaymentSession).
    const ownCoApplicant = await coApplicantTokenOf(owner.userId);
    expect(errorOf(await env.gql(LINK, {}, ownCoApplicant)).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(CHECK, input, ownCoApplicant)).code).toBe('FORBIDDEN');
    for (const token of tokens) {
      expect(errorOf(await env.gql(LINK, {}, token)).code).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
      expect(errorOf(await env.gql(CHECK, input, token)).code).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    }
    expect(errorOf(await env.gql(CHECK, { input: { sessionId: '../../etc' } }, owner.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'sessionId',
    });
  });

  describe('with Stripe', () => {
    const stripe = new Stripe('sk_test_not_a_real_key');
    /** The app with Stripe configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or with the sandbox. */
    let withStripe: ReturnType<typeof createFetchHandler>;
    let withSandbox: ReturnType<typeof createFetchHandler>;
    let stripeGql: <T>(query: string, variables: Record<string, unknown>, token: string) => Promise<T>;
    beforeAll(() => {
      const provider: PaymentProvider = createStripePaymentProvider({
        secretKey: 'sk_test_not_a_real_key',
        webhookSecret: WEBHOOK_SECRET,
        stripe,
      });
      const services = { ...env, payments: provider };
      withStripe = createFetchHandler(services);
      withSandbox = createFetchHandler(env);
      const yoga = createGraphQL(services);
      stripeGql = async (query, variables, token) => {
        const response = await yoga.fetch('http://localhost/api', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        const body = await response.json();
        expect(body.errors).toBeUndefined();
        return body.data;
      };
    });

    /** A Stripe checkout session recorded for a submitted applicant, as getPaymentLink would record it. */
    async function stripePayment() {
      const applicant = await submittedApplicant();
      const sessionId = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      const application = await env.gql<{ getApplication: { id: string } }>(
        'query { getApplication { id } }',
        {},
        applicant.token,
      );
      await env.db.insert(payments).values({
        applicationId: application.data?.getApplication.id ?? '',
        userId: applicant.userId,
        provider: 'stripe',
        providerSessionId: sessionId,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        amountPence: 9_900,
      });
      return { ...applicant, sessionId };
    }

    function event(sessionId: string, type = 'checkout.session.completed', paymentStatus = 'paid') {
      return JSON.stringify({
        id: `evt_${crypto.randomBytes(8).toString('hex')}`,
        object: 'event',
        type,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            status: 'complete',
            payment_status: paymentStatus,
          },
        },
      });
    }

    const deliver = (payload: string, signature: string | null, handler = withStripe) =>
      handler(
        new Request('http://localhost:3000/webhooks/stripe', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'stripe-signature': signature } : {}),
          },
          body: payload,
        }),
      );

    it('confirms a payment from a signed webhook, once, however often it is delivered', async () => {
      const { token, userId, sessionId } = await stripePayment();
      const payload = event(sessionId);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const first = await deliver(payload, signature);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true });
      expect((await deliver(payload, signature)).status).toBe(200);
      expect(await paidRows(userId)).toHaveLength(1);
      expect((await paidRows(userId))[0]?.confirmedBy).toBe('webhook');

      // The applicant comes back: the webhook is the source of truth, so nothing is asked of Stripe.
      const check = await stripeGql<{ checkPaymentSession: Check }>(CHECK, { input: { sessionId } }, token);
      expect(check.checkPaymentSession).toMatchObject({
        status: 'Paid',
        application: { waitlistFeePaid: true },
      });
      expect(await paidRows(userId)).toHaveLength(1);
    });

    it('refuses a forged, unsigned or stale webhook and records nothing', async () => {
      const { token, sessionId } = await stripePayment();
      const payload = event(sessionId);
      const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect((await deliver(payload, forged)).status).toBe(400);
      expect((await deliver(payload, null)).status).toBe(400);
      const tampered = stripe.webhooks.generateTestHeaderString({
        payload: event(`${sessionId}x`),
        secret: WEBHOOK_SECRET,
      });
      expect((await deliver(payload, tampered)).status).toBe(400);
      const stale = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect((await deliver(payload, stale)).status).toBe(400);
      const application = await call<{ getApplication: Check['application'] }>(APPLICATION, {}, token);
      expect(application.getApplication.waitlistFeePaid).toBe(false);
    });

    it('records an expired checkout and ignores events of no interest', async () => {
      const { sessionId } = await stripePayment();
      const expired = JSON.stringify({
        id: 'evt_expired',
        object: 'event',
        type: 'checkout.session.expired',
        data: {
          object: { id: sessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' },
        },
      });
      const signed = (payload: string) =>
        stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect((await deliver(expired, signed(expired))).status).toBe(200);
      const [row] = await env.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
      expect(row?.status).toBe('Expired');
      const other = JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      expect((await deliver(other, signed(other))).status).toBe(200);
      expect((await withStripe(new Request('http://localhost:3000/webhooks/stripe'))).status).toBe(405);
    });

    it('refuses every webhook when Stripe is not configured', async () => {
      const payload = event('cs_test_anything');
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect((await deliver(payload, signature, withSandbox)).status).toBe(400);
    });
  });
});

describe('the payment provider in production', () => {
  const base = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });

  it('refuses the sandbox checkout unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true or Stripe is set', () => {
    expect(() => assertPaymentProviderAllowed(base)).toThrow(SANDBOX_PAYMENTS_IN_PRODUCTION_REFUSAL);
    expect(() =>
      assertPaymentProviderAllowed({ ...base, ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: true }),
    ).not.toThrow();
    expect(() => assertPaymentProviderAllowed({ ...base, STRIPE_SECRET_KEY: 'sk_live_abc' })).not.toThrow();
  });

  it('validates the Stripe settings and the fee', () => {
    expect(loadConfig({}).WAITLIST_FEE_PENCE).toBe(9_900);
    expect(loadConfig({ WAITLIST_FEE_PENCE: '2500' }).WAITLIST_FEE_PENCE).toBe(2_500);
    expect(() => loadConfig({ WAITLIST_FEE_PENCE: '12.5' })).toThrow(/whole number of pence/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/set both/);
  });
});
