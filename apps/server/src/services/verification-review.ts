/**
 * The identity checks and bank connections as the operators' console shows them (decision 053):
 * each person's latest check per purpose with its outcome, the provider's reference and own status, the
 * reasons for a failure (document, face, watchlist, where the provider's workflow gives them), and when it
 * was started and settled, so that a check still waiting for the provider shows as such. Operators only
 * (schema/operator-applications.ts): nothing of it reaches pipeline viewers.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verificationSessions } from '../db/schema';
import type { VerificationResult } from './review-decisions';

/** One check as the console shows it. */
export type VerificationCheckView = VerificationResult & {
  /** The provider's reference of the check (Onfido's workflow run id). */
  reference: string;
  /** The provider's own status (e.g. Onfido's "review"); null when none was stored. */
  providerStatus: string | null;
  /** Why the provider reached its result; empty when it gave none. */
  reasons: string[];
  /** When the check was started. */
  startedAt: Date;
  /** When the provider's result was stored; null while it is pending. */
  completedAt: Date | null;
};

/**
 * The latest identity check and bank connection of each person of an application, the applicant's first and
 * identity first (as verificationResults orders them).
 * @param db the database
 * @param applicationId the application's id
 * @returns one entry per person and purpose that was ever started
 */
export async function verificationChecksForReview(
  db: Db,
  applicationId: string,
): Promise<VerificationCheckView[]> {
  const rows = await db
    .select()
    .from(verificationSessions)
    .where(eq(verificationSessions.applicationId, applicationId))
    .orderBy(desc(verificationSessions.createdAt), desc(verificationSessions.id));
  const latest = new Map<string, VerificationCheckView>();
  for (const row of rows) {
    const key = `${row.person}/${row.purpose}`;
    if (latest.has(key)) continue;
    const details = row.details ?? {};
    latest.set(key, {
      person: row.person,
      purpose: row.purpose,
      provider: row.provider,
      status: row.status,
      reference: row.reference,
      providerStatus: typeof details.providerStatus === 'string' ? details.providerStatus : null,
      reasons: Array.isArray(details.reasons)
        ? details.reasons.filter((r): r is string => typeof r === 'string')
        : [],
      startedAt: row.createdAt,
      completedAt: row.completedAt,
    });
  }
  return [...latest.values()].sort(
    (a, b) => a.person.localeCompare(b.person) || a.purpose.localeCompare(b.purpose),
  );
}
