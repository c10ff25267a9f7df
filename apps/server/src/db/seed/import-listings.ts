/**
 * The listings importer (issue 2 §2; issue 14 "Real feeds"). Reads a CSV with the columns of the Rightmove
 * for-sale extract (listing_id, url, address, postcode, outcode, price, bedrooms, property_type, scraped_at,
 * and when present bathrooms, latitude, longitude and images: photo URLs separated by spaces, https only), or a
 * Rightmove BLM v3 feed (blm.ts) as the agent sends it (blm-media.ts): a `.blm` alone, or a `.zip` or folder
 * holding the `.blm` and the photo files its MEDIA_IMAGE_nn fields name. It maps each row onto a Stairway
 * listing and upserts it by listing id, so re-importing the same file changes nothing.
 *
 * A BLM home's photos are its MEDIA_IMAGE_nn in order, at most 20: https URLs as given, and each photo file
 * that was sent, checked to be a JPEG, PNG or WebP, resized to WebP and stored under a key addressed by its
 * content (lib/listing-photos.ts), as its same-origin URL `/listing-photos/{sha256}.webp`; a file already
 * stored is neither decoded nor written again. A photo file not sent (always so for a `.blm` alone), too large,
 * not an image or that cannot be decoded is counted in the report with its home and file, and the home is
 * imported without it: no home is rejected for a photo (docs/decisions/039-blm-media-files.md).
 *
 * A row with coordinates is shown at them; one with coordinates and no postcode is assigned the postcode
 * district whose centroid is nearest, within MAX_DISTRICT_ASSIGNMENT_KM (packages/domain/src/listing-feeds.ts).
 * Rows without coordinates are placed at their district's centroid with a small offset, marked approximate.
 * Rows that cannot be used are rejected with a reason (no price, price under £30,000 or over £5,000,000,
 * unknown postcode district, no bedrooms for a dwelling, the same home as an earlier row under another id,
 * and for BLM lettings, unpublished or unavailable homes); nothing else is dropped. Non-dwellings (land,
 * plots, parking) are kept, marked isDwelling = false, and not offered as homes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PropertyType } from '@stairway/domain/constants';
import {
  estimateMonthlyRent,
  getPinOffset,
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
  RIGHTMOVE_LISTING_SOURCE,
} from '@stairway/domain/listing';
import { listingDuplicateKey, nearestDistrict, readCoordinates } from '@stairway/domain/listing-feeds';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  LISTING_PHOTO_MAX_BYTES,
  type ListingPhotoProblem,
  type StoredListingPhoto,
  storeListingPhoto,
} from '../../lib/listing-photos';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { estimateHomeRent } from '../../services/calibrated-estimates';
import { refreshDistrictHomes } from '../../services/homes';
import type { Db } from '../client';
import { listings, postcodeDistricts } from '../schema';
import { type BlmPhoto, blmRecordToRow, parseBlm } from './blm';
import { type BlmUpload, blmUploadKind, openBlmUpload } from './blm-media';

/** One rejected row. `line` is the 1-based line of the CSV record (the header is line 1). */
export type RejectedRow = { line: number; listingId: string; reason: string };

/** A photo file an imported home names that was left out of it, and why (a BLM feed's; blm-media.ts). */
export type PhotoProblem = { line: number; listingId: string; file: string; problem: ListingPhotoProblem };

/** The most photos a home keeps (listings.images), as the Rightmove CSV and BLM feeds give them. */
export const MAX_LISTING_IMAGES = 20;

/** What an import did. */
export type ImportReport = {
  file: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
  /** Imported rows that are not dwellings (kept, not offered as homes). */
  nonDwellings: number;
  /** Where the rejected rows were written, when a report folder was given. */
  reportFile?: string;
  /**
   * A BLM feed's photo files (not its URLs): how many of the imported homes' photos are stored photos, how many
   * of those were written by this import (the rest were stored before), and each one left out, with why.
   */
  photos?: { stored: number; written: number; problems: PhotoProblem[] };
  /** Where the photos left out were written, when a report folder was given and there were any. */
  photoReportFile?: string;
  /**
   * Where the time went, in milliseconds (the bench prints it): reading, checking and writing the rows (the
   * writing overlaps the reading), recounting the districts' homes, and rebuilding the read model.
   */
  timings: { rowsMs: number; districtCountsMs: number; readModelMs: number };
};

