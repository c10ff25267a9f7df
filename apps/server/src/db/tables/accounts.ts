/**
 * Accounts that sign in: applicants (users), their one-time codes, operators and pipeline viewers. Exported
 * through db/schema.ts.
 */
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Applicants (spec section 3, User). E-mails are stored lower-cased and are unique. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash; null for a customer the team invited who has not set a password yet (ops invite-customer). */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number'),
  emailVerified: boolean('email_verified').notNull().default(false),
  /**
   * Session version: every session token carries the version it was issued under, and a token whose version
   * is not this one is refused. A password reset or change adds one, which signs every other session out.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  ...timestamps,
});

/**
 * One-time codes (6 digits, 10 minutes, 5 tries; packages/domain/src/accounts.ts) for any kind of account:
 * `subjectKind` is `applicant` today and `landlord` when landlords sign up, with `subjectId` the id in that
 * kind's table, so it has no foreign key. Only a SHA-256 hash of the code (keyed with the row's id) is
 * kept. A new code for the same subject and purpose replaces the old one.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_codes_subject_idx').on(t.subjectKind, t.subjectId, t.purpose)],
);

/**
 * Operators: the Stairway team's accounts for the console at /ops (decision 022). The first is created with
 * `npm run ops -- add-operator EMAIL`, later ones from the console; both generate the password. E-mails are
 * stored lower-cased and are unique.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash of the generated password. */
  passwordHash: text('password_hash').notNull(),
  /** Session version (as users.session_version): a new password adds one, signing every session out. */
  sessionVersion: integer('session_version').notNull().default(0),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /**
   * When an operator disabled the account (decision 025); null while it is enabled. A disabled account's
   * tokens are refused (lib/sessions.ts) and its sign-ins too.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * Pipeline viewers: investors and partners who sign in at /pipeline with an e-mail and a password (spec §1,
 * §6; decision 019). Created with `npm run ops -- add-pipeline-viewer EMAIL`, which prints a generated
 * password once. E-mails are stored lower-cased and are unique.
 */
export const pipelineViewers = pgTable('pipeline_viewers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id hash of the generated password. */
  passwordHash: text('password_hash').notNull(),
  /** Session version (as users.session_version): a new password or `--revoke` adds one, signing every session out. */
  sessionVersion: integer('session_version').notNull().default(0),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
  /**
   * When an operator disabled the account (decision 025); null while it is enabled. A disabled account's
   * tokens are refused (lib/sessions.ts) and its sign-ins too.
   */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  ...timestamps,
});
