/**
 * The explore page's filters and sort (spec §5 "Rent filter slider", §9 "Sort options", "Type filters",
 * "Bedroom filters").
 */
import {
  type BedroomFilter,
  type PropertyType,
  RENT_SLIDER,
  type SortOption,
  type TypeFilter,
} from './constants';
import { roundDownTo, roundUpTo } from './money';

/** What the filters need to know about a home. Money in pounds; `rent` per month. */
export type HomeForFilter = {
  askingPrice: number;
  rent: number;
  bedrooms: number | null;
  /** The property type; one of PROPERTY_TYPES for listings the importer made. */
  type: PropertyType | (string & {});
  listedAt?: string | Date | null;
};

/** The explore page's filter state: `rentRange` is an inclusive monthly-rent range in pounds. */
export type HomeFilters = {
  type: TypeFilter;
  bedrooms: BedroomFilter;
  rentRange: readonly [number, number];
  sort: SortOption;
};

/**
 * The filters before the applicant changes anything: all types, all bedrooms, the slider's default range
 * 0–2,000 (spec §5, §9) and the most recent first.
 */
export const DEFAULT_HOME_FILTERS: HomeFilters = {
  type: 'All',
  bedrooms: 'All',
  rentRange: RENT_SLIDER.defaultRange,
  sort: 'Most recent',
};

/** The property type each type filter shows (spec §9 writes "Semi detached" for the type `SemiDetached`). */
const TYPE_FILTER_TYPES: Record<Exclude<TypeFilter, 'All'>, PropertyType> = {
  Flat: 'Flat',
  Terraced: 'Terraced',
  'Semi detached': 'SemiDetached',
  Detached: 'Detached',
};

function matchesType(home: HomeForFilter, filter: TypeFilter): boolean {
  return filter === 'All' || home.type === TYPE_FILTER_TYPES[filter];
}

function matchesBedrooms(home: HomeForFilter, filter: BedroomFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Studio':
      return home.bedrooms === 0;
    case '3+':
      return home.bedrooms !== null && home.bedrooms >= 3;
    default:
      return home.bedrooms === Number(filter);
  }
}

/** Milliseconds since the epoch, or null when the date is missing or not valid. */
function listedTime(home: HomeForFilter): number | null {
  if (home.listedAt == null || home.listedAt === '') return null;
  const time = (home.listedAt instanceof Date ? home.listedAt : new Date(home.listedAt)).getTime();
  return Number.isNaN(time) ? null : time;
}

function compareHomes(a: HomeForFilter, b: HomeForFilter, sort: SortOption): number {
  switch (sort) {
    case 'Highest rent':
      return b.rent - a.rent;
    case 'Lowest rent':
      return a.rent - b.rent;
    case 'Highest price':
      return b.askingPrice - a.askingPrice;
    case 'Lowest price':
      return a.askingPrice - b.askingPrice;
    case 'Most recent': {
      const timeA = listedTime(a);
      const timeB = listedTime(b);
      if (timeA === timeB) return 0;
      if (timeA === null) return 1;
      if (timeB === null) return -1;
      return timeB - timeA;
    }
  }
}

/**
 * Filters and sorts homes for the explore page (spec §9):
 * - type: `'Semi detached'` matches the type `'SemiDetached'`; `'All'` matches everything;
 * - bedrooms: `'Studio'` is 0 bedrooms, `'1'` and `'2'` exact, `'3+'` three or more; unknown bedrooms
 *   (`null`) only pass `'All'`;
 * - rent: within `rentRange`, both ends included (the bounds are sorted first);
 * - sort: Most recent (`listedAt` newest first, missing or invalid dates last), Highest / Lowest rent,
 *   Highest / Lowest price. The sort is stable: equal homes keep their input order.
 *
 * @param homes the loaded homes (not changed)
 * @param filters the applicant's filters
 * @returns a new array of the matching homes in display order
 */
export function filterAndSortHomes<T extends HomeForFilter>(homes: readonly T[], filters: HomeFilters): T[] {
  const low = Math.min(filters.rentRange[0], filters.rentRange[1]);
  const high = Math.max(filters.rentRange[0], filters.rentRange[1]);
  return homes
    .filter(
      (home) =>
        matchesType(home, filters.type) &&
        matchesBedrooms(home, filters.bedrooms) &&
        home.rent >= low &&
        home.rent <= high,
    )
    .map((home, index) => ({ home, index }))
    .sort((a, b) => compareHomes(a.home, b.home, filters.sort) || a.index - b.index)
    .map(({ home }) => home);
}

/**
 * The rent slider's bounds once listings load (spec §5 "After listings load it resets to (minimum of loaded
 * listings minus 100) to (maximum plus 100)"): the lower bound is never below 0 and is rounded down to the
 * slider step (5), the upper bound is rounded up to it, so every loaded rent stays selectable.
 *
 * @param homes the loaded homes; only `rent` (pounds per month) is read, non-finite rents are ignored
 * @returns `[low, high]` in whole pounds; the default range `[0, 2000]` when there are no homes
 */
export function getRentSliderBounds(homes: readonly { rent: number }[]): [number, number] {
  const rents = homes.map((home) => home.rent).filter((rent) => Number.isFinite(rent));
  if (rents.length === 0) return [RENT_SLIDER.defaultRange[0], RENT_SLIDER.defaultRange[1]];
  // reduce rather than Math.min(...rents): tens of thousands of arguments can overflow the stack.
  const minRent = rents.reduce((min, rent) => Math.min(min, rent));
  const maxRent = rents.reduce((max, rent) => Math.max(max, rent));
  const low = Math.max(0, roundDownTo(minRent - RENT_SLIDER.resetPadding, RENT_SLIDER.step));
  const high = roundUpTo(maxRent + RENT_SLIDER.resetPadding, RENT_SLIDER.step);
  return [low, Math.max(high, low + RENT_SLIDER.minRange)];
}
