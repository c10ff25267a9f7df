/** The filter state of the explore page (spec §5, §9); the rules themselves live in the domain. */
import type { BedroomFilter, SortOption, TypeFilter } from '@stairway/domain/constants';

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
