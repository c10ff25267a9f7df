/**
 * What a search for homes asks for (the explore page, getHomesSelection's optional search input, and saved
 * searches with alerts): where (postcode districts, a radius around a place, or a map area), the price and rent
 * bands, "within my budget", the type and bedroom filters of spec §9, and the sort. One zod schema for the
 * server's input validation, the saved searches and the web app's state, so the three cannot drift.
 *
 * Limits are decided here and named on each constant. Messages name the field and what is allowed (GOV.UK
 * Design System's error-message guidance, as validation.ts).
 */
import { z } from 'zod';
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  type PropertyType,
  SORT_OPTIONS,
  TYPE_FILTERS,
  type TypeFilter,
} from './constants';
import { formatGBP } from './money';
import { homesSelectionInputSchema, MAX_DEPOSIT, plainText } from './validation';

/** Homes in one page of an explore list when the client does not say (decided here). */
export const HOME_PAGE_SIZE = 24;
/**
 * The most homes one page returns (decided here: a page of 50 homes with their photos' URLs and a 400-character
 * description stays under 50 KB uncompressed).
 */
export const MAX_HOME_PAGE_SIZE = 50;
/** Radius choices offered on the explore page, miles (decided here, as Rightmove offers ¼ to 40 miles). */
export const RADIUS_MILES_OPTIONS = [0.5, 1, 3, 5, 10, 15, 20, 30, 40] as const;
/** The widest radius search, miles (decided here: the widest Rightmove offers). */
export const MAX_RADIUS_MILES = 40;
/** Kilometres in one mile (international mile, 1,609.344 m). */
export const KM_PER_MILE = 1.609344;
/** The longest place text a radius search reads (a town, a district or a full postcode), characters. */
export const PLACE_MAX_LENGTH = 60;
/** The most saved searches one applicant keeps (decided here). */
export const MAX_SAVED_SEARCHES = 10;
/** The longest saved search name, characters (decided here). */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;

/** A radius search: within `radiusMiles` of a place (a town such as "Leeds", a district "LS6" or a postcode). */
export type NearPlace = { place: string; radiusMiles: number };
/** A map area: the map's visible bounds in WGS84 degrees. */
export type MapBounds = { south: number; west: number; north: number; east: number };

const priceSchema = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of pounds` })
    .int({ error: `${field} must be a whole number of pounds` })
    .min(0, { error: `${field} can’t be negative` })
    .max(MAX_DEPOSIT, { error: `${field} must be at most ${formatGBP(MAX_DEPOSIT)}` });

const rentSchema = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of pounds a month` })
    .int({ error: `${field} must be a whole number of pounds a month` })
    .min(0, { error: `${field} can’t be negative` })
    .max(100_000, { error: `${field} must be at most ${formatGBP(100_000)} a month` });

const latitude = z
  .number({ error: 'The map area’s latitude must be a number' })
  .min(49, { error: 'The map area must be in the UK (latitude 49 to 61)' })
  .max(61, { error: 'The map area must be in the UK (latitude 49 to 61)' });
const longitude = z
  .number({ error: 'The map area’s longitude must be a number' })
  .min(-9, { error: 'The map area must be in the UK (longitude -9 to 2)' })
  .max(2, { error: 'The map area must be in the UK (longitude -9 to 2)' });

/** A radius search's input: the place and a radius of more than 0 and at most {@link MAX_RADIUS_MILES} miles. */
export const nearPlaceSchema = z.object({
  place: z
    .string({ error: 'Enter a town, a postcode district or a postcode, for example Leeds or LS6' })
    .trim()
    .min(1, { error: 'Enter a town, a postcode district or a postcode, for example Leeds or LS6' })
    .max(PLACE_MAX_LENGTH, { error: `Enter at most ${PLACE_MAX_LENGTH} characters for the place` })
    .check(plainText('The place')),
  radiusMiles: z
    .number({ error: 'Choose how many miles around the place to search' })
    .gt(0, { error: 'Choose how many miles around the place to search' })
    .max(MAX_RADIUS_MILES, { error: `Search at most ${MAX_RADIUS_MILES} miles around a place` }),
});

/** A map area's input: south below north, west left of east, inside the UK. */
export const mapBoundsSchema = z
  .object({ south: latitude, west: longitude, north: latitude, east: longitude })
  .refine((b) => b.south < b.north && b.west < b.east, {
    error: 'The map area’s south edge must be below its north edge and its west edge left of its east edge',
  });

