/**
 * Buying more of the home and the quote to buy the rest (decision 073; the rules in packages/domain
 * equity-purchase.ts). A purchase is a checkout at the payment provider (the same as the waitlist fee's: Stripe
 * Checkout, or the sandbox checkout), recorded as a `payments` row of purpose 'equity-purchase' with its
 * `equity_purchases` row; once Paid it is posted to the ledger (equity-purchase-ledger.ts). Every call is scoped to
 * the signed-in customer's own plan (customer-plan.ts): another person's plan does not exist for them.
 */
import {
  BUY_OUT_STEPS,
  buyOutQuote,
  type EquityPurchaseContext,
  previewEquityPurchase,
} from '@stairway/domain/equity-purchase';
import { normalBalance, balances as sumBalances } from '@stairway/domain/ledger';
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';
import dayjs from 'dayjs';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppServices, Context } from '../../context';
import type { Db } from '../../db/client';
import { buyOutQuotes, equityPurchases, payments } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { Actor } from '../../lib/tokens';
import type { CheckoutMethod } from '../../providers/payments/payment-provider';
import { type CustomerPlan, customerPlan } from '../direct-debit/customer-plan';
import { planJournal } from '../ledger/plan-journal';
import { confirmPlanCheckout, openPlanCheckout } from '../plan-card-payments';
import type { PlanRow } from '../plans/read-plans';
import { EQUITY_PURCHASE_PURPOSE } from './equity-purchase-ledger';
import { currentValue, planValuations } from './home-valuations';

/** A signed plan of a customer who has moved in, with its figures for buying more. */
type LivePlan = CustomerPlan & { plan: PlanRow };

/** The customer's signed plan, or an error saying why there is none to act on. */
async function signedPlan(db: Db, actor: Actor | null): Promise<LivePlan> {
  const found = await customerPlan(db, actor);
  if (!found?.plan) throw notFound('Your plan');
  if (!found.fullySigned) throw new AppError('CONFLICT', 'Your plan is not signed by everyone yet.');
  return { ...found, plan: found.plan };
}

/**
 * What buying more is checked against for a plan: its latest value, the equity held and arrears (from the ledger),
 * the extra equity paid for in the 12 months before, and whether the customer has moved in.
 * @param db the database
 * @param found the plan and its case
 * @param now the clock
 */
export async function equityPurchaseContext(
  db: Db,
  found: Pick<LivePlan, 'plan' | 'purchaseCase'>,
  now: Date = new Date(),
): Promise<EquityPurchaseContext> {
  const balances = sumBalances((await planJournal({ db, planId: found.plan.id })).entries);
  const { valuePounds } = currentValue(await planValuations(db, found.plan.id), found.plan);
  const [bought] = await db
    .select({ pence: sql<number>`coalesce(sum(${equityPurchases.amountPence}), 0)::int` })
    .from(equityPurchases)
    .innerJoin(payments, eq(payments.id, equityPurchases.paymentId))
    .where(
      and(
        eq(equityPurchases.planId, found.plan.id),
        eq(payments.status, 'Paid'),
        gte(payments.paidAt, dayjs(now).subtract(12, 'month').toDate()),
      ),
    );
  const depositHeld = normalBalance('deposit-held', balances['deposit-held']);
  return {
    valuePounds,
    equityOwnedPence: depositHeld + normalBalance('equity-held', balances['equity-held']),
    boughtInLastYearPence: bought?.pence ?? 0,
    arrearsPence: normalBalance('arrears', balances.arrears),
    movedIn: found.purchaseCase.state === 'MovedIn' && depositHeld > 0,
  };
}

/**
 * Opens a checkout to buy more of the home for the signed-in customer.
 * @param services the database, payment provider and configuration
 * @param actor the signed-in applicant or co-applicant
 * @param amountPence the amount, pence
 * @param method how they pay: by card, or by bank (open banking)
 * @returns the checkout page to send them to
 * @throws NOT_FOUND without a plan; CONFLICT before everyone signed; BAD_USER_INPUT naming amountPence and the
 *   range allowed, or saying why nothing may be bought now (before the move-in, arrears, the yearly or 40% cap)
 */
