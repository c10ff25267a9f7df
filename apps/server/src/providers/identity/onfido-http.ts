/**
 * The HTTP side of the Onfido identity provider (onfido-identity.ts, decision 053): one axios instance with a
 * timeout for a call and its retries, bounded retries (axios-retry) of what is safe to repeat, and the mapping of
 * "Onfido is down or slow" to PROVIDER_UNAVAILABLE.
 */
import type { AxiosError, AxiosInstance, AxiosResponse } from 'axios';
import { providerUnavailable } from '../../lib/app-error';

/**
 * Whether an error is axios's (a call that failed or was answered 4xx/5xx): axios's own `isAxiosError` test,
 * written out so that axios loads with the first Onfido call, not when the server starts (decision 079).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}
/** How long one call to Onfido may take, retries included, by default: 15 seconds (decided here). */
export const ONFIDO_DEFAULT_TIMEOUT_MS = 15_000;

/** How many times a failed call is repeated at most (decided here): 2, so 3 attempts in all. */
export const ONFIDO_MAX_RETRIES = 2;

/**
 * Whether a failed call may be repeated. GETs (reading a run) are safe to repeat: on a network error or a
 * timeout (no response), on 429 (Onfido's rate limit) and on a 5xx. A POST (creating an applicant or a run)
 * is not idempotent and Onfido takes no idempotency key, so it is repeated only when no response came (the
 * connection was refused, reset or timed out): then Onfido most likely never took it, and if it did the
 * only cost is an unused applicant or run (Stairway keeps the one that answered). A 429 or 5xx answer to a
 * POST may follow work Onfido has done, so it is not repeated: the person sees PROVIDER_UNAVAILABLE and
 * tries again in a few minutes.
 */
export function onfidoRetryable(error: AxiosError): boolean {
  const method = (error.config?.method ?? 'get').toLowerCase();
  const status = error.response?.status;
  if (status === undefined) return true;
  if (method !== 'get') return false;
  return status === 429 || status >= 500;
}

/** Whether an error means Onfido is down or slow (then PROVIDER_UNAVAILABLE), not a fault of the request. */
function isUnavailable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 429 || status >= 500;
}

/** Turns a failed call into the error the services expect. */
export function failure(error: unknown, what: string): Error {
  if (isUnavailable(error)) return providerUnavailable('identity');
  if (isAxiosError(error)) {
    // A 4xx: the token, the workflow or the request is wrong. A fault of ours, masked as unexpected.
    return new Error(
      `Onfido refused to ${what}: HTTP ${error.response?.status} ${JSON.stringify(error.response?.data)}`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The HTTP client of the Onfido calls: retried as {@link onfidoRetryable} says (ONFIDO_MAX_RETRIES, exponential
 * delays), within one timeout for a call and its retries.
 * @param timeout how long one call may take, retries included, milliseconds
 * @param observe told of each response Onfido gave (method in upper case, URL, HTTP status), failures included
 * @param onRetry told of each repeated call
 * @returns the axios instance (axios and axios-retry are loaded then)
 */
export async function createOnfidoHttp(
  timeout: number,
  observe: ((response: { method: string; url: string; status: number }) => void) | undefined,
  onRetry: ((retryCount: number, error: AxiosError) => void) | undefined,
): Promise<AxiosInstance> {
  const [{ default: axios }, { default: axiosRetry, exponentialDelay }] = await Promise.all([
    import('axios'),
    import('axios-retry'),
  ]);
  const http = axios.create({ timeout });
  if (observe) {
    const tell = (response: AxiosResponse | undefined) => {
      if (!response) return;
      const { config } = response;
      observe({
        method: (config.method ?? 'get').toUpperCase(),
        url: config.url ?? '',
        status: response.status,
      });
    };
    http.interceptors.response.use(
      (response) => {
        tell(response);
        return response;
      },
      (error: unknown) => {
        if (isAxiosError(error)) tell(error.response);
        return Promise.reject(error);
      },
    );
  }
  axiosRetry(http, {
    retries: ONFIDO_MAX_RETRIES,
    retryDelay: exponentialDelay,
    retryCondition: onfidoRetryable,
    // The timeout covers the call with its retries: a retry gets only what is left of it, so a slow Onfido
    // keeps the person waiting no longer than the timeout.
    shouldResetTimeout: false,
    onRetry: (count, error) => onRetry?.(count, error),
  });
  return http;
}
