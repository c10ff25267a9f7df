/**
 * The SQL condition of a home search (decision 058): where (postcode districts, a radius
 * around a place, a map area), the price and rent bands, "within my budget", and spec §9's type and bedroom
 * filters.
 */
import {
  bedroomRangeOfFilter,
  type HomeSearchCriteria,
  propertyTypeOfFilter,
} from '@stairway/domain/home-search';
import { and, eq, gt, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { SearchPlace } from '../home-search-places';
import { boxCondition, radiusBox, withinRadiusCondition } from './position-condition';

/** What homeSearchCondition needs. */
export type HomeSearchConditionOptions = {
  /** The search (homeSearchCriteriaSchema's output). */
  criteria: HomeSearchCriteria;
  /** The applicant's budget (maximum home price), whole pounds; null when they have none. */
  budget: number | null;
  /** The radius search's centre, resolved (required when criteria.near is set). */
  place: SearchPlace | null;
  /** Keep only homes the service first saw (listings.created_at) after this instant. */
  firstSeenAfter?: Date;
};

/**
 * The SQL condition of a search (without paging): homes for sale only (dwellings, still in their feed, not
 * landlords' rows, whose homes are `featured`), then each criterion given.
 * - `near`: a bounding box (geolib getBoundsOfDistance) that the position index serves by latitude band, then
 *   the great-circle (haversine) distance on Earth's radius of 6,378,137 m (withinRadiusCondition: the same homes,
 *   worked out cheaply away from the edge); a home's lat/lng are its own where the feed gave them and its
 *   district's centroid with a small offset otherwise (locationApproximate);
 * - `bounds`: lat/lng inside the box (by latitude band too: boxCondition);
 * - `withinBudget` true with a budget: asking price at most the budget (without a budget it keeps every home).
 * @param options criteria, budget, the resolved place (required when criteria.near is set) and firstSeenAfter
 */
export function homeSearchCondition(options: HomeSearchConditionOptions): SQL {
  const { criteria: c, budget, place } = options;
  const conditions: Array<SQL | undefined> = [
    eq(listings.isDwelling, true),
    isNull(listings.removedAt),
    isNull(listings.landlordListingId),
  ];
  if (c.postcodes?.length) conditions.push(inArray(listings.outcode, [...c.postcodes]));
  if (place) {
    conditions.push(boxCondition(radiusBox(place)), withinRadiusCondition(place));
  }
  if (c.bounds) conditions.push(boxCondition(c.bounds));
  if (c.minPrice !== undefined) conditions.push(gte(listings.askingPrice, c.minPrice));
  if (c.maxPrice !== undefined) conditions.push(lte(listings.askingPrice, c.maxPrice));
  if (c.minRent !== undefined) conditions.push(gte(listings.rent, c.minRent));
  if (c.maxRent !== undefined) conditions.push(lte(listings.rent, c.maxRent));
  if (c.withinBudget && budget !== null) conditions.push(lte(listings.askingPrice, budget));
  const type = propertyTypeOfFilter(c.type);
  if (type) conditions.push(eq(listings.type, type));
  const bedrooms = bedroomRangeOfFilter(c.bedrooms);
  if (bedrooms) {
    conditions.push(gte(listings.bedrooms, bedrooms.min));
    if (bedrooms.max !== null) conditions.push(lte(listings.bedrooms, bedrooms.max));
  }
  if (options.firstSeenAfter) conditions.push(gt(listings.createdAt, options.firstSeenAfter));
  return and(...conditions) as SQL;
}
