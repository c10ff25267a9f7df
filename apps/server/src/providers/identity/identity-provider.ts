/**
 * The identity-verification provider (ARCHITECTURE.md §2 "identity, open banking"; spec §7
 * sendIdentityVerificationLink, setIdentityVerificationRequested, checkIdentityVerification): one interface
 * for the send-link / requested / check cycle. The person does the check (photo ID and a selfie) on the
 * provider's hosted page, on their phone or computer; Stairway then asks the provider for the result. The
 * sandbox implementation (sandbox-identity.ts) is a hosted page on this server where a person chooses the
 * outcome; onfido-identity.ts is the real provider (Onfido Studio workflow runs, decision 053).
 */
import type { IdentityCheckStatus } from '@stairway/domain/verification';

/** Who is being checked, as the provider is told. */
export type IdentitySubject = {
  firstName: string;
  lastName: string;
  email: string;
  /**
   * The provider's own id of this person from an earlier check (verification_sessions.provider_subject_id,
   * e.g. Onfido's applicant id), so the provider keeps one record per person; absent for a first check.
   */
  providerSubjectId?: string | null;
};

/** A check started at the provider. */
export type IdentityCheckStarted = {
  /** The provider's reference of the check. */
  reference: string;
  /** The provider's hosted page where the person does the check. */
  url: string;
  /** When the page stops working; null when the provider gives no expiry. */
  expiresAt: Date | null;
  /**
   * The provider's id of the person checked (Onfido's applicant id), kept to reuse for their next check;
   * null when the provider has none (the sandbox).
   */
  providerSubjectId: string | null;
};

/**
 * The provider's answer about a check, in the domain's words (packages/domain/src/verification.ts): Pending
 * (no result yet), Passed, Failed, or Expired unfinished. An adapter translates its provider's own statuses.
 */
export type IdentityCheckResult = {
  status: Exclude<IdentityCheckStatus, 'NotStarted'>;
  /** The provider's own word for the state, e.g. Onfido's "approved" or "review"; the sandbox's "passed". */
  providerStatus: string;
  /**
   * Why the provider reached its result, in its own words (e.g. "document: clear", "face: consider",
   * "watchlist: consider"), for the operator; empty when it gives none. Never document images or data.
   */
  reasons: string[];
};

/** Checks people's identity. */
export type IdentityProvider = {
  /** Which implementation this is (stored with each check). */
  kind: 'sandbox' | 'onfido';
  /**
   * Starts a check.
   * @param returnUrl where the hosted page sends the person when they have finished
   * @throws AppError PROVIDER_UNAVAILABLE when the provider cannot be reached or fails (after retries)
   */
  startCheck: (subject: IdentitySubject, returnUrl: string) => Promise<IdentityCheckStarted>;
  /**
   * The result of a check.
   * @throws AppError PROVIDER_UNAVAILABLE when the provider cannot be reached or fails (after retries);
   *   Error when the provider does not know the reference
   */
  getCheck: (reference: string) => Promise<IdentityCheckResult>;
};
