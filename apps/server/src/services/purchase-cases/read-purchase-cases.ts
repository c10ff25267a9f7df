/**
 * Reading purchase cases (ARCHITECTURE.md §7): one case with its applicant and home for the console, the list
 * of cases, the case an applicant or co-applicant sees, and a case's history.
 */
import { FALLEN_THROUGH } from '@stairway/domain/purchase-case';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { HomeSubmissionRow, PurchaseCaseEventRow, PurchaseCaseRow } from '../../db/rows';
import { homeSubmissions, purchaseCaseEvents, purchaseCases, userApplications, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** A case with its home and applicant, as the console and the customer's pages read it. */
export type PurchaseCaseView = {
  purchaseCase: PurchaseCaseRow;
  home: HomeSubmissionRow;
  email: string;
  firstName: string;
  lastName: string;
};

const viewQuery = (db: Db | Tx) =>
  db
    .select({
      purchaseCase: purchaseCases,
      home: homeSubmissions,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(purchaseCases)
    .innerJoin(homeSubmissions, eq(homeSubmissions.id, purchaseCases.homeSubmissionId))
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId));

/**
 * Several cases with their homes and applicants, in one query (for lists built from other rows).
 * @param db the database or a transaction
 * @param purchaseCaseIds the cases' ids
 * @returns the cases found, in no particular order
 */
export async function getPurchaseCases(
  db: Db | Tx,
  purchaseCaseIds: readonly string[],
): Promise<PurchaseCaseView[]> {
  if (!purchaseCaseIds.length) return [];
  return viewQuery(db).where(inArray(purchaseCases.id, [...purchaseCaseIds]));
}

/**
 * One case with its home and applicant.
 * @param db the database or a transaction
 * @param purchaseCaseId the case's id (UUID)
 * @throws NOT_FOUND for an unknown id
 */
export async function getPurchaseCase(db: Db | Tx, purchaseCaseId: string): Promise<PurchaseCaseView> {
  const [row] = await viewQuery(db).where(eq(purchaseCases.id, purchaseCaseId));
  if (!row) throw notFound('That purchase case');
  return row;
}

/** Which cases the console lists: those still going (opened to completion), or every one. */
export type PurchaseCaseListFilter = 'open' | 'all';

/**
 * The cases for the console, the longest-waiting first (the oldest state date, then the oldest move): cases
 * still going (neither moved in nor fallen through), or all of them, at most 500.
 * @param db the database
 * @param filter 'open' (the default) or 'all'
 */
export function listPurchaseCases(
  db: Db,
  filter: PurchaseCaseListFilter = 'open',
): Promise<PurchaseCaseView[]> {
  const where =
    filter === 'open' ? sql`${purchaseCases.state} not in ('MovedIn', ${FALLEN_THROUGH})` : undefined;
  return viewQuery(db)
    .where(where)
    .orderBy(asc(purchaseCases.stateDate), asc(purchaseCases.updatedAt), asc(purchaseCases.id))
    .limit(500);
}

/**
 * The case an application's applicant and co-applicant see: the live one (not fallen through), else the one
 * that fell through most recently, so that they read why; null when no home has been approved.
 * @param db the database
 * @param applicationId the application's id
 */
export async function getApplicationPurchaseCase(
  db: Db,
  applicationId: string,
): Promise<PurchaseCaseView | null> {
  const [row] = await viewQuery(db)
    .where(eq(purchaseCases.applicationId, applicationId))
    .orderBy(sql`(${purchaseCases.state} = ${FALLEN_THROUGH})`, desc(purchaseCases.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The histories of several cases, oldest move first (for a DataLoader).
 * @param db the database
 * @param caseIds the cases' ids
 * @returns one list per id, in the ids' order
 */
export async function listPurchaseCaseEvents(
  db: Db,
  caseIds: readonly string[],
): Promise<PurchaseCaseEventRow[][]> {
  const rows = caseIds.length
    ? await db
        .select()
        .from(purchaseCaseEvents)
        .where(inArray(purchaseCaseEvents.caseId, [...caseIds]))
        .orderBy(asc(purchaseCaseEvents.recordedAt), asc(purchaseCaseEvents.id))
    : [];
  return caseIds.map((id) => rows.filter((row) => row.caseId === id));
}
