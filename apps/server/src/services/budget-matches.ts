/**
 * The dashboard's honest rent budget: how many homes for sale in the applicant's
 * preferred districts fit both their budget (asking price) and their rent budget (estimated rent), and, when
 * none do, what does: the nearest districts with fitting homes, and the cheapest quarter of the homes in their
 * districts. Counted in SQL on `listings` over the homes for sale (dwellings, still available, not landlords'
 * rows): one aggregate over the districts, and, only when nothing fits, the nearest districts with homes
 * (getNearbyPostcodeDistricts) and one grouped count over them.
 */
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { and, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { listings } from '../db/schema';
import { getNearbyPostcodeDistricts } from './homes';

/** How many of the nearest districts with homes are looked at for fitting homes (the most getNearby gives). */
const NEARBY_LOOKED_AT = 10;
/** How many nearby districts with fitting homes are offered (decided here: three buttons fit a phone). */
export const NEARBY_MATCHES_LIMIT = 3;
/** The share of the areas' homes, cheapest first by asking price, that the price band describes. */
export const PRICE_BAND_SHARE = 0.25;

/** A district near the applicant's with homes that fit their budget and rent budget. */
export type NearbyBudgetMatch = {
  outcode: string;
  town: string | null;
  distanceKm: number;
  matchingHomes: number;
};

/** The cheapest quarter of the homes in the areas, by asking price, with their rents (whole pounds). */
export type PriceBand = {
  minPrice: number;
  maxPrice: number;
  minRent: number;
  maxRent: number;
  homes: number;
};

/** What getBudgetMatches answers; money in whole pounds (rents a month). */
export type BudgetMatches = {
  areas: string[];
  budget: number;
  rentBudget: number;
  homesInAreas: number;
  homesWithinBudget: number;
  matchingHomes: number;
  cheapestRentInAreas: number | null;
  nearbyAreas: NearbyBudgetMatch[];
  priceBand: PriceBand | null;
  budgetKeptAsSubmitted: boolean;
};

/** The homes for sale: dwellings still in their feed, not landlords' rows (read from landlord_listings). */
function homesForSale(outcodes: readonly string[]): SQL | undefined {
  return and(
    inArray(listings.outcode, [...outcodes]),
    // Written as migration 0029's partial indexes' predicate, so that the planner can use them.
    sql`${listings.isDwelling}`,
    isNull(listings.removedAt),
    isNull(listings.landlordListingId),
  );
}

/** A home that fits: asking price at or under the budget and estimated rent at or under the rent budget. */
function fits(application: Pick<ApplicationRow, 'budget' | 'rentBudget'>): SQL {
  return sql`${listings.askingPrice} <= ${application.budget} and ${listings.rent} <= ${application.rentBudget}`;
}

/**
 * The applicant's budget matches in their preferred districts.
 * @param db the database
 * @param application the applicant's own application (budget, rentBudget, preferredLocations, submitted and
 *   the stored breakdown)
 * @returns the counts in the areas; `nearbyAreas` (nearest first, at most {@link NEARBY_MATCHES_LIMIT}, among
 *   the 10 nearest districts with homes) only when no home in the areas fits, else empty; `priceBand` null when
 *   the areas have no homes; `budgetKeptAsSubmitted` true when the application is submitted and its figures,
 *   kept as assessed (decision 059), were worked out with another rental yield than the current districts'
 */
export async function getBudgetMatches(
  db: Db,
  application: Pick<
    ApplicationRow,
    'budget' | 'rentBudget' | 'preferredLocations' | 'submitted' | 'affordability'
  >,
): Promise<BudgetMatches> {
  const areas = [...application.preferredLocations];
  const counts = areas.length > 0 ? await countInAreas(db, application, areas) : null;
  const matchingHomes = counts?.matching ?? 0;
  const assessedYield = application.affordability?.grossYieldPercent;
  return {
    areas,
    budget: application.budget,
    rentBudget: application.rentBudget,
    homesInAreas: counts?.homes ?? 0,
    homesWithinBudget: counts?.withinBudget ?? 0,
    matchingHomes,
    cheapestRentInAreas: counts?.cheapestRent ?? null,
    nearbyAreas: matchingHomes === 0 && areas.length > 0 ? await nearbyMatches(db, application, areas) : [],
    priceBand:
      counts && counts.homes > 0 && counts.bandMaxPrice != null
        ? {
            minPrice: counts.cheapestPrice ?? 0,
            maxPrice: counts.bandMaxPrice,
            minRent: counts.bandMinRent ?? 0,
            maxRent: counts.bandMaxRent ?? 0,
            homes: counts.bandHomes,
          }
        : null,
    budgetKeptAsSubmitted:
      application.submitted && assessedYield != null && assessedYield !== getGrossYieldPercent(areas),
  };
}

/** One pass over the areas' homes: the counts, the cheapest rent and the cheapest quarter by asking price. */
async function countInAreas(
  db: Db,
  application: Pick<ApplicationRow, 'budget' | 'rentBudget'>,
  areas: readonly string[],
) {
  const rows = await db.execute<{
    homes: number;
    within_budget: number;
    matching: number;
    cheapest_rent: number | null;
    cheapest_price: number | null;
    band_max_price: number | null;
    band_homes: number;
    band_min_rent: number | null;
    band_max_rent: number | null;
  }>(sql`
    with homes as (
      select ${listings.askingPrice} as price, ${listings.rent} as rent,
        (${fits(application)}) as fits
      from ${listings} where ${homesForSale(areas)}
    ),
    band as (
      select percentile_disc(${PRICE_BAND_SHARE}) within group (order by price) as max_price from homes
    )
    select
      count(*)::int as homes,
      (count(*) filter (where price <= ${application.budget}))::int as within_budget,
      (count(*) filter (where fits))::int as matching,
      min(rent)::int as cheapest_rent,
      min(price)::int as cheapest_price,
      (select max_price from band)::int as band_max_price,
      (count(*) filter (where price <= (select max_price from band)))::int as band_homes,
      (min(rent) filter (where price <= (select max_price from band)))::int as band_min_rent,
      (max(rent) filter (where price <= (select max_price from band)))::int as band_max_rent
    from homes
  `);
  const [row] = rows.rows;
  if (!row) throw new Error('The budget matches query returned no row');
  return {
    homes: row.homes,
    withinBudget: row.within_budget,
    matching: row.matching,
    cheapestRent: row.cheapest_rent,
    cheapestPrice: row.cheapest_price,
    bandMaxPrice: row.band_max_price,
    bandHomes: row.band_homes,
    bandMinRent: row.band_min_rent,
    bandMaxRent: row.band_max_rent,
  };
}

/**
 * The nearest districts with fitting homes: the 10 nearest districts with homes (getNearbyPostcodeDistricts,
 * the domain's great-circle distance between centroids), then one grouped count of their fitting homes.
 */
async function nearbyMatches(
  db: Db,
  application: Pick<ApplicationRow, 'budget' | 'rentBudget'>,
  areas: readonly string[],
): Promise<NearbyBudgetMatch[]> {
  const nearby = await getNearbyPostcodeDistricts(db, areas, NEARBY_LOOKED_AT);
  if (nearby.length === 0) return [];
  const counted = await db
    .select({ outcode: listings.outcode, matching: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(homesForSale(nearby.map((district) => district.outcode)), fits(application)))
    .groupBy(listings.outcode);
  const matchingBy = new Map(counted.map((row) => [row.outcode, row.matching]));
  return nearby
    .map((district) => ({
      outcode: district.outcode,
      town: district.town,
      distanceKm: district.distanceKm,
      matchingHomes: matchingBy.get(district.outcode) ?? 0,
    }))
    .filter((district) => district.matchingHomes > 0)
    .slice(0, NEARBY_MATCHES_LIMIT);
}
