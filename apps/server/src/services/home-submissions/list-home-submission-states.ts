/** The states of an application's home submissions, for the rules of spec §5 (getHomeSubmissionRefusal). */
import type { HomeSubmissionState } from '@stairway/domain/home-submissions';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { homeSubmissions } from '../../db/schema';

/**
 * The submitted, approved and rejected states of an application's home submissions (drafts included), and
 * whether an approved one's purchase fell through.
 * @param db the database or a transaction
 * @param applicationId the application
 * @returns one state per submission, in no particular order
 */
export async function listHomeSubmissionStates(
  db: Db | Tx,
  applicationId: string,
): Promise<HomeSubmissionState[]> {
  return db
    .select({
      submitted: homeSubmissions.submitted,
      approved: homeSubmissions.approved,
      rejected: homeSubmissions.rejected,
      fallenThrough: sql<boolean>`${homeSubmissions.fallenThroughAt} is not null`,
    })
    .from(homeSubmissions)
    .where(eq(homeSubmissions.applicationId, applicationId));
}
