/**
 * Buying the rest, completed (decision 076; the plan's terms, plan-key-facts.ts PLAN_TERMS_TEXT.buyingTheRest:
 * "your deposit and the equity you have paid count towards it"): the ledger entry that applies what is held for
 * the customer to the price and records the money received for the rest. Re-exported by ledger.ts. Pure: no I/O.
 *
 * The entry `buy-out-completed`: Dr deposit held, Dr equity held and Dr refunds due (every penny held for the
 * customer is applied to the price), Dr bank the amount received, Cr arrears (any rent owed is paid from it), and
 * Cr home sale the price. So the amount received is the price less what is held plus what is owed, and after it
 * the deposit, equity, refunds due and arrears are all 0p.
 */
import { assertPence, type LedgerAccount, type LedgerBalances, normalBalance } from './ledger-accounts';
import { formatPence } from './waitlist-fee';

/** What a completion applies, pence: the price, what is held and owed, and the money received for the rest. */
export type BuyOutCompletion = {
  /** The price of the home (the RICS valuation's figure, or the quote's), pence. */
  pricePence: number;
  /** The deposit held for the customer, pence. */
  depositHeldPence: number;
  /** The equity contributions held for the customer, pence. */
  equityHeldPence: number;
  /** Overpayments waiting to be refunded, pence (applied to the price too). */
  refundsDuePence: number;
  /** Rent and fees owed, pence (paid from the money received). */
  arrearsPence: number;
  /** The money received on completion (from the customer's solicitor), pence. */
  amountReceivedPence: number;
};

/**
 * What completing at a price takes, from the plan's balances: what is held and owed now, and so the amount to
 * receive: the price less the deposit, equity and overpayments held, plus the arrears.
 *
 * Worked example (the tests'): a £210,000 price, a £4,000 deposit and £333.34 of equity held, nothing owed → to
 * receive £205,666.66; with a month's rent of £917 owed → £206,583.66.
 *
 * @param balances the plan's balances (ledger-accounts.ts `balances`), pence, debit positive
 * @param pricePence the price, pence
 * @returns the completion, with `amountReceivedPence` the amount to receive
 * @throws RangeError when the price is not a positive whole number of pence, or what is held is more than the
 *   price plus what is owed
 */
export function buyOutSettlement(balances: LedgerBalances, pricePence: number): BuyOutCompletion {
  assertPence(pricePence, 'The price');
  const held = {
    depositHeldPence: normalBalance('deposit-held', balances['deposit-held']),
    equityHeldPence: normalBalance('equity-held', balances['equity-held']),
    refundsDuePence: normalBalance('refunds-due', balances['refunds-due']),
    arrearsPence: normalBalance('arrears', balances.arrears),
  };
  const amountReceivedPence =
    pricePence - held.depositHeldPence - held.equityHeldPence - held.refundsDuePence + held.arrearsPence;
  if (amountReceivedPence < 0) {
    throw new RangeError(`What is held is more than the price of ${formatPence(pricePence)}`);
  }
  return { pricePence, ...held, amountReceivedPence };
}

/**
 * The postings of a completion (ledger.ts `entryFor` for `buy-out-completed`), as (account, pence) pairs, debit
 * positive: see the module's comment.
 *
 * @param completion the completion, pence (from {@link buyOutSettlement})
 * @returns the pairs, summing to 0p
 * @throws RangeError when an amount is not a whole number of pence (the price above 0, the rest 0 or more);
 *   Error when the amount received is not the price less what is held plus what is owed (naming the amount due)
 */
export function buyOutCompletionPairs(completion: BuyOutCompletion): Array<readonly [LedgerAccount, number]> {
  const price = assertPence(completion.pricePence, 'The price');
  const nonNegative = { positive: false };
  const deposit = assertPence(completion.depositHeldPence, 'The deposit held', nonNegative);
  const equity = assertPence(completion.equityHeldPence, 'The equity held', nonNegative);
  const refunds = assertPence(completion.refundsDuePence, 'The refunds due', nonNegative);
  const arrears = assertPence(completion.arrearsPence, 'The arrears', nonNegative);
  const received = assertPence(completion.amountReceivedPence, 'The amount received', nonNegative);
  const due = price - deposit - equity - refunds + arrears;
  if (received !== due) {
    throw new Error(
      `The amount received must be ${formatPence(due)} (the price less what is held, plus what is owed), ` +
        `not ${formatPence(received)}`,
    );
  }
  return [
    ['deposit-held', deposit],
    ['equity-held', equity],
    ['refunds-due', refunds],
    ['bank', received],
    ['arrears', -arrears],
    ['home-sale', -price],
  ];
}
