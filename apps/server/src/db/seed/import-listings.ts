/**
 * The listings importer (issue 2 §2). Reads a CSV with the columns of the Rightmove for-sale extract
 * (listing_id, url, address, postcode, outcode, price, bedrooms, property_type, scraped_at), maps each row
 * onto a Stairway listing and upserts it by listing id, so re-importing the same file changes nothing.
 *
 * Rows that cannot be used are rejected with a reason (no price, price under £30,000 or over £5,000,000,
 * unknown postcode district, no bedrooms for a dwelling); nothing else is dropped. Non-dwellings (land,
 * plots, parking) are kept, marked isDwelling = false, and not offered as homes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  estimateMonthlyRent,
  getPinOffset,
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
} from '@stairway/domain/listing';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { listings, postcodeDistricts } from '../schema';

/** One rejected row. `line` is the 1-based line of the CSV record (the header is line 1). */
export type RejectedRow = { line: number; listingId: string; reason: string };

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
};

type CsvRow = Record<string, string | undefined>;
type ListingInsert = typeof listings.$inferInsert;

const BATCH = 500;
const fmt = (n: number) => `£${n.toLocaleString('en-GB')}`;

/**
 * Maps one CSV record onto a listing, or a reason it cannot be used.
 * @param row the record keyed by column name
 * @param districts known postcode districts with their centroid and regional gross yield (percent)
 */
export function mapListingRow(
  row: CsvRow,
  districts: ReadonlyMap<string, { lat: number; lng: number; yieldPercent: number }>,
): { listing: ListingInsert } | { reason: string } {
  const sourceId = (row.listing_id ?? '').trim();
  if (!sourceId) return { reason: 'no listing id' };
  const priceText = (row.price ?? '').replace(/[£,\s]/g, '');
  const price = priceText ? Number(priceText) : Number.NaN;
  if (!Number.isFinite(price) || price <= 0) return { reason: 'no price' };
  if (price < MIN_LISTING_PRICE) return { reason: `price ${fmt(price)} is under ${fmt(MIN_LISTING_PRICE)}` };
  if (price > MAX_LISTING_PRICE) return { reason: `price ${fmt(price)} is over ${fmt(MAX_LISTING_PRICE)}` };
  const postcode = normalisePostcode(row.postcode ?? '');
  const outcode = normaliseOutcode(row.outcode ?? '') ?? (postcode ? normaliseOutcode(postcode) : null);
  const district = outcode ? districts.get(outcode) : undefined;
  if (!outcode || !district)
    return { reason: `unknown postcode district ${row.outcode || row.postcode || '(none)'}` };
  const { type, isDwelling } = mapListingPropertyType(row.property_type);
  const bedroomsText = (row.bedrooms ?? '').trim();
  let bedrooms: number | null = bedroomsText === '' ? null : Number(bedroomsText);
  if (bedrooms !== null && (!Number.isInteger(bedrooms) || bedrooms < 0)) {
    return { reason: `bedrooms "${bedroomsText}" is not a whole number` };
  }
  if (bedrooms === null && isStudioType(row.property_type)) bedrooms = 0;
  if (bedrooms === null && isDwelling)
    return { reason: `no bedrooms for a dwelling (${row.property_type ?? 'no type'})` };
  const id = `rm-${sourceId}`;
  const offset = getPinOffset(id);
  const listedAt = row.scraped_at ? new Date(row.scraped_at) : null;
  return {
    listing: {
      id,
      source: 'rightmove',
      sourceId,
      type,
      sourcePropertyType: row.property_type?.trim() || null,
      isDwelling,
      address: (row.address ?? '').trim() || outcode,
      postcode,
      outcode,
      askingPrice: Math.round(price),
      bedrooms,
      bathrooms: null,
      rent: estimateMonthlyRent(price, district.yieldPercent),
      imageUrl: null,
      description: null,
      link: (row.url ?? '').trim() || `/properties/${sourceId}`,
      lat: Number((district.lat + offset.dLat).toFixed(6)),
      lng: Number((district.lng + offset.dLng).toFixed(6)),
      images: [],
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
  'rent',
  'link',
  'lat',
  'lng',
  'listed_at',
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
        rent: sql`excluded.rent`,
        link: sql`excluded.link`,
        lat: sql`excluded.lat`,
        lng: sql`excluded.lng`,
        listedAt: sql`excluded.listed_at`,
        updatedAt: sql`now()`,
      },
      setWhere: changed,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((r) => r.inserted).length;
  return { inserted, updated: rows.length - inserted, unchanged: batch.length - rows.length };
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
          left join listings l on l.outcode = pd.outcode and l.is_dwelling
          group by pd.outcode) c
    where c.outcode = d.outcode and d.listing_count is distinct from coalesce(c.n, 0)`);
}

/**
 * Imports a listings CSV.
 * @param db the database (postcode districts must be seeded first)
 * @param file path of the CSV
 * @param options.reportDir when given, rejected rows are written to a CSV report there
 * @returns counts of inserted, updated, unchanged and rejected rows, with a reason per rejected row
 * @throws Error when the file cannot be read or lacks the required columns
 */
export async function importListings(
  db: Db,
  file: string,
  options: { reportDir?: string } = {},
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
  };
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
  let batch: ListingInsert[] = [];
  const seen = new Set<string>();
  let checkedColumns = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    if (!checkedColumns) {
      const missing = ['listing_id', 'price', 'outcode', 'property_type'].filter((c) => !(c in record));
      if (missing.length > 0) throw new Error(`${file} lacks the column(s): ${missing.join(', ')}`);
      checkedColumns = true;
    }
    report.rows += 1;
    const mapped = mapListingRow(record, districts);
    if ('reason' in mapped) {
      report.rejected.push({ line: info.lines, listingId: record.listing_id ?? '', reason: mapped.reason });
      continue;
    }
    if (seen.has(mapped.listing.id)) {
      report.rejected.push({
        line: info.lines,
        listingId: record.listing_id ?? '',
        reason: 'duplicate listing id in the file',
      });
      continue;
    }
    seen.add(mapped.listing.id);
    if (!mapped.listing.isDwelling) report.nonDwellings += 1;
    batch.push(mapped.listing);
    if (batch.length >= BATCH) {
      addCounts(report, await upsertBatch(db, batch));
      batch = [];
    }
  }
  if (batch.length > 0) addCounts(report, await upsertBatch(db, batch));
  await refreshDistrictCounts(db);
  if (options.reportDir) report.reportFile = writeRejectedReport(options.reportDir, file, report.rejected);
  return report;
}

function addCounts(report: ImportReport, counts: { inserted: number; updated: number; unchanged: number }) {
  report.inserted += counts.inserted;
  report.updated += counts.updated;
  report.unchanged += counts.unchanged;
}

function writeRejectedReport(dir: string, file: string, rejected: RejectedRow[]): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.join(dir, `${stamp}-${path.basename(file, path.extname(file))}-rejected.csv`);
  fs.writeFileSync(
    out,
    stringify(
      rejected.map((r) => [r.line, r.listingId, r.reason]),
      { header: true, columns: ['line', 'listing_id', 'reason'] },
    ),
  );
  return out;
}

/** Counts the listings in the database. */
export async function countListings(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return row?.n ?? 0;
}