type CsvRow = Record<string, string | undefined>;
type ListingInsert = typeof listings.$inferInsert;

/** Rows per upsert statement on PGlite (Drizzle's parameterised insert). */
const BATCH = 500;
/** Rows per COPY into the staging table and upsert from it on PostgreSQL (issue 14: COPY-speed import). */
const COPY_BATCH = 20_000;

/**
 * A listing's monthly rent, whole pounds: the calibrated estimator's rent for its district, bedrooms,
 * bathrooms and type, for ESTIMATE_MONTH (issue 32, decision 057; services/calibrated-estimates.ts): nearest
 * comparable lets blended with the local authority's rents. Where it has nothing to go on (no bedrooms, or a
 * district with neither comparables nor an authority figure), price × the region's gross yield ÷ 12 as before
 * (docs/decisions/002-rent-estimates.md). It is asked per district, not per postcode sector, so that homes of
 * the same district, size and type share one estimate: the seed's ~4,600 listings then cost ~2,900 estimates
 * instead of ~3,900 and the import stays near its time before (measured in issue 32's report).
 * @param listing.bathrooms when known
 * @param listing.price asking price, pounds; listing.yieldPercent the district's regional gross yield, percent
 */
export function estimateListingRent(listing: {
  outcode: string;
  bedrooms: number | null;
  bathrooms?: number | null;
  type: PropertyType;
  price: number;
  yieldPercent: number;
}): number {
  if (listing.bedrooms !== null) {
    const estimate = estimateHomeRent({
      outcode: listing.outcode,
      postcode: null,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms ?? null,
      type: listing.type,
    });
    if (estimate) return estimate.value;
  }
  return estimateMonthlyRent(listing.price, listing.yieldPercent);
}
const fmt = (n: number) => `£${n.toLocaleString('en-GB')}`;

/** A known postcode district: its centroid (WGS84 degrees) and regional gross yield (percent). */
type KnownDistrict = { lat: number; lng: number; yieldPercent: number };

/** The districts as a list for nearestDistrict, made once per map of districts. */
const districtLists = new WeakMap<
  ReadonlyMap<string, KnownDistrict>,
  Array<KnownDistrict & { outcode: string }>
>();
function districtList(districts: ReadonlyMap<string, KnownDistrict>) {
  let list = districtLists.get(districts);
  if (!list) {
    list = [...districts].map(([outcode, district]) => ({ outcode, ...district }));
    districtLists.set(districts, list);
  }
  return list;
}

/** Where a feed's rows come from: the listing `source`, the prefix of Stairway's ids, and whether rows have URLs. */
export type ListingFeed = { source: string; idPrefix: string };
/** The Rightmove for-sale extract (CSV). */
export const RIGHTMOVE_CSV_FEED: ListingFeed = { source: RIGHTMOVE_LISTING_SOURCE, idPrefix: 'rm-' };
/** An agent's Rightmove BLM feed: the agent's own references (AGENT_REF), no listing page. */
export const BLM_FEED: ListingFeed = { source: 'blm', idPrefix: 'blm-' };

/**
 * Maps one CSV record onto a listing, or a reason it cannot be used.
 * @param row the record keyed by column name
 * @param districts known postcode districts with their centroid and regional gross yield (percent)
 * @param feed the feed the row comes from (the Rightmove CSV extract by default)
 */
