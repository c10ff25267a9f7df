/** Recording a business event in a plan's ledger (ARCHITECTURE.md §7 "Ledger"). */

import { isCalendarDate } from '@stairway/domain/calendar-date';
import { recordEntry } from '@stairway/domain/ledger';
import { isBalanced, type JournalEntry } from '@stairway/domain/ledger-accounts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { planJournal } from './plan-journal';

/** What recordLedgerEntry needs. */
export type RecordLedgerEntryOptions = {
  /** The database, or a transaction the entry joins (its writes then commit or roll back with it). */
  db: Db | Tx;
  /** The entry, from packages/domain/src/ledger.ts `entryFor` (or `reverse`); amounts in whole pence. */
  entry: JournalEntry;
};

/** What recordLedgerEntry did. */
export type RecordedLedgerEntry = {
  /** The entry's row id (`ledger_entries.id`, a UUID): the new row's, or the existing one's. */
  entryId: string;
  /** True when the same entry was already recorded under its key, and nothing was written. */
  duplicate: boolean;
};

/**
 * Records a journal entry and its postings in one transaction (ARCHITECTURE.md §7: "every business event … is
 * one journal entry whose postings sum to zero, with the event's idempotency key; … corrections are reversing
 * entries"). The domain's checks run first, on the entry alone (packages/domain `isBalanced`) and then on the
 * plan's journal read under a per-plan lock (`recordEntry`: a reversal reverses an entry of the plan exactly and
 * once; no deposit held, equity held, refunds due or arrears goes below 0p). The database checks again whoever
 * writes (migration 0031_plan_ledger: postings sum to zero at commit, rows never change).
 *
 * Idempotent on (plan, idempotency key): recording the same entry again writes nothing and returns the first
 * row's id with `duplicate: true`.
 *
 * @param options the database and the entry (pence: signed whole numbers, debit positive)
 * @returns the entry's row id, and whether it was already recorded
 * @throws AppError BAD_USER_INPUT when the entry does not balance, its date is not YYYY-MM-DD, a reversal does
 *   not exactly reverse an entry of the plan, or an account would go below 0p; CONFLICT when the key was used
 *   for a different entry of the plan, or the entry it reverses has already been reversed
 */
export async function recordLedgerEntry({
  db,
  entry,
}: RecordLedgerEntryOptions): Promise<RecordedLedgerEntry> {
  if (!isBalanced(entry)) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Ledger entry ${entry.id} does not balance: it needs two or more non-zero postings of whole pence summing to 0p.`,
    );
  }
  if (!isCalendarDate(entry.date)) {
    throw new AppError('BAD_USER_INPUT', `Ledger entry ${entry.id} needs a real date, YYYY-MM-DD.`);
  }
  try {
    return await db.transaction(async (tx) => {
      // One writer per plan at a time, so that the journal read below is the one the entry joins.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ledger:${entry.planId}`}, 0))`);
      const journal = await planJournal({ db: tx, planId: entry.planId });
      const result = recordEntry(journal.entries, entry);
      const existingId = journal.rowIds.get(entry.id);
      if (!result.ok) {
        const alreadyReversed =
          entry.kind === 'reversal' &&
          journal.entries.some((other) => other.kind === 'reversal' && other.reverses === entry.reverses);
        throw new AppError(existingId || alreadyReversed ? 'CONFLICT' : 'BAD_USER_INPUT', `${result.error}.`);
      }
      if (result.duplicate && existingId) return { entryId: existingId, duplicate: true };
      const reversesEntryId = entry.reverses === undefined ? null : journal.rowIds.get(entry.reverses);
      const [row] = await tx
        .insert(ledgerEntries)
        .values({
          planId: entry.planId,
          idempotencyKey: entry.id,
          kind: entry.kind,
          entryDate: entry.date,
          paymentId: entry.paymentId ?? null,
          reversesEntryId: reversesEntryId ?? null,
          note: entry.note ?? null,
        })
        .returning({ id: ledgerEntries.id });
      if (!row) throw new Error('The ledger entry was not saved.');
      await tx.insert(ledgerPostings).values(
        entry.postings.map((posting, index) => ({
          entryId: row.id,
          planId: entry.planId,
          line: index + 1,
          account: posting.account,
          pence: posting.pence,
        })),
      );
      return { entryId: row.id, duplicate: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        `Ledger entry ${entry.id} conflicts with one already recorded (its key, or the entry it reverses).`,
      );
    }
    throw error;
  }
}
