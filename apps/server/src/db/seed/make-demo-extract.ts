/**
 * Makes the bundled demo extract (apps/server/seed-data/listings-demo.csv) from the 60k-row Rightmove
 * sample in ../shared/data. For every postcode area it keeps up to MAX_ROWS_PER_DISTRICT evenly spaced rows of
 * its busiest districts (DISTRICTS_PER_AREA), so each district a user picks has a real choice of homes and every UK region is
 * present. Rows are copied byte for byte. Run: node --import tsx apps/server/src/db/seed/make-demo-extract.ts [SOURCE.csv]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../../config';
import { demoListingsFile } from './seed';

const DISTRICTS_PER_AREA = 2;
const MAX_ROWS_PER_DISTRICT = 20;
const source =
  process.argv[2] ??
  path.resolve(repoRoot, '../shared/data/rightmove-forsale-uk-2025/listings_sample_60k.csv');
const text = fs.readFileSync(source, 'utf8');
const records = parse(text, { columns: true, raw: true, skip_empty_lines: true }) as Array<{
  record: Record<string, string>;
  raw: string;
}>;
const header = text.slice(0, text.indexOf('\n'));

const byDistrict = new Map<string, typeof records>();
for (const r of records) {
  const outcode = r.record.outcode ?? '';
  if (!outcode) continue;
  const list = byDistrict.get(outcode) ?? [];
  list.push(r);
  byDistrict.set(outcode, list);
}
const byArea = new Map<string, string[]>();
for (const outcode of byDistrict.keys()) {
  const area = outcode.match(/^[A-Z]+/)?.[0] ?? outcode;
  byArea.set(area, [...(byArea.get(area) ?? []), outcode]);
}
const chosen: string[] = [];
for (const outcodes of byArea.values()) {
  outcodes.sort(
    (a, b) => (byDistrict.get(b)?.length ?? 0) - (byDistrict.get(a)?.length ?? 0) || a.localeCompare(b),
  );
  chosen.push(...outcodes.slice(0, DISTRICTS_PER_AREA));
}
chosen.sort();
/** Evenly spaced rows, so a district's sample spreads over its whole postcode range. */
const spread = <T>(list: T[], n: number): T[] =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as T);
const lines = chosen.flatMap((o) =>
  spread(byDistrict.get(o) ?? [], MAX_ROWS_PER_DISTRICT).map((r) => r.raw.replace(/\r?\n$/, '')),
);
fs.writeFileSync(demoListingsFile, `${header}\n${lines.join('\n')}\n`);
console.log(
  `Wrote ${lines.length} listings in ${chosen.length} districts of ${byArea.size} postcode areas to ${demoListingsFile}`,
);
