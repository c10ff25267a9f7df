/**
 * Makes the bundled district labels (apps/server/seed-data/DATA.md, "outcode-post-towns.csv" and
 * "outcode-labels.csv"; SE1 was once labelled "Camberwell", which is SE5) from the files in
 * ../shared/data, so that the product runs without them:
 *
 * - `outcode-post-towns.csv`: each England and Wales postcode district's post town, the one most of its
 *   HM Land Registry November 2018 sales carry (Town/City, Royal Mail's post town), with how many did;
 * - `outcode-labels.csv`: every district of `outcode-centroids.csv` with its label (`districtLabel`,
 *   packages/domain/src/districts.ts): the post town, after the old outcode table's locality only when at
 *   least two of the district's listings in the 60k Rightmove sample name that locality in their address;
 *   without a post town, a locality so confirmed, else the old table's county or council area.
 *
 * Run: node --import tsx apps/server/src/db/seed/make-outcode-labels.ts [SHARED_DATA_DIR] (default
 * `$SHARED_DIR/data`, else ../shared/data beside the repository). It prints how many labels changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { districtLabel, dominantPostTown, isPlaceName } from '@stairway/domain/districts';
import { normaliseOutcode } from '@stairway/domain/postcode';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { repoRoot } from '../../config';
import { seedDataDir } from './seed';

const shared =
  process.argv[2] ?? path.resolve(process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared'), 'data');
const readCsv = (file: string) =>
  parse(fs.readFileSync(file), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;

// 1. Post towns: the most common Place of each district's Land Registry sales.
const placeCounts = new Map<string, Map<string, number>>();
const allPostTowns = new Set<string>();
for (const r of readCsv(
  path.join(
    shared,
    'land-registry-ppd-england-wales-2018-11-trimmed/pp-monthly-update-2018-11-price-postcode-place.csv',
  ),
)) {
  const outcode = normaliseOutcode((r.Postcode ?? '').trim().split(/\s+/)[0] ?? '');
  const place = (r.Place ?? '').trim().toUpperCase();
  if (!outcode || !(r.Postcode ?? '').includes(' ') || !place) continue;
  allPostTowns.add(place);
  const counts = placeCounts.get(outcode) ?? new Map<string, number>();
  counts.set(place, (counts.get(place) ?? 0) + 1);
  placeCounts.set(outcode, counts);
}
const postTowns = new Map<string, { town: string; sales: number }>();
for (const [outcode, counts] of placeCounts) {
  const town = dominantPostTown(counts);
  if (town) postTowns.set(outcode, { town, sales: counts.get(town) ?? 0 });
}

// 2. How many listings of each district name each address part ("Camberwell", "London").
const mentions = new Map<string, Map<string, number>>();
for (const r of readCsv(path.join(shared, 'rightmove-forsale-uk-2025/listings_sample_60k.csv'))) {
  const outcode = normaliseOutcode(r.outcode ?? '');
  if (!outcode) continue;
  const parts = new Set(
    (r.address ?? '')
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
  const counts = mentions.get(outcode) ?? new Map<string, number>();
  for (const part of parts) counts.set(part, (counts.get(part) ?? 0) + 1);
  mentions.set(outcode, counts);
}

// 3. The labels of every district with a centroid.
const oldTable = new Map(
  readCsv(path.join(seedDataDir, 'outcode-towns.csv')).map((t) => [normaliseOutcode(t.outcode ?? ''), t]),
);
const outcodes = [
  ...new Set(
    readCsv(path.join(seedDataDir, 'outcode-centroids.csv'))
      .map((c) => normaliseOutcode(c.outcode ?? ''))
      .filter((o): o is string => Boolean(o)),
  ),
].sort();
const labels = outcodes.map((outcode) => {
  const old = oldTable.get(outcode);
  const locality = isPlaceName(old?.town) ? old.town.trim() : null;
  const { label, source } = districtLabel({
    postTown: postTowns.get(outcode)?.town ?? null,
    locality,
    county: old?.county?.trim() || null,
    listingMentions: locality ? (mentions.get(outcode)?.get(locality.toLowerCase()) ?? 0) : 0,
    isPostTown: (name) => allPostTowns.has(name.toUpperCase()),
  });
  // What the seed labelled it before (the earlier seed.ts): the old town, else the county.
  const before = locality ?? (old?.county || null);
  return { outcode, label, source, before };
});

const write = (file: string, rows: unknown[][], columns: string[]) => {
  fs.writeFileSync(path.join(seedDataDir, file), stringify(rows, { header: true, columns }));
  console.log(`${file}: ${rows.length} rows`);
};
write(
  'outcode-post-towns.csv',
  [...postTowns].sort(([a], [b]) => a.localeCompare(b)).map(([outcode, p]) => [outcode, p.town, p.sales]),
  ['outcode', 'post_town', 'sales'],
);
write(
  'outcode-labels.csv',
  labels.map((l) => [l.outcode, l.label ?? '', l.source ?? '']),
  ['outcode', 'label', 'source'],
);
const changed = labels.filter((l) => (l.label ?? null) !== l.before);
const bySource = new Map<string, number>();
for (const l of labels) bySource.set(l.source ?? 'none', (bySource.get(l.source ?? 'none') ?? 0) + 1);
console.log(`labels by source: ${JSON.stringify(Object.fromEntries(bySource))}`);
console.log(`labels changed: ${changed.length} of ${labels.length}`);
for (const oc of ['SE1', 'SE5', 'SW1A', 'M1', 'L1', 'PO37', 'SO16', 'EH1', 'CF10', 'BT1']) {
  const l = labels.find((x) => x.outcode === oc);
  console.log(`${oc}: ${l?.before ?? '–'} -> ${l?.label ?? '–'} (${l?.source ?? '–'})`);
}
