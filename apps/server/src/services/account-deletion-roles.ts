/**
 * What deleting each role's account removes (services/account-deletion.ts; decision 050), in the deleting
 * transaction: the rows, the audit rows about the person, and the stored files' keys to delete afterwards.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  applicantDocuments,
  auditLog,
  coApplicants,
  homeSubmissionImages,
  homeSubmissions,
  incomes,
  landlordListingImages,
  landlordListings,
  landlords,
  oneTimeCodes,
  operators,
  payments,
  pipelineViewers,
  sandboxSessions,
  userAddresses,
  userApplications,
  users,
  verificationSessions,
} from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { recalculateBudget } from './budget';
import { retainApplicationRecords } from './retention';

/** The audit action of a co-applicant leaving a joint application (for the main applicant's page). */
export const CO_APPLICANT_LEFT_ACTION = 'co-applicant-left';

/** The audit action of an account's deletion (the console's audit log shows it). */
export const ACCOUNT_DELETED_ACTION = 'account-deleted';

/** What a role's deletion found: the stored files to delete, and what is kept. */
export type Removed = { keys: string[]; kept: string[]; keptUntil: Date | null };

/** The audit actor naming a person by role and id only. */
export const actorName = (kind: string, id: string) => `${kind} ${id}`;

/** Deletes the sandbox provider's records (they hold the person's name) with these references. */
async function deleteSandboxRecords(tx: Tx, references: string[]) {
  if (references.length > 0)
    await tx.delete(sandboxSessions).where(inArray(sandboxSessions.reference, references));
}

/** Deletes the audit rows about these subjects (they may name the person or quote a note about them). */
async function deleteAuditRowsAbout(tx: Tx, subjects: string[]) {
  if (subjects.length > 0) await tx.delete(auditLog).where(inArray(auditLog.subjectId, subjects));
}

/** An applicant's deletion: the retained records, then the account with everything under it. */
export async function deleteApplicant(tx: Tx, userId: string, now: Date): Promise<Removed> {
  const [application] = await tx
    .select()
    .from(userApplications)
    .where(eq(userApplications.userId, userId))
    .for('update');
  const retained = await retainApplicationRecords(tx, userId, application ?? null, now);
  const keys: string[] = [];
  const subjects = [userId];
  if (application) {
    const appId = application.id;
    const documents = await tx
      .select({ key: applicantDocuments.storageKey })
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicationId, appId));
    const submissions = await tx
      .select({ id: homeSubmissions.id })
      .from(homeSubmissions)
      .where(eq(homeSubmissions.applicationId, appId));
    const photos = submissions.length
      ? await tx
          .select({ key: homeSubmissionImages.storageKey, display: homeSubmissionImages.displayStorageKey })
          .from(homeSubmissionImages)
          .where(
            inArray(
              homeSubmissionImages.homeSubmissionId,
              submissions.map((s) => s.id),
            ),
          )
      : [];
    keys.push(...documents.map((d) => d.key));
    for (const photo of photos) keys.push(photo.key, ...(photo.display ? [photo.display] : []));
    const [co] = await tx.select().from(coApplicants).where(eq(coApplicants.applicationId, appId));
    const checks = await tx
      .select({ reference: verificationSessions.reference })
      .from(verificationSessions)
      .where(
        and(eq(verificationSessions.applicationId, appId), eq(verificationSessions.provider, 'sandbox')),
      );
    const checkouts = await tx
      .select({ reference: payments.providerSessionId })
      .from(payments)
      .where(and(eq(payments.applicationId, appId), eq(payments.provider, 'sandbox')));
    await deleteSandboxRecords(
      tx,
      [...checks, ...checkouts].map((row) => row.reference),
    );
    subjects.push(appId, ...submissions.map((s) => s.id));
    if (co) {
      subjects.push(co.id);
      await tx.insert(auditLog).values({
        actor: actorName('applicant', userId),
        action: ACCOUNT_DELETED_ACTION,
        subjectId: co.id,
        details: { role: 'coApplicant', why: 'the main applicant deleted their account' },
      });
    }
  }
  await deleteAuditRowsAbout(tx, subjects);
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.subjectKind, 'applicant'), eq(oneTimeCodes.subjectId, userId)));
  await tx.delete(users).where(eq(users.id, userId));
  return { keys, kept: retained?.reasons ?? [], keptUntil: retained?.deleteAfter ?? null };
}

