import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { quantile } from '@stairway/domain/rent-estimate';
import { makeOutcodeAuthorities } from './make-outcode-authorities';
import { readSharedCsv, writeSeedCsv } from './shared-data-files';

// 1. Local-authority quartiles.
const laRows = readSharedCsv(
  'local-authority-rent-and-price-quartiles-2019/la_rent_buy_quartiles_bbc_2019.csv',
);
const quartileColumns = ['rent', 'buy'].flatMap((kind) =>
  [1, 2, 3, 4].flatMap((b) => ['lq', 'median', 'uq'].map((q) => `${kind}_${q}Value${b}Bed`)),
);
writeSeedCsv(
  'local-authority-quartiles-2019.csv',
  laRows.map((r) => [r.la_code, r.name, r.geoRegionName, ...quartileColumns.map((c) => r[c] ?? '')]),
  ['la_code', 'name', 'geoRegionName', ...quartileColumns],
);

// 2. District to authorities, weighted, from the bundled ONS boundaries (make-outcode-authorities.ts). The Land
// Registry authority medians below use each district's authority of the largest weight.
const authorityOf = makeOutcodeAuthorities().majority;

// 3. The London rental listings are made by make-estimate-observations.ts.

// 4. Land Registry medians by district and authority.
const groups = new Map<string, number[]>();
const add = (key: string, price: number) => {
  const list = groups.get(key) ?? [];
  list.push(price);
  groups.set(key, list);
};
for (const r of readSharedCsv(
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
const iow = readSharedCsv('land-registry-ppd-isle-of-wight/ppd_isle_of_wight_monthly_updates_combined.csv');
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
writeSeedCsv('land-registry-medians.csv', medians, ['level', 'area', 'period', 'sales', 'median']);
