/**
 * Whose plan it is (decision 070): a plan version belongs to its purchase case's application; the applicant
 * signs as 'applicant', the co-applicant who joined as 'coApplicant'. Every plan operation of a customer goes
 * through {@link planForSigner}, so another person's plan does not exist for them (NOT_FOUND).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coApplicants, plans, purchaseCases, userApplications, users } from '../../db/schema';
import type { PlanSigner } from '../../db/tables/plans';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { type PlanRow, planColumnsWithoutPdf } from './read-plans';

/** A plan version with who is asking: their role on it, their name and e-mail. */
export type SignerView = {
  plan: PlanRow;
  signer: PlanSigner;
  name: string;
  email: string;
  applicationId: string;
};

/**
 * The plan version and the signer it is for, when the actor is its applicant or joined co-applicant.
 * @param db the database or a transaction
 * @param actor the request's actor
 * @param planId the version's id
 * @throws NOT_FOUND when it is not a plan of the actor's application (or the actor is neither)
 */
export async function planForSigner(db: Db | Tx, actor: Actor | null, planId: string): Promise<SignerView> {
  const [row] = await db
    .select({
      plan: planColumnsWithoutPdf,
      applicationId: purchaseCases.applicationId,
      userId: userApplications.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(plans)
    .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(plans.id, planId));
  if (!row) throw notFound('That plan');
  if (actor?.kind === 'applicant' && actor.userId === row.userId) {
    return {
      plan: row.plan,
      signer: 'applicant',
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      applicationId: row.applicationId,
    };
  }
  if (actor?.kind === 'coApplicant') {
    const [co] = await db
      .select()
      .from(coApplicants)
      .where(
        and(
          eq(coApplicants.id, actor.coApplicantId),
          eq(coApplicants.applicationId, row.applicationId),
          isNotNull(coApplicants.signedUpAt),
        ),
      );
    if (co) {
      return {
        plan: row.plan,
        signer: 'coApplicant',
        name: `${co.firstName} ${co.lastName}`,
        email: co.email,
        applicationId: row.applicationId,
      };
    }
  }
  throw notFound('That plan');
}
