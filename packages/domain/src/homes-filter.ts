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
import { roundToNearest, roundUpTo } from './money';

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
 * listings minus 100) to (maximum plus 100)"), exactly: the lower bound is never below 0. The bounds are not
 * rounded (a cheapest rent of £623 gives £523, not £520); the slider keeps its step of 5 through the handles'
 * positions (getRentSliderStops).
 *
 * @param homes the loaded homes; only `rent` (pounds per month) is read, non-finite rents are ignored
 * @returns `[low, high]` in pounds; the default range `[0, 2000]` when there are no homes
 */
export function getRentSliderBounds(homes: readonly { rent: number }[]): [number, number] {
  const rents = finiteRents(homes);
  if (rents.length === 0) return [RENT_SLIDER.defaultRange[0], RENT_SLIDER.defaultRange[1]];
  // reduce rather than Math.min(...rents): tens of thousands of arguments can overflow the stack.
  const minRent = rents.reduce((min, rent) => Math.min(min, rent));
  const maxRent = rents.reduce((max, rent) => Math.max(max, rent));
  const low = Math.max(0, minRent - RENT_SLIDER.resetPadding);
  const high = maxRent + RENT_SLIDER.resetPadding;
  return [low, Math.max(high, low + RENT_SLIDER.minRange)];
}

function finiteRents(homes: readonly { rent: number }[]): number[] {
  return homes.map((home) => home.rent).filter((rent) => Number.isFinite(rent));
}

/**
 * The outlier cut of the rent slider: rents above Tukey's "far out" fence, the third quartile plus three
 * times the interquartile range (Tukey, Exploratory Data Analysis, 1977), are outliers. One £2m "12 bed
 * flat" among £600–£1,500 homes would otherwise stretch a linear track so that every normal rent sits in its
 * first 15%.
 */
export const RENT_OUTLIER_FENCE_IQR_MULTIPLE = 3;

/** The share of the rent slider's track given to the outliers above the fence, when there are any. */
export const RENT_OUTLIER_TRACK_SHARE = 0.1;

/** The quantile `q` (0 to 1) of sorted values, interpolated linearly between the two nearest ranks. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * The values the rent slider's handles can take, lowest first: its positions. The slider moves over these
 * positions (one per step), so the spec's rules hold without rounding the bounds outwards (spec §5, §9 "step
 * 5, minimum distance 5"):
 * - the two ends are the exact bounds of getRentSliderBounds (e.g. £523 and £1,760);
 * - between them, every multiple of £5 at least £5 away from both ends, so neighbouring positions are £5
 *   apart (never less, which keeps the minimum distance of 5 between the two handles);
 * - outliers: when some rents lie above the far-out fence (Q3 + 3 × IQR, rounded up to £5; see
 *   RENT_OUTLIER_FENCE_IQR_MULTIPLE), the £5 positions stop at the fence and the rest of the range, up to the
 *   upper bound, gets {@link RENT_OUTLIER_TRACK_SHARE} (10%) of the positions, evenly spaced on multiples of
 *   £5. Normal rents then fill 90% of the track, and every home stays selectable.
 *
 * @param homes the loaded homes; only `rent` (pounds per month) is read
 * @returns increasing whole-pound values, at least two, e.g. rents 623 to 1,660 give 523, 530, 535, …,
 *   1,755, 1,760
 */
export function getRentSliderStops(homes: readonly { rent: number }[]): number[] {
  const [low, high] = getRentSliderBounds(homes);
  const step = RENT_SLIDER.step;
  const sorted = finiteRents(homes).sort((a, b) => a - b);
  let cut = high;
  if (sorted.length >= 4) {
    const q1 = quantile(sorted, 0.25);
    const q3 = quantile(sorted, 0.75);
    const fence = roundUpTo(q3 + RENT_OUTLIER_FENCE_IQR_MULTIPLE * (q3 - q1), step);
    if (fence > low + step && fence < sorted[sorted.length - 1]!) cut = fence;
  }
  const stops = [low];
  for (let value = roundUpTo(low + step, step); value <= cut - (cut === high ? step : 0); value += step) {
    stops.push(value);
  }
  if (cut < high) {
    const tailCount = Math.max(
      1,
      Math.ceil((stops.length * RENT_OUTLIER_TRACK_SHARE) / (1 - RENT_OUTLIER_TRACK_SHARE)),
    );
    for (let index = 1; index < tailCount; index += 1) {
      const value = roundToNearest(cut + ((high - cut) * index) / tailCount, step);
      if (value > stops[stops.length - 1]! && value <= high - step) stops.push(value);
    }
  }
  stops.push(high);
  return stops;
}

/**
 * The slider position of a rent (an index into getRentSliderStops' values), for a handle: the lower handle
 * takes the highest position at or below the rent, the upper handle the lowest at or above it, so that a
 * range never leaves out a home it held.
 *
 * @param stops the slider's values, increasing
 * @param rent pounds per month
 * @param handle which handle: `'from'` (lower) or `'to'` (upper)
 * @returns an index into `stops`, clamped to the track
 */
export function getRentStopIndex(stops: readonly number[], rent: number, handle: 'from' | 'to'): number {
  if (handle === 'from') {
    let index = 0;
    while (index + 1 < stops.length && stops[index + 1]! <= rent) index += 1;
    return index;
  }
  let index = stops.length - 1;
  while (index > 0 && stops[index - 1]! >= rent) index -= 1;
  return index;
}

/**
 * How far PageUp and PageDown move a slider handle: a tenth of its positions, at least one (WAI-ARIA
 * Authoring Practices, slider pattern: "Page Up: increases the value by an amount larger than the step").
 *
 * @param positions how many positions the slider has
 * @returns a whole number of positions, e.g. 1,000 positions → 100
 */
export function getSliderPageStep(positions: number): number {
  return Math.max(1, Math.round(positions / 10));
}
