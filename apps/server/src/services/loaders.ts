/**
 * Per-request DataLoaders so that lists never issue one query per row (ARCHITECTURE.md "Fast by design"): the
 * reads of an application's sections, listings, home-submission photos and the settings, batched per request.
 * context.ts creates them for each request (Context.loaders); changeApplication (application-changes.ts) clears
 * an application's after a change.
 */

import type { HomeSubmissionState } from '@stairway/domain/home-submissions';
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type {
  ExpenseRow,
  HomeSubmissionImageRow,
  IncomeRow,
  ListingRow,
  PurchaseCaseEventRow,
  UserAddressRow,
  VerificationSessionRow,
} from '../db/rows';
import {
  expenses,
  homeSubmissionImages,
  homeSubmissions,
  incomes,
  listings,
  userAddresses,
  verificationSessions,
} from '../db/schema';
import { currentPlans, type PlanPeople, type PlanRow, planPeople } from './plans/read-plans';
import { listPurchaseCaseEvents } from './purchase-cases/read-purchase-cases';
import { getSettings } from './settings';

/** Groups rows by application id, in the order of `ids` (one list per id, empty when it has none). */
function groupByApplication<T extends { applicationId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const byId = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byId.get(row.applicationId)?.push(row);
  return ids.map((id) => byId.get(id) ?? []);
}

/**
 * Creates the loaders of one request.
 * @param db the database
 * @returns the loaders: each batches the keys asked for in one tick into one query and remembers the answers for
 *   the request (the settings are read at most once); forgetApplication drops what was read for an application
 */
export function createLoaders(db: Db) {
  let settings: ReturnType<typeof getSettings> | null = null;
  const loaders = {
    /** Listings by id; null when the id is unknown. */
    listing: new DataLoader<string, ListingRow | null>(async (ids) => {
      const rows = await db
        .select()
        .from(listings)
        .where(inArray(listings.id, [...ids]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The applicant's own incomes of each application: the primary income first, then oldest first. */
    incomesByApplication: new DataLoader<string, IncomeRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(incomes)
        .where(and(inArray(incomes.applicationId, [...ids]), eq(incomes.person, 'applicant')))
        .orderBy(desc(incomes.primary), asc(incomes.createdAt), asc(incomes.id));
      return groupByApplication(ids, rows);
    }),
    /** The applicant's own addresses of each application: the latest move-in first. */
    addressesByApplication: new DataLoader<string, UserAddressRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(userAddresses)
        .where(and(inArray(userAddresses.applicationId, [...ids]), eq(userAddresses.person, 'applicant')))
        .orderBy(desc(userAddresses.moveInDate), asc(userAddresses.createdAt), asc(userAddresses.id));
      return groupByApplication(ids, rows);
    }),
    /** The expenses of each application, oldest first. */
    expensesByApplication: new DataLoader<string, ExpenseRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(expenses)
        .where(inArray(expenses.applicationId, [...ids]))
        .orderBy(asc(expenses.createdAt), asc(expenses.id));
      return groupByApplication(ids, rows);
    }),
    /** The identity checks and bank connections of each application, newest first. */
    verificationSessionsByApplication: new DataLoader<string, VerificationSessionRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(verificationSessions)
        .where(inArray(verificationSessions.applicationId, [...ids]))
        .orderBy(desc(verificationSessions.createdAt), desc(verificationSessions.id));
      return groupByApplication(ids, rows);
    }),
    /** The home submissions' states of each application (drafts included), for the hasHome* flags. */
    homeSubmissionStatesByApplication: new DataLoader<string, HomeSubmissionState[]>(async (ids) => {
      const rows = await db
        .select({
          applicationId: homeSubmissions.applicationId,
          submitted: homeSubmissions.submitted,
          approved: homeSubmissions.approved,
          rejected: homeSubmissions.rejected,
          fallenThrough: sql<boolean>`${homeSubmissions.fallenThroughAt} is not null`,
        })
        .from(homeSubmissions)
        .where(inArray(homeSubmissions.applicationId, [...ids]));
      return groupByApplication(ids, rows).map((list) =>
        list.map(({ submitted, approved, rejected, fallenThrough }) => ({
          submitted,
          approved,
          rejected,
          fallenThrough,
        })),
      );
    }),
    /** The photos of each home submission in the applicant's order, the main photo first. */
    imagesByHomeSubmission: new DataLoader<string, HomeSubmissionImageRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(homeSubmissionImages)
        .where(inArray(homeSubmissionImages.homeSubmissionId, [...ids]))
        .orderBy(
          asc(homeSubmissionImages.homeSubmissionId),
          asc(homeSubmissionImages.position),
          asc(homeSubmissionImages.createdAt),
          asc(homeSubmissionImages.id),
        );
      const byId = new Map<string, HomeSubmissionImageRow[]>(ids.map((id) => [id, []]));
      for (const row of rows) byId.get(row.homeSubmissionId)?.push(row);
      return ids.map((id) => byId.get(id) ?? []);
    }),
    /** The history of each purchase case, oldest move first (services/purchase-cases). */
    purchaseCaseEvents: new DataLoader<string, PurchaseCaseEventRow[]>((ids) =>
      listPurchaseCaseEvents(db, ids),
    ),
    /** The current plan version (the newest) of each purchase case, without its PDF; null when none yet. */
    currentPlan: new DataLoader<string, PlanRow | null>((ids) => currentPlans(db, ids)),
    /** Who opened and signed each plan version. */
    planPeople: new DataLoader<string, PlanPeople>((ids) => planPeople(db, ids)),
    /** The service-wide settings, read once per request. */
    settings: () => {
      settings ??= getSettings(db);
      return settings;
    },
    /**
     * Forgets what was loaded for an application, after a change to it. Called by changeApplication
     * (services/application-changes.ts), the one function that changes an application's rows.
     */
    forgetApplication(applicationId: string) {
      loaders.incomesByApplication.clear(applicationId);
      loaders.addressesByApplication.clear(applicationId);
      loaders.expensesByApplication.clear(applicationId);
      loaders.verificationSessionsByApplication.clear(applicationId);
      loaders.homeSubmissionStatesByApplication.clear(applicationId);
      loaders.imagesByHomeSubmission.clearAll();
      loaders.purchaseCaseEvents.clearAll();
      loaders.currentPlan.clearAll();
      loaders.planPeople.clearAll();
    },
  };
  return loaders;
}

/** The loaders type. */
export type Loaders = ReturnType<typeof createLoaders>;
