/**
 * `npm run import:listings -- FILE [--report-dir DIR] [--complete]`: imports a listings CSV (`.csv` or
 * `.csv.gz`), or a Rightmove BLM feed (a `.blm`, or the agent's `.zip` or a folder holding the `.blm` and its
 * photo files), into the configured
 * database (DATABASE_URL, or the embedded database in ./data/pg). A zip's or folder's photos are stored with
 * the configured storage (S3 when S3_BUCKET is set, else DATA_DIR/uploads), as the server's are. Stop the
 * server first when using the embedded database: PGlite has no lock across processes. `--complete`: the file is
 * the source's whole feed, so its homes the file no longer holds are marked no longer available. Once
 * imported, the servers running on the same PostgreSQL are told to forget the answers they remember, so that
 * they answer with the new homes at once (lib/invalidation-bus.ts, decision 062).
 */
import path from 'node:path';
import { createStorage } from '../../composition';
import { loadConfig } from '../../config';
import { notifyInvalidation } from '../../lib/invalidation-messages';
import { resolveJwtSecret } from '../../lib/tokens';
import { openDatabaseForCommand } from '../client';
import { importListings } from './import-listings';
import { seedPostcodeDistricts } from './seed';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const reportDirIndex = args.indexOf('--report-dir');
if (!file) {
  console.error(
    'Usage: npm run import:listings -- FILE.csv|FILE.csv.gz|FILE.blm|FILE.zip|FOLDER [--report-dir DIR] [--complete]',
  );
  process.exit(2);
}
const config = loadConfig();
const reportDir =
  reportDirIndex >= 0 ? args[reportDirIndex + 1] : path.join(config.DATA_DIR, 'import-reports');
const database = await openDatabaseForCommand({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
});
try {
  await seedPostcodeDistricts(database.db);
  const started = Date.now();
  const storage = createStorage(config, resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR));
  const report = await importListings(database.db, path.resolve(file), {
    reportDir,
    storage,
    complete: args.includes('--complete'),
  });
  try {
    await notifyInvalidation(database, ['homes']);
  } catch (error) {
    console.warn(
      `The running servers could not be told of the import (${error instanceof Error ? error.message : error}); ` +
        'they answer with the new homes within a second.',
    );
  }
  /** Reasons with their figures taken out, so that rows left out for the same rule count together. */
  const tally = (rows: Array<{ reason: string }>) => {
    const reasons = new Map<string, number>();
    for (const r of rows) {
      const key = r.reason
        .replace(/(address|description) "[^"]*"/, '$1 "…"')
        .replace(/'[^']*'/g, "'…'")
        .replace(/£[\d,]+/g, '£…')
        .replace(/-?\d+(\.\d+)?/g, '…')
        .replace(/ \(.*\)$/, '')
        .replace(/district .*/, 'district');
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    return [...reasons].sort((a, b) => b[1] - a[1]);
  };
  console.log(`Imported ${path.basename(file)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  rows:        ${report.rows}`);
  console.log(`  inserted:    ${report.inserted}`);
  console.log(`  updated:     ${report.updated}`);
  console.log(`  unchanged:   ${report.unchanged}`);
  console.log(`  not homes:   ${report.nonHomes.length} (kept, not offered)`);
  for (const [reason, n] of tally(report.nonHomes)) console.log(`    ${n} × ${reason}`);
  console.log(`  rejected:    ${report.rejected.length} (${report.duplicates.length} of them duplicates)`);
  for (const [reason, n] of tally(report.rejected)) console.log(`    ${n} × ${reason}`);
  if (report.removed > 0 || args.includes('--complete'))
    console.log(`  no longer available: ${report.removed} (not in this complete feed)`);
  if (report.returned > 0) console.log(`  available again: ${report.returned}`);
  if (report.photos) {
    // e.g. "photos: 12 stored (3 new), 1 not supplied, 1 not an image"
    const problems = new Map<string, number>();
    for (const p of report.photos.problems) problems.set(p.problem, (problems.get(p.problem) ?? 0) + 1);
    const left = [...problems].map(([problem, n]) => `, ${n} ${problem}`).join('');
    console.log(`  photos:      ${report.photos.stored} stored (${report.photos.written} new)${left}`);
    for (const p of report.photos.problems.slice(0, 10))
      console.log(`    line ${p.line}, ${p.listingId}: ${p.file} ${p.problem}`);
    if (report.photos.problems.length > 10)
      console.log(`    … and ${report.photos.problems.length - 10} more`);
    if (problems.has('not supplied') && path.extname(file).toLowerCase() === '.blm')
      console.log(
        '    (a .blm alone brings no photo files: import the agent’s .zip, or a folder with the feed and its photos)',
      );
  }
  if (report.reportFile) console.log(`  report:      ${report.reportFile}`);
  if (report.duplicatesFile) console.log(`  duplicates:  ${report.duplicatesFile}`);
  if (report.nonHomesFile) console.log(`  not homes:   ${report.nonHomesFile}`);
  if (report.photoReportFile) console.log(`  photos left out: ${report.photoReportFile}`);
} finally {
  await database.close();
}
