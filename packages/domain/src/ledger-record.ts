/**
 * Adding an entry to a plan's ledger as the database will (ARCHITECTURE.md §7): the checks of {@link recordEntry}.
 * Re-exported by ledger.ts. Pure: no I/O, no clock.
 */
import {
  balances,
  isBalanced,
  type JournalEntry,
  LEDGER_ACCOUNT_LABELS,
  NON_NEGATIVE_ACCOUNTS,
  normalBalance,
} from './ledger-accounts';

/** The result of {@link recordEntry}: the plan's entries after it, or why it was refused. */
export type RecordResult =
  | { ok: true; entries: readonly JournalEntry[]; duplicate: boolean }
  | { ok: false; error: string };

/** Whether two entries record the same thing (same key, plan, kind, day, postings, payment, reversal, note). */
function sameEntry(a: JournalEntry, b: JournalEntry): boolean {
  return (
    JSON.stringify([a.id, a.planId, a.kind, a.date, a.postings, a.paymentId, a.reverses, a.note]) ===
    JSON.stringify([b.id, b.planId, b.kind, b.date, b.postings, b.paymentId, b.reverses, b.note])
  );
}

/**
 * Adds an entry to a plan's ledger, as the database will (ARCHITECTURE.md §7): entries are only ever added;
 * the same event twice is recorded once (its idempotency key); an entry must balance; a reversal must reverse
 * an entry of the ledger, once, exactly; and no account of `NON_NEGATIVE_ACCOUNTS` (deposit held, equity held,
 * refunds due, arrears) may go below zero on its normal side (the issue: "balances never go negative where the
 * rules forbid it").
 *
 * @param entries the plan's entries so far (not changed)
 * @param entry the new entry (from {@link entryFor})
 * @returns `{ ok: true, entries, duplicate }` (a new array with the entry, or the same entries when it was
 *   already recorded), or `{ ok: false, error }` saying why not
 */
export function recordEntry(entries: readonly JournalEntry[], entry: JournalEntry): RecordResult {
  const existing = entries.find((other) => other.id === entry.id);
  if (existing) {
    return sameEntry(existing, entry)
      ? { ok: true, entries, duplicate: true }
      : { ok: false, error: `The key ${entry.id} was already used for a different entry` };
  }
  if (entries.length > 0 && entries[0]!.planId !== entry.planId) {
    return { ok: false, error: `Entry ${entry.id} is for plan ${entry.planId}, not ${entries[0]!.planId}` };
  }
  if (!isBalanced(entry))
    return { ok: false, error: `Entry ${entry.id} does not balance: its postings must sum to 0p` };
  if (entry.kind === 'reversal') {
    const original = entries.find((other) => other.id === entry.reverses);
    if (!original)
      return { ok: false, error: `Entry ${entry.id} reverses ${entry.reverses}, which is not in the ledger` };
    if (entries.some((other) => other.kind === 'reversal' && other.reverses === original.id)) {
      return { ok: false, error: `Entry ${original.id} has already been reversed` };
    }
    const expected = original.postings.map((posting) => ({
      account: posting.account,
      pence: -posting.pence + 0,
    }));
    if (
      JSON.stringify(expected) !== JSON.stringify(entry.postings) ||
      entry.paymentId !== original.paymentId
    ) {
      return { ok: false, error: `Entry ${entry.id} does not exactly reverse ${original.id}` };
    }
  }
  const after = balances([...entries, entry]);
  for (const account of NON_NEGATIVE_ACCOUNTS) {
    const balance = normalBalance(account, after[account]);
    if (balance < 0) {
      return {
        ok: false,
        error: `Entry ${entry.id} would take ${LEDGER_ACCOUNT_LABELS[account]} below 0p (${balance}p)`,
      };
    }
  }
  return { ok: true, entries: [...entries, entry], duplicate: false };
}
