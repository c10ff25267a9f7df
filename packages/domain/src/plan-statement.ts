/**
 * The customer's plan statement, read from the plan's ledger (ARCHITECTURE.md §7 "Ledger: double-entry in integer
 * pence … statements … are read from it"): the equity they own, what they have paid to date, and a month's
 * statement line by line. The accounts and the sign convention are ledger-accounts.ts's; the postings of each
 * event ledger.ts's. Every amount is whole pence; shares are percent of the price. Pure: no I/O, no clock.
 *
 * Two readings run through it:
 * - equity owned is the deposit held plus the equity held (both credit-side accounts, read with `normalBalance`);
 * - money paid is the bank's receipts from the customer: the bank posting of a deposit paid, extra equity bought or a collection
 *   confirmed, and, for a reversal, minus what the entry it reverses counted (so a reversed payment counts 0,
 *   and a reversed reversal counts again). Refunds paid out, fees and adjustments are not payments received.
 */
import dayjs from 'dayjs';
import {
  balances as balancesOf,
  type JournalEntry,
  type LedgerAccount,
  type LedgerBalances,
  normalBalance,
} from './ledger-accounts';
import { formatGBP } from './money';

/** Where the customer stands, pence (and their share, percent of the price). */
export type EquityPosition = {
  depositHeldPence: number;
  equityHeldPence: number;
  /** Deposit held plus equity held. */
  equityOwnedPence: number;
  /** Equity owned as a percent of the price, to 2 decimals (e.g. 2.08). */
  sharePercent: number;
  /** What the customer owes: rent of failed collections and fees not yet paid. */
  arrearsPence: number;
  /** What Stairway owes back to the customer until it is paid. */
  refundsDuePence: number;
};

/** One line of a month's statement: one journal entry in words, pence. */
export type StatementLine = {
  /** The day of the entry, YYYY-MM-DD. */
  date: string;
  /** The entry in plain English, e.g. "Monthly payment collected: rent £916.67, equity £166.67". */
  description: string;
  /** Money received from the customer on this line (negative for a reversed payment), 0 if none. */
  paidPence: number;
  /** The change in equity owned (deposit held plus equity held). */
  equityChangePence: number;
  /** The change in arrears (positive when the customer owes more). */
  arrearsChangePence: number;
};

/** A month's statement (see {@link monthlyStatement}), pence and percent. */
export type MonthlyStatement = {
  /** YYYY-MM. */
  month: string;
  /** The month in words, e.g. "November 2026". */
  monthLabel: string;
  /** Where the customer stood before the month's first entry (share: percent of the price, 2 decimals). */
  opening: { equityOwnedPence: number; sharePercent: number; arrearsPence: number };
  lines: StatementLine[];
  /** Paid: the lines' money received; rent: the rent that fell due (rent received plus rent due); equity added. */
  totals: { paidPence: number; rentPence: number; equityAddedPence: number };
  closing: { equityOwnedPence: number; sharePercent: number; arrearsPence: number };
};

/** A pence amount in sterling, through the money helpers (`£916.67`, `£4,000`). */
const gbp = (pence: number) => formatGBP(pence / 100);

/** The sum of an entry's postings to an account, pence, debit positive (0 when it does not post to it). */
const posted = (entry: Pick<JournalEntry, 'postings'>, account: LedgerAccount) =>
  entry.postings.reduce((sum, posting) => (posting.account === account ? sum + posting.pence : sum), 0);

/** The change in equity owned an entry makes, pence. */
const equityChange = (entry: JournalEntry) =>
  normalBalance('deposit-held', posted(entry, 'deposit-held')) +
  normalBalance('equity-held', posted(entry, 'equity-held'));

/**
 * Where the customer stands on their plan, from the plan's balances.
 *
 * @param balances the plan's balances (ledger-accounts.ts `balances`), pence, debit positive
 * @param pricePounds the home's agreed price, pounds
 * @returns deposit held, equity held, equity owned (their sum), arrears and refunds due, pence, each read on
 *   its normal side; the share owned, percent of the price to 2 decimals (416,667p of £200,000 → 2.08)
 * @throws RangeError when the price is not a positive finite number of pounds
 */
