/**
 * Setting up the plan's Direct Debit (decision 071): the applicant of a fully signed plan is sent to the
 * provider's hosted page; when they come back (or the provider's webhook says so) the mandate is read from the
 * provider and stored, and once it is in force the collections due are asked for (collections.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { auditLog, directDebitMandates, users } from '../../db/schema';
import type { MandateRowStatus } from '../../db/tables/direct-debit';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { Actor } from '../../lib/tokens';
import type { MandateStatus } from '../../providers/direct-debit/direct-debit-provider';
import { type CustomerPlan, customerPlan } from './customer-plan';
import type { MandateRow } from './rows';

/** Where the customer comes back to from the provider's page (the web app's route). */
export const DIRECT_DEBIT_RETURN_PATH = '/your-home';

/** The services a mandate operation needs. */
type Services = Pick<AppServices, 'db' | 'directDebit' | 'config' | 'logger' | 'email'>;

/**
 * The live mandate of a case (setting up, pending or active), if any.
 * @param services the database
 * @param purchaseCaseId the case
 */
export async function liveMandate(
  services: Pick<AppServices, 'db'>,
  purchaseCaseId: string,
): Promise<MandateRow | null> {
  const [row] = await services.db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.purchaseCaseId, purchaseCaseId),
        inArray(directDebitMandates.status, ['setting-up', 'pending', 'active']),
      ),
    );
  return row ?? null;
}

/**
 * Whether a mandate already stands in the way of a new setup: one given to the provider (pending or active).
 * A setup not finished does not: starting again replaces it.
 * @param mandate the case's live mandate (or its newest, which is the live one when there is one)
 */
export const mandateGiven = (mandate: Pick<MandateRow, 'status'> | null): boolean =>
  mandate?.status === 'pending' || mandate?.status === 'active';

/**
 * Whether the asking person may set up the Direct Debit now: the applicant (the applicant pays), once everyone
 * has signed the plan, while no mandate is given.
 * @param found the customer's plan
 * @param mandate the case's newest mandate, or null
 */
export const canSetUpDirectDebit = (
  found: Pick<CustomerPlan, 'person' | 'fullySigned'>,
  mandate: Pick<MandateRow, 'status'> | null,
): boolean => found.person === 'applicant' && found.fullySigned && !mandateGiven(mandate);

/**
 * Starts the Direct Debit's setup for the signed-in applicant: opens the provider's hosted page for the
 * current, fully signed plan. A setup started before and not finished is replaced (marked cancelled).
 *
 * @param services the shared services
 * @param actor the request's actor (the applicant)
 * @returns the provider's page to send them to
 * @throws FORBIDDEN for a co-applicant (the applicant pays); CONFLICT when no plan is signed by everyone yet,
 *   or a Direct Debit is already set up; NOT_FOUND when no home has been approved
 */
export async function startDirectDebitSetup(
  services: Services,
  actor: Actor | null,
): Promise<{ url: string }> {
  const found = await customerPlan(services.db, actor);
  if (!found) throw notFound('An approved home');
  if (found.person !== 'applicant') {
    throw new AppError('FORBIDDEN', 'Only the applicant sets up the Direct Debit for the plan.');
  }
  if (!found.plan || !found.fullySigned) {
    throw new AppError('CONFLICT', 'The Direct Debit can be set up once everyone has signed the plan.');
  }
  const live = await liveMandate(services, found.purchaseCase.id);
  if (mandateGiven(live)) {
    throw new AppError('CONFLICT', 'The Direct Debit is already set up for this plan.');
  }
  const [person] =
    actor?.kind === 'applicant'
      ? await services.db.select().from(users).where(eq(users.id, actor.userId))
      : [];
  if (!person) throw notFound('Your account');
  const returnUrl = `${services.config.appUrl}${DIRECT_DEBIT_RETURN_PATH}`;
  const started = await services.directDebit.startMandateSetup({
    payerName: `${person.firstName} ${person.lastName}`,
    payerEmail: person.email,
    clientReference: found.plan.id,
    successUrl: `${returnUrl}?setup={SETUP_ID}`,
    cancelUrl: `${returnUrl}?setup=cancelled`,
  });
  await services.db.transaction(async (tx) => {
    if (live) {
      await tx
        .update(directDebitMandates)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(directDebitMandates.id, live.id));
    }
    await tx.insert(directDebitMandates).values({
      purchaseCaseId: found.purchaseCase.id,
      planId: found.plan!.id,
      provider: services.directDebit.kind,
      setupId: started.setupId,
      startedBy: person.email,
    });
  });
  return { url: started.url };
}

