/**
 * Reading a co-applicant (decision record 015): with their application, their incomes and addresses, the
 * co-applicant of an applicant's application, of an e-mail address, or who has joined an application.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { ApplicationRow, CoApplicantRow, IncomeRow, UserAddressRow } from '../../db/rows';
import { coApplicants, incomes, userAddresses, userApplications } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { getApplication } from '../applications';
import { findCoApplicantOf } from '../people';

/** What listCoApplicantIncomes may be asked. */
export type ListCoApplicantIncomesOptions = {
  /** True for the applicant's view: only the main income. */
  mainOnly?: boolean;
};

/**
 * A co-applicant with their application.
 * @throws NOT_FOUND when the co-applicant (or their application) no longer exists
 */
export async function getCoApplicantWithApplication(
  db: Db,
  coApplicantId: string,
): Promise<{ coApplicant: CoApplicantRow; application: ApplicationRow }> {
  const [row] = await db
    .select({ coApplicant: coApplicants, application: userApplications })
    .from(coApplicants)
    .innerJoin(userApplications, eq(userApplications.id, coApplicants.applicationId))
    .where(eq(coApplicants.id, coApplicantId));
  if (!row) throw notFound('Your application');
  return row;
}

/**
 * The co-applicant's incomes on an application, the main (primary) one first, then oldest first.
 * @param db the database
 * @param applicationId the application the co-applicant belongs to
 * @param options.mainOnly true for the applicant's view (spec §3 UserApplication.coApplicant "income"): only the
 *   main income, since the co-applicant's additional incomes are theirs alone
 * @returns the rows; empty when there are none
 */
export function listCoApplicantIncomes(
  db: Db,
  applicationId: string,
  options: ListCoApplicantIncomesOptions = {},
): Promise<IncomeRow[]> {
  return db
    .select()
    .from(incomes)
    .where(
      and(
        eq(incomes.applicationId, applicationId),
        eq(incomes.person, 'coApplicant'),
        options.mainOnly ? eq(incomes.primary, true) : undefined,
      ),
    )
    .orderBy(desc(incomes.primary), asc(incomes.createdAt), asc(incomes.id));
}

/**
 * The co-applicant's address history on an application, the latest move-in date first.
 * @param db the database
 * @param applicationId the application the co-applicant belongs to
 * @returns the rows; empty when there are none
 */
export function listCoApplicantAddresses(db: Db, applicationId: string): Promise<UserAddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, applicationId), eq(userAddresses.person, 'coApplicant')))
    .orderBy(desc(userAddresses.moveInDate), asc(userAddresses.createdAt), asc(userAddresses.id));
}

/** The co-applicant of the applicant's own application, or null when none has been recorded. */
export async function findCoApplicantOfUser(db: Db, userId: string): Promise<CoApplicantRow | null> {
  const application = await getApplication(db, userId);
  return findCoApplicantOf(db, application.id);
}

/**
 * Finds the co-applicant an e-mail address belongs to: the one who has joined (signed up) with it, or else the
 * first one invited with it (invitations may share an address: decision 046).
 * @param db the database
 * @param email the address, lower case
 * @returns the row, or null
 */
export async function findCoApplicantByEmail(db: Db, email: string): Promise<CoApplicantRow | null> {
  // Invitations may share an address (decision 046): the one who has joined (at most one) comes first.
  const [row] = await db
    .select()
    .from(coApplicants)
    .where(eq(coApplicants.email, email))
    .orderBy(sql`${coApplicants.signedUpAt} is null`, asc(coApplicants.createdAt), asc(coApplicants.id))
    .limit(1);
  return row ?? null;
}

/**
 * The co-applicant of an application who has joined (signed up), for the e-mails both people of a joint
 * application get (every decision reaches both).
 * @param db the database or the caller's transaction
 * @param applicationId the application's id
 * @returns their e-mail address and first name, or undefined when there is none or they have not joined
 */
export async function joinedCoApplicantOf(
  db: Db | Tx,
  applicationId: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const [co] = await db
    .select({ email: coApplicants.email, firstName: coApplicants.firstName })
    .from(coApplicants)
    .where(and(eq(coApplicants.applicationId, applicationId), isNotNull(coApplicants.signedUpAt)));
  return co;
}
