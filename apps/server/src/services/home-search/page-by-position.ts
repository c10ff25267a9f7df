/** A page of a radius or map-area search, its homes picked from the position index alone (decision 058). */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeColumns } from '../../db/district-homes';
import { listings } from '../../db/schema';
import { cursorKeyOf, orderOf, type SortName } from './home-search-sorts';
import type { PageRow } from './page-by-district';

/** What pageByPosition needs. */
export type PageByPositionOptions = {
  /** The search's condition (with the cursor's, when paging on). */
  where: SQL;
  /** The sort. */
  sortName: SortName;
  /** The most rows answered. */
  limit: number;
};

/**
 * A page of a search by position (a radius or a map area): first the page's ids and sort keys, in the sort's
 * order, from listings_search_position_idx alone (it includes every column a filter or sort reads: migrations
 * 0044 and 0045), then the whole rows of those homes only. Reading whole rows while choosing would read every home in
 * the area from the table (over 15,000 for 3 miles around W2 at 600,000 homes) to answer 25.
 * @param options the search's condition (with the cursor's, when paging on), the sort and the limit
 * @returns at most `limit` rows in the sort's order, each with its cursor key
 */
export async function pageByPosition(db: Db, options: PageByPositionOptions): Promise<PageRow[]> {
  const { where, sortName, limit } = options;
  const chosen = db
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...orderOf(sortName))
    .limit(limit)
    .as('chosen');
  return db
    .select({ ...homeColumns, cursorKey: cursorKeyOf(sortName) })
    .from(listings)
    .innerJoin(chosen, eq(chosen.id, listings.id))
    .orderBy(...orderOf(sortName));
}
