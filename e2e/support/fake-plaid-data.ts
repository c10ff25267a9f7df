/**
 * The fake Plaid's data, apart from its server (fake-plaid.ts): its one institution, the shapes of the accounts,
 * transactions, items and link tokens it holds, its ids and error body, and the twelve-month statement it
 * generates for each item (with FAKE_SALARY as the monthly salary).
 */
import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type { Answer } from './fake-providers';

/** The fake's one institution. */
export const FAKE_PLAID_INSTITUTION = { institution_id: 'ins_fake_monzo', name: 'Monzo (fake)' } as const;

/** The salary the fake's current account receives every month (pounds; Plaid amounts are in pounds). */
export const FAKE_SALARY = { name: 'ACME LTD', amount: 2940 } as const;

/** An account as Plaid answers it (components.schemas.AccountBase, the fields the fake fills). */
type PlaidAccount = {
  account_id: string;
  balances: Record<string, unknown>;
  mask: string;
  name: string;
  official_name: string;
  type: 'depository';
  subtype: 'checking';
  holder_category: 'personal';
};

/** A transaction as Plaid answers it (components.schemas.Transaction). */
type PlaidTransaction = Record<string, unknown> & {
  date: string;
  transaction_id: string;
  account_id: string;
};

/** An item (one connection to the bank) the fake holds, with its accounts and transactions. */
export type PlaidItem = {
  itemId: string;
  accessToken: string;
  institutionId: string;
  webhook: string | null;
  createdAt: string;
  accounts: PlaidAccount[];
  transactions: PlaidTransaction[];
  removed: boolean;
};

/** A link token the fake made, with what /link/token/create was given and its finished Link sessions. */
export type LinkToken = {
  token: string;
  createdAt: string;
  expiration: string;
  webhook: string | null;
  completionRedirectUri: string | null;
  products: string[];
  countryCodes: string[];
  language: string;
  clientName: string;
  redirectUri: string | null;
  sessions: Record<string, unknown>[];
};

/**
 * A Plaid error body (components.schemas.PlaidError), status 400 unless said.
 * @param errorType Plaid's error_type, e.g. INVALID_INPUT
 * @param errorCode Plaid's error_code, e.g. INVALID_ACCESS_TOKEN
 * @param message the error_message
 * @param status the HTTP status (400 by default)
 * @returns the answer a route sends
 */
export function plaidError(errorType: string, errorCode: string, message: string, status = 400): Answer {
  return {
    status,
    json: {
      error_type: errorType,
      error_code: errorCode,
      error_message: message,
      display_message: null,
      request_id: requestId(),
      causes: [],
      status,
      documentation_url: 'https://plaid.com/docs/errors/',
      suggested_action: null,
    },
  };
}

/** A Plaid request id: returns 11 random base64url characters (8 random bytes). */
export function requestId(): string {
  return randomBytes(8).toString('base64url').slice(0, 15);
}

/** A Plaid-style opaque id: returns 37 random characters of [A-Za-z0-9]. */
export function plaidId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(37)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** A small deterministic pseudo-random generator, so that every item's statement is plausible and repeatable. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Twelve months of a UK current account, newest first: the salary of FAKE_SALARY on the 28th (the Friday before
 * when the 28th is a weekend), rent on the 1st, council tax, energy, water, broadband, a phone, a gym, and card
 * spending at supermarkets, cafés and shops. Plaid's sign convention: a positive amount is money OUT.
 * @param accountId the account the transactions belong to
 * @param today the last day covered
 */
