/** The applicant's own home submissions (spec §7 getUserHomeSubmissions). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HomeSubmissionRow } from '../../db/rows';
import { homeSubmissions } from '../../db/schema';
import { getApplication } from '../applications';

/** What listUserHomeSubmissions needs. */
export type ListUserHomeSubmissionsOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
};

/**
 * The applicant's own submissions, drafts included, newest first (spec §7 getUserHomeSubmissions).
 * @returns their submissions; empty when they have none
 * @throws NOT_FOUND without an application
 */
export async function listUserHomeSubmissions(
  db: Db,
  options: ListUserHomeSubmissionsOptions,
): Promise<HomeSubmissionRow[]> {
  const application = await getApplication(db, options.userId);
  return db
    .select()
    .from(homeSubmissions)
    .where(eq(homeSubmissions.applicationId, application.id))
    .orderBy(desc(homeSubmissions.createdAt), desc(homeSubmissions.id));
}
