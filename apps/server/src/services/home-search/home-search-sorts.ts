/**
 * The sorts of a home search (spec §9) and their keyset paging (decision 058): how each orders homes,
 * the sort key a cursor keeps, and the homes after a cursor's home.
 */
import { type SQL, sql } from 'drizzle-orm';
import { listings } from '../../db/schema';

/** How each sort of spec §9 orders homes: a column, its direction, and the id as the tie-break. */
export const SORTS = {
  /** Newest first, undated last, then by id (as the unpaged answer always has). */
  'Most recent': { column: listings.listedAt, descending: true },
  /** The id goes the same way as the key in the other sorts, so that one index serves both directions. */
  'Highest rent': { column: listings.rent, descending: true },
  'Lowest rent': { column: listings.rent, descending: false },
  'Highest price': { column: listings.askingPrice, descending: true },
  'Lowest price': { column: listings.askingPrice, descending: false },
} as const;
/** The name of a sort of spec §9, e.g. `Most recent`. */
export type SortName = keyof typeof SORTS;
/** The sorts' names, in order: a cursor keeps its sort's index among them. */
export const SORT_NAMES = Object.keys(SORTS) as SortName[];

/** ORDER BY of a sort: the key, then the id (ascending for Most recent, as the unpaged answer). */
export function orderOf(sortName: SortName): SQL[] {
  const { column, descending } = SORTS[sortName];
  if (sortName === 'Most recent') return [sql`${column} desc nulls last`, sql`${listings.id} asc`];
  return descending
    ? [sql`${column} desc`, sql`${listings.id} desc`]
    : [sql`${column} asc`, sql`${listings.id} asc`];
}

/** The sort key as the cursor keeps it: the timestamp's exact text (microseconds), or the whole number. */
export function cursorKeyOf(sortName: SortName): SQL<string | number | null> {
  const { column } = SORTS[sortName];
  return sortName === 'Most recent'
    ? sql<string | null>`${column}::text`
    : sql<number>`${column}`.mapWith(Number);
}

/** The homes after a cursor's home in a sort's order (keyset paging: no home is skipped or repeated). */
export function afterCursor(sortName: SortName, cursor: { key: string | number | null; id: string }): SQL {
  const { column, descending } = SORTS[sortName];
  if (sortName === 'Most recent') {
    if (cursor.key === null) return sql`(${column} is null and ${listings.id} > ${cursor.id})`;
    return sql`(${column} < ${cursor.key}::timestamptz or (${column} = ${cursor.key}::timestamptz and ${listings.id} > ${cursor.id}) or ${column} is null)`;
  }
  return descending
    ? sql`(${column}, ${listings.id}) < (${cursor.key}, ${cursor.id})`
    : sql`(${column}, ${listings.id}) > (${cursor.key}, ${cursor.id})`;
}
