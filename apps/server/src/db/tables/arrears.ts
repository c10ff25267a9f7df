/**
 * Arrears, handled fairly (ARCHITECTURE.md §7 "arrears cases (grace, reminders, payment plans)"; decision 075):
 * the payment plans customers agree in the app and their instalments, their requests for help from a person
 * (hardship) with an operator's response, and the reminders sent. What is owed is never stored here: it is the
 * ledger's `arrears` balance (tables/ledger.ts); an instalment is met from the ledger too (packages/domain
 * arrears.ts `instalmentStatuses`). Card payments of an instalment are `payments` rows of purpose
 * 'arrears-instalment' named by `arrearsCardPayments`. Exported through db/schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { plans } from './plans';

/** Who acted for the plan: the applicant or the joined co-applicant. */
export type ArrearsPerson = 'applicant' | 'coApplicant';

/**
 * A payment plan of a plan's arrears: what was owed when it was agreed, who agreed it, and whether it is the
 * plan in force (`active`) or was replaced by a later one (`replaced`). At most one active plan per plan.
 */
export const arrearsPaymentPlans = pgTable(
  'arrears_payment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The arrears owed when it was agreed, pence (the instalments sum to it). */
    arrearsPence: integer('arrears_pence').notNull(),
    /** The London day it was agreed: ledger credits to `arrears` from this day on meet its instalments. */
    agreedOn: date('agreed_on', { mode: 'string' }).notNull(),
    status: text('status').$type<'active' | 'replaced'>().notNull().default('active'),
    agreedBy: text('agreed_by').$type<ArrearsPerson>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('arrears_payment_plans_status_known', sql`"status" in ('active', 'replaced')`),
    check('arrears_payment_plans_amount', sql`"arrears_pence" > 0`),
    uniqueIndex('arrears_payment_plans_one_active_idx').on(t.planId).where(sql`"status" = 'active'`),
  ],
);

/** One instalment of a payment plan: its number (1 first), day and amount in pence. */
export const arrearsInstalments = pgTable(
  'arrears_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentPlanId: uuid('payment_plan_id')
      .notNull()
      .references(() => arrearsPaymentPlans.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [
    unique('arrears_instalments_plan_number_unique').on(t.paymentPlanId, t.number),
    check('arrears_instalments_amount', sql`"amount_pence" > 0 and "number" >= 1`),
  ],
);

/** A card payment towards an instalment: the checkout's `payments` row (purpose 'arrears-instalment'). */
export const arrearsCardPayments = pgTable(
  'arrears_card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => arrearsInstalments.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arrears_card_payments_plan_idx').on(t.planId)],
);

/** A customer's request for help from a person (hardship), and an operator's response. */
export const hardshipRequests = pgTable(
  'hardship_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The customer's message (packages/domain arrears-inputs.ts HARDSHIP_MESSAGE_MAX). */
    message: text('message').notNull(),
    requestedBy: text('requested_by').$type<ArrearsPerson>().notNull(),
    /** The operator's response; null until one is given. */
    response: text('response'),
    /** The responding operator's e-mail. */
    respondedBy: text('responded_by'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hardship_requests_plan_idx').on(t.planId, t.createdAt.desc())],
);

/** A reminder e-mail sent about a plan's arrears: one per plan, oldest unpaid due date and reminder day. */
export const arrearsReminders = pgTable(
  'arrears_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The oldest unpaid collection's due date the arrears' age was counted from. */
    sinceDate: date('since_date', { mode: 'string' }).notNull(),
    /** The reminder day (packages/domain arrears.ts REMINDER_DAYS). */
    reminderDay: integer('reminder_day').notNull(),
    arrearsPence: integer('arrears_pence').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('arrears_reminders_once').on(t.planId, t.sinceDate, t.reminderDay)],
);
