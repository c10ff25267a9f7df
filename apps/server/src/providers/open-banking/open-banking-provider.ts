/**
 * The open banking provider (ARCHITECTURE.md §2 "identity, open banking"; spec §7 sendOpenBankingLink,
 * setOpenBankingRequested, checkOpenBanking): one interface for the send-link / requested / check cycle. The
 * person chooses their bank and gives read-only consent on the provider's hosted page; Stairway then asks the
 * provider whether a bank account is connected. The sandbox implementation (sandbox-open-banking.ts) is a
 * hosted page on this server; adapters for real providers (an FCA-authorised AISP) go behind the same
 * interface.
 */
import type { OpenBankingStatus } from '@stairway/domain/verification';
import type { IdentitySubject } from '../identity/identity-provider';

/** A connection started at the provider. */
export type OpenBankingStarted = {
  /** The provider's reference of the connection. */
  reference: string;
  /** The provider's hosted page where the person chooses their bank and consents. */
  url: string;
  /** When the page stops working; null when the provider gives no expiry. */
  expiresAt: Date | null;
};

/**
 * The provider's answer about a connection, in the domain's words (packages/domain/src/verification.ts), with
 * the bank's name once connected. An adapter translates its provider's own statuses.
 */
export type OpenBankingResult = {
  status: Exclude<OpenBankingStatus, 'NotStarted'>;
  bankName: string | null;
};

/** Connects people's bank accounts, read-only. */
export type OpenBankingProvider = {
  /** Which implementation this is (stored with each connection). */
  kind: 'sandbox';
  /**
   * Starts a connection.
   * @param returnUrl where the hosted page sends the person when they have finished
   * @throws Error when the provider cannot be reached
   */
  startConnection: (subject: IdentitySubject, returnUrl: string) => Promise<OpenBankingStarted>;
  /**
   * The state of a connection.
   * @throws Error when the provider cannot be reached or does not know the reference
   */
  getConnection: (reference: string) => Promise<OpenBankingResult>;
};