export function equityPosition(balances: LedgerBalances, pricePounds: number): EquityPosition {
  if (typeof pricePounds !== 'number' || !Number.isFinite(pricePounds) || pricePounds <= 0) {
    throw new RangeError(`The price must be a positive number of pounds, got ${String(pricePounds)}`);
  }
  const depositHeldPence = normalBalance('deposit-held', balances['deposit-held']);
  const equityHeldPence = normalBalance('equity-held', balances['equity-held']);
  const equityOwnedPence = depositHeldPence + equityHeldPence;
  return {
    depositHeldPence,
    equityHeldPence,
    equityOwnedPence,
    // Pence × 100 / (pounds × 100) is the percent; × 100 more, rounded, then / 100 keeps 2 decimals.
    sharePercent: Math.round((equityOwnedPence * 100) / pricePounds) / 100 + 0,
    arrearsPence: normalBalance('arrears', balances.arrears),
    refundsDuePence: normalBalance('refunds-due', balances['refunds-due']),
  };
}

/** Each entry by its id, to find what a reversal reverses. */
const byId = (entries: readonly JournalEntry[]) => new Map(entries.map((entry) => [entry.id, entry]));

/** The money an entry received from the customer (see the module's rule), pence. */
function receivedBy(entry: JournalEntry, index: Map<string, JournalEntry>, seen = new Set<string>()): number {
  if (
    entry.kind === 'deposit-paid' ||
    entry.kind === 'equity-bought' ||
    entry.kind === 'collection-confirmed'
  ) {
    return entry.postings.reduce(
      (sum, posting) => (posting.account === 'bank' && posting.pence > 0 ? sum + posting.pence : sum),
      0,
    );
  }
  if (entry.kind !== 'reversal' || entry.reverses === undefined || seen.has(entry.id)) return 0;
  const reversed = index.get(entry.reverses);
  return reversed ? -receivedBy(reversed, index, seen.add(entry.id)) + 0 : 0;
}

/**
 * The money received from the customer to date (ARCHITECTURE.md §7: statements are read from the ledger): the
 * positive bank postings of every deposit paid and collection confirmed, less those of the entries reversed
 * (a reversal counts minus what the entry it reverses counts, so reversing a reversal counts the payment again).
 * Refunds paid out, fees and adjustments do not change it.
 *
 * @param entries the plan's entries, in any order
 * @returns pence, 0 for an empty ledger (e.g. a 400,000p deposit and a 108,334p collection → 508,334)
 */
export function paidToDatePence(entries: readonly JournalEntry[]): number {
  const index = byId(entries);
  return entries.reduce((sum, entry) => sum + receivedBy(entry, index), 0) + 0;
}

/**
 * The months a statement can be read for: those with at least one entry.
 *
 * @param entries the plan's entries, in any order
 * @returns distinct YYYY-MM months, newest first (e.g. ["2027-01", "2026-12"]); empty for an empty ledger
 */
export function statementMonths(entries: readonly JournalEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.date.slice(0, 7)))].sort().reverse();
}

/** What a reversal names: the entry it reverses, in words. */
const REVERSED_WORDS: Record<JournalEntry['kind'], string> = {
  'deposit-paid': 'the deposit paid',
  'equity-bought': 'the extra equity bought',
  'collection-confirmed': 'the monthly payment collected',
  'collection-failed': 'the failed monthly payment',
  'fee-charged': 'the fee charged',
  'refund-agreed': 'the refund agreed',
  'refund-paid': 'the refund paid',
  adjustment: 'the adjustment',
  reversal: 'the correction',
  'buy-out-completed': 'the purchase of the home',
};

/** A note in brackets after a description, when there is one. */
const withNote = (text: string, note?: string) => (note?.trim() ? `${text} (${note.trim()})` : text);

/** A confirmed collection in words: what it paid (arrears, rent, equity, overpaid) and rent left unpaid. */
function describeCollection(entry: JournalEntry): string {
  // Postings (ledger.ts): arrears = −arrears paid + rent unpaid, rent due = −rent unpaid.
  const rentUnpaid = -posted(entry, 'rent-due');
  const parts: Array<[string, number, string]> = [
    ['arrears', -(posted(entry, 'arrears') + posted(entry, 'rent-due')), ''],
    ['rent', -posted(entry, 'rent-received'), ''],
    ['equity', -posted(entry, 'equity-held'), ''],
    ['overpaid', -posted(entry, 'refunds-due'), ' (to be refunded)'],
  ];
  const paid = parts
    .filter(([, pence]) => pence > 0)
    .map(([what, pence, after]) => `${what} ${gbp(pence)}${after}`);
  const text = `Monthly payment collected: ${paid.join(', ')}`;
  return rentUnpaid > 0 ? `${text}; rent of ${gbp(rentUnpaid)} not covered, added to arrears` : text;
}

