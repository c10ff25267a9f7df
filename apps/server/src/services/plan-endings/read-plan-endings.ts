/**
 * Reading a plan's ending (decision 076; tables/plan-endings.ts): the live one (a notice that stands, a move-out
 * inspected or refunded, a buy-out going ahead or completed), the last day of each plan that has one, the latest
 * purchase that fell through, and a notice's moving-day changes.
 */
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planEndingMovingDayChanges, planEndings } from '../../db/schema';

/** The statuses that end nothing: a withdrawn notice and a purchase that fell through. */
const NOT_LIVE = ['withdrawn', 'fallen-through'] as const;

/** A plan_endings row. */
export type PlanEndingRow = typeof planEndings.$inferSelect;

/**
 * A plan's live ending: the one not withdrawn and not fallen through (at most one, by the table's unique index).
 * @param db the database or the caller's transaction
 * @param planId the signed plan version's id
 * @returns the row, or null when the plan has none (or only withdrawn notices and purchases that fell through)
 */
export async function livePlanEnding(db: Db | Tx, planId: string): Promise<PlanEndingRow | null> {
  const [row] = await db
    .select()
    .from(planEndings)
    .where(and(eq(planEndings.planId, planId), notInArray(planEndings.status, [...NOT_LIVE])))
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
        notInArray(planEndings.status, [...NOT_LIVE]),
        isNotNull(planEndings.endsOn),
      ),
    );
  return new Map(rows.flatMap((row) => (row.endsOn ? [[row.planId, row.endsOn] as const] : [])));
}

/**
 * The plan's latest purchase of the rest that fell through, when the plan has no live ending (the customer may ask
 * for a new quote).
 * @param db the database or the caller's transaction
 * @param planId the signed plan version's id
 * @returns the row, or null
 */
export async function lastFallenThrough(db: Db | Tx, planId: string): Promise<PlanEndingRow | null> {
  if (await livePlanEnding(db, planId)) return null;
  const [row] = await db
    .select()
    .from(planEndings)
    .where(and(eq(planEndings.planId, planId), eq(planEndings.status, 'fallen-through')))
    .orderBy(desc(planEndings.fallenThroughOn), desc(planEndings.updatedAt))
    .limit(1);
  return row ?? null;
}

/** One change of a notice's moving day. */
export type MovingDayChangeRow = typeof planEndingMovingDayChanges.$inferSelect;

/**
 * A notice's moving-day changes, oldest first (the first one's `fromDay` is the day first given).
 * @param db the database or the caller's transaction
 * @param planEndingId the ending
 */
export async function movingDayChanges(db: Db | Tx, planEndingId: string): Promise<MovingDayChangeRow[]> {
  return db
    .select()
    .from(planEndingMovingDayChanges)
    .where(eq(planEndingMovingDayChanges.planEndingId, planEndingId))
    .orderBy(asc(planEndingMovingDayChanges.createdAt));
}
