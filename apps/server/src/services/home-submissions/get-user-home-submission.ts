/** One of the applicant's own home submissions. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { getApplication } from '../applications';

/** What getUserHomeSubmission needs. */
export type GetUserHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The submission (UUID). */
  homeSubmissionId: string;
};

/**
 * One of the applicant's own submissions.
 * @returns the submission
 * @throws NOT_FOUND when it is not one of theirs (or they have no application)
 */
export async function getUserHomeSubmission(
  db: Db,
  options: GetUserHomeSubmissionOptions,
): Promise<HomeSubmissionRow> {
  const application = await getApplication(db, options.userId);
  const [row] = await db
    .select()
    .from(homeSubmissions)
    .where(
      and(
        eq(homeSubmissions.id, options.homeSubmissionId),
        eq(homeSubmissions.applicationId, application.id),
      ),
    );
  if (!row) throw notFound('That home');
  return row;
}
