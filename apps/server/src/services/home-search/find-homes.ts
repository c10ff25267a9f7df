/**
 * Searching the homes for sale on the server, at the scale of the whole UK market:
 * where (postcode districts, a radius around a place, a map area), the price and rent bands, "within my budget",
 * spec §9's type and bedroom filters and sorts, and keyset (cursor) paging, all in SQL on `listings`, so that
 * one page of a search over 600,000 homes reads only what it answers. Decision 058 has the measurements.
 *
 * findHomes is the one entry point: getHomesSelection (schema/homes/homes-queries.ts, through
 * searchHomesSelection) and the daily saved-search alerts (services/saved-search-alerts.ts) call it.
 */

import type { HomeSearchCriteria } from '@stairway/domain/home-search';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeColumns } from '../../db/district-homes';
import { listings } from '../../db/schema';
import { resolveSearchPlace, type SearchPlace } from '../home-search-places';
import type { HomeListing } from '../homes';
import { countSearchedHomes, type SearchCounts } from './count-searched-homes';
import { homeSearchCondition } from './home-search-condition';
import { decodeCursor, encodeCursor } from './home-search-cursor';
import { afterCursor, cursorKeyOf, orderOf, type SortName } from './home-search-sorts';
import { pageByDistrict } from './page-by-district';
import { pageByPosition } from './page-by-position';

/** A home a search found: a HomeListing, marked within the applicant's budget or not (null: no budget). */
export type SearchedHome = HomeListing & { withinBudget: boolean | null };

/** What findHomes needs. */
export type FindHomesOptions = {
  /** The search (homeSearchCriteriaSchema's output). */
  criteria: HomeSearchCriteria;
  /** The applicant's budget (maximum home price), whole pounds; null when they have none. */
  budget: number | null;
  /** Homes in this page: 1 to 50 for a page of the explore list, up to 3,000 for the unpaged answer. */
  first: number;
  /** pageInfo.endCursor of the page before; absent for the first page. */
  after?: string | null;
  /** Keep only homes the service first saw (listings.created_at) after this instant (saved-search alerts). */
  firstSeenAfter?: Date;
  /** The radius search's centre when the caller resolved it already; resolved from criteria.near otherwise. */
  place?: SearchPlace | null;
  /** False: count only, read no page (`listings` empty, no next page), for a caller that shows none. Default true. */
  withHomes?: boolean;
  /** False: leave withinBudgetCount uncounted (null), for a caller that does not show it. Default true. */
  withBudgetCount?: boolean;
  /**
   * The search's counts when the caller has them coming already (the sum of the map's clusters): not counted
   * again. Their `within` is ignored; give them only when no count within the budget is needed.
   */
  counts?: Promise<SearchCounts>;
};

/** One page of a search's homes. */
export type HomeSearchPage = {
  /** The page's homes, in the search's sort order. */
  listings: SearchedHome[];
  /** Homes matching the search over all pages, at most MAX_COUNTED_HOMES. */
  totalCount: number;
  /** True when more than MAX_COUNTED_HOMES homes match (totalCount then says MAX_COUNTED_HOMES). */
  totalCountCapped: boolean;
  /** Of those, how many are at or under the budget (same cap); null without a budget. */
  withinBudgetCount: number | null;
  /** Whether another page follows, and the cursor to ask for it with. */
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** The radius search's centre; null without `near`. */
  place: SearchPlace | null;
};

/**
 * One page of the homes a search finds, with the count of all its homes: the home for H3's alerts and the
 * explore list alike.
 * Queries: the page (`first` + 1 rows, to know whether another follows; none when `withHomes` is false) and the
 * count (both bounded), and one to resolve `near` when the caller did not. A page of several districts is read
 * district by district (pageByDistrict); a page of a radius or map area picks its homes from the position
 * index alone, then reads only those rows (pageByPosition).
 * @returns see {@link HomeSearchPage}; each home is marked withinBudget (asking price at most the budget) or
 *   null without a budget
 * @throws BAD_USER_INPUT on `after` for a cursor this search did not make (another sort, or altered), and on
 *   `near.place` for a place the service cannot find (resolveSearchPlace)
 */
export async function findHomes(db: Db, options: FindHomesOptions): Promise<HomeSearchPage> {
  const { criteria, budget, first } = options;
  const place =
    options.place ??
    (criteria.near ? await resolveSearchPlace(db, criteria.near.place, criteria.near.radiusMiles) : null);
  const sortName: SortName = criteria.sort ?? 'Most recent';
  const condition = homeSearchCondition({
    criteria,
    budget,
    place,
    firstSeenAfter: options.firstSeenAfter,
  });
  const cursor = options.after ? decodeCursor(options.after, sortName) : null;
  const where = cursor ? and(condition, afterCursor(sortName, cursor)) : condition;
  const byDistrict = (criteria.postcodes?.length ?? 0) > 1 && !place && !criteria.bounds;
  const byPosition = Boolean(place || criteria.bounds);
  const readPage = () => {
    if (byDistrict) {
      return pageByDistrict(db, {
        outcodes: criteria.postcodes ?? [],
        where: where as SQL,
        sortName,
        limit: first + 1,
      });
    }
    if (byPosition) return pageByPosition(db, { where: where as SQL, sortName, limit: first + 1 });
    return db
      .select({ ...homeColumns, cursorKey: cursorKeyOf(sortName) })
      .from(listings)
      .where(where)
      .orderBy(...orderOf(sortName))
      .limit(first + 1);
  };
  const [rows, counts] = await Promise.all([
    options.withHomes === false ? [] : readPage(),
    options.counts ??
      countSearchedHomes(db, {
        condition,
        budget: criteria.withinBudget || options.withBudgetCount === false ? null : budget,
      }),
  ]);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    listings: page.map(({ cursorKey: _key, ...home }) => ({
      ...home,
      removedAt: null,
      withinBudget: budget === null ? null : home.askingPrice <= budget,
    })),
    totalCount: counts.total,
    totalCountCapped: counts.capped,
    withinBudgetCount:
      budget === null || (options.withBudgetCount === false && !criteria.withinBudget)
        ? null
        : criteria.withinBudget
          ? counts.total
          : (counts.within ?? counts.total),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor(sortName, last.cursorKey, last.id) : null,
    },
    place,
  };
}
