/**
 * Storing and reading open banking connections (open_banking_connections, open_banking_accounts,
 * open_banking_transactions; decision 054): inserting a connection with its accounts and transactions (the
 * access token encrypted with lib/secret-box.ts), finding the person's latest connection and its accounts,
 * decrypting the token, marking a connection's state (the provider's webhook) and the person's data export.
 * The open banking cycle that uses these (start, check, disconnect, reconnect) is in services/open-banking.ts.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from '../context';
import type { Tx } from '../db/client';
import {
  type OpenBankingConnectionStatus,
  openBankingAccounts,
  openBankingConnections,
  openBankingTransactions,
} from '../db/provider-schema';
import type { OpenBankingAccountRow, OpenBankingConnectionRow } from '../db/rows';
import { decryptSecret, encryptSecret } from '../lib/secret-box';
import type {
  OpenBankingConnection,
  OpenBankingTransactions,
} from '../providers/open-banking/open-banking-provider';
import type { Person } from './hosted-checks';

/** A database handle or a transaction. */
type Db = Pick<Context['db'], 'select' | 'insert' | 'update' | 'delete'>;

/** Rows per insert of transactions (PostgreSQL allows 65,535 parameters; 9 a row). */
const TRANSACTIONS_PER_INSERT = 500;

/**
 * The person's latest stored bank connection.
 * @returns null when they never connected (or disconnected before submission: then it was deleted)
 */
export async function findLatestConnection(
  db: Pick<Context['db'], 'select'>,
  applicationId: string,
  person: Person,
): Promise<OpenBankingConnectionRow | null> {
  const [row] = await db
    .select()
    .from(openBankingConnections)
    .where(
      and(eq(openBankingConnections.applicationId, applicationId), eq(openBankingConnections.person, person)),
    )
    .orderBy(desc(openBankingConnections.createdAt), desc(openBankingConnections.id))
    .limit(1);
  return row ?? null;
}

/** The accounts shared through a connection, by name. */
export function listConnectionAccounts(
  db: Pick<Context['db'], 'select'>,
  connectionId: string,
): Promise<OpenBankingAccountRow[]> {
  return db
    .select()
    .from(openBankingAccounts)
    .where(eq(openBankingAccounts.connectionId, connectionId))
    .orderBy(openBankingAccounts.name, openBankingAccounts.id);
}

/**
 * Stores a new connection with its accounts and transactions (idempotent: the same item again changes
 * nothing but its accounts' balances and its transactions).
 * @param tx the transaction that also sets openBankingConnected
 * @param config OPEN_BANKING_ENCRYPTION_KEY encrypts the access token; without it (the sandbox in
 *   development) no token is kept, as the sandbox has nothing to revoke
 * @returns the connection's id
 */
export async function storeConnection(
  tx: Tx,
  config: Pick<Context['config'], 'OPEN_BANKING_ENCRYPTION_KEY'>,
  input: {
    applicationId: string;
    person: Person;
    sessionId: string | null;
    provider: string;
    connection: OpenBankingConnection;
  },
): Promise<string> {
  const { connection } = input;
  const key = config.OPEN_BANKING_ENCRYPTION_KEY;
  if (!key && input.provider !== 'sandbox') {
    throw new Error('OPEN_BANKING_ENCRYPTION_KEY is needed to keep a real provider’s access token');
  }
  const [inserted] = await tx
    .insert(openBankingConnections)
    .values({
      applicationId: input.applicationId,
      person: input.person,
      sessionId: input.sessionId,
      provider: input.provider,
      itemId: connection.itemId,
      accessTokenEncrypted: key ? encryptSecret(connection.accessToken, key) : null,
      institutionName: connection.institution,
      consentExpiresAt: connection.consentExpiresAt,
      transactionsFrom: connection.transactions?.from ?? null,
      transactionsTo: connection.transactions?.to ?? null,
      lastSyncedAt: connection.transactions ? new Date() : null,
    })
    .onConflictDoNothing()
    .returning({ id: openBankingConnections.id });
  const id =
    inserted?.id ??
    (
      await tx
        .select({ id: openBankingConnections.id })
        .from(openBankingConnections)
        .where(
          and(
            eq(openBankingConnections.provider, input.provider),
            eq(openBankingConnections.itemId, connection.itemId),
          ),
        )
    )[0]?.id;
  if (!id) throw new Error('The open banking connection could not be stored');
  // A reconnection replaces the person's earlier connection: it no longer needs reconnecting or reminding.
  await tx
    .update(openBankingConnections)
    .set({ status: 'Expired' })
    .where(
      and(
        eq(openBankingConnections.applicationId, input.applicationId),
        eq(openBankingConnections.person, input.person),
        inArray(openBankingConnections.status, ['Active', 'ReconnectNeeded']),
        sql`${openBankingConnections.id} <> ${id}`,
      ),
    );
  if (connection.accounts.length > 0) {
    await tx
      .insert(openBankingAccounts)
      .values(connection.accounts.map((a) => ({ connectionId: id, ...a })))
      .onConflictDoUpdate({
        target: [openBankingAccounts.connectionId, openBankingAccounts.providerAccountId],
        set: {
          name: sql`excluded.name`,
          mask: sql`excluded.mask`,
          balanceCurrentPence: sql`excluded.balance_current_pence`,
          balanceAvailablePence: sql`excluded.balance_available_pence`,
          currency: sql`excluded.currency`,
        },
      });
  }
  if (connection.transactions) await storeTransactions(tx, id, connection.transactions);
  return id;
}

