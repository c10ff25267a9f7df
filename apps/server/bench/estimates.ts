/**
 * `npm run bench` (and `npm run bench:estimates` alone): measures the landlord estimate on data it was not
 * built from and writes apps/server/bench/ESTIMATES.md.
 *
 * - Rent: one London rental listing in five (by a hash of its id) is held back; the estimate for each
 *   held-back row uses the local-authority table and the other rentals only. Actual and estimate are both in
 *   today's pounds (the same index factor), so the error is that of the method.
 * - Value: one for-sale listing in five of the 60k Rightmove sample (same hash of its id) is held back; the
 *   estimate uses the other listings of the district, the authority table and Land Registry medians.
 * - Baseline: today's flat regional gross yield (regions.ts) applied to the home's value estimate, on the
 *   same held-back rentals (the rentals have no price; the value estimate is what the importer's price
 *   would be for such a home).
 *
 * Error: median absolute percentage error (MdAPE) = median of |estimate − actual| ÷ actual.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PropertyType } from '@stairway/domain/constants';
import {
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
} from '@stairway/domain/listing';
import { normaliseOutcode } from '@stairway/domain/postcode';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { type Estimate, estimateRent, quantile } from '@stairway/domain/rent-estimate';
import { estimateValue, type ValueComparable } from '@stairway/domain/value-estimate';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../src/config';
import {
  authorityFor,
  landRegistryFor,
  loadEstimateTables,
  type RentalRow,
} from '../src/db/seed/estimate-tables';
import { benchListingsFile } from './fixture';

/** FNV-1a hash of a string: the hold-out split is the same on every run and machine. */
export function heldBack(id: string): boolean {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 5 === 0;
}

const listingsFile = benchListingsFile();

type Listing = ValueComparable & { id: string; outcode: string; type: PropertyType; bedrooms: number };

/** Reads the for-sale listings as the importer maps them (dwellings with a price in its bounds). */
function readListings(file: string): Listing[] {
  const rows = parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;
  const out: Listing[] = [];
  for (const r of rows) {
    const price = Number(r.price);
    const outcode = normaliseOutcode(r.outcode ?? '');
    const { type, isDwelling } = mapListingPropertyType(r.property_type);
    const bedrooms = r.bedrooms ? Number(r.bedrooms) : isStudioType(r.property_type) ? 0 : Number.NaN;
    if (!outcode || !isDwelling || !Number.isInteger(bedrooms) || bedrooms > 10) continue;
    if (!(price >= MIN_LISTING_PRICE && price <= MAX_LISTING_PRICE)) continue;
    out.push({ id: r.listing_id ?? '', outcode, type, bedrooms, price });
  }
  return out;
}

const mdape = (pairs: Array<[number, number]>) =>
  quantile(
    pairs.filter(([e]) => e > 0).map(([estimate, actual]) => Math.abs(estimate - actual) / actual),
    0.5,
  );
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : 'n/a');
const inRange = (pairs: Array<{ e: Estimate; actual: number }>) =>
  pairs.filter((p) => p.e.value > 0 && p.actual >= p.e.low && p.actual <= p.e.high).length / pairs.length;

const tables = loadEstimateTables();
const listings = readListings(listingsFile);
const trainListings = new Map<string, Listing[]>();
for (const l of listings) {
  if (heldBack(l.id)) continue;
  const list = trainListings.get(l.outcode) ?? [];
  list.push(l);
  trainListings.set(l.outcode, list);
}
const valueFor = (outcode: string, type: PropertyType, bedrooms: number) =>
  estimateValue({
    bedrooms,
    type,
    comparables: trainListings.get(outcode) ?? [],
    authority: authorityFor(tables, outcode),
    landRegistry: landRegistryFor(tables, outcode),
  });

// Rent.
const allRentals = [...tables.rentals.values()].flat();
const testRentals = allRentals.filter((r) => heldBack(r.id) && r.type !== 'Other');
const trainRentals = new Map<string, RentalRow[]>();
for (const r of allRentals) {
  if (heldBack(r.id)) continue;
  const list = trainRentals.get(r.outcode) ?? [];
  list.push(r);
  trainRentals.set(r.outcode, list);
}
const studioShare =
  quantile(
    [...trainRentals.values()]
      .flat()
      .filter((r) => r.bedrooms === 0)
      .map((r) => r.rent),
    0.5,
  ) /
  quantile(
    [...trainRentals.values()]
      .flat()
      .filter((r) => r.bedrooms === 1)
      .map((r) => r.rent),
    0.5,
  );

