/**
 * The way out of a plan (decision 076): moving out (the customer's notice, the move-out inspection with its damage
 * charge, the refund paid) and buying the rest (going ahead on a quote, the RICS valuation, the mortgage offer,
 * completion). One row per ending, its steps filled in as they happen, with who recorded each; the money is in the
 * ledger (tables/ledger.ts), keyed `plan-ending:<id>:…`. The rules are packages/domain plan-ending.ts. Exported
 * through db/schema.ts.
 */
import type { PlanEndingKind, PlanEndingStatus } from '@stairway/domain/plan-ending';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { purchaseCases } from './purchase-cases';
import { buyOutQuotes } from './valuations';

/**
 * One ending of a plan. At most one ending of a plan is live (not withdrawn, not fallen through) at a time; a withdrawn notice stays
 * as a record. Amounts in pence (the valuation in whole pounds, as home_valuations).
 */
export const planEndings = pgTable(
  'plan_endings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseCaseId: uuid('purchase_case_id')
      .notNull()
      .references(() => purchaseCases.id, { onDelete: 'cascade' }),
    /** The signed plan version (plans.id), as the ledger names the plan. */
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlanEndingKind>().notNull(),
    status: text('status').$type<PlanEndingStatus>().notNull(),
    /** Who started it: 'applicant' or 'coApplicant'. */
    startedBy: text('started_by').notNull(),
    /** Moving out: the day notice was given, the moving day agreed (YYYY-MM-DD) and the reason, if given. */
    noticeGivenOn: date('notice_given_on', { mode: 'string' }),
    movingOn: date('moving_on', { mode: 'string' }),
    reason: text('reason'),
    withdrawnOn: date('withdrawn_on', { mode: 'string' }),
    /** The move-out inspection: its day, the damage charge beyond fair wear and tear (pence) and its note. */
    inspectedOn: date('inspected_on', { mode: 'string' }),
    damagePence: integer('damage_pence'),
    damageNote: text('damage_note'),
    inspectedBy: text('inspected_by'),
    /** The refund agreed at the inspection (packages/domain moveOutSettlement), pence. */
    refundDuePence: integer('refund_due_pence'),
    /**
     * The refund paid, pence: the ledger's figure when it was paid (packages/domain refundDueNow), which is more
     * than refundDuePence when a collection was confirmed after the inspection.
     */
    refundPaidPence: integer('refund_paid_pence'),
    refundPaidOn: date('refund_paid_on', { mode: 'string' }),
    refundReference: text('refund_reference'),
    refundPaidBy: text('refund_paid_by'),
    /** Buying the rest: the quote gone ahead on, its price (whole pounds) and the day. */
    quoteId: uuid('quote_id').references(() => buyOutQuotes.id, { onDelete: 'set null' }),
    pricePounds: integer('price_pounds'),
    goAheadOn: date('go_ahead_on', { mode: 'string' }),
    valuationInstructedOn: date('valuation_instructed_on', { mode: 'string' }),
    valuationInstructedBy: text('valuation_instructed_by'),
    /** The RICS valuation's figure (whole pounds) and day; it becomes the price. */
    valuationReceivedOn: date('valuation_received_on', { mode: 'string' }),
    valuationPounds: integer('valuation_pounds'),
    valuationRecordedBy: text('valuation_recorded_by'),
    mortgageOfferOn: date('mortgage_offer_on', { mode: 'string' }),
    mortgageOfferBy: text('mortgage_offer_by'),
    /** Completion: the day, the money received (pence) and the bank's reference. */
    completedOn: date('completed_on', { mode: 'string' }),
    amountReceivedPence: integer('amount_received_pence'),
    completionReference: text('completion_reference'),
    completedBy: text('completed_by'),
    /**
     * A buy-out that fell through (status `fallen-through`): the day, the operator's reason (at most
     * PLAN_ENDING_NOTE_MAX characters) and who recorded it. Nothing was posted to the ledger before completion, so
     * the plan carries on.
     */
    fallenThroughOn: date('fallen_through_on', { mode: 'string' }),
    fallenThroughReason: text('fallen_through_reason'),
    fallenThroughBy: text('fallen_through_by'),
    /** The plan's last day: the inspection day after moving out, or the completion day. No collection after it. */
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_endings_kind_known', sql`"kind" in ('move-out', 'buy-out')`),
    check(
      'plan_endings_status_known',
      sql`"status" in ('notice-given', 'withdrawn', 'inspected', 'refund-paid', 'going-ahead', 'completed', 'fallen-through')`,
    ),
    check(
      'plan_endings_amounts',
      sql`coalesce("damage_pence", 0) >= 0 and coalesce("refund_due_pence", 0) >= 0 and coalesce("amount_received_pence", 0) >= 0 and coalesce("refund_paid_pence", 0) >= 0`,
    ),
    uniqueIndex('plan_endings_one_live_idx')
      .on(t.planId)
      .where(sql`"status" not in ('withdrawn', 'fallen-through')`),
    index('plan_endings_case_idx').on(t.purchaseCaseId),
  ],
);

/**
 * The history of a notice's moving day: one row each time the customer changed it (the first row's `fromDay` is
 * the day first given). The ending's `moving_on` is always the current day. Written by services/plan-endings
 * moving-day.ts.
 */
export const planEndingMovingDayChanges = pgTable(
  'plan_ending_moving_day_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planEndingId: uuid('plan_ending_id')
      .notNull()
      .references(() => planEndings.id, { onDelete: 'cascade' }),
    /** The moving day before and after the change, YYYY-MM-DD. */
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** The London day of the change. */
    changedOn: date('changed_on', { mode: 'string' }).notNull(),
    /** Who changed it: 'applicant' or 'coApplicant'. */
    changedBy: text('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plan_ending_moving_day_changes_differs', sql`"from_day" <> "to_day"`),
    index('plan_ending_moving_day_changes_ending_idx').on(t.planEndingId),
  ],
);
