/**
 * The HTTP client of the Plaid adapter (plaid-open-banking.ts): Plaid's official Node library on axios with a
 * timeout and bounded retries, the error handling every call shares, and the webhook keys' client.
 */
import type { AxiosError } from 'axios';
import type { PlaidApi } from 'plaid';
import { AppError, providerUnavailable } from '../../lib/app-error';
import { onFirstUse } from '../../lib/first-use';

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

/**
 * Whether a failed call may be tried again: not answered (network, timeout), 429 or 5xx.
 * @param isNetworkError axios-retry's test for an error with no answer
 */
function transient(error: AxiosError, isNetworkError: (error: AxiosError) => boolean): boolean {
  const status = error.response?.status;
  if (status !== undefined) return status === 429 || status >= 500;
  return isNetworkError(error) || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
}

/**
 * Plaid's error code of a failed call.
 * @param error what the call threw
 * @returns Plaid's error_code (e.g. PRODUCT_NOT_READY), or null when the error carries none
 */
export function plaidErrorCode(error: unknown): string | null {
  const data = (error as AxiosError<{ error_code?: unknown }>)?.response?.data;
  return typeof data?.error_code === 'string' ? data.error_code : null;
}

/**
 * A Plaid client on axios with the options' timeout and retries (2 more tries on a network error, a timeout,
 * 429 or 5xx), made on first use: Plaid's library, axios and axios-retry (about 300 ms of a server's start;
 * decision 079) load then, not when the server starts.
 * @param options credentials, environment or base URL, and timeout
 * @param retryDelayMs the first retry's delay factor for exponential back-off, milliseconds; without it the
 *   retries follow at once (axios-retry's default)
 * @returns a function that gives the one Plaid API (sending Plaid-Version PLAID_API_VERSION), loading it the
 *   first time
 */
export function createPlaidApi(
  options: Pick<PlaidOptions, 'clientId' | 'secret' | 'env' | 'apiUrl' | 'timeoutMs'>,
  retryDelayMs?: number,
): () => Promise<PlaidApi> {
  return onFirstUse(() => makePlaidApi(options, retryDelayMs));
}

/** Loads Plaid's library and axios, and makes the client (see createPlaidApi). */
async function makePlaidApi(
  options: Pick<PlaidOptions, 'clientId' | 'secret' | 'env' | 'apiUrl' | 'timeoutMs'>,
  retryDelayMs?: number,
): Promise<PlaidApi> {
  const [{ default: axios }, { default: axiosRetry, exponentialDelay, isNetworkError }, plaid] =
    await Promise.all([import('axios'), import('axios-retry'), import('plaid')]);
  const http = axios.create({ timeout: options.timeoutMs ?? PLAID_TIMEOUT_MS });
  axiosRetry(http, {
    retries: PLAID_RETRIES,
    shouldResetTimeout: true,
    ...(retryDelayMs === undefined
      ? {}
      : { retryDelay: (count: number, error: AxiosError) => exponentialDelay(count, error, retryDelayMs) }),
    // Every call is a POST. Which are safe to send twice is said at each call; /item/public_token/exchange
    // sets its own condition.
    retryCondition: (error) => transient(error, isNetworkError),
  });
  const configuration = new plaid.Configuration({
    basePath: options.apiUrl ?? plaid.PlaidEnvironments[options.env],
    baseOptions: {
      headers: {
        'PLAID-CLIENT-ID': options.clientId,
        'PLAID-SECRET': options.secret,
        'Plaid-Version': PLAID_API_VERSION,
      },
    },
  });
  return new plaid.PlaidApi(configuration, undefined, http);
}

/**
 * Runs a call, turning "Plaid cannot answer now" (after the retries) into PROVIDER_UNAVAILABLE.
 * @param run the call
 * @returns the call's response body
 * @throws AppError PROVIDER_UNAVAILABLE when Plaid was not reached, timed out or answered 429 or 5xx; any
 *   other error as it was thrown
 */
export async function plaidCall<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const axiosError = error as AxiosError;
    if (axiosError?.isAxiosError) {
      // Loaded already: the client that threw is made with it.
      const { isNetworkError } = await import('axios-retry');
      if (transient(axiosError, isNetworkError)) throw providerUnavailable('open-banking');
    }
    throw error;
  }
}

/**
 * The JWK Plaid signs its webhooks with, by key id (/webhook_verification_key/get), for
 * services/plaid-webhook.ts.
 * @returns a function from a key id to its JWK (null when Plaid has none by that id)
 */
export function createPlaidWebhookKeys(
  options: Pick<PlaidOptions, 'clientId' | 'secret' | 'env' | 'apiUrl' | 'timeoutMs'>,
): (kid: string) => Promise<Record<string, unknown> | null> {
  // A read: safe to retry.
  const plaidApi = createPlaidApi(options);
  return async (kid) => {
    const plaid = await plaidApi();
    try {
      const { data } = await plaid.webhookVerificationKeyGet({ key_id: kid });
      return data.key as unknown as Record<string, unknown>;
    } catch (error) {
      if ((error as AxiosError)?.response?.status === 400) return null;
      throw error;
    }
  };
}
