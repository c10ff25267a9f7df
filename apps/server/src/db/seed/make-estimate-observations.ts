/**
 * Makes the bundled observations of the calibrated estimator (issue 32; apps/server/seed-data/DATA.md,
 * "Estimate observations") from the files in ../shared/data:
 *
 * - `rentals-london-2020.csv`: the Zoopla London rental listings (September 2020) reduced to id, district,
 *   bedrooms, bathrooms, type, monthly rent, `month` and `address_key` (rooms, shared accommodation and
 *   parking left out; studios as 0 bedrooms; de-duplicated on the listing link);
 * - `sales-listings-2025.csv`: the Rightmove UK for-sale sample (December 2025): id, district, sector,
 *   bedrooms, type, asking price, `month` and `address_key` (dwellings only, price within
 *   MIN_LISTING_PRICE–MAX_LISTING_PRICE, type by mapListingPropertyType, a studio as 0 bedrooms).
 *
 * `address_key` is the listing's display address in lower case without punctuation, used by the benchmark to
 * find near-duplicates (the same home listed twice) across its splits.
 *
 * Run: SHARED_DIR=../shared node --import tsx apps/server/src/db/seed/make-estimate-observations.ts
 * [SHARED_DATA_DIR] (default `$SHARED_DIR/data`, else ../shared/data beside the repository)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PropertyType } from '@stairway/domain/constants';
import {
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
} from '@stairway/domain/listing';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { repoRoot } from '../../config';

const seedDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../seed-data');

const shared =
  process.argv[2] ?? path.resolve(process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared'), 'data');
const read = (file: string) =>
  parse(fs.readFileSync(path.join(shared, file)), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;
const write = (file: string, rows: unknown[][], columns: string[]) => {
  fs.writeFileSync(path.join(seedDataDir, file), stringify(rows, { header: true, columns }));
  console.log(`${file}: ${rows.length} rows`);
};

/** A display address in lower case, punctuation removed, spaces collapsed. */
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// 1. London rental listings (September 2020), moved here from make-estimate-tables.ts.
const zoopla = read('zoopla-london-rentals-2020/zoopla_london_rents.csv');
const typeOf = (description: string): PropertyType | null | 'skip' => {
  const d = description.toLowerCase();
  if (/room|shared|parking|garage/.test(d)) return 'skip';
  if (/semi-detached/.test(d)) return 'SemiDetached';
  if (/detached/.test(d)) return 'Detached';
  if (/terrace|mews|town house/.test(d)) return 'Terraced';
  if (/flat|studio|maisonette|duplex|triplex|penthouse|apartment/.test(d)) return 'Flat';
  if (/property/.test(d)) return null;
  return 'Other';
};
const seen = new Set<string>();
const rentals: unknown[][] = [];
for (const r of zoopla) {
  const id = (r.Link ?? '').split('/').filter(Boolean).at(-1) ?? '';
  const type = typeOf(r.Description ?? '');
  const outcode = normaliseOutcode((r.Location ?? '').trim().split(/\s+/).at(-1) ?? '');
  const rent = Number(r['Monthly Rent']);
  const studio = /studio/i.test(r.Description ?? '');
  const bedrooms = r.Bedrooms ? Number(r.Bedrooms) : studio ? 0 : Number.NaN;
  if (
    !id ||
    seen.has(id) ||
    type === 'skip' ||
    !outcode ||
    !Number.isFinite(rent) ||
    !Number.isFinite(bedrooms)
  )
    continue;
  seen.add(id);
  rentals.push([
    id,
    outcode,
    bedrooms,
    r.Bathrooms || '',
    type ?? '',
    Math.round(rent),
    '2020-09',
    addressKey(r.Location ?? ''),
  ]);
}
rentals.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
write('rentals-london-2020.csv', rentals, [
  'id',
  'outcode',
  'bedrooms',
  'bathrooms',
  'type',
  'rent',
  'month',
  'address_key',
]);

// 2. UK for-sale listings (December 2025).
const sales: unknown[][] = [];
const seenSales = new Set<string>();
for (const r of read('rightmove-forsale-uk-2025/listings_sample_60k.csv')) {
  const id = r.listing_id ?? '';
  const { type, isDwelling } = mapListingPropertyType(r.property_type);
  const postcode = normalisePostcode(r.postcode ?? '');
  const outcode = postcode ? normaliseOutcode(postcode) : normaliseOutcode(r.outcode ?? '');
  const sector = postcode ? postcode.slice(0, postcode.length - 2) : '';
  const price = Number(r.price);
  const bedrooms = r.bedrooms ? Number(r.bedrooms) : isStudioType(r.property_type) ? 0 : Number.NaN;
  const month = (r.scraped_at ?? '').slice(0, 7);
  if (!id || seenSales.has(id) || !isDwelling || !outcode || !/^\d{4}-\d{2}$/.test(month)) continue;
  if (!Number.isFinite(price) || price < MIN_LISTING_PRICE || price > MAX_LISTING_PRICE) continue;
  if (!Number.isFinite(bedrooms) || bedrooms < 0 || bedrooms > 10) continue;
  seenSales.add(id);
  sales.push([id, outcode, sector, bedrooms, type, Math.round(price), month, addressKey(r.address ?? '')]);
}
sales.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[0]).localeCompare(String(b[0])));
write('sales-listings-2025.csv', sales, [
  'id',
  'outcode',
  'sector',
  'bedrooms',
  'type',
  'price',
  'month',
  'address_key',
]);
