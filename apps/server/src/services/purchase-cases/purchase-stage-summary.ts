/**
 * How many purchase cases are at each state and how long cases spend in each, for pipeline viewers (the "life
 * after approval" issue: "Pipeline viewers see how many cases are at each stage and the time spent in each,
 * never who"): counts and days only, no case, applicant or home.
 */
import { PURCHASE_CASE_STATES, type PurchaseCaseState } from '@stairway/domain/purchase-case';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One state's figures. */
export type PurchaseStageSummary = {
  state: PurchaseCaseState;
  /** Cases at this state now. */
  cases: number;
  /**
   * The mean days (one decimal place) a case spent at this state before moving on, over the cases that have left it; null
   * when none has (moved in and fallen through are ends, so always null).
   */
  averageDaysSpent: number | null;
  /** The cases that have left this state (the mean's sample). */
  casesMovedOn: number;
};

/**
 * The counts and mean days for every state in order (opened, the seven stages, fallen through), from the cases
 * and their histories in two aggregate queries (each move's date less the previous one's).
 * @param db the database
 * @returns one row per state, zeros where there are none
 */
export async function summarisePurchaseStages(db: Db): Promise<PurchaseStageSummary[]> {
  const counts = await db.execute<{ state: string; cases: number }>(
    sql`select state, count(*)::int as cases from purchase_cases group by state`,
  );
  const spent = await db.execute<{ state: string; days: string | null; moved: number }>(sql`
    select from_state as state, avg(days)::numeric(10,1) as days, count(*)::int as moved
    from (
      select e.from_state, e.occurred_on - lag(e.occurred_on) over (partition by e.case_id order by e.recorded_at, e.id) as days
      from purchase_case_events e
    ) moves
    where from_state is not null and days is not null
    group by from_state`);
  const countOf = new Map(counts.rows.map((row) => [row.state, Number(row.cases)]));
  const spentOf = new Map(spent.rows.map((row) => [row.state, row]));
  return PURCHASE_CASE_STATES.map((state) => {
    const moved = spentOf.get(state);
    return {
      state,
      cases: countOf.get(state) ?? 0,
      averageDaysSpent: moved?.days == null ? null : Number(moved.days),
      casesMovedOn: moved ? Number(moved.moved) : 0,
    };
  });
}