export function mapListingRow(
  row: CsvRow,
  districts: ReadonlyMap<string, KnownDistrict>,
  feed: ListingFeed = RIGHTMOVE_CSV_FEED,
): { listing: ListingInsert } | { reason: string } {
  const sourceId = (row.listing_id ?? '').trim();
  if (!sourceId) return { reason: 'no listing id' };
  const priceText = (row.price ?? '').replace(/[£,\s]/g, '');
  const price = priceText ? Number(priceText) : Number.NaN;
  if (!Number.isFinite(price) || price <= 0) return { reason: 'no price' };
  if (price < MIN_LISTING_PRICE) return { reason: `price ${fmt(price)} is under ${fmt(MIN_LISTING_PRICE)}` };
  if (price > MAX_LISTING_PRICE) return { reason: `price ${fmt(price)} is over ${fmt(MAX_LISTING_PRICE)}` };
  const postcode = normalisePostcode(row.postcode ?? '');
  const coordinates = readCoordinates(row.latitude ?? row.lat, row.longitude ?? row.lng);
  const givenOutcode = normaliseOutcode(row.outcode ?? '') ?? (postcode ? normaliseOutcode(postcode) : null);
  // No postcode but coordinates: the district the home falls in (nearest centroid within the limit).
  const outcode =
    givenOutcode ??
    (coordinates ? (nearestDistrict(coordinates, districtList(districts))?.district.outcode ?? null) : null);
  const district = outcode ? districts.get(outcode) : undefined;
  if (!outcode || !district) {
    if (!givenOutcode && coordinates)
      return { reason: `no postcode district within 10 km of ${coordinates.lat}, ${coordinates.lng}` };
    return { reason: `unknown postcode district ${row.outcode || row.postcode || '(none)'}` };
  }
  const { type, isDwelling } = mapListingPropertyType(row.property_type);
  const bedroomsText = (row.bedrooms ?? '').trim();
  let bedrooms: number | null = bedroomsText === '' ? null : Number(bedroomsText);
  if (bedrooms !== null && (!Number.isInteger(bedrooms) || bedrooms < 0)) {
    return { reason: `bedrooms "${bedroomsText}" is not a whole number` };
  }
  if (bedrooms === null && isStudioType(row.property_type)) bedrooms = 0;
  if (bedrooms === null && isDwelling)
    return { reason: `no bedrooms for a dwelling (${row.property_type ?? 'no type'})` };
  const bathroomsText = (row.bathrooms ?? '').trim();
  const bathrooms = bathroomsText === '' ? null : Number(bathroomsText);
  if (bathrooms !== null && (!Number.isInteger(bathrooms) || bathrooms < 0 || bathrooms > 20)) {
    return { reason: `bathrooms "${bathroomsText}" is not a whole number from 0 to 20` };
  }
  const id = `${feed.idPrefix}${sourceId}`;
  const offset = getPinOffset(id);
  // Photo URLs, separated by spaces (a CSV's images column); anything but an https URL is left out. A BLM
  // feed's photos are set by the importer instead (createPhotoResolver).
  const images = (row.images ?? '').split(/\s+/).filter((url) => /^https:\/\/\S+$/i.test(url));
  const listedAt = row.scraped_at ? new Date(row.scraped_at) : null;
  return {
    listing: {
      id,
      source: feed.source,
      sourceId,
      type,
      sourcePropertyType: row.property_type?.trim() || null,
      isDwelling,
      address: (row.address ?? '').trim() || outcode,
      postcode,
      outcode,
      askingPrice: Math.round(price),
      bedrooms,
      bathrooms,
      rent: estimateListingRent({
        outcode,
        bedrooms,
        bathrooms,
        type,
        price,
        yieldPercent: district.yieldPercent,
      }),
      // The first photo is the main one (a BLM feed's MEDIA_IMAGE_00, blm.ts); the Rightmove CSV has none.
      imageUrl: images[0] ?? null,
      description: null,
      link: (row.url ?? '').trim() || (feed === RIGHTMOVE_CSV_FEED ? `/properties/${sourceId}` : null),
      lat: coordinates?.lat ?? Number((district.lat + offset.dLat).toFixed(6)),
      lng: coordinates?.lng ?? Number((district.lng + offset.dLng).toFixed(6)),
      locationApproximate: coordinates === null,
      images,
      listedAt: listedAt && !Number.isNaN(listedAt.getTime()) ? listedAt : null,
    },
  };
}

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

