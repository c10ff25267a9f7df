/**
 * How the listings importer writes a batch of rows and keeps their freshness: an upsert by listing id that
 * leaves an unchanged row alone (so importing the same file twice changes nothing but the time it was last
 * seen), every row the file holds marked seen at the import's time and available again, and, for a complete
 * feed, the source's rows the file no longer holds marked no longer available (removedAt), never deleted.
 */
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { stringify } from 'csv-stringify/sync';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../client';
import { listings } from '../schema';
import type { ListingInsert } from './import-map';

/**
 * How many rows a batch inserted, updated (their content changed), left unchanged, and found no longer available
 * and made available again.
 */
export type CopyBatchCounts = { inserted: number; updated: number; unchanged: number; returned: number };

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

/** One connection inside a transaction, as {@link copyUpsertIn} needs it (a pg client, or a PGlite transaction). */
type CopySession = {
  /** Runs a statement without parameters and returns its rows. */
  query<T>(text: string): Promise<T[]>;
  /** Runs `copy <target> from <source> …` with `csv` as its data, `source` being where the driver reads it. */
  copyCsv(copy: (source: string) => string, csv: string): Promise<void>;
};

/**
 * The batch's upsert inside the caller's transaction: the rows streamed with COPY into a temporary staging
 * table, then one INSERT ... SELECT ... ON CONFLICT that writes only the listings that changed, then the batch's
 * rows not just inserted marked seen at the import's time and available again.
 */
async function copyUpsertIn(session: CopySession, batch: ListingInsert[]): Promise<CopyBatchCounts> {
  await session.query('create temp table listings_staging (like listings including defaults) on commit drop');
  const columns = copiedColumns.map((c) => `"${c}"`).join(', ');
  // NULL is written as \N (PostgreSQL's marker), so that an empty text stays an empty text.
  const csv = stringify(
    batch.map((listing) => copiedColumns.map((column) => copyValue(listing, column) ?? '\\N')),
    { cast: { boolean: (value) => (value ? 'true' : 'false') } },
  );
  await session.copyCsv(
    (source) => `copy listings_staging (${columns}) from ${source} with (format csv, null '\\N')`,
    csv,
  );
  const changed = updatableColumns.map((c) => `"listings"."${c}"`).join(', ');
  const incoming = updatableColumns.map((c) => `excluded."${c}"`).join(', ');
  const [counts] = await session.query<{ inserted: number; written: number }>(
    `with written as (
       insert into listings (${columns}) select ${columns} from listings_staging
       on conflict (id) do update set ${updatableColumns.map((c) => `"${c}" = excluded."${c}"`).join(', ')}, "updated_at" = now()
       where (${changed}) is distinct from (${incoming})
       returning (xmax = 0) as inserted)
     select (count(*) filter (where inserted))::int as inserted, count(*)::int as written from written`,
  );
  const inserted = Number(counts?.inserted ?? 0);
  const written = Number(counts?.written ?? 0);
  // Rows just inserted already carry this import's time and are available: only the others are marked. `o` is
  // the row as it was before this statement, so a row that was no longer available is counted as back.
  const [seen] =
    inserted === batch.length
      ? [{ returned: 0 }]
      : await session.query<{ returned: number }>(
          `with seen as (
             update listings l set last_seen_at = s.last_seen_at, removed_at = null
             from listings_staging s, listings o
             where l.id = s.id and o.id = s.id
               and (l.last_seen_at is distinct from s.last_seen_at or l.removed_at is not null)
             returning o.removed_at is not null as returned)
           select (count(*) filter (where returned))::int as returned from seen`,
        );
  const returned = Number(seen?.returned ?? 0);
  return { inserted, updated: written - inserted, unchanged: batch.length - written, returned };
}

/**
 * Upserts a batch on PostgreSQL at COPY speed: the rows are streamed with COPY into a temporary staging
 * table, then one INSERT ... SELECT ... ON CONFLICT updates the listings that changed, in one transaction,
 * which also marks the batch's rows seen and available; an unchanged row is not written (its updatedAt stays).
 * @param pool the pg pool of the configured database
 * @returns how many rows were inserted, updated, left unchanged, and were no longer available and are back
 */
export async function copyUpsertBatch(pool: pg.Pool, batch: ListingInsert[]): Promise<CopyBatchCounts> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const counts = await copyUpsertIn(
      {
        query: async <T>(text: string) => (await client.query(text)).rows as T[],
        copyCsv: (copy, csv) =>
          pipeline(
            async function* () {
              yield csv;
            },
            client.query(copyFrom(copy('stdin'))),
          ),
      },
      batch,
    );
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The same upsert as {@link copyUpsertBatch} on the embedded database, in one PGlite transaction: PGlite reads
 * COPY's data from the blob attached to the query (`from '/dev/blob'`, PGlite's documented way), so a batch is
 * three statements rather than a parameterised insert of every value, whose building took most of an embedded
 * import's time.
 * @param client the PGlite instance of the embedded database
 * @returns how many rows were inserted, updated, left unchanged, and were no longer available and are back
 */
export async function copyUpsertBatchPglite(
  client: PGlite,
  batch: ListingInsert[],
): Promise<CopyBatchCounts> {
  return client.transaction((tx) =>
    copyUpsertIn(
      {
        query: async <T>(text: string) => (await tx.query<T>(text)).rows,
        copyCsv: async (copy, csv) => {
          await tx.query(copy("'/dev/blob'"), [], { blob: new Blob([csv]) });
        },
      },
      batch,
    ),
  );
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
