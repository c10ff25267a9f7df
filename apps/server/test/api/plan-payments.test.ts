/**
 * The plan's monthly payments through real GraphQL requests and the sandbox bank's pages (decision 071): the
 * applicant of a signed plan sets up the Direct Debit at the sandbox, the deposit and the months already due
 * since move-in are asked for at once, the sandbox bank pays some and fails one, the failure is retried by the
 * daily job five days later and paid; the ledger's equity, arrears and statements follow each step, a webhook
 * repeated or badly signed changes nothing, and the ledger reconciles with the provider.
 */
import {
  COLLECTION_FAILURE_REASONS,
  collectionsDue,
  RETRY_AFTER_DAYS,
} from '@stairway/domain/plan-collections';
import dayjs from 'dayjs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, planCollectionAttempts, planCollections, purchaseCases } from '../../src/db/schema';
import { londonToday } from '../../src/lib/dates';
import {
  createSandboxDirectDebitProvider,
  signSandboxWebhook,
} from '../../src/providers/direct-debit/sandbox-direct-debit';
import { createSandboxStore } from '../../src/providers/sandbox/sandbox-store';
import { runPlanCollections } from '../../src/services/direct-debit/collections';
import { handleDirectDebitWebhook } from '../../src/services/direct-debit/webhook';
import { createTestEnv, drivers, errorOf, type TestEnv } from '../helpers';
import { approvedApplicant, callOk, listingIdsOf, signedInOperator } from '../purchases';

const MOVE = `mutation ($input: MovePurchaseCaseInput!) { movePurchaseCase(input: $input) { __typename } }`;
const PREPARE = `mutation ($input: PreparePlanInput!) { preparePlan(input: $input) { purchaseCase { plan { id sha256 } } } }`;
const OPEN = `mutation ($id: ID!) { openPlan(input: { planId: $id }) { id } }`;
const SIGN = `mutation ($input: SignPlanInput!) { signPlan(input: $input) { fullySigned } }`;
const START = `mutation { startDirectDebitSetup { url } }`;
const PAYMENTS = `planId canSetUpDirectDebit directDebit { status bankLabel } movedInOn sandboxBankUrl
  collections { id number status attempts nextAttemptOn failureReason amountPence }
  equityOwnedPence equitySharePercent arrearsPence paidToDatePence dueToDatePence upcoming { number dueDate }
  mortgageReadiness { valuePounds annualIncomePounds readyInYears years { year ready } }
  leavingRefund { totalPence } nextPayment { dueDate amountPence } statementMonths`;
const CONFIRM = `mutation ($setupId: String!) { confirmDirectDebitSetup(input: { setupId: $setupId }) { ${PAYMENTS} } }`;
const MINE = `query { myHomePayments { ${PAYMENTS} } }`;
const STATEMENT = `query ($month: String!) { myStatement(input: { month: $month }) { month monthLabel paidPence
  closingEquityOwnedPence closingArrearsPence lines { description paidPence } pdfBase64 } }`;
const RECONCILE = `query { paymentsReconciliation { purchaseCaseId reconciled differences } }`;
const RETRY = `mutation ($id: ID!) { retryCollection(input: { collectionId: $id }) { planId } }`;

type Payments = {
  planId: string;
  canSetUpDirectDebit: boolean;
  directDebit: { status: string; bankLabel: string } | null;
  sandboxBankUrl: string | null;
  collections: Array<{
    id: string;
    number: number;
    status: string;
    attempts: number;
    nextAttemptOn: string | null;
  }>;
  equityOwnedPence: number;
  arrearsPence: number;
  paidToDatePence: number;
  dueToDatePence: number;
  upcoming: Array<{ number: number; dueDate: string }>;
  mortgageReadiness: { valuePounds: number; annualIncomePounds: number; years: Array<{ year: number }> };
  leavingRefund: { totalPence: number };
  statementMonths: string[];
};

// £200,000 at £917 a month: deposit £4,000; each month rent 91,700p and equity 16,667p.
const PRICE = 200_000;
const RENT = 917;

