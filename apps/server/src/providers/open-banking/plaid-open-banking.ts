/**
 * Open banking through Plaid (issue 31; decision 054): Hosted Link with UK OAuth institutions, on Plaid's
 * official Node library (`plaid`, API version 2020-09-14), kept strictly to Plaid's published contract
 * (apps/server/contracts/plaid/2020-09-14.yml; the contract tests run this adapter against it).
 *
 * - startConnection: /link/token/create with a hosted_link, so the person consents on Plaid's hosted page
 *   (reference = the link_token, url = hosted_link_url).
 * - getConnection: /link/token/get gives the session's public token once the person has finished;
 *   /item/public_token/exchange turns it into the access token and item id; /accounts/get, /item/get and
 *   /transactions/sync give the accounts, the bank's name, the consent's expiry and 12 months of
 *   transactions, translated into Stairway's words (pence, positive for money in: Plaid's amounts are pounds,
 *   positive for money OUT).
 * - readTransactions (on Plaid's TRANSACTIONS webhook) and disconnect (/item/remove).
 *
 * Every call has a timeout (15 s by default) and bounded retries (axios-retry: 2 more tries on a network
 * error, a timeout, 429 or 5xx, exponential back-off); when Plaid still cannot answer, the call fails with
 * PROVIDER_UNAVAILABLE ("try again in a few minutes"), and nothing the person did is lost.
 */
import axios, { type AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkError } from 'axios-retry';
import dayjs from 'dayjs';
import {
  type AccountBase,
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type Transaction,
} from 'plaid';
import { AppError, providerUnavailable } from '../../lib/app-error';
import {
  OPEN_BANKING_MONTHS,
  type OpenBankingAccount,
  type OpenBankingProvider,
  type OpenBankingResult,
  type OpenBankingTransaction,
  type OpenBankingTransactions,
  UK_CONSENT_DAYS,
} from './open-banking-provider';

/** The Plaid API version this adapter is written and contract-tested against. */
export const PLAID_API_VERSION = '2020-09-14';

/** The default timeout of one call to Plaid, milliseconds. */
export const PLAID_TIMEOUT_MS = 15_000;

/** The retries after a failed call (so at most 3 tries). */
export const PLAID_RETRIES = 2;

/** Options of the Plaid adapter (provider-config.ts PLAID_*). */
export type PlaidOptions = {
  clientId: string;
  secret: string;
  env: 'sandbox' | 'production';
  /** Another base URL (the contract mock of the tests); default PlaidEnvironments[env]. */
  apiUrl?: string;
  /** Where Plaid sends its webhooks: APP_URL/webhooks/plaid. */
  webhookUrl: string;
  /** One call's timeout, milliseconds (default 15 s). */
  timeoutMs?: number;
  /** The first retry's delay factor, milliseconds (default 200; the tests make it small). */
  retryDelayMs?: number;
};

