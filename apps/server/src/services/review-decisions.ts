/**
 * Review decisions (ARCHITECTURE.md §4 "Review decisions"): the Stairway team approves or rejects a submitted
 * application. Until an operator console exists this runs from `npm run ops` (src/ops/ops-cli.ts); every
 * decision writes a row to the audit log in the same transaction. Which states can be decided is the domain's
 * rule (packages/domain/src/application-status.ts).
 */
import {
  getApplicationState,
  type ReviewDecision,
  reviewDecisionRefusal,
} from '@stairway/domain/application-status';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { auditLog, userApplications, users } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application as an operator sees it in a list. */
export type ApplicationForReview = {
  applicationId: string;
  email: string;
  name: string;
  budget: number;
  submittedAt: Date | null;
};

/**
 * The applications waiting for a decision (submitted, neither approved nor rejected), oldest first.
 */
export async function listApplicationsInReview(db: Db): Promise<ApplicationForReview[]> {
  const rows = await db
    .select({
      applicationId: userApplications.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      budget: userApplications.budget,
      submittedAt: userApplications.submittedAt,
    })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(
      and(
        eq(userApplications.submitted, true),
        eq(userApplications.approved, false),
        eq(userApplications.rejected, false),
      ),
    )
    .orderBy(asc(userApplications.submittedAt));
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: `${firstName} ${lastName}` }));
}

/**
 * Approves or rejects a submitted application and records who did it.
 * @param options.applicant the application's id, or the applicant's e-mail address (any case)
 * @param options.decision 'approved' or 'rejected'
 * @param options.actor who decides (the operator's name or login), kept in the audit log
 * @param options.note why, kept in the audit log
 * @returns the application after the decision
 * @throws Error "No application for …" when none matches; the domain's refusal (e.g. "The application has not
 *   been submitted yet") when it is not in review. Nothing changes when it throws.
 */
export async function decideApplication(
  db: Db,
  options: { applicant: string; decision: ReviewDecision; actor: string; note?: string },
): Promise<ApplicationRow> {
  const applicant = options.applicant.trim();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ application: userApplications, email: users.email })
      .from(userApplications)
      .innerJoin(users, eq(users.id, userApplications.userId))
      .where(
        UUID.test(applicant) ? eq(userApplications.id, applicant) : eq(users.email, applicant.toLowerCase()),
      )
      .for('update', { of: userApplications });
    if (!found) throw new Error(`No application for ${applicant}`);
    const refusal = reviewDecisionRefusal(getApplicationState(found.application));
    if (refusal) throw new Error(`${refusal} (${found.email})`);
    const [decided] = await tx
      .update(userApplications)
      .set({ approved: options.decision === 'approved', rejected: options.decision === 'rejected' })
      .where(eq(userApplications.id, found.application.id))
      .returning();
    if (!decided) throw new Error(`No application for ${applicant}`);
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: options.decision === 'approved' ? 'approve-application' : 'reject-application',
      subjectId: decided.id,
      details: { email: found.email, note: options.note ?? null, budget: decided.budget },
    });
    return decided;
  });
}
