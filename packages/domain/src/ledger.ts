/**
 * The plan ledger's posting rules (ARCHITECTURE.md §7 "every business event (collection confirmed or failed,
 * equity bought, fee, adjustment, refund) is one journal entry whose postings sum to zero, with the event's
 * idempotency key; entries are never updated or deleted …, corrections are reversing entries"; the issue's
 * events: deposit paid, collection confirmed, collection failed, fee, adjustment). The chart of accounts and
 * the sign convention (debit positive, credit negative, whole pence) are in ledger-accounts.ts, re-exported
 * here with the collection split (ledger-collection.ts) and the reconciliation (ledger-reconcile.ts). Pure:
 * no I/O, no clock.
 */
import { isCalendarDate } from './calendar-date';
import {
  assertPence,
  isBalanced,
  type JournalEntry,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type Posting,
} from './ledger-accounts';
import { type BuyOutCompletion, buyOutCompletionPairs } from './ledger-buy-out';
import { type CollectionDue, splitCollection } from './ledger-collection';

export * from './ledger-accounts';
export * from './ledger-buy-out';
export * from './ledger-collection';
export * from './ledger-reconcile';
export * from './ledger-record';

/** What every event has: its idempotency key, its plan and its day (YYYY-MM-DD). */
type EventBase = { id: string; planId: string; date: string };

/** A business event to record (ARCHITECTURE.md §7; the list), amounts in pence. */
export type LedgerEvent = EventBase &
  (
    | { kind: 'deposit-paid'; paymentId: string; amountPence: number }
    | { kind: 'equity-bought'; paymentId: string; amountPence: number }
    | { kind: 'collection-confirmed'; paymentId: string; amountPence: number; due: CollectionDue }
    | { kind: 'collection-failed'; paymentId?: string; rentPence: number; equityPence: number }
    | { kind: 'fee-charged'; feePence: number; note: string }
    | { kind: 'refund-agreed'; amountPence: number; from: 'deposit-held' | 'equity-held'; note: string }
    | { kind: 'refund-paid'; paymentId: string; amountPence: number }
    | { kind: 'adjustment'; debit: LedgerAccount; credit: LedgerAccount; amountPence: number; note: string }
    | { kind: 'reversal'; entry: JournalEntry; note: string }
    | ({ kind: 'buy-out-completed'; paymentId: string } & BuyOutCompletion)
  );

/** The postings of pairs (account, pence), summed by account, without zeros, in chart order. */
function postingsOf(pairs: ReadonlyArray<readonly [LedgerAccount, number]>): Posting[] {
  const sums = new Map<LedgerAccount, number>();
  for (const [account, pence] of pairs) sums.set(account, (sums.get(account) ?? 0) + pence);
  return LEDGER_ACCOUNTS.filter((account) => (sums.get(account) ?? 0) !== 0).map((account) => ({
    account,
    pence: sums.get(account)! + 0,
  }));
}

/** A required text (a note, an id), trimmed; an Error naming it when empty. */
function required(value: string | undefined, what: string): string {
  const text = value?.trim() ?? '';
  if (text === '') throw new Error(`${what} is required`);
  return text;
}

/**
 * The reversing entry of an entry (ARCHITECTURE.md §7 "corrections are reversing entries"): every posting
 * negated, so that both together leave the balances as they were before the entry.
 *
 * @param entry the entry to correct
 * @param reversal the reversal's own idempotency key, day (YYYY-MM-DD) and why
 * @returns a new `reversal` entry that `reverses` the entry, with its payment id (so the reconciliation nets
 *   them); the entry itself is not changed
 * @throws Error when the entry does not balance, the date is not YYYY-MM-DD, or the key or the note is missing
 */
export function reverse(
  entry: JournalEntry,
  reversal: { id: string; date: string; note: string },
): JournalEntry {
  if (!isBalanced(entry)) throw new Error(`Entry ${entry.id} does not balance, so it cannot be reversed`);
  if (!isCalendarDate(reversal.date))
    throw new Error(`The date must be a real date, YYYY-MM-DD, got "${reversal.date}"`);
  return {
    id: required(reversal.id, 'The reversal’s key'),
    planId: entry.planId,
    kind: 'reversal',
    date: reversal.date,
    postings: entry.postings.map((posting) => ({ account: posting.account, pence: -posting.pence + 0 })),
    ...(entry.paymentId === undefined ? {} : { paymentId: entry.paymentId }),
    reverses: entry.id,
    note: required(reversal.note, 'Why the entry is reversed'),
  };
}

