/**
 * The plan's monthly payments by Direct Debit (decision 071): which collections are due and when, what each
 * asks for, where a collection stands, and what happens after a failure. Pure: no I/O, no clock (today is
 * passed in, a London calendar day YYYY-MM-DD). Amounts in whole pence; the figures come from the plan maths
 * (plan.ts through ledger-collection.ts `monthlyDuePence`, spec §9).
 *
 * The rules:
 * - The 2% deposit (plan.ts `calculateInitialDeposit`) is collected once the Direct Debit is in force and the
 *   plan is signed: it is collection 0, due that day.
 * - Monthly collections start after move-in: collection n is due n months after the move-in date, on the
 *   move-in day of the month but never after the 28th (Bacs collection days 1 to 28, so that every month has
 *   one), for as many months as the plan lasts (plan.ts `calculateMonthsToOwn`).
 * - A collection the bank returns unpaid is tried again {@link RETRY_AFTER_DAYS} days after the failure, at
 *   most {@link MAX_COLLECTION_ATTEMPTS} attempts in all, and only for a reason that can succeed later
 *   (Bacs ARUDD "refer to payer", i.e. not enough money); a closed account or a cancelled instruction is not
 *   retried (Bacs Payment Schemes: a debit returned for those reasons must not be re-presented).
 */

import dayjs from 'dayjs';
import { isCalendarDate } from './calendar-date';
import { monthlyDuePence } from './ledger-collection';
import { calculateInitialDeposit, calculateMonthlyEquity, calculateMonthsToOwn } from './plan';
import { type RentChange, rentOn } from './rent-review';

/** Days after a failed collection before it is tried again (Bacs re-presentation; decision 071). */
export const RETRY_AFTER_DAYS = 5;

/** Attempts at one collection in all: the first and two retries (decision 071). */
export const MAX_COLLECTION_ATTEMPTS = 3;

/** The last day of the month a Direct Debit may be collected on (so that February has it). */
export const LAST_COLLECTION_DAY = 28;

/** Why a bank returns a Direct Debit unpaid, as the sandbox and Stairway's pages name them. */
export const COLLECTION_FAILURE_REASONS = [
  'Insufficient funds',
  'Account closed',
  'Instruction cancelled by payer',
] as const;

/**
 * Where a collection stands: `scheduled` (due, not yet asked for), `pending` (asked for, the bank has not
 * answered; about three working days), `paid`, `retrying` (an attempt failed; tried again on its retry date),
 * `failed` (no more attempts).
 */
export const COLLECTION_STATUSES = ['scheduled', 'pending', 'paid', 'retrying', 'failed'] as const;
/** One of {@link COLLECTION_STATUSES}. */
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** Each status as the customer reads it. */
export const COLLECTION_STATUS_LABELS: Record<CollectionStatus, string> = {
  scheduled: 'Scheduled',
  pending: 'Processing',
  paid: 'Paid',
  retrying: 'Failed: will be retried',
  failed: 'Failed',
};

/**
 * Whether an operator may ask the bank again now (the customer has paid money in, say): a collection that failed
 * or is waiting for its retry; one paid or still with the bank may not be.
 * @param status the collection's status
 */
export function canRetryCollectionNow(status: CollectionStatus): boolean {
  return status === 'failed' || status === 'retrying';
}

/** A collection the plan asks for: 0 is the deposit, 1 onwards the monthly payments. */
export type PlannedCollection = {
  /** 0 for the deposit, n for the n-th monthly payment. */
  number: number;
  kind: 'deposit' | 'monthly';
  /** The day it is due, YYYY-MM-DD. */
  dueDate: string;
  /** What it asks for in all, pence: the deposit, or the month's rent plus equity contribution. */
  amountPence: number;
  /** The rent in it, pence (0 for the deposit). */
  rentPence: number;
  /** The equity contribution in it, pence (0 for the deposit). */
  equityPence: number;
};

/** The plan's terms the collections are computed from. */
export type CollectionTerms = {
  /** The agreed price, whole pounds. */
  price: number;
  /** The monthly rent, whole pounds. */
  monthlyRent: number;
  /** Changes of the rent given by notice (rent-review.ts; decision 074): a month due on or after one uses it. */
  rentChanges?: readonly RentChange[];
};

