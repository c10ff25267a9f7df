/**
 * How the listings importer writes a batch of rows and keeps their freshness: an upsert by listing id that
 * leaves an unchanged row alone (so importing the same file twice changes nothing but the time it was last
 * seen), every row the file holds marked seen at the import's time and available again, and, for a complete
 * feed, the source's rows the file no longer holds marked no longer available (removedAt), never deleted.
 */
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../client';
import { listings } from '../schema';
import type { ListingInsert } from './import-map';

/** How many rows a batch inserted, updated (their content changed) and left unchanged. */
export type BatchCounts = { inserted: number; updated: number; unchanged: number };
/** A batch's counts on PostgreSQL, with how many rows were no longer available and are back. */
export type CopyBatchCounts = BatchCounts & { returned: number };

const updatableColumns = [
  'type',
  'source_property_type',
  'is_dwelling',
  'address',
  'postcode',
  'outcode',
  'asking_price',
  'bedrooms',
  'bathrooms',
  'rent',
  'link',
  'lat',
  'lng',
  'location_approximate',
  'listed_at',
  'image_url',
  'images',
] as const;

/**
 * Upserts a batch on PGlite with Drizzle's parameterised insert; a row whose content is unchanged is not
 * written (its updatedAt stays).
 * @returns how many rows were inserted, updated and left unchanged
 */
export async function upsertBatch(db: Db, batch: ListingInsert[]): Promise<BatchCounts> {
  const changed = sql.raw(
    `(${updatableColumns.map((c) => `"listings"."${c}"`).join(', ')}) is distinct from (${updatableColumns
      .map((c) => `excluded."${c}"`)
      .join(', ')})`,
  );
  const rows = await db
    .insert(listings)
    .values(batch)
    .onConflictDoUpdate({
      target: listings.id,
      set: {
        type: sql`excluded.type`,
        sourcePropertyType: sql`excluded.source_property_type`,
        isDwelling: sql`excluded.is_dwelling`,
        address: sql`excluded.address`,
        postcode: sql`excluded.postcode`,
        outcode: sql`excluded.outcode`,
        askingPrice: sql`excluded.asking_price`,
        bedrooms: sql`excluded.bedrooms`,
        bathrooms: sql`excluded.bathrooms`,
        rent: sql`excluded.rent`,
        link: sql`excluded.link`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        locationApproximate: sql`excluded.location_approximate`,
        listedAt: sql`excluded.listed_at`,
        imageUrl: sql`excluded.image_url`,
        images: sql`excluded.images`,
        updatedAt: sql`now()`,
      },
      setWhere: changed,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, unchanged: batch.length - rows.length };
}

/** The columns the importer writes, in the order of the COPY (the rest keep their defaults). */
const copiedColumns = [
  'id',
  'source',
  'source_id',
  'last_seen_at',
  'is_dwelling',
  'location_approximate',
  ...updatableColumns.filter((c) => c !== 'is_dwelling' && c !== 'location_approximate'),
] as const;

/** A listing's value for a column of {@link copiedColumns}, for COPY's CSV (null is written as \N). */
function copyValue(
  listing: ListingInsert,
  column: (typeof copiedColumns)[number],
): string | number | boolean | null {
  switch (column) {
    case 'id':
      return listing.id;
    case 'source':
      return listing.source;
    case 'source_id':
      return listing.sourceId;
    case 'last_seen_at':
      return listing.lastSeenAt ? listing.lastSeenAt.toISOString() : null;
    case 'type':
      return listing.type;
    case 'source_property_type':
      return listing.sourcePropertyType ?? null;
    case 'is_dwelling':
      return listing.isDwelling ?? true;
    case 'address':
      return listing.address;
    case 'postcode':
      return listing.postcode ?? null;
    case 'outcode':
      return listing.outcode;
    case 'asking_price':
      return listing.askingPrice;
    case 'bedrooms':
      return listing.bedrooms ?? null;
    case 'bathrooms':
      return listing.bathrooms ?? null;
    case 'rent':
      return listing.rent;
    case 'link':
      return listing.link ?? null;
    case 'lat':
      return listing.lat;
    case 'lng':
      return listing.lng;
    case 'location_approximate':
      return listing.locationApproximate ?? true;
    case 'listed_at':
      return listing.listedAt ? listing.listedAt.toISOString() : null;
    case 'image_url':
      return listing.imageUrl ?? null;
    case 'images':
      return toArrayLiteral(listing.images ?? []);
  }
}

/**
 * A text[] value in PostgreSQL's array literal syntax, for COPY: each element double-quoted, with its
 * backslashes and double quotes escaped (PostgreSQL manual, "Array Value Input"), e.g. {"https://a/1.jpg"}.
 */
function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Upserts a batch on PostgreSQL at COPY speed: the rows are streamed with COPY into a temporary staging
 * table, then one INSERT ... SELECT ... ON CONFLICT updates the listings that changed, in one transaction,
 * which also marks the batch's rows seen and available (as {@link markSeen} on PGlite). Same outcome and
 * counts as {@link upsertBatch} and {@link markSeen}.
 * @param pool the pg pool of the configured database
 * @returns how many rows were inserted, updated, left unchanged, and were no longer available and are back
 */
export async function copyUpsertBatch(pool: pg.Pool, batch: ListingInsert[]): Promise<CopyBatchCounts> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      'create temp table listings_staging (like listings including defaults) on commit drop',
    );
    const columns = copiedColumns.map((c) => `"${c}"`).join(', ');
    // NULL is written as \N (PostgreSQL's marker), so that an empty text stays an empty text.
    const csv = stringify(
      batch.map((listing) => copiedColumns.map((column) => copyValue(listing, column) ?? '\\N')),
      { cast: { boolean: (value) => (value ? 'true' : 'false') } },
    );
    await pipeline(
      async function* () {
        yield csv;
      },
      client.query(copyFrom(`copy listings_staging (${columns}) from stdin with (format csv, null '\\N')`)),
    );
    const changed = updatableColumns.map((c) => `"listings"."${c}"`).join(', ');
    const incoming = updatableColumns.map((c) => `excluded."${c}"`).join(', ');
    const { rows } = await client.query<{ inserted: number; written: number }>(
      `with written as (
         insert into listings (${columns}) select ${columns} from listings_staging
         on conflict (id) do update set ${updatableColumns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}, "updated_at" = now()
         where (${changed}) is distinct from (${incoming})
         returning (xmax = 0) as inserted)
       select (count(*) filter (where inserted))::int as inserted, count(*)::int as written from written`,
    );
    // Seen by this import and available: rows inserted above already carry the time. `o` is the row as it was
    // before this statement, so a row that was no longer available is counted as back.
    const inserted = rows[0]?.inserted ?? 0;
    const written = rows[0]?.written ?? 0;
    // Rows just inserted already carry this import's time and are available: only the others are marked.
    const seen =
      inserted === batch.length
        ? { rows: [{ returned: 0 }] }
        : await client.query<{ returned: number }>(
            `with seen as (
         update listings l set last_seen_at = s.last_seen_at, removed_at = null
         from listings_staging s, listings o
         where l.id = s.id and o.id = s.id
           and (l.last_seen_at is distinct from s.last_seen_at or l.removed_at is not null)
         returning o.removed_at is not null as returned)
       select (count(*) filter (where returned))::int as returned from seen`,
          );
    await client.query('commit');
    const returned = seen.rows[0]?.returned ?? 0;
    return { inserted, updated: written - inserted, unchanged: batch.length - written, returned };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Marks every row of a batch as seen by this import and available (a row a complete feed had left out and that
 * is back: removedAt cleared), on PGlite. Rows inserted by the batch already carry the time and are not written
 * again. ({@link copyUpsertBatch} does the same on PostgreSQL in its transaction.)
 * @param seenAt the import's time
 * @param ids the batch's listing ids
 * @returns how many of them were no longer available and are available again
 */