describe.each(drivers)('plan payments on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingId = '';

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'payments-operator')).token;
    listingId = (await listingIdsOf(env, 'SO16'))[0] ?? '';
  });
  afterAll(async () => {
    await env.close();
  });

  /** The sandbox bank's answer for the collection `number`'s latest attempt. */
  async function bank(bankUrl: string, number: number, action: 'pay' | 'fail') {
    const rows = await env.db
      .select({ number: planCollections.number, paymentId: planCollectionAttempts.providerPaymentId })
      .from(planCollectionAttempts)
      .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId));
    const paymentId = rows.filter((row) => row.number === number).at(-1)?.paymentId ?? '';
    const form = new URLSearchParams({ action, payment: paymentId, reason: COLLECTION_FAILURE_REASONS[0] });
    const response = await env.http(bankUrl, { method: 'POST', body: form });
    expect(response.status).toBe(303);
  }

  it('sets up the Direct Debit, collects, retries a failure and keeps the ledger with the provider', async () => {
    const applicant = await approvedApplicant(env, operator, listingId);
    const mine = await callOk<{ myPurchaseCase: { id: string } }>(
      env,
      'query { myPurchaseCase { id } }',
      {},
      applicant.token,
    );
    const caseId = mine.myPurchaseCase.id;
    const today = londonToday();
    const movedIn = dayjs(today).subtract(70, 'day').format('YYYY-MM-DD');
    // The history of a customer whose home was approved before the move-in 70 days ago.
    await env.db
      .update(purchaseCases)
      .set({ stateDate: dayjs(movedIn).subtract(60, 'day').format('YYYY-MM-DD') })
      .where(eq(purchaseCases.id, caseId));
    for (const to of [
      'OfferMade',
      'OfferAccepted',
      'ValuationAndSurvey',
      'LegalWork',
      'Exchange',
      'Completion',
    ]) {
      await callOk(env, MOVE, { input: { purchaseCaseId: caseId, to, date: movedIn } }, operator);
    }
    // Before a plan there is nothing to pay; before it is signed, no Direct Debit.
    expect(
      (await callOk<{ myHomePayments: null }>(env, MINE, {}, applicant.token)).myHomePayments,
    ).toBeNull();
    const prepared = await callOk<{
      preparePlan: { purchaseCase: { plan: { id: string; sha256: string } } };
    }>(env, PREPARE, { input: { purchaseCaseId: caseId, price: PRICE, monthlyRent: RENT } }, operator);
    const plan = prepared.preparePlan.purchaseCase.plan;
    expect(errorOf(await env.gql(START, {}, applicant.token)).code).toBe('CONFLICT');
    await callOk(env, OPEN, { id: plan.id }, applicant.token);
    await callOk(
      env,
      SIGN,
      { input: { planId: plan.id, sha256: plan.sha256, tookAdvice: true } },
      applicant.token,
    );

    // The sandbox's mandate page: a bad sort code is refused, a good one comes back to Stairway.
    const { url } = (
      await callOk<{ startDirectDebitSetup: { url: string } }>(env, START, {}, applicant.token)
    ).startDirectDebitSetup;
    const details = {
      accountHolder: 'Hattie Lowell',
      sortCode: '20-00-00',
      accountNumber: '55779911',
      authorised: 'yes',
    };
    const refused = await env.http(url, {
      method: 'POST',
      body: new URLSearchParams({ ...details, sortCode: '12', action: 'setup' }),
    });
    expect(refused.status).toBe(400);
    const given = await env.http(url, {
      method: 'POST',
      body: new URLSearchParams({ ...details, action: 'setup' }),
    });
    expect(given.status).toBe(303);
    const setupId = new URL(given.headers.get('location') ?? '').searchParams.get('setup') ?? '';
    expect(url).toContain(setupId);

    // Coming back before move-in: the mandate is in force and the deposit is asked for.
    const confirmed = (
      await callOk<{ confirmDirectDebitSetup: Payments }>(env, CONFIRM, { setupId }, applicant.token)
    ).confirmDirectDebitSetup;
    expect(confirmed.directDebit).toEqual({ status: 'Active', bankLabel: expect.stringContaining('9911') });
    expect(confirmed.canSetUpDirectDebit).toBe(false);
    expect(confirmed.collections.map((c) => [c.number, c.status])).toEqual([[0, 'pending']]);
    const bankUrl = confirmed.sandboxBankUrl ?? '';

    // Recording the move-in 70 days ago asks at once for the months due since.
    await callOk(env, MOVE, { input: { purchaseCaseId: caseId, to: 'MovedIn', date: movedIn } }, operator);
    const due = collectionsDue(
      { price: PRICE, monthlyRent: RENT },
      { mandateActiveOn: today, movedInOn: movedIn, today },
    );
    expect(due.length).toBeGreaterThanOrEqual(3);
    const movedInPayments = (await callOk<{ myHomePayments: Payments }>(env, MINE, {}, applicant.token))
      .myHomePayments;
    expect(movedInPayments.collections.map((c) => [c.number, c.status])).toEqual(
      due.map((c) => [c.number, 'pending']),
    );

    // The bank pays the deposit and the first month, and returns the second unpaid.
    await bank(bankUrl, 0, 'pay');
    await bank(bankUrl, 1, 'pay');
    await bank(bankUrl, 2, 'fail');
    // The applicant is e-mailed once (the sandbox bank's webhook is handled by the server's own services,
    // whose outbox is the database's; the message's words are tested in emails/payment-failed.test.ts).
    const told = await env.db
      .select({ recipient: emailOutbox.recipient })
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, 'payment-failed:%'));
    expect(told.map((row) => row.recipient)).toEqual([applicant.email]);
    let payments = (await callOk<{ myHomePayments: Payments }>(env, MINE, {}, applicant.token))
      .myHomePayments;
    const retryOn = dayjs(today).add(RETRY_AFTER_DAYS, 'day').format('YYYY-MM-DD');
    expect(payments.collections.slice(0, 3).map((c) => [c.status, c.nextAttemptOn])).toEqual([
      ['paid', null],
      ['paid', null],
      ['retrying', retryOn],
    ]);
    expect(payments).toMatchObject({
      equityOwnedPence: 400_000 + 16_667,
      arrearsPence: 91_700,
      paidToDatePence: 400_000 + 108_367,
    });

    // Only a failed collection can be retried by hand.
    expect(errorOf(await env.gql(RETRY, { id: payments.collections[0]?.id }, operator)).code).toBe(
      'CONFLICT',
    );

    // The daily job on the retry day asks again; the bank pays; the arrears are settled.
    await runPlanCollections(env, dayjs(`${retryOn}T09:00:00Z`).toDate());
    await bank(bankUrl, 2, 'pay');
    payments = (await callOk<{ myHomePayments: Payments }>(env, MINE, {}, applicant.token)).myHomePayments;
    expect(payments.collections[2]).toMatchObject({ status: 'paid', attempts: 2 });
    expect(payments).toMatchObject({ equityOwnedPence: 400_000 + 2 * 16_667, arrearsPence: 0 });
    // Paid to date is what the schedule has asked for so far; the next three months are listed.
    expect(payments.paidToDatePence).toBe(payments.dueToDatePence);
    expect(payments.upcoming.map((c) => c.number)).toEqual([3, 4, 5]);
    // The readiness tracker works from the plan's value and the income the budget assessed (decision 072).
    expect(payments.mortgageReadiness).toMatchObject({ valuePounds: PRICE, annualIncomePounds: 40_000 });
    expect(payments.mortgageReadiness.years).toHaveLength(9);
    // Leaving today would refund the deposit and the equity held (nothing is owed).
    expect(payments.leavingRefund.totalPence).toBe(400_000 + 2 * 16_667);

    // The statements read the same ledger: the months' money adds up to what was paid.
    let paid = 0;
    for (const month of payments.statementMonths) {
      const statement = (
        await callOk<{ myStatement: { paidPence: number; pdfBase64: string } }>(
          env,
          STATEMENT,
          { month },
          applicant.token,
        )
      ).myStatement;
      paid += statement.paidPence;
      expect(Buffer.from(statement.pdfBase64, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    }
    expect(paid).toBe(payments.paidToDatePence);
    expect(errorOf(await env.gql(STATEMENT, { month: '2026-13' }, applicant.token)).field).toBe('month');

    // The ledger and the sandbox provider agree.
    const report = (
      await callOk<{
        paymentsReconciliation: Array<{ purchaseCaseId: string; reconciled: boolean; differences: string[] }>;
      }>(env, RECONCILE, {}, operator)
    ).paymentsReconciliation;
    expect(report.find((r) => r.purchaseCaseId === caseId)).toEqual({
      purchaseCaseId: caseId,
      reconciled: true,
      differences: [],
    });
  });

  it('verifies the sandbox bank’s signature and applies an event once', async () => {
    const secret = 'test-direct-debit-webhook-secret';
    const provider = createSandboxDirectDebitProvider({
      store: createSandboxStore(env.db),
      appUrl: env.config.appUrl,
      webhookSecret: secret,
    });
    const services = { ...env, directDebit: provider };
    const body = Buffer.from(
      JSON.stringify({ id: 'evt_replayed', type: 'mandate', mandateId: 'unknown', status: 'active' }),
    );
    const now = Math.floor(Date.now() / 1000);
    const badlySigned = await handleDirectDebitWebhook(
      services,
      body,
      signSandboxWebhook(body, 'another-secret', now),
    );
    expect(badlySigned.status).toBe(400);
    const stale = await handleDirectDebitWebhook(
      services,
      body,
      signSandboxWebhook(body, secret, now - 3600),
    );
    expect(stale.status).toBe(400);
    const first = await handleDirectDebitWebhook(services, body, signSandboxWebhook(body, secret, now));
    expect(await first.json()).toEqual({ outcome: 'unknown-mandate' });
    const again = await handleDirectDebitWebhook(services, body, signSandboxWebhook(body, secret, now));
    expect(await again.json()).toEqual({ outcome: 'duplicate' });
    const viaRoute = await env.http('/webhooks/direct-debit', {
      method: 'POST',
      body,
      headers: { 'Sandbox-Signature': 't=1,v1=00' },
    });
    expect(viaRoute.status).toBe(400);
  });
});
