/**
 * The customer's own figures for "when can I buy the rest?" (decision 077; packages/domain
 * mortgage-readiness.ts): their household income (on a joint plan possibly each person's), card balances, loan
 * repayments and other committed spending as they are now. Each save is a new `readiness_figures` row and the
 * newest is used; the application's assessed figures are never changed. Scoped to the signed-in customer's own
 * plan (customer-plan.ts).
 */
import type { SaveReadinessFiguresInput } from '@stairway/domain/readiness-inputs';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readinessFigures } from '../../db/schema';
import { AppError, inputError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { customerPlan } from '../direct-debit/customer-plan';

/** The figures the tracker uses, whole pounds, and when they were saved. */
export type ReadinessFigures = SaveReadinessFiguresInput & { savedAt: Date };

/**
 * The newest figures the customer saved for a plan.
 * @param db the database
 * @param planId the plan version's id
 * @returns the figures (pounds) and when they were saved, or null when none were saved
 */
export async function latestReadinessFigures(db: Db, planId: string): Promise<ReadinessFigures | null> {
  const [row] = await db
    .select()
    .from(readinessFigures)
    .where(eq(readinessFigures.planId, planId))
    .orderBy(desc(readinessFigures.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    annualIncomePounds: row.annualIncomePounds,
    applicantIncomePounds: row.applicantIncomePounds,
    coApplicantIncomePounds: row.coApplicantIncomePounds,
    cardBalancePounds: row.cardBalancePounds,
    monthlyLoansPounds: row.monthlyLoansPounds,
    monthlyChildcarePounds: row.monthlyChildcarePounds,
    monthlyMaintenancePounds: row.monthlyMaintenancePounds,
    monthlyOtherCommitmentsPounds: row.monthlyOtherCommitmentsPounds,
    savedAt: row.createdAt,
  };
}

/**
 * Saves the signed-in customer's figures for the readiness tracker (the applicant's, or a joined
 * co-applicant's, for their household).
 * @param db the database
 * @param actor the signed-in applicant or co-applicant
 * @param input the household's gross annual income (or each person's), card balances, monthly loan repayments and
 *   other monthly commitments, whole pounds (already parsed with saveReadinessFiguresInputSchema)
 * @returns what was saved
 * @throws NOT_FOUND without a plan; CONFLICT before the move-in (the tracker starts then); BAD_USER_INPUT on
 *   `coApplicantIncomePounds` when each person's income is given for a plan without a joined co-applicant
 */
export async function saveReadinessFigures(
  db: Db,
  actor: Actor | null,
  input: SaveReadinessFiguresInput,
): Promise<ReadinessFigures> {
  const found = await customerPlan(db, actor);
  if (!found?.plan) throw notFound('Your plan');
  if (found.purchaseCase.state !== 'MovedIn') {
    throw new AppError('CONFLICT', 'Your figures can be updated once you have moved in.');
  }
  if (input.coApplicantIncomePounds !== null && !found.plan.joint) {
    throw inputError([
      {
        field: 'coApplicantIncomePounds',
        message: 'Your plan has no co-applicant: give the household income as one figure.',
      },
    ]);
  }
  const [row] = await db
    .insert(readinessFigures)
    .values({ planId: found.plan.id, ...input, enteredBy: found.person })
    .returning();
  if (!row) throw new Error('The readiness figures were not saved');
  return { ...input, savedAt: row.createdAt };
}
