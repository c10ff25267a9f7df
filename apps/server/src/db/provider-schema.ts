/**
 * Tables of the real identity and open-banking providers (ARCHITECTURE.md §2 "identity, open banking";
 * decisions 053-055): the webhook events already taken (so a replay or a duplicate changes nothing), and the
 * open-banking connections with the accounts and 12 months of transactions read through them. drizzle-kit
 * reads this file beside schema.ts (drizzle.config.ts), and db/client.ts joins the two.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userApplications, verificationSessions } from './schema';

/** The state of an open-banking connection (open_banking_connections.status). */
export type OpenBankingConnectionStatus = 'Active' | 'ReconnectNeeded' | 'Expired' | 'Disconnected';

/**
 * Webhook events taken from a provider (Onfido, Plaid): one row per event id, written in the same transaction
 * as the change the event makes, so a duplicate delivery or a replayed request is recognised and ignored.
 */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    /** 'onfido' or 'plaid'. */
    provider: text('provider').notNull(),
    /** The provider's event id, or where it gives none a SHA-256 of the signed body (decision 053). */
    eventId: text('event_id').notNull(),
    /** The event's type as the provider names it, e.g. "workflow_run.completed". */
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A person's bank connection made through the open-banking provider (Plaid: one Item), once their consent
 * has been given and the provider's token exchanged. The access token is encrypted at rest
 * (AES-256-GCM with OPEN_BANKING_ENCRYPTION_KEY; lib/secret-box.ts) and erased on disconnection. UK consent
 * lasts 90 days (FCA SCA-RTS, as renewed in 2022): consentExpiresAt drives the reconnect reminder.
 */
export const openBankingConnections = pgTable(
  'open_banking_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** The hosted consent session this connection came from. */
    sessionId: uuid('session_id').references(() => verificationSessions.id, { onDelete: 'set null' }),
    /** 'plaid' (or 'sandbox'). */
    provider: text('provider').notNull(),
    /** The provider's id of the connection (Plaid's item_id). */
    itemId: text('item_id').notNull(),
    /** The provider's access token, encrypted (lib/secret-box.ts); null once disconnected. */
    accessTokenEncrypted: text('access_token_encrypted'),
    /** The bank's name, as the provider gives it. */
    institutionName: text('institution_name'),
    status: text('status').$type<OpenBankingConnectionStatus>().notNull().default('Active'),
    /** When the person's consent runs out (90 days in the UK); null when the provider gives none. */
    consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }),
    /** When the "reconnect your bank" e-mail was sent for the current consent; null when not yet. */
    reconnectReminderSentAt: timestamp('reconnect_reminder_sent_at', { withTimezone: true }),
    /** The first and last day of the transactions read (12 months up to the connection). */
    transactionsFrom: date('transactions_from', { mode: 'string' }),
    transactionsTo: date('transactions_to', { mode: 'string' }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('open_banking_connections_item_idx').on(t.provider, t.itemId),
    index('open_banking_connections_application_idx').on(t.applicationId, t.person),
    index('open_banking_connections_consent_idx').on(t.consentExpiresAt).where(sql`${t.status} = 'Active'`),
  ],
);

/** An account shared through a connection, with its balances when read (pence). */
export const openBankingAccounts = pgTable(
  'open_banking_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => openBankingConnections.id, { onDelete: 'cascade' }),
    /** The provider's account id. */
    providerAccountId: text('provider_account_id').notNull(),
    /** The account's name, e.g. "Classic Account". */
    name: text('name').notNull(),
    /** The last 2-4 digits of the account number, as the provider gives them; null when not given. */
    mask: text('mask'),
    /** The provider's type and subtype, e.g. depository / checking. */
    type: text('type').notNull(),
    subtype: text('subtype'),
    /** The current and available balances in pence; null when the bank gives none. */
    balanceCurrentPence: bigint('balance_current_pence', { mode: 'number' }),
    balanceAvailablePence: bigint('balance_available_pence', { mode: 'number' }),
    /** ISO 4217, e.g. GBP. */
    currency: text('currency'),
  },
  (t) => [uniqueIndex('open_banking_accounts_provider_idx').on(t.connectionId, t.providerAccountId)],
);

/**
 * A transaction read through a connection. amountPence is positive for money in (a credit) and negative for
 * money out: the opposite of Plaid's own sign, translated by the adapter.
 */
export const openBankingTransactions = pgTable(
  'open_banking_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => openBankingConnections.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => openBankingAccounts.id, { onDelete: 'cascade' }),
    /** The provider's transaction id. */
    providerTransactionId: text('provider_transaction_id').notNull(),
    /** The day it was booked. */
    date: date('date', { mode: 'string' }).notNull(),
    /** Pence, positive for money in. */
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** The bank's description of it. */
    description: text('description').notNull(),
    /** Who paid or was paid, when the provider names them (Plaid's merchant_name or counterparty). */
    counterparty: text('counterparty'),
    /** The provider's category, e.g. Plaid's personal_finance_category.detailed "INCOME_WAGES". */
    category: text('category'),
  },
  (t) => [
    uniqueIndex('open_banking_transactions_provider_idx').on(t.connectionId, t.providerTransactionId),
    index('open_banking_transactions_connection_date_idx').on(t.connectionId, t.date),
  ],
);
