/**
 * The plan ledger's chart of accounts, its journal entries and their arithmetic (ARCHITECTURE.md §7 "Ledger:
 * double-entry in integer pence. Accounts per plan (deposit held, equity held, rent due, rent received,
 * arrears, fees, refunds due) … every business event … is one journal entry whose postings sum to zero …
 * balances are sums of postings"). The posting rules are in ledger.ts; the reconciliation with the payment
 * provider in ledger-reconcile.ts. Pure: no I/O, no clock.
 *
 * Sign convention: a posting is a whole number of pence, a debit positive and a credit negative, so an
 * entry's postings sum to zero. Each account has a normal side: {@link normalBalance} turns a sum of postings
 * into the balance as the account is read (what is held, owed or earned, positive in normal use).
 *
 * Chart of accounts, one set per plan (Stairway's books for the plan):
 *
 * | account         | side   | what it is                                                                   |
 * |-----------------|--------|------------------------------------------------------------------------------|
 * | `bank`          | debit  | money received for the plan through the payment provider, less money paid out |
 * | `arrears`       | debit  | what the customer owes: rent of failed collections, fees not yet paid        |
 * | `deposit-held`  | credit | the customer's deposit, held for them                                        |
 * | `equity-held`   | credit | the customer's equity contributions, held for them                           |
 * | `refunds-due`   | credit | money owed back to the customer (overpayments, refunds agreed), until paid  |
 * | `rent-received` | credit | rent paid on the day its collection was made (income)                       |
 * | `rent-due`      | credit | rent that fell due on a failed collection (income earned, owed in arrears)  |
 * | `fees`          | credit | fees charged to the customer (income)                                        |
 * | `home-sale`     | credit | the price the customer paid for the home on buying the rest (ledger-buy-out) |
 *
 * `bank` is the provider's side (the reconciliation reads it); `arrears` the customer's. The rent earned is
 * `rent-received` plus `rent-due`.
 */

/** The accounts of a plan, in the order statements list them (see the chart above). */
export const LEDGER_ACCOUNTS = [
  'bank',
  'arrears',
  'deposit-held',
  'equity-held',
  'refunds-due',
  'rent-received',
  'rent-due',
  'fees',
  'home-sale',
] as const;
/** One of {@link LEDGER_ACCOUNTS}. */
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Each account as statements name it. */
export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccount, string> = {
  bank: 'Bank',
  arrears: 'Arrears',
  'deposit-held': 'Deposit held',
  'equity-held': 'Equity held',
  'refunds-due': 'Refunds due',
  'rent-received': 'Rent received',
  'rent-due': 'Rent due',
  fees: 'Fees',
  'home-sale': 'Home sold',
};

/** The side an account's balance normally sits on: debit (what is held or owed to Stairway) or credit. */
export const LEDGER_NORMAL_SIDE: Record<LedgerAccount, 'debit' | 'credit'> = {
  bank: 'debit',
  arrears: 'debit',
  'deposit-held': 'credit',
  'equity-held': 'credit',
  'refunds-due': 'credit',
  'rent-received': 'credit',
  'rent-due': 'credit',
  fees: 'credit',
  'home-sale': 'credit',
};

/**
 * The accounts whose balance (on their normal side) may never be below zero: Stairway cannot hold less than
 * nothing of the customer's deposit or equity, owe less than nothing, nor be owed less than nothing (the issue:
 * "balances never go negative where the rules forbid it"). `bank` and the income accounts may go either way
 * through adjustments (a waived fee, money paid out of the plan's account).
 */
export const NON_NEGATIVE_ACCOUNTS: readonly LedgerAccount[] = [
  'arrears',
  'deposit-held',
  'equity-held',
  'refunds-due',
];

/** One line of an entry: an account and a signed whole number of pence (debit positive, credit negative). */
export type Posting = { account: LedgerAccount; pence: number };

/** The business events of ARCHITECTURE.md §7 and the issue, as a journal entry records them. */
export type LedgerEventKind =
  | 'deposit-paid'
  | 'equity-bought'
  | 'collection-confirmed'
  | 'collection-failed'
  | 'fee-charged'
  | 'refund-agreed'
  | 'refund-paid'
  | 'adjustment'
  | 'reversal'
  | 'buy-out-completed';

/**
 * One journal entry: one business event (ARCHITECTURE.md §7). Never changed once recorded: a correction is a
 * new reversing entry (ledger.ts `reverse`).
 */