async function upsertBatch(db: Db, batch: ListingInsert[]) {
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
 * Upserts a batch on PostgreSQL at COPY speed (issue 14): the rows are streamed with COPY into a temporary
 * staging table, then one INSERT ... SELECT ... ON CONFLICT updates the listings that changed, in one
 * transaction. Same outcome and counts as {@link upsertBatch}.
 * @param pool the pg pool of the configured database
 * @returns how many rows were inserted, updated and left unchanged
 */
async function copyUpsertBatch(pool: pg.Pool, batch: ListingInsert[]) {
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
    await client.query('commit');
    const inserted = rows[0]?.inserted ?? 0;
    const written = rows[0]?.written ?? 0;
    return { inserted, updated: written - inserted, unchanged: batch.length - written };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Loads the known postcode districts with their centroid and regional gross yield.
 */
export async function loadDistricts(db: Db) {
  const rows = await db.select().from(postcodeDistricts);
  return new Map(
    rows.map((d) => [d.outcode, { lat: d.lat, lng: d.lng, yieldPercent: getGrossYieldPercent([d.outcode]) }]),
  );
}

/**
 * Recounts the homes (dwellings) per postcode district, used for onboarding suggestions.
 */
export async function refreshDistrictCounts(db: Db) {
  await db.execute(sql`
    update postcode_districts d
    set listing_count = coalesce(c.n, 0)
    from (select pd.outcode, count(l.id)::int as n
          from postcode_districts pd
          left join listings l on l.outcode = pd.outcode and l.is_dwelling and l.landlord_listing_id is null
          group by pd.outcode) c
    where c.outcode = d.outcode and d.listing_count is distinct from coalesce(c.n, 0)`);
}

/**
 * Imports a listings CSV or a BLM feed (a `.blm`, or a `.zip` or folder with its photo files), then recounts
 * the districts' homes and rebuilds getHomesSelection's read model (refreshDistrictHomes, decision 034).
 * @param db the database (postcode districts must be seeded first)
 * @param file path of the CSV, `.blm`, `.zip` or folder
 * @param options.reportDir when given, rejected rows (and a BLM feed's photos left out) are written to CSV
 *   reports there
 * @param options.storage where a zip's or folder's photos are stored (services' storage: local or S3);
 *   required when photo files are given
 * @returns counts of inserted, updated, unchanged and rejected rows, with a reason per rejected row; for a
 *   BLM feed, the photos stored and left out
 * @throws Error when the file cannot be read or lacks the required columns, when a zip or folder is refused
 *   (blm-media.ts openBlmUpload), when photo files are given without storage, or when the store cannot be
 *   reached
 */
export async function importListings(
  db: Db,
  file: string,
  options: { reportDir?: string; storage?: Pick<StorageProvider, 'inspect' | 'write'> } = {},
): Promise<ImportReport> {
  const districts = await loadDistricts(db);
  if (districts.size === 0)
    throw new Error('No postcode districts are loaded: seed them before importing listings.');
  const report: ImportReport = {
    file,
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    nonDwellings: 0,
    timings: { rowsMs: 0, districtCountsMs: 0, readModelMs: 0 },
  };
  const started = performance.now();
  // PostgreSQL: COPY into a staging table per batch; PGlite: parameterised upserts.
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const batchSize = pool ? COPY_BATCH : BATCH;
  const flush = (rows: ListingInsert[]) => (pool ? copyUpsertBatch(pool, rows) : upsertBatch(db, rows));
  const isBlm = (await blmUploadKind(file)) !== 'csv';
  const feed = isBlm ? BLM_FEED : RIGHTMOVE_CSV_FEED;
  const upload = isBlm ? await openBlmUpload(file) : null;
  try {
    if (upload?.media && !options.storage)
      throw new Error(`${path.basename(file)} holds photo files, and no storage was given to keep them in`);
    if (upload) report.photos = { stored: 0, written: 0, problems: [] };
    const resolvePhotos =
      upload && report.photos ? createPhotoResolver(upload, options.storage, report.photos) : null;
    let batch: ListingInsert[] = [];
    // One batch is written while the next is read and checked: on PostgreSQL the database's work then overlaps
    // this process's (two processes, two cores); batches are written one at a time, in order.
    let writing: Promise<void> = Promise.resolve();
    const write = async (rows: ListingInsert[]) => {
      await writing;
      writing = flush(rows).then((counts) => addCounts(report, counts));
      // Awaited before the next batch and at the end; this only stops Node calling a failure unhandled meanwhile.
      writing.catch(() => undefined);
    };
    const seen = new Set<string>();
    // The same home under another id (same normalised address, price and bedrooms): the first row is kept.
    const homes = new Map<string, string>();
    for await (const { record, line, reason, photos } of upload ? readBlmRows(upload) : readCsvRows(file)) {
      report.rows += 1;
      const mapped = reason ? { reason } : mapListingRow(record, districts, feed);
      if ('reason' in mapped) {
        report.rejected.push({ line, listingId: record.listing_id ?? '', reason: mapped.reason });
        continue;
      }
      if (seen.has(mapped.listing.id)) {
        report.rejected.push({
          line,
          listingId: record.listing_id ?? '',
          reason: 'duplicate listing id in the file',
        });
        continue;
      }
      const homeKey = listingDuplicateKey(mapped.listing);
      const sameHome = homeKey ? homes.get(homeKey) : undefined;
      if (sameHome) {
        report.rejected.push({
          line,
          listingId: record.listing_id ?? '',
          reason: `duplicate of listing ${sameHome} (same address, price and bedrooms)`,
        });
        continue;
      }
      seen.add(mapped.listing.id);
      if (homeKey) homes.set(homeKey, mapped.listing.sourceId);
      if (photos && resolvePhotos) {
        // Only the homes imported get their photos stored, in the feed's order, up to 20.
        const images = await resolvePhotos(photos, line, record.listing_id ?? '');
        mapped.listing.images = images;
        mapped.listing.imageUrl = images[0] ?? null;
      }
      if (!mapped.listing.isDwelling) report.nonDwellings += 1;
      batch.push(mapped.listing);
      if (batch.length >= batchSize) {
        await write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(batch);
    await writing;
    report.timings.rowsMs = Math.round(performance.now() - started);
    let step = performance.now();
    await refreshDistrictCounts(db);
    report.timings.districtCountsMs = Math.round(performance.now() - step);
    step = performance.now();
    await refreshDistrictHomes(db);
    report.timings.readModelMs = Math.round(performance.now() - step);
    if (options.reportDir) {
      report.reportFile = writeReport(
        options.reportDir,
        file,
        'rejected',
        ['line', 'listing_id', 'reason'],
        report.rejected.map((r) => [r.line, r.listingId, r.reason]),
      );
      if (report.photos && report.photos.problems.length > 0)
        report.photoReportFile = writeReport(
          options.reportDir,
          file,
          'photos',
          ['line', 'listing_id', 'file', 'problem'],
          report.photos.problems.map((p) => [p.line, p.listingId, p.file, p.problem]),
        );
    }
    return report;
  } finally {
    upload?.close();
  }
}

/**
 * A row to import with its line in the file, or the reason the feed's own rules refuse it (BLM); a BLM row
 * also has its photos (URLs and file names, in order).
 */
type SourceRow = { record: CsvRow; line: number; reason?: string; photos?: BlmPhoto[] };

/**
 * The rows of a listings CSV.
 * @throws Error when the file lacks listing_id, price or property_type, or has neither a postcode district
 *   (outcode or postcode) nor coordinates (latitude and longitude)
 */
async function* readCsvRows(file: string): AsyncGenerator<SourceRow> {
  const parser = fs.createReadStream(file).pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    }),
  );
  let checkedColumns = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    if (!checkedColumns) {
      const missing = ['listing_id', 'price', 'property_type'].filter((c) => !(c in record));
      const placed =
        'outcode' in record || 'postcode' in record || ('latitude' in record && 'longitude' in record);
      if (!placed) missing.push('outcode (or postcode, or latitude and longitude)');
      if (missing.length > 0) throw new Error(`${file} lacks the column(s): ${missing.join(', ')}`);
      checkedColumns = true;
    }
    yield { record, line: info.lines };
  }
}

