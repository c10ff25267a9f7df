/** Removing the co-applicant with everything they recorded (spec §7 removeCoApplicant; decision record 015). */
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import type { ApplicationRow } from '../../db/rows';
import {
  applicantDocuments,
  coApplicants,
  incomes,
  userAddresses,
  userApplications,
  verificationSessions,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { changeApplication } from '../application-changes';
import { findCoApplicantOf } from '../people';
import { deleteUnrecordedFiles } from '../upload-claims';

/**
 * Removes the co-applicant (removeCoApplicant, no input): their account, sign-up links, incomes, addresses,
 * checks and documents with their files in storage (uploaded documents and bank statements), and the
 * application's permission and link flags. The application stays joint until the applicant switches it to
 * single, so that they can add someone else; the budget is worked out again without the co-applicant. The
 * files are deleted once the rows are gone; a file that storage fails to delete is only logged (as after
 * deleteDocument), since nothing can reach it any more.
 * @param scope the database, storage, logger and the request's loaders
 * @param userId the applicant
 * @returns the application after the change
 * @throws NOT_FOUND when there is no co-applicant; APPLICATION_SUBMITTED once submitted
 */
export async function removeCoApplicant(
  scope: Pick<Context, 'db' | 'loaders' | 'storage' | 'logger'>,
  userId: string,
): Promise<ApplicationRow> {
  const { application, result: storageKeys } = await changeApplication(scope, userId, async (tx, current) => {
    const co = await findCoApplicantOf(tx, current.id);
    if (!co) throw notFound('Your co-applicant');
    const documents = await tx
      .delete(applicantDocuments)
      .where(
        and(eq(applicantDocuments.applicationId, current.id), eq(applicantDocuments.person, 'coApplicant')),
      )
      .returning({ storageKey: applicantDocuments.storageKey });
    for (const table of [incomes, userAddresses, verificationSessions]) {
      await tx.delete(table).where(and(eq(table.applicationId, current.id), eq(table.person, 'coApplicant')));
    }
    await tx.delete(coApplicants).where(eq(coApplicants.id, co.id));
    await tx
      .update(userApplications)
      .set({ coApplicantPermission: null, coApplicantLoginLinkSent: false })
      .where(eq(userApplications.id, current.id));
    return documents.map((document) => document.storageKey);
  });
  // Only files no other record holds are deleted; a storage failure is only logged.
  await deleteUnrecordedFiles(scope, storageKeys);
  return application;
}
