/**
 * The open banking provider (ARCHITECTURE.md §2 "identity, open banking"; spec §7 sendOpenBankingLink,
 * setOpenBankingRequested, checkOpenBanking): one interface for the send-link / requested / check cycle. The
 * person chooses their bank and gives read-only consent on the provider's hosted page; Stairway then asks the
 * provider whether a bank account is connected. The sandbox implementation (sandbox-open-banking.ts) is a
 * hosted page on this server; plaid-open-banking.ts is the real provider (Plaid Hosted Link with UK OAuth
 * institutions, decision 054). Once connected, a connection carries the accounts shared and 12 months of
 * transactions, translated into Stairway's words (pence, positive for money in).
 */
import type { OpenBankingStatus } from '@stairway/domain/verification';
import type { IdentitySubject } from '../identity/identity-provider';

/** The number of months of transactions read through a connection (one period, said everywhere). */
export const OPEN_BANKING_MONTHS = 12;

/** The days of UK open-banking consent when the provider gives no expiry (FCA SCA-RTS, as renewed in 2022). */
export const UK_CONSENT_DAYS = 90;

/** Who connects their bank, as the provider is told. */
export type OpenBankingSubject = IdentitySubject & {
  /** A stable id of the person (not their e-mail): the same every time they connect (Plaid's client_user_id). */
  clientUserId: string;
};

/** An account shared through a connection. Balances in pence; null when the bank gives none. */
export type OpenBankingAccount = {
  providerAccountId: string;
  name: string;
  /** The last 2-4 digits of the account number; null when not given. */
  mask: string | null;
  /** e.g. depository / checking. */
  type: string;
  subtype: string | null;
  balanceCurrentPence: number | null;
  balanceAvailablePence: number | null;
  /** ISO 4217, e.g. GBP; null when not given. */
  currency: string | null;
};

/** A booked transaction, in Stairway's words: pence, positive for money in. */
export type OpenBankingTransaction = {
  providerTransactionId: string;
  providerAccountId: string;
  /** The day it was booked, YYYY-MM-DD. */
  date: string;
  /** Pence, positive for money in (a credit), negative for money out. */
  amountPence: number;
  description: string;
  /** Who paid or was paid, when the provider names them. */
  counterparty: string | null;
  /** The provider's category, e.g. "INCOME_WAGES". */
  category: string | null;
};

/** Transactions read through a connection, for a period. */
export type OpenBankingTransactions = {
  /** The first and last day asked for, YYYY-MM-DD (12 months up to the day read). */
  from: string;
  to: string;
  transactions: OpenBankingTransaction[];
  /** The provider's ids of transactions it has withdrawn since they were read (to delete). */
  removedIds: string[];
  /** False while the provider is still reading the older history (more comes on a later read). */
  complete: boolean;
};

/** A connection once the person has consented: what Stairway stores (open_banking_connections). */
export type OpenBankingConnection = {
  /** The provider's id of the connection (Plaid's item_id). */
  itemId: string;
  /** The provider's access token (stored encrypted, lib/secret-box.ts). */
  accessToken: string;
  /** The bank's name; null when the provider gives none. */
  institution: string | null;
  /** When the consent runs out. */
  consentExpiresAt: Date;
  /** True when the provider gave no expiry and it is the connection day + UK_CONSENT_DAYS. */
  consentExpiryEstimated: boolean;
  accounts: OpenBankingAccount[];
  /** Null while the provider is not ready to give transactions yet (read later, or on its webhook). */
  transactions: OpenBankingTransactions | null;
};

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
  /** With Connected: the connection, its accounts and transactions (absent otherwise). */
  connection?: OpenBankingConnection;
};

/** Connects people's bank accounts, read-only. */
export type OpenBankingProvider = {
  /** Which implementation this is (stored with each connection). */
  kind: 'sandbox' | 'plaid';
  /**
   * Starts a connection.
   * @param returnUrl where the hosted page sends the person when they have finished
   * @throws Error when the provider cannot be reached
   */
  startConnection: (subject: OpenBankingSubject, returnUrl: string) => Promise<OpenBankingStarted>;
  /**
   * The state of a connection; once Connected, with the connection (the token exchanged: call it once per
   * finished session).
   * @throws AppError PROVIDER_UNAVAILABLE when the provider cannot be reached; Error when it does not know
   *   the reference
   */
  getConnection: (reference: string) => Promise<OpenBankingResult>;
  /**
   * Reads the last 12 months of transactions of a connection again (e.g. on the provider's webhook).
   * @returns null while the provider is not ready
   * @throws AppError PROVIDER_UNAVAILABLE when the provider cannot be reached
   */
  readTransactions: (accessToken: string) => Promise<OpenBankingTransactions | null>;
  /**
   * Revokes the connection at the provider (the token stops working). A connection the provider no longer
   * knows counts as revoked.
   * @throws AppError PROVIDER_UNAVAILABLE when the provider cannot be reached
   */
  disconnect: (accessToken: string) => Promise<void>;
};
