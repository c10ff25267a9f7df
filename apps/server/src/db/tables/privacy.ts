/** Consent records and what is retained after an account is deleted. Exported through db/schema.ts. */
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coApplicants } from './applications';
import { landlords } from './landlords';

/**
 * Consent to optional cookies and recordings (UK GDPR and PECR; decision 049): product analytics (PostHog) and session
 * replay (Sentry Replay), for applicants, co-applicants and landlords. One row per choice, kept as the record of
 * consent; the latest row for an account is its current choice. Visitors who are not signed in keep their choice in the
 * browser only (no row). Error reporting without replay needs no consent and has no column here.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The applicant or co-applicant who chose; null for another role. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The landlord who chose; null for another role. */
    landlordId: uuid('landlord_id').references(() => landlords.id, { onDelete: 'cascade' }),
    /** The co-applicant who chose (their own account, not the main applicant's); null for another role. */
    coApplicantId: uuid('co_applicant_id').references(() => coApplicants.id, { onDelete: 'cascade' }),
    /** True: product analytics (PostHog) may run. */
    analytics: boolean('analytics').notNull(),
    /** True: Sentry's session replay may record. */
    sessionReplay: boolean('session_replay').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_user_idx').on(t.userId, t.createdAt),
    index('consent_records_landlord_idx').on(t.landlordId, t.createdAt),
    index('consent_records_co_applicant_idx').on(t.coApplicantId, t.createdAt),
  ],
);

/**
 * What is kept after an account is deleted, by the retention rule of decision 050: for example the record
 * of a submitted application and its fee payments, for a stated period. `data` holds only what the rule
 * names; the row is erased once `deleteAfter` has passed (the retention sweep).
 */
export const retainedRecords = pgTable(
  'retained_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The deleted account's role: applicant, co-applicant, landlord, operator or pipeline-viewer. */
    subjectKind: text('subject_kind').notNull(),
    /** The deleted account's id (no longer in its table). */
    subjectId: uuid('subject_id').notNull(),
    /** Why the record is kept: the rule's name, e.g. "submitted-application" (decision 050). */
    reason: text('reason').notNull(),
    /** What is kept, as the rule lists it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the record is erased. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_records_delete_after_idx').on(t.deleteAfter)],
);
