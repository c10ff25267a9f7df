/**
 * `npm run bench:lighthouse-ab -- DIR_A DIR_B [PATH]`: Lighthouse on two builds of the web app, side by side
 * A change to a page's speed is kept only when it measures better than the build before it on the same
 * machine, in the same run: this machine's load moves a page's score by several points from one minute to the
 * next (bench/RESULTS.md, sessions 29 and 30), so two separate runs cannot be compared.
 *
 * Both builds (each a `vite build` output folder, e.g. a copy of apps/web/dist made before the change, and
 * apps/web/dist after it) are served by the real HTTP server on two ports over one embedded database with the
 * benchmark's listings (bench/fixture.ts) and one applicant, who prefers the three busiest districts. The page
 * (default /submit-a-home/explore) is audited BENCH_AB_RUNS times (default 7) for each build, alternating A and
 * B, each in its own signed-in tab. Every run is printed, then each build's medians. The first run of each
 * build loads the route's chunks for the first time (the entry is cached from signing in), so the medians
 * leave it out.
 *
 * With BENCH_AB_REPORTS set to a folder, each run's whole Lighthouse report is written there as
 * `A-1.json`, `B-1.json`, … (open one in the Lighthouse viewer, or read its `long-tasks` and `bootup-time`
 * audits: which tasks block the page, and which scripts cost what), and the longest tasks of each build's
 * counted runs are printed after the medians.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { createHttpServer } from '../src/app';
import { createServices } from '../src/composition';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { postcodeDistricts } from '../src/db/schema';
import { importListings } from '../src/db/seed/import-listings';
import { seedPostcodeDistricts, seedSettingsAndPromotions } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { createGraphQL } from '../src/yoga';
import { type BenchCall, benchListingsFile, signInBenchApplicant } from './fixture';
import { auditOnce, type LighthouseRun, median, openAuditBrowser, openAuditTab } from './lighthouse';

const [dirA, dirB, pagePath = '/submit-a-home/explore'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error(
    'Usage: npm run bench:lighthouse-ab -- DIR_A DIR_B [PATH] (two vite build folders, a page path)',
  );
  process.exit(2);
}
for (const dir of [dirA, dirB]) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(
      `${dir} is not a build of the web app: it has no index.html (run npm run build, then copy dist)`,
    );
    process.exit(2);
  }
}
const runs = Number(process.env.BENCH_AB_RUNS ?? 7);
if (!Number.isInteger(runs) || runs < 2) {
  console.error('BENCH_AB_RUNS must be a whole number of at least 2');
  process.exit(2);
}
const reportsDir = process.env.BENCH_AB_REPORTS;
if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-ab-'));
const database = await openDatabase({ pgliteDir: 'memory://' });
/** The services of a server that serves `webDist`, over the one database. */
const servicesFor = (webDist: string) =>
  createServices(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      WEB_DIST_DIR: path.resolve(webDist),
    }),
    { database, logger: createLogger('silent') },
  );
const servicesA = await servicesFor(dirA);
const servicesB = await servicesFor(dirB);
const file = benchListingsFile();
console.log(`Importing ${path.basename(file)}…`);
await seedPostcodeDistricts(servicesA.db);
await seedSettingsAndPromotions(servicesA.db);
await importListings(servicesA.db, file);
const busiest = (
  await servicesA.db.select().from(postcodeDistricts).orderBy(desc(postcodeDistricts.listingCount)).limit(3)
).map((d) => d.outcode);
const yoga = createGraphQL(servicesA);
const call: BenchCall = async (query, variables) => {
  const response = await yoga.fetch('http://localhost/api', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Awaited<ReturnType<BenchCall>>;
};
const token = await signInBenchApplicant(call, busiest);

const servers = [createHttpServer(servicesA), createHttpServer(servicesB)];
const bases: string[] = [];
for (const server of servers) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
console.log(`A ${dirA}, B ${dirB}; ${pagePath} with ${busiest.join(', ')}; ${runs} runs each, alternating`);

const audit = await openAuditBrowser();
const results: LighthouseRun[][] = [[], []];
/** Each build's long tasks, per run, kept with BENCH_AB_REPORTS: Lighthouse's `long-tasks` audit (simulated ms). */
const longTasks: LongTask[][][] = [[], []];
try {
  const tabs = await Promise.all(bases.map((base) => openAuditTab(audit, base, token)));
  for (let run = 0; run < runs; run += 1) {
    for (const [which, base] of bases.entries()) {
      const tab = tabs[which];
      if (!tab) throw new Error('A tab was not opened');
      // Lighthouse audits the tab in front.
      await tab.bringToFront();
      const { run: made, report } = await auditOnce(audit, tab, `${base}${pagePath}`);
      results[which]?.push(made);
      if (reportsDir) {
        longTasks[which]?.push(longTasksOf(report));
        const name = `${which === 0 ? 'A' : 'B'}-${run + 1}.json`;
        fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(report));
      }
      console.log(
        `${which === 0 ? 'A' : 'B'} run ${run + 1}: ${made.performance} (TBT ${Math.round(made.tbt)} ms, ` +
          `LCP ${Math.round(made.lcp)} ms, FCP ${Math.round(made.fcp)} ms, CLS ${made.cls.toFixed(3)}; ` +
          `benchmark index ${made.benchmarkIndex}, load average ${made.loadAverage})`,
      );
    }
  }
} finally {
  await audit.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log();
for (const [which, all] of results.entries()) {
  const counted = all.slice(1);
  const of = (pick: (run: LighthouseRun) => number) => Math.round(median(counted.map(pick)));
  console.log(
    `${which === 0 ? 'A' : 'B'}: median ${of((r) => r.performance)} (TBT ${of((r) => r.tbt)} ms, ` +
      `LCP ${of((r) => r.lcp)} ms, FCP ${of((r) => r.fcp)} ms) over runs 2-${runs}: ` +
      `${counted.map((r) => r.performance).join(', ')}; first run ${all[0]?.performance}`,
  );
}

if (reportsDir) {
  console.log();
  for (const [which, perRun] of longTasks.entries()) {
    console.log(`${which === 0 ? 'A' : 'B'}: long tasks of runs 2-${runs} (simulated ms, start ms, script):`);
    for (const [index, tasks] of perRun.slice(1).entries()) {
      const listed = tasks.map((t) => `${Math.round(t.duration)} at ${Math.round(t.startTime)} ${t.url}`);
      console.log(`  run ${index + 2}: ${listed.join('; ') || 'none'}`);
    }
  }
  console.log(`Reports in ${reportsDir}`);
}

/** One row of Lighthouse's `long-tasks` audit: simulated duration and start, ms, and the script it is put to. */
type LongTask = { url: string; duration: number; startTime: number };

/** The long tasks of a report (Lighthouse's `long-tasks` audit), with the origin left off their scripts. */
function longTasksOf(report: Awaited<ReturnType<typeof auditOnce>>['report']): LongTask[] {
  const details = report.audits['long-tasks']?.details;
  const items = details && 'items' in details ? (details.items as Partial<LongTask>[]) : [];
  return items.map((item) => ({
    url: String(item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
    duration: Number(item.duration ?? 0),
    startTime: Number(item.startTime ?? 0),
  }));
}