export async function markSeen(db: Db, seenAt: Date, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const back = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), isNotNull(listings.removedAt)));
  // Raw SQL, not Drizzle's update: that would also set updatedAt, and a row seen again has not changed.
  const at = seenAt.toISOString();
  await db.execute(sql`
    update listings set last_seen_at = ${at}::timestamptz, removed_at = null
    where ${inArray(listings.id, ids)}
      and (last_seen_at is null or last_seen_at <> ${at}::timestamptz or removed_at is not null)`);
  return back.length;
}

/**
 * Marks the available listings of a source that this import did not see (lastSeenAt before the import's time)
 * as no longer available (removedAt = the import's time): the file is that source's whole feed (`--complete`).
 * Listings are never deleted: favourites and home submissions keep them. Landlords' rows are left alone.
 * @param source the feed's listing source, e.g. "rightmove"
 * @param seenAt the import's time
 * @returns how many listings were marked
 */
export async function markUnseenRemoved(db: Db, source: string, seenAt: Date): Promise<number> {
  const removed = await db
    .update(listings)
    .set({ removedAt: seenAt })
    .where(
      and(
        eq(listings.source, source),
        isNull(listings.removedAt),
        isNull(listings.landlordListingId),
        or(isNull(listings.lastSeenAt), lt(listings.lastSeenAt, seenAt)),
      ),
    )
    .returning({ id: listings.id });
  return removed.length;
}
