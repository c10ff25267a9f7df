/** The filter state of the explore page (spec §5, §9); the rules themselves live in the domain. */
import type { BedroomFilter, SortOption, TypeFilter } from '@stairway/domain/constants';
import { DEFAULT_HOME_FILTERS } from '@stairway/domain/homes-filter';

/** The filters the applicant chose. */
export type HomeFilters = {
  type: TypeFilter;
  bedrooms: BedroomFilter;
  /** Monthly rent range, whole pounds. */
  rentRange: [number, number];
  sort: SortOption;
};

/** How many filters differ from the defaults (shown on the mobile Filters button). Sort is not a filter. */
export function countActiveFilters(filters: HomeFilters, rentBounds: readonly [number, number]): number {
  let count = 0;
  if (filters.type !== 'All') count += 1;
  if (filters.bedrooms !== 'All') count += 1;
  if (filters.rentRange[0] > rentBounds[0] || filters.rentRange[1] < rentBounds[1]) count += 1;
  return count;
}

/**
 * The filters the explore page starts with: the domain's defaults (all types, all bedrooms, the default rent
 * range 0-2000, most recent first; spec §5, §9), as a new object each time.
 */
export function getInitialFilters(): HomeFilters {
  return {
    type: DEFAULT_HOME_FILTERS.type,
    bedrooms: DEFAULT_HOME_FILTERS.bedrooms,
    rentRange: [DEFAULT_HOME_FILTERS.rentRange[0], DEFAULT_HOME_FILTERS.rentRange[1]],
    sort: DEFAULT_HOME_FILTERS.sort,
  };
}
