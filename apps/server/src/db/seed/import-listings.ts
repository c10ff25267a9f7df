/**
 * The listings importer. Reads a CSV with the columns of the Rightmove for-sale extract (listing_id, url,
 * address, postcode, outcode, price, bedrooms, property_type, scraped_at, and when present bathrooms, latitude,
 * longitude, floor_area_sqm, description and images: photo URLs separated by spaces, https only), gzip-compressed
 * or not (import-rows.ts), or a Rightmove BLM v3 feed (blm.ts) as the agent sends it (blm-media.ts): a `.blm`
 * alone, or a `.zip` or folder holding the `.blm` and the photo files its MEDIA_IMAGE_nn fields name
 * (import-photos.ts; docs/decisions/039-blm-media-files.md). It maps each row onto a Stairway listing
 * (import-map.ts, which says which rows are rejected and why), leaves out the same home under a second id
 * (import-duplicates.ts), and upserts the rest by listing id (import-write.ts), so re-importing the same file
 * changes nothing but the time each home was last seen. Homes are never deleted: with `complete` (the file is the
 * source's whole feed), the source's homes it no longer holds are marked no longer available, and one that comes
 * back is available again. Rows that are not homes (land, plots, blocks of flats, HMOs, commercial and mixed-use
 * rows) are kept with isDwelling = false, never offered, and listed in the report with their reason
 * (import-report.ts).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { Db } from '../client';
import { refreshDistrictHomes } from '../district-homes';
import { listings } from '../schema';
import { blmUploadKind, openBlmUpload } from './blm-media';
import { createDuplicateFinder } from './import-duplicates';
import { BLM_FEED, type ListingInsert, mapListingRow, RIGHTMOVE_CSV_FEED } from './import-map';
import { createPhotoResolver } from './import-photos';
import { loadDistricts } from './import-placement';
import { emptyReport, type ImportReport, writeReports } from './import-report';
import { readBlmRows, readCsvRows } from './import-rows';
import {
  type CopyBatchCounts,
  copyUpsertBatch,
  copyUpsertBatchPglite,
  markUnseenRemoved,
} from './import-write';

export type { DuplicatePair } from './import-duplicates';
export {
  BLM_FEED,
  estimateListingRent,
  type ListingFeed,
  mapListingRow,
  RIGHTMOVE_CSV_FEED,
} from './import-map';
export { MAX_LISTING_IMAGES, PHOTO_CONCURRENCY, type PhotoProblem } from './import-photos';
export { loadDistricts } from './import-placement';
export type { ImportReport, RejectedRow } from './import-report';

/** Rows per COPY into the staging table and upsert from it, on PostgreSQL and PGlite (COPY-speed import). */
const COPY_BATCH = 20_000;

/**
 * Recounts the homes per postcode district (dwellings still available, not landlords' rows), used for
 * onboarding suggestions.
 */
export async function refreshDistrictCounts(db: Db) {
  await db.execute(sql`
    update postcode_districts d
    set listing_count = coalesce(c.n, 0)
    from (select pd.outcode, count(l.id)::int as n
          from postcode_districts pd
          left join listings l on l.outcode = pd.outcode and l.is_dwelling and l.removed_at is null
            and l.landlord_listing_id is null
          group by pd.outcode) c
    where c.outcode = d.outcode and d.listing_count is distinct from coalesce(c.n, 0)`);
}

/** What importListings may be asked to do besides importing the file. */
export type ImportListingsOptions = {
  /** When given, the rejected rows, duplicate pairs, rows that are not homes and photos left out go there as CSVs. */
  reportDir?: string;
  /** Where a zip's or folder's photos are stored (services' storage: local or S3); required with photo files. */
  storage?: Pick<StorageProvider, 'inspect' | 'write'>;
  /**
   * The file is the source's whole feed: its available listings the file does not hold (or holds only as rejected
   * rows) are marked no longer available (removedAt). Refused for a file with no usable rows.
   */
  complete?: boolean;
  /** The import's time (lastSeenAt, removedAt); now by default. */
  now?: Date;
};

/**
 * Writes the imported rows in batches of COPY_BATCH, one batch at a time and in order, adding the counts to the
 * report: by COPY into a staging table and one upsert from it, on PostgreSQL and on PGlite alike (import-write.ts),
 * marking the rows not just inserted as seen at their lastSeenAt (the import's time). One batch is written while the next is read and checked:
 * on PostgreSQL the database's work then overlaps this process's (two processes, two cores).
 * @param db the database
 * @param report the report whose inserted, updated, unchanged and returned counts grow
 * @returns batchSize (rows per batch), write (waits for the batch before, then starts this one) and finished
 *   (waits for the last batch; rejects when a batch failed)
 */
