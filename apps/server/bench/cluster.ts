/**
 * `npm run bench:cluster`: several server processes behind HAProxy on one PostgreSQL, on this machine (issue 34,
 * "Proof"), written to bench/CLUSTER.md (its section between the benchmark's markers; BENCH_RESULTS_FILE
 * writes the section to another file instead, for a trial run).
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

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import { type Balancer, readBalancerLog, type ServerState, startBalancer } from './cluster-haproxy';
import {
  type Answer,
  checkWrites,
  createRecorder,
  createWriterPool,
  describeFailures,
  type LoadSummary,
  mixSender,
  newLedger,
  type Recorder,
  runLoad,
  snapshot,
  summarise,
  type Usage,
  usageBetween,
  type WriterPool,
} from './cluster-load';
import { districts, mixListingIds, type Simulated, webDocuments } from './load';
import {
  createApplicants,
  createBenchDatabase,
  dropBenchDatabase,
  freePort,
  machineLine,
  type ServerProcess,
  sleep,
  startServer,
  tail,
} from './server-process';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const processes = Math.max(2, setting('CLUSTER_PROCESSES', 3));
const phaseSeconds = setting('CLUSTER_PHASE_SECONDS', 60);
const warmupSeconds = setting('CLUSTER_WARMUP_SECONDS', 10);
const serverWarmupSeconds = setting('CLUSTER_SERVER_WARMUP_SECONDS', 5);
const searchSeconds = setting('CLUSTER_SEARCH_SECONDS', 60);
const searchStepSeconds = setting('CLUSTER_SEARCH_STEP_SECONDS', 10);
const searchStart = setting('CLUSTER_SEARCH_START', 100);
const searchStep = setting('CLUSTER_SEARCH_STEP', 50);
const fixedRate = process.env.CLUSTER_RATE ? Number(process.env.CLUSTER_RATE) : null;
const rollingRate = setting('CLUSTER_ROLLING_RATE', 100);
const killBeforeSeconds = setting('CLUSTER_KILL_BEFORE_SECONDS', 10);
const killAfterSeconds = setting('CLUSTER_KILL_AFTER_SECONDS', 10);
const applicantCount = setting('CLUSTER_APPLICANTS', 100);
const writerCount = setting('CLUSTER_WRITERS', 20);
const writeShare = setting('CLUSTER_WRITE_SHARE', 0.1);
const maxInFlight = setting('CLUSTER_MAX_IN_FLIGHT', 256);
const graceSeconds = setting('CLUSTER_SHUTDOWN_GRACE_SECONDS', 10);
/** SHUTDOWN_DELAY_SECONDS of each server: compose.yaml's 7, HAProxy's time to take a server out (2 s × 3). */
const delaySeconds = setting('CLUSTER_SHUTDOWN_DELAY_SECONDS', 7);
const restSeconds = setting('CLUSTER_REST_SECONDS', 5);
/** Whether the servers run prebuilt (the default, as deployed) or from the sources through tsx. */
const prebuilt = process.env.CLUSTER_SERVER !== 'sources';
/** p95 under this, with no failure, is a rate one process sustains. */
const P95_LIMIT_MS = 100;

const lines: string[] = [];
/** Prints a line and keeps it for the report. */
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
let allPassed = true;
/** @returns the verdict's markdown, remembering a failure for the exit code */
const verdict = (ok: boolean) => {
  if (!ok) allPassed = false;
  return ok ? '**pass**' : '**FAIL**';
};
const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const loads = (l: number[]) => l.map(f2).join(' ');

