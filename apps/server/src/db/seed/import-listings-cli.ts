/**
 * `npm run import:listings -- FILE.csv [--report-dir DIR]`: imports a listings CSV into the configured
 * database (DATABASE_URL, or the embedded database in ./data/pg). Stop the server first when using the
 * embedded database: PGlite has no lock across processes.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { importListings } from './import-listings';
import { seedPostcodeDistricts } from './seed';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const reportDirIndex = args.indexOf('--report-dir');
if (!file) {
  console.error('Usage: npm run import:listings -- FILE.csv [--report-dir DIR]');
  process.exit(2);
}
const config = loadConfig();
const reportDir =
  reportDirIndex >= 0 ? args[reportDirIndex + 1] : path.join(config.DATA_DIR, 'import-reports');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await seedPostcodeDistricts(database.db);
  const started = Date.now();
  const report = await importListings(database.db, path.resolve(file), { reportDir });
  const reasons = new Map<string, number>();
  for (const r of report.rejected) {
    const key = r.reason.replace(/£[\d,]+ is/, '£… is').replace(/district .*/, 'district');
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  console.log(`Imported ${path.basename(file)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  rows:        ${report.rows}`);
  console.log(`  inserted:    ${report.inserted}`);
  console.log(`  updated:     ${report.updated}`);
  console.log(`  unchanged:   ${report.unchanged}`);
  console.log(`  not homes:   ${report.nonDwellings} (land, plots, parking: kept, not offered)`);
  console.log(`  rejected:    ${report.rejected.length}`);
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`    ${n} × ${reason}`);
  if (report.reportFile) console.log(`  report:      ${report.reportFile}`);
} finally {
  await database.close();
}
