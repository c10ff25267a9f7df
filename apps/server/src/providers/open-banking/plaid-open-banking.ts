/**
 * Open banking through Plaid (decision 054): Hosted Link with UK OAuth institutions, on Plaid's official
 * Node library (`plaid`, API version 2020-09-14), kept strictly to Plaid's published contract
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
import type { CountryCode, Products } from 'plaid';
import type { OpenBankingProvider } from './open-banking-provider';
import { plaidCall as call, createPlaidApi, type PlaidOptions, plaidErrorCode } from './plaid-client';
import { getPlaidConnection, readPlaidTransactions } from './plaid-connection';

export {
  createPlaidWebhookKeys,
  PLAID_API_VERSION,
  PLAID_RETRIES,
  PLAID_TIMEOUT_MS,
  type PlaidOptions,
  plaidErrorCode,
} from './plaid-client';
export { plaidAmountToPence, translatePlaidAccount, translatePlaidTransaction } from './plaid-translation';

/**
 * Creates the Plaid open-banking provider (its client: plaid-client.ts; its reads: plaid-connection.ts).
 * @param options credentials, environment, webhook URL and timeout
 * @returns the provider
 */
export function createPlaidOpenBankingProvider(options: PlaidOptions): OpenBankingProvider {
  const plaidApi = createPlaidApi(options, options.retryDelayMs ?? 200);
  return {
    kind: 'plaid',
    async startConnection(subject, returnUrl) {
      const plaid = await plaidApi();
      // Not idempotent (each call makes a new link token), but a retried call only leaves an unused link
      // token that expires unseen (4 hours): safe to retry.
      const created = await call(() =>
        plaid.linkTokenCreate({
          client_name: 'Stairway',
          // Plaid's CountryCode.Gb and Products.Transactions, written out: Plaid's library loads on first use.
          country_codes: ['GB' as CountryCode],
          language: 'en',
          products: ['transactions' as Products],
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

    getConnection: async (reference) => getPlaidConnection(await plaidApi(), reference),

    readTransactions: async (accessToken) => readPlaidTransactions(await plaidApi(), accessToken),

    async disconnect(accessToken) {
      const plaid = await plaidApi();
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
