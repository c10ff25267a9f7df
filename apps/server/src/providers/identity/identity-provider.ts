/**
 * The identity-verification provider (ARCHITECTURE.md §2 "identity, open banking"; spec §7
 * sendIdentityVerificationLink, setIdentityVerificationRequested, checkIdentityVerification): one interface
 * for the send-link / requested / check cycle. The person does the check (photo ID and a selfie) on the
 * provider's hosted page, on their phone or computer; Stairway then asks the provider for the result. The
 * sandbox implementation (sandbox-identity.ts) is a hosted page on this server where a person chooses the
 * outcome; adapters for real providers go behind the same interface.
 */
import type { IdentityCheckStatus } from '@stairway/domain/verification';

/** Who is being checked, as the provider is told. */
export type IdentitySubject = { firstName: string; lastName: string; email: string };

/** A check started at the provider. */
export type IdentityCheckStarted = {
  /** The provider's reference of the check. */
  reference: string;
  /** The provider's hosted page where the person does the check. */
  url: string;
  /** When the page stops working; null when the provider gives no expiry. */
  expiresAt: Date | null;
};

/**
 * The provider's answer about a check, in the domain's words (packages/domain/src/verification.ts): Pending
 * (no result yet), Passed, Failed, or Expired unfinished. An adapter translates its provider's own statuses.
 */
export type IdentityCheckResult = { status: Exclude<IdentityCheckStatus, 'NotStarted'> };

/** Checks people's identity. */
export type IdentityProvider = {
  /** Which implementation this is (stored with each check). */
  kind: 'sandbox';
  /**
   * Starts a check.
   * @param returnUrl where the hosted page sends the person when they have finished
   * @throws Error when the provider cannot be reached
   */
  startCheck: (subject: IdentitySubject, returnUrl: string) => Promise<IdentityCheckStarted>;
  /**
   * The result of a check.
   * @throws Error when the provider cannot be reached or does not know the reference
   */
  getCheck: (reference: string) => Promise<IdentityCheckResult>;
};
