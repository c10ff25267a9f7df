/**
 * Rent changes by notice (decision 074; the rules in packages/domain rent-review.ts): an operator gives notice of
 * a new rent from a day; the customer (and a joined co-applicant) is e-mailed the notice in the same transaction
 * (the outbox, decision 063); the monthly collections due on or after the day use the new rent.
 */
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { checkRentChange, type RentChange, rentOn } from '@stairway/domain/rent-review';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Db, Tx } from '../../db/client';
import { rentChanges, userApplications, users } from '../../db/schema';
import { renderRentChangeNotice } from '../../emails/rent-change-notice';
import { AppError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { joinedCoApplicantOf } from '../co-applicants';
import type { CustomerPlan } from '../direct-debit/customer-plan';
import type { QueuedEmail } from '../email-outbox';

/** A rent change as stored. */
export type RentChangeRow = typeof rentChanges.$inferSelect;

/** The longest reason kept, characters. */
export const RENT_CHANGE_REASON_MAX = 500;

/**
 * The standing rent changes of plans (not withdrawn), oldest first.
 * @param db the database or a transaction
 * @param planIds the plan versions' ids
 */
export async function planRentChanges(db: Db | Tx, planIds: readonly string[]): Promise<RentChangeRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(rentChanges)
    .where(and(inArray(rentChanges.planId, [...planIds]), isNull(rentChanges.withdrawnAt)))
    .orderBy(asc(rentChanges.effectiveFrom));
}

/** The changes as the collections read them. */
export const asRentChanges = (rows: readonly RentChangeRow[]): RentChange[] =>
  rows.map(({ effectiveFrom, monthlyRent }) => ({ effectiveFrom, monthlyRent }));

/**
 * Gives notice of a rent change for a case's signed plan (operators).
 * @param services the database, outbox and configuration
 * @param found the case's plan (services/direct-debit/customer-plan.ts casePlan)
 * @param input the new rent (whole pounds), the day it applies from and why (1 to 500 characters)
 * @param operatorEmail who gives it
 * @param now the clock (tests)
 * @returns the change
 * @throws AppError CONFLICT before everyone signed; BAD_USER_INPUT naming monthlyRent, effectiveFrom or reason
 *   when the change breaks the rules (two months' notice, once a year, from the first anniversary of the move-in)
 */
export async function giveRentChangeNotice(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  found: CustomerPlan,
  input: { monthlyRent: number; effectiveFrom: string; reason: string },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<RentChangeRow> {
  const { plan, purchaseCase } = found;
  if (!plan || !found.fullySigned) throw new AppError('CONFLICT', 'The plan is not signed by everyone yet.');
  const reason = input.reason.trim();
  if (reason === '' || reason.length > RENT_CHANGE_REASON_MAX) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Say why the rent changes, 1 to ${RENT_CHANGE_REASON_MAX} characters.`,
      {
        field: 'reason',
      },
    );
  }
  const today = londonToday(now);
  const { row, queued } = await services.db.transaction(async (tx) => {
    const changes = asRentChanges(await planRentChanges(tx, [plan.id]));
    const currentRent = rentOn(plan.monthlyRent, changes, input.effectiveFrom);
    const check = checkRentChange({
      movedInOn: purchaseCase.state === 'MovedIn' ? purchaseCase.stateDate : null,
      changes,
      noticeGivenOn: today,
      effectiveFrom: input.effectiveFrom,
      monthlyRent: input.monthlyRent,
      currentRent,
    });
    if (!check.ok) throw new AppError('BAD_USER_INPUT', `${check.error}.`, { field: check.field });
    const [inserted] = await tx
      .insert(rentChanges)
      .values({
        planId: plan.id,
        monthlyRent: input.monthlyRent,
        previousRent: currentRent,
        effectiveFrom: input.effectiveFrom,
        noticeGivenOn: today,
        reason,
        givenBy: operatorEmail,
      })
      .returning();
    if (!inserted) throw new Error('The rent change was not recorded');
    return { row: inserted, queued: await queueNotices(services, tx, purchaseCase.applicationId, inserted) };
  });
  await services.email.deliver(queued);
  return row;
}

/** Someone a rent notice goes to: the applicant or a joined co-applicant, with their home page. */
export type RentNoticeRecipient = { email: string; firstName: string; path: string; who: string };

/**
 * Who a plan's rent notices go to: the applicant, and a joined co-applicant.
 * @param tx the transaction
 * @param applicationId the plan's application
 */
export async function rentNoticeRecipients(tx: Tx, applicationId: string): Promise<RentNoticeRecipient[]> {
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, applicationId));
  const co = await joinedCoApplicantOf(tx, applicationId);
  return [
    ...(applicant ? [{ ...applicant, path: '/your-home', who: 'applicant' }] : []),
    ...(co ? [{ ...co, path: '/co-applicant-your-home', who: 'co-applicant' }] : []),
  ];
}

/** Queues the notice to the applicant and a joined co-applicant, keyed by the change. */
async function queueNotices(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  applicationId: string,
  change: RentChangeRow,
): Promise<QueuedEmail[]> {
  const queued: QueuedEmail[] = [];
  for (const person of await rentNoticeRecipients(tx, applicationId)) {
    const link = `${services.config.appUrl}${person.path}`;
    const mail = await renderRentChangeNotice({
      firstName: person.firstName,
      currentRent: formatGBP(change.previousRent),
      newRent: formatGBP(change.monthlyRent),
      effectiveFrom: formatPurchaseCaseDate(change.effectiveFrom),
      reason: change.reason,
      increase: change.monthlyRent > change.previousRent,
      link,
    });
    queued.push(
      await services.email.enqueue(
        tx,
        { to: person.email, ...mail, links: [link] },
        `rent-change:${change.id}:${person.who}`,
      ),
    );
  }
  return queued;
}
