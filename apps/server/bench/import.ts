/**
 * `npm run bench:import` (and part of `npm run bench`): the listings importer at the scale of the whole UK
 * market: rows that have only coordinates are placed with a spatial index, and 600,000 coordinate-only rows
 * import in at most 60 s on PostgreSQL, measured beside the postcode-only import of the same size.
 *
 * From the 60k Rightmove sample (bench/fixture.ts benchListingsFile) it writes two files of BENCH_IMPORT_SCALE
 * (default 10) copies of every row with new ids and a copy number in the street, so that no copy is taken for a
 * duplicate: one with coordinates and no postcode (the district's centroid, from outcode-centroids.csv, plus a
 * deterministic offset of up to about 1 km: rows of unknown districts are left out), and one with the postcode
 * and no coordinates. Each is imported into an empty listings table of a database of its own on the PostgreSQL
 * at BENCH_IMPORT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the database is made and
 * dropped here), then, smaller, the coordinate-only file of one copy into an embedded PGlite in memory. It prints
 * a Markdown table (time, rows per second, and where the time went) with the machine's cores and load average,
 * which bench/IMPORT.md records. The target is checked here: the coordinate-only import within 60 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPinOffset } from '@stairway/domain/listing';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { importListings } from '../src/db/seed/import-listings';
import { loadDistricts } from '../src/db/seed/import-placement';
import { seedPostcodeDistricts } from '../src/db/seed/seed';
import { benchListingsFile } from './fixture';

/** The coordinate-only import of 600,000 rows must take at most this long on PostgreSQL. */
const TARGET_SECONDS = 60;

const scale = Number(process.env.BENCH_IMPORT_SCALE ?? 10);
const serverUrl = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-import-'));

/** One measured import. */
type Measured = {
  label: string;
  rows: number;
  imported: number;
  rejected: number;
  ms: number;
  detail: string;
};

/**
 * Writes the scaled files: every source row `copies` times, with coordinates and no postcode, and with the
 * postcode and no coordinates.
 * @returns the two files' paths and how many rows each holds
 */
async function writeScaledFiles(
  source: string,
  copies: number,
  centroids: Map<string, { lat: number; lng: number }>,
) {
  const coordinatesFile = path.join(workDir, `coordinates-only-${copies}x.csv`);
  const postcodesFile = path.join(workDir, `postcode-only-${copies}x.csv`);
  const columns = [
    'listing_id',
    'url',
    'address',
    'postcode',
    'outcode',
    'price',
    'bedrooms',
    'property_type',
    'scraped_at',
    'latitude',
    'longitude',
  ];
  const rows = parse(fs.readFileSync(source), { columns: true }) as Array<Record<string, string>>;
  const header = `${columns.join(',')}\n`;
  fs.writeFileSync(coordinatesFile, header);
  fs.writeFileSync(postcodesFile, header);
  let coordinateRows = 0;
  let postcodeRows = 0;
  for (let copy = 0; copy < copies; copy += 1) {
    const coordinates: string[][] = [];
    const postcodes: string[][] = [];
    for (const row of rows) {
      const id = `${row.listing_id}${copy === 0 ? '' : `c${copy}`}`;
      // The copy number in the first part of the address, so that copies are not one home (import-duplicates.ts).
      const address =
        copy === 0 ? (row.address ?? '') : (row.address ?? '').replace(/^([^,\n]*)/, `$1 ${copy}`);
      const base: Record<string, string> = {
        ...row,
        listing_id: id,
        url: `https://www.rightmove.co.uk/properties/${id}`,
        address,
      };
      postcodes.push(columns.map((c) => (c === 'latitude' || c === 'longitude' ? '' : (base[c] ?? ''))));
      const centroid = centroids.get(row.outcode ?? '');
      if (!centroid) continue;
      const offset = getPinOffset(`bench-${id}`);
      const placed: Record<string, string> = {
        ...base,
        postcode: '',
        outcode: '',
        latitude: (centroid.lat + offset.dLat * 0.7).toFixed(6),
        longitude: (centroid.lng + offset.dLng * 0.7).toFixed(6),
      };
      coordinates.push(columns.map((c) => placed[c] ?? ''));
    }
    fs.appendFileSync(coordinatesFile, stringify(coordinates));
    fs.appendFileSync(postcodesFile, stringify(postcodes));
    coordinateRows += coordinates.length;
    postcodeRows += postcodes.length;
  }
  return { coordinatesFile, coordinateRows, postcodesFile, postcodeRows };
}

