/** A plan's balances, summed by the database (ARCHITECTURE.md §7 "balances are sums of postings"). */
import { emptyBalances, type LedgerBalances } from '@stairway/domain/ledger-accounts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerPostings } from '../../db/schema';

/** What ledgerBalances needs. */
export type LedgerBalancesOptions = {
  /** The database, or the caller's transaction. */
  db: Db | Tx;
  /** The plan whose balances to read. */
  planId: string;
};

/**
 * The balances of a plan: the sum of every posting of each account, summed in SQL over ledger_postings
 * (ARCHITECTURE.md §7 "balances are sums of postings"). Reversed entries and their reversals both count, so
 * together they add nothing.
 *
 * @param options the database and the plan
 * @returns whole pence per account, debit positive and credit negative (packages/domain/src/ledger-accounts.ts
 *   sign convention; `normalBalance` reads an account on its normal side), every account present, 0 when unused
 * @throws RangeError when a sum is beyond what JavaScript counts exactly in pence (2^53 − 1)
 */
export async function ledgerBalances({ db, planId }: LedgerBalancesOptions): Promise<LedgerBalances> {
  const rows = await db
    .select({
      account: ledgerPostings.account,
      pence: sql<string>`sum(${ledgerPostings.pence})::text`,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.planId, planId))
    .groupBy(ledgerPostings.account);
  const balances = emptyBalances();
  for (const row of rows) {
    const pence = Number(row.pence);
    if (!Number.isSafeInteger(pence)) {
      throw new RangeError(`The balance of ${row.account} is too large to count exactly in pence`);
    }
    balances[row.account] = pence;
  }
  return balances;
}
