/**
 * The explore page's search as it lives in the URL's query (a search can be shared and reloaded): where (the
 * applicant's areas, a radius around a place, or a map area), the price and rent bands, "within my budget", the type
 * and bedroom filters and the sort (spec §9). Each value is checked with the domain's homeSearchCriteriaSchema (the
 * server validates with the same schema); a value it refuses is left out, so a hand-edited link still opens a page.
 *
 * Query keys (the same as the domain's homeSearchQuery, which saved searches' links use): `place` + `radius`
 * (miles), `area` (south,west,north,east in degrees), `districts` (postcode districts, comma separated; without it
 * the applicant's own areas), `minPrice`, `maxPrice` (whole pounds), `minRent`, `maxRent` (pounds a month), `budget` (`any` to show homes above the budget, `within`
 * to hide them; absent means the default), `type`, `beds`, `sort`. `view` (map) and `areas` (the editor) belong to
 * the page and are left alone.
 */
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  SORT_OPTIONS,
  type SortOption,
  TYPE_FILTERS,
  type TypeFilter,
} from '@stairway/domain/constants';
import {
  type HomeSearchCriteriaInput,
  homeSearchCriteriaSchema,
  type MapBounds,
  mapBoundsSchema,
  type NearPlace,
  nearPlaceSchema,
} from '@stairway/domain/home-search';

/** Where the explore page searches. */
export type SearchWhere =
  /** Postcode districts: `districts` when chosen (area chips, a saved search's link), else the applicant's own. */
  | { kind: 'areas'; districts?: string[] }
  | { kind: 'near'; near: NearPlace }
  | { kind: 'bounds'; bounds: MapBounds };

/** The filters and sort of a search (everything but where). Prices and rents are whole pounds; null is "no limit". */
export type ExploreFilters = {
  minPrice: number | null;
  maxPrice: number | null;
  minRent: number | null;
  maxRent: number | null;
  /** True: homes above the budget hidden; false: shown and marked; null: the default (on when there is a budget). */
  withinBudget: boolean | null;
  type: TypeFilter;
  bedrooms: BedroomFilter;
  sort: SortOption;
};

/** The explore page's whole search. */
export type ExploreSearch = { where: SearchWhere; filters: ExploreFilters };

/** The filters with nothing chosen: every price and rent, the default budget setting, all types, most recent first. */
export const DEFAULT_EXPLORE_FILTERS: ExploreFilters = {
  minPrice: null,
  maxPrice: null,
  minRent: null,
  maxRent: null,
  withinBudget: null,
  type: 'All',
  bedrooms: 'All',
  sort: 'Most recent',
};

const SEARCH_KEYS = [
  'districts',
  'place',
  'radius',
  'area',
  'minPrice',
  'maxPrice',
  'minRent',
  'maxRent',
  'budget',
  'type',
  'beds',
  'sort',
] as const;

const fields = homeSearchCriteriaSchema.shape;

/** A whole number from the query checked by one of the schema's fields, or null when absent or refused. */
function readNumber(params: URLSearchParams, key: string, field: keyof typeof fields): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const parsed = fields[field].safeParse(Number(raw));
  return parsed.success && typeof parsed.data === 'number' ? parsed.data : null;
}

function readWhere(params: URLSearchParams): SearchWhere {
  const area = params.get('area');
  if (area) {
    const [south, west, north, east] = area.split(',').map(Number);
    const parsed = mapBoundsSchema.safeParse({ south, west, north, east });
    if (parsed.success) return { kind: 'bounds', bounds: parsed.data };
  }
  const place = params.get('place');
  if (place) {
    const parsed = nearPlaceSchema.safeParse({ place, radiusMiles: Number(params.get('radius') ?? 3) });
    if (parsed.success) return { kind: 'near', near: parsed.data };
  }
  const districts = params.get('districts');
  if (districts) {
    const parsed = fields.postcodes.safeParse(districts.split(','));
    if (parsed.success && parsed.data?.length) return { kind: 'areas', districts: parsed.data };
  }
  return { kind: 'areas' };
}

/**
 * Reads the search from the URL's query.
 * @param params the page's query
 * @returns where and the filters; anything missing or not allowed is the default
 */
