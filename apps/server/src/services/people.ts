/**
 * The two people of an application (spec §1: the applicant and, for a joint application, the co-applicant;
 * decision record 015). Their rows in incomes, user_addresses, verification_sessions and applicant_documents
 * carry `person`; their own answers and check flags live on the application (the applicant) or on
 * co_applicants (the co-applicant). The section services take the person and write the flags here, so that
 * one service serves both.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { ApplicationRow, CoApplicantRow } from '../db/rows';
import { coApplicants, userApplications } from '../db/schema';
import { notFound } from '../lib/app-error';

/** Whose section or check it is. */
export type Person = 'applicant' | 'coApplicant';

/** The flags and answers each person has of their own. */
export type PersonFlags = Partial<
  Pick<
    CoApplicantRow,
    | 'identityVerified'
    | 'identityVerificationRequested'
    | 'documentsUploaded'
    | 'bankStatementsManualUpload'
    | 'openBankingConnected'
    | 'openBankingRequested'
    | 'hasAdditionalIncome'
  >
>;

/**
 * Sets a person's flags: on the application for the applicant, on the co-applicant's row for the
 * co-applicant.
 * @param tx the transaction of the change
 * @param applicationId the application (already locked by changeApplication)
 */
export async function setPersonFlags(
  tx: Tx,
  applicationId: string,
  person: Person,
  flags: PersonFlags,
): Promise<void> {
  if (Object.keys(flags).length === 0) return;
  if (person === 'applicant') {
    await tx.update(userApplications).set(flags).where(eq(userApplications.id, applicationId));
  } else {
    await tx.update(coApplicants).set(flags).where(eq(coApplicants.applicationId, applicationId));
  }
}

/**
 * The co-applicant of an application.
 * @returns the row, or null when the application has none
 */
export async function findCoApplicantOf(db: Db | Tx, applicationId: string): Promise<CoApplicantRow | null> {
  const [row] = await db.select().from(coApplicants).where(eq(coApplicants.applicationId, applicationId));
  return row ?? null;
}

/**
 * A person's own flags and contact details: the application's and the user's for the applicant, the
 * co-applicant's row for the co-applicant.
 * @throws NOT_FOUND when the application has no co-applicant
 */
export async function readPerson(
  db: Db,
  application: ApplicationRow,
  person: Person,
  user: () => Promise<{ firstName: string; lastName: string; email: string }>,
): Promise<Required<PersonFlags> & { firstName: string; lastName: string; email: string }> {
  if (person === 'applicant') {
    const { firstName, lastName, email } = await user();
    return {
      identityVerified: application.identityVerified,
      identityVerificationRequested: application.identityVerificationRequested,
      documentsUploaded: application.documentsUploaded,
      bankStatementsManualUpload: application.bankStatementsManualUpload,
      openBankingConnected: application.openBankingConnected,
      openBankingRequested: application.openBankingRequested,
      hasAdditionalIncome: application.hasAdditionalIncome,
      firstName,
      lastName,
      email,
    };
  }
  const co = await findCoApplicantOf(db, application.id);
  if (!co) throw notFound('The co-applicant');
  return co;
}