/** An entry in plain English, for a statement line. */
function describe(entry: JournalEntry, index: Map<string, JournalEntry>): string {
  const amount = gbp(Math.abs(entry.postings.find((posting) => posting.pence > 0)?.pence ?? 0));
  switch (entry.kind) {
    case 'deposit-paid':
      return 'Deposit paid';
    case 'equity-bought':
      return `Extra equity bought: ${amount}`;
    case 'collection-confirmed':
      return describeCollection(entry);
    case 'collection-failed':
      return `Monthly payment failed: rent of ${gbp(posted(entry, 'arrears'))} added to arrears`;
    case 'fee-charged':
      return withNote(`Fee charged: ${amount} added to arrears`, entry.note);
    case 'refund-agreed':
      return withNote(
        `Refund agreed: ${amount} from your ${posted(entry, 'deposit-held') > 0 ? 'deposit' : 'equity'}`,
        entry.note,
      );
    case 'refund-paid':
      return `Refund paid to you: ${amount}`;
    case 'adjustment':
      return withNote(`Adjustment: ${amount}`, entry.note);
    case 'buy-out-completed':
      return `You bought your home for ${gbp(-posted(entry, 'home-sale'))}: what you held counted towards it`;
    case 'reversal': {
      const reversed = entry.reverses === undefined ? undefined : index.get(entry.reverses);
      const what = reversed
        ? `${REVERSED_WORDS[reversed.kind]} on ${dayjs(reversed.date).format('D MMMM YYYY')}`
        : 'an earlier entry';
      return withNote(`Correction: reverses ${what}`, entry.note);
    }
  }
}

/**
 * A month's statement, read from the plan's ledger (ARCHITECTURE.md §7 "statements … are read from it"): where
 * the customer stood at the start of the month, each entry of the month in words with the money received and
 * the changes to equity owned and arrears, the month's totals and where they stand at its end. Entries are
 * taken in order of date, then of their place in `entries`.
 *
 * @param entries all the plan's entries (earlier months give the opening; a reversal names the entry it
 *   reverses, in any month)
 * @param month the month, YYYY-MM
 * @param pricePounds the home's agreed price, pounds (for the closing share)
 * @returns the statement, pence and percent: opening and closing equity owned and arrears, the lines, the totals
 *   (money received, the rent that fell due: rent received plus rent due, equity owned added); a month without
 *   entries has no lines and closes as it opened
 * @throws RangeError when the month is not YYYY-MM or the price is not a positive number of pounds
 */
export function monthlyStatement(
  entries: readonly JournalEntry[],
  month: string,
  pricePounds: number,
): MonthlyStatement {
  if (typeof month !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    throw new RangeError(`The month must be YYYY-MM, got "${String(month)}"`);
  }
  const index = byId(entries);
  const ordered = entries
    .map((entry, at) => ({ entry, at }))
    .sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.at - b.at))
    .map(({ entry }) => entry);
  const before = ordered.filter((entry) => entry.date.slice(0, 7) < month);
  const within = ordered.filter((entry) => entry.date.slice(0, 7) === month);
  const opening = equityPosition(balancesOf(before), pricePounds);
  const closing = equityPosition(balancesOf([...before, ...within]), pricePounds);
  const lines = within.map(
    (entry): StatementLine => ({
      date: entry.date,
      description: describe(entry, index),
      paidPence: receivedBy(entry, index),
      equityChangePence: equityChange(entry),
      arrearsChangePence: normalBalance('arrears', posted(entry, 'arrears')),
    }),
  );
  const rentPence = within.reduce(
    (sum, entry) =>
      sum +
      normalBalance('rent-received', posted(entry, 'rent-received')) +
      normalBalance('rent-due', posted(entry, 'rent-due')),
    0,
  );
  return {
    month,
    monthLabel: formatStatementMonth(month),
    opening: {
      equityOwnedPence: opening.equityOwnedPence,
      sharePercent: opening.sharePercent,
      arrearsPence: opening.arrearsPence,
    },
    lines,
    totals: {
      paidPence: lines.reduce((sum, line) => sum + line.paidPence, 0) + 0,
      rentPence: rentPence + 0,
      equityAddedPence: closing.equityOwnedPence - opening.equityOwnedPence,
    },
    closing: {
      equityOwnedPence: closing.equityOwnedPence,
      sharePercent: closing.sharePercent,
      arrearsPence: closing.arrearsPence,
    },
  };
}

/**
 * A statement's month in words, for the list of statements and the statement's title.
 * @param month YYYY-MM
 * @returns e.g. "November 2026"
 * @throws RangeError when the month is not YYYY-MM
 */
export function formatStatementMonth(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new RangeError(`The month must be YYYY-MM, got "${month}"`);
  return dayjs(`${month}-01`).format('MMMM YYYY');
}