export type JournalEntry = {
  /** The event's idempotency key: recording the same event twice records it once. */
  id: string;
  /** The plan whose accounts it posts to. */
  planId: string;
  kind: LedgerEventKind;
  /** The day of the event, YYYY-MM-DD. */
  date: string;
  /** At least two postings of whole pence, none zero, summing to zero. */
  postings: readonly Posting[];
  /** The payment provider's id of the money that moved, for the events that move money. */
  paymentId?: string;
  /** For a reversal: the id of the entry it reverses. */
  reverses?: string;
  /** Why, in words (required for an adjustment). */
  note?: string;
};

/** The sum of postings of each account, pence, debit positive (every account present, 0 when unused). */
export type LedgerBalances = Record<LedgerAccount, number>;

/**
 * Checks an amount of pence: a whole number that JavaScript holds exactly (a safe integer).
 *
 * @param value the amount, pence
 * @param what what it is, for the message (e.g. "The rent")
 * @param options `positive`: it must be above zero (the default); false allows zero
 * @returns the amount
 * @throws RangeError naming the amount when it is not a whole number of pence, is beyond 2^53 − 1 or is not
 *   above zero (e.g. "The rent must be a whole number of pence, got 916.5")
 */
export function assertPence(value: number, what: string, options: { positive?: boolean } = {}): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isInteger(value)) {
    throw new RangeError(`${what} must be a whole number of pence, got ${String(value)}`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} is too large to count exactly in pence, got ${value}`);
  }
  if ((options.positive ?? true) ? value <= 0 : value < 0) {
    throw new RangeError(
      `${what} must be ${(options.positive ?? true) ? 'more than' : 'at least'} 0p, got ${value}`,
    );
  }
  return value + 0;
}

/**
 * Pounds as whole pence, for figures from the plan maths (plan.ts works in pounds rounded to the penny).
 *
 * @param pounds pounds, with at most two decimals in intent (e.g. 166.67)
 * @returns pence, rounded to the nearest penny (166.67 → 16,667)
 * @throws RangeError when the result is negative or not a safe whole number of pence
 */
export function poundsToPence(pounds: number): number {
  return assertPence(Math.round(pounds * 100), `£${pounds}`, { positive: false });
}

/**
 * Whether an entry balances: at least two postings, each a safe non-zero whole number of pence on a known
 * account, summing to zero (ARCHITECTURE.md §7 "postings sum to zero").
 *
 * @param entry the entry, or only its postings
 * @returns true when it balances
 */
export function isBalanced(entry: Pick<JournalEntry, 'postings'>): boolean {
  const { postings } = entry;
  if (postings.length < 2) return false;
  let sum = 0;
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.pence) || posting.pence === 0) return false;
    if (!(LEDGER_ACCOUNTS as readonly string[]).includes(posting.account)) return false;
    sum += posting.pence;
    if (!Number.isSafeInteger(sum)) return false;
  }
  return sum === 0;
}

/** Every account at 0p. */
export function emptyBalances(): LedgerBalances {
  return Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as LedgerBalances;
}

/**
 * The balances of a plan: the sum of every posting of each account (ARCHITECTURE.md §7 "balances are sums of
 * postings"), debit positive.
 *
 * @param entries the plan's entries, in any order
 * @returns pence per account, every account present
 * @throws RangeError when a sum is no longer a safe whole number of pence
 */
export function balances(entries: Iterable<Pick<JournalEntry, 'postings'>>): LedgerBalances {
  const sums = emptyBalances();
  for (const entry of entries) {
    for (const posting of entry.postings) sums[posting.account] += posting.pence;
  }
  for (const account of LEDGER_ACCOUNTS) {
    if (!Number.isSafeInteger(sums[account])) {
      throw new RangeError(
        `The balance of ${LEDGER_ACCOUNT_LABELS[account]} is too large to count exactly in pence`,
      );
    }
  }
  return sums;
}

/**
 * An account's balance read on its normal side (see {@link LEDGER_NORMAL_SIDE}).
 *
 * @param account the account
 * @param sum its sum of postings, pence, debit positive
 * @returns pence, positive in normal use (e.g. equity held of −16,667 in postings → 16,667 held)
 */
export function normalBalance(account: LedgerAccount, sum: number): number {
  return (LEDGER_NORMAL_SIDE[account] === 'debit' ? sum : -sum) + 0;
}
