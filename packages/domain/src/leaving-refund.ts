/**
 * "If you leave": what the plan's terms would refund if the customer moved out today, worked out from the plan's
 * ledger (plan-key-facts.ts PLAN_TERMS_TEXT.leaving: "your deposit and every equity contribution you have paid are
 * refunded within 30 days of moving out, less any rent you owe and the cost of repairing damage beyond fair wear
 * and tear. There is no exit fee."). Pure: no I/O. Pence throughout; decision 072.
 */
import { type LedgerBalances, normalBalance } from './ledger-accounts';

/** Days after moving out within which the refund is paid (the plan's terms). */
export const REFUND_WITHIN_DAYS = 30;

/**
 * The steps of moving out under the plan's terms (decision 070: no exit fee, the deposit and equity refunded
 * within {@link REFUND_WITHIN_DAYS} days of moving out, less rent owed and damage beyond fair wear and tear;
 * decision 073).
 */
export const LEAVING_STEPS: readonly string[] = [
  'Tell us you want to leave, and we agree your moving day with you.',
  'Your monthly payments continue until your moving day.',
  'On your moving day the home is checked against its condition when you moved in: only damage beyond fair wear and tear is charged.',
  `Within ${REFUND_WITHIN_DAYS} days of moving out we pay your refund, worked out from your plan's ledger as shown here, to your bank account.`,
];

/** One line of the refund: what it is and its pence (negative for what is taken off). */
export type RefundLine = { label: string; pence: number };

/** The refund if the customer left today. */
export type LeavingRefund = {
  /** Deposit held, equity contributions held, overpayments to refund, rent owed (only the lines that are not 0). */
  lines: RefundLine[];
  /** Their sum, pence, never below 0 (rent owed beyond what is held stays owed). */
  totalPence: number;
};

/**
 * The refund if the customer left today, from the plan's balances: the deposit held, plus the equity contributions
 * held, plus any overpayment waiting to be refunded, less the rent owed. The cost of damage beyond fair wear and
 * tear is not known until the home is inspected at move-out, so it is not in the figure (the page says so).
 *
 * Worked examples (the tests'): a £4,000 deposit and two months of £166.67 held, nothing owed → £4,333.34; a
 * £4,000 deposit and one month of £166.67 held, with a month's rent of £917 owed → £3,249.67.
 *
 * @param balances the plan's balances (ledger-accounts.ts `balances`), pence, debit positive
 * @returns the lines and the total, pence
 */
export function leavingRefund(balances: LedgerBalances): LeavingRefund {
  const candidates: RefundLine[] = [
    { label: 'Your deposit', pence: normalBalance('deposit-held', balances['deposit-held']) },
    { label: 'Your equity contributions', pence: normalBalance('equity-held', balances['equity-held']) },
    { label: 'Overpayments to refund', pence: normalBalance('refunds-due', balances['refunds-due']) },
    { label: 'Less rent you owe', pence: -normalBalance('arrears', balances.arrears) },
  ];
  const lines = candidates.filter((line) => line.pence !== 0);
  const sum = lines.reduce((total, line) => total + line.pence, 0);
  return { lines, totalPence: Math.max(0, sum) };
}
