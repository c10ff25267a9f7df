/** The rent range of a home search's homes, for the explore page's rent slider (spec §5). */
import type { HomeSearchCriteria } from '@stairway/domain/home-search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { SearchPlace } from '../home-search-places';
import { homeSearchCondition } from './home-search-condition';

/** What findRentRange needs. */
export type FindRentRangeOptions = {
  /** The search (its minRent and maxRent are ignored). */
  criteria: HomeSearchCriteria;
  /** The applicant's budget, whole pounds (for withinBudget); null when they have none. */
  budget: number | null;
  /** The resolved `near` place; null without one. */
  place: SearchPlace | null;
};

/**
 * The lowest and highest estimated monthly rent (listings.rent, whole pounds a month) of the homes a search
 * matches, ignoring the search's own minRent and maxRent, so that the explore page's rent slider keeps its
 * whole track while a band is chosen (spec §5: "After listings load it resets to (minimum of loaded listings
 * minus 100) to (maximum plus 100)"; the client adds the 100s, getRentSliderBounds). One MIN/MAX query.
 * @param options the search, the applicant's budget (for withinBudget) and the resolved `near` place
 * @returns null when no home matches
 */
export async function findRentRange(
  db: Db,
  options: FindRentRangeOptions,
): Promise<{ min: number; max: number } | null> {
  const criteria = { ...options.criteria, minRent: undefined, maxRent: undefined };
  const condition = homeSearchCondition({ criteria, budget: options.budget, place: options.place });
  const result = await db.execute<{ lo: number | null; hi: number | null }>(
    sql`select min(${listings.rent})::int as lo, max(${listings.rent})::int as hi from ${listings} where ${condition}`,
  );
  const row = result.rows[0];
  if (row?.lo == null || row.hi == null) return null;
  return { min: Number(row.lo), max: Number(row.hi) };
}
