/**
 * What every change to an applicant's home submissions shares (spec §3 HomeSubmission; §5 rules): the rules of
 * spec §5 (one under review at a time, none once one is approved, the application submitted first, the
 * maintenance flag, a rejected application) are the domain's (getHomeSubmissionRefusal); they are checked with
 * the application row locked (FOR UPDATE), so two quick submits queue one behind the other, and the table's
 * partial unique indexes refuse a second home under review or approved even so. Everything is scoped to the
 * signed-in applicant's own application: other people's submissions and photos are NOT_FOUND.
 */
import {
  getHomeSubmissionRefusal,
  HOME_SUBMISSION_REFUSAL_MESSAGES,
  type HomeSubmissionDetails,
  type HomeSubmissionRefusal,
} from '@stairway/domain/home-submissions';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { ApplicationRow, HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { lockApplication } from '../application-changes';
import { getSettings } from '../settings';
import { deleteUnrecordedFiles } from '../upload-claims';
import { listHomeSubmissionStates } from './list-home-submission-states';

/** What the services here need of the request. */
export type Scope = Pick<Context, 'db' | 'loaders'>;

/**
 * The error for a refusal of spec §5 (extensions.code HOME_SUBMISSION_REFUSED, extensions.reason).
 * @returns the error, with the spec's message for the reason
 */
export function homeSubmissionRefused(reason: HomeSubmissionRefusal): AppError {
  return new AppError('HOME_SUBMISSION_REFUSED', HOME_SUBMISSION_REFUSAL_MESSAGES[reason], {
    extra: { reason },
  });
}

/**
 * Refuses by spec §5 with the application locked: the maintenance flag, a rejected application, one not yet
 * submitted, a home approved or one under review.
 * @throws HOME_SUBMISSION_REFUSED with the reason
 */
export async function assertMaySubmit(tx: Tx, application: ApplicationRow): Promise<void> {
  const settings = await getSettings(tx);
  const refusal = getHomeSubmissionRefusal({
    submitHomeEnabled: settings.submitHomeEnabled,
    applicationSubmitted: application.submitted,
    applicationRejected: application.rejected,
    submissions: await listHomeSubmissionStates(tx, application.id),
  });
  if (refusal) throw homeSubmissionRefused(refusal);
}

/**
 * Runs a change to the applicant's home submissions with their application locked, then makes the
 * request's loaders forget the application's submissions. A second home under review or approved that
 * slips past the checks is refused by the partial unique indexes and reported as the spec's message.
 * @returns what the change returned
 * @throws NOT_FOUND without an application; HOME_SUBMISSION_REFUSED (HomeInReview) on a unique violation;
 *   whatever the change throws
 */
export async function withLockedApplication<T>(
  scope: Scope,
  userId: string,
  change: (tx: Tx, application: ApplicationRow) => Promise<T>,
): Promise<T> {
  try {
    const { result, applicationId } = await scope.db.transaction(async (tx) => {
      const application = await lockApplication(tx, userId);
      return { result: await change(tx, application), applicationId: application.id };
    });
    scope.loaders.forgetApplication(applicationId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw homeSubmissionRefused('HomeInReview');
    throw error;
  }
}

/**
 * One of the application's own submissions, locked (FOR UPDATE).
 * @throws NOT_FOUND when it is someone else's or missing
 */
export async function lockOwnSubmission(
  tx: Tx,
  applicationId: string,
  id: string,
): Promise<HomeSubmissionRow> {
  const [row] = await tx
    .select()
    .from(homeSubmissions)
    .where(and(eq(homeSubmissions.id, id), eq(homeSubmissions.applicationId, applicationId)))
    .for('update');
  if (!row) throw notFound('That home');
  return row;
}

/**
 * Photos can be added to and removed from a draft or a home under review, not a decided one.
 * @returns the CONFLICT error for a decided home
 */
export const decidedAlready = () =>
  new AppError('CONFLICT', 'We have already decided on this home, so its photos can no longer be changed.');

/**
 * The columns of the details (the GraphQL and domain name EPCRating is the column epcRating): those given only,
 * a freehold's lease years and a type's "other" text cleared.
 * @returns the columns to set
 */
export function detailColumns(details: Partial<HomeSubmissionDetails>) {
  const { EPCRating, ...rest } = details;
  const columns: Partial<typeof homeSubmissions.$inferInsert> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (EPCRating !== undefined) columns.epcRating = EPCRating;
  // A freehold has no lease: forget any years typed before the answer changed.
  if (details.ownership === 'Freehold') columns.yearsLeftOnLease = null;
  if (details.type && details.type !== 'Other') columns.otherType = null;
  return columns;
}

/**
 * Deletes stored files that no other record holds (deleteUnrecordedFiles); a failure is only
 * logged, as the records are gone and nothing can reach them.
 * @param keys storage keys
 */
export async function deleteFiles(scope: Pick<Context, 'db' | 'storage' | 'logger'>, keys: string[]) {
  await deleteUnrecordedFiles(scope, keys);
}