/** A co-applicant's deletion: their account and own sections leave the joint application (decision 050). */
export async function deleteCoApplicant(tx: Tx, coApplicantId: string): Promise<Removed> {
  const [co] = await tx.select().from(coApplicants).where(eq(coApplicants.id, coApplicantId));
  if (!co) throw notFound('Your account');
  const appId = co.applicationId;
  const [application] = await tx
    .select()
    .from(userApplications)
    .where(eq(userApplications.id, appId))
    .for('update');
  const mine = <
    T extends typeof incomes | typeof userAddresses | typeof verificationSessions | typeof applicantDocuments,
  >(
    table: T,
  ) => and(eq(table.applicationId, appId), eq(table.person, 'coApplicant'));
  const documents = await tx
    .delete(applicantDocuments)
    .where(mine(applicantDocuments))
    .returning({ key: applicantDocuments.storageKey });
  const checks = await tx
    .delete(verificationSessions)
    .where(mine(verificationSessions))
    .returning({ reference: verificationSessions.reference, provider: verificationSessions.provider });
  await deleteSandboxRecords(
    tx,
    checks.filter((c) => c.provider === 'sandbox').map((c) => c.reference),
  );
  await tx.delete(incomes).where(mine(incomes));
  await tx.delete(userAddresses).where(mine(userAddresses));
  await tx.delete(coApplicants).where(eq(coApplicants.id, co.id));
  await tx
    .update(userApplications)
    .set({ coApplicantPermission: null, coApplicantLoginLinkSent: false })
    .where(eq(userApplications.id, appId));
  // A draft's budget is worked out again without them; a submitted application keeps the figures it was
  // submitted (and perhaps decided) on, and the team sees that the co-applicant left.
  if (application && !application.submitted) await recalculateBudget(tx, appId);
  await deleteAuditRowsAbout(tx, [co.id]);
  await tx.insert(auditLog).values({
    actor: actorName('coApplicant', co.id),
    action: CO_APPLICANT_LEFT_ACTION,
    subjectId: appId,
    details: { coApplicantId: co.id },
  });
  return { keys: documents.map((d) => d.key), kept: [], keptUntil: null };
}

/** A landlord's deletion: the account, listings and their photos (the homes leave applicants' lists too). */
export async function deleteLandlord(tx: Tx, landlordId: string): Promise<Removed> {
  const listingRows = await tx
    .select({ id: landlordListings.id })
    .from(landlordListings)
    .where(eq(landlordListings.landlordId, landlordId));
  const photos = listingRows.length
    ? await tx
        .select({ key: landlordListingImages.storageKey, display: landlordListingImages.displayStorageKey })
        .from(landlordListingImages)
        .where(
          inArray(
            landlordListingImages.listingId,
            listingRows.map((l) => l.id),
          ),
        )
    : [];
  await deleteAuditRowsAbout(tx, [landlordId, ...listingRows.map((l) => l.id)]);
  await tx
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.subjectKind, 'landlord'), eq(oneTimeCodes.subjectId, landlordId)));
  await tx.delete(landlords).where(eq(landlords.id, landlordId));
  return {
    keys: photos.flatMap((p) => [p.key, ...(p.display ? [p.display] : [])]),
    kept: [],
    keptUntil: null,
  };
}

/**
 * An operator's or pipeline viewer's deletion. An operator's actions stay in the audit log (the team's record
 * of what was done), under `operator {id}` instead of their e-mail address. The last enabled operator cannot
 * be deleted: the console would have no one to run it.
 */
export async function deleteStaff(tx: Tx, kind: 'operator' | 'pipelineViewer', id: string): Promise<Removed> {
  const table = kind === 'operator' ? operators : pipelineViewers;
  const [account] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!account) throw notFound('Your account');
  if (kind === 'operator') {
    // Every operator row is locked, so that two operators deleting themselves at once cannot leave none.
    await tx.execute(sql`select id from operators for update`);
    const others = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(ne(operators.id, id), isNull(operators.disabledAt)));
    if (others.length === 0) {
      throw new AppError(
        'CONFLICT',
        'You are the only operator: add another operator before deleting your account, so that someone can run the console.',
      );
    }
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.subjectKind, 'operator'), eq(oneTimeCodes.subjectId, id)));
  }
  await tx
    .update(auditLog)
    .set({ actor: actorName(kind, id) })
    .where(eq(auditLog.actor, account.email));
  await deleteAuditRowsAbout(tx, [id]);
  await tx.delete(table).where(eq(table.id, id));
  return { keys: [], kept: [], keptUntil: null };
}
