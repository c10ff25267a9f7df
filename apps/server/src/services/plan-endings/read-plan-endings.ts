/**
 * Reading a plan's ending (decision 076; tables/plan-endings.ts): the live one (a notice that stands, a move-out
 * inspected or refunded, a buy-out going ahead or completed), and the last day of each plan that has one.
 */
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planEndings } from '../../db/schema';

/** A plan_endings row. */
export type PlanEndingRow = typeof planEndings.$inferSelect;

/**
 * A plan's live ending: the one not withdrawn (at most one, by the table's unique index).
 * @param db the database or the caller's transaction
 * @param planId the signed plan version's id
 * @returns the row, or null when the plan has none (or only withdrawn notices)
 */
export async function livePlanEnding(db: Db | Tx, planId: string): Promise<PlanEndingRow | null> {
  const [row] = await db
    .select()
    .from(planEndings)
    .where(and(eq(planEndings.planId, planId), ne(planEndings.status, 'withdrawn')))
    .orderBy(desc(planEndings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The last day of each of the plans whose ending fixed one (the move-out inspection's day, or completion's): no
 * collection is due after it.
 * @param db the database or the caller's transaction
 * @param planIds the plans
 * @returns plan id → YYYY-MM-DD, only for plans that have one
 */
export async function planEndDays(db: Db | Tx, planIds: string[]): Promise<Map<string, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: planEndings.planId, endsOn: planEndings.endsOn })
    .from(planEndings)
    .where(
      and(
        inArray(planEndings.planId, planIds),
        ne(planEndings.status, 'withdrawn'),
        isNotNull(planEndings.endsOn),
      ),
    );
  return new Map(rows.flatMap((row) => (row.endsOn ? [[row.planId, row.endsOn] as const] : [])));
}
