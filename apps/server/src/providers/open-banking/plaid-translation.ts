/**
 * The Plaid adapter's translation into Stairway's words (plaid-open-banking.ts): Plaid's amounts are pounds,
 * positive for money OUT; Stairway stores integer pence, positive for money IN.
 */
import type { AccountBase, Transaction } from 'plaid';
import type { OpenBankingAccount, OpenBankingTransaction } from './open-banking-provider';

/**
 * Pounds as Plaid gives them (positive for money out) to pence as Stairway stores them (positive for money
 * in): 72.1 -> -7210, -2450 -> 245000.
 * @param amount Plaid's amount, in the account's currency's major unit
 * @returns integer pence, positive for money in
 */
export function plaidAmountToPence(amount: number): number {
  const pence = -Math.round(amount * 100);
  return pence === 0 ? 0 : pence;
}

/** A balance in pounds to pence, keeping null. */
function balancePence(amount: number | null | undefined): number | null {
  return typeof amount === 'number' ? Math.round(amount * 100) : null;
}

/**
 * Translates Plaid's account.
 * @returns the account with its balances in integer pence (null when Plaid gives none)
 */
export function translatePlaidAccount(account: AccountBase): OpenBankingAccount {
  return {
    providerAccountId: account.account_id,
    name: account.name,
    mask: account.mask ?? null,
    type: String(account.type),
    subtype: account.subtype ? String(account.subtype) : null,
    balanceCurrentPence: balancePence(account.balances.current),
    balanceAvailablePence: balancePence(account.balances.available),
    currency: account.balances.iso_currency_code ?? account.balances.unofficial_currency_code ?? null,
  };
}

/**
 * Translates Plaid's transaction: the sign flipped to positive-in, pounds to integer pence,
 * personal_finance_category.detailed as the category, merchant_name (else the first counterparty) as the
 * counterparty.
 * @returns the transaction in Stairway's words
 */
export function translatePlaidTransaction(t: Transaction): OpenBankingTransaction {
  return {
    providerTransactionId: t.transaction_id,
    providerAccountId: t.account_id,
    date: t.date,
    amountPence: plaidAmountToPence(t.amount),
    description: t.original_description ?? t.name ?? '',
    counterparty: t.merchant_name ?? t.counterparties?.[0]?.name ?? null,
    category: t.personal_finance_category?.detailed ?? null,
  };
}
