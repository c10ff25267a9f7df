/** Reading a plan's journal back as the domain's entries (ARCHITECTURE.md §7 "Ledger"). */
import type { JournalEntry, LedgerEventKind, Posting } from '@stairway/domain/ledger-accounts';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';

/** What planJournal needs. */
export type PlanJournalOptions = {
  /** The database, or the caller's transaction. */
  db: Db | Tx;
  /** The plan whose entries to read. */
  planId: string;
};

/** A plan's journal: its entries in the domain's form, and each entry's row id by idempotency key. */
export type PlanJournal = {
  /** In the order they were recorded; each entry's postings in the order they were written. */
  entries: JournalEntry[];
  /** The `ledger_entries.id` (UUID) of each entry, by its idempotency key (the domain's `JournalEntry.id`). */
  rowIds: Map<string, string>;
};

/**
 * Reads every entry of a plan with its postings, as packages/domain/src/ledger-accounts.ts `JournalEntry`s:
 * the domain's `id` is the idempotency key and a reversal's `reverses` the key of the entry it reverses.
 *
 * @param options the database and the plan
 * @returns the entries (amounts in whole pence, debit positive) and their row ids; empty for an unknown plan
 * @throws Error when the database cannot be read
 */
export async function planJournal({ db, planId }: PlanJournalOptions): Promise<PlanJournal> {
  return (await planJournals(db, [planId])).get(planId) ?? { entries: [], rowIds: new Map() };
}

/**
 * The journals of several plans in two queries, not two per plan (a list of plans, such as the console's
 * reconciliation, reads them all at once): each as {@link planJournal} gives it.
 *
 * @param db the database, or the caller's transaction
 * @param planIds the plans (UUIDs); repeats are read once
 * @returns each plan's journal by its id; a plan without entries has an empty journal
 * @throws Error when the database cannot be read
 */
export async function planJournals(
  db: Db | Tx,
  planIds: readonly string[],
): Promise<Map<string, PlanJournal>> {
  const ids = [...new Set(planIds)];
  const journals = new Map<string, PlanJournal>(ids.map((id) => [id, { entries: [], rowIds: new Map() }]));
  if (ids.length === 0) return journals;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.planId, ids))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const postingRows = await db
    .select()
    .from(ledgerPostings)
    .where(inArray(ledgerPostings.planId, ids))
    .orderBy(asc(ledgerPostings.entryId), asc(ledgerPostings.line));
  const postings = new Map<string, Posting[]>();
  for (const row of postingRows) {
    const list = postings.get(row.entryId) ?? [];
    list.push({ account: row.account, pence: Number(row.pence) });
    postings.set(row.entryId, list);
  }
  const keyOf = new Map(rows.map((row) => [row.id, row.idempotencyKey]));
  for (const row of rows) {
    const journal = journals.get(row.planId);
    if (!journal) continue;
    const reverses = row.reversesEntryId === null ? undefined : keyOf.get(row.reversesEntryId);
    journal.entries.push({
      id: row.idempotencyKey,
      planId: row.planId,
      kind: row.kind as LedgerEventKind,
      date: row.entryDate,
      postings: postings.get(row.id) ?? [],
      ...(row.paymentId === null ? {} : { paymentId: row.paymentId }),
      ...(reverses === undefined ? {} : { reverses }),
      ...(row.note === null ? {} : { note: row.note }),
    });
    journal.rowIds.set(row.idempotencyKey, row.id);
  }
  return journals;
}
