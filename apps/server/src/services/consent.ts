/**
 * Consent records (UK GDPR and PECR; decision 049): a signed-in applicant's, co-applicant's or landlord's choice about
 * product analytics (PostHog) and session replay (Sentry Replay), kept in consent_records as the record of
 * consent (UK GDPR Art. 7(1): the controller must be able to show that the person consented). One row per
 * change: the latest row is the current choice, the earlier ones its history. The browser keeps the choice
 * too (apps/web lib/consent.ts); this is the account's copy.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import { consentRecords } from '../db/schema';

/** Whose choice: an applicant (users.id), a co-applicant (co_applicants.id) or a landlord (landlords.id). */
export type ConsentOwner =
  | { kind: 'applicant'; userId: string }
  | { kind: 'coApplicant'; coApplicantId: string }
  | { kind: 'landlord'; landlordId: string };

/** A choice as recorded. */
export type ConsentRecord = {
  /** True: product analytics may run. */
  analytics: boolean;
  /** True: session replay may record. */
  sessionReplay: boolean;
  /** When the choice was recorded. */
  decidedAt: Date;
};

type Db = AppServices['db'];

/** The rows of one owner, and only theirs. */
function ownedBy(owner: ConsentOwner) {
  const { userId, coApplicantId, landlordId } = columnsOf(owner);
  return and(
    userId ? eq(consentRecords.userId, userId) : isNull(consentRecords.userId),
    coApplicantId ? eq(consentRecords.coApplicantId, coApplicantId) : isNull(consentRecords.coApplicantId),
    landlordId ? eq(consentRecords.landlordId, landlordId) : isNull(consentRecords.landlordId),
  );
}

/** The owner's id in its column, the other two null. */
function columnsOf(owner: ConsentOwner) {
  return {
    userId: owner.kind === 'applicant' ? owner.userId : null,
    coApplicantId: owner.kind === 'coApplicant' ? owner.coApplicantId : null,
    landlordId: owner.kind === 'landlord' ? owner.landlordId : null,
  };
}

/**
 * The owner's current choice: their latest record.
 * @param db the database
 * @param owner the signed-in applicant, co-applicant or landlord
 * @returns the latest record, or null when they have never recorded one
 */
export async function getConsentRecord(db: Db, owner: ConsentOwner): Promise<ConsentRecord | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(ownedBy(owner))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  return row
    ? { analytics: row.analytics, sessionReplay: row.sessionReplay, decidedAt: row.createdAt }
    : null;
}

/**
 * Records the owner's choice. A choice equal to the current one adds no row (the browser sends its choice
 * again after each sign-in), so the history holds changes only.
 * @param db the database
 * @param owner the signed-in applicant, co-applicant or landlord
 * @param choice what they allowed
 * @returns the current record (the new one, or the unchanged latest)
 */
export async function recordConsent(
  db: Db,
  owner: ConsentOwner,
  choice: { analytics: boolean; sessionReplay: boolean },
): Promise<ConsentRecord> {
  const current = await getConsentRecord(db, owner);
  if (current && current.analytics === choice.analytics && current.sessionReplay === choice.sessionReplay) {
    return current;
  }
  const [row] = await db
    .insert(consentRecords)
    .values({
      ...columnsOf(owner),
      analytics: choice.analytics,
      sessionReplay: choice.sessionReplay,
    })
    .returning();
  if (!row) throw new Error('The consent record was not written');
  return { analytics: row.analytics, sessionReplay: row.sessionReplay, decidedAt: row.createdAt };
}
