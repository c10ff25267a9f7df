/**
 * `npm run bench`: the speed figures in one run, written to bench/RESULTS.md (with the date and the machine)
 * and apps/server/bench/results/latest.json. Speed targets are checked here, never by timed tests.
 *
 * 1. Import: the 60k listings file into a fresh embedded database (or the PostgreSQL at BENCH_DATABASE_URL),
 *    then again (idempotent: nothing changes). BENCH_SCALE=10 also imports the file scaled ten times with new
 *    ids (600,000 rows) and times it.
 * 2. getHomesSelection latency (p50, p95) through the real GraphQL stack in-process, no answer remembered (parse, validate, auth,
 *    resolver, SQL, serialisation), for typical district sets, and where the time goes for the three busiest
 *    districts: the SQL alone (the service), GraphQL execution (resolvers and result building) and the whole
 *    request (with JSON serialisation, the context and its session check).
 * 2b. The server-side search (decision 058; bench/home-search.ts): one page (`first`) with filters, a sort, a
 *    cursor, a radius and the map's clusters, in-process, beside the full answer of the same districts.
 * 3. Over HTTP (the Node server on a free port, autocannon, 10 connections): getHomesSelection for the three
 *    busiest districts, each request run afresh (the baseline), then with its answer remembered for a second
 *    (decision 036) with and without compression, and the size of its answer; one page of the server-side search
 *    run afresh, plain and filtered and sorted, beside the full answer run afresh; an authenticated `{ me }`
 *    against a bare Yoga `{ hello }` in the same run, in three alternating pairs (the median pair's ratio).
 * 4. The web app: the JavaScript / and /login load before they show (scripts/check-first-load.mjs, from the
 *    build this run makes), and Lighthouse's mobile performance audit (BENCH_LIGHTHOUSE_RUNS runs, default 5, median; bench/lighthouse.ts) of
 *    /, /login, /dashboard and /submit-a-home/explore with the three busiest districts, served by the same
 *    server. BENCH_LIGHTHOUSE=0 skips the audit; BENCH_SKIP_BUILD=1 uses the existing build.
 *
 * The listings file is BENCH_LISTINGS_FILE, else $SHARED_DIR (default ../shared)/data/rightmove-forsale-uk-2025/
 * listings_sample_60k.csv, else the bundled national sample (with a warning: the numbers are then not the 60k
 * benchmark). BENCH_ITERATIONS (default 300) calls per latency scenario; BENCH_SECONDS (default 5) per HTTP run;
 * BENCH_RESULTS_FILE writes the figures to another file than bench/RESULTS.md.
 */ import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { createHttpServer } from '../src/app';
import { createServices } from '../src/composition';
import { loadConfig, repoRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { postcodeDistricts } from '../src/db/schema';
import { createAnswerCache } from '../src/lib/answer-cache';
import { createLogger } from '../src/lib/logger';
import { createGraphQL } from '../src/yoga';
import { signInBenchApplicant } from './fixture';
import { measureBreakdown } from './run/breakdown';
import { measureHttp, reportHttp } from './run/http-section';
import { benchImport } from './run/import-section';
import { measureScenarios, measureSearch } from './run/in-process';
import { file, lighthouseRuns, lines, say } from './run/settings';
import { measureWebApp, reportWebApp } from './run/web-app';

if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
  console.error('BENCH_LIGHTHOUSE_RUNS must be a whole number of at least 1');
  process.exit(2);
}
const webDist = path.join(repoRoot, 'apps/web/dist');
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('Building the web app (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed: run it alone to see why');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, pgliteDir: 'memory://' });
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  // The built web app, for Lighthouse (the API figures do not touch it).
  WEB_DIST_DIR: webDist,
});
const services = await createServices(config, {
  database,
  logger: createLogger('silent'),
  rateLimits: { emailSendsPerHour: 1000, signInPerIp: 1_000_000, signInPerEmail: 1_000_000 },
});
const db = services.db;
const cpus = os.cpus();
say(`# Benchmarks (npm run bench)`);
say();
say(
  `${new Date().toISOString()}; ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the start (other work on the machine slows every figure).`,
);
say(
  `Database: ${database.driver}${process.env.BENCH_DATABASE_URL ? ' (BENCH_DATABASE_URL)' : ' (embedded, in memory)'}; file ${path.basename(file)}.`,
);
say();
const { importSeconds, scaledSeconds } = await benchImport(db, dataDir);

const yoga = createGraphQL(services);
// The in-process figures measure the work of every request: no whole answer is remembered (decision 036) until
// the HTTP runs below, which measure with and without it.
const answerCache = services.answerCache;
services.answerCache = createAnswerCache(0);
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
const token = await signInBenchApplicant(call, busiest.slice(0, 3));

const results = await measureScenarios(call, token, busiest);
// Where the time goes, three busiest districts.
const three = busiest.slice(0, 3);
const searchResults = await measureSearch(call, token, busiest, results[1]);
const { sqlOnly, keptOnly, executeOnly, stringify, wholeCold } = await measureBreakdown(
  services,
  call,
  token,
  three,
  results[1],
);

// Over HTTP.
const server = createHttpServer(services);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const bare = createYoga({
  schema: createSchema({
    typeDefs: 'type Query { hello: String }',
    resolvers: { Query: { hello: () => 'hi' } },
  }),
  logging: false,
});
const bareServer = http.createServer(bare);
await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
const bareBase = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;
const measuredHttp = await measureHttp({ services, answerCache, base, bareBase, token, three });
const {
  compressedHomes,
  gzipHomes,
  plainHomes,
  freshHomes,
  plainBytes,
  freshPage,
  freshFiltered,
  pageBytes,
} = measuredHttp;
const { me, hello, pairs } = measuredHttp;
const measuredWebApp = await measureWebApp(base, token, three);
const lighthouseResults = measuredWebApp.lighthouseResults;
server.closeAllConnections();
bareServer.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
await new Promise((resolve) => bareServer.close(resolve));

reportHttp(measuredHttp);
say();
reportWebApp(measuredWebApp);

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
      scaledSeconds,
      results,
      search: searchResults,
      breakdown: { sqlOnly, keptOnly, executeOnly, stringify, wholeCold },
      http: {
        compressedHomes,
        gzipHomes,
        plainHomes,
        freshHomes,
        plainBytes,
        freshPage,
        freshFiltered,
        pageBytes,
        me,
        hello,
        mePairs: pairs,
      },
      lighthouse: lighthouseResults,
    },
    null,
    2,
  ),
);
// BENCH_RESULTS_FILE writes the figures elsewhere (a trial run that must not replace the recorded ones).
const resultsFile = process.env.BENCH_RESULTS_FILE ?? path.join(repoRoot, 'bench/RESULTS.md');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${lines.join('\n')}\n`);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
