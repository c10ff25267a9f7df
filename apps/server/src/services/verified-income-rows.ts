/**
 * The rows behind verified income (services/verified-income.ts, decision 055), read in batches for any number of
 * applications: co-applicants, bank connections, declared incomes and addresses (four queries), then the chosen
 * connections' shared accounts and transactions (two).
 */
import type { BankTransaction } from '@stairway/domain/verified-income-types';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openBankingAccounts, openBankingConnections, openBankingTransactions } from '../db/provider-schema';
import type { OpenBankingConnectionRow } from '../db/rows';
import { coApplicants, incomes, userAddresses } from '../db/schema';

/** Account types whose credits are never income (Plaid's account types). */
const NOT_INCOME_ACCOUNT_TYPES = ['credit', 'loan', 'investment'];

/** One account the person shared. */
export type SharedAccount = { name: string; mask: string | null; type: string; subtype: string | null };

/** The connection to analyse among a person's connections, newest first (see the module's description). */
function chooseConnection(connections: readonly OpenBankingConnectionRow[]): OpenBankingConnectionRow | null {
  return connections.find((c) => c.status === 'Active') ?? connections[0] ?? null;
}

/** The map key of one person of one application: `${applicationId}:${person}`. */
export const personKey = (applicationId: string, person: string) => `${applicationId}:${person}`;

/**
 * Reads the rows the analysis needs for the given applications: co-applicants, bank connections (newest first),
 * declared incomes and addresses (only the fields the tax region needs). Four queries, run together.
 * @param db the database
 * @param ids the applications' ids (non-empty)
 * @returns the rows of every application, unsorted except the connections
 */
export async function readApplicationRows(db: Db, ids: string[]) {
  const [coRows, connectionRows, incomeRows, addressRows] = await Promise.all([
    db.select().from(coApplicants).where(inArray(coApplicants.applicationId, ids)),
    db
      .select()
      .from(openBankingConnections)
      .where(inArray(openBankingConnections.applicationId, ids))
      .orderBy(desc(openBankingConnections.createdAt), desc(openBankingConnections.id)),
    db.select().from(incomes).where(inArray(incomes.applicationId, ids)),
    db
      .select({
        applicationId: userAddresses.applicationId,
        person: userAddresses.person,
        postCode: userAddresses.postCode,
        moveInDate: userAddresses.moveInDate,
      })
      .from(userAddresses)
      .where(inArray(userAddresses.applicationId, ids)),
  ]);
  return { coRows, connectionRows, incomeRows, addressRows };
}

/**
 * Chooses each person's connection to analyse (chooseConnection).
 * @param connectionRows every connection of the applications, newest first
 * @returns the chosen connection by personKey; people without connections are absent
 */
export function chooseConnections(
  connectionRows: readonly OpenBankingConnectionRow[],
): Map<string, OpenBankingConnectionRow> {
  const chosen = new Map<string, OpenBankingConnectionRow>();
  const byPerson = new Map<string, OpenBankingConnectionRow[]>();
  for (const row of connectionRows) {
    const list = byPerson.get(personKey(row.applicationId, row.person)) ?? [];
    list.push(row);
    byPerson.set(personKey(row.applicationId, row.person), list);
  }
  for (const [k, list] of byPerson) {
    const connection = chooseConnection(list);
    if (connection) chosen.set(k, connection);
  }
  return chosen;
}

/**
 * Reads the shared accounts and transactions of the chosen connections (two queries; none when there are no ids).
 * @param db the database
 * @param connectionIds the chosen connections' ids
 * @returns by connection id: the accounts (by name, then id) and the transactions of accounts that can hold
 *   income (credit, loan and investment accounts' transactions left out); amounts in pence
 */
export async function readConnectionData(db: Db, connectionIds: string[]) {
  const [accountRows, transactionRows] =
    connectionIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(openBankingAccounts)
            .where(inArray(openBankingAccounts.connectionId, connectionIds))
            .orderBy(openBankingAccounts.name, openBankingAccounts.id),
          db
            .select({
              connectionId: openBankingTransactions.connectionId,
              accountId: openBankingTransactions.accountId,
              date: openBankingTransactions.date,
              amountPence: openBankingTransactions.amountPence,
              description: openBankingTransactions.description,
              counterparty: openBankingTransactions.counterparty,
              category: openBankingTransactions.category,
            })
            .from(openBankingTransactions)
            .where(inArray(openBankingTransactions.connectionId, connectionIds)),
        ]);
  const notIncomeAccounts = new Set(
    accountRows.filter((a) => NOT_INCOME_ACCOUNT_TYPES.includes(a.type)).map((a) => a.id),
  );
  const accountsByConnection = new Map<string, SharedAccount[]>();
  for (const a of accountRows) {
    const list = accountsByConnection.get(a.connectionId) ?? [];
    list.push({ name: a.name, mask: a.mask, type: a.type, subtype: a.subtype });
    accountsByConnection.set(a.connectionId, list);
  }
  const transactionsByConnection = new Map<string, BankTransaction[]>();
  for (const t of transactionRows) {
    if (notIncomeAccounts.has(t.accountId)) continue;
    const list = transactionsByConnection.get(t.connectionId) ?? [];
    list.push(t);
    transactionsByConnection.set(t.connectionId, list);
  }
  return { accountsByConnection, transactionsByConnection };
}

/** An address row as readApplicationRows reads it (the fields the tax region needs). */
export type AddressRow = Awaited<ReturnType<typeof readApplicationRows>>['addressRows'][number];