/** A monthly collection's rent and equity, pence, with the rent that applies on its day. */
function monthlyAmounts(terms: CollectionTerms, dueDate: string) {
  return monthlyDuePence(terms.price, rentOn(terms.monthlyRent, terms.rentChanges ?? [], dueDate));
}

/**
 * The day of the n-th monthly collection after a move-in (see the module's rules).
 *
 * @param movedInOn the move-in date, YYYY-MM-DD
 * @param number 1 for the first monthly collection
 * @returns YYYY-MM-DD (e.g. moved in on 2026-01-31 → 2026-02-28, 2026-03-28, …; on 2026-09-10 → 2026-10-10)
 * @throws RangeError when the date is not YYYY-MM-DD or the number is not a whole number above 0
 */
export function monthlyCollectionDate(movedInOn: string, number: number): string {
  if (!isCalendarDate(movedInOn))
    throw new RangeError(`The move-in date must be YYYY-MM-DD, got "${movedInOn}"`);
  if (!Number.isInteger(number) || number < 1) {
    throw new RangeError(`The collection number must be a whole number above 0, got ${number}`);
  }
  const movedIn = dayjs(movedInOn);
  const day = Math.min(movedIn.date(), LAST_COLLECTION_DAY);
  return movedIn.startOf('month').add(number, 'month').date(day).format('YYYY-MM-DD');
}

/**
 * The collections due on or before today (see the module's rules): the deposit once the Direct Debit is in
 * force, and after move-in each monthly payment whose day has come, up to the plan's length.
 *
 * @param terms the plan's price and rent, pounds
 * @param dates `mandateActiveOn`: the day the Direct Debit came into force (null: none yet, nothing is due);
 *   `movedInOn`: the move-in date (null: not moved in, no monthly payment is due); `today`: London's date
 * @returns the collections due, deposit first, each YYYY-MM-DD and pence
 * @throws RangeError when a date is not YYYY-MM-DD or the terms are not positive
 */
export function collectionsDue(
  terms: CollectionTerms,
  dates: { mandateActiveOn: string | null; movedInOn: string | null; today: string },
): PlannedCollection[] {
  if (!isCalendarDate(dates.today)) throw new RangeError(`Today must be YYYY-MM-DD, got "${dates.today}"`);
  if (!(terms.price > 0) || !(terms.monthlyRent > 0)) {
    throw new RangeError('The price and the monthly rent must be more than £0');
  }
  if (dates.mandateActiveOn === null) return [];
  const due: PlannedCollection[] = [];
  const depositPence = calculateInitialDeposit(terms.price) * 100;
  due.push({
    number: 0,
    kind: 'deposit',
    dueDate: dates.mandateActiveOn,
    amountPence: depositPence,
    rentPence: 0,
    equityPence: 0,
  });
  if (dates.movedInOn === null) return due;
  const months = calculateMonthsToOwn(terms.price, calculateMonthlyEquity(terms.price));
  for (let number = 1; number <= months; number += 1) {
    const dueDate = monthlyCollectionDate(dates.movedInOn, number);
    if (dueDate > dates.today) break;
    const { rentPence, equityPence } = monthlyAmounts(terms, dueDate);
    due.push({
      number,
      kind: 'monthly',
      dueDate,
      amountPence: rentPence + equityPence,
      rentPence,
      equityPence,
    });
  }
  return due;
}

/**
 * The next monthly payment after today, for the customer's home page.
 *
 * @param terms the plan's price and rent, pounds
 * @param movedInOn the move-in date, YYYY-MM-DD
 * @param today London's date, YYYY-MM-DD
 * @returns the next collection (number, date, pence), or null when the plan's last payment has been due
 * @throws RangeError as {@link collectionsDue}
 */
export function nextMonthlyCollection(
  terms: CollectionTerms,
  movedInOn: string,
  today: string,
): PlannedCollection | null {
  const months = calculateMonthsToOwn(terms.price, calculateMonthlyEquity(terms.price));
  for (let number = 1; number <= months; number += 1) {
    const dueDate = monthlyCollectionDate(movedInOn, number);
    if (dueDate > today) {
      const { rentPence, equityPence } = monthlyAmounts(terms, dueDate);
      return {
        number,
        kind: 'monthly',
        dueDate,
        amountPence: rentPence + equityPence,
        rentPence,
        equityPence,
      };
    }
  }
  return null;
}

