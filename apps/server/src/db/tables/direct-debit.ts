/**
 * The plan's monthly payments by Direct Debit (decision 071): the mandate a customer gives at the provider,
 * the collections the plan asks for (packages/domain/src/plan-collections.ts) and each attempt at one, which
 * is one payment at the provider. The money itself is recorded in the ledger (tables/ledger.ts), keyed by the
 * provider's payment id, so that the ledger and the provider can be reconciled. Exported through db/schema.ts.
 */
import { COLLECTION_STATUSES, type CollectionStatus } from '@stairway/domain/plan-collections';
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
import { plans } from './plans';
import { purchaseCases } from './purchase-cases';

/** Where a mandate stands here: being set up at the provider, then the provider's pending, active or inactive. */
export type MandateRowStatus = 'setting-up' | 'pending' | 'active' | 'inactive' | 'cancelled';

/** `"column" in (…)`: a list of domain identifiers as a CHECK's list (no user text). */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A Direct Debit mandate of a signed plan: started when the customer goes to the provider's page (`setting-up`,
 * with the provider's setup id), then the provider's mandate. At most one mandate of a case is live (setting
 * up, pending or active) at a time.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseCaseId: uuid('purchase_case_id')
      .notNull()
      .references(() => purchaseCases.id, { onDelete: 'cascade' }),
    /** The signed plan version the payments are for (its id is the ledger's plan id). */
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'sandbox'. */
    provider: text('provider').$type<'stripe' | 'sandbox'>().notNull(),
    /** The provider's id of the hosted setup (Stripe's Checkout Session; the sandbox's reference). */
    setupId: text('setup_id').notNull().unique(),
    status: text('status').$type<MandateRowStatus>().notNull().default('setting-up'),
    /** The provider's ids, once the mandate is given. */
    mandateId: text('mandate_id'),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** The account as it may be shown, e.g. "Sort code 20-00-00, account ending 5678". */
    bankLabel: text('bank_label'),
    /** Who started it: the applicant's e-mail then. */
    startedBy: text('started_by').notNull(),
    /** The London day the mandate came into force (the deposit is due then). */
    activeOn: date('active_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'direct_debit_mandates_status_known',
      oneOf('status', ['setting-up', 'pending', 'active', 'inactive', 'cancelled']),
    ),
    check('direct_debit_mandates_provider_known', oneOf('provider', ['stripe', 'sandbox'])),
    uniqueIndex('direct_debit_mandates_one_live_idx')
      .on(t.purchaseCaseId)
      .where(sql`"status" in ('setting-up', 'pending', 'active')`),
    uniqueIndex('direct_debit_mandates_provider_mandate_idx').on(t.provider, t.mandateId),
  ],
);

/**
 * One collection the plan asks for (packages/domain `collectionsDue`): number 0 is the deposit, n the n-th
 * monthly payment; at most one row per plan and number, so the job that creates them may run any number of
 * times on any number of servers.
 */
export const planCollections = pgTable(
  'plan_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    mandateRowId: uuid('mandate_row_id')
      .notNull()
      .references(() => directDebitMandates.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind').$type<'deposit' | 'monthly'>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Pence in all; rent and equity contribution in it, pence (0 for the deposit). */
    amountPence: integer('amount_pence').notNull(),
    rentPence: integer('rent_pence').notNull(),
    equityPence: integer('equity_pence').notNull(),
    status: text('status').$type<CollectionStatus>().notNull().default('scheduled'),
    /** Attempts made so far (each one payment at the provider). */
    attempts: integer('attempts').notNull().default(0),
    /** While retrying: the London day of the next attempt. */
    nextAttemptOn: date('next_attempt_on', { mode: 'string' }),
    /** The last failure's reason in words. */
    failureReason: text('failure_reason'),
    /** The London day it was paid. */
    paidOn: date('paid_on', { mode: 'string' }),
    /** Set while one process asks the provider for an attempt, so that no other does the same. */
    submittingSince: timestamp('submitting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plan_collections_plan_number_unique').on(t.planId, t.number),
    check('plan_collections_status_known', oneOf('status', COLLECTION_STATUSES)),
    check('plan_collections_kind_known', oneOf('kind', ['deposit', 'monthly'])),
    check(
      'plan_collections_amounts',
      sql`"amount_pence" > 0 and "rent_pence" >= 0 and "equity_pence" >= 0 and "number" >= 0`,
    ),
    check('plan_collections_retry_date', sql`("status" = 'retrying') = ("next_attempt_on" is not null)`),
    /** Serves the job's "what is due to be asked for" scan. */
    index('plan_collections_due_idx').on(t.status, t.nextAttemptOn),
  ],
);

/** One attempt at a collection: one payment at the provider, and what the bank answered. */
export const planCollectionAttempts = pgTable(
  'plan_collection_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => planCollections.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt. */
    attempt: integer('attempt').notNull(),
    /** The provider's payment id (Stripe's PaymentIntent; the sandbox's payment). */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('plan_collection_attempts_number_unique').on(t.collectionId, t.attempt),
    check('plan_collection_attempts_status_known', oneOf('status', ['pending', 'paid', 'failed'])),
  ],
);
