/**
 * The customer's side of arrears (decision 075; the rules are packages/domain arrears.ts): what they owe and
 * since when, agreeing a payment plan in the app, paying an instalment by card (the payment provider's checkout,
 * posted to the ledger when paid: arrears-payment-ledger.ts) and asking a person for help. Every call is scoped
 * to the signed-in applicant's or joined co-applicant's own plan (customer-plan.ts): another person's plan does
 * not exist for them. Nothing here ever locks a page: arrears only add this card to it.
 */
import { checkPaymentPlan } from '@stairway/domain/arrears';
import type { ProposeArrearsPlanParsed } from '@stairway/domain/arrears-inputs';
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Db } from '../../db/client';
import {
  arrearsCardPayments,
  arrearsInstalments,
  arrearsPaymentPlans,
  hardshipRequests,
  payments,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { type CustomerPlan, customerPlan } from '../direct-debit/customer-plan';
import { confirmPlanCheckout, openPlanCheckout } from '../plan-card-payments';
import type { PlanRow } from '../plans/read-plans';
import { ARREARS_PAYMENT_PURPOSE } from './arrears-payment-ledger';
import { enqueueHardshipRequestEmail } from './hardship-request-email';
import { type ArrearsState, planArrears } from './read-arrears';

/** The most unanswered requests for help a plan may have at once (each is read by a person). */
export const MAX_OPEN_HARDSHIP_REQUESTS = 3;

type SignedPlan = CustomerPlan & { plan: PlanRow };

/** The customer's signed plan, or null before there is one to owe on. */
async function signedPlanOrNull(db: Db, actor: Actor | null): Promise<SignedPlan | null> {
  const found = await customerPlan(db, actor);
  if (!found?.plan || !found.fullySigned) return null;
  return { ...found, plan: found.plan };
}

/** The customer's signed plan, or NOT_FOUND. */
async function signedPlan(db: Db, actor: Actor | null): Promise<SignedPlan> {
  const found = await signedPlanOrNull(db, actor);
  if (!found) throw notFound('Your plan');
  return found;
}

/**
 * The signed-in customer's arrears.
 * @param ctx the database, the actor and today
 * @returns the state (pence, days), or null before a plan is signed by everyone
 * @throws FORBIDDEN for anyone but an applicant or co-applicant; NOT_FOUND when the application is gone
 */
export async function myArrears(ctx: Pick<Context, 'db' | 'actor' | 'today'>): Promise<ArrearsState | null> {
  const found = await signedPlanOrNull(ctx.db, ctx.actor);
  return found ? planArrears(ctx.db, found.plan.id, ctx.today) : null;
}

/**
 * Agrees a payment plan of the customer's arrears, replacing any plan in force.
 * @param ctx the database, the actor and today
 * @param input the instalments (pence, YYYY-MM-DD), in date order
 * @returns the arrears with the new plan
 * @throws NOT_FOUND without a signed plan; BAD_USER_INPUT naming `instalments` or `instalments.N.dueOn|amountPence`
 *   (arrears.ts checkPaymentPlan: nothing owed, not clearing the arrears, under £10, too close, too late)
 */
export async function proposeArrearsPlan(
  ctx: Pick<Context, 'db' | 'actor' | 'today'>,
  input: ProposeArrearsPlanParsed,
): Promise<ArrearsState> {
  const found = await signedPlan(ctx.db, ctx.actor);
  const state = await planArrears(ctx.db, found.plan.id, ctx.today);
  const problem = checkPaymentPlan(input.instalments, state.arrearsPence, ctx.today);
  if (problem) throw new AppError('BAD_USER_INPUT', problem.message, { field: problem.field });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(arrearsPaymentPlans)
      .set({ status: 'replaced' })
      .where(and(eq(arrearsPaymentPlans.planId, found.plan.id), eq(arrearsPaymentPlans.status, 'active')));
    const [row] = await tx
      .insert(arrearsPaymentPlans)
      .values({
        planId: found.plan.id,
        arrearsPence: state.arrearsPence,
        agreedOn: ctx.today,
        agreedBy: found.person,
      })
      .returning();
    if (!row) throw new Error('The payment plan was not recorded');
    await tx.insert(arrearsInstalments).values(
      input.instalments.map((instalment, index) => ({
        paymentPlanId: row.id,
        number: index + 1,
        dueOn: instalment.dueOn,
        amountPence: instalment.amountPence,
      })),
    );
  });
  return planArrears(ctx.db, found.plan.id, ctx.today);
}

