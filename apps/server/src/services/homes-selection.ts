/**
 * getHomesSelection's answer (spec §7): the unpaged answer of a plain district search as before
 * (the read model district_homes, decision 034), every other search (filters, sort, radius, map area, or a page
 * asked for with `first`) through findHomes in SQL (home-search.ts, decision 058).
 */
import type { HomeSearchCriteria, MapBounds } from '@stairway/domain/home-search';
import { and, eq, gte, lte, max } from 'drizzle-orm';
import { getDistance } from 'geolib';
import type { Db } from '../db/client';
import { listings, postcodeDistricts, userApplications } from '../db/schema';
import type { DistrictHomesCache } from '../lib/district-homes-cache';
import { getHomeClusters, type HomeCluster } from './home-clusters';
import { cappedCounts, type SearchCounts } from './home-search/count-searched-homes';
import { findHomes, type HomeSearchPage } from './home-search/find-homes';
import { radiusBox, radiusMetres } from './home-search/position-condition';
import { resolveSearchPlace, type SearchPlace } from './home-search-places';
import { getHomesSelection, type HomesSelection, MAX_SELECTION_LISTINGS, type RankedHome } from './homes';

/** What searchHomesSelection needs. */
export type SearchHomesSelectionOptions = {
  /** The search (homeSearchCriteriaSchema's output). */
  criteria: HomeSearchCriteria;
  /** The applicant's budget, whole pounds; null when they have none (readApplicantBudget). */
  budget: number | null;
  /** Homes in the page, 1 to 50; absent: the unpaged answer (up to MAX_SELECTION_LISTINGS homes). */
  first?: number;
  /** pageInfo.endCursor of the page before. */
  after?: string;
  /** The server's memory of districts' homes (AppServices.districtHomesCache). */
  cache: DistrictHomesCache<RankedHome>;
  /**
   * False when the caller asks for neither the homes nor the paging (a map's clusters, a count): no page is
   * read, and `listings` is empty and `pageInfo` has no next page. Default true.
   */
  withHomes?: boolean;
  /** False when the caller does not ask for withinBudgetCount: it is not counted (and answers null). Default true. */
  withBudgetCount?: boolean;
  /**
   * The cells per side of the map's clusters when the caller asks for them (HomesSelection.clusters, valid:
   * 1 to MAX_CLUSTER_CELLS): they are grouped beside the page, not after it, and the count is their sum rather
   * than a query of its own when no count within the budget is needed.
   */
  clusterCells?: number;
};

/** getHomesSelection's answer: the selection, its counts and paging, and what its other fields need. */
export type HomesSelectionAnswer = HomesSelection &
  Omit<HomeSearchPage, 'listings'> & {
    /** The search and budget, for `clusters`. */
    criteria: HomeSearchCriteria;
    budget: number | null;
    /** The map's clusters, already under way for `cells` per side (clusterCells); absent when not asked for. */
    clusters?: { cells: number; grouped: Promise<HomeCluster[]> };
  };

/**
 * Answers getHomesSelection.
 * - A plain district search (postcodes only, Most recent, no filter) without `first`: the read model's answer,
 *   exactly as before server-side search (the old client and spec §7 keep working), with the counts over all its homes.
 * - Anything else: findHomes, one page of `first` homes (MAX_SELECTION_LISTINGS without `first`).
 * `outcodes` (for `featured`) are the postcodes asked for, or for a radius or map area the districts whose
 * centre lies in it (at most 50, nearest the middle first).
 * @throws BAD_USER_INPUT as findHomes (`after`, `near.place`)
 */
