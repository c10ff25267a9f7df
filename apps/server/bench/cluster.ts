/**
 * `npm run bench:cluster`: several server processes behind HAProxy on one PostgreSQL, on this machine, written
 * to bench/CLUSTER.md (its section between the benchmark's markers; BENCH_RESULTS_FILE writes the section to
 * another file instead, for a trial run).
 *
 * 1. A bench database of its own on the machine's PostgreSQL (BENCH_PG_ADMIN_URL), migrated and seeded once with
 *    `npm run db:migrate -- --seed`; up to CLUSTER_PROCESSES (default 3) servers, prebuilt as the container image
 *    runs them (`npm run build:server`, then `node apps/server/dist/main.mjs`; CLUSTER_SERVER=sources runs
 *    `node --import tsx apps/server/src/main.ts` instead), NODE_ENV=production (bench/server-process.ts), SEED=false, the same
 *    DATABASE_URL and JWT_SECRET, SHUTDOWN_GRACE_SECONDS=CLUSTER_SHUTDOWN_GRACE_SECONDS (default 10), each on
 *    its own port; HAProxy with deploy/haproxy/haproxy.cfg's balancing, checks, `retries` and `option redispatch`
 *    on 127.0.0.1 (cluster-haproxy.ts). All requests go through HAProxy.
 * 2. The load benchmark's realistic mix (load.ts) from this process, for CLUSTER_APPLICANTS (default 100)
 *    applicants; at most CLUSTER_MAX_IN_FLIGHT (default 256) requests wait for an answer at once, more are shed
 *    (counted), so that an overloaded cluster shows as lower throughput, not as thousands of connections.
 * 3. The rate one process sustains with p95 under 100 ms: after CLUSTER_WARMUP_SECONDS (10) of warm-up, steps of
 *    CLUSTER_SEARCH_STEP_SECONDS (10) from CLUSTER_SEARCH_START (100) up by CLUSTER_SEARCH_STEP (50) a second
 *    until one fails, then halving the gap, within CLUSTER_SEARCH_SECONDS (60). CLUSTER_RATE skips the search.
 * 4. That rate R on one process, then 2R on two and 3R on three, CLUSTER_PHASE_SECONDS (60) each (each new
 *    server warmed for CLUSTER_SERVER_WARMUP_SECONDS, 5, at R first): throughput (successful answers a second)
 *    as a ratio to one process's, latency, and the CPU of the servers, HAProxy, PostgreSQL, this load generator
 *    and the whole machine, with the load average before and after.
 * 5. A rolling restart under CLUSTER_ROLLING_RATE (100) requests a second: each server in turn gets SIGTERM, is
 *    waited for, started again on its port, and HAProxy is waited for to see it UP before the next. Every failed
 *    request counts (the target is 0).
 * 6. `kill -9` of one server under R requests a second, CLUSTER_KILL_BEFORE_SECONDS (10) after the load starts,
 *    the load going on CLUSTER_KILL_AFTER_SECONDS (10) more: the failed requests, whether each was in flight at
 *    the kill, and HAProxy's count of requests on that server just before it.
 * In 5 and 6 CLUSTER_WRITE_SHARE (0.1) of the requests are checked writes: CLUSTER_WRITERS (20) applicants of
 * their own save a different home each time (the mix's AddFavourite), never removed; every acknowledged save is
 * then looked for in the database.
 * The defaults take about 8 minutes; e.g. CLUSTER_PHASE_SECONDS=10 CLUSTER_SEARCH_SECONDS=20 for a quick trial.
 * Exits 1 when the rolling restart or the kill fails its check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { killOneServer } from './cluster/kill';
import { rollingRestart } from './cluster/rolling-restart';
import {
  applicantCount,
  delaySeconds,
  f1,
  fail,
  fixedRate,
  graceSeconds,
  loads,
  maxInFlight,
  phaseSeconds,
  processes,
  report,
  rollingRate,
  say,
  searchSeconds,
  searchStart,
  searchStep,
  searchStepSeconds,
  writerCount,
  writeShare,
} from './cluster/settings';
import { setUpCluster, signUpPeople } from './cluster/setup';
import { createCluster } from './cluster/state';
import { findSustainedRate, measureThroughput } from './cluster/throughput';
import { webDocuments } from './load';
import { dropBenchDatabase, machineLine, tail } from './server-process';

const runStarted = performance.now();
const documents = await webDocuments();
const cluster = createCluster(documents);

say('## Benchmark (npm run bench:cluster)');
say();
say(machineLine());
say(
  `Settings: CLUSTER_PROCESSES=${processes} CLUSTER_PHASE_SECONDS=${phaseSeconds} CLUSTER_SEARCH_SECONDS=${searchSeconds} ` +
    `CLUSTER_SEARCH_STEP_SECONDS=${searchStepSeconds} CLUSTER_SEARCH_START=${searchStart} CLUSTER_SEARCH_STEP=${searchStep}` +
    `${fixedRate ? ` CLUSTER_RATE=${fixedRate}` : ''} CLUSTER_ROLLING_RATE=${rollingRate} CLUSTER_APPLICANTS=${applicantCount} ` +
    `CLUSTER_WRITERS=${writerCount} CLUSTER_WRITE_SHARE=${writeShare} CLUSTER_MAX_IN_FLIGHT=${maxInFlight} ` +
    `CLUSTER_SHUTDOWN_GRACE_SECONDS=${graceSeconds} CLUSTER_SHUTDOWN_DELAY_SECONDS=${delaySeconds}.`,
);
try {
  await setUpCluster(cluster);
  const { context, pool } = await signUpPeople(cluster);
  const rate = await findSustainedRate(cluster, context);
  await measureThroughput(cluster, context, rate);
  const rollingLog = await rollingRestart(cluster, context, pool);
  await killOneServer(cluster, context, pool, rate, rollingLog);
} catch (error) {
  fail();
  say();
  say(`**FAIL**: ${(error as Error).message}`);
  for (const server of cluster.servers)
    if (server) console.error(`${server.logFile}:\n${tail(server.logFile)}`);
  const { balancer } = cluster;
  if (balancer) console.error(`${balancer.logFile}:\n${tail(balancer.logFile)}`);
} finally {
  await cluster.balancer?.stop();
  await Promise.all(cluster.servers.map((s) => s?.stop()));
  if (cluster.databaseUrl) dropBenchDatabase(cluster.dbName);
  if (!process.env.CLUSTER_KEEP_LOGS) fs.rmSync(cluster.workDir, { recursive: true, force: true });
  else console.log(`Logs kept in ${cluster.workDir}`);
}
say();
say(
  `The run took ${f1((performance.now() - runStarted) / 60_000)} minutes; load average ${loads(os.loadavg())} at its end.`,
);

const START = '<!-- npm run bench:cluster writes from here to the end marker -->';
const END = '<!-- end of npm run bench:cluster -->';
const section = `${START}\n${report.lines.join('\n')}\n${END}`;
const resultsFile = process.env.BENCH_RESULTS_FILE ?? path.join(repoRoot, 'bench/CLUSTER.md');
let text =
  process.env.BENCH_RESULTS_FILE || !fs.existsSync(resultsFile) ? '' : fs.readFileSync(resultsFile, 'utf8');
if (text.includes(START) && text.includes(END))
  text = text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length);
else if (/\n## /.test(text)) text = text.replace(/\n## /, `\n${section}\n\n## `);
else text = `${text}${text ? '\n' : ''}${section}\n`;
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, text);
console.log(`\nWritten to ${path.relative(repoRoot, resultsFile)}${report.allPassed ? '' : ' (FAILED)'}`);
process.exit(report.allPassed ? 0 : 1);