export function readExploreSearch(params: URLSearchParams): ExploreSearch {
  const minPrice = readNumber(params, 'minPrice', 'minPrice');
  const maxPrice = readNumber(params, 'maxPrice', 'maxPrice');
  const minRent = readNumber(params, 'minRent', 'minRent');
  const maxRent = readNumber(params, 'maxRent', 'maxRent');
  const type = params.get('type');
  const beds = params.get('beds');
  const sort = params.get('sort');
  const budget = params.get('budget');
  return {
    where: readWhere(params),
    filters: {
      minPrice,
      // A maximum below the minimum is dropped (the schema's rule), not sent to be refused.
      maxPrice: minPrice !== null && maxPrice !== null && maxPrice < minPrice ? null : maxPrice,
      minRent,
      maxRent: minRent !== null && maxRent !== null && maxRent < minRent ? null : maxRent,
      withinBudget: budget === 'within' ? true : budget === 'any' ? false : null,
      type: (TYPE_FILTERS as readonly string[]).includes(type ?? '') ? (type as TypeFilter) : 'All',
      bedrooms: (BEDROOM_FILTERS as readonly string[]).includes(beds ?? '') ? (beds as BedroomFilter) : 'All',
      sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : 'Most recent',
    },
  };
}

/** Degrees to 5 decimal places (about a metre): short links, same area. */
const degrees = (value: number) => String(Math.round(value * 1e5) / 1e5);

/**
 * Writes the search into the query, leaving other keys (view, areas) as they are and defaults out.
 * @param params the page's query (changed in place and returned, as react-router's setSearchParams expects)
 */
export function writeExploreSearch(params: URLSearchParams, search: ExploreSearch): URLSearchParams {
  for (const key of SEARCH_KEYS) params.delete(key);
  const { where, filters } = search;
  if (where.kind === 'areas' && where.districts?.length) params.set('districts', where.districts.join(','));
  if (where.kind === 'near') {
    params.set('place', where.near.place);
    params.set('radius', String(where.near.radiusMiles));
  }
  if (where.kind === 'bounds') {
    const b = where.bounds;
    params.set('area', [b.south, b.west, b.north, b.east].map(degrees).join(','));
  }
  const numbers = [
    ['minPrice', filters.minPrice],
    ['maxPrice', filters.maxPrice],
    ['minRent', filters.minRent],
    ['maxRent', filters.maxRent],
  ] as const;
  for (const [key, value] of numbers) if (value !== null) params.set(key, String(value));
  if (filters.withinBudget !== null) params.set('budget', filters.withinBudget ? 'within' : 'any');
  if (filters.type !== 'All') params.set('type', filters.type);
  if (filters.bedrooms !== 'All') params.set('beds', filters.bedrooms);
  if (filters.sort !== 'Most recent') params.set('sort', filters.sort);
  return params;
}

/**
 * Whether "within my budget" is on: as chosen, else on for an applicant with a budget ("on by default for signed-in
 * applicants").
 */
export function isWithinBudgetOn(filters: ExploreFilters, budget: number | null | undefined): boolean {
  if (!budget || budget <= 0) return false;
  return filters.withinBudget ?? true;
}

/**
 * The search as getHomesSelection's criteria (and a saved search's).
 * @param search where and the filters
 * @param areas the applicant's own districts, searched when the search names none
 * @param budget the applicant's budget, whole pounds, or null
 */
export function toSearchCriteria(
  search: ExploreSearch,
  areas: readonly string[],
  budget: number | null | undefined,
): HomeSearchCriteriaInput {
  const { where, filters } = search;
  const criteria: HomeSearchCriteriaInput = {};
  if (where.kind === 'areas') criteria.postcodes = [...(where.districts ?? areas)];
  if (where.kind === 'near') criteria.near = { ...where.near };
  if (where.kind === 'bounds') criteria.bounds = { ...where.bounds };
  if (filters.minPrice !== null) criteria.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) criteria.maxPrice = filters.maxPrice;
  if (filters.minRent !== null) criteria.minRent = filters.minRent;
  if (filters.maxRent !== null) criteria.maxRent = filters.maxRent;
  if (isWithinBudgetOn(filters, budget)) criteria.withinBudget = true;
  if (filters.type !== 'All') criteria.type = filters.type;
  if (filters.bedrooms !== 'All') criteria.bedrooms = filters.bedrooms;
  criteria.sort = filters.sort;
  return criteria;
}

/** How many filters differ from the defaults (the mobile Filters button's badge). Sort and the budget switch are not counted. */
export function countActiveFilters(filters: ExploreFilters): number {
  const chosen = [
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.minRent !== null || filters.maxRent !== null,
    filters.type !== 'All',
    filters.bedrooms !== 'All',
  ];
  return chosen.filter(Boolean).length;
}

/** The filters cleared (prices, rents, type, bedrooms), keeping the sort and the budget switch as chosen. */
export function clearedFilters(filters: ExploreFilters): ExploreFilters {
  return { ...DEFAULT_EXPLORE_FILTERS, sort: filters.sort, withinBudget: filters.withinBudget };
}
