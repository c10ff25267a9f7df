import type { PropertyType } from '@stairway/domain/constants';
import {
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
} from '@stairway/domain/listing';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { readSharedCsv, writeSeedCsv } from './shared-data-files';

/** A display address in lower case, punctuation removed, spaces collapsed. */
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// 1. London rental listings (September 2020), moved here from make-estimate-tables.ts.
const zoopla = readSharedCsv('zoopla-london-rentals-2020/zoopla_london_rents.csv');
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
writeSeedCsv('rentals-london-2020.csv', rentals, [
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
for (const r of readSharedCsv('rightmove-forsale-uk-2025/listings_sample_60k.csv')) {
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
writeSeedCsv('sales-listings-2025.csv', sales, [
  'id',
  'outcode',
  'sector',
  'bedrooms',
  'type',
  'price',
  'month',
  'address_key',
]);