/**
 * The monthly payments still to come after today, for the schedule beside what was paid.
 *
 * @param terms the plan's price and rent, pounds
 * @param movedInOn the move-in date, YYYY-MM-DD
 * @param today London's date, YYYY-MM-DD
 * @param count how many to list at most (e.g. 3)
 * @returns the next collections after today, in order (fewer near the plan's end)
 * @throws RangeError as {@link collectionsDue}
 */
export function upcomingCollections(
  terms: CollectionTerms,
  movedInOn: string,
  today: string,
  count: number,
): PlannedCollection[] {
  const first = nextMonthlyCollection(terms, movedInOn, today);
  if (!first) return [];
  const months = calculateMonthsToOwn(terms.price, calculateMonthlyEquity(terms.price));
  const upcoming: PlannedCollection[] = [];
  for (let number = first.number; number <= months && upcoming.length < count; number += 1) {
    const dueDate = monthlyCollectionDate(movedInOn, number);
    const { rentPence, equityPence } = monthlyAmounts(terms, dueDate);
    upcoming.push({
      ...first,
      number,
      dueDate,
      rentPence,
      equityPence,
      amountPence: rentPence + equityPence,
    });
  }
  return upcoming;
}

/**
 * What the plan has asked for so far by its schedule (the deposit once the Direct Debit is in force, and each
 * month due since move-in), pence: what "paid to date" is measured against.
 *
 * @param terms the plan's price and rent, pounds
 * @param dates as {@link collectionsDue}
 * @returns pence (0 before the Direct Debit is in force)
 * @throws RangeError as {@link collectionsDue}
 */
export function dueToDatePence(
  terms: CollectionTerms,
  dates: { mandateActiveOn: string | null; movedInOn: string | null; today: string },
): number {
  return collectionsDue(terms, dates).reduce((sum, collection) => sum + collection.amountPence, 0);
}

/** What follows a failed attempt: a retry on a date, or no more attempts. */
export type AfterFailure = { status: 'retrying'; nextAttemptOn: string } | { status: 'failed' };

/**
 * What happens after an attempt at a collection fails (see the module's rules).
 *
 * @param attempts the attempts made so far, including the one that failed (1 or more)
 * @param failedOn the day the bank's answer came, YYYY-MM-DD
 * @param reason the bank's reason, as the provider gave it
 * @returns `retrying` with the retry's date ({@link RETRY_AFTER_DAYS} later), or `failed` after
 *   {@link MAX_COLLECTION_ATTEMPTS} attempts or for a reason that cannot succeed later
 * @throws RangeError when the date is not YYYY-MM-DD or attempts is not a whole number above 0
 */
export function afterCollectionFailure(
  attempts: number,
  failedOn: string,
  reason: string | null,
): AfterFailure {
  if (!isCalendarDate(failedOn))
    throw new RangeError(`The failure date must be YYYY-MM-DD, got "${failedOn}"`);
  if (!Number.isInteger(attempts) || attempts < 1) {
    throw new RangeError(`The attempts must be a whole number above 0, got ${attempts}`);
  }
  if (attempts >= MAX_COLLECTION_ATTEMPTS || !isRetryableFailure(reason)) return { status: 'failed' };
  return {
    status: 'retrying',
    nextAttemptOn: dayjs(failedOn).add(RETRY_AFTER_DAYS, 'day').format('YYYY-MM-DD'),
  };
}

/**
 * Whether a failure can succeed if tried again: not when the account is closed or the instruction (the
 * mandate) was cancelled; any other reason (not enough money, a reason the provider did not give) can.
 *
 * @param reason the bank's reason in words, or null
 * @returns true when a retry may be made
 */
export function isRetryableFailure(reason: string | null): boolean {
  const text = (reason ?? '').toLowerCase();
  return !/account closed|closed account|cancel|no instruction|deceased|transferred/.test(text);
}

/**
 * What the customer's statement line and bank statement call a collection, e.g. "Deposit" or
 * "Monthly payment 2 (November 2026)".
 *
 * @param collection its number and due date
 * @returns the words
 */
export function describeCollection(collection: Pick<PlannedCollection, 'number' | 'dueDate'>): string {
  if (collection.number === 0) return 'Deposit';
  return `Monthly payment ${collection.number} (${dayjs(collection.dueDate).format('MMMM YYYY')})`;
}
