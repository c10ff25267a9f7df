/**
 * Rent changes by notice (decision 074). Pure: no I/O, no clock. Rents in whole pounds a month; days YYYY-MM-DD.
 *
 * The rules follow the plan's terms (decision 070: "Rent changes at most once a year, from the first anniversary
 * of the move-in, after at least two months' written notice") and the law in England from May 2026 (domain
 * research §3.11: a rent increase at most once a year, by a section 13 notice giving at least two months' notice,
 * which the tenant can challenge at the First-tier Tribunal before it starts):
 * - a change applies from a day at least {@link RENT_NOTICE_MONTHS} months after the notice is given;
 * - not before the first anniversary of the move-in, and not within {@link RENT_CHANGE_INTERVAL_MONTHS} months of
 *   the last change;
 * - the monthly payments due on or after that day use the new rent; the equity contribution does not change.
 */
import dayjs from 'dayjs';
import { isCalendarDate } from './calendar-date';

/** The least notice of a change, months. */
export const RENT_NOTICE_MONTHS = 2;

/** The least time between changes, and from the move-in to the first, months. */
export const RENT_CHANGE_INTERVAL_MONTHS = 12;

/** The highest monthly rent a notice may set, whole pounds (a guard against a mistyped figure). */
export const MAX_MONTHLY_RENT = 100_000;

/** A change of rent: the new monthly rent from a day. */
export type RentChange = { effectiveFrom: string; monthlyRent: number };

/**
 * The monthly rent on a day: the latest change applying on or before it, else the plan's rent.
 * @param planRent the plan's rent, whole pounds
 * @param changes the plan's changes, in any order
 * @param day YYYY-MM-DD
 * @returns whole pounds
 */
export function rentOn(planRent: number, changes: readonly RentChange[], day: string): number {
  const applying = changes
    .filter((change) => change.effectiveFrom <= day)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .at(-1);
  return applying?.monthlyRent ?? planRent;
}

/**
 * The earliest day a change given notice of on `noticeGivenOn` may apply from (see the module's rules).
 *
 * Worked example (decision 074): moved in on 2026-09-22, no change yet, notice given on 2027-08-01: the first
 * anniversary is 2027-09-22 and two months' notice ends on 2027-10-01, so the earliest day is 2027-10-01.
 *
 * @param movedInOn the move-in date
 * @param changes the plan's changes so far
 * @param noticeGivenOn the day the notice is given
 * @returns YYYY-MM-DD
 */
export function earliestRentChange(
  movedInOn: string,
  changes: readonly RentChange[],
  noticeGivenOn: string,
): string {
  const last = [...changes].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom)).at(-1);
  const candidates = [
    dayjs(movedInOn).add(RENT_CHANGE_INTERVAL_MONTHS, 'month'),
    dayjs(noticeGivenOn).add(RENT_NOTICE_MONTHS, 'month'),
    ...(last ? [dayjs(last.effectiveFrom).add(RENT_CHANGE_INTERVAL_MONTHS, 'month')] : []),
  ];
  return candidates
    .map((day) => day.format('YYYY-MM-DD'))
    .sort()
    .at(-1) as string;
}

/** A change to check. */
export type RentChangeRequest = {
  movedInOn: string | null;
  changes: readonly RentChange[];
  noticeGivenOn: string;
  effectiveFrom: string;
  monthlyRent: number;
  /** The rent that applies before it, whole pounds. */
  currentRent: number;
};

/** The check's answer: fine, or the field at fault and why. */
export type RentChangeCheck =
  | { ok: true }
  | { ok: false; field: 'monthlyRent' | 'effectiveFrom'; error: string };

/**
 * Checks a rent change against the module's rules.
 * @param request the plan's move-in and changes, the notice's day, the new rent and its day
 * @returns ok, or the field (`monthlyRent`, `effectiveFrom`) and a message naming what is allowed
 */
export function checkRentChange(request: RentChangeRequest): RentChangeCheck {
  const { monthlyRent, effectiveFrom } = request;
  if (!Number.isSafeInteger(monthlyRent) || monthlyRent < 1 || monthlyRent > MAX_MONTHLY_RENT) {
    return {
      ok: false,
      field: 'monthlyRent',
      error: 'The new rent must be whole pounds from £1 to £100,000',
    };
  }
  if (monthlyRent === request.currentRent) {
    return { ok: false, field: 'monthlyRent', error: 'The new rent is the same as the rent now' };
  }
  if (!isCalendarDate(effectiveFrom)) {
    return { ok: false, field: 'effectiveFrom', error: 'Give the day it applies from as YYYY-MM-DD' };
  }
  if (!request.movedInOn) {
    return {
      ok: false,
      field: 'effectiveFrom',
      error: 'The rent can change only once the customer has moved in',
    };
  }
  const earliest = earliestRentChange(request.movedInOn, request.changes, request.noticeGivenOn);
  if (effectiveFrom < earliest) {
    return {
      ok: false,
      field: 'effectiveFrom',
      error: `The rent can change from ${dayjs(earliest).format('D MMMM YYYY')} at the earliest: two months’ notice, once a year, from the first anniversary of the move-in`,
    };
  }
  return { ok: true };
}

/**
 * Whether a rent change's notice may still be withdrawn (decision 074, amended): only before the day it applies
 * from, so no monthly payment has used it. A corrected notice is a new notice, under the same rules.
 * @param effectiveFrom the change's first day, YYYY-MM-DD
 * @param today the day asked about, YYYY-MM-DD
 * @returns true while `today` is before `effectiveFrom`
 */
export function canWithdrawRentChange(effectiveFrom: string, today: string): boolean {
  return today < effectiveFrom;
}
