/**
 * Makes the bundled tables of the landlord estimate (apps/server/seed-data/DATA.md, "Estimate tables") from
 * the files in ../shared/data, so that the product runs without them:
 *
 * - `local-authority-quartiles-2019.csv`: the 2019 rent and purchase quartiles by local authority and
 *   bedrooms, values unchanged, the growth and affordability columns left out;
 * - `outcode-local-authorities.csv`: each postcode district's local authorities with weights, from the bundled
 *   ONS boundaries and the district centroids (make-outcode-authorities.ts);
 * - `land-registry-medians.csv`: HM Land Registry median price paid by postcode district and by local
 *   authority, for the November 2018 England and Wales update and for the Isle of Wight 2024–2026 updates.
 *
 * Run: node --import tsx apps/server/src/db/seed/make-estimate-tables.ts [SHARED_DATA_DIR] (default `$SHARED_DIR/data`,
 * else ../shared/data beside the repository)
 */
import fs from 'node:fs';
import path from 'node:path';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { quantile } from '@stairway/domain/rent-estimate';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { repoRoot } from '../../config';
import { makeOutcodeAuthorities } from './make-outcode-authorities';
import { seedDataDir } from './seed';

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

// 1. Local-authority quartiles.
const laRows = read('local-authority-rent-and-price-quartiles-2019/la_rent_buy_quartiles_bbc_2019.csv');
const quartileColumns = ['rent', 'buy'].flatMap((kind) =>
  [1, 2, 3, 4].flatMap((b) => ['lq', 'median', 'uq'].map((q) => `${kind}_${q}Value${b}Bed`)),
);
write(
  'local-authority-quartiles-2019.csv',
  laRows.map((r) => [r.la_code, r.name, r.geoRegionName, ...quartileColumns.map((c) => r[c] ?? '')]),
  ['la_code', 'name', 'geoRegionName', ...quartileColumns],
);

// 2. District to authorities, weighted, from the bundled ONS boundaries (make-outcode-authorities.ts). The Land
// Registry authority medians below use each district's authority of the largest weight.
const authorityOf = makeOutcodeAuthorities().majority;

// 3. The London rental listings are made by make-estimate-observations.ts (issue 32).

// 4. Land Registry medians by district and authority.
const groups = new Map<string, number[]>();
const add = (key: string, price: number) => {
  const list = groups.get(key) ?? [];
  list.push(price);
  groups.set(key, list);
};
for (const r of read(
  'land-registry-ppd-england-wales-2018-11-trimmed/pp-monthly-update-2018-11-price-postcode-place.csv',
)) {
  const postcode = normalisePostcode(r.Postcode ?? '');
  const outcode = postcode ? normaliseOutcode(postcode) : null;
  const price = Number(r.Price);
  if (!outcode || !Number.isFinite(price) || price <= 0) continue;
  add(`district|${outcode}|2018-11`, price);
  const la = authorityOf.get(outcode);
  if (la) add(`authority|${la}|2018-11`, price);
}
const iow = read('land-registry-ppd-isle-of-wight/ppd_isle_of_wight_monthly_updates_combined.csv');
const latest = new Map<string, Record<string, string>>();
for (const r of iow) if (r.transaction_id) latest.set(r.transaction_id, r);
for (const r of latest.values()) {
  const postcode = normalisePostcode(r.postcode ?? '');
  const outcode = postcode ? normaliseOutcode(postcode) : null;
  const price = Number(r.price);
  const year = Number((r.date_of_transfer ?? '').slice(0, 4));
  if (!outcode || r.record_status === 'D' || r.ppd_category_type !== 'A' || r.property_type === 'O') continue;
  if (year < 2024 || !Number.isFinite(price) || price <= 0) continue;
  add(`district|${outcode}|2024-2026`, price);
  const la = authorityOf.get(outcode);
  if (la) add(`authority|${la}|2024-2026`, price);
}
const medians = [...groups.entries()]
  .filter(([, prices]) => prices.length >= 5)
  .map(([key, prices]) => [...key.split('|'), prices.length, Math.round(quantile(prices, 0.5))])
  .sort((a, b) => String(a.slice(0, 3)).localeCompare(String(b.slice(0, 3))));
write('land-registry-medians.csv', medians, ['level', 'area', 'period', 'sales', 'median']);
