/**
 * The retention rule (docs/decisions/050-retention-after-deletion.md): what is kept in
 * retained_records when an account is deleted, for how long, and the sweep that erases it afterwards.
 *
 * Kept for {@link RETENTION_YEARS} years from the deletion, and nothing else:
 * - `submitted-application`: of an application that was submitted, its reference (the application's id), its
 *   state (pipeline status, approved or rejected), its dates (created, submitted, decided), whether it was
 *   joint, and the budget and rent budget it was decided on: the record of a decision we made about a person,
 *   which they could dispute within the Limitation Act 1980's six years (s.5, contract; s.2, tort);
 * - `fee-payment`: of each paid waitlist fee, and `payment`: of each other paid card payment (towards arrears,
 *   buying more of the home), its purpose, amount, currency, date, provider and the provider's payment
 *   reference: an accounting record, which HMRC asks a company to keep for six years from the end of the
 *   financial year it relates to (gov.uk "Company and accounting records"; Companies Act 2006 s.386-388;
 *   Finance Act 1998 Sch. 18 para. 21). Six years from the deletion is at least that long for a fee paid before.
 * No name, e-mail address, date of birth, address, income or document is kept. The sweep
 * ({@link sweepRetainedRecords}; `npm run ops -- sweep-retained`, and daily in the server) erases each record once
 * its `deleteAfter` has passed.
 */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { auditLog, payments, retainedRecords } from '../db/schema';

/** How long a retained record is kept after the account's deletion: 6 years (see the file's docstring). */
export const RETENTION_YEARS = 6;

/** The reasons a record is kept (retained_records.reason). */
export const RETENTION_REASONS = {
  submittedApplication: 'submitted-application',
  feePayment: 'fee-payment',
  payment: 'payment',
} as const;

/** When a record kept from `from` is erased: {@link RETENTION_YEARS} years later. */
export function retainedUntil(from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

/**
 * Records what the rule keeps of an applicant's application before it is deleted, in the deleting transaction.
 * @param tx the deleting transaction
 * @param userId the applicant (the retained record's subject)
 * @param application their application, or null when they have none
 * @param now the deletion's time
 * @returns the reasons of the records kept and when they are erased, or null when nothing is kept (no
 *   submitted application, no paid payment)
 */
export async function retainApplicationRecords(
  tx: Tx,
  userId: string,
  application: ApplicationRow | null,
  now: Date,
): Promise<{ reasons: string[]; deleteAfter: Date } | null> {
  if (!application) return null;
  const deleteAfter = retainedUntil(now);
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, application.id), eq(payments.status, 'Paid')));
  const rows: Array<typeof retainedRecords.$inferInsert> = paid.map((payment) => ({
    subjectKind: 'applicant',
    subjectId: userId,
    // 'waitlist-fee' is payments.ts WAITLIST_FEE_PURPOSE, not imported: payments.ts imports this file (via applications.ts).
    reason: payment.purpose === 'waitlist-fee' ? RETENTION_REASONS.feePayment : RETENTION_REASONS.payment,
    deleteAfter,
    data: {
      applicationId: application.id,
      paymentId: payment.id,
      purpose: payment.purpose,
      amountPence: payment.amountPence,
      currency: payment.currency,
      paidAt: payment.paidAt?.toISOString() ?? null,
      provider: payment.provider,
      providerPaymentReference: payment.providerSessionId,
    },
  }));
  if (application.submitted) {
    const [decision] = await tx
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, application.id),
          inArray(auditLog.action, ['approve-application', 'reject-application']),
        ),
      )
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    rows.push({
      subjectKind: 'applicant',
      subjectId: userId,
      reason: RETENTION_REASONS.submittedApplication,
      deleteAfter,
      data: {
        applicationId: application.id,
        state: application.pipelineStatus,
        approved: application.approved,
        rejected: application.rejected,
        jointApplication: application.jointApplication,
        createdAt: application.createdAt.toISOString(),
        submittedAt: application.submittedAt?.toISOString() ?? null,
        decidedAt: decision?.at.toISOString() ?? null,
        budget: application.budget,
        rentBudget: application.rentBudget,
        waitlistFeePaid: application.waitlistFeePaid,
      },
    });
  }
  if (rows.length === 0) return null;
  await tx.insert(retainedRecords).values(rows);
  return { reasons: [...new Set(rows.map((row) => row.reason))], deleteAfter };
}

/** What one retention sweep did. */
export type RetentionSweepReport = { erased: number; before: Date };

/**
 * Erases the retained records whose `deleteAfter` has passed, and writes an audit row `sweep-retained` with the
 * count (no personal data) when any was erased or an actor ran it.
 * @param db the database
 * @param options.now the clock (tests move it); default now
 * @param options.actor who ran it (`npm run ops -- sweep-retained`); default "retention-sweep"
 * @returns how many were erased, and the instant compared with
 */
export async function sweepRetainedRecords(
  db: Db,
  options: { now?: Date; actor?: string } = {},
): Promise<RetentionSweepReport> {
  const before = options.now ?? new Date();
  const erased = await db
    .delete(retainedRecords)
    .where(lt(retainedRecords.deleteAfter, before))
    .returning({ id: retainedRecords.id });
  if (erased.length > 0 || options.actor) {
    await db.insert(auditLog).values({
      actor: options.actor ?? 'retention-sweep',
      action: 'sweep-retained',
      details: { erased: erased.length, before: before.toISOString() },
    });
  }
  return { erased: erased.length, before };
}
