/**
 * Service-wide settings, the audit trail of operator actions and rate-limit counters. Exported through
 * db/schema.ts.
 */
import type { RepairUrgency } from '@stairway/domain/repairs';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Service-wide settings, one row with id 1 (spec section 3, Settings; the maintenance flag). */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  skipIdv: boolean('skip_idv').notNull().default(false),
  /** The maintenance-mode flag: true when the submit-a-home feature is switched on. */
  submitHomeEnabled: boolean('submit_home_enabled').notNull().default(true),
  /** Repair target hours by urgency overriding the defaults (packages/domain repairs.ts); null: the defaults. */
  repairTargetHours: jsonb('repair_target_hours').$type<Partial<Record<RepairUrgency, number>>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audit trail of operator actions (approvals, rejections) made with `npm run ops`. */
export const auditLog = pgTable('audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  subjectId: text('subject_id'),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters of rate-limiter-flexible (its RateLimiterPostgres table layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