export function generateTransactions(accountId: string, today = dayjs()): PlaidTransaction[] {
  const random = seeded(20_240_928);
  const from = today.subtract(12, 'month');
  const out: PlaidTransaction[] = [];
  const add = (
    date: dayjs.Dayjs,
    name: string,
    amount: number,
    category: [string, string],
    channel: 'online' | 'in store' | 'other',
    code: string | null,
  ) => {
    if (date.isAfter(today, 'day') || !date.isAfter(from, 'day')) return;
    const day = date.format('YYYY-MM-DD');
    out.push({
      transaction_id: plaidId(),
      account_id: accountId,
      amount: Math.round(amount * 100) / 100,
      iso_currency_code: 'GBP',
      unofficial_currency_code: null,
      date: day,
      datetime: null,
      authorized_date: day,
      authorized_datetime: null,
      name,
      merchant_name: amount > 0 ? name : null,
      original_description: null,
      pending: false,
      pending_transaction_id: null,
      account_owner: null,
      payment_channel: channel,
      payment_meta: {
        reference_number: null,
        ppd_id: null,
        payee: null,
        by_order_of: null,
        payer: amount < 0 ? name : null,
        payment_method: null,
        payment_processor: null,
        reason: null,
      },
      location: {
        address: null,
        city: null,
        region: null,
        postal_code: null,
        country: null,
        lat: null,
        lon: null,
        store_number: null,
      },
      personal_finance_category: {
        primary: category[0],
        detailed: category[1],
        confidence_level: 'VERY_HIGH',
      },
      counterparties: [
        {
          name,
          type: amount < 0 ? 'income_source' : 'merchant',
          entity_id: null,
          logo_url: null,
          website: null,
          confidence_level: 'VERY_HIGH',
        },
      ],
      transaction_code: code,
      transaction_type: channel === 'in store' ? 'place' : 'special',
      category: null,
      category_id: null,
      check_number: null,
      logo_url: null,
      website: null,
    });
  };
  // The twelve latest paydays up to today: the 28th, or the Friday before when it falls on a weekend.
  const paydays = Array.from({ length: 13 }, (_, m) => {
    const payday = today.subtract(m, 'month').startOf('month').date(28);
    return payday.day() === 6
      ? payday.subtract(1, 'day')
      : payday.day() === 0
        ? payday.subtract(2, 'day')
        : payday;
  })
    .filter((day) => !day.isAfter(today, 'day'))
    .slice(0, 12);
  for (const payday of paydays) {
    add(payday, FAKE_SALARY.name, -FAKE_SALARY.amount, ['INCOME', 'INCOME_WAGES'], 'other', 'transfer');
  }
  for (let m = 0; m <= 12; m += 1) {
    const month = today.subtract(m, 'month').startOf('month');
    add(
      month.date(1),
      'HOMELET RENT',
      1150,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT'],
      'other',
      'standing order',
    );
    add(
      month.date(1),
      'LAMBETH COUNCIL TAX',
      148.5,
      ['GOVERNMENT_AND_NON_PROFIT', 'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT'],
      'other',
      'direct debit',
    );
    add(
      month.date(5),
      'OCTOPUS ENERGY',
      92 + Math.round(random() * 40),
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
      'other',
      'direct debit',
    );
    add(
      month.date(12),
      'THAMES WATER',
      38.2,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_WATER'],
      'other',
      'direct debit',
    );
    add(
      month.date(15),
      'BT BROADBAND',
      32.99,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_INTERNET_AND_CABLE'],
      'other',
      'direct debit',
    );
    add(
      month.date(18),
      'GIFFGAFF',
      12,
      ['RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_TELEPHONE'],
      'online',
      'direct debit',
    );
    add(
      month.date(3),
      'PUREGYM',
      24.99,
      ['PERSONAL_CARE', 'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'],
      'online',
      'direct debit',
    );
    for (let week = 0; week < 5; week += 1) {
      const day = month.add(week * 7 + Math.floor(random() * 6), 'day');
      if (day.month() !== month.month()) continue;
      add(
        day,
        'TESCO STORES',
        35 + Math.round(random() * 5000) / 100,
        ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
        'in store',
        'purchase',
      );
      add(
        day.add(2, 'day'),
        'PRET A MANGER',
        4 + Math.round(random() * 800) / 100,
        ['FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
        'in store',
        'purchase',
      );
      if (random() < 0.5) {
        add(
          day.add(3, 'day'),
          'AMAZON.CO.UK',
          8 + Math.round(random() * 6000) / 100,
          ['GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
          'online',
          'purchase',
        );
      }
      if (random() < 0.3) {
        add(
          day.add(4, 'day'),
          'TFL TRAVEL CHARGE',
          6.8 + Math.round(random() * 900) / 100,
          ['TRANSPORTATION', 'TRANSPORTATION_PUBLIC_TRANSIT'],
          'online',
          'purchase',
        );
      }
    }
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
