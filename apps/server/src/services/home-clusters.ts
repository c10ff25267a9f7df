/**
 * The map's clusters of a search's homes ("search this area" on the map; GraphQL
 * HomesSelection.clusters): the homes matching the search, all pages, grouped in a grid over the map's bounds
 * (or the radius's box, or the matches' extent), one cluster per cell with homes, in SQL.
 */
import type { HomeSearchCriteria } from '@stairway/domain/home-search';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings } from '../db/schema';
import { homeSearchCondition } from './home-search/home-search-condition';
import { radiusBox } from './home-search/position-condition';
import type { SearchPlace } from './home-search-places';

/** Cells per side of the grid when the map does not say (decided here: about a thumb's width on a phone). */
export const DEFAULT_CLUSTER_CELLS = 8;
/** The most cells per side a map may ask for (decided here: 50 × 50 = 2,500 clusters at most). */
export const MAX_CLUSTER_CELLS = 50;

/**
 * Whether a number of cells per side is one the map may ask for (a whole number, 1 to MAX_CLUSTER_CELLS).
 * @param cells the value given (anything)
 */
export function isClusterCells(cells: unknown): cells is number {
  return Number.isInteger(cells) && (cells as number) >= 1 && (cells as number) <= MAX_CLUSTER_CELLS;
}

/** One cell of homes on the map. */
export type HomeCluster = {
  /** The mean position of the cell's homes, WGS84 degrees. */
  lat: number;
  lng: number;
  /** Homes in the cell. */
  count: number;
  /** The lowest asking price in the cell, whole pounds. */
  minPrice: number;
  /** The home's id when the cell holds one home; null otherwise. */
  listingId: string | null;
};

/** What getHomeClusters needs. */
export type HomeClustersOptions = {
  criteria: HomeSearchCriteria;
  /** The applicant's budget, whole pounds, or null (for criteria.withinBudget). */
  budget: number | null;
  /** The radius search's resolved centre; null without `near`. */
  place: SearchPlace | null;
  /** Cells per side, 1 to MAX_CLUSTER_CELLS. */
  cells: number;
};

/**
 * Groups the homes of a search into a grid of `cells` × `cells` over criteria.bounds; without bounds, over the
 * box around a radius search's circle (radiusBox), or else over the extent of the matching homes (GROUP BY the
 * cell's row and column); homes on the north or east edge fall in the last row or column. The clusters' counts
 * add up to the number of homes the search matches (uncapped). One query with bounds or a radius; two for
 * districts alone (the extent, then the grid).
 * @returns the non-empty cells, in no particular order
 */
export async function getHomeClusters(db: Db, options: HomeClustersOptions): Promise<HomeCluster[]> {
  const condition = homeSearchCondition(options);
  const cells = options.cells;
  let box = options.criteria.bounds ?? (options.place ? radiusBox(options.place) : undefined);
  if (!box) {
    const extent = await db.execute<{ south: number; west: number; north: number; east: number }>(
      sql`select min(${listings.lat}) as south, min(${listings.lng}) as west, max(${listings.lat}) as north, max(${listings.lng}) as east from ${listings} where ${condition}`,
    );
    const e = extent.rows[0];
    if (!e || e.south === null) return [];
    box = { south: Number(e.south), west: Number(e.west), north: Number(e.north), east: Number(e.east) };
  }
  // A cell's size in degrees; a single point (or a line) still gets cells of a usable size.
  const height = Math.max((box.north - box.south) / cells, 1e-9);
  const width = Math.max((box.east - box.west) / cells, 1e-9);
  const row = sql`least(floor((${listings.lat} - ${box.south}) / ${height}), ${cells - 1})::int`;
  const column = sql`least(floor((${listings.lng} - ${box.west}) / ${width}), ${cells - 1})::int`;
  // One whole number per cell, and the id compared byte by byte ("C"), not by the database's collation. Grouped
  // by hashing, not by sorting: PostgreSQL guesses a radius keeps a hundred-odd homes (it cannot see that a
  // circle's latitudes and longitudes go together) and sorts them, which took half of the 20 ms the 15,000 homes
  // within 3 miles of W2 took at 600,000 homes (decision 058). SET LOCAL lasts until the transaction's end.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return tx.execute<{ lat: number; lng: number; count: number; min_price: number; listing_id: string }>(sql`
      select avg(${listings.lat}) as lat, avg(${listings.lng}) as lng, count(*)::int as count,
        min(${listings.askingPrice})::int as min_price, min(${listings.id} collate "C") as listing_id
      from ${listings} where ${condition}
      group by ${row} * ${cells} + ${column}`);
  });
  return result.rows.map((r) => ({
    lat: Number(r.lat),
    lng: Number(r.lng),
    count: Number(r.count),
    minPrice: Number(r.min_price),
    listingId: Number(r.count) === 1 ? r.listing_id : null,
  }));
}
