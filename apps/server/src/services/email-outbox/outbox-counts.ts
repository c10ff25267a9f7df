/** Rows of the outbox by status (decision 063). */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** Rows of the outbox by status, for operators and the fault benchmark. */
export async function outboxCounts(db: Db, ids?: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(ids ? inArray(emailOutbox.id, ids) : undefined)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