/** Whether a failed call may be tried again: not answered (network, timeout), 429 or 5xx. */
function transient(error: AxiosError): boolean {
  const status = error.response?.status;
  if (status !== undefined) return status === 429 || status >= 500;
  return isNetworkError(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

/** Plaid's error code of a failed call (e.g. PRODUCT_NOT_READY), or null. */
export function plaidErrorCode(error: unknown): string | null {
  const data = (error as AxiosError<{ error_code?: unknown }>)?.response?.data;
  return typeof data?.error_code === 'string' ? data.error_code : null;
}

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

/** Translates Plaid's account. */
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

/** The public token of a finished Hosted Link session, its institution, and whether the person left. */
type SessionOutcome = { publicToken: string | null; institution: string | null; exited: boolean };

/**
 * Creates the Plaid open-banking provider.
 * @param options credentials, environment, webhook URL and timeout
 */
export function createPlaidOpenBankingProvider(options: PlaidOptions): OpenBankingProvider {
  const http: AxiosInstance = axios.create({ timeout: options.timeoutMs ?? PLAID_TIMEOUT_MS });
  axiosRetry(http, {
    retries: PLAID_RETRIES,
    shouldResetTimeout: true,
    retryDelay: (count, error) => exponentialDelay(count, error, options.retryDelayMs ?? 200),
    // Every call is a POST. Which are safe to send twice is said at each call; /item/public_token/exchange
    // sets its own condition.
    retryCondition: transient,
  });
  const configuration = new Configuration({
    basePath: options.apiUrl ?? PlaidEnvironments[options.env],
    baseOptions: {
      headers: {
        'PLAID-CLIENT-ID': options.clientId,
        'PLAID-SECRET': options.secret,
        'Plaid-Version': PLAID_API_VERSION,
      },
    },
  });
  const plaid = new PlaidApi(configuration, undefined, http);

  /** Runs a call, turning "Plaid cannot answer now" into PROVIDER_UNAVAILABLE. */
  async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const axiosError = error as AxiosError;
      if (axiosError?.isAxiosError && transient(axiosError)) throw providerUnavailable('open-banking');
      throw error;
    }
  }

  /** The public token of the link token's finished session, if any. */
  async function sessionOutcome(linkToken: string): Promise<SessionOutcome & { expiresAt: Date | null }> {
    // /link/token/get only reads: safe to retry.
    const token = await call(() => plaid.linkTokenGet({ link_token: linkToken }));
    let outcome: SessionOutcome = { publicToken: null, institution: null, exited: false };
    for (const session of token.link_sessions ?? []) {
      const added = session.results?.item_add_results?.[0];
      const success = session.on_success;
      const publicToken = added?.public_token ?? success?.public_token ?? null;
      if (publicToken) {
        const institution = added?.institution?.name ?? success?.metadata?.institution?.name ?? null;
        outcome = { publicToken, institution, exited: false };
        break;
      }
      if (session.exit || session.on_exit) outcome = { ...outcome, exited: true };
    }
    return { ...outcome, expiresAt: token.expiration ? new Date(token.expiration) : null };
  }

  /** 12 months of transactions through /transactions/sync, or null while Plaid is not ready. */
  async function readTransactions(accessToken: string): Promise<OpenBankingTransactions | null> {
    const to = dayjs().startOf('day');
    const from = to.subtract(OPEN_BANKING_MONTHS, 'month').add(1, 'day');
    const byId = new Map<string, OpenBankingTransaction>();
    const removedIds: string[] = [];
    let cursor: string | undefined;
    let complete = false;
    // Bounded: at most 100 pages of 500 (50,000 transactions) in a read.
    for (let page = 0; page < 100; page++) {
      let data: Awaited<ReturnType<typeof plaid.transactionsSync>>['data'];
      try {
        // /transactions/sync only reads (a cursor is a position, not a change): safe to retry.
        data = await call(() => plaid.transactionsSync({ access_token: accessToken, cursor, count: 500 }));
      } catch (error) {
        if (plaidErrorCode(error) === 'PRODUCT_NOT_READY') return null;
        throw error;
      }
      if (data.transactions_update_status === 'NOT_READY') return null;
      complete = data.transactions_update_status === 'HISTORICAL_UPDATE_COMPLETE';
      for (const t of [...data.added, ...data.modified]) {
        if (t.pending) continue;
        const translated = translatePlaidTransaction(t);
        if (translated.date < from.format('YYYY-MM-DD')) continue;
        byId.set(translated.providerTransactionId, translated);
      }
      for (const r of data.removed) {
        if (r.transaction_id) {
          byId.delete(r.transaction_id);
          removedIds.push(r.transaction_id);
        }
      }
      cursor = data.next_cursor;
      if (!data.has_more) break;
    }
    return {
      from: from.format('YYYY-MM-DD'),
      to: to.format('YYYY-MM-DD'),
      transactions: [...byId.values()],
      removedIds,
      complete,
    };
  }

  return {
    kind: 'plaid',
    async startConnection(subject, returnUrl) {
      // Not idempotent (each call makes a new link token), but a retried call only leaves an unused link
      // token that expires unseen (4 hours): safe to retry.
      const created = await call(() =>
        plaid.linkTokenCreate({
          client_name: 'Stairway',
          country_codes: [CountryCode.Gb],
          language: 'en',
          products: [Products.Transactions],
          transactions: { days_requested: 365 },
          user: { client_user_id: subject.clientUserId },
          webhook: options.webhookUrl,
          hosted_link: { completion_redirect_uri: returnUrl },
        }),
      );
      if (!created.hosted_link_url) {
        // Plaid sends hosted_link_url only when Hosted Link is enabled for the client (README "Open banking:
        // Plaid"); no URL is made up.
        throw new Error(
          'Plaid returned no hosted_link_url for the link token: enable Hosted Link for this Plaid client',
        );
      }
      return {
        reference: created.link_token,
        url: created.hosted_link_url,
        expiresAt: created.expiration ? new Date(created.expiration) : null,
      };
    },

    async getConnection(reference): Promise<OpenBankingResult> {
      const outcome = await sessionOutcome(reference);
      if (!outcome.publicToken) {
        if (outcome.exited) return { status: 'Cancelled', bankName: null };
        const expired = outcome.expiresAt !== null && outcome.expiresAt.getTime() <= Date.now();
        return { status: expired ? 'Expired' : 'Pending', bankName: null };
      }
      const publicToken = outcome.publicToken;
      // A public token can be exchanged once: a call Plaid received but did not answer could not be sent
      // again, so only "not sent at all" (connection refused) and 429 (refused by the rate limit) are retried.
      const exchanged = await call(() =>
        plaid.itemPublicTokenExchange(
          { public_token: publicToken },
          {
            'axios-retry': {
              retryCondition: (error: AxiosError) =>
                error.response?.status === 429 || (!error.response && error.code === 'ECONNREFUSED'),
            },
          },
        ),
      );
      const accessToken = exchanged.access_token;
      // /accounts/get and /item/get only read: safe to retry.
      const accounts = await call(() => plaid.accountsGet({ access_token: accessToken }));
      const { item } = await call(() => plaid.itemGet({ access_token: accessToken }));
      const institution = item.institution_name ?? outcome.institution ?? null;
      const consent = item.consent_expiration_time ?? null;
      return {
        status: 'Connected',
        bankName: institution,
        connection: {
          itemId: exchanged.item_id,
          accessToken,
          institution,
          // UK consent is 90 days (FCA SCA-RTS); when Plaid gives no expiry it is estimated from today.
          consentExpiresAt: consent ? new Date(consent) : dayjs().add(UK_CONSENT_DAYS, 'day').toDate(),
          consentExpiryEstimated: !consent,
          accounts: accounts.accounts.map(translatePlaidAccount),
          transactions: await readTransactions(accessToken),
        },
      };
    },

    readTransactions,

    async disconnect(accessToken) {
      try {
        // Removing an item twice answers ITEM_NOT_FOUND / INVALID_ACCESS_TOKEN, taken as done: safe to retry.
        await call(() => plaid.itemRemove({ access_token: accessToken }));
      } catch (error) {
        const code = plaidErrorCode(error);
        if (code === 'ITEM_NOT_FOUND' || code === 'INVALID_ACCESS_TOKEN') return;
        throw error;
      }
    },
  };
}