/**
 * The rows of a Rightmove BLM feed in the importer's columns (blm.ts), with their photos, and the reason for
 * lettings, unpublished and unavailable homes.
 * @throws Error when the file is not a BLM feed (blm.ts parseBlm)
 */
async function* readBlmRows(upload: BlmUpload): AsyncGenerator<SourceRow> {
  // Agents' software writes UTF-8 or Windows-1252 ("£" is one byte): read as UTF-8 unless that fails.
  const bytes = upload.blm;
  const utf8 = bytes.toString('utf8');
  const document = parseBlm(utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8);
  for (const { record, line } of document.records) {
    const mapped = blmRecordToRow(record);
    if ('reason' in mapped) yield { record: { listing_id: record.AGENT_REF }, line, reason: mapped.reason };
    else yield { record: mapped.row, line, photos: mapped.photos };
  }
}

/**
 * How many of a home's photo files are read, resized and stored at once: sharp works in its own threads, so
 * a few at a time keep both of a small server's cores busy (one at a time, a first import of 6 homes with 10
 * large photos each took 1.7 times as long on 2 cores; decision 039).
 */
export const PHOTO_CONCURRENCY = 4;

/**
 * Makes the function that turns a BLM home's photos into its images: https URLs as they are, and each photo
 * file through storeListingPhoto (lib/listing-photos.ts), each file read and stored once per import however
 * many homes name it, up to {@link PHOTO_CONCURRENCY} of a home's files at once. Counts what it stores and
 * records what it leaves out in `counts`, in the feed's order.
 * @returns a function from a home's photos (with its line and listing id, for the report) to at most
 *   {@link MAX_LISTING_IMAGES} URLs in the feed's order
 */
