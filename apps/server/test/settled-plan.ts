/**
 * A customer who has moved in on a signed plan with their Direct Debit paying, through real GraphQL requests and
 * the sandbox pages (as plan-payments.test.ts walks it step by step): for the tests of life after the move-in.
 */
import { COLLECTION_FAILURE_REASONS } from '@stairway/domain/plan-collections';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { planCollectionAttempts, planCollections, purchaseCases } from '../src/db/schema';
import { londonToday } from '../src/lib/dates';
import type { TestEnv } from './helpers';
import { approvedApplicant, callOk } from './purchases';

const MOVE = `mutation ($input: MovePurchaseCaseInput!) { movePurchaseCase(input: $input) { __typename } }`;
const PREPARE = `mutation ($input: PreparePlanInput!) { preparePlan(input: $input) { purchaseCase { plan { id sha256 } } } }`;
const OPEN = `mutation ($id: ID!) { openPlan(input: { planId: $id }) { id } }`;
const SIGN = `mutation ($input: SignPlanInput!) { signPlan(input: $input) { fullySigned } }`;
const START = `mutation { startDirectDebitSetup { url } }`;
const CONFIRM = `mutation ($setupId: String!) { confirmDirectDebitSetup(input: { setupId: $setupId }) { sandboxBankUrl } }`;

/** A settled customer: their token and e-mail, their case and plan ids. */
export type SettledPlan = Awaited<ReturnType<typeof approvedApplicant>> & {
  caseId: string;
  planId: string;
  movedInOn: string;
};

/**
 * Makes a customer who moved in `daysAgo` days ago on a plan at `price` and `rent`, whose deposit and every
 * month due were paid by the sandbox bank; with `joint`, on a joint plan the joined co-applicant signed too.
 * @param env the test environment
 * @param operator an operator's token
 * @param listingId the listing the home is chosen from
 */
export async function settledPlan(
  env: TestEnv,
  operator: string,
  listingId: string,
  { price = 200_000, rent = 917, daysAgo = 70, joint = false } = {},
): Promise<SettledPlan> {
  const applicant = await approvedApplicant(env, operator, listingId, { joint });
  const caseId = (
    await callOk<{ myPurchaseCase: { id: string } }>(
      env,
      'query { myPurchaseCase { id } }',
      {},
      applicant.token,
    )
  ).myPurchaseCase.id;
  const movedInOn = dayjs(londonToday()).subtract(daysAgo, 'day').format('YYYY-MM-DD');
  await env.db
    .update(purchaseCases)
    .set({ stateDate: dayjs(movedInOn).subtract(60, 'day').format('YYYY-MM-DD') })
    .where(eq(purchaseCases.id, caseId));
  for (const to of [
    'OfferMade',
    'OfferAccepted',
    'ValuationAndSurvey',
    'LegalWork',
    'Exchange',
    'Completion',
  ]) {
    await callOk(env, MOVE, { input: { purchaseCaseId: caseId, to, date: movedInOn } }, operator);
  }
  const plan = (
    await callOk<{ preparePlan: { purchaseCase: { plan: { id: string; sha256: string } } } }>(
      env,
      PREPARE,
      { input: { purchaseCaseId: caseId, price, monthlyRent: rent } },
      operator,
    )
  ).preparePlan.purchaseCase.plan;
  for (const token of joint ? [applicant.token, applicant.coToken] : [applicant.token]) {
    await callOk(env, OPEN, { id: plan.id }, token);
    await callOk(env, SIGN, { input: { planId: plan.id, sha256: plan.sha256, tookAdvice: true } }, token);
  }
  const { url } = (await callOk<{ startDirectDebitSetup: { url: string } }>(env, START, {}, applicant.token))
    .startDirectDebitSetup;
  const given = await env.http(url, {
    method: 'POST',
    body: new URLSearchParams({
      accountHolder: 'Hattie Lowell',
      sortCode: '20-00-00',
      accountNumber: '55779911',
      authorised: 'yes',
      action: 'setup',
    }),
  });
  expect(given.status).toBe(303);
  const setupId = new URL(given.headers.get('location') ?? '').searchParams.get('setup') ?? '';
  const bankUrl = (
    await callOk<{ confirmDirectDebitSetup: { sandboxBankUrl: string } }>(
      env,
      CONFIRM,
      { setupId },
      applicant.token,
    )
  ).confirmDirectDebitSetup.sandboxBankUrl;
  await callOk(env, MOVE, { input: { purchaseCaseId: caseId, to: 'MovedIn', date: movedInOn } }, operator);
  // The sandbox bank pays every collection asked for (the deposit and each month due since the move-in).
  const attempts = await env.db
    .select({ paymentId: planCollectionAttempts.providerPaymentId })
    .from(planCollectionAttempts)
    .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId))
    .where(eq(planCollections.planId, plan.id));
  for (const { paymentId } of attempts) {
    const form = new URLSearchParams({
      action: 'pay',
      payment: paymentId ?? '',
      reason: COLLECTION_FAILURE_REASONS[0],
    });
    expect((await env.http(bankUrl, { method: 'POST', body: form })).status).toBe(303);
  }
  return { ...applicant, caseId, planId: plan.id, movedInOn };
}
