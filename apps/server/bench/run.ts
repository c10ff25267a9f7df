/**
 * `npm run bench`: benchmarks that speed targets are checked with (not timed tests).
 *
 * 1. getHomesSelection latency (p50, p95) over the full 60k-row listings import: the file is imported into a
 *    fresh embedded database (or the PostgreSQL at BENCH_DATABASE_URL), then getHomesSelection is called
 *    through the real GraphQL stack in-process (parse, validate, auth, resolver, SQL, serialisation) for
 *    typical district sets.
 *
 * The listings file is BENCH_LISTINGS_FILE, else ../shared/data/rightmove-forsale-uk-2025/listings_sample_60k.csv,
 * else the bundled demo extract (with a warning: the numbers are then not the 60k benchmark).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { postcodeDistricts } from '../src/db/schema';
import { importListings } from '../src/db/seed/import-listings';
import { demoListingsFile, seedPostcodeDistricts, seedSettingsAndPromotions } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { createServices } from '../src/services/bootstrap';
import { createGraphQL } from '../src/yoga';

const sharedFile = path.resolve(repoRoot, '../shared/data/rightmove-forsale-uk-2025/listings_sample_60k.csv');
const file = process.env.BENCH_LISTINGS_FILE ?? (fs.existsSync(sharedFile) ? sharedFile : demoListingsFile);
if (file === demoListingsFile) {
  console.warn(
    '! The 60k file was not found: benchmarking the bundled demo extract instead. Set BENCH_LISTINGS_FILE.',
  );
}
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const warmup = 30;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, pgliteDir: 'memory://' });
const services = await createServices(
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  }),
  { database, logger: createLogger('silent'), rateLimits: { emailSendsPerHour: 1000 } },
);
const db = services.db;
console.log(
  `Database: ${database.driver}${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL)' : ' (embedded, in memory)'}`,
);
await seedPostcodeDistricts(db);
await seedSettingsAndPromotions(db);
let started = performance.now();
const report = await importListings(db, file);
const importSeconds = (performance.now() - started) / 1000;
console.log(
  `Imported ${path.basename(file)}: ${report.rows} rows, ${report.inserted} new, ${report.rejected.length} rejected, in ${importSeconds.toFixed(1)} s`,
);
started = performance.now();
const again = await importListings(db, file);
console.log(
  `Re-import (idempotent): ${again.unchanged} unchanged, ${again.inserted + again.updated} changed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const yoga = createGraphQL(services);
const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
  const response = await yoga.fetch('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ? `Bearer ${token}` : '' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, { token?: string; listings?: unknown[] }>;
    errors?: unknown[];
  };
};

const busiest = (
  await db.select().from(postcodeDistricts).orderBy(desc(postcodeDistricts.listingCount)).limit(60)
).map((d) => d.outcode);
const onboarded = await call('mutation($i: OnboardInput!) { onboard(input: $i) { token } }', {
  i: {
    firstName: 'Bench',
    lastName: 'Mark',
    email: 'bench@example.com',
    password: 'bench password 1',
    grossAnnualPay: 50_000,
    deposit: 20_000,
    depositSource: 'CashSavings',
    preferredLocations: busiest.slice(0, 3),
    checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  },
});
const token = onboarded.data?.onboard?.token;
if (!token) throw new Error(`Could not onboard the bench user: ${JSON.stringify(onboarded.errors)}`);

const query = /* GraphQL */ `
  query Homes($input: GetHomesSelectionInput!) {
    getHomesSelection(input: $input) {
      listings { id type address postcode outcode askingPrice bedrooms bathrooms rent imageUrl link lat lng images listedAt }
      featured { id }
    }
  }
`;
const scenarios = [
  { name: '1 district (typical)', postcodes: [busiest[30] ?? 'SO16'] },
  { name: '3 busiest districts', postcodes: busiest.slice(0, 3) },
  { name: '5 districts', postcodes: busiest.slice(5, 10) },
  { name: '10 districts (maximum)', postcodes: busiest.slice(10, 20) },
];

const results = [];
for (const scenario of scenarios) {
  let listings = 0;
  for (let i = 0; i < warmup; i += 1) await call(query, { input: { postcodes: scenario.postcodes } }, token);
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    const result = await call(query, { input: { postcodes: scenario.postcodes } }, token);
    times.push(performance.now() - t);
    listings = result.data?.getHomesSelection?.listings?.length ?? 0;
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
  times.sort((a, b) => a - b);
  results.push({
    scenario: scenario.name,
    districts: scenario.postcodes.join(' '),
    listings,
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    max: Number((times.at(-1) ?? 0).toFixed(2)),
  });
}

console.log(
  `\ngetHomesSelection latency over ${report.inserted} listings, ${iterations} calls each (ms, in-process GraphQL):`,
);
console.table(results);
const outDir = path.join(repoRoot, 'apps/server/bench/results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      driver: database.driver,
      file: path.basename(file),
      importSeconds,
      results,
    },
    null,
    2,
  ),
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
