/**
 * The plan ledger (ARCHITECTURE.md §7 "Ledger"): journal entries and their postings, double-entry in whole
 * pence. Exported through db/schema.ts. The rules themselves are in packages/domain/src/ledger*.ts; the
 * database enforces what must never be broken whoever writes (migration 0031, hand-written SQL): entries and
 * postings are never updated, deleted or truncated (a correction is a reversing entry), and every entry has at
 * least two postings summing to zero, checked at commit.
 *
 * Ledger rows are financial records kept for six years: account deletion and retention never delete them.
 */
import { LEDGER_ACCOUNTS, type LedgerAccount, type LedgerEventKind } from '@stairway/domain/ledger-accounts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** Every kind of entry (packages/domain `LedgerEventKind`): a record, so that the compiler asks for a new kind. */
const KINDS: Record<LedgerEventKind, true> = {
  'deposit-paid': true,
  'equity-bought': true,
  'collection-confirmed': true,
  'collection-failed': true,
  'fee-charged': true,
  'refund-agreed': true,
  'refund-paid': true,
  adjustment: true,
  reversal: true,
  'buy-out-completed': true,
};

/** Every kind of entry, for the database's check. */
export const LEDGER_ENTRY_KINDS = Object.keys(KINDS) as LedgerEventKind[];

/** A list of names as SQL string literals, e.g. `'bank', 'arrears'` (the names are the domain's constants). */
const literals = (names: readonly string[]) => sql.raw(names.map((name) => `'${name}'`).join(', '));

/**
 * One journal entry: one business event of a plan (ARCHITECTURE.md §7). Its idempotency key (the domain's
 * `JournalEntry.id`) is unique within the plan, so the same event is recorded once. A reversal names the entry
 * it reverses, of the same plan, and an entry is reversed at most once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The plan whose accounts the entry posts to: the signed plan version's id (`plans.id`, decision 071), as text
     * with no foreign key on purpose, so that the financial record outlives an erased account's plan.
     */
    planId: text('plan_id').notNull(),
    /** The event's idempotency key (the domain's `JournalEntry.id`), unique per plan. */
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<LedgerEventKind>().notNull(),
    /** The day of the event (YYYY-MM-DD), as the domain gives it. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** The payment provider's id of the money that moved, for the events that move money (reconciliation). */
    paymentId: text('payment_id'),
    /** For a reversal: the entry it reverses (same plan; unique, so an entry is reversed at most once). */
    reversesEntryId: uuid('reverses_entry_id'),
    /** Why, in words (required by the domain for adjustments, fees, refunds agreed and reversals). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_plan_key_unique').on(t.planId, t.idempotencyKey),
    unique('ledger_entries_reverses_unique').on(t.reversesEntryId),
    /** The target of the same-plan reversal key below. */
    unique('ledger_entries_plan_id_unique').on(t.planId, t.id),
    foreignKey({
      name: 'ledger_entries_reverses_same_plan_fk',
      columns: [t.planId, t.reversesEntryId],
      foreignColumns: [t.planId, t.id],
    }),
    check('ledger_entries_kind_known', sql`${t.kind} in (${literals(LEDGER_ENTRY_KINDS)})`),
    check(
      'ledger_entries_reversal_names_entry',
      sql`(${t.kind} = 'reversal') = (${t.reversesEntryId} is not null)`,
    ),
    index('ledger_entries_plan_date_idx').on(t.planId, t.entryDate),
  ],
);

/**
 * One line of an entry: an account of the plan and a signed whole number of pence, debit positive and credit
 * negative (packages/domain/src/ledger-accounts.ts), never zero. `line` keeps the entry's order of postings.
 * `plan_id` repeats the entry's (checked by the foreign key) so that balances are summed from this table alone.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    entryId: uuid('entry_id').notNull(),
    planId: text('plan_id').notNull(),
    /** 1, 2, … within the entry. */
    line: integer('line').notNull(),
    account: text('account').$type<LedgerAccount>().notNull(),
    /** Signed whole pence: debit positive, credit negative. */
    pence: bigint('pence', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.line] }),
    foreignKey({
      name: 'ledger_postings_entry_fk',
      columns: [t.planId, t.entryId],
      foreignColumns: [ledgerEntries.planId, ledgerEntries.id],
    }),
    check('ledger_postings_account_known', sql`${t.account} in (${literals(LEDGER_ACCOUNTS)})`),
    check('ledger_postings_pence_not_zero', sql`${t.pence} <> 0`),
    check('ledger_postings_line_positive', sql`${t.line} > 0`),
    index('ledger_postings_plan_account_idx').on(t.planId, t.account),
  ],
);
