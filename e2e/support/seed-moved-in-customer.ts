/**
 * Seeds the journeys' data folder with {@link MOVED_IN_CUSTOMER} (prepare-server-data.ts, before the server
 * starts): the settled customer's steps (seed-settled-customer.ts), then, in process through the server's own
 * services and the sandbox pages as a person would use them: the purchase's stages to completion and the plan,
 * opened and signed by the applicant; the Direct Debit given at the sandbox; the move-in MOVED_IN_CUSTOMER.
 * movedInDaysAgo days back; and the sandbox bank paying the deposit and every month due (for ARREARS_CUSTOMER,
 * every one but the latest month, which it fails). LEAVING_CUSTOMER and BUYING_CUSTOMER, for the leaving journey, are
 * moved in as MOVED_IN_CUSTOMER is.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { planCollectionAttempts, planCollections } from '../../apps/server/src/db/schema';
import { londonToday } from '../../apps/server/src/lib/dates';
import { collectWhatIsDue } from '../../apps/server/src/services/direct-debit/collections';
import {
  confirmDirectDebitSetup,
  startDirectDebitSetup,
} from '../../apps/server/src/services/direct-debit/mandates';
import { preparePlan } from '../../apps/server/src/services/plans/prepare-plan';
import { currentPlans } from '../../apps/server/src/services/plans/read-plans';
import { openPlan, signPlan } from '../../apps/server/src/services/plans/sign-plan';
import { movePurchaseCase } from '../../apps/server/src/services/purchase-cases/move-purchase-case';
import { getApplicationPurchaseCase } from '../../apps/server/src/services/purchase-cases/read-purchase-cases';
import { type SeededCustomer, seedSettledCustomer } from './seed-settled-customer';
import { ARREARS_CUSTOMER, BUYING_CUSTOMER, LEAVING_CUSTOMER, MOVED_IN_CUSTOMER } from './settled-customer';

const STAGES = [
  'OfferMade',
  'OfferAccepted',
  'ValuationAndSurvey',
  'LegalWork',
  'Exchange',
  'Completion',
] as const;

/** A customer to move in: their name and plan. */
type MovingCustomer = {
  firstName: string;
  lastName: string;
  movedInDaysAgo: number;
  price: number;
  monthlyRent: number;
};

/** The steps after the approval; `failLatest`: the sandbox bank fails the latest monthly payment. */
async function moveIn(
  customer: MovingCustomer,
  failLatest: boolean,
  { services, handler, userId, applicationId }: SeededCustomer,
): Promise<void> {
  const actor = { kind: 'applicant' as const, userId };
  const view = await getApplicationPurchaseCase(services.db, applicationId);
  if (!view) throw new Error('Seeding the moved-in customer: no purchase case');
  const purchaseCaseId = view.purchaseCase.id;
  const movedIn = dayjs(londonToday()).subtract(customer.movedInDaysAgo, 'day').format('YYYY-MM-DD');
  for (const to of STAGES)
    await movePurchaseCase(services, { purchaseCaseId, to, date: movedIn, actor: 'e2e' });
  await preparePlan(services, {
    purchaseCaseId,
    price: customer.price,
    monthlyRent: customer.monthlyRent,
    actor: 'e2e',
  });
  const [plan] = await currentPlans(services.db, [purchaseCaseId]);
  if (!plan) throw new Error('Seeding the moved-in customer: no plan');
  await openPlan(services, actor, plan.id);
  await signPlan(services, actor, {
    planId: plan.id,
    sha256: plan.sha256,
    tookAdvice: true,
    ip: '127.0.0.1',
  });
  const post = (url: string, form: Record<string, string>) =>
    handler(new Request(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' }));
  const { url } = await startDirectDebitSetup(services, actor);
  const given = await post(url, {
    accountHolder: `${customer.firstName} ${customer.lastName}`,
    sortCode: '20-00-00',
    accountNumber: '55779911',
    authorised: 'yes',
    action: 'setup',
  });
  const setupId = new URL(given.headers.get('location') ?? 'http://x/').searchParams.get('setup');
  if (!setupId)
    throw new Error(`Seeding the moved-in customer: the sandbox mandate answered ${given.status}`);
  await collectWhatIsDue(services, await confirmDirectDebitSetup(services, setupId));
  await movePurchaseCase(services, { purchaseCaseId, to: 'MovedIn', date: movedIn, actor: 'e2e' });
  const attempts = await services.db
    .select({ paymentId: planCollectionAttempts.providerPaymentId, number: planCollections.number })
    .from(planCollectionAttempts)
    .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId))
    .where(eq(planCollections.planId, plan.id));
  const latest = Math.max(...attempts.map((attempt) => attempt.number));
  for (const { paymentId, number } of attempts) {
    const fail = failLatest && number === latest;
    const paid = await post(url.replace(/\?.*$/, ''), {
      action: fail ? 'fail' : 'pay',
      payment: paymentId ?? '',
      reason: fail ? 'Insufficient funds' : '',
    });
    if (paid.status !== 303)
      throw new Error(`Seeding the moved-in customer: the sandbox bank answered ${paid.status}`);
  }
}

/**
 * Writes the moved-in customer into the embedded database of `env`, unless they are there already.
 * @param env the environment the server will run with
 */
export async function seedMovedInCustomer(env: NodeJS.ProcessEnv): Promise<void> {
  await seedSettledCustomer(env, MOVED_IN_CUSTOMER, 1, (seeded) => moveIn(MOVED_IN_CUSTOMER, false, seeded));
}

/**
 * Writes the customer in arrears (ARREARS_CUSTOMER: moved in like the moved-in customer, the latest monthly payment
 * failed at the sandbox bank) into the embedded database of `env`, unless they are there already.
 * @param env the environment the server will run with
 */
export async function seedArrearsCustomer(env: NodeJS.ProcessEnv): Promise<void> {
  await seedSettledCustomer(env, ARREARS_CUSTOMER, 2, (seeded) => moveIn(ARREARS_CUSTOMER, true, seeded));
}

/**
 * Writes the leaving journey's customers (LEAVING_CUSTOMER, who moves out, and BUYING_CUSTOMER, who buys the rest;
 * both moved in like the moved-in customer, every payment made) into the embedded database of `env`, unless they
 * are there already. Listings 5 and 6 of SO17, apart from the other seeded customers'.
 * @param env the environment the server will run with
 */
export async function seedLeavingCustomers(env: NodeJS.ProcessEnv): Promise<void> {
  await seedSettledCustomer(env, LEAVING_CUSTOMER, 5, (seeded) => moveIn(LEAVING_CUSTOMER, false, seeded));
  await seedSettledCustomer(env, BUYING_CUSTOMER, 6, (seeded) => moveIn(BUYING_CUSTOMER, false, seeded));
}
