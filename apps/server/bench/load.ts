/**
 * `npm run bench:load` (also part of `npm run bench`): a realistic mix of requests at a steady rate against
 * the server in production mode on PostgreSQL, written to bench/LOAD.md. Target: 200 requests a second
 * for 2 minutes with 0 errors, p50/p95/p99 reported, memory flat.
 *
 * - The server runs as a child process (bench/server-process.ts: NODE_ENV=production, the web app's build
 *   served when it exists) on BENCH_DATABASE_URL, or on a bench database of its own on the machine's
 *   PostgreSQL (created, seeded by the server with the bundled demo listings, and dropped at the end).
 * - BENCH_LOAD_APPLICANTS (default 100) applicants sign up (onboard) and sign in first, each from its own
 *   address (X-Forwarded-For, believed from loopback), as real applicants would.
 * - The mix, in shares of the requests, with the web app's own documents (apps/web/src/gql, made by codegen
 *   when missing): signIn 2%, `Me` 30%, getHomesSelection for 1 to 3 of the 30 busiest demo districts 28%,
 *   getFavourites 10%, addFavourite 10%, removeFavourite 10%, updateApplication (cardBalance) 10%.
 * - Requests are sent at a steady rate (BENCH_LOAD_RATE, default 200 a second) for BENCH_LOAD_SECONDS (default
 *   120) after BENCH_LOAD_WARMUP_SECONDS (default 10) of warm-up at the same rate, which is not measured. The
 *   load is open: each request leaves at its time whether or not earlier ones have been answered, so a slow
 *   server shows as latency rather than as a lower rate. (autocannon's rate limit sends each connection's
 *   quota at the start of every second, bursts that measure queueing rather than a steady rate, so this
 *   script paces the requests itself, with fetch over keep-alive connections; answers are decompressed as a
 *   browser would.)
 * - An error is an answer other than HTTP 200, a GraphQL error, or no answer within 30 s.
 * - The server's resident memory (VmRSS) and CPU time are read from /proc every second: before the measured
 *   load, its peak, and after BENCH_LOAD_REST_SECONDS (default 15) of rest.
 * - Then each operation alone, at BENCH_LOAD_PROFILE_RATE (default 20) a second for BENCH_LOAD_PROFILE_SECONDS
 *   (default 5; 0 skips it): its latency when nothing queues and the server's CPU time per request, which say
 *   how many requests a second one server process can answer.
 */ import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../src/config';
import { loggedErrors, steadyLoad } from './load/measure';
import { districts, MIX, mixListingIds, type Simulated, sendOne, webDocuments } from './load/mix';
import { profileOperations } from './load/profile';
import { applicantCount, lines, profileSeconds, rates, say, seconds, warmupSeconds } from './load/settings';
import { measureStage } from './load/stage';
import {
  createApplicants,
  createBenchDatabase,
  describeFailure,
  dropBenchDatabase,
  machineLine,
  rssKb,
  type ServerProcess,
  startServer,
  succeeded,
  webDist,
} from './server-process';

// The pieces, exported here for the cluster benchmark (cluster.ts, cluster-load.ts).
export { cpuSeconds, loggedErrors, machineCpu, steadyLoad } from './load/measure';
export {
  districts,
  MIX,
  mixListingIds,
  type OperationName,
  type Simulated,
  sendOne,
  type WebDocuments,
  webDocuments,
} from './load/mix';

/** The benchmark itself, when this file is run (`npm run bench:load`) rather than imported (by cluster.ts). */
async function main() {
  say('# Load (npm run bench:load)');
  say();
  say(machineLine());
  say(
    `Settings: BENCH_LOAD_RATE=${rates.join(',')} BENCH_LOAD_SECONDS=${seconds} BENCH_LOAD_WARMUP_SECONDS=${warmupSeconds} ` +
      `BENCH_LOAD_APPLICANTS=${applicantCount}${process.env.BENCH_LOAD_MIX ? ` BENCH_LOAD_MIX=${process.env.BENCH_LOAD_MIX}` : ''}.`,
  );
  const documents = await webDocuments();
  for (const [name] of MIX) {
    if (!(name in documents))
      throw new Error(`BENCH_LOAD_MIX: no operation ${name}; use ${Object.keys(documents).join(', ')}`);
  }
  const ownDatabase = !process.env.BENCH_DATABASE_URL;
  const dbName = `stairway_bench_load_${process.pid}`;
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? createBenchDatabase(dbName);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-load-'));
  let server: ServerProcess | undefined;
  let failed = false;
  try {
    let started = performance.now();
    server = await startServer({ dataDir, databaseUrl });
    const { url, pid } = server;
    say(
      `Server: \`node --import tsx apps/server/src/main.ts\`, NODE_ENV=production, as \`npm start\` runs it, ` +
        `${fs.existsSync(path.join(webDist, 'index.html')) ? 'serving the web app’s build' : 'without the web app’s build (the load does not ask for it)'}, ` +
        `on PostgreSQL (${ownDatabase ? 'a bench database of its own on the machine’s server, seeded with the bundled demo listings' : 'BENCH_DATABASE_URL'}); ` +
        `ready in ${((performance.now() - started) / 1000).toFixed(1)} s. The load runs in this process, on the same machine.`,
    );
    const idleRss = rssKb(pid);
    started = performance.now();
    const applicants: Simulated[] = (
      await createApplicants(url, applicantCount, {
        prefix: `load-${process.pid}`,
        districts: districts.slice(0, 3),
      })
    ).map((a) => ({ ...a, favourites: new Set<string>() }));
    say(
      `${applicantCount} applicants signed up and signed in, each from its own address, in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const listingIds = await mixListingIds(url, documents, applicants[0]?.token);

    const send = () => sendOne(url, documents, applicants, listingIds);
    const warmupErrors: string[] = [];
    await steadyLoad(rates[0] ?? 200, warmupSeconds * 1000, send, ({ result }) => {
      if (!succeeded(result)) warmupErrors.push(describeFailure(result));
    });

    let idleBefore = idleRss;
    for (const [stage, stageRate] of rates.entries()) {
      const stageErrors = await measureStage({
        pid,
        rate: stageRate,
        send,
        warmupErrors: stage === 0 ? warmupErrors : [],
        idleRss: idleBefore,
      });
      if (stageErrors > 0) failed = true;
      idleBefore = null;
    }
    if (warmupErrors.length > 0 || !server.alive()) failed = true;
    say();
    say(`The server process (pid ${pid}) ${server.alive() ? 'kept running throughout' : 'exited **FAIL**'}.`);
    const logged = loggedErrors(server.logFile);
    if (logged.length) {
      say();
      say(`The server logged ${logged.length} errors; the first:`);
      say();
      for (const line of logged.slice(0, 5)) say(`- ${line}`);
    }
    if (profileSeconds > 0 && (await profileOperations(server, documents, applicants, listingIds)))
      failed = true;
  } catch (error) {
    failed = true;
    say();
    say(`**FAIL**: ${(error as Error).message}`);
  } finally {
    await server?.stop();
    if (ownDatabase) dropBenchDatabase(dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  fs.mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'bench/LOAD.md'), `${lines.join('\n')}\n`);
  console.log(`\nWritten to bench/LOAD.md${failed ? ' (FAILED)' : ''}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