/**
 * The search criteria (every field optional except that one of `postcodes`, `near` or `bounds` says where):
 * - `postcodes`: 1 to 10 districts, normalised as getHomesSelection's input ({@link homesSelectionInputSchema});
 * - `near`: a radius around a place; `bounds`: the map's area ("search this area");
 * - `minPrice`/`maxPrice`: asking price band, whole pounds; `minRent`/`maxRent`: estimated rent band, pounds a
 *   month;
 * - `withinBudget`: only homes at or under the applicant's budget (the server reads the budget; false or absent
 *   shows every home, each marked within budget or not);
 * - `type`, `bedrooms`: spec §9's filters; `sort`: spec §9's sort options (default "Most recent").
 * Errors name the field: `minPrice` "Minimum price must be a whole number of pounds", `maxPrice` "The maximum price
 * must be at least the minimum", `postcodes` "Choose where to search: postcode districts, a place and a radius,
 * or a map area".
 */
export const homeSearchCriteriaSchema = z
  .object({
    postcodes: homesSelectionInputSchema.shape.postcodes.optional(),
    near: nearPlaceSchema.optional(),
    bounds: mapBoundsSchema.optional(),
    minPrice: priceSchema('Minimum price').optional(),
    maxPrice: priceSchema('Maximum price').optional(),
    minRent: rentSchema('Minimum rent').optional(),
    maxRent: rentSchema('Maximum rent').optional(),
    withinBudget: z.boolean({ error: 'Within my budget must be on or off' }).optional(),
    type: z.enum(TYPE_FILTERS, { error: `Type must be one of ${TYPE_FILTERS.join(', ')}` }).optional(),
    bedrooms: z
      .enum(BEDROOM_FILTERS, { error: `Bedrooms must be one of ${BEDROOM_FILTERS.join(', ')}` })
      .optional(),
    sort: z.enum(SORT_OPTIONS, { error: `Sort must be one of ${SORT_OPTIONS.join(', ')}` }).optional(),
  })
  .superRefine((c, ctx) => {
    if (!c.postcodes?.length && !c.near && !c.bounds)
      ctx.addIssue({
        code: 'custom',
        path: ['postcodes'],
        message: 'Choose where to search: postcode districts, a place and a radius, or a map area',
      });
    if (c.minPrice !== undefined && c.maxPrice !== undefined && c.maxPrice < c.minPrice)
      ctx.addIssue({
        code: 'custom',
        path: ['maxPrice'],
        message: 'The maximum price must be at least the minimum',
      });
    if (c.minRent !== undefined && c.maxRent !== undefined && c.maxRent < c.minRent)
      ctx.addIssue({
        code: 'custom',
        path: ['maxRent'],
        message: 'The maximum rent must be at least the minimum',
      });
  });

/** Search criteria as written (the schema's input) and as parsed (districts normalised). */
export type HomeSearchCriteriaInput = z.input<typeof homeSearchCriteriaSchema>;
/** See {@link HomeSearchCriteriaInput}. */
export type HomeSearchCriteria = z.output<typeof homeSearchCriteriaSchema>;

