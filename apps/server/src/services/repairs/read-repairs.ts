/**
 * Reading repairs: a home's history (the customer's list), the operators' queue (overdue first, then by target;
 * packages/domain repairs.ts compareRepairQueue is the same order) and one repair with who and where, and the
 * target hours in force (the settings' overrides of the domain's defaults).
 */
import { type RepairUrgency, repairTargetHours } from '@stairway/domain/repairs';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  homeSubmissions,
  purchaseCases,
  repairPhotos,
  repairs,
  repairUpdates,
  userApplications,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { describeSubmissionAddress } from '../home-decisions';
import { getSettings } from '../settings';

/** A repairs row. */
export type RepairRow = typeof repairs.$inferSelect;
/** A repair_updates row. */
export type RepairUpdateRow = typeof repairUpdates.$inferSelect;
/** A repair_photos row. */
export type RepairPhotoRow = typeof repairPhotos.$inferSelect;

/** A repair with whose home it is, as the operators see it. */
export type RepairEntry = {
  repair: RepairRow;
  /** The applicant's full name. */
  customerName: string;
  /** The home's address in words. */
  home: string;
};

/**
 * The target hours by urgency in force now: the settings' overrides (settings.repair_target_hours) over the
 * defaults of 24 hours, 7 days and 28 days (packages/domain repairs.ts repairTargetHours).
 * @param db the database or a transaction
 */
export async function targetHoursInForce(db: Db | Tx): Promise<Record<RepairUrgency, number>> {
  return repairTargetHours((await getSettings(db)).repairTargetHours);
}

/**
 * A home's repairs, newest first: every repair of the purchase case, whichever plan version was in force.
 * @param db the database
 * @param purchaseCaseId the case (the home)
 */
export function listCaseRepairs(db: Db, purchaseCaseId: string): Promise<RepairRow[]> {
  return db
    .select()
    .from(repairs)
    .where(eq(repairs.purchaseCaseId, purchaseCaseId))
    .orderBy(desc(repairs.reportedAt));
}

/** The columns and joins of a repair with its customer and home. */
function entries(db: Db) {
  return db
    .select({
      repair: repairs,
      firstName: users.firstName,
      lastName: users.lastName,
      home: homeSubmissions,
    })
    .from(repairs)
    .innerJoin(purchaseCases, eq(purchaseCases.id, repairs.purchaseCaseId))
    .innerJoin(homeSubmissions, eq(homeSubmissions.id, purchaseCases.homeSubmissionId))
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId));
}

/** A joined row as a {@link RepairEntry}. */
function toEntry(row: {
  repair: RepairRow;
  firstName: string | null;
  lastName: string | null;
  home: typeof homeSubmissions.$inferSelect;
}): RepairEntry {
  return {
    repair: row.repair,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Customer',
    home: describeSubmissionAddress(row.home) || 'Their home',
  };
}

/**
 * The operators' queue: open repairs (all with `includeClosed`), overdue first, then the earliest target, then
 * the earliest report; closed ones after the open ones.
 * @param db the database
 * @param options at most `limit` (1 to 200) repairs; `now` decides what is overdue
 */
export async function listRepairQueue(
  db: Db,
  options: { limit: number; includeClosed: boolean; now: Date },
): Promise<RepairEntry[]> {
  const open = sql`${repairs.status} in ('Reported', 'Scheduled', 'InProgress')`;
  const query = entries(db);
  const rows = await (options.includeClosed ? query : query.where(open))
    .orderBy(
      sql`case when ${open} then 0 else 1 end`,
      sql`case when ${open} and ${repairs.targetAt} < ${options.now.toISOString()}::timestamptz then 0 else 1 end`,
      asc(repairs.targetAt),
      asc(repairs.reportedAt),
    )
    .limit(options.limit);
  return rows.map(toEntry);
}

/**
 * One repair with its customer and home.
 * @throws NOT_FOUND for an unknown id
 */
export async function getRepairEntry(db: Db, repairId: string): Promise<RepairEntry> {
  const [row] = await entries(db).where(eq(repairs.id, repairId));
  if (!row) throw notFound('That repair');
  return toEntry(row);
}

/** A repair's history, oldest first. */
export function listRepairUpdates(db: Db, repairId: string): Promise<RepairUpdateRow[]> {
  return db
    .select()
    .from(repairUpdates)
    .where(eq(repairUpdates.repairId, repairId))
    .orderBy(asc(repairUpdates.createdAt), asc(repairUpdates.id));
}

/** Some repairs' photos, in the order they were added. */
export function listRepairPhotos(db: Db, repairIds: readonly string[]): Promise<RepairPhotoRow[]> {
  if (repairIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(repairPhotos)
    .where(inArray(repairPhotos.repairId, [...repairIds]))
    .orderBy(asc(repairPhotos.position));
}
