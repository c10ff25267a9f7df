/**
 * The Plaid adapter's reads (plaid-open-banking.ts): a Hosted Link session's outcome, the connection made
 * from it, and 12 months of transactions through /transactions/sync.
 */

import type { AxiosError } from 'axios';
import dayjs from 'dayjs';
import type { PlaidApi } from 'plaid';
import {
  OPEN_BANKING_MONTHS,
  type OpenBankingResult,
  type OpenBankingTransaction,
  type OpenBankingTransactions,
  UK_CONSENT_DAYS,
} from './open-banking-provider';
import { plaidCall as call, plaidErrorCode } from './plaid-client';
import { translatePlaidAccount, translatePlaidTransaction } from './plaid-translation';

/** The public token of a finished Hosted Link session, its institution, and whether the person left. */
type SessionOutcome = { publicToken: string | null; institution: string | null; exited: boolean };

/** The public token of the link token's finished session, if any, and when the link token expires. */
async function sessionOutcome(
  plaid: PlaidApi,
  linkToken: string,
): Promise<SessionOutcome & { expiresAt: Date | null }> {
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

/**
 * 12 months of transactions through /transactions/sync (at most 100 pages of 500), pending ones left out.
 * @param plaid the Plaid client
 * @param accessToken the item's access token
 * @returns the transactions from 12 months ago to today, with the ids Plaid removed; null while Plaid is not
 *   ready (PRODUCT_NOT_READY or NOT_READY)
 * @throws AppError PROVIDER_UNAVAILABLE when Plaid cannot answer; Plaid's other errors as thrown
 */
export async function readPlaidTransactions(
  plaid: PlaidApi,
  accessToken: string,
): Promise<OpenBankingTransactions | null> {
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

/**
 * The connection of a Hosted Link session (OpenBankingProvider.getConnection): once the person has finished,
 * exchanges the public token and reads the accounts, the bank, the consent's expiry and the transactions.
 * @param plaid the Plaid client
 * @param reference the link token
 * @returns Cancelled, Expired or Pending while there is no public token, else Connected with the connection
 * @throws AppError PROVIDER_UNAVAILABLE when Plaid cannot answer; Plaid's other errors as thrown
 */
export async function getPlaidConnection(plaid: PlaidApi, reference: string): Promise<OpenBankingResult> {
  const outcome = await sessionOutcome(plaid, reference);
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
      transactions: await readPlaidTransactions(plaid, accessToken),
    },
  };
}