export async function startEquityPurchase(
  services: Pick<Context, 'db' | 'payments' | 'config'>,
  actor: Actor | null,
  amountPence: number,
  method: CheckoutMethod = 'card',
  now: Date = new Date(),
): Promise<{ url: string }> {
  const { db } = services;
  const found = await signedPlan(db, actor);
  const context = await equityPurchaseContext(db, found, now);
  try {
    previewEquityPurchase(context, amountPence);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new AppError('BAD_USER_INPUT', error.message, { field: 'amountPence' });
    }
    throw error;
  }
  return openPlanCheckout(services, actor, found, {
    amountPence,
    method,
    description: 'Stairway: extra equity in your home',
    purpose: EQUITY_PURCHASE_PURPOSE,
    returnParam: 'equity',
    record: async (tx, paymentId) => {
      await tx.insert(equityPurchases).values({
        planId: found.plan.id,
        paymentId,
        amountPence,
        valuePounds: context.valuePounds,
        equityBeforePence: context.equityOwnedPence,
        requestedBy: found.person,
      });
    },
  });
}

/** An equity purchase with its checkout's state. */
export type EquityPurchaseView = typeof equityPurchases.$inferSelect & {
  status: PaymentStatus;
  paidAt: Date | null;
};

/**
 * The equity purchases of a plan, newest first, at most 50.
 * @param db the database
 * @param planId the plan version's id
 */
export async function listEquityPurchases(db: Db, planId: string): Promise<EquityPurchaseView[]> {
  const rows = await db
    .select({ purchase: equityPurchases, status: payments.status, paidAt: payments.paidAt })
    .from(equityPurchases)
    .innerJoin(payments, eq(payments.id, equityPurchases.paymentId))
    .where(eq(equityPurchases.planId, planId))
    .orderBy(desc(equityPurchases.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row.purchase, status: row.status, paidAt: row.paidAt }));
}

/**
 * Confirms a purchase's checkout when the customer comes back: asks the provider (unless its webhook confirms
 * payments) and records the outcome; a Paid one is posted to the ledger. Repeating it changes nothing more.
 * @param services the database, payment provider, logger, e-mail and configuration
 * @param actor the signed-in customer
 * @param sessionId the provider's session id from the return URL
 * @returns the purchase's status
 * @throws NOT_FOUND when the session is not a purchase of the customer's plan
 */
export async function checkEquityPurchase(
  services: Pick<Context, 'db' | 'payments' | 'logger' | 'email' | 'config'>,
  actor: Actor | null,
  sessionId: string,
): Promise<PaymentStatus> {
  const found = await signedPlan(services.db, actor);
  const [row] = await services.db
    .select({ status: payments.status, provider: payments.provider })
    .from(equityPurchases)
    .innerJoin(payments, eq(payments.id, equityPurchases.paymentId))
    .where(and(eq(equityPurchases.planId, found.plan.id), eq(payments.providerSessionId, sessionId)));
  if (!row) throw notFound('That payment');
  return confirmPlanCheckout(services, row, sessionId);
}

/** A quote as stored. */
export type BuyOutQuoteRow = typeof buyOutQuotes.$inferSelect;

/**
 * The latest quote of a plan, or null.
 * @param db the database
 * @param planId the plan version's id
 */
export async function latestBuyOutQuote(db: Db, planId: string): Promise<BuyOutQuoteRow | null> {
  const [row] = await db
    .select()
    .from(buyOutQuotes)
    .where(eq(buyOutQuotes.planId, planId))
    .orderBy(desc(buyOutQuotes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the signed-in customer a quote to buy the rest at the latest value (packages/domain buyOutQuote), held
 * for 90 days, and stores it.
 * @param services the database
 * @param actor the signed-in applicant or co-applicant
 * @param now the clock (tests)
 * @returns the quote and the steps to a mortgage
 * @throws NOT_FOUND without a plan; CONFLICT before everyone signed or before the move-in
 */
export async function requestBuyOutQuote(
  services: Pick<AppServices, 'db'>,
  actor: Actor | null,
  now: Date = new Date(),
): Promise<BuyOutQuoteRow> {
  const { db } = services;
  const found = await signedPlan(db, actor);
  if (found.purchaseCase.state !== 'MovedIn') {
    throw new AppError('CONFLICT', 'A quote to buy the rest is given once you have moved in.');
  }
  const context = await equityPurchaseContext(db, found, now);
  const latest = currentValue(await planValuations(db, found.plan.id), found.plan);
  const quote = buyOutQuote(
    context.valuePounds,
    latest.row?.kind === 'surveyor',
    context.equityOwnedPence,
    context.arrearsPence,
    londonToday(now),
  );
  const [row] = await db
    .insert(buyOutQuotes)
    .values({
      planId: found.plan.id,
      valuationId: latest.row?.id ?? null,
      pricePounds: quote.pricePounds,
      equityHeldPence: quote.equityHeldPence,
      toPayPence: quote.toPayPence,
      validUntil: quote.validUntil,
      requestedBy: found.person,
    })
    .returning();
  if (!row) throw new Error('The quote was not recorded');
  return row;
}

export { BUY_OUT_STEPS };
