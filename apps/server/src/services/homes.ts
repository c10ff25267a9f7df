/**
 * Homes for sale in postcode districts (getHomesSelection) and postcode-district lookups: suggestions as
 * the applicant types (by district or town), the known districts among some, and the nearest districts
 * with homes.
 */
import { findNearbyDistricts, NEARBY_DISTRICTS_LIMIT } from '@stairway/domain/districts';
import { normaliseOutcode } from '@stairway/domain/postcode';
import { desc, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { homeColumns } from '../db/district-homes';
import type { ListingRow, PostcodeDistrictRow } from '../db/rows';
import { districtHomes, districtHomesState, postcodeDistricts } from '../db/schema';
import { inputError } from '../lib/app-error';
import { createDistrictHomesCache, type DistrictHomesCache } from '../lib/district-homes-cache';

/** Most homes one selection returns (the newest first); the web app windows the list. */
export const MAX_SELECTION_LISTINGS = 3000;

/**
 * A home as HomeSelection answers it: the listing's columns that HomeSelection returns; `removedAt` when the
 * caller read it (favourites and submissions read whole rows; searches find only available homes), and
 * `withinBudget` when a search marked it against the applicant's budget.
 */
export type HomeListing = Pick<ListingRow, keyof typeof homeColumns> &
  Partial<Pick<ListingRow, 'removedAt'>> & { withinBudget?: boolean | null };

/** What getHomesSelection answers (its `featured` homes are read by their own field: landlord-listings.ts). */
export type HomesSelection = {
  listings: HomeListing[];
  /** The districts asked for, normalised, for the `featured` field. */
  outcodes: readonly string[];
  /** When the newest listing the service holds was collected (its listedAt); null without listings. */
  listingsCollectedAt: Date | null;
  /** The homes in those districts, all of them (`listings` holds at most MAX_SELECTION_LISTINGS). */
  totalCount: number;
  /** Of those, how many are at or under the budget; null without a budget. */
  withinBudgetCount: number | null;
};

/**
 * The homes in the given postcode districts (dwellings only), newest first (undated ones last, then by id).
 * They come from the read model district_homes (decision 034): one row per district holding its homes as a
 * JSON array, rebuilt after every import by refreshDistrictHomes (db/district-homes.ts). Each home's `rank` (its place among
 * all homes) merges the districts in the database's own order. A district's homes, once decoded, are kept in
 * `cache` for the build of the read model they came from (decision 035, lib/district-homes-cache.ts): a request
 * first reads the current build's number (district_homes_state) and reads from district_homes only the
 * districts not kept for that build, so an import, by this process or another, shows at the next request.
 * Queries (apps/server/test/api/homes-performance.test.ts): one when every district is kept, two otherwise,
 * whatever the number of homes.
 * @param outcodes postcode districts such as ["SE1", "B1"], normalised (homesSelectionInputSchema in
 *   packages/domain/src/validation.ts)
 * @param cache the server's memory of districts' homes (AppServices.districtHomesCache); the default keeps
 *   nothing
 * @param budget the applicant's budget, whole pounds, or null: with one, each home is answered as a copy marked
 *   `withinBudget` (asking price at most the budget)
 * @returns `listings`: homes for sale from the listing sources, at most MAX_SELECTION_LISTINGS; the objects may
 *   be shared with other requests and must not be changed; `totalCount` and `withinBudgetCount` over all the
 *   districts' homes; `listingsCollectedAt`: the newest listedAt of all
 *   listings when the read model was built, i.e. when the data was collected. Landlords' featured homes come
 *   from getFeaturedListings.
 */
export async function getHomesSelection(
  db: Db,
  outcodes: readonly string[],
  cache: DistrictHomesCache<RankedHome> = createDistrictHomesCache(0),
  budget: number | null = null,
): Promise<HomesSelection> {
  const [state] = await db
    .select({ version: districtHomesState.version, collectedAt: districtHomesState.collectedAt })
    .from(districtHomesState);
  let build = state ?? { version: 0, collectedAt: null };
  let homesOf = outcodes.map((outcode) => cache.get(build.version, outcode));
  const missing = outcodes.filter((_outcode, i) => homesOf[i] === undefined);
  if (missing.length > 0) {
    let read = await readDistrictHomes(db, missing);
    // An import finished between the two reads: every district is read from the new build instead.
    if (read.version !== build.version) read = await readDistrictHomes(db, outcodes);
    build = read;
    for (const [outcode, homes] of read.districts) cache.set(read.version, outcode, homes);
    // What was read (every district it was asked for) comes before what was kept.
    homesOf = outcodes.map((outcode, i) => read.districts.get(outcode) ?? homesOf[i]);
  }
  const ranked = homesOf.flatMap((homes) => homes ?? []);
  if (outcodes.length > 1) ranked.sort((a, b) => a.rank - b.rank);
  const page = ranked.slice(0, MAX_SELECTION_LISTINGS);
  return {
    listings:
      budget === null ? page : page.map((home) => ({ ...home, withinBudget: home.askingPrice <= budget })),
    outcodes,
    listingsCollectedAt: build.collectedAt,
    totalCount: ranked.length,
    withinBudgetCount: budget === null ? null : ranked.filter((home) => home.askingPrice <= budget).length,
  };
}

/**
 * Reads districts' homes from district_homes with the build they belong to, in one statement (so both come
 * from one snapshot), decoding each home's listedAt.
 * @param outcodes normalised postcode districts (each gets an entry, empty when it has no homes)
 */
async function readDistrictHomes(
  db: Db,
  outcodes: readonly string[],
): Promise<{ version: number; collectedAt: Date | null; districts: Map<string, RankedHome[]> }> {
  const rows = await db
    .select({
      version: districtHomesState.version,
      collectedAt: districtHomesState.collectedAt,
      outcode: districtHomes.outcode,
      homes: districtHomes.homes,
    })
    .from(districtHomesState)
    .leftJoin(districtHomes, inArray(districtHomes.outcode, [...outcodes]));
  const districts = new Map<string, RankedHome[]>(outcodes.map((outcode) => [outcode, []]));
  for (const row of rows) {
    if (row.outcode === null || row.homes === null) continue;
    districts.set(
      row.outcode,
      (row.homes as RankedHomeJson[]).map((home) => ({
        ...home,
        listedAt: home.listedAt === null ? null : new Date(home.listedAt),
        lastSeenAt: home.lastSeenAt == null ? null : new Date(home.lastSeenAt),
      })),
    );
  }
  return { version: rows[0]?.version ?? 0, collectedAt: rows[0]?.collectedAt ?? null, districts };
}

/** A home as getHomesSelection keeps it: a HomeListing with its place among all homes. */
export type RankedHome = HomeListing & { rank: number };

/** A home as district_homes holds it: a HomeListing in JSON, with its place among all homes. */
type RankedHomeJson = HomeListingJson & { rank: number };

/**
 * A home as the database writes it in JSON: the same fields, with its listedAt and lastSeenAt as ISO 8601
 * strings (lastSeenAt absent in a read model built before it was added).
 */
type HomeListingJson = Omit<HomeListing, 'listedAt' | 'lastSeenAt'> & {
  listedAt: string | null;
  lastSeenAt?: string | null;
};

/**
 * Checks that each postcode district is one the service knows.
 * @param outcodes normalised districts
 * @param field the input field they came from, for the error (`preferredLocations`)
 * @throws BAD_USER_INPUT naming `field.N` for each unknown district
 */
export async function assertKnownDistricts(
  db: Db | Tx,
  outcodes: readonly string[],
  field = 'preferredLocations',
): Promise<void> {
  if (outcodes.length === 0) return;
  const known = await db
    .select({ outcode: postcodeDistricts.outcode })
    .from(postcodeDistricts)
    .where(inArray(postcodeDistricts.outcode, [...outcodes]));
  const knownSet = new Set(known.map((k) => k.outcode));
  const unknown = outcodes
    .map((outcode, index) => ({ outcode, index }))
    .filter(({ outcode }) => !knownSet.has(outcode));
  if (unknown.length > 0) {
    throw inputError(
      unknown.map(({ outcode, index }) => ({
        field: `${field}.${index}`,
        message: `We don't cover the postcode district ${outcode} yet. Choose a district from the suggestions.`,
      })),
    );
  }
}

/**
 * The districts with homes nearest to the given ones (great-circle distance between centroids, the domain's
 * findNearbyDistricts), for the explore page's empty state.
 * @param outcodes districts such as ["SO16"]; unknown ones are ignored
 * @param limit most districts, 1 to 10 (default 3)
 * @returns districts with homes, nearest first, each with `distanceKm`; empty when none of `outcodes` is known
 */
export async function getNearbyPostcodeDistricts(
  db: Db,
  outcodes: readonly string[],
  limit = NEARBY_DISTRICTS_LIMIT,
): Promise<Array<PostcodeDistrictRow & { distanceKm: number }>> {
  const origins = await getPostcodeDistricts(db, outcodes);
  if (origins.length === 0) return [];
  const withHomes = await db.select().from(postcodeDistricts).where(gt(postcodeDistricts.listingCount, 0));
  return findNearbyDistricts(
    origins,
    withHomes.map((district) => ({ ...district, homesCount: district.listingCount })),
    Math.min(Math.max(limit, 1), 10),
  ).map(({ homesCount: _homesCount, ...district }) => district);
}

/**
 * Postcode districts whose outcode starts with the query, or whose town starts with it (or has a word that
 * does: "Southampton", "upon Tyne"), districts with homes first, then outcode matches before town matches.
 * @param query a partial district such as "so1" (letters and digits only are used for the outcode), or a
 *   town such as "southam" (3 letters or more)
 * @param limit most results, 1 to 20
 */
export async function searchPostcodeDistricts(
  db: Db,
  query: string,
  limit = 8,
): Promise<PostcodeDistrictRow[]> {
  const prefix = query.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const take = Math.min(Math.max(limit, 1), 20);
  if (!prefix) {
    return db
      .select()
      .from(postcodeDistricts)
      .where(gt(postcodeDistricts.listingCount, 0))
      .orderBy(desc(postcodeDistricts.listingCount))
      .limit(take);
  }
  const outcodeMatch = ilike(postcodeDistricts.outcode, `${prefix}%`);
  const town = query.trim().replace(/[%_\\]/g, '');
  const townMatch =
    /^[a-z][a-z .'-]{2,}$/i.test(town) &&
    or(ilike(postcodeDistricts.town, `${town}%`), ilike(postcodeDistricts.town, `% ${town}%`));
  return db
    .select()
    .from(postcodeDistricts)
    .where(townMatch ? or(outcodeMatch, townMatch) : outcodeMatch)
    .orderBy(
      desc(sql`${postcodeDistricts.listingCount} > 0`),
      desc(outcodeMatch),
      sql`length(${postcodeDistricts.outcode})`,
      postcodeDistricts.outcode,
    )
    .limit(take);
}

/**
 * The known districts among the given outcodes, in the order asked (unknown ones are left out).
 */
export async function getPostcodeDistricts(
  db: Db,
  outcodes: readonly string[],
): Promise<PostcodeDistrictRow[]> {
  const normalised = outcodes.map((o) => normaliseOutcode(o)).filter((o): o is string => Boolean(o));
  if (normalised.length === 0) return [];
  const rows = await db
    .select()
    .from(postcodeDistricts)
    .where(inArray(postcodeDistricts.outcode, normalised));
  const byOutcode = new Map(rows.map((r) => [r.outcode, r]));
  return normalised.map((o) => byOutcode.get(o)).filter((r): r is PostcodeDistrictRow => Boolean(r));
}
