/** Runs of scheduled work and the e-mail outbox. Exported through db/schema.ts. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Runs of scheduled work (the daily saved-search alerts, and later the upload sweep and reminders): one row per
 * job and run key (e.g. the Europe/London date), claimed with INSERT … ON CONFLICT DO NOTHING, so a run happens
 * once however many server processes run.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** Which run: the Europe/London date for a daily job. */
    runKey: text('run_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while the run is going (or if it stopped part-way). */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did, e.g. { searches: 12, emails: 3 }. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);

/**
 * The e-mail outbox (decision 063): every e-mail is first a row here, inserted in the same transaction as the
 * change that causes it where the caller has one, then delivered by a worker (services/email-outbox.ts) with
 * retries and backoff. The idempotency key is unique, so one message is never queued twice, and a row is claimed
 * (status 'sending') before it is handed to the provider, so two workers never send it both. The message itself
 * (subject, html, text, links) is kept until it is sent and cleared then: it can hold sign-in codes and reset
 * links.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One per message (e.g. `application-submitted:<application id>`); a second insert with it is ignored. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** pending (waiting or between tries), sending (claimed by a worker), sent, failed (tries used up). */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    recipient: text('recipient').notNull(),
    /** { subject, html, text, links } until sent; null afterwards. */
    message: jsonb('message').$type<{
      subject: string;
      html: string;
      text: string;
      links?: string[];
    } | null>(),
    /** Tries so far (a claim counts as a try). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': when the claim lapses and the row may be tried again (the worker died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The provider's message id or outbox file, once sent. */
    providerMessageId: text('provider_message_id'),
    /** The last failure's message (never the e-mail's content). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