function createBatchWriter(db: Db, report: ImportReport) {
  const client = (db as { $client?: unknown }).$client;
  const flush = (rows: ListingInsert[]): Promise<CopyBatchCounts> => {
    if (client instanceof pg.Pool) return copyUpsertBatch(client, rows);
    if (client instanceof PGlite) return copyUpsertBatchPglite(client, rows);
    throw new Error('The listings importer needs a PostgreSQL pool or a PGlite database');
  };
  let writing: Promise<void> = Promise.resolve();
  const write = async (rows: ListingInsert[]) => {
    await writing;
    writing = flush(rows).then((counts) => {
      report.inserted += counts.inserted;
      report.updated += counts.updated;
      report.unchanged += counts.unchanged;
      report.returned += counts.returned;
    });
    // Awaited before the next batch and at the end; this only stops Node calling a failure unhandled meanwhile.
    writing.catch(() => undefined);
  };
  return { batchSize: COPY_BATCH, write, finished: () => writing };
}

/**
 * After the rows are written: recounts the districts' homes and rebuilds getHomesSelection's read model,
 * recording each step's time in the report (milliseconds).
 * @param db the database
 * @param report the report whose districtCountsMs and readModelMs are set
 */
async function refreshAfterImport(db: Db, report: ImportReport): Promise<void> {
  let step = performance.now();
  await refreshDistrictCounts(db);
  report.timings.districtCountsMs = Math.round(performance.now() - step);
  step = performance.now();
  await refreshDistrictHomes(db);
  report.timings.readModelMs = Math.round(performance.now() - step);
}

/**
 * Imports a listings CSV (`.csv` or `.csv.gz`) or a BLM feed (a `.blm`, or a `.zip` or folder with its photo
 * files), then recounts the districts' homes and rebuilds getHomesSelection's read model (refreshDistrictHomes,
 * decision 034).
 * @param db the database (postcode districts must be seeded first)
 * @param file path of the CSV, `.blm`, `.zip` or folder
 * @param options see {@link ImportListingsOptions}
 * @returns what was inserted, updated, left unchanged, rejected (with a reason per row), left out as a duplicate
 *   (with the rule), kept but not offered (with why), marked no longer available and available again; for a BLM
 *   feed, the photos stored and left out
 * @throws Error when the file cannot be read or lacks the required columns, when a zip or folder is refused
 *   (blm-media.ts openBlmUpload), when photo files are given without storage, when `complete` is asked for a
 *   file without usable rows, or when the store cannot be reached
 */
export async function importListings(
  db: Db,
  file: string,
  options: ImportListingsOptions = {},
): Promise<ImportReport> {
  const districts = await loadDistricts(db);
  if (districts.size === 0)
    throw new Error('No postcode districts are loaded: seed them before importing listings.');
  const report = emptyReport(file);
  const now = options.now ?? new Date();
  const started = performance.now();
  const writer = createBatchWriter(db, report);
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
    const seen = new Set<string>();
    const findDuplicate = createDuplicateFinder();
    for await (const { record, line, reason, photos } of upload ? readBlmRows(upload) : readCsvRows(file)) {
      report.rows += 1;
      const listingId = record.listing_id ?? '';
      const mapped = reason ? { reason } : mapListingRow(record, districts, feed);
      if ('reason' in mapped) {
        report.rejected.push({ line, listingId, reason: mapped.reason });
        continue;
      }
      const { listing } = mapped;
      if (seen.has(listing.id)) {
        report.rejected.push({ line, listingId, reason: 'duplicate listing id in the file' });
        continue;
      }
      const duplicate = findDuplicate({
        line,
        listingId,
        outcode: listing.outcode,
        address: listing.address,
        point: listing.locationApproximate ? null : { lat: listing.lat, lng: listing.lng },
        identity: {
          type: listing.type,
          bedrooms: listing.bedrooms ?? null,
          bathrooms: listing.bathrooms,
          floorAreaSqm: mapped.floorAreaSqm,
        },
      });
      if (duplicate) {
        report.duplicates.push(duplicate);
        report.rejected.push({
          line,
          listingId,
          reason: `duplicate of listing ${duplicate.keptListingId} (${duplicate.rule})`,
        });
        continue;
      }
      seen.add(listing.id);
      listing.lastSeenAt = now;
      if (photos && resolvePhotos) {
        // Only the homes imported get their photos stored, in the feed's order, up to 20.
        const images = await resolvePhotos(photos, line, listingId);
        listing.images = images;
        listing.imageUrl = images[0] ?? null;
      }
      if (mapped.nonHome) report.nonHomes.push({ line, listingId, reason: mapped.nonHome });
      batch.push(listing);
      if (batch.length >= writer.batchSize) {
        await writer.write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await writer.write(batch);
    await writer.finished();
    report.nonDwellings = report.nonHomes.length;
    if (options.complete) {
      if (seen.size === 0)
        throw new Error(
          `${path.basename(file)} has no usable rows: as a complete feed it would mark every ${feed.source} home no longer available, so nothing was marked`,
        );
      report.removed = await markUnseenRemoved(db, feed.source, now);
    }
    report.timings.rowsMs = Math.round(performance.now() - started);
    await refreshAfterImport(db, report);
    return options.reportDir ? writeReports(options.reportDir, report) : report;
  } finally {
    upload?.close();
  }
}

/** Counts the listings in the database (available or not). */
export async function countListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return row?.n ?? 0;
}
