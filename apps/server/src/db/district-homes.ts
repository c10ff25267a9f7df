/**
 * The read model district_homes (decision 034) and what fills it: each postcode district's homes for sale as
 * one JSON array, which getHomesSelection (services/homes.ts) reads. It lives here, beside the schema, because
 * the listings importer (db/seed/import-listings.ts) rebuilds it after every import and db/ depends on nothing
 * above it (apps/server/test/boundary-imports.test.ts).
 */
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import { max, sql } from 'drizzle-orm';
import type { Db } from './client';
import { districtHomes, districtHomesState, listings } from './schema';

/**
 * The columns of a listing that HomeSelection returns (apps/server/src/schema/homes/home-selection-type.ts),
 * and `source`, which featured reads: refreshDistrictHomes writes only these into the read model
 * getHomesSelection reads, not the source's own ids or property type; findHomes (services/home-search.ts)
 * reads the same.
 */
export const homeColumns = {
  id: listings.id,
  source: listings.source,
  type: listings.type,
  address: listings.address,
  postcode: listings.postcode,
  outcode: listings.outcode,
  askingPrice: listings.askingPrice,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  rent: listings.rent,
  imageUrl: listings.imageUrl,
  description: listings.description,
  link: listings.link,
  lat: listings.lat,
  lng: listings.lng,
  locationApproximate: listings.locationApproximate,
  images: listings.images,
  listedAt: listings.listedAt,
  lastSeenAt: listings.lastSeenAt,
};

/** The database column of a field of `homeColumns` (e.g. askingPrice: asking_price). */
function columnOf(key: string): string {
  return homeColumns[key as keyof typeof homeColumns].name;
}

/**
 * Rebuilds getHomesSelection's read model, district_homes (decision 034), from the listings: for each district
 * its homes for sale (dwellings still in their feed, i.e. removedAt null, not landlords' rows) as one JSON array of the fields HomeSelection returns,
 * newest first (undated last, then by id), each with `rank`, its place in that order among all homes. One
 * transaction replaces every row and adds one to the build number in district_homes_state, with the newest
 * listedAt of all listings (decision 035), so a request reads either the old homes or the new ones and a
 * server's memory of the old ones is not used again. importListings calls it after each import; listings
 * change nowhere else (landlords' rows are not homes for sale here and carry no listedAt).
 * Then it vacuums `listings` and refreshes PostgreSQL's statistics of it (VACUUM (ANALYZE), decision 058): without
 * the statistics, after a large first import, the planner guesses one row for a search's condition and scans the
 * wrong index (a page at 60,000 rows: 545 ms before, 5 ms after); without the vacuum, a search's count reads
 * every matching row from the table instead of the index alone (the three busiest districts at 600,000 rows:
 * 12 to 17 ms before, 2.5 ms after; the vacuum took 4.7 s).
 * @param db the database (not a transaction: it opens its own)
 * @returns nothing; rejects with the database's error when a statement fails (the transaction then changes nothing)
 */
export async function refreshDistrictHomes(db: Db): Promise<void> {
  const fields = sql.join(
    Object.keys(homeColumns).map(
      (key) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier('h')}.${sql.identifier(columnOf(key))}`,
    ),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.delete(districtHomes);
    await tx.execute(sql`
      insert into ${districtHomes} (outcode, homes, home_count)
      select h.outcode, json_agg(json_build_object(${fields}, 'rank', h.rank) order by h.rank), count(*)::int
      from (select l.*, row_number() over (order by l.listed_at desc nulls last, l.id) as rank
            from ${listings} l
            where l.is_dwelling and l.removed_at is null and l.source <> ${LANDLORD_LISTING_SOURCE}) h
      group by h.outcode`);
    const [collected] = await tx.select({ at: max(listings.listedAt) }).from(listings);
    await tx
      .insert(districtHomesState)
      .values({ id: 1, version: 1, collectedAt: collected?.at ?? null })
      .onConflictDoUpdate({
        target: districtHomesState.id,
        set: { version: sql`${districtHomesState.version} + 1`, collectedAt: collected?.at ?? null },
      });
  });
  await db.execute(sql`vacuum (analyze) ${listings}`);
}