/**
 * The journal entry of a business event: the posting rules (see ledger-accounts.ts for the accounts).
 * - deposit paid: Dr bank, Cr deposit held;
 * - collection confirmed: Dr bank the amount; Cr arrears, rent received, equity held and refunds due as
 *   {@link splitCollection} spends it; the month's rent it did not cover Dr arrears, Cr rent due;
 * - collection failed: the month's rent Dr arrears, Cr rent due (the missed equity contribution is no debt);
 * - fee charged: Dr arrears, Cr fees (collected later with the arrears);
 * - refund agreed: Dr deposit held or equity held, Cr refunds due; refund paid: Dr refunds due, Cr bank;
 * - adjustment: Dr one account, Cr another, with a note;
 * - buy-out completed: see ledger-buy-out.ts `buyOutCompletionPairs` (what is held applied to the price);
 * - reversal: {@link reverse}.
 *
 * @param event the event, amounts in pence
 * @returns one balanced entry keyed by the event's id
 * @throws RangeError when an amount is not a positive safe whole number of pence; Error when the id, plan,
 *   payment id or a required note is missing, the date is not YYYY-MM-DD, an account is unknown, or the event
 *   would post nothing
 */
export function entryFor(event: LedgerEvent): JournalEntry {
  if (event.kind === 'reversal') return reverse(event.entry, event);
  const base = {
    id: required(event.id, 'The event’s key'),
    planId: required(event.planId, 'The plan'),
    date: event.date,
  };
  if (!isCalendarDate(event.date))
    throw new Error(`The date must be a real date, YYYY-MM-DD, got "${event.date}"`);
  const entry = (kind: JournalEntry['kind'], pairs: Array<readonly [LedgerAccount, number]>, extra = {}) => {
    const postings = postingsOf(pairs);
    if (postings.length < 2) throw new Error(`The ${kind} event ${event.id} posts nothing`);
    const made: JournalEntry = { ...base, kind, postings, ...extra };
    if (!isBalanced(made)) throw new Error(`The ${kind} event ${event.id} does not balance`);
    return made;
  };
  switch (event.kind) {
    case 'deposit-paid':
    case 'equity-bought': {
      // Money in for the customer to hold: the deposit, or extra equity bought by card (decision 073).
      const deposit = event.kind === 'deposit-paid';
      const amount = assertPence(event.amountPence, deposit ? 'The deposit' : 'The equity bought');
      const paymentId = required(event.paymentId, 'The payment id');
      return entry(
        event.kind,
        [
          ['bank', amount],
          [deposit ? 'deposit-held' : 'equity-held', -amount],
        ],
        { paymentId },
      );
    }
    case 'collection-confirmed': {
      const split = splitCollection(event.amountPence, event.due);
      const paymentId = required(event.paymentId, 'The payment id');
      return entry(
        'collection-confirmed',
        [
          ['bank', event.amountPence],
          ['arrears', -split.arrearsPaid],
          ['rent-received', -split.rentPaid],
          ['equity-held', -split.equityPaid],
          ['refunds-due', -split.overpaid],
          ['arrears', split.rentUnpaid],
          ['rent-due', -split.rentUnpaid],
        ],
        { paymentId },
      );
    }
    case 'collection-failed': {
      const rent = assertPence(event.rentPence, 'The rent');
      assertPence(event.equityPence, 'The equity contribution', { positive: false });
      return entry(
        'collection-failed',
        [
          ['arrears', rent],
          ['rent-due', -rent],
        ],
        event.paymentId ? { paymentId: event.paymentId } : {},
      );
    }
    case 'fee-charged': {
      const fee = assertPence(event.feePence, 'The fee');
      return entry(
        'fee-charged',
        [
          ['arrears', fee],
          ['fees', -fee],
        ],
        { note: required(event.note, 'What the fee is for') },
      );
    }
    case 'refund-agreed': {
      const amount = assertPence(event.amountPence, 'The refund');
      if (event.from !== 'deposit-held' && event.from !== 'equity-held') {
        throw new Error(`A refund comes from the deposit or the equity held, not "${String(event.from)}"`);
      }
      return entry(
        'refund-agreed',
        [
          [event.from, amount],
          ['refunds-due', -amount],
        ],
        { note: required(event.note, 'Why the refund is due') },
      );
    }
    case 'refund-paid': {
      const amount = assertPence(event.amountPence, 'The refund paid');
      const paymentId = required(event.paymentId, 'The payment id');
      return entry(
        'refund-paid',
        [
          ['refunds-due', amount],
          ['bank', -amount],
        ],
        { paymentId },
      );
    }
    case 'buy-out-completed':
      return entry('buy-out-completed', buyOutCompletionPairs(event), {
        paymentId: required(event.paymentId, 'The payment id'),
      });
    case 'adjustment': {
      const amount = assertPence(event.amountPence, 'The adjustment');
      for (const account of [event.debit, event.credit]) {
        if (!LEDGER_ACCOUNTS.includes(account)) throw new Error(`Unknown account "${String(account)}"`);
      }
      if (event.debit === event.credit)
        throw new Error('An adjustment moves money between two different accounts');
      return entry(
        'adjustment',
        [
          [event.debit, amount],
          [event.credit, -amount],
        ],
        { note: required(event.note, 'Why the adjustment is made') },
      );
    }
  }
}
