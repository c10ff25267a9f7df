/**
 * The reconciliation of a plan's ledger with the payment provider (ARCHITECTURE.md §7 "statements and the
 * reconciliation with the payment provider are read from it"; the issue: "the ledger always reconciles with
 * the provider's payments"). What the ledger says moved through the bank for each of the provider's payment
 * ids is compared with what the provider says moved. Pure: no I/O; re-exported by ledger.ts.
 */
import type { JournalEntry } from './ledger-accounts';

/**
 * A payment as the provider reports it: its id and the amount that moved, whole pence, positive for money
 * received from the customer (a deposit, a collection), negative for money paid out (a refund).
 */
export type ProviderPayment = { paymentId: string; amountPence: number };

/** A payment the ledger and the provider disagree on, pence (signed as {@link ProviderPayment}). */
export type AmountDifference = { paymentId: string; ledgerPence: number; providerPence: number };

/** What {@link reconcile} finds; every list empty when the ledger reconciles. */
export type Reconciliation = {
  /** The provider's payments the ledger has no money for (never recorded, or recorded and reversed). */
  missingFromLedger: ProviderPayment[];
  /** Money the ledger moved through the bank under a payment id the provider does not know. */
  missingFromProvider: { paymentId: string; ledgerPence: number }[];
  /** Payments both know, for different amounts. */
  amountsDiffer: AmountDifference[];
  /** Entries that move the bank without a payment id (e.g. an adjustment to the bank), to be explained. */
  withoutPayment: { entryId: string; pence: number }[];
  /** True when all four lists are empty. */
  reconciled: boolean;
};

/**
 * Reconciles a plan's ledger with the provider's payments (ARCHITECTURE.md §7).
 *
 * The ledger's amount for a payment id is the sum of the `bank` postings of the entries with that id, so a
 * collection and its reversal net to 0p and count as absent; the provider's amounts for the same id are summed
 * too. Zero amounts on either side count as absent.
 *
 * @param entries the plan's journal entries
 * @param payments the provider's payments for the plan, pence
 * @returns the differences, each list sorted by payment id (see {@link Reconciliation})
 * @throws RangeError when a provider amount is not a safe whole number of pence
 */
export function reconcile(
  entries: readonly JournalEntry[],
  payments: readonly ProviderPayment[],
): Reconciliation {
  const ledger = new Map<string, number>();
  const withoutPayment: Reconciliation['withoutPayment'] = [];
  for (const entry of entries) {
    const pence = entry.postings
      .filter((posting) => posting.account === 'bank')
      .reduce((sum, posting) => sum + posting.pence, 0);
    if (pence === 0) continue;
    if (entry.paymentId === undefined) withoutPayment.push({ entryId: entry.id, pence });
    else ledger.set(entry.paymentId, (ledger.get(entry.paymentId) ?? 0) + pence);
  }
  const provider = new Map<string, number>();
  for (const payment of payments) {
    if (!Number.isSafeInteger(payment.amountPence)) {
      throw new RangeError(
        `The provider's payment ${payment.paymentId} must be a whole number of pence, got ${payment.amountPence}`,
      );
    }
    provider.set(payment.paymentId, (provider.get(payment.paymentId) ?? 0) + payment.amountPence);
  }
  const ids = [...new Set([...ledger.keys(), ...provider.keys()])].sort();
  const result: Reconciliation = {
    missingFromLedger: [],
    missingFromProvider: [],
    amountsDiffer: [],
    withoutPayment,
    reconciled: false,
  };
  for (const paymentId of ids) {
    const ledgerPence = ledger.get(paymentId) ?? 0;
    const providerPence = provider.get(paymentId) ?? 0;
    if (ledgerPence === providerPence) continue;
    if (ledgerPence === 0) result.missingFromLedger.push({ paymentId, amountPence: providerPence });
    else if (providerPence === 0) result.missingFromProvider.push({ paymentId, ledgerPence });
    else result.amountsDiffer.push({ paymentId, ledgerPence, providerPence });
  }
  result.reconciled =
    result.missingFromLedger.length === 0 &&
    result.missingFromProvider.length === 0 &&
    result.amountsDiffer.length === 0 &&
    withoutPayment.length === 0;
  return result;
}
