/**
 * A monthly collection's money (the issue: "collection confirmed — split into rent and equity contribution"):
 * what a month asks for, from the plan maths (plan.ts), and how a collected amount is spent. Part of the
 * ledger (ledger.ts re-exports it); amounts in whole pence. Pure: no I/O.
 */
import { assertPence, poundsToPence } from './ledger-accounts';
import { roundToPence } from './money';
import { calculateMonthlyPlanCost } from './plan';

/** What a monthly collection is for, pence: the month's rent and equity contribution, and the arrears owed. */
export type CollectionDue = { rentPence: number; equityPence: number; arrearsPence: number };

/**
 * A month's rent and equity contribution in pence, from the plan maths (plan.ts `calculateMonthlyPlanCost`:
 * spec §9, each rounded to the penny).
 *
 * @param price the home's price, pounds
 * @param rent the monthly rent, pounds
 * @param monthlyEquity the chosen monthly equity contribution, pounds, unrounded (plan.ts
 *   `getMonthlyEquityForSlider`); default the plan's 1% of the price a year
 * @returns pence a month (e.g. £200,000 and £916.67 → rent 91,667p, equity 16,667p)
 */
export function monthlyDuePence(
  price: number,
  rent: number,
  monthlyEquity?: number,
): { rentPence: number; equityPence: number } {
  const cost = calculateMonthlyPlanCost(price, rent);
  const equity = monthlyEquity === undefined ? cost.equity : roundToPence(monthlyEquity);
  return { rentPence: poundsToPence(cost.rent), equityPence: poundsToPence(equity) };
}

/** How a collected amount is spent, pence (see {@link splitCollection}). */
export type CollectionSplit = {
  arrearsPaid: number;
  rentPaid: number;
  equityPaid: number;
  /** Paid beyond everything due: owed back to the customer (refunds due). */
  overpaid: number;
  /** The month's rent the amount did not cover: it falls into arrears. */
  rentUnpaid: number;
};

/**
 * Splits a collected amount (the issue: "collection confirmed — split into rent and equity contribution"):
 * first the arrears already owed (the oldest debt), then the month's rent, then its equity contribution;
 * anything beyond is an overpayment owed back. Rent not covered falls into arrears; an equity contribution not
 * covered is not a debt (it is the customer's own saving: the plan takes longer, plan.ts
 * `calculateMonthsToOwn`; domain-research §4 "protect the deposit and equity").
 *
 * @param amountPence the amount collected, pence, more than 0
 * @param due the month's rent and equity and the arrears owed, pence (0 or more each)
 * @returns the split, pence; its paid parts and overpayment sum to `amountPence`
 * @throws RangeError when an amount is not a safe whole number of pence, or the amount is not above 0
 */
export function splitCollection(amountPence: number, due: CollectionDue): CollectionSplit {
  let left = assertPence(amountPence, 'The amount collected');
  const take = (owed: number) => {
    const paid = Math.min(left, owed);
    left -= paid;
    return paid;
  };
  const arrearsPaid = take(assertPence(due.arrearsPence, 'The arrears', { positive: false }));
  const rentPence = assertPence(due.rentPence, 'The rent', { positive: false });
  const rentPaid = take(rentPence);
  const equityPaid = take(assertPence(due.equityPence, 'The equity contribution', { positive: false }));
  return { arrearsPaid, rentPaid, equityPaid, overpaid: left, rentUnpaid: rentPence - rentPaid };
}
