/**
 * The Plaid adapter's translation (decision 054): Plaid's amounts are pounds, positive for money OUT;
 * Stairway stores integer pence, positive for money IN (db/provider-schema.ts). Also the sandbox's sample
 * data: 12 months with a monthly salary credit.
 */
import type { Transaction } from 'plaid';
import { describe, expect, it } from 'vitest';
import {
  plaidAmountToPence,
  translatePlaidAccount,
  translatePlaidTransaction,
} from '../../src/providers/open-banking/plaid-open-banking';
import { sandboxTransactions } from '../../src/providers/open-banking/sandbox-open-banking-data';

describe('Plaid translation', () => {
  it('flips the sign and turns pounds into whole pence, without float drift', () => {
    expect(plaidAmountToPence(72.1)).toBe(-7210);
    expect(plaidAmountToPence(-2450)).toBe(245_000);
    expect(plaidAmountToPence(-2940.33)).toBe(294_033);
    expect(plaidAmountToPence(0.29)).toBe(-29);
    expect(plaidAmountToPence(1.005)).toBe(-100);
    expect(Object.is(plaidAmountToPence(0), 0)).toBe(true);
  });

  it('translates a transaction: category, merchant or counterparty, description', () => {
    const base = {
      account_id: 'acc-1',
      transaction_id: 'tx-1',
      amount: -3100,
      date: '2026-10-28',
      name: 'ACME LTD SALARY',
      original_description: null,
      merchant_name: null,
      counterparties: [{ name: 'ACME LTD', type: 'income_source' }],
      personal_finance_category: { primary: 'INCOME', detailed: 'INCOME_WAGES' },
      pending: false,
    } as unknown as Transaction;
    expect(translatePlaidTransaction(base)).toEqual({
      providerTransactionId: 'tx-1',
      providerAccountId: 'acc-1',
      date: '2026-10-28',
      amountPence: 310_000,
      description: 'ACME LTD SALARY',
      counterparty: 'ACME LTD',
      category: 'INCOME_WAGES',
    });
    const bought = { ...base, amount: 12.5, merchant_name: 'Tesco', personal_finance_category: null };
    expect(translatePlaidTransaction(bought as unknown as Transaction)).toMatchObject({
      amountPence: -1250,
      counterparty: 'Tesco',
      category: null,
    });
  });

  it('translates an account with balances in pence', () => {
    expect(
      translatePlaidAccount({
        account_id: 'a',
        name: 'Current Account',
        mask: '1234',
        type: 'depository',
        subtype: 'checking',
        balances: { current: 1842.5, available: null, iso_currency_code: 'GBP', limit: null },
      } as never),
    ).toEqual({
      providerAccountId: 'a',
      name: 'Current Account',
      mask: '1234',
      type: 'depository',
      subtype: 'checking',
      balanceCurrentPence: 184_250,
      balanceAvailablePence: null,
      currency: 'GBP',
    });
  });
});

describe('sandbox sample transactions', () => {
  it('cover 12 months with one salary credit a month from SANDBOX EMPLOYER LTD', () => {
    const read = sandboxTransactions(new Date('2026-11-29T12:00:00Z'));
    expect(read).toMatchObject({ from: '2025-11-30', to: '2026-11-29', complete: true });
    const salaries = read.transactions.filter((t) => t.counterparty === 'SANDBOX EMPLOYER LTD');
    expect(salaries).toHaveLength(12);
    expect(salaries.every((t) => t.amountPence === 245_000 && t.category === 'INCOME_WAGES')).toBe(true);
    expect(read.transactions.every((t) => t.date >= read.from && t.date <= read.to)).toBe(true);
    expect(read.transactions.some((t) => t.amountPence < 0)).toBe(true);
  });
});