type Variant = { name: string; estimate: (r: RentalRow) => number; estimates?: (r: RentalRow) => Estimate };
const rentFor = (r: RentalRow, options: { bathrooms: boolean; comparables: boolean }) =>
  estimateRent({
    bedrooms: Math.min(r.bedrooms, 10),
    bathrooms: options.bathrooms ? r.bathrooms : null,
    type: r.type ?? 'Flat',
    authority: authorityFor(tables, r.outcode),
    comparables: options.comparables ? (trainRentals.get(r.outcode) ?? []) : [],
  });
const yieldRent = (r: RentalRow) => {
  const value = valueFor(r.outcode, r.type ?? 'Flat', Math.min(r.bedrooms, 10)).value;
  return (value * getGrossYieldPercent([r.outcode])) / 100 / 12;
};
const variants: Variant[] = [
  {
    name: 'This method (comparables with bathrooms + local authority)',
    estimate: (r) => rentFor(r, { bathrooms: true, comparables: true }).value,
  },
  {
    name: 'Without bathrooms among the comparable features',
    estimate: (r) => rentFor(r, { bathrooms: false, comparables: true }).value,
  },
  {
    name: 'Local-authority table only (no comparables)',
    estimate: (r) => rentFor(r, { bathrooms: true, comparables: false }).value,
  },
  { name: 'Baseline: flat regional yield × value estimate', estimate: yieldRent },
];
const rentResults = variants.map((v) => {
  const pairs = testRentals.map((r) => [v.estimate(r), r.rent] as [number, number]);
  return { name: v.name, rows: pairs.filter(([e]) => e > 0).length, mdape: mdape(pairs) };
});
const fullRent = testRentals.map((r) => ({
  e: rentFor(r, { bathrooms: true, comparables: true }),
  actual: r.rent,
}));

// Value.
const testListings = listings.filter((l) => heldBack(l.id));
const valuePairs = testListings.map((l) => ({ e: valueFor(l.outcode, l.type, l.bedrooms), actual: l.price }));
const byBasis = (basis: string) => valuePairs.filter((p) => p.e.basis === basis);
const valueResults = [
  { name: 'This method (all held-back listings)', pairs: valuePairs },
  { name: '… where comparables were found', pairs: byBasis('comparables') },
  { name: '… where only the local-authority table was left', pairs: byBasis('local-authority') },
].map(({ name, pairs }) => ({
  name,
  rows: pairs.filter((p) => p.e.value > 0).length,
  mdape: mdape(pairs.map((p) => [p.e.value, p.actual])),
  inRange: pairs.length ? inRange(pairs) : Number.NaN,
}));

const lines = [
  '# Landlord estimates: measured error',
  '',
  'Regenerated by `npm run bench` (or `npm run bench:estimates`); do not edit by hand. Method:',
  '[docs/decisions/012-landlord-estimates.md](../../../docs/decisions/012-landlord-estimates.md). Held-back rows: one',
  'row in five (an FNV-1a hash of its listing id, mod 5 = 0), never used to build the estimate. Error: median absolute',
  'percentage error (MdAPE), |estimate − actual| ÷ actual.',
  '',
  `## Rent (${testRentals.length} held-back London rental listings of September 2020, ${allRentals.length - testRentals.length} used as comparables)`,
  '',
  '| method | rows estimated | MdAPE rent |',
  '|---|---:|---:|',
  ...rentResults.map((r) => `| ${r.name} | ${r.rows} | ${pct(r.mdape)} |`),
  '',
  `Actual rent inside the estimate's low–high range: ${pct(inRange(fullRent))} of rows. Target: within 15% MdAPE on rent.`,
  `Median studio rent ÷ median 1-bedroom rent in the training rows: ${studioShare.toFixed(2)} (STUDIO_RENT_SHARE).`,
  '',
  `## Value (${testListings.length} held-back for-sale listings of ${path.basename(listingsFile)}, December 2025)`,
  '',
  '| method | rows estimated | MdAPE value | actual inside the range |',
  '|---|---:|---:|---:|',
  ...valueResults.map((r) => `| ${r.name} | ${r.rows} | ${pct(r.mdape)} | ${pct(r.inRange)} |`),
  '',
  'Asking prices are the truth here (no sold prices by bedrooms exist in the data). Rent is measured only in',
  'London, the one place the bundled data has rental listings; elsewhere the rent is the local-authority',
  'table brought to today, whose error on the London rows is the "local-authority table only" line.',
  '',
];
const out = path.join(repoRoot, 'apps/server/bench/ESTIMATES.md');
fs.writeFileSync(out, lines.join('\n'));
console.log(lines.join('\n'));
