/**
 * Homes for sale in postcode districts (getHomesSelection) and postcode-district lookups for onboarding.
 */
import { normaliseOutcode } from '@stairway/domain/postcode';
import { and, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ListingRow, PostcodeDistrictRow } from '../db/rows';
import { listings, postcodeDistricts } from '../db/schema';

/** Most homes one selection returns (the newest first); the web app windows the list. */
export const MAX_SELECTION_LISTINGS = 3000;

/**
 * The homes in the given postcode districts (dwellings only), newest first.
 * @param outcodes postcode districts such as ["SO16", "M1"], normalised (homesSelectionInputSchema in
 *   packages/domain/src/validation.ts)
 * @returns listings, and `featured`: published landlord listings in those districts
 */
export async function getHomesSelection(db: Db, outcodes: readonly string[]) {
  const rows = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.outcode, [...outcodes]), eq(listings.isDwelling, true)))
    .orderBy(desc(listings.listedAt), listings.id)
    .limit(MAX_SELECTION_LISTINGS);
  // Landlord listings arrive with the landlord issue; until then there is nothing to feature.
  const featured: ListingRow[] = [];
  return { listings: rows, featured };
}

/**
 * Postcode districts whose outcode starts with the query, districts with homes first.
 * @param query a partial district such as "so1" (letters and digits only are used)
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
  return db
    .select()
    .from(postcodeDistricts)
    .where(ilike(postcodeDistricts.outcode, `${prefix}%`))
    .orderBy(
      desc(sql`${postcodeDistricts.listingCount} > 0`),
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