/**
 * Stores transactions read through a connection (batches of 500; idempotent on the provider's transaction
 * id: a transaction read again is updated), deletes those the provider withdrew, and records the period.
 * Transactions of accounts not stored (e.g. an account the person did not share) are left out.
 */
export async function storeTransactions(
  tx: Db,
  connectionId: string,
  read: OpenBankingTransactions,
): Promise<void> {
  const accounts = await tx
    .select({ id: openBankingAccounts.id, providerAccountId: openBankingAccounts.providerAccountId })
    .from(openBankingAccounts)
    .where(eq(openBankingAccounts.connectionId, connectionId));
  const accountOf = new Map(accounts.map((a) => [a.providerAccountId, a.id]));
  const rows = read.transactions.flatMap((t) => {
    const accountId = accountOf.get(t.providerAccountId);
    if (!accountId) return [];
    return [
      {
        connectionId,
        accountId,
        providerTransactionId: t.providerTransactionId,
        date: t.date,
        amountPence: t.amountPence,
        description: t.description,
        counterparty: t.counterparty,
        category: t.category,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += TRANSACTIONS_PER_INSERT) {
    await tx
      .insert(openBankingTransactions)
      .values(rows.slice(i, i + TRANSACTIONS_PER_INSERT))
      .onConflictDoUpdate({
        target: [openBankingTransactions.connectionId, openBankingTransactions.providerTransactionId],
        set: {
          date: sql`excluded.date`,
          amountPence: sql`excluded.amount_pence`,
          description: sql`excluded.description`,
          counterparty: sql`excluded.counterparty`,
          category: sql`excluded.category`,
        },
      });
  }
  if (read.removedIds.length > 0) {
    await tx
      .delete(openBankingTransactions)
      .where(
        and(
          eq(openBankingTransactions.connectionId, connectionId),
          inArray(openBankingTransactions.providerTransactionId, read.removedIds),
        ),
      );
  }
  await tx
    .update(openBankingConnections)
    .set({ transactionsFrom: read.from, transactionsTo: read.to, lastSyncedAt: new Date() })
    .where(eq(openBankingConnections.id, connectionId));
}

/** The access token of a stored connection, decrypted; null when erased or never kept. */
export function accessTokenOf(
  config: Pick<Context['config'], 'OPEN_BANKING_ENCRYPTION_KEY'>,
  connection: Pick<OpenBankingConnectionRow, 'accessTokenEncrypted'>,
): string | null {
  const key = config.OPEN_BANKING_ENCRYPTION_KEY;
  if (!connection.accessTokenEncrypted || !key) return null;
  return decryptSecret(connection.accessTokenEncrypted, key);
}

/**
 * Sets the state of a connection found by the provider's item id (the provider's webhook).
 * @param status ReconnectNeeded (consent ends soon, or the bank wants the person to log in again), Expired or
 *   Disconnected (the person revoked it at their bank: the token is erased)
 * @returns whether a connection was found
 */
export async function setConnectionStatus(
  tx: Db,
  provider: string,
  itemId: string,
  status: OpenBankingConnectionStatus,
): Promise<boolean> {
  const changed = await tx
    .update(openBankingConnections)
    .set(
      status === 'Disconnected'
        ? { status, accessTokenEncrypted: null, disconnectedAt: new Date() }
        : { status },
    )
    .where(
      and(
        eq(openBankingConnections.provider, provider),
        eq(openBankingConnections.itemId, itemId),
        sql`${openBankingConnections.status} <> 'Disconnected'`,
      ),
    )
    .returning({ id: openBankingConnections.id });
  return changed.length > 0;
}

/**
 * The person's bank connections for their own data export (services/account-data-applicants.ts): each
 * connection without its access token, with its accounts and transactions (pence, positive for money in).
 * @returns one entry per connection, oldest first; empty when they never connected
 */
export async function openBankingDataOf(
  db: Pick<Context['db'], 'select'>,
  applicationId: string,
  person: Person,
) {
  const connections = await db
    .select()
    .from(openBankingConnections)
    .where(
      and(eq(openBankingConnections.applicationId, applicationId), eq(openBankingConnections.person, person)),
    )
    .orderBy(openBankingConnections.createdAt);
  return Promise.all(
    connections.map(async ({ accessTokenEncrypted: _secret, ...connection }) => ({
      ...connection,
      accessTokenKept: _secret !== null,
      accounts: await listConnectionAccounts(db, connection.id),
      transactions: await db
        .select()
        .from(openBankingTransactions)
        .where(eq(openBankingTransactions.connectionId, connection.id))
        .orderBy(openBankingTransactions.date),
    })),
  );
}
