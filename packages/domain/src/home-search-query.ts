/**
 * A search's criteria as the explore page's URL query (a saved search's "Run search" button and the alert
 * e-mails' links open the explore page with the search in its URL). The keys are the explore page's own
 * (apps/web/src/features/homes/lib/explore-search.ts reads them): `place` + `radius` (miles), `area`
 * (south,west,north,east in degrees), `districts` (postcode districts, comma separated), `minPrice`,
 * `maxPrice` (whole pounds), `minRent`, `maxRent` (pounds a month), `budget` (`within` hides homes above the
 * budget, `any` shows them), `type`, `beds`, `sort` (left out when it is the default, "Most recent"); and
 * `home`, a listing id whose details the page opens (an alert e-mail's link to each new home).
 */
import type { HomeSearchCriteriaInput } from './home-search';

/** The explore page's path (apps/web/src/lib/paths.ts paths.homes.explore). */
export const EXPLORE_PATH = '/submit-a-home/explore';
/** The applicant's Saved searches page (web app route; the alert e-mails link to it). */
export const SAVED_SEARCHES_PATH = '/saved-searches';
/** The public page an alert e-mail's unsubscribe link opens, with `?token=` (works signed out). */
export const SAVED_SEARCH_UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';

/** Degrees to 5 decimal places (about a metre), as the explore page writes them. */
const degrees = (value: number) => String(Math.round(value * 1e5) / 1e5);

/**
 * The query string of the explore page for a search.
 * @param criteria the criteria as saved (homeSearchCriteriaSchema's input or output)
 * @returns the query without the leading "?", e.g. `place=Leeds&radius=3&maxPrice=250000&budget=any&beds=2`
 */
export function homeSearchQuery(criteria: HomeSearchCriteriaInput): string {
  const params = new URLSearchParams();
  if (criteria.near) {
    params.set('place', criteria.near.place);
    params.set('radius', String(criteria.near.radiusMiles));
  } else if (criteria.bounds) {
    const b = criteria.bounds;
    params.set('area', [b.south, b.west, b.north, b.east].map(degrees).join(','));
  } else if (criteria.postcodes?.length) {
    params.set('districts', criteria.postcodes.map((d) => d.trim().toUpperCase()).join(','));
  }
  const numbers = [
    ['minPrice', criteria.minPrice],
    ['maxPrice', criteria.maxPrice],
    ['minRent', criteria.minRent],
    ['maxRent', criteria.maxRent],
  ] as const;
  for (const [key, value] of numbers) if (value !== undefined) params.set(key, String(value));
  params.set('budget', criteria.withinBudget ? 'within' : 'any');
  if (criteria.type && criteria.type !== 'All') params.set('type', criteria.type);
  if (criteria.bedrooms && criteria.bedrooms !== 'All') params.set('beds', criteria.bedrooms);
  if (criteria.sort && criteria.sort !== 'Most recent') params.set('sort', criteria.sort);
  return params.toString();
}

/**
 * The explore page's path with a search in its query.
 * @param criteria the criteria as saved
 * @returns e.g. `/submit-a-home/explore?place=Leeds&radius=3&budget=any`
 */
export function exploreSearchPath(criteria: HomeSearchCriteriaInput): string {
  return `${EXPLORE_PATH}?${homeSearchQuery(criteria)}`;
}

/** The explore page's query key of a home to open (its listing id; HomeSelection.id). */
export const EXPLORE_HOME_PARAM = 'home';

/**
 * The explore page's path with a search in its query and one of its homes open (an alert e-mail's link to a home).
 * @param criteria the criteria as saved
 * @param listingId the home's listing id (HomeSelection.id)
 * @returns e.g. `/submit-a-home/explore?place=Leeds&radius=3&budget=any&home=rm-169301258`
 */
export function exploreHomePath(criteria: HomeSearchCriteriaInput, listingId: string): string {
  const params = new URLSearchParams(homeSearchQuery(criteria));
  params.set(EXPLORE_HOME_PARAM, listingId);
  return `${EXPLORE_PATH}?${params.toString()}`;
}
