/**
 * The address-history rule of the application's progress (spec §4 "Section completion"; spec §5 "Address
 * history must cover more than 35 months"): how many whole months a history covers, whether it is complete
 * and how many months are still needed. application-progress.ts re-exports it.
 *
 * Pure: the caller passes today's date, so the server and the web app agree and tests are repeatable.
 */
import dayjs from 'dayjs';
import { ADDRESS_HISTORY_MIN_MONTHS } from './constants';

/** An address as far as the history rule needs it: the move-in date, `YYYY-MM-DD`. */
export type AddressForHistory = { moveInDate: string };

/**
 * Whole months of address history: from the earliest move-in date to `today` (the latest address runs to
 * today, each earlier one to the next move-in). This is how spec §4's "history covers more than 35 months,
 * measured from the latest address's move-in date" is read here: the time from today back to the move-in
 * date of the last address in the history.
 *
 * @param addresses move-in dates, `YYYY-MM-DD`, in any order
 * @param today `YYYY-MM-DD` (or a Date)
 * @returns whole months, 0 with no addresses or a move-in date in the future
 */
export function getAddressHistoryMonths(
  addresses: readonly AddressForHistory[],
  today: string | Date,
): number {
  if (addresses.length === 0) return 0;
  const earliest = addresses
    .map((a) => dayjs(a.moveInDate))
    .filter((d) => d.isValid())
    .reduce<dayjs.Dayjs | null>((min, d) => (min === null || d.isBefore(min) ? d : min), null);
  if (!earliest) return 0;
  return Math.max(0, dayjs(today).diff(earliest, 'month'));
}

/**
 * Whether the address history is complete: more than 35 months (spec §5), so 36 months or more.
 * @returns true at 36 whole months, false at 35
 */
export function isAddressHistoryComplete(addresses: readonly AddressForHistory[], today: string | Date) {
  return getAddressHistoryMonths(addresses, today) > ADDRESS_HISTORY_MIN_MONTHS;
}

/**
 * Months of history still needed before the section is complete.
 * @returns 0 when complete, otherwise 36 minus the months covered
 */
export function getAddressHistoryMonthsNeeded(addresses: readonly AddressForHistory[], today: string | Date) {
  return Math.max(0, ADDRESS_HISTORY_MIN_MONTHS + 1 - getAddressHistoryMonths(addresses, today));
}
