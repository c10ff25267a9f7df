/**
 * Asking for the plan's collections (decision 071): the collections due (packages/domain
 * `collectionsDue`) are created once each (unique per plan and number), and each one due to be asked for is
 * claimed by one process at a time (a conditional update of `submitting_since`) before the provider is asked,
 * with one idempotency key per attempt, so that however many servers run the job, or run it twice, each attempt
 * is one payment at the provider.
 */
import { canRetryCollectionNow, collectionsDue, describeCollection } from '@stairway/domain/plan-collections';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import {
  directDebitMandates,
  planCollectionAttempts,
  planCollections,
  plans,
  purchaseCases,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { asRentChanges, planRentChanges } from '../plans/rent-changes';
import { applyPaymentOutcome } from './payment-outcomes';
import type { CollectionRow, MandateRow } from './rows';

/** The services collections need. */
type Services = Pick<AppServices, 'db' | 'directDebit' | 'logger' | 'email' | 'config'>;

/** How long a claim to ask the provider holds before another process may take it over (a crashed process). */
const CLAIM_MINUTES = 10;

/**
 * Creates the collections due today of an active mandate's plan that do not exist yet: the deposit, and after
 * move-in each month whose day has come (packages/domain `collectionsDue`).
 *
 * @param services the shared services
 * @param mandate the mandate (only an active one asks for anything)
 * @param today London's date, YYYY-MM-DD
 * @returns how many were created now
 */
export async function scheduleDueCollections(
  services: Pick<AppServices, 'db'>,
  mandate: MandateRow,
  today: string,
): Promise<number> {
  if (mandate.status !== 'active') return 0;
  const [row] = await services.db
    .select({
      price: plans.price,
      monthlyRent: plans.monthlyRent,
      state: purchaseCases.state,
      stateDate: purchaseCases.stateDate,
    })
    .from(plans)
    .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
    .where(eq(plans.id, mandate.planId));
  if (!row || row.state === 'FallenThrough') return 0;
  const rentChanges = asRentChanges(await planRentChanges(services.db, [mandate.planId]));
  const due = collectionsDue(
    { ...row, rentChanges },
    {
      mandateActiveOn: mandate.activeOn,
      movedInOn: row.state === 'MovedIn' ? row.stateDate : null,
      today,
    },
  );
  if (!due.length) return 0;
  const created = await services.db
    .insert(planCollections)
    .values(
      due.map((collection) => ({
        planId: mandate.planId,
        mandateRowId: mandate.id,
        number: collection.number,
        kind: collection.kind,
        dueDate: collection.dueDate,
        amountPence: collection.amountPence,
        rentPence: collection.rentPence,
        equityPence: collection.equityPence,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: planCollections.id });
  return created.length;
}

/**
 * Asks the provider for every collection due to be asked for today: scheduled ones, and retrying ones whose
 * retry day has come. Each is claimed first, so that one process asks; a failure to reach the provider leaves
 * it as it was, to be asked again on the next run with the same idempotency key.
 *
 * @param services the shared services
 * @param today London's date, YYYY-MM-DD
 * @param options.planId only this plan's collections
 * @param options.now the clock (tests)
 * @returns how many attempts were made, and how many could not be (the provider refused or was unreachable)
 */
export async function submitDueCollections(
  services: Services,
  today: string,
  options: { planId?: string; now?: Date } = {},
): Promise<{ submitted: number; errors: number }> {
  const now = options.now ?? new Date();
  const staleClaim = new Date(now.getTime() - CLAIM_MINUTES * 60_000);
  const claimed = await services.db
    .update(planCollections)
    .set({ submittingSince: now })
    .where(
      and(
        options.planId ? eq(planCollections.planId, options.planId) : undefined,
        or(
          eq(planCollections.status, 'scheduled'),
          and(eq(planCollections.status, 'retrying'), lte(planCollections.nextAttemptOn, today)),
        ),
        lte(planCollections.dueDate, today),
        or(isNull(planCollections.submittingSince), lt(planCollections.submittingSince, staleClaim)),
        sql`exists (select 1 from ${directDebitMandates} where ${directDebitMandates.id} = ${planCollections.mandateRowId} and ${directDebitMandates.status} = 'active')`,
      ),
    )
    .returning();
  let submitted = 0;
  let errors = 0;
  for (const collection of claimed) {
    try {
      await submitAttempt(services, collection, now);
      submitted += 1;
    } catch (error) {
      errors += 1;
      services.logger.error(
        { err: error, collectionId: collection.id },
        'a Direct Debit collection could not be asked for',
      );
      await services.db
        .update(planCollections)
        .set({ submittingSince: null })
        .where(eq(planCollections.id, collection.id));
    }
  }
  return { submitted, errors };
}

/** Asks the provider for the next attempt at a claimed collection and records it. */
async function submitAttempt(services: Services, collection: CollectionRow, now: Date): Promise<void> {
  const [mandate] = await services.db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.id, collection.mandateRowId));
  if (!mandate?.mandateId) throw new Error(`The mandate of collection ${collection.id} has no provider id`);
  const attempt = collection.attempts + 1;
  const payment = await services.directDebit.createCollection({
    mandate: {
      mandateId: mandate.mandateId,
      customerId: mandate.customerId,
      paymentMethodId: mandate.paymentMethodId,
    },
    amountPence: collection.amountPence,
    description: `Stairway plan: ${describeCollection(collection)}`,
    idempotencyKey: `collection:${collection.id}:attempt:${attempt}`,
    metadata: { planId: collection.planId, collectionId: collection.id, attempt: String(attempt) },
  });
  await services.db.transaction(async (tx) => {
    await tx
      .insert(planCollectionAttempts)
      .values({
        collectionId: collection.id,
        attempt,
        providerPaymentId: payment.paymentId,
        amountPence: collection.amountPence,
      })
      .onConflictDoNothing();
    await tx
      .update(planCollections)
      .set({
        status: 'pending',
        attempts: attempt,
        nextAttemptOn: null,
        submittingSince: null,
        updatedAt: now,
      })
      .where(eq(planCollections.id, collection.id));
  });
}

/**
 * Once a mandate is in force: creates the collections due today and asks for them.
 * @param services the shared services
 * @param mandate the mandate row (nothing happens unless it is active)
 * @param now the clock (tests)
 */
export async function collectWhatIsDue(
  services: Services,
  mandate: MandateRow | null,
  now: Date = new Date(),
) {
  if (mandate?.status !== 'active') return;
  const today = londonToday(now);
  await scheduleDueCollections(services, mandate, today);
  await submitDueCollections(services, today, { planId: mandate.planId, now });
}

/**
 * The daily job (background-jobs.ts `plan-collections`): settles attempts the provider answered without a
 * webhook, then for every active mandate creates the collections due and asks for them.
 *
 * @param services the shared services
 * @param now the clock (tests)
 * @returns counts for the job's log
 */
export async function runPlanCollections(
  services: Services,
  now: Date = new Date(),
): Promise<{ settled: number; created: number; submitted: number; errors: number }> {
  const today = londonToday(now);
  const mandates = await services.db
    .select()
    .from(directDebitMandates)
    .where(inArray(directDebitMandates.status, ['active']));
  const settled = await refreshPendingAttempts(services, now);
  let created = 0;
  for (const mandate of mandates) created += await scheduleDueCollections(services, mandate, today);
  const { submitted, errors } = await submitDueCollections(services, today, { now });
  return { settled, created, submitted, errors };
}

/**
 * Asks the provider about attempts still pending a day after they were made, and applies any answer: a safety
 * net for a webhook that never arrived (or no webhook secret configured).
 *
 * @param services the shared services
 * @param now the clock (tests)
 * @returns how many attempts were settled
 */
export async function refreshPendingAttempts(services: Services, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 24 * 3600_000);
  const pending = await services.db
    .select({ providerPaymentId: planCollectionAttempts.providerPaymentId })
    .from(planCollectionAttempts)
    .where(and(eq(planCollectionAttempts.status, 'pending'), lt(planCollectionAttempts.submittedAt, before)))
    .limit(1000);
  let settled = 0;
  for (const { providerPaymentId } of pending) {
    try {
      const payment = await services.directDebit.getCollection(providerPaymentId);
      if ((await applyPaymentOutcome(services, payment, now)) === 'applied') settled += 1;
    } catch (error) {
      services.logger.warn({ err: error, providerPaymentId }, 'a Direct Debit payment could not be read');
    }
  }
  return settled;
}

