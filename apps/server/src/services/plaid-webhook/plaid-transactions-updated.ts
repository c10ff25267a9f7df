/** Plaid's TRANSACTIONS events (decision 054): the connection's transactions are read again. */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { openBankingConnections } from '../../db/provider-schema';
import { accessTokenOf, storeTransactions } from '../open-banking-connections';
import { recordWebhookEvent } from '../provider-webhook-events';
import type { PlaidWebhookOutcome } from './plaid-webhook-outcome';

/** TRANSACTIONS updates: read the connection's transactions again. */
export async function transactionsUpdated(
  services: Pick<AppServices, 'db' | 'config' | 'openBanking'>,
  itemId: string,
  eventId: string,
  type: string,
): Promise<PlaidWebhookOutcome> {
  const { db } = services;
  const [connection] = await db
    .select()
    .from(openBankingConnections)
    .where(and(eq(openBankingConnections.provider, 'plaid'), eq(openBankingConnections.itemId, itemId)));
  const token = connection ? accessTokenOf(services.config, connection) : null;
  if (!connection || token === null) {
    return (await db.transaction((tx) => recordWebhookEvent(tx, 'plaid', eventId, type)))
      ? 'unknown'
      : 'duplicate';
  }
  const read = await services.openBanking.readTransactions(token);
  // Not ready yet: not recorded, so a later delivery of the same event is read again.
  if (!read) return 'transactions-not-ready';
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, 'plaid', eventId, type))) return 'duplicate';
    await storeTransactions(tx, connection.id, read);
    return 'transactions-read';
  });
}
