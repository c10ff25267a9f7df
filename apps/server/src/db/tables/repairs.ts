/**
 * Repairs of a home on a plan (ARCHITECTURE.md §7 "repairs (matrix, urgency, target dates)"): what the customer
 * reported, who pays by the repair matrix, the target the urgency set, where it stands, its photos and every
 * update (status changes and messages, with who and when). A repair belongs to the plan version in force when it
 * was reported and to the purchase case (the home), so the home's history is read by case. The rules are
 * packages/domain/src/repairs.ts. Exported through db/schema.ts.
 */
import {
  REPAIR_CATEGORIES,
  REPAIR_PAYERS,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  type RepairCategory,
  type RepairPayer,
  type RepairStatus,
  type RepairUrgency,
} from '@stairway/domain/repairs';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { purchaseCases } from './purchase-cases';

/** `"column" in ('A', …)`: a closed set as a CHECK's list (identifiers from the domain, no user text). */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Who reported a repair or wrote a customer's message: the applicant or the co-applicant. */
export type RepairReporter = 'applicant' | 'coApplicant';

/**
 * A repair: the plan and case it belongs to, what is wrong (category, description, urgency), who pays (the
 * matrix's answer when reported; an operator may change it with a reason), the target time the urgency set,
 * the status, a booked visit's day and who reported it.
 */
export const repairs = pgTable(
  'repairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    purchaseCaseId: uuid('purchase_case_id')
      .notNull()
      .references(() => purchaseCases.id, { onDelete: 'cascade' }),
    category: text('category').$type<RepairCategory>().notNull(),
    description: text('description').notNull(),
    urgency: text('urgency').$type<RepairUrgency>().notNull(),
    status: text('status').$type<RepairStatus>().notNull().default('Reported'),
    /** Who pays: Stairway, Customer, or CostDecides (the matrix's threshold, before the cost is known). */
    payer: text('payer').$type<RepairPayer>().notNull(),
    /** Why an operator changed who pays; null while it is the matrix's answer. */
    payerReason: text('payer_reason'),
    /** When it should be done by: reported_at plus the urgency's target hours (settings or the defaults). */
    targetAt: timestamp('target_at', { withTimezone: true }).notNull(),
    /** The booked visit's day, YYYY-MM-DD; null until booked. */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    reportedBy: text('reported_by').$type<RepairReporter>().notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was completed or cancelled; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('repairs_category_known', oneOf('category', REPAIR_CATEGORIES)),
    check('repairs_urgency_known', oneOf('urgency', REPAIR_URGENCIES)),
    check('repairs_status_known', oneOf('status', REPAIR_STATUSES)),
    check('repairs_payer_known', oneOf('payer', REPAIR_PAYERS)),
    /** The operators' queue: open repairs by target (overdue ones have the earliest targets). */
    index('repairs_open_queue_idx')
      .on(t.targetAt, t.reportedAt)
      .where(sql`"status" in ('Reported', 'Scheduled', 'InProgress')`),
    /** The queue with closed repairs too, and counts by status. */
    index('repairs_status_target_idx').on(t.status, t.targetAt),
    /** A home's history, newest first. */
    index('repairs_case_idx').on(t.purchaseCaseId, t.reportedAt.desc()),
    index('repairs_plan_idx').on(t.planId),
  ],
);

/**
 * A repair's history: its report, every status change and every message, by the customer or an operator, with
 * who (the operator's e-mail, or the customer's side) and when. Never updated.
 */
export const repairUpdates = pgTable(
  'repair_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    /** 'customer' or 'operator'. */
    authorKind: text('author_kind').$type<'customer' | 'operator'>().notNull(),
    /** The operator's e-mail, or 'applicant' / 'coApplicant'. */
    author: text('author').notNull(),
    fromStatus: text('from_status').$type<RepairStatus>(),
    /** The status after this update; null for a message alone. */
    toStatus: text('to_status').$type<RepairStatus>(),
    message: text('message'),
    /** Who pays after this update, when it changed it, and why. */
    payer: text('payer').$type<RepairPayer>(),
    payerReason: text('payer_reason'),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('repair_updates_author_kind', sql`${t.authorKind} in ('customer', 'operator')`),
    index('repair_updates_repair_idx').on(t.repairId, t.createdAt),
  ],
);

/** A photo the customer added to a report: its stored file (claimed in upload_claims as repairPhoto). */
export const repairPhotos = pgTable(
  'repair_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The media type sniffed from its first bytes: image/jpeg, image/png or image/webp. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Its place among the report's photos, from 0. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repair_photos_repair_idx').on(t.repairId, t.position)],
);
