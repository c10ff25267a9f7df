/**
 * Searching the homes for sale on the server (issue 33 "Search" and "At the scale of the whole UK market"):
 * where (postcode districts, a radius around a place, a map area), the price and rent bands, "within my budget",
 * spec §9's type and bedroom filters and sorts, and keyset (cursor) paging, all in SQL on `listings`, so that
 * one page of a search over 600,000 homes reads only what it answers. Decision 058 has the measurements.
 *
 * findHomes is the one entry point: getHomesSelection (schema/homes.ts, through searchHomesSelection) and the
 * daily saved-search alerts (services/saved-search-alerts.ts) call it.
 */
import {
  bedroomRangeOfFilter,
  type HomeSearchCriteria,
  KM_PER_MILE,
  propertyTypeOfFilter,
} from '@stairway/domain/home-search';
import { and, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { getBoundsOfDistance } from 'geolib';
import type { Db } from '../db/client';
import { listings } from '../db/schema';
import { inputError } from '../lib/app-error';
import { resolveSearchPlace, type SearchPlace } from './home-search-places';
import { type HomeListing, homeColumns } from './homes';

/**
 * The most homes a search counts (totalCount, withinBudgetCount): beyond it the count stops and answers this
 * number with `totalCountCapped` true ("10,000+"). Decided here: counting a 40-mile radius around London at
 * 600,000 homes would read about a third of them for a figure nobody reads exactly.
 */
export const MAX_COUNTED_HOMES = 10_000;

/** Earth's radius used for radius searches, metres: geolib's (WGS84 equatorial), so both agree. */
const EARTH_RADIUS_M = 6_378_137;

/** A home a search found: a HomeListing, marked within the applicant's budget or not (null: no budget). */
export type SearchedHome = HomeListing & { withinBudget: boolean | null };

/** What findHomes needs. */
export type FindHomesOptions = {
  /** The search (homeSearchCriteriaSchema's output). */
  criteria: HomeSearchCriteria;
  /** The applicant's budget (maximum home price), whole pounds; null when they have none. */
  budget: number | null;
  /** Homes in this page: 1 to 50 for a page of the explore list, up to 3,000 for the unpaged answer. */
  first: number;
  /** pageInfo.endCursor of the page before; absent for the first page. */
  after?: string | null;
  /** Keep only homes the service first saw (listings.created_at) after this instant (saved-search alerts). */
  firstSeenAfter?: Date;
  /** The radius search's centre when the caller resolved it already; resolved from criteria.near otherwise. */
  place?: SearchPlace | null;
};

/** One page of a search's homes. */
export type HomeSearchPage = {
  /** The page's homes, in the search's sort order. */
  listings: SearchedHome[];
  /** Homes matching the search over all pages, at most MAX_COUNTED_HOMES. */
  totalCount: number;
  /** True when more than MAX_COUNTED_HOMES homes match (totalCount then says MAX_COUNTED_HOMES). */
  totalCountCapped: boolean;
  /** Of those, how many are at or under the budget (same cap); null without a budget. */
  withinBudgetCount: number | null;
  /** Whether another page follows, and the cursor to ask for it with. */
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** The radius search's centre; null without `near`. */
  place: SearchPlace | null;
};

/** How each sort of spec §9 orders homes: a column, its direction, and the id as the tie-break. */
const SORTS = {
  /** Newest first, undated last, then by id (as the unpaged answer always has). */
  'Most recent': { column: listings.listedAt, descending: true },
  /** The id goes the same way as the key in the other sorts, so that one index serves both directions. */
  'Highest rent': { column: listings.rent, descending: true },
  'Lowest rent': { column: listings.rent, descending: false },
  'Highest price': { column: listings.askingPrice, descending: true },
  'Lowest price': { column: listings.askingPrice, descending: false },
} as const;
type SortName = keyof typeof SORTS;
const SORT_NAMES = Object.keys(SORTS) as SortName[];

/**
 * The SQL condition of a search (without paging): homes for sale only (dwellings, still in their feed, not
 * landlords' rows, whose homes are `featured`), then each criterion given.
 * - `near`: a bounding box (geolib getBoundsOfDistance) that the (lat, lng) index serves, then the exact
 *   great-circle (haversine) distance on Earth's radius of 6,378,137 m; a home's lat/lng are its own where the
 *   feed gave them and its district's centroid with a small offset otherwise (locationApproximate);
 * - `bounds`: lat/lng inside the box;
 * - `withinBudget` true with a budget: asking price at most the budget (without a budget it keeps every home).
 * @param options criteria, budget, the resolved place (required when criteria.near is set) and firstSeenAfter
 */
export function homeSearchCondition(options: {
  criteria: HomeSearchCriteria;
  budget: number | null;
  place: SearchPlace | null;
  firstSeenAfter?: Date;
}): SQL {
  const { criteria: c, budget, place } = options;
  const conditions: Array<SQL | undefined> = [
    eq(listings.isDwelling, true),
    isNull(listings.removedAt),
    isNull(listings.landlordListingId),
  ];
  if (c.postcodes?.length) conditions.push(inArray(listings.outcode, [...c.postcodes]));
  if (place) {
    const metres = place.radiusMiles * KM_PER_MILE * 1000;
    const [sw, ne] = getBoundsOfDistance({ latitude: place.lat, longitude: place.lng }, metres);
    conditions.push(
      gte(listings.lat, sw?.latitude ?? -90),
      lte(listings.lat, ne?.latitude ?? 90),
      gte(listings.lng, sw?.longitude ?? -180),
      lte(listings.lng, ne?.longitude ?? 180),
      sql`2 * ${EARTH_RADIUS_M} * asin(sqrt(power(sin(radians(${listings.lat} - ${place.lat}) / 2), 2) + cos(radians(${place.lat}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${place.lng}) / 2), 2))) <= ${metres}`,
    );
  }
  if (c.bounds) {
    conditions.push(
      gte(listings.lat, c.bounds.south),
      lte(listings.lat, c.bounds.north),
      gte(listings.lng, c.bounds.west),
      lte(listings.lng, c.bounds.east),
    );
  }
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

/**
 * One page of the homes a search finds, with the count of all its homes: the home for H3's alerts and the
 * explore list alike.
 * Queries: the page (`first` + 1 rows, to know whether another follows) and the count (both bounded), and one
 * to resolve `near` when the caller did not.
 * @returns see {@link HomeSearchPage}; each home is marked withinBudget (asking price at most the budget) or
 *   null without a budget
 * @throws BAD_USER_INPUT on `after` for a cursor this search did not make (another sort, or altered), and on
 *   `near.place` for a place the service cannot find (resolveSearchPlace)
 */
export async function findHomes(db: Db, options: FindHomesOptions): Promise<HomeSearchPage> {
  const { criteria, budget, first } = options;
  const place =
    options.place ??
    (criteria.near ? await resolveSearchPlace(db, criteria.near.place, criteria.near.radiusMiles) : null);
  const sortName: SortName = criteria.sort ?? 'Most recent';
  const condition = homeSearchCondition({
    criteria,
    budget,
    place,
    firstSeenAfter: options.firstSeenAfter,
  });
  const cursor = options.after ? decodeCursor(options.after, sortName) : null;
  const where = cursor ? and(condition, afterCursor(sortName, cursor)) : condition;
  const byDistrict = (criteria.postcodes?.length ?? 0) > 1 && !place && !criteria.bounds;
  const [rows, counts] = await Promise.all([
    byDistrict
      ? pageByDistrict(db, criteria.postcodes ?? [], where as SQL, sortName, first + 1)
      : db
          .select({ ...homeColumns, cursorKey: cursorKeyOf(sortName) })
          .from(listings)
          .where(where)
          .orderBy(...orderOf(sortName))
          .limit(first + 1),
    countHomes(db, condition, criteria.withinBudget ? null : budget),
  ]);
  const page = rows.slice(0, first);
  const last = page.at(-1);
  return {
    listings: page.map(({ cursorKey: _key, ...home }) => ({
      ...home,
      removedAt: null,
      withinBudget: budget === null ? null : home.askingPrice <= budget,
    })),
    totalCount: counts.total,
    totalCountCapped: counts.capped,
    withinBudgetCount:
      budget === null ? null : criteria.withinBudget ? counts.total : (counts.within ?? counts.total),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor(sortName, last.cursorKey, last.id) : null,
    },
    place,
  };
}

/**
 * Counts a search's homes, reading at most MAX_COUNTED_HOMES + 1 of them, and of them those at or under
 * `budget`, in one query; a second bounded query counts those within the budget only when the first was capped.
 * @param budget null: no within-budget count (no budget, or the search keeps only homes within it already)
 */
async function countHomes(
  db: Db,
  condition: SQL,
  budget: number | null,
): Promise<{ total: number; capped: boolean; within: number | null }> {
  const limit = MAX_COUNTED_HOMES + 1;
  const withinSql = budget === null ? sql`null` : sql`count(*) filter (where t.price <= ${budget})`;
  const first = await db.execute<{ n: number; w: number | null }>(
    sql`select count(*)::int as n, ${withinSql}::int as w from (select ${listings.askingPrice} as price from ${listings} where ${condition} limit ${limit}) t`,
  );
  const n = Number(first.rows[0]?.n ?? 0);
  let w = budget === null ? null : Number(first.rows[0]?.w ?? 0);
  if (budget !== null && n > MAX_COUNTED_HOMES) {
    const within = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${listings} where ${and(condition, lte(listings.askingPrice, budget))} limit ${limit}) t`,
    );
    w = Number(within.rows[0]?.n ?? 0);
  }
  return {
    total: Math.min(n, MAX_COUNTED_HOMES),
    capped: n > MAX_COUNTED_HOMES,
    within: w === null ? null : Math.min(w, MAX_COUNTED_HOMES),
  };
}

/**
 * The lowest and highest estimated monthly rent (listings.rent, whole pounds a month) of the homes a search
 * matches, ignoring the search's own minRent and maxRent, so that the explore page's rent slider keeps its
 * whole track while a band is chosen (spec §5: "After listings load it resets to (minimum of loaded listings
 * minus 100) to (maximum plus 100)"; the client adds the 100s, getRentSliderBounds). One MIN/MAX query.
 * @param options the search, the applicant's budget (for withinBudget) and the resolved `near` place
 * @returns null when no home matches
 */
export async function findRentRange(
  db: Db,
  options: { criteria: HomeSearchCriteria; budget: number | null; place: SearchPlace | null },
): Promise<{ min: number; max: number } | null> {
  const criteria = { ...options.criteria, minRent: undefined, maxRent: undefined };
  const condition = homeSearchCondition({ criteria, budget: options.budget, place: options.place });
  const result = await db.execute<{ lo: number | null; hi: number | null }>(
    sql`select min(${listings.rent})::int as lo, max(${listings.rent})::int as hi from ${listings} where ${condition}`,
  );
  const row = result.rows[0];
  if (row?.lo == null || row.hi == null) return null;
  return { min: Number(row.lo), max: Number(row.hi) };
}

/** A page's row: the home's columns and its sort key as the cursor keeps it. */
type PageRow = HomeListing & { cursorKey: string | number | null };

/**
 * A page of a search of several districts, each district's first `limit` homes read in the sort's order from
 * its own index range (a LATERAL subquery per district), then merged: at most `limit` rows per district are
 * read, however many homes the districts hold, where one ordered scan of all their homes would sort them all
 * (the 4,220 homes of the three busiest districts at 600,000 homes; decision 058).
 * @param where the search's condition (with the cursor's, when paging on)
 */
async function pageByDistrict(
  db: Db,
  outcodes: readonly string[],
  where: SQL,
  sortName: SortName,
  limit: number,
): Promise<PageRow[]> {
  const fields = { ...homeColumns, cursorKey: cursorKeyOf(sortName), sortKey: SORTS[sortName].column };
  const selected = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const { descending } = SORTS[sortName];
  const outer =
    sortName === 'Most recent'
      ? sql`"sortKey" desc nulls last, "id" asc`
      : descending
        ? sql`"sortKey" desc, "id" desc`
        : sql`"sortKey" asc, "id" asc`;
  const result = await db.execute<PageRow & { sortKey: unknown }>(sql`
    select h.* from unnest(array[${sql.join(
      outcodes.map((o) => sql`${o}`),
      sql`, `,
    )}]::text[]) as d(outcode)
    cross join lateral (
      select ${selected} from ${listings}
      where ${listings.outcode} = d.outcode and ${where}
      order by ${sql.join(orderOf(sortName), sql`, `)} limit ${limit}
    ) h
    order by ${outer} limit ${limit}`);
  return result.rows.map(({ sortKey: _sortKey, ...row }) => ({
    ...row,
    listedAt: asDate(row.listedAt),
    lastSeenAt: asDate(row.lastSeenAt),
    cursorKey:
      typeof row.cursorKey === 'string' || row.cursorKey === null ? row.cursorKey : Number(row.cursorKey),
  }));
}

/** A timestamp as the driver gave it (a Date, or text), as a Date; null stays null. */
function asDate(value: Date | string | null): Date | null {
  return value === null || value instanceof Date ? value : new Date(value);
}

/** ORDER BY of a sort: the key, then the id (ascending for Most recent, as the unpaged answer). */
function orderOf(sortName: SortName): SQL[] {
  const { column, descending } = SORTS[sortName];
  if (sortName === 'Most recent') return [sql`${column} desc nulls last`, sql`${listings.id} asc`];
  return descending
    ? [sql`${column} desc`, sql`${listings.id} desc`]
    : [sql`${column} asc`, sql`${listings.id} asc`];
}

/** The sort key as the cursor keeps it: the timestamp's exact text (microseconds), or the whole number. */
function cursorKeyOf(sortName: SortName): SQL<string | number | null> {
  const { column } = SORTS[sortName];
  return sortName === 'Most recent'
    ? sql<string | null>`${column}::text`
    : sql<number>`${column}`.mapWith(Number);
}

/** The homes after a cursor's home in a sort's order (keyset paging: no home is skipped or repeated). */
function afterCursor(sortName: SortName, cursor: { key: string | number | null; id: string }): SQL {
  const { column, descending } = SORTS[sortName];
  if (sortName === 'Most recent') {
    if (cursor.key === null) return sql`(${column} is null and ${listings.id} > ${cursor.id})`;
    return sql`(${column} < ${cursor.key}::timestamptz or (${column} = ${cursor.key}::timestamptz and ${listings.id} > ${cursor.id}) or ${column} is null)`;
  }
  return descending
    ? sql`(${column}, ${listings.id}) < (${cursor.key}, ${cursor.id})`
    : sql`(${column}, ${listings.id}) > (${cursor.key}, ${cursor.id})`;
}

/** PostgreSQL's text of a timestamptz, e.g. 2025-12-11 09:30:00.123456+00. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The longest `after` cursor read, characters (decided here: the cursors made are about 150). */
export const CURSOR_MAX_LENGTH = 256;

/** An opaque cursor: base64url of JSON [sort's index, sort key, id]. */
function encodeCursor(sortName: SortName, key: string | number | null, id: string): string {
  return Buffer.from(JSON.stringify([SORT_NAMES.indexOf(sortName), key, id])).toString('base64url');
}

/**
 * Reads a cursor made by {@link encodeCursor} for the same sort.
 * @throws BAD_USER_INPUT on `after` when it is not one, or was made for another sort
 */
function decodeCursor(after: string, sortName: SortName): { key: string | number | null; id: string } {
  let value: unknown;
  try {
    // A cursor this service makes is about 150 characters; a longer text is none of them and is not decoded.
    value =
      after.length > CURSOR_MAX_LENGTH ? null : JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  const valid =
    Array.isArray(value) &&
    value.length === 3 &&
    value[0] === SORT_NAMES.indexOf(sortName) &&
    typeof value[2] === 'string' &&
    (sortName === 'Most recent'
      ? value[1] === null || (typeof value[1] === 'string' && TIMESTAMP_TEXT.test(value[1]))
      : Number.isInteger(value[1]));
  if (!valid) {
    throw inputError([
      {
        field: 'after',
        message:
          'That page of homes belongs to another search or sort: ask for the first page again (leave out after)',
      },
    ]);
  }
  const [, key, id] = value as [number, string | number | null, string];
  return { key, id };
}