const runStarted = performance.now();
const documents = await webDocuments();
const dbName = `stairway_bench_cluster_${process.pid}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-cluster-'));
const slots = Array.from({ length: processes }, (_, i) => ({
  name: `app${i + 1}`,
  dataDir: path.join(workDir, `app${i + 1}`),
  port: 0,
}));
const servers: Array<ServerProcess | undefined> = slots.map(() => undefined);
let balancer: Balancer | undefined;
let databaseUrl = '';

/** Starts (or starts again) the server of slot i on its port, and waits for /readyz. */
async function startSlot(i: number): Promise<ServerProcess> {
  const slot = slots[i];
  if (!slot) throw new Error(`no server ${i + 1}`);
  const server = await startServer({
    dataDir: slot.dataDir,
    databaseUrl,
    prebuilt,
    port: slot.port || undefined,
    env: {
      SEED: 'false',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      SHUTDOWN_DELAY_SECONDS: String(delaySeconds),
    },
  });
  slot.port = Number(new URL(server.url).port);
  servers[i] = server;
  return server;
}

/** The running servers' process ids, in slot order. */
const runningPids = (count: number) => servers.slice(0, count).map((s) => s?.pid ?? 0);

/** One measured load: its recorder, figures and the CPU used meanwhile. */
type Measured = { recorder: Recorder; summary: LoadSummary; usage: Usage };

/**
 * The mix at `rate` through HAProxy for `seconds` (or until `until()`), with the CPU of the first `count`
 * servers, HAProxy, PostgreSQL, this process and the machine measured.
 */
async function measure(
  rate: number,
  duration: number | (() => boolean),
  count: number,
  context: { applicants: Simulated[]; listingIds: string[]; writes?: WriterPool },
): Promise<Measured> {
  if (!balancer) throw new Error('HAProxy is not running');
  const recorder = createRecorder();
  const before = snapshot(runningPids(count), balancer.pid);
  const send = mixSender({
    url: balancer.url,
    documents,
    applicants: context.applicants,
    listingIds: context.listingIds,
    recorder,
    maxInFlight,
    writes: context.writes ? { pool: context.writes, share: writeShare } : undefined,
  });
  await runLoad(rate, duration, send);
  const usage = usageBetween(before, snapshot(runningPids(count), balancer.pid));
  return { recorder, summary: summarise(recorder), usage };
}

/** A row of the throughput table. */
type PhaseRow = { processes: number; rate: number; measured: Measured };

/** The throughput table's row for one phase. */
function phaseLine(row: PhaseRow, base: number): string {
  const { summary: s, usage: u } = row.measured;
  return (
    `| ${row.processes} | ${row.rate} | ${s.sent} | ${s.failed} | ${s.shed} | ${f1(s.throughput)} | ` +
    `${base > 0 ? `${f2(s.throughput / base)}×` : 'n/a'} | ${s.p50} | ${s.p95} | ${s.p99} | ` +
    `${u.servers.map(f2).join(' + ')} | ${f2(u.balancer)} | ${f2(u.postgres)} | ${f2(u.generator)} | ` +
    `${f2(u.machine)} | ${loads(u.loadBefore)} → ${loads(u.loadAfter)} |`
  );
}

/** The HAProxy log's requests from `from`: those that failed, by server and termination state, and retries. */
function balancerFindings(from: number): {
  failedByServer: Map<string, number>;
  retried: number;
  redispatched: number;
  events: string[];
  logged: number;
} {
  if (!balancer) throw new Error('HAProxy is not running');
  const { requests, events } = readBalancerLog(balancer.logFile, from);
  const failedByServer = new Map<string, number>();
  for (const r of requests) {
    if (r.status >= 200 && r.status < 500 && r.termination === '----') continue;
    const key = `${r.server} ${r.status} ${r.termination}`;
    failedByServer.set(key, (failedByServer.get(key) ?? 0) + 1);
  }
  return {
    failedByServer,
    retried: requests.filter((r) => r.retries > 0).length,
    redispatched: requests.filter((r) => r.redispatched).length,
    events,
    logged: requests.length,
  };
}

/** HAProxy's error counters of each server between two readings, as text. */
function counterDeltas(before: Map<string, ServerState>, after: Map<string, ServerState>): string {
  return slots
    .map(({ name }) => {
      const [a, b] = [before.get(name), after.get(name)];
      if (!a || !b) return `${name}: n/a`;
      return (
        `${name}: ${b.responseErrors - a.responseErrors} answers failed, ${b.serverAborts - a.serverAborts} aborted by ` +
        `the server, ${b.connectionErrors - a.connectionErrors} connections failed`
      );
    })
    .join('; ');
}

const logSize = () => (balancer ? fs.statSync(balancer.logFile).size : 0);
const mapText = (m: Map<string, number>) =>
  m.size ? [...m.entries()].map(([k, n]) => `${n} × ${k}`).join(', ') : 'none';

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
  // 1. The database, migrated and seeded once; the first server; HAProxy.
  let started = performance.now();
  databaseUrl = createBenchDatabase(dbName);
  const migrated = spawnSync('npm', ['run', 'db:migrate', '--', '--seed'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.homedir(),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(workDir, 'migrate'),
      LOG_LEVEL: 'warn',
    },
  });
  if (migrated.status !== 0)
    throw new Error(`npm run db:migrate -- --seed: ${migrated.stderr || migrated.stdout}`);
  const migrateSeconds = (performance.now() - started) / 1000;
  if (prebuilt) {
    const built = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`npm run build:server: ${built.stderr || built.stdout}`);
  }
  started = performance.now();
  // Every server starts now, so that no start (which takes CPU for seconds) overlaps a measured phase; HAProxy
  // sends to the second and third only from their phases on.
  for (const slot of slots) slot.port = await freePort();
  await Promise.all(slots.map((_, i) => startSlot(i)));
  const balancerDir = path.join(workDir, 'haproxy');
  fs.mkdirSync(balancerDir);
  balancer = await startBalancer({
    dir: balancerDir,
    servers: slots.map((s, i) => ({ name: s.name, port: s.port, enabled: i === 0 })),
  });
  await balancer.waitFor('app1', 'UP');
  say(
    `Setup: a bench database on the machine's PostgreSQL, migrated and seeded with the bundled demo listings by ` +
      `\`npm run db:migrate -- --seed\` in ${f1(migrateSeconds)} s; servers ${prebuilt ? 'prebuilt (`npm run build:server`, `node apps/server/dist/main.mjs`, as the container image runs them)' : 'from the sources (`node --import tsx apps/server/src/main.ts`)'} started with SEED=false, ` +
      `SHUTDOWN_GRACE_SECONDS=${graceSeconds}, SHUTDOWN_DELAY_SECONDS=${delaySeconds}, one JWT_SECRET, all ${processes} at once; ready, and the first UP in HAProxy, ` +
      `${f1((performance.now() - started) / 1000)} s after its start. HAProxy ${spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).stdout.split(' ')[2] ?? ''} ` +
      "with deploy/haproxy/haproxy.cfg's settings (round robin, `option httpchk GET /readyz`, the deployed check " +
      'interval, fall and rise, `maxconn 32` per server with `timeout queue 15s`, `observe layer4` with ' +
      '`on-error mark-down`, `retries 2`, `option redispatch`) on 127.0.0.1. Every request goes through it.',
  );

  // 2. Applicants and writers, signed up through HAProxy.
  started = performance.now();
  const applicants: Simulated[] = (
    await createApplicants(balancer.url, applicantCount, {
      prefix: `cluster-${process.pid}`,
      districts: districts.slice(0, 3),
    })
  ).map((a) => ({ ...a, favourites: new Set<string>() }));
  const writers = await createApplicants(balancer.url, writerCount, {
    prefix: `cluster-${process.pid}-writer`,
    districts: districts.slice(0, 3),
  });
  const listingIds = await mixListingIds(balancer.url, documents, applicants[0]?.token);
  const pool = createWriterPool(writers, listingIds);
  const context = { applicants, listingIds };
  say(
    `${applicantCount} applicants and ${writerCount} writers signed up and signed in in ` +
      `${f1((performance.now() - started) / 1000)} s. The load generator is this process, on the same 2 cores ` +
      `(${os.cpus().length} here): the load benchmark's mix (load.ts), at most ${maxInFlight} requests in flight ` +
      '(more are shed and counted). Latency is from sending to the whole answer read, ms; CPU is in cores ' +
      '(PostgreSQL: every postgres process on the machine); load averages are 1, 5 and 15 minutes.',
  );

  // 3. The rate one process sustains.
  await measure(searchStart, warmupSeconds, 1, context);
  let rate = fixedRate ?? 0;
  if (!fixedRate) {
    say();
    say(`### The rate one process sustains with p95 under ${P95_LIMIT_MS} ms`);
    say();
    say(`After ${warmupSeconds} s of warm-up at ${searchStart} a second; each step ${searchStepSeconds} s.`);
    say();
    say(
      '| rate | requests | failed | shed | p50 | p95 | p99 | server CPU | machine CPU | load average after | sustained |',
    );
    say('|---|---|---|---|---|---|---|---|---|---|---|');
    let good = 0;
    let bad = Number.POSITIVE_INFINITY;
    let next = searchStart;
    let lowest = searchStart;
    for (let spent = 0; spent + searchStepSeconds <= searchSeconds; spent += searchStepSeconds) {
      const { summary: s, usage: u } = await measure(next, searchStepSeconds, 1, context);
      const ok = s.failed === 0 && s.shed === 0 && s.p95 < P95_LIMIT_MS;
      say(
        `| ${next} | ${s.sent} | ${s.failed} | ${s.shed} | ${s.p50} | ${s.p95} | ${s.p99} | ${f2(u.servers[0] ?? 0)} | ` +
          `${f2(u.machine)} | ${loads(u.loadAfter)} | ${ok ? 'yes' : 'no'} |`,
      );
      lowest = Math.min(lowest, next);
      if (ok) good = Math.max(good, next);
      else bad = Math.min(bad, next);
      if (bad === Number.POSITIVE_INFINITY) next += searchStep;
      else if (good === 0) next = Math.floor(next / 2);
      else next = Math.round((good + bad) / 2 / 5) * 5;
      if (next < 10 || next === good || next === bad || (good > 0 && bad - good <= 10)) break;
      await sleep(2000);
    }
    rate = good || lowest;
    say();
    say(
      good
        ? `One process sustains **${rate} requests a second** here (the highest step with p95 under ${P95_LIMIT_MS} ms and nothing failed).`
        : `**No step had p95 under ${P95_LIMIT_MS} ms**: the phases below use ${rate} a second.`,
    );
  }

  // 4. R on one process, 2R on two, 3R on three.
  const rows: PhaseRow[] = [];
  for (let count = 1; count <= processes; count += 1) {
    if (count > 1) {
      await balancer.command(`set server app/app${count} state ready`);
      await balancer.waitFor(`app${count}`, 'UP');
      await measure(rate, serverWarmupSeconds, count, context);
    }
    await sleep(restSeconds * 1000);
    rows.push({
      processes: count,
      rate: rate * count,
      measured: await measure(rate * count, phaseSeconds, count, context),
    });
  }
  const base = rows[0]?.measured.summary.throughput ?? 0;
  say();
  say(`### Throughput of 1 to ${processes} processes (${phaseSeconds} s each)`);
  say();
  say(
    `R = ${rate} a second on one process, R × n on n. Throughput is successful answers a second from the phase's ` +
      `start to its last answer; the ratio is to one process's in this run. Every server was started at the beginning (idle until HAProxy was told to ` +
      `use it, from its phase on), and each new one warmed for ${serverWarmupSeconds} s at R before its phase.`,
  );
  say();
  say(
    '| processes | offered a second | requests | failed | shed | throughput a second | ratio to 1 | p50 | p95 | p99 | ' +
      'servers CPU | HAProxy CPU | PostgreSQL CPU | load generator CPU | machine CPU (of 2) | load average before → after |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) say(phaseLine(row, base));
  for (const row of rows) {
    const { failures } = row.measured.summary;
    if (failures.size) say(`- failures with ${row.processes}: ${describeFailures(failures)}`);
  }
  const two = rows[1]?.measured;
  const ratioTwo = two && base > 0 ? two.summary.throughput / base : 0;
  say();
  say(
    `Two processes: ${f2(ratioTwo)}× one process's throughput (the aim is at least 1.4×: ${ratioTwo >= 1.4 ? 'met' : '**not met**'}).` +
      (two
        ? ` The machine's CPU was ${f2(two.usage.machine)} cores of ${os.cpus().length} with two processes: ` +
          `servers ${f2(two.usage.servers.reduce((a, b) => a + b, 0))}, load generator ${f2(two.usage.generator)}, ` +
          `PostgreSQL ${f2(two.usage.postgres)}, HAProxy ${f2(two.usage.balancer)}, the rest (other work on the machine, the kernel) ` +
          `${f2(Math.max(0, two.usage.machine - two.usage.servers.reduce((a, b) => a + b, 0) - two.usage.generator - two.usage.postgres - two.usage.balancer))}.`
        : ''),
  );

  // 5. A rolling restart under load.
  await sleep(restSeconds * 1000);
  newLedger(pool);
  say();
  say(`### Rolling restart of all ${processes} servers under ${rollingRate} requests a second`);
  say();
  const steps: string[] = [];
  let restarting = true;
  const rollingFrom = logSize();
  const rollingStatsBefore = await balancer.servers();
  const loadAverageBefore = os.loadavg();
  const rolling = measure(rollingRate, () => !restarting, processes, { ...context, writes: pool });
  await sleep(5000);
  for (let i = 0; i < processes; i += 1) {
    const server = servers[i];
    const name = slots[i]?.name ?? '';
    if (!server) continue;
    let at = performance.now();
    await server.stop();
    const { code, signal } = await server.exited;
    const drainMs = performance.now() - at;
    at = performance.now();
    await startSlot(i);
    const readyMs = performance.now() - at;
    const upMs = await balancer.waitFor(name, 'UP');
    steps.push(
      `- ${name}: SIGTERM, exited (${signal ?? `code ${code}`}) after ${f1(drainMs / 1000)} s; started again, ready ` +
        `(/readyz 200) in ${f1(readyMs / 1000)} s; UP in HAProxy ${f1(upMs / 1000)} s later`,
    );
  }
  await sleep(5000);
  restarting = false;
  const rolled = await rolling;
  const rollingLog = balancerFindings(rollingFrom);
  const rollingCounters = counterDeltas(rollingStatsBefore, await balancer.servers());
  const rollingWrites = checkWrites(databaseUrl, pool);
  for (const step of steps) say(step);
  const r = rolled.summary;
  say(
    `- requests: ${r.sent} over ${f1((rolled.recorder.lastAnswerAt - rolled.recorder.startedAt) / 1000)} s; ` +
      `failed: **${r.failed}**${r.failed ? ` (${describeFailures(r.failures)})` : ''}; shed: ${r.shed} ${verdict(r.failed === 0 && r.shed === 0)}`,
  );
  say(`- latency: p50 ${r.p50}, p95 ${r.p95}, p99 ${r.p99}, max ${r.max} ms`);
  say(
    `- HAProxy logged ${rollingLog.logged} requests: failed or cut short: ${mapText(rollingLog.failedByServer)}; ` +
      `${rollingLog.retried} retried after a refused connection, ${rollingLog.redispatched} of them sent to another server`,
  );
  say(`- HAProxy's counters over the phase: ${rollingCounters}`);
  say(
    `- checked writes: ${rollingWrites.acked} acknowledged, ${rollingWrites.present} in the database, ` +
      `${rollingWrites.lost.length} lost ${verdict(rollingWrites.lost.length === 0)}; ${rollingWrites.unacked} without an acknowledgement`,
  );
  say(
    `- machine: load average ${loads(loadAverageBefore)} before, ${loads(os.loadavg())} after; machine CPU ${f2(rolled.usage.machine)} cores`,
  );

  // 6. kill -9 of one server under load.
  await sleep(restSeconds * 1000);
  newLedger(pool);
  const victimIndex = 1;
  const victim = servers[victimIndex];
  const victimName = slots[victimIndex]?.name ?? 'app2';
  if (!victim) throw new Error('no second server to kill');
  say();
  say(`### kill -9 of one server under ${rate} requests a second`);
  say();
  let killing = true;
  const killFrom = logSize();
  const killLoadBefore = os.loadavg();
  const killed = measure(rate, () => !killing, processes, { ...context, writes: pool });
  await sleep(killBeforeSeconds * 1000);
  const statsBefore = await balancer.servers();
  const onVictim = statsBefore.get(victimName)?.current ?? 0;
  const killAt = performance.now();
  await victim.kill9();
  // The process is gone by now: under load the kernel can take a while to end it, and until then it still
  // takes requests, so a request sent up to here can still be in flight on it.
  const diedAt = performance.now();
  const markedDown = balancer.waitFor(victimName, 'DOWN', 30_000).then(
    (ms) => ms,
    () => null,
  );
  await sleep(killAfterSeconds * 1000);
  killing = false;
  const k = await killed;
  const downMs = await markedDown;
  const statsAfter = await balancer.servers();
  const killLog = balancerFindings(killFrom);
  const killWrites = checkWrites(databaseUrl, pool);
  const inFlight = (a: Answer) => a.at <= diedAt && a.at + a.ms >= killAt;
  const inFlightAtKill = k.recorder.answers.filter(inFlight);
  const failedInFlight = inFlightAtKill.filter((a) => !a.ok);
  const failedOther = k.recorder.answers.filter((a) => !a.ok && !inFlight(a));
  const victimFailuresLogged = [...killLog.failedByServer.entries()]
    .filter(([key]) => key.startsWith(`${victimName} `))
    .reduce((sum, [, n]) => sum + n, 0);
  const otherFailuresLogged = [...killLog.failedByServer.entries()]
    .filter(([key]) => !key.startsWith(`${victimName} `))
    .reduce((sum, [, n]) => sum + n, 0);
  say(
    `- ${victimName} (pid ${victim.pid}) killed with SIGKILL ${killBeforeSeconds} s into the load, which went on ` +
      `${killAfterSeconds} s more; its exit was seen ${f1(diedAt - killAt)} ms after the signal; HAProxy marked it DOWN ` +
      `${downMs === null ? '(not within 30 s)' : `${f1(downMs / 1000)} s after that`}`,
  );
  say(
    `- in flight at the kill: ${inFlightAtKill.length} requests through HAProxy (sent before the exit was seen, answered after the signal), ` +
      `${onVictim} of them on ${victimName} by HAProxy's count a moment before`,
  );
  say(
    `- failed: **${k.summary.failed}** of ${k.summary.sent}${k.summary.failed ? ` (${describeFailures(k.summary.failures)})` : ''}; ` +
      `in flight at the kill: ${failedInFlight.length}; sent after the exit or answered before the signal: ${failedOther.length} ` +
      `${verdict(failedOther.length === 0)}`,
  );
  if (failedOther.length)
    say(
      `- the failures not in flight at the kill: ${failedOther
        .slice(0, 5)
        .map((a) => `sent ${f1(a.at - killAt)} ms after the signal, failed after ${f1(a.ms)} ms (${a.what})`)
        .join('; ')}`,
    );
  say(`- HAProxy's counters over the phase: ${counterDeltas(statsBefore, statsAfter)}`);
  say(
    `- HAProxy's log: failed or cut short: ${mapText(killLog.failedByServer)}; on ${victimName}: ${victimFailuresLogged}, ` +
      `on the others: ${otherFailuresLogged}; ` +
      `${killLog.retried} retried after a refused connection, ${killLog.redispatched} of them sent to another server`,
  );
  say(
    `- checked writes: ${killWrites.acked} acknowledged, ${killWrites.present} in the database afterwards, ` +
      `${killWrites.lost.length} lost ${verdict(killWrites.lost.length === 0)}` +
      (killWrites.lost.length
        ? ` (e.g. ${killWrites.lost
            .slice(0, 3)
            .map((w) => `${w.email} ${w.listingId}`)
            .join('; ')})`
        : '') +
      `; ${killWrites.unacked} without an acknowledgement, ${killWrites.unackedPresent} of them saved all the same`,
  );
  say(
    `- latency: p50 ${k.summary.p50}, p95 ${k.summary.p95}, p99 ${k.summary.p99}, max ${k.summary.max} ms; machine: load ` +
      `average ${loads(killLoadBefore)} before, ${loads(os.loadavg())} after`,
  );
  if (killLog.events.length || rollingLog.events.length) {
    say();
    say("HAProxy's health checks during the rolling restart and the kill:");
    say();
    for (const event of [...rollingLog.events, ...killLog.events]) say(`- ${event}`);
  }
} catch (error) {
  allPassed = false;
  say();
  say(`**FAIL**: ${(error as Error).message}`);
  for (const server of servers) if (server) console.error(`${server.logFile}:\n${tail(server.logFile)}`);
  if (balancer) console.error(`${balancer.logFile}:\n${tail(balancer.logFile)}`);
} finally {
  await balancer?.stop();
  await Promise.all(servers.map((s) => s?.stop()));
  if (databaseUrl) dropBenchDatabase(dbName);
  if (!process.env.CLUSTER_KEEP_LOGS) fs.rmSync(workDir, { recursive: true, force: true });
  else console.log(`Logs kept in ${workDir}`);
}
say();
say(
  `The run took ${f1((performance.now() - runStarted) / 60_000)} minutes; load average ${loads(os.loadavg())} at its end.`,
);

const START = '<!-- npm run bench:cluster writes from here to the end marker -->';
const END = '<!-- end of npm run bench:cluster -->';
const section = `${START}\n${lines.join('\n')}\n${END}`;
const resultsFile = process.env.BENCH_RESULTS_FILE ?? path.join(repoRoot, 'bench/CLUSTER.md');
let text =
  process.env.BENCH_RESULTS_FILE || !fs.existsSync(resultsFile) ? '' : fs.readFileSync(resultsFile, 'utf8');
if (text.includes(START) && text.includes(END))
  text = text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length);
else if (/\n## /.test(text)) text = text.replace(/\n## /, `\n${section}\n\n## `);
else text = `${text}${text ? '\n' : ''}${section}\n`;
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, text);
console.log(`\nWritten to ${path.relative(repoRoot, resultsFile)}${allPassed ? '' : ' (FAILED)'}`);
process.exit(allPassed ? 0 : 1);