function createPhotoResolver(
  upload: BlmUpload,
  storage: Pick<StorageProvider, 'inspect' | 'write'> | undefined,
  counts: NonNullable<ImportReport['photos']>,
): (photos: BlmPhoto[], line: number, listingId: string) => Promise<string[]> {
  const done = new Map<string, Promise<StoredListingPhoto | { problem: ListingPhotoProblem }>>();
  const storeFile = async (name: string): Promise<StoredListingPhoto | { problem: ListingPhotoProblem }> => {
    const file = upload.media?.get(name.toLowerCase());
    if (!file || !storage) return { problem: 'not supplied' };
    if (file.size > LISTING_PHOTO_MAX_BYTES) return { problem: 'too large' };
    let bytes: Uint8Array;
    try {
      bytes = await file.read();
    } catch {
      // A damaged or encrypted zip entry: as a file that does not decode.
      return { problem: 'cannot be decoded' };
    }
    return storeListingPhoto(storage, bytes);
  };
  return async (photos, line, listingId) => {
    const images: string[] = [];
    /** The photo files started, by their place in `photos`, and whether this import had not met them before. */
    const started = new Map<number, { pending: ReturnType<typeof storeFile>; first: boolean }>();
    const start = (index: number) => {
      const photo = photos[index];
      if (!photo || 'url' in photo || started.has(index)) return;
      const name = photo.file.toLowerCase();
      const known = done.get(name);
      const pending = known ?? storeFile(photo.file);
      // A file started ahead may fail before its turn (the storage unreachable): the failure is thrown where it
      // is awaited, in the feed's order, and is not an unhandled rejection meanwhile.
      pending.catch(() => undefined);
      if (!known) done.set(name, pending);
      started.set(index, { pending, first: !known });
    };
    for (const [index, photo] of photos.entries()) {
      if (images.length >= MAX_LISTING_IMAGES) break;
      if ('url' in photo) {
        images.push(photo.url);
        continue;
      }
      // This file and the next few, never more than the home still has room for.
      const ahead = Math.min(PHOTO_CONCURRENCY, MAX_LISTING_IMAGES - images.length);
      for (let next = index; next < index + ahead; next += 1) start(next);
      const { pending, first } = started.get(index) as {
        pending: ReturnType<typeof storeFile>;
        first: boolean;
      };
      const stored = await pending;
      if ('problem' in stored) {
        counts.problems.push({ line, listingId, file: photo.file, problem: stored.problem });
        continue;
      }
      counts.stored += 1;
      if (first && stored.written) counts.written += 1;
      images.push(stored.url);
    }
    return images;
  };
}

function addCounts(report: ImportReport, counts: { inserted: number; updated: number; unchanged: number }) {
  report.inserted += counts.inserted;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
}

/**
 * Writes one of an import's CSV reports into `dir`, named by the time, the imported file and `kind`.
 * @returns the report's path
 */
function writeReport(
  dir: string,
  file: string,
  kind: 'rejected' | 'photos',
  columns: string[],
  rows: Array<Array<string | number>>,
): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.join(dir, `${stamp}-${path.basename(file, path.extname(file))}-${kind}.csv`);
  fs.writeFileSync(out, stringify(rows, { header: true, columns }));
  return out;
}

/** Counts the listings in the database. */
export async function countListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return row?.n ?? 0;
}
