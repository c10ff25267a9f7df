/**
 * The sandbox open-banking provider's sample data: what a person who connects through the sandbox page
 * "shares", so that the page lists an account and the operators' console sees verified income. Clearly
 * sandbox data: one account named "Sandbox current account", a monthly salary from "SANDBOX EMPLOYER LTD" and
 * a few monthly bills, for the 12 months up to the day read. Nothing here comes from a bank.
 */
import dayjs from 'dayjs';
import {
  OPEN_BANKING_MONTHS,
  type OpenBankingAccount,
  type OpenBankingTransaction,
  type OpenBankingTransactions,
} from './open-banking-provider';

/** The one account the sandbox shares (its id is the same for every sandbox connection). */
export const SANDBOX_ACCOUNT: OpenBankingAccount = {
  providerAccountId: 'sandbox-current-account',
  name: 'Sandbox current account',
  mask: '0000',
  type: 'depository',
  subtype: 'checking',
  balanceCurrentPence: 184_250,
  balanceAvailablePence: 184_250,
  currency: 'GBP',
};

/** The sandbox's monthly items: day of month, pence (positive for money in), description, category. */
const MONTHLY: ReadonlyArray<{ day: number; pence: number; name: string; category: string; id: string }> = [
  { id: 'salary', day: 28, pence: 245_000, name: 'SANDBOX EMPLOYER LTD', category: 'INCOME_WAGES' },
  {
    id: 'energy',
    day: 3,
    pence: -8_540,
    name: 'SANDBOX ENERGY',
    category: 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
  },
  {
    id: 'council-tax',
    day: 1,
    pence: -14_200,
    name: 'SANDBOX COUNCIL TAX',
    category: 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
  },
  { id: 'mobile', day: 12, pence: -1_800, name: 'SANDBOX MOBILE', category: 'RENT_AND_UTILITIES_TELEPHONE' },
  {
    id: 'groceries',
    day: 16,
    pence: -24_935,
    name: 'SANDBOX SUPERMARKET',
    category: 'FOOD_AND_DRINK_GROCERIES',
  },
];

/**
 * The sandbox's transactions for the 12 months up to `today`.
 * @param today the day read (default now, London days are close enough for sample data)
 * @returns the period and the transactions, newest first
 */
export function sandboxTransactions(today: Date = new Date()): OpenBankingTransactions {
  const to = dayjs(today).startOf('day');
  const from = to.subtract(OPEN_BANKING_MONTHS, 'month').add(1, 'day');
  const transactions: OpenBankingTransaction[] = [];
  for (let back = 0; back <= OPEN_BANKING_MONTHS; back++) {
    const month = to.subtract(back, 'month');
    for (const item of MONTHLY) {
      const day = month.date(Math.min(item.day, month.daysInMonth()));
      if (day.isBefore(from) || day.isAfter(to)) continue;
      transactions.push({
        providerTransactionId: `sandbox-${item.id}-${day.format('YYYY-MM')}`,
        providerAccountId: SANDBOX_ACCOUNT.providerAccountId,
        date: day.format('YYYY-MM-DD'),
        amountPence: item.pence,
        description: item.pence > 0 ? `${item.name} SALARY` : item.name,
        counterparty: item.name,
        category: item.category,
      });
    }
  }
  transactions.sort((a, b) => b.date.localeCompare(a.date));
  return {
    from: from.format('YYYY-MM-DD'),
    to: to.format('YYYY-MM-DD'),
    transactions,
    removedIds: [],
    complete: true,
  };
}
