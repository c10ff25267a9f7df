/**
 * Saved searches: an applicant keeps up to MAX_SAVED_SEARCHES searches of
 * the explore page, each with a name and, while alerts are on, a daily e-mail of new matching homes
 * (saved-search-alerts.ts). Each search belongs to one applicant (saved_searches.user_id): another person's id is
 * NOT_FOUND, never revealed. Deleting the account deletes them (ON DELETE CASCADE).
 */
import crypto from 'node:crypto';
import {
  type HomeSearchCriteria,
  type HomeSearchCriteriaInput,
  homeSearchCriteriaSchema,
  MAX_SAVED_SEARCHES,
  type savedSearchInputSchema,
} from '@stairway/domain/home-search';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppServices } from '../context';
import type { Db } from '../db/client';
import type { SavedSearchRow } from '../db/rows';
import { savedSearches, users } from '../db/schema';
import { AppError, inputError, notFound } from '../lib/app-error';
import {
  hashUnsubscribeToken,
  prepareSavedSearchConfirmation,
  savedSearchConfirmationKey,
  unsubscribeTokenFor,
} from './saved-search-emails';

/** saveSearch's input, as parsed by savedSearchInputSchema. */
export type SaveSearchInput = z.output<typeof savedSearchInputSchema>;

/** updateSavedSearch's input: the search and what changes (a name already checked, alerts on or off). */
export type UpdateSavedSearchInput = { id: string; name?: string; alertsEnabled?: boolean };

type Services = Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The applicant's saved searches, most recently saved first.
 * @param db the database
 * @param userId the signed-in applicant
 */
export async function getSavedSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * The applicant's own saved search.
 * @throws NOT_FOUND for an unknown id or another person's search
 */
async function ownSearch(db: Db, userId: string, id: string): Promise<SavedSearchRow> {
  if (!UUID.test(id)) throw notFound('That saved search');
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw notFound('That saved search');
  return row;
}

/**
 * Saves a search. Its alerts start from now: only homes first seen after it is saved are e-mailed
 * (alertWatermark). With alerts on, a confirmation e-mail goes to a verified address at once
 * (prepareSavedSearchConfirmation; an unverified address gets nothing until it is verified): rendered before the
 * transaction, queued in the outbox with the search (decision 063; key `saved-search-confirmation:<search id>`)
 * and delivered after the commit (a failed send is retried by the outbox).
 * The limit is checked before the insert: two saves at the same instant at 9 searches could both pass (the
 * eleventh search is then kept; nothing else breaks).
 * @param services the database, e-mail, configuration and logger
 * @param userId the signed-in applicant
 * @param input the name, criteria (parsed by homeSearchCriteriaSchema) and alerts switch
 * @returns the saved row
 * @throws BAD_USER_INPUT naming `name` when the applicant already has MAX_SAVED_SEARCHES searches
 */
export async function saveSearch(
  services: Services,
  userId: string,
  input: SaveSearchInput,
): Promise<SavedSearchRow> {
  const { db } = services;
  const id = crypto.randomUUID();
  // With alerts on, the confirmation is rendered first and queued with the search (the outbox, decision 063).
  const confirmation = input.alertsEnabled
    ? await prepareSavedSearchConfirmation(services, userId, {
        id,
        name: input.name,
        criteria: input.criteria as HomeSearchCriteriaInput,
      })
    : null;
  // The applicant's user row is locked while counting and inserting, so that two saves at once cannot both
  // see MAX_SAVED_SEARCHES - 1 and pass the limit together.
  const { row, queued } = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((existing?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw inputError([
        {
          field: 'name',
          message: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one on your Saved searches page to save this one.`,
        },
      ]);
    }
    const [inserted] = await tx
      .insert(savedSearches)
      .values({
        id,
        userId,
        name: input.name,
        criteria: input.criteria as Record<string, unknown>,
        alertsEnabled: input.alertsEnabled,
        unsubscribeTokenHash: hashUnsubscribeToken(unsubscribeTokenFor(services.config, id)),
      })
      .returning();
    if (!inserted) throw new Error('The saved search was not saved');
    const email =
      confirmation && (await services.email.enqueue(tx, confirmation, savedSearchConfirmationKey(id)));
    return { row: inserted, queued: email };
  });
  await services.email.deliver(queued);
  return row;
}

/**
 * Renames a saved search or turns its alerts on or off. Turning alerts back on starts them from now (homes first
 * seen while they were off are not e-mailed: they are in the search).
 * @param db the database
 * @param userId the signed-in applicant
 * @param input the search's id and what changes
 * @returns the updated row
 * @throws NOT_FOUND for an unknown id or another person's search
 */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  input: UpdateSavedSearchInput,
): Promise<SavedSearchRow> {
  const current = await ownSearch(db, userId, input.id);
  const turningOn = input.alertsEnabled === true && !current.alertsEnabled;
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alertsEnabled !== undefined ? { alertsEnabled: input.alertsEnabled } : {}),
      ...(turningOn ? { alertWatermark: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(savedSearches.id, current.id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound('That saved search');
  return row;
}

/**
 * Deletes one of the applicant's saved searches (and its alert log, by cascade).
 * @returns true
 * @throws NOT_FOUND for an unknown id or another person's search
 */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) throw notFound('That saved search');
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw notFound('That saved search');
  return true;
}

/**
 * Turns alerts off for the one search an unsubscribe link names, without a session (an unsubscribe link
 * works without signing in). Idempotent: a search already off stays off and is named again.
 * @param db the database
 * @param token the token from the link (saved-search-emails.ts unsubscribeTokenFor)
 * @returns the search, alerts off
 * @throws BAD_USER_INPUT naming `token` when no search has that token (a mistyped link, or a deleted search)
 */
export async function unsubscribeSavedSearch(db: Db, token: string): Promise<SavedSearchRow> {
  const [row] = await db
    .update(savedSearches)
    .set({ alertsEnabled: false, updatedAt: new Date() })
    .where(eq(savedSearches.unsubscribeTokenHash, hashUnsubscribeToken(token)))
    .returning();
  if (!row) {
    throw new AppError(
      'BAD_USER_INPUT',
      'This unsubscribe link is not valid: it may be incomplete, or the search was deleted. Sign in to manage your saved searches.',
      { field: 'token' },
    );
  }
  return row;
}

/**
 * A stored search's criteria, parsed again with the current schema (a search saved under older rules is read as
 * far as it still can be).
 * @returns the criteria, or null when they no longer parse
 */
export function parseStoredCriteria(row: Pick<SavedSearchRow, 'criteria'>): HomeSearchCriteria | null {
  const parsed = homeSearchCriteriaSchema.safeParse(row.criteria);
  return parsed.success ? parsed.data : null;
}
