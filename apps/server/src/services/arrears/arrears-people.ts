/**
 * Who is e-mailed about a plan's arrears: the applicant and, on a joint plan, the co-applicant who joined, each
 * with their own home page's link (as services/direct-debit/payment-failed-emails.ts does for a failure).
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans, purchaseCases, userApplications, users } from '../../db/schema';
import { joinedCoApplicantOf } from '../co-applicants';

/** A person to e-mail: their address, first name, home page path and which side they are. */
export type ArrearsPerson = {
  email: string;
  firstName: string;
  path: '/your-home' | '/co-applicant-your-home';
  side: 'applicant' | 'co-applicant';
};

/**
 * The people of a plan.
 * @param db the database or a transaction
 * @param planId the plan version's id
 * @returns the applicant first, then a joined co-applicant; empty for an unknown plan
 */
export async function arrearsPeople(db: Db | Tx, planId: string): Promise<ArrearsPerson[]> {
  const [applicant] = await db
    .select({ email: users.email, firstName: users.firstName, applicationId: userApplications.id })
    .from(plans)
    .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(plans.id, planId));
  if (!applicant) return [];
  const co = await joinedCoApplicantOf(db, applicant.applicationId);
  return [
    { email: applicant.email, firstName: applicant.firstName, path: '/your-home', side: 'applicant' },
    ...(co
      ? [
          {
            email: co.email,
            firstName: co.firstName,
            path: '/co-applicant-your-home' as const,
            side: 'co-applicant' as const,
          },
        ]
      : []),
  ];
}