/** The row status for the provider's mandate status. */
const rowStatus = (status: MandateStatus): MandateRowStatus => status;

/**
 * Reads a setup's outcome from the provider and stores the mandate (idempotent: a setup already read changes
 * only when the provider's mandate status changed). Called when the customer comes back, and by the
 * provider's `setup` webhook.
 *
 * @param services the shared services
 * @param setupId the provider's setup id
 * @param now the clock (tests)
 * @returns the mandate row after the change, or null when the setup is unknown here
 * @throws Error when the provider cannot be reached
 */
export async function confirmDirectDebitSetup(
  services: Services,
  setupId: string,
  now: Date = new Date(),
): Promise<MandateRow | null> {
  const [row] = await services.db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.setupId, setupId));
  if (!row) return null;
  if (row.status !== 'setting-up') return row;
  const result = await services.directDebit.getMandateSetup(setupId);
  if (result.status === 'open') return row;
  if (result.status !== 'complete') {
    const [cancelled] = await services.db
      .update(directDebitMandates)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(directDebitMandates.id, row.id), eq(directDebitMandates.status, 'setting-up')))
      .returning();
    return cancelled ?? row;
  }
  const { mandate } = result;
  const status = rowStatus(mandate.status);
  const [updated] = await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(directDebitMandates)
      .set({
        status,
        mandateId: mandate.mandateId,
        customerId: mandate.customerId,
        paymentMethodId: mandate.paymentMethodId,
        bankLabel: mandate.bankLabel,
        activeOn: status === 'active' ? londonToday(now) : null,
        updatedAt: now,
      })
      .where(and(eq(directDebitMandates.id, row.id), eq(directDebitMandates.status, 'setting-up')))
      .returning();
    if (rows[0]) {
      await tx.insert(auditLog).values({
        actor: row.startedBy,
        action: 'set-up-direct-debit',
        subjectId: row.purchaseCaseId,
        details: { planId: row.planId, provider: row.provider, mandateId: mandate.mandateId, status },
      });
    }
    return rows;
  });
  return updated ?? row;
}

/**
 * Applies the provider's news of a mandate (its `mandate` webhook): pending → active starts the collections;
 * inactive stops them.
 *
 * @param services the shared services
 * @param mandateId the provider's mandate id
 * @param status its status now
 * @param now the clock (tests)
 * @returns the row after the change, or null when the mandate is unknown here
 */
export async function applyMandateStatus(
  services: Pick<AppServices, 'db' | 'directDebit'>,
  mandateId: string,
  status: MandateStatus,
  now: Date = new Date(),
): Promise<MandateRow | null> {
  const [row] = await services.db
    .select()
    .from(directDebitMandates)
    .where(
      and(
        eq(directDebitMandates.provider, services.directDebit.kind),
        eq(directDebitMandates.mandateId, mandateId),
      ),
    );
  if (!row || row.status === status || row.status === 'cancelled' || row.status === 'inactive')
    return row ?? null;
  const [updated] = await services.db
    .update(directDebitMandates)
    .set({
      status,
      activeOn: status === 'active' ? (row.activeOn ?? londonToday(now)) : row.activeOn,
      updatedAt: now,
    })
    .where(eq(directDebitMandates.id, row.id))
    .returning();
  return updated ?? row;
}