export async function searchHomesSelection(
  db: Db,
  options: SearchHomesSelectionOptions,
): Promise<HomesSelectionAnswer> {
  const { criteria, budget } = options;
  if (options.first === undefined && options.after === undefined && isPlainDistrictSearch(criteria, budget)) {
    const selection = await getHomesSelection(db, criteria.postcodes ?? [], options.cache, budget);
    return {
      ...selection,
      totalCountCapped: false,
      pageInfo: { hasNextPage: false, endCursor: null },
      place: null,
      criteria,
      budget,
    };
  }
  const place = criteria.near
    ? await resolveSearchPlace(db, criteria.near.place, criteria.near.radiusMiles)
    : null;
  const cells = options.clusterCells;
  const grouped = cells === undefined ? undefined : getHomeClusters(db, { criteria, budget, place, cells });
  // Nobody may be left to hear of a failure (the page failing first): the clusters' resolver reports it.
  grouped?.catch(() => undefined);
  // The clusters' counts add up to the homes matched, so they give the count unless a count within the budget
  // is needed too (a budget, not already a filter, and withinBudgetCount asked for).
  const countsFromClusters =
    grouped && (budget === null || criteria.withinBudget || options.withBudgetCount === false)
      ? grouped.then(countsOfClusters)
      : undefined;
  const [page, collected, outcodes] = await Promise.all([
    findHomes(db, {
      criteria,
      budget,
      place,
      first: options.first ?? MAX_SELECTION_LISTINGS,
      after: options.after,
      withHomes: options.withHomes,
      withBudgetCount: options.withBudgetCount,
      counts: countsFromClusters,
    }),
    db.select({ at: max(listings.listedAt) }).from(listings),
    criteria.postcodes?.length ? criteria.postcodes : districtsInArea(db, place, criteria.bounds),
  ]);
  return {
    ...page,
    outcodes,
    listingsCollectedAt: collected[0]?.at ?? null,
    criteria,
    budget,
    clusters: grouped && cells !== undefined ? { cells, grouped } : undefined,
  };
}

/** A search's counts from its clusters, whose counts add up to the homes matched (no count within the budget). */
function countsOfClusters(clusters: HomeCluster[]): SearchCounts {
  return cappedCounts(
    clusters.reduce((sum, c) => sum + c.count, 0),
    null,
  );
}

/** Whether a search is the one getHomesSelection answered before server-side search: districts only, newest first. */
function isPlainDistrictSearch(c: HomeSearchCriteria, budget: number | null): boolean {
  return (
    Boolean(c.postcodes?.length) &&
    !c.near &&
    !c.bounds &&
    c.minPrice === undefined &&
    c.maxPrice === undefined &&
    c.minRent === undefined &&
    c.maxRent === undefined &&
    !(c.withinBudget && budget !== null) &&
    (c.type ?? 'All') === 'All' &&
    (c.bedrooms ?? 'All') === 'All' &&
    (c.sort ?? 'Most recent') === 'Most recent'
  );
}

/**
 * The districts whose centre lies in a radius or a map area, nearest the middle first, at most 50 (for the
 * featured homes of a search without districts).
 */
async function districtsInArea(
  db: Db,
  place: SearchPlace | null,
  bounds: MapBounds | undefined,
): Promise<string[]> {
  let box: MapBounds | null = bounds ?? null;
  let centre = bounds
    ? { latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2 }
    : null;
  const metres = place ? radiusMetres(place) : Number.POSITIVE_INFINITY;
  if (place) {
    centre = { latitude: place.lat, longitude: place.lng };
    box = radiusBox(place);
  }
  if (!box || !centre) return [];
  const rows = await db
    .select({ outcode: postcodeDistricts.outcode, lat: postcodeDistricts.lat, lng: postcodeDistricts.lng })
    .from(postcodeDistricts)
    .where(
      and(
        gte(postcodeDistricts.lat, box.south),
        lte(postcodeDistricts.lat, box.north),
        gte(postcodeDistricts.lng, box.west),
        lte(postcodeDistricts.lng, box.east),
      ),
    );
  const from = centre;
  return rows
    .map((d) => ({ outcode: d.outcode, metres: getDistance(from, { latitude: d.lat, longitude: d.lng }) }))
    .filter((d) => d.metres <= metres)
    .sort((a, b) => a.metres - b.metres)
    .slice(0, 50)
    .map((d) => d.outcode);
}

/**
 * The signed-in applicant's budget (user_applications.budget, the maximum home price, whole pounds), or null
 * when they have none yet (0, the column's default, before onboarding works one out) or no application.
 * @param userId the applicant's user id (Actor applicant)
 */
export async function readApplicantBudget(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ budget: userApplications.budget })
    .from(userApplications)
    .where(eq(userApplications.userId, userId));
  return row && row.budget > 0 ? row.budget : null;
}
