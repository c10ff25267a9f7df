/** Applicants' saved searches and their alert e-mails. Exported through db/schema.ts. */
import { boolean, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * An applicant's saved searches for homes: the explore page's search (HomeSearchCriteria,
 * packages/domain/src/home-search.ts) under a name, with daily e-mail alerts of new matching homes.
 * `unsubscribeTokenHash` is the SHA-256 of the token in each alert's unsubscribe link, which works without
 * signing in.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search (HomeSearchCriteria, as parsed by homeSearchCriteriaSchema). */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    /** True while the applicant wants the daily e-mail of new matching homes. */
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /** SHA-256 (hex) of the unsubscribe token of this search's alert e-mails. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    /**
     * Homes first seen (listings.created_at) after this instant are new to the search: set when the search is
     * saved and moved on by every alert sent.
     */
    alertWatermark: timestamp('alert_watermark', { withTimezone: true }).notNull().defaultNow(),
    /** When the last alert e-mail for this search was sent; null before the first. */
    lastAlertSentAt: timestamp('last_alert_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The alert e-mails sent for saved searches: one row per search and Europe/London day (the primary key makes
 * "at most one e-mail per search per day" hold however many processes send).
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** The Europe/London date of the alert. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The listings the e-mail named. */
    listingIds: text('listing_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.day] })],
);
