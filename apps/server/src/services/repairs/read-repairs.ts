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

/** One page of the operators' queue, with the counts of the whole queue. */
export type RepairQueuePage = {
  /** The page's repairs, in the queue's order. */
  entries: RepairEntry[];
  /** How many repairs the queue holds (open ones, or all with `includeClosed`). */
  total: number;
  /** How many of them are open and past their target at `now`. */
  overdue: number;
  /** The offset of the next page, or null after the last one. */
  nextOffset: number | null;
};

/**
 * One page of the operators' queue: open repairs (all with `includeClosed`), overdue first, then the earliest
 * target, then the earliest report, then the id (so that pages do not overlap); closed ones after the open ones.
 * An open repair is overdue exactly when its target is before now, so "overdue first, then by target" is the
 * target's order: the open queue and its counts read the partial index repairs_open_queue_idx (target_at,
 * reported_at; the id only orders ties) and the order does not depend on `now`. With closed ones, every repair is
 * sorted (no index puts open before closed). Paged by offset: a repair closed or reported between two pages can
 * move the next page by one row.
 * @param db the database
 * @param options `limit` repairs (1 to 200) from `offset` (0 or more); `now` decides what is overdue
 */
export async function listRepairQueue(
  db: Db,
  options: { limit: number; offset: number; includeClosed: boolean; now: Date },
): Promise<RepairQueuePage> {
  const open = sql`${repairs.status} in ('Reported', 'Scheduled', 'InProgress')`;
  const overdue = sql`${open} and ${repairs.targetAt} < ${options.now.toISOString()}::timestamptz`;
  const order = [asc(repairs.targetAt), asc(repairs.reportedAt), asc(repairs.id)];
  const only = options.includeClosed ? undefined : open;
  const openFirst = options.includeClosed ? [sql`case when ${open} then 0 else 1 end`] : [];
  const rows = await entries(db)
    .where(only)
    .orderBy(...openFirst, ...order)
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
    })
    .from(repairs)
    .where(only);
  const total = count?.total ?? 0;
  const next = options.offset + rows.length;
  return {
    entries: rows.map(toEntry),
    total,
    overdue: count?.overdue ?? 0,
    nextOffset: rows.length === options.limit && next < total ? next : null,
  };
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