/** Imports a file into the database's empty listings table, measures it and prints the figure at once. */
async function measure(database: Database, label: string, file: string, rows: number): Promise<Measured> {
  await database.db.execute(sql`truncate listings cascade`);
  const started = performance.now();
  const report = await importListings(database.db, file);
  const ms = performance.now() - started;
  const { rowsMs, districtCountsMs, readModelMs } = report.timings;
  const measured = {
    label,
    rows,
    imported: report.inserted,
    rejected: report.rejected.length,
    ms,
    detail: `rows ${(rowsMs / 1000).toFixed(1)} s, district counts ${(districtCountsMs / 1000).toFixed(1)} s, read model ${(readModelMs / 1000).toFixed(1)} s`,
  };
  console.log(`  ${line(measured)}  (load average ${os.loadavg()[0].toFixed(2)})`);
  return measured;
}

/** Opens a new PostgreSQL database of its own on the server, dropped by the returned close. */
async function openBenchPostgres(): Promise<Database> {
  const url = new URL(serverUrl);
  const name = `stairway_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: own.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

function line(m: Measured): string {
  return `| ${m.label} | ${m.rows.toLocaleString('en-GB')} | ${m.imported.toLocaleString('en-GB')} | ${m.rejected.toLocaleString('en-GB')} | ${(m.ms / 1000).toFixed(1)} | ${Math.round((m.rows / m.ms) * 1000).toLocaleString('en-GB')} | ${m.detail} |`;
}

try {
  const loadBefore = os.loadavg();
  const results: Measured[] = [];
  const postgres = await openBenchPostgres();
  try {
    await seedPostcodeDistricts(postgres.db);
    const centroids = await loadDistricts(postgres.db);
    const source = benchListingsFile();
    console.log(
      `Writing ${scale}× ${path.basename(source)} as coordinate-only and postcode-only files in ${workDir}…`,
    );
    const big = await writeScaledFiles(source, scale, centroids);
    const small = await writeScaledFiles(source, 1, centroids);
    console.log('Importing on PostgreSQL…');
    results.push(
      await measure(
        postgres,
        `PostgreSQL, coordinates only (${scale}×)`,
        big.coordinatesFile,
        big.coordinateRows,
      ),
    );
    results.push(
      await measure(postgres, `PostgreSQL, postcodes only (${scale}×)`, big.postcodesFile, big.postcodeRows),
    );
    await postgres.close();
    console.log('Importing on PGlite (in memory)…');
    const pglite = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await seedPostcodeDistricts(pglite.db);
      results.push(
        await measure(pglite, 'PGlite, coordinates only (1×)', small.coordinatesFile, small.coordinateRows),
      );
      results.push(
        await measure(pglite, 'PGlite, postcodes only (1×)', small.postcodesFile, small.postcodeRows),
      );
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await postgres.close().catch(() => undefined);
    throw error;
  }
  const loadAfter = os.loadavg();
  console.log(
    `\n${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(
    `Load average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')}; after: ${loadAfter.map((l) => l.toFixed(2)).join(', ')}\n`,
  );
  console.log('| import | rows | imported | rejected | seconds | rows/s | where the time went |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const m of results) console.log(line(m));
  const coordinates = results[0];
  if (coordinates) {
    const seconds = coordinates.ms / 1000;
    const met = seconds <= TARGET_SECONDS;
    console.log(
      `\n${met ? '✓' : '✗'} ${coordinates.label}: ${seconds.toFixed(1)} s (target at most ${TARGET_SECONDS} s)`,
    );
    if (!met) process.exitCode = 1;
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
