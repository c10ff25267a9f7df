/** A page of a search of several postcode districts, one index range per district (decision 058). */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeColumns } from '../../db/district-homes';
import { listings } from '../../db/schema';
import type { HomeListing } from '../homes';
import { cursorKeyOf, orderOf, SORTS, type SortName } from './home-search-sorts';

/** A page's row: the home's columns and its sort key as the cursor keeps it. */
export type PageRow = HomeListing & { cursorKey: string | number | null };

/** What pageByDistrict needs. */
export type PageByDistrictOptions = {
  /** The districts searched (normalised). */
  outcodes: readonly string[];
  /** The search's condition (with the cursor's, when paging on). */
  where: SQL;
  /** The sort. */
  sortName: SortName;
  /** The most rows read per district, and in all. */
  limit: number;
};

/** A timestamp as the driver gave it (a Date, or text), as a Date; null stays null. */
function asDate(value: Date | string | null): Date | null {
  return value === null || value instanceof Date ? value : new Date(value);
}

/**
 * A page of a search of several districts, each district's first `limit` homes read in the sort's order from
 * its own index range (a LATERAL subquery per district), then merged: at most `limit` rows per district are
 * read, however many homes the districts hold, where one ordered scan of all their homes would sort them all
 * (the 4,220 homes of the three busiest districts at 600,000 homes; decision 058).
 * @param options the districts, the search's condition (with the cursor's, when paging on), the sort and the
 *   limit
 * @returns at most `limit` rows in the sort's order, each with its cursor key
 */
export async function pageByDistrict(db: Db, options: PageByDistrictOptions): Promise<PageRow[]> {
  const { outcodes, where, sortName, limit } = options;
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
