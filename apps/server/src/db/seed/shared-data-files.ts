/**
 * Reading ../shared/data and writing apps/server/seed-data, for the scripts that make the bundled estimate files
 * (make-estimate-tables.ts, make-estimate-observations.ts). The shared folder is the script's first argument,
 * else `$SHARED_DIR/data`, else ../shared/data beside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { repoRoot } from '../../config';
import { seedDataDir } from './seed';

const shared =
  process.argv[2] ?? path.resolve(process.env.SHARED_DIR ?? path.resolve(repoRoot, '../shared'), 'data');

/**
 * Reads a CSV of the shared data folder, one record per row keyed by its header (byte-order mark and blank lines
 * skipped, short rows allowed).
 * @param file path inside the shared data folder
 * @throws Error when the file is missing
 */
export function readSharedCsv(file: string): Array<Record<string, string>> {
  return parse(fs.readFileSync(path.join(shared, file)), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as Array<Record<string, string>>;
}

/**
 * Writes a CSV into apps/server/seed-data with a header, and prints its row count.
 * @param file the file name in seed-data
 * @param rows the rows, in the order of `columns`
 */
export function writeSeedCsv(file: string, rows: unknown[][], columns: string[]): void {
  fs.writeFileSync(path.join(seedDataDir, file), stringify(rows, { header: true, columns }));
  console.log(`${file}: ${rows.length} rows`);
}