/** saveSearch's input: a name for the search and its criteria. */
export const savedSearchInputSchema = z.object({
  name: z
    .string({ error: 'Give the search a name' })
    .trim()
    .min(1, { error: 'Give the search a name' })
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, {
      error: `Give the search a name of at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
    })
    .check(plainText('The name')),
  criteria: homeSearchCriteriaSchema,
  alertsEnabled: z.boolean({ error: 'E-mail alerts must be on or off' }).default(true),
});

/**
 * The property type a type filter of spec §9 keeps ("Semi detached" is the type `SemiDetached`), or null for
 * "All" (every type). The same meaning as the explore page's own filter (homes-filter.ts).
 */
export function propertyTypeOfFilter(filter: TypeFilter | undefined): PropertyType | null {
  if (filter === undefined || filter === 'All') return null;
  return filter === 'Semi detached' ? 'SemiDetached' : filter;
}

/**
 * The bedroom counts a bedroom filter of spec §9 keeps, as an inclusive range (`max` null: no upper limit), or
 * null for "All": Studio is 0 bedrooms, "1" and "2" exactly that many, "3+" three or more (homes-filter.ts).
 */
export function bedroomRangeOfFilter(
  filter: BedroomFilter | undefined,
): { min: number; max: number | null } | null {
  switch (filter) {
    case undefined:
    case 'All':
      return null;
    case 'Studio':
      return { min: 0, max: 0 };
    case '3+':
      return { min: 3, max: null };
    default:
      return { min: Number(filter), max: Number(filter) };
  }
}

/**
 * What {@link homeMatchesFilters} reads of a home: asking price and rent in whole pounds, type, bedrooms (null
 * when the listing does not say).
 */
export type FilterableHome = {
  askingPrice: number;
  rent: number;
  type: PropertyType;
  bedrooms: number | null;
};

/**
 * Whether a home passes a search's filters: the price band, the rent band (pounds a month), "within my budget"
 * (when on and the applicant has a budget: asking price at most the budget), spec §9's type and bedrooms. Where
 * the home is (districts, radius, map area) is not checked. The same rules as the server's SQL (home-search.ts),
 * for homes that are not in the listings table: the featured homes landlords list with us.
 * @param budget the applicant's budget, whole pounds, or null without one
 */
export function homeMatchesFilters(
  home: FilterableHome,
  criteria: HomeSearchCriteria,
  budget: number | null,
): boolean {
  const c = criteria;
  if (c.minPrice !== undefined && home.askingPrice < c.minPrice) return false;
  if (c.maxPrice !== undefined && home.askingPrice > c.maxPrice) return false;
  if (c.minRent !== undefined && home.rent < c.minRent) return false;
  if (c.maxRent !== undefined && home.rent > c.maxRent) return false;
  if (c.withinBudget && budget !== null && home.askingPrice > budget) return false;
  const type = propertyTypeOfFilter(c.type);
  if (type && home.type !== type) return false;
  const bedrooms = bedroomRangeOfFilter(c.bedrooms);
  if (!bedrooms) return true;
  // As SQL compares: a home that does not say its bedrooms matches no bedroom filter.
  const n = home.bedrooms;
  return n !== null && n >= bedrooms.min && (bedrooms.max === null || n <= bedrooms.max);
}

/**
 * A page of a search's homes (getHomesSelection's `first` and `after`): `first` 1 to {@link MAX_HOME_PAGE_SIZE}
 * homes; `after` the opaque cursor of the page before (pageInfo.endCursor, at most 200 characters). Both
 * optional: without `first` getHomesSelection answers as before paging (up to 3,000 homes).
 * Errors name the field: `first` "Ask for 1 to 50 homes a page".
 */
export const homeSearchPageSchema = z.object({
  first: z
    .number({ error: `Ask for 1 to ${MAX_HOME_PAGE_SIZE} homes a page` })
    .int({ error: `Ask for 1 to ${MAX_HOME_PAGE_SIZE} homes a page` })
    .min(1, { error: `Ask for 1 to ${MAX_HOME_PAGE_SIZE} homes a page` })
    .max(MAX_HOME_PAGE_SIZE, { error: `Ask for 1 to ${MAX_HOME_PAGE_SIZE} homes a page` })
    .optional(),
  after: z
    .string({ error: 'The page to start after must be the endCursor of the page before' })
    .max(200, { error: 'The page to start after must be the endCursor of the page before' })
    .optional(),
});

/**
 * The monthly rent slider of the explore page (spec §5 and §9 "Rent filter slider: step 5, minimum distance 5,
 * default range 0-2000. After listings load it resets to (minimum of loaded listings minus 100) to (maximum
 * plus 100)"): pounds a month.
 */
export const RENT_SLIDER = { step: 5, minRange: 5, defaultRange: [0, 2000], resetPadding: 100 } as const;

/**
 * The rent slider's track (spec §5): from the lowest rent of the search's homes minus £100 to the highest plus
 * £100, never below 0, widened outwards to whole steps of £5 so that both ends are positions of the slider
 * (lowest £623 gives £520); the default [0, 2000] before homes load or when none match.
 * @param range the search's rent range (getHomesSelection.rentRange), whole pounds a month; null or undefined
 *   when unknown
 * @returns [low, high] in whole pounds a month, at least RENT_SLIDER.minRange apart
 */
export function getRentSliderBounds(
  range: { min: number; max: number } | null | undefined,
): [number, number] {
  if (!range) return [RENT_SLIDER.defaultRange[0], RENT_SLIDER.defaultRange[1]];
  const { step, resetPadding, minRange } = RENT_SLIDER;
  const low = Math.max(0, Math.floor((range.min - resetPadding) / step) * step);
  const high = Math.ceil((range.max + resetPadding) / step) * step;
  return [low, Math.max(high, low + minRange)];
}