/**
 * Opens a card checkout for what is left of an instalment of the plan in force (at most what is owed).
 * @param ctx the database, payment provider, configuration, actor and today
 * @param instalmentId the instalment's id
 * @returns the checkout page to send the customer to
 * @throws NOT_FOUND (field instalmentId) when it is not an instalment of their plan in force; CONFLICT
 *   (field instalmentId) when it is already met or nothing is owed
 */
export async function payArrearsInstalment(
  ctx: Pick<Context, 'db' | 'actor' | 'today' | 'payments' | 'config'>,
  instalmentId: string,
): Promise<{ url: string }> {
  const { db } = ctx;
  const found = await signedPlan(db, ctx.actor);
  const state = await planArrears(db, found.plan.id, ctx.today);
  const instalment = state.paymentPlan?.instalments.find((row) => row.id === instalmentId);
  if (!instalment)
    throw new AppError('NOT_FOUND', 'That instalment was not found.', { field: 'instalmentId' });
  const amountPence = Math.min(instalment.amountPence - instalment.paidPence, state.arrearsPence);
  if (instalment.status === 'met' || amountPence <= 0) {
    throw new AppError('CONFLICT', 'That instalment is already paid.', { field: 'instalmentId' });
  }
  return openPlanCheckout(ctx, ctx.actor, found, {
    amountPence,
    description: `Stairway: instalment ${instalment.number} of your payment plan`,
    purpose: ARREARS_PAYMENT_PURPOSE,
    returnParam: 'arrears',
    record: async (tx, paymentId) => {
      await tx
        .insert(arrearsCardPayments)
        .values({ planId: found.plan.id, instalmentId: instalment.id, paymentId });
    },
  });
}

/**
 * Confirms an instalment's checkout when the customer comes back: asks the provider (unless its webhook confirms
 * payments) and records the outcome; a Paid one is posted to the ledger once, however often this is called.
 * @param services the database, payment provider, logger, e-mail and configuration
 * @param actor the signed-in customer
 * @param sessionId the provider's session id from the return URL
 * @returns the payment's status
 * @throws NOT_FOUND (field sessionId) when the session is not an arrears payment of the customer's plan
 */
export async function checkArrearsPayment(
  services: Pick<Context, 'db' | 'payments' | 'logger' | 'email' | 'config'>,
  actor: Actor | null,
  sessionId: string,
): Promise<PaymentStatus> {
  const found = await signedPlan(services.db, actor);
  const [row] = await services.db
    .select({ status: payments.status, provider: payments.provider })
    .from(arrearsCardPayments)
    .innerJoin(payments, eq(payments.id, arrearsCardPayments.paymentId))
    .where(and(eq(arrearsCardPayments.planId, found.plan.id), eq(payments.providerSessionId, sessionId)));
  if (!row) throw new AppError('NOT_FOUND', 'That payment was not found.', { field: 'sessionId' });
  return confirmPlanCheckout(services, row, sessionId);
}

/**
 * Records the customer's request for help, for the operators' Arrears page, and e-mails it to the team
 * (services/operators/team-emails.ts: TEAM_EMAIL or every enabled operator) with a link to that page, in the same
 * transaction (outbox key `hardship-request:<request id>:<team|operator:id>`).
 * @param ctx the database, the outbox, the configuration, the actor and today
 * @param message what is happening (arrears-inputs.ts HARDSHIP_MESSAGE_MAX characters at most)
 * @returns the arrears with the request
 * @throws NOT_FOUND without a signed plan; CONFLICT (field message) with
 *   {@link MAX_OPEN_HARDSHIP_REQUESTS} requests still unanswered
 */
export async function requestHardshipHelp(
  ctx: Pick<Context, 'db' | 'actor' | 'today' | 'email' | 'config'>,
  message: string,
): Promise<ArrearsState> {
  const found = await signedPlan(ctx.db, ctx.actor);
  const [open] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(hardshipRequests)
    .where(and(eq(hardshipRequests.planId, found.plan.id), isNull(hardshipRequests.respondedAt)));
  if ((open?.count ?? 0) >= MAX_OPEN_HARDSHIP_REQUESTS) {
    throw new AppError(
      'CONFLICT',
      'We have your messages and someone will reply soon: please wait for their answer.',
      { field: 'message' },
    );
  }
  const queued = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hardshipRequests)
      .values({ planId: found.plan.id, message, requestedBy: found.person })
      .returning({ id: hardshipRequests.id });
    if (!row) throw new Error('The request for help was not recorded');
    const state = await planArrears(tx, found.plan.id, ctx.today);
    return enqueueHardshipRequestEmail(tx, ctx, { found, requestId: row.id, message, state });
  });
  await ctx.email.deliver(queued);
  return planArrears(ctx.db, found.plan.id, ctx.today);
}
