/**
 * Makes the bundled address index (apps/server/seed-data/addresses-isle-of-wight.csv) from the HM Land Registry
 * Price Paid Data rows in ../shared/data/land-registry-ppd-isle-of-wight (see its SOURCE.md and
 * seed-data/DATA.md): the address columns postcode, saon, paon, street, locality and town_city of every
 * transaction, kept only when the postcode is a valid full UK postcode and the address is a home
 * (isHomeAddress), de-duplicated and sorted by postcode. Values are copied unchanged (trimmed).
 * Run: node --import tsx apps/server/src/db/seed/make-address-index.ts [SOURCE.csv]
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalisePostcode } from '@stairway/domain/postcode';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { repoRoot } from '../../config';
import { isHomeAddress, knownAddressesFile, type PpdAddress } from './known-addresses';

const source =
  process.argv[2] ??
  path.resolve(
    repoRoot,
    '../shared/data/land-registry-ppd-isle-of-wight/ppd_isle_of_wight_monthly_updates_combined.csv',
  );
const records = parse(fs.readFileSync(source), { columns: true, skip_empty_lines: true }) as Array<
  Record<string, string>
>;
const columns = ['postcode', 'saon', 'paon', 'street', 'locality', 'town_city'] as const;

const distinct = new Map<string, PpdAddress>();
let skipped = 0;
for (const record of records) {
  const address = Object.fromEntries(columns.map((c) => [c, (record[c] ?? '').trim()])) as PpdAddress;
  if (!normalisePostcode(address.postcode) || !isHomeAddress(address)) {
    skipped += 1;
    continue;
  }
  distinct.set(columns.map((c) => address[c]).join('|'), address);
}
const rows = [...distinct.values()].sort(
  (a, b) =>
    a.postcode.localeCompare(b.postcode) ||
    a.street.localeCompare(b.street) ||
    a.paon.localeCompare(b.paon, 'en', { numeric: true }) ||
    a.saon.localeCompare(b.saon, 'en', { numeric: true }),
);
fs.writeFileSync(knownAddressesFile, stringify(rows, { header: true, columns: [...columns] }));
console.log(
  `Read ${records.length} transactions; skipped ${skipped} (no valid postcode or not a home); wrote ${rows.length} distinct addresses in ${new Set(rows.map((r) => r.postcode)).size} postcodes to ${knownAddressesFile}`,
);
