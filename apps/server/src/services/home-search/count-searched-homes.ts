/** Counting a home search's homes, bounded (decision 058). */
import { and, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';

/**
 * The most homes a search counts (totalCount, withinBudgetCount): beyond it the count stops and answers this
 * number with `totalCountCapped` true ("10,000+"). Decided here: counting a 40-mile radius around London at
 * 600,000 homes would read about a third of them for a figure nobody reads exactly.
 */
export const MAX_COUNTED_HOMES = 10_000;

/** A search's counts: the total (at most MAX_COUNTED_HOMES), whether it was capped, and the count within the budget. */
export type SearchCounts = { total: number; capped: boolean; within: number | null };

/**
 * Counts as a search answers them: each at most MAX_COUNTED_HOMES, `capped` when more homes matched.
 * @param total homes matched (may exceed the cap); @param within of them, within the budget, or null
 */
export function cappedCounts(total: number, within: number | null): SearchCounts {
  return {
    total: Math.min(total, MAX_COUNTED_HOMES),
    capped: total > MAX_COUNTED_HOMES,
    within: within === null ? null : Math.min(within, MAX_COUNTED_HOMES),
  };
}

/** What countSearchedHomes needs. */
export type CountSearchedHomesOptions = {
  /** The search's condition (homeSearchCondition), without paging. */
  condition: SQL;
  /** Also count the homes at or under this price, whole pounds; null: no within-budget count. */
  budget: number | null;
};

/**
 * Counts a search's homes, reading at most MAX_COUNTED_HOMES + 1 of them, and of them those at or under
 * `budget`, in one query; a second bounded query counts those within the budget only when the first was capped.
 * @param options the condition and the budget (null: no within-budget count, for no budget or a search that
 *   keeps only homes within it already)
 * @returns the total (at most MAX_COUNTED_HOMES), whether it was capped, and the count within the budget (same
 *   cap; null without a budget)
 */
export async function countSearchedHomes(db: Db, options: CountSearchedHomesOptions): Promise<SearchCounts> {
  const { condition, budget } = options;
  const limit = MAX_COUNTED_HOMES + 1;
  const withinSql = budget === null ? sql`null` : sql`count(*) filter (where t.price <= ${budget})`;
  const first = await db.execute<{ n: number; w: number | null }>(
    sql`select count(*)::int as n, ${withinSql}::int as w from (select ${listings.askingPrice} as price from ${listings} where ${condition} limit ${limit}) t`,
  );
  const n = Number(first.rows[0]?.n ?? 0);
  let w = budget === null ? null : Number(first.rows[0]?.w ?? 0);
  if (budget !== null && n > MAX_COUNTED_HOMES) {
    const within = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${listings} where ${and(condition, lte(listings.askingPrice, budget))} limit ${limit}) t`,
    );
    w = Number(within.rows[0]?.n ?? 0);
  }
  return cappedCounts(n, w);
}
