/**
 * The import section of `npm run bench` (run.ts): the listings file into the fresh database, again
 * (idempotent), and, with BENCH_SCALE, the file scaled with new ids.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/client';
import { importListings } from '../../src/db/seed/import-listings';
import { seedPostcodeDistricts, seedSettingsAndPromotions } from '../../src/db/seed/seed';
import { file, say, scale } from './settings';

/**
 * Seeds the districts, settings and promotions, imports the listings file twice and, with BENCH_SCALE, the
 * scaled file; prints the section.
 * @param db the bench database
 * @param dataDir a folder for the scaled file
 * @returns the first import's and the scaled import's time, seconds (null without BENCH_SCALE)
 */
export async function benchImport(
  db: Db,
  dataDir: string,
): Promise<{ importSeconds: number; scaledSeconds: number | null }> {
  say('## Import');
  say();
  await seedPostcodeDistricts(db);
  await seedSettingsAndPromotions(db);
  let started = performance.now();
  const report = await importListings(db, file);
  const importSeconds = (performance.now() - started) / 1000;
  say(
    `- ${path.basename(file)}: ${report.rows} rows, ${report.inserted} new, ${report.updated} updated, ${report.rejected.length} rejected, in ${importSeconds.toFixed(1)} s (${phases(report)})` +
      (report.inserted === 0 && report.unchanged > 0
        ? ' (the database already held them: a re-import, not the first import)'
        : ''),
  );
  started = performance.now();
  const again = await importListings(db, file);
  say(
    `- again (idempotent): ${again.unchanged} unchanged, ${again.inserted + again.updated} changed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  let scaledSeconds: number | null = null;
  if (scale > 1) {
    const scaled = path.join(dataDir, `scaled-${scale}x.csv`);
    writeScaledFile(file, scaled, scale);
    started = performance.now();
    const big = await importListings(db, scaled);
    scaledSeconds = (performance.now() - started) / 1000;
    say(
      `- scaled ${scale}x with new ids: ${big.rows} rows, ${big.inserted} new, ${big.rejected.length} rejected, in ${scaledSeconds.toFixed(1)} s (${phases(big)})`,
    );
  }
  return { importSeconds, scaledSeconds };
}

/** Where an import's time went (ImportReport.timings), in seconds. */
function phases({ timings }: { timings: { rowsMs: number; districtCountsMs: number; readModelMs: number } }) {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return `rows read, checked and written ${seconds(timings.rowsMs)} s, district counts ${seconds(timings.districtCountsMs)} s, read model ${seconds(timings.readModelMs)} s`;
}

/**
 * Writes `from` repeated `times` times, each copy with new listing ids (the copy number prepended) and its
 * prices `copy` pounds higher, so that every row is a new home (not the same home listed again, which the
 * importer reports as a duplicate).
 */
function writeScaledFile(from: string, to: string, times: number) {
  const [header, ...rows] = fs.readFileSync(from, 'utf8').split(/\r?\n/);
  const idColumn = (header ?? '').split(',').indexOf('listing_id');
  if (idColumn !== 0) throw new Error('BENCH_SCALE needs listing_id as the first column');
  const out = fs.openSync(to, 'w');
  fs.writeSync(out, `${header}\n`);
  // A copy is a new home, not a duplicate listing of the same one (same address, price and bedrooms, which
  // the importer keeps once): its price is `copy` pounds higher. The price is the fourth field from the end,
  // and the last four fields (price, bedrooms, type, date) never hold a comma, so counting from the end is safe.
  const copyOf = (row: string, copy: number) => {
    const fields = row.split(',');
    const at = fields.length - 4;
    const price = Number(fields[at]);
    if (fields[at] !== '' && Number.isFinite(price)) fields[at] = String(price + copy);
    return `9${copy}0${fields.join(',')}`;
  };
  for (let copy = 0; copy < times; copy += 1) {
    fs.writeSync(out, `${rows.map((row) => (row && copy > 0 ? copyOf(row, copy) : row)).join('\n')}\n`);
  }
  fs.closeSync(out);
}
