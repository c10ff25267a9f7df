/**
 * The value of a plan's home and what the customer does with it (ARCHITECTURE.md §7 "Valuations (index-based
 * each quarter, a surveyor's figure when recorded), equity purchases … exit (buy-out quote …)"; decision 073).
 * Exported through db/schema.ts.
 *
 * - `house_price_index`: the UK House Price Index by area and property type, month by month, as HM Land
 *   Registry publishes it (seeded from the bundled figures, more imported with `npm run ops -- import-hpi`).
 * - `home_valuations`: each value of a plan's home: the agreed price at purchase, each quarter's index
 *   revaluation, and a surveyor's figure an operator records. Never updated: a new value is a new row.
 * - `equity_purchases`: an extra payment towards the home, through the payment provider's checkout.
 * - `buy_out_quotes`: a quote to buy the rest at the latest value, valid until a stated day.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { plans } from './plans';

/** The property types of the UK HPI's series (its Detached, SemiDetached, Terraced and Flat columns), or all. */
export type HpiPropertyType = 'all' | 'detached' | 'semi-detached' | 'terraced' | 'flat';

/** One month of one UK HPI series: the index level (any base, January 2023 = 100 in the 2025 files). */
export const housePriceIndex = pgTable(
  'house_price_index',
  {
    /** The ONS code of the area (E06000046 for the Isle of Wight, K02000001 for the UK). */
    areaCode: text('area_code').notNull(),
    /** The area's name as published. */
    areaName: text('area_name').notNull(),
    propertyType: text('property_type').$type<HpiPropertyType>().notNull(),
    /** The month, YYYY-MM. */
    month: text('month').notNull(),
    /** The index level that month. */
    level: doublePrecision('level').notNull(),
    /** Where the figure comes from (the file and its publisher). */
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.areaCode, t.propertyType, t.month] }),
    check('house_price_index_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('house_price_index_level_positive', sql`${t.level} > 0`),
  ],
);

/** How a value was arrived at. */
export type ValuationKind = 'purchase' | 'index' | 'surveyor';

/** One value of a plan's home, whole pounds, with how it was worked out. */
export const homeValuations = pgTable(
  'home_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed plan version (plans.id), as the ledger names the plan. */
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ValuationKind>().notNull(),
    /** The value, whole pounds. */
    valuePounds: integer('value_pounds').notNull(),
    /** The day the value is for (YYYY-MM-DD). */
    valuedOn: date('valued_on', { mode: 'string' }).notNull(),
    /** For an index revaluation: the value it moved on from (the purchase price or a surveyor's figure). */
    basisValuationId: uuid('basis_valuation_id'),
    /** For an index revaluation: the series used (area code and property type) and its two months and levels. */
    indexAreaCode: text('index_area_code'),
    indexAreaName: text('index_area_name'),
    indexPropertyType: text('index_property_type').$type<HpiPropertyType>(),
    indexFromMonth: text('index_from_month'),
    indexFromLevel: doublePrecision('index_from_level'),
    indexToMonth: text('index_to_month'),
    indexToLevel: doublePrecision('index_to_level'),
    /** For a surveyor's figure: the surveyor or firm, as the operator recorded it. */
    surveyor: text('surveyor'),
    /** Who recorded it: an operator's e-mail, or 'system' for the purchase price and the quarterly job. */
    recordedBy: text('recorded_by').notNull(),
    /** Why, in words (e.g. "no index figure newer than the basis"). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_valuations_value_positive', sql`${t.valuePounds} > 0`),
    check('home_valuations_kind_known', sql`${t.kind} in ('purchase', 'index', 'surveyor')`),
    unique('home_valuations_plan_kind_day_unique').on(t.planId, t.kind, t.valuedOn),
    index('home_valuations_plan_idx').on(t.planId, t.valuedOn),
  ],
);

/** An extra payment towards the home at the latest value, paid through the payment provider's checkout. */
export const equityPurchases = pgTable(
  'equity_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The checkout (payments.purpose 'equity-purchase'): its status is the purchase's. */
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The amount, pence. */
    amountPence: integer('amount_pence').notNull(),
    /** The valuation it was priced at, and that value, whole pounds. */
    valuationId: uuid('valuation_id').references(() => homeValuations.id, { onDelete: 'set null' }),
    valuePounds: integer('value_pounds').notNull(),
    /** The equity held when it was asked for, pence. */
    equityBeforePence: integer('equity_before_pence').notNull(),
    /** Who asked: 'applicant' or 'coApplicant'. */
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('equity_purchases_amount_positive', sql`${t.amountPence} > 0`),
    index('equity_purchases_plan_idx').on(t.planId),
  ],
);

/** A quote to buy the rest of the home at the latest value. */
export const buyOutQuotes = pgTable(
  'buy_out_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    valuationId: uuid('valuation_id').references(() => homeValuations.id, { onDelete: 'set null' }),
    /** The price the quote is at (the latest value), whole pounds. */
    pricePounds: integer('price_pounds').notNull(),
    /** The deposit and equity held that count towards it, pence. */
    equityHeldPence: integer('equity_held_pence').notNull(),
    /** What is left to pay (the price less the equity held), pence. */
    toPayPence: integer('to_pay_pence').notNull(),
    /** The last day the quote holds (YYYY-MM-DD). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('buy_out_quotes_price_positive', sql`${t.pricePounds} > 0`),
    index('buy_out_quotes_plan_idx').on(t.planId, t.createdAt),
  ],
);

/**
 * A change of a plan's monthly rent, given by notice (decision 074): the new rent, the day it applies from (the
 * monthly payments due on or after it use it), the day the notice was given and why. Never updated, except to record
 * its withdrawal before its day (a mistaken notice; a corrected one is a new notice).
 */
export const rentChanges = pgTable(
  'rent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The new monthly rent, whole pounds. */
    monthlyRent: integer('monthly_rent').notNull(),
    /** The rent before it, whole pounds (for the notice). */
    previousRent: integer('previous_rent').notNull(),
    /** The first day it applies (YYYY-MM-DD). */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The day the notice was given (YYYY-MM-DD). */
    noticeGivenOn: date('notice_given_on', { mode: 'string' }).notNull(),
    /** Why, in words, as the notice gives it. */
    reason: text('reason').notNull(),
    /** The operator who gave it (their e-mail). */
    givenBy: text('given_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the notice was withdrawn before its day (a mistaken or corrected notice); null while it stands. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Why it was withdrawn, as the customer is told. */
    withdrawalReason: text('withdrawal_reason'),
    /** The operator who withdrew it (their e-mail). */
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [
    check('rent_changes_rent_positive', sql`${t.monthlyRent} > 0 and ${t.previousRent} > 0`),
    check(
      'rent_changes_withdrawal_whole',
      sql`(${t.withdrawnAt} is null) = (${t.withdrawalReason} is null) and (${t.withdrawnAt} is null) = (${t.withdrawnBy} is null)`,
    ),
    // One standing notice a day; a withdrawn one leaves the day free for a corrected notice.
    uniqueIndex('rent_changes_plan_effective_unique')
      .on(t.planId, t.effectiveFrom)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);
