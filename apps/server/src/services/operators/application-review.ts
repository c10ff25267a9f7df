/** The operators' console's review page (decision 022): an application with its applicant and documents. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApplicationRow, DocumentRow, UserRow } from '../../db/rows';
import { applicantDocuments, userApplications, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/** An application with its applicant, for the console's review page. */
export type ApplicationWithApplicant = { application: ApplicationRow; user: UserRow };

/**
 * One application and its applicant, whatever its state.
 * @throws NOT_FOUND for an unknown id
 */
export async function getApplicationForReview(
  db: Db,
  applicationId: string,
): Promise<ApplicationWithApplicant> {
  const [row] = await db
    .select({ application: userApplications, user: users })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, applicationId));
  if (!row) throw notFound('The application');
  return row;
}

/** The applications of these ids with their applicants, in the order of the ids given. */
export async function getApplicationsWithApplicants(
  db: Db,
  applicationIds: string[],
): Promise<ApplicationWithApplicant[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ application: userApplications, user: users })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(sql`${userApplications.id} in ${applicationIds}`);
  const byId = new Map(rows.map((r) => [r.application.id, r]));
  return applicationIds.flatMap((id) => byId.get(id) ?? []);
}

/** Every document of an application, the applicant's and the co-applicant's, newest first. */
export function listApplicationDocuments(db: Db, applicationId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(applicantDocuments)
    .where(eq(applicantDocuments.applicationId, applicationId))
    .orderBy(desc(applicantDocuments.createdAt), desc(applicantDocuments.id));
}