/**
 * The JWK Plaid signs its webhooks with, by key id (/webhook_verification_key/get), for
 * services/plaid-webhook.ts.
 * @returns a function from a key id to its JWK (null when Plaid has none by that id)
 */
export function createPlaidWebhookKeys(
  options: Pick<PlaidOptions, 'clientId' | 'secret' | 'env' | 'apiUrl' | 'timeoutMs'>,
): (kid: string) => Promise<Record<string, unknown> | null> {
  const http = axios.create({ timeout: options.timeoutMs ?? PLAID_TIMEOUT_MS });
  // A read: safe to retry.
  axiosRetry(http, { retries: PLAID_RETRIES, shouldResetTimeout: true, retryCondition: transient });
  const plaid = new PlaidApi(
    new Configuration({
      basePath: options.apiUrl ?? PlaidEnvironments[options.env],
      baseOptions: {
        headers: {
          'PLAID-CLIENT-ID': options.clientId,
          'PLAID-SECRET': options.secret,
          'Plaid-Version': PLAID_API_VERSION,
        },
      },
    }),
    undefined,
    http,
  );
  return async (kid) => {
    try {
      const { data } = await plaid.webhookVerificationKeyGet({ key_id: kid });
      return data.key as unknown as Record<string, unknown>;
    } catch (error) {
      if ((error as AxiosError)?.response?.status === 400) return null;
      throw error;
    }
  };
}