/**
 * Retries a failed or retrying collection now, for an operator (the customer has paid in money, say): it is
 * asked for at once as the next attempt.
 *
 * @param services the shared services
 * @param collectionId the collection's id
 * @param now the clock (tests)
 * @returns the id of the purchase case whose plan it belongs to
 * @throws NOT_FOUND for an unknown collection; CONFLICT when it has not failed
 */
export async function retryCollectionNow(
  services: Services,
  collectionId: string,
  now: Date = new Date(),
): Promise<string> {
  const [found] = await services.db
    .select({ collection: planCollections, purchaseCaseId: plans.purchaseCaseId })
    .from(planCollections)
    .innerJoin(plans, eq(plans.id, planCollections.planId))
    .where(eq(planCollections.id, collectionId));
  if (!found) throw notFound('That collection');
  const { collection } = found;
  if (!canRetryCollectionNow(collection.status)) {
    throw new AppError('CONFLICT', 'Only a failed collection can be retried.');
  }
  const today = londonToday(now);
  await services.db
    .update(planCollections)
    .set({ status: 'retrying', nextAttemptOn: today, updatedAt: now })
    .where(
      and(eq(planCollections.id, collection.id), inArray(planCollections.status, ['retrying', 'failed'])),
    );
  await submitDueCollections(services, today, { planId: collection.planId, now });
  return found.purchaseCaseId;
}
