/**
 * Identity checks and open banking connections, and the sandbox providers' own records. Exported through
 * db/schema.ts.
 */
import type { IdentityCheckStatus, OpenBankingStatus } from '@stairway/domain/verification';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userApplications } from './applications';
import { timestamps } from './columns';

/** What a stored check or connection can be: every status but NotStarted (that is the absence of a row). */
type VerificationSessionStatus = Exclude<IdentityCheckStatus | OpenBankingStatus, 'NotStarted'>;

/**
 * Checks and connections started at an external provider for a person of an application (spec §7 "Identity
 * verification" and "Open banking"; ARCHITECTURE.md §2 "identity, open banking"): the provider's reference
 * and hosted-flow URL, and the last state the provider reported. The latest row per application, person and
 * purpose is the current one; earlier rows (failed or expired checks) are kept as history.
 */
export const verificationSessions = pgTable(
  'verification_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => userApplications.id, { onDelete: 'cascade' }),
    /** 'applicant' or 'coApplicant'. */
    person: text('person').notNull().default('applicant'),
    /** 'identity' or 'open-banking'. */
    purpose: text('purpose').notNull(),
    /** Which provider holds it: 'sandbox', 'onfido' or 'plaid'. */
    provider: text('provider').notNull(),
    /**
     * The provider's own id of the person, reused for their later checks (Onfido's applicant id); null when
     * the provider has none.
     */
    providerSubjectId: text('provider_subject_id'),
    /** The provider's own reference of the check or connection. */
    reference: text('reference').notNull(),
    /** The provider's hosted page where the person does the check or connects their bank. */
    url: text('url').notNull(),
    /**
     * identity: Pending, Passed, Failed, Expired; open-banking: Pending, Connected, Cancelled, Expired
     * (IDENTITY_CHECK_STATUSES and OPEN_BANKING_STATUSES in packages/domain/src/verification.ts).
     */
    status: text('status').$type<VerificationSessionStatus>().notNull().default('Pending'),
    /** What the provider reported besides the status, e.g. `{ bankName }`. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** When the hosted link stops working; null when the provider gives no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the provider reported a final state. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('verification_sessions_application_idx').on(t.applicationId, t.person, t.purpose, t.createdAt),
    uniqueIndex('verification_sessions_reference_idx').on(t.provider, t.reference),
  ],
);

/**
 * The sandbox identity and open banking providers' own records: they stand in for the systems of a real
 * provider, so that a person (or a test) can complete the hosted flow on this server's /sandbox pages. Kept
 * in the database, not in memory, so that any server instance can answer (ARCHITECTURE.md §6).
 */
export const sandboxSessions = pgTable('sandbox_sessions', {
  /** Random and unguessable: the hosted page's URL is /sandbox/{purpose}/{reference}. */
  reference: text('reference').primaryKey(),
  /** 'identity' or 'open-banking'. */
  purpose: text('purpose').notNull(),
  /** identity: pending, passed, failed; open-banking: pending, connected, cancelled. */
  status: text('status').notNull().default('pending'),
  /** The person's name as the provider was told it, shown on the page. */
  subjectName: text('subject_name').notNull(),
  /** Where the page's "Back to Stairway" link goes when the person has finished. */
  returnUrl: text('return_url').notNull(),
  /** What the person chose, e.g. `{ bankName }`. */
  details: jsonb('details').$type<Record<string, unknown>>(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
