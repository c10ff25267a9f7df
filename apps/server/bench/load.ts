/**
 * `npm run bench:load` (also part of `npm run bench`): a realistic mix of requests at a steady rate against
 * the server in production mode on PostgreSQL (issue 15, "Load"), written to bench/LOAD.md. Target: 200
 * requests a second for 2 minutes with 0 errors, p50/p95/p99 reported, memory flat.
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
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type DocumentNode, print } from 'graphql';
import { repoRoot } from '../src/config';
import {
  type Applicant,
  BENCH_PASSWORD,
  busiestDemoDistricts,
  type CallResult,
  createApplicants,
  createBenchDatabase,
  dataOf,
  describeFailure,
  dropBenchDatabase,
  gql,
  machineLine,
  percentiles,
  rssKb,
  type ServerProcess,
  sleep,
  startServer,
  succeeded,
  webDist,
} from './server-process';

/** The rates to measure, one after the other on the same server, requests a second: BENCH_LOAD_RATE, e.g. `200` or `100,200`. */
const rates = (process.env.BENCH_LOAD_RATE ?? '200').split(',').map(Number);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const warmupSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const restSeconds = Number(process.env.BENCH_LOAD_REST_SECONDS ?? 15);
const profileRate = Number(process.env.BENCH_LOAD_PROFILE_RATE ?? 20);
const profileSeconds = Number(process.env.BENCH_LOAD_PROFILE_SECONDS ?? 5);
const applicantCount = Number(process.env.BENCH_LOAD_APPLICANTS ?? 100);
/** The 30 busiest demo districts, busiest first: the mix's searches ask for 1 to 3 of them in a row. */
export const districts = busiestDemoDistricts(30);

const lines: string[] = [];
/** Prints a line and keeps it for LOAD.md. */
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

/**
 * The web app's operations, as it sends them (printed from the documents codegen made, which it runs when they
 * are missing). Exported for the cluster benchmark (cluster.ts), which sends the same mix.
 * @returns each operation of the mix's text, by name
 * @throws Error when codegen fails or an operation is missing
 */
export async function webDocuments() {
  const file = path.join(repoRoot, 'apps/web/src/gql/graphql.ts');
  if (!fs.existsSync(file)) {
    console.log('Making the web app’s GraphQL documents (npm run codegen -w @stairway/web)…');
    const codegen = spawnSync('npm', ['run', 'codegen', '-w', '@stairway/web'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (codegen.status !== 0)
      throw new Error('npm run codegen -w @stairway/web failed: run it alone to see why');
  }
  const documents = (await import(pathToFileURL(file).href)) as Record<string, DocumentNode>;
  const text = (name: string) => {
    const document = documents[`${name}Document`];
    if (!document) throw new Error(`The web app has no ${name} operation (apps/web/src/gql/graphql.ts)`);
    return print(document);
  };
  return {
    signIn: text('SignIn'),
    me: text('Me'),
    getHomesSelection: text('GetHomesSelection'),
    getFavourites: text('GetFavourites'),
    addFavourite: text('AddFavourite'),
    removeFavourite: text('RemoveFavourite'),
    updateApplication: text('UpdateApplication'),
  };
}

/** The web app's operations that the mix sends, by name. */
export type WebDocuments = Awaited<ReturnType<typeof webDocuments>>;

/** The name of an operation of the mix, e.g. `getHomesSelection`. */
export type OperationName = keyof WebDocuments;

/**
 * The mix: each operation's share of the requests, percent. BENCH_LOAD_MIX replaces it to study one part,
 * e.g. `me:100` or `me:50,getHomesSelection:50`.
 */
export const MIX: Array<[OperationName, number]> = process.env.BENCH_LOAD_MIX
  ? process.env.BENCH_LOAD_MIX.split(',').map((item) => {
      const [name, share] = item.split(':');
      return [name as OperationName, Number(share)];
    })
  : [
      ['signIn', 2],
      ['me', 30],
      ['getHomesSelection', 28],
      ['getFavourites', 10],
      ['addFavourite', 10],
      ['removeFavourite', 10],
      ['updateApplication', 10],
    ];

/** A simulated applicant's state during the load: the saved homes it knows of, for removeFavourite. */
export type Simulated = Applicant & { favourites: Set<string> };

/** What was measured for one operation. */
type Tally = { latencies: number[]; errors: number; examples: Set<string> };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** A weighted choice from MIX. */
function pickOperation(): OperationName {
  let roll = Math.random() * 100;
  for (const [name, share] of MIX) {
    roll -= share;
    if (roll < 0) return name;
  }
  return MIX[0]?.[0] ?? 'me';
}

/**
 * Sends one request of the mix for a random applicant (exported for cluster.ts, which sends it through a load
 * balancer).
 * @param url the server's (or the load balancer's) base URL
 * @param documents the web app's operations (webDocuments)
 * @param applicants the signed-in applicants to pick from (their token and favourites are updated)
 * @param listingIds the homes addFavourite picks from (mixListingIds)
 * @param only the operation to send instead of one picked from the mix
 * @returns the operation and its result
 */
export async function sendOne(
  url: string,
  documents: WebDocuments,
  applicants: Simulated[],
  listingIds: string[],
  only?: OperationName,
): Promise<{ name: OperationName; result: CallResult }> {
  const name = only ?? pickOperation();
  const applicant = pick(applicants);
  const options = { token: applicant.token, ip: applicant.ip };
  let result: CallResult;
  switch (name) {
    case 'signIn': {
      result = await gql(
        url,
        documents.signIn,
        { input: { email: applicant.email, password: BENCH_PASSWORD } },
        { ip: applicant.ip },
      );
      const token = (result.body?.data?.signIn as { token?: string } | undefined)?.token;
      if (token) applicant.token = token;
      break;
    }
    case 'getHomesSelection': {
      const count = 1 + Math.floor(Math.random() * 3);
      const start = Math.floor(Math.random() * (districts.length - count));
      result = await gql(
        url,
        documents.getHomesSelection,
        { input: { postcodes: districts.slice(start, start + count) } },
        options,
      );
      break;
    }
    case 'addFavourite': {
      const id = pick(listingIds);
      result = await gql(url, documents.addFavourite, { input: { rentCompId: id } }, options);
      if (succeeded(result)) applicant.favourites.add(id);
      break;
    }
    case 'removeFavourite': {
      const saved = [...applicant.favourites];
      const id = saved.length ? pick(saved) : pick(listingIds);
      applicant.favourites.delete(id);
      result = await gql(url, documents.removeFavourite, { input: { rentCompId: id } }, options);
      break;
    }
    case 'updateApplication':
      result = await gql(
        url,
        documents.updateApplication,
        { input: { cardBalance: Math.floor(Math.random() * 3000) } },
        options,
      );
      break;
    default:
      result = await gql(url, documents[name], {}, options);
  }
  return { name, result };
}

/**
 * The homes the mix saves and removes: those of the 30 busiest demo districts, asked for with
 * getHomesSelection. Exported for cluster.ts.
 * @param url the server's (or the load balancer's) base URL
 * @param documents the web app's operations (webDocuments)
 * @param token an applicant's session token
 * @returns the listing ids
 * @throws Error describing the answer when a search fails
 */
export async function mixListingIds(
  url: string,
  documents: WebDocuments,
  token: string | undefined,
): Promise<string[]> {
  const listingIds: string[] = [];
  for (let i = 0; i < districts.length; i += 10) {
    const homes = await gql(
      url,
      documents.getHomesSelection,
      { input: { postcodes: districts.slice(i, i + 10) } },
      { token },
    );
    const data = dataOf<{ getHomesSelection: { listings: Array<{ id: string }> } }>(homes);
    listingIds.push(...data.getHomesSelection.listings.map((l) => l.id));
  }
  return listingIds;
}

/**
 * Sends requests at `perSecond` for `durationMs`, each at its own time (open load), and waits for the answers.
 * Exported for cluster.ts.
 * @param perSecond the rate
 * @param durationMs how long to send for
 * @param send sends one request and resolves with its operation and result (it must not reject)
 * @param onAnswer called with each answer and when it was sent (ms since the start)
 * @returns how many were sent, the largest delay between a request's time and its sending (ms), and how long
 *   the sending took (ms, to the last request's leaving)
 */
export async function steadyLoad(
  perSecond: number,
  durationMs: number,
  send: () => Promise<{ name: OperationName; result: CallResult }>,
  onAnswer: (answer: { name: OperationName; result: CallResult }, sentAt: number) => void,
) {
  const interval = 1000 / perSecond;
  const total = Math.floor((durationMs / 1000) * perSecond);
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let maxLag = 0;
  while (sent < total) {
    const elapsed = performance.now() - started;
    const due = Math.min(total, Math.floor(elapsed / interval) + 1);
    while (sent < due) {
      maxLag = Math.max(maxLag, elapsed - sent * interval);
      const sentAt = performance.now() - started;
      const request = send().then((answer) => onAnswer(answer, sentAt));
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      sent += 1;
    }
    await sleep(Math.max(1, interval / 2));
  }
  const sendingMs = performance.now() - started;
  await Promise.all(inFlight);
  return { sent, maxLag, sendingMs };
}

/** CPU time (user + system) a process has used, seconds, from /proc; null when it is gone. @param pid the process id */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the command), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The errors (level 50 and above) in the server's JSON log, each as its message and its error's type and
 * message.
 * @param logFile the server's log (ServerProcess.logFile)
 */
export function loggedErrors(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as {
          level?: number;
          msg?: string;
          err?: { type?: string; message?: string };
        };
        if ((entry.level ?? 0) < 50) return [];
        return [
          `${entry.msg ?? ''}${entry.err ? `: ${entry.err.type ?? 'Error'} ${entry.err.message ?? ''}` : ''}`,
        ];
      } catch {
        return [];
      }
    });
}

/**
 * CPU time the whole machine has used since boot, every core together, from /proc/stat.
 * @returns seconds (everything but idle and I/O wait)
 */
export function machineCpu(): number {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.reduce((sum, n) => sum + n, 0) - idle) / 100;
}

/** CPU seconds over wall seconds, as cores busy, e.g. `0.97`. */
const cores = (cpu: number, seconds: number) => (seconds > 0 ? (cpu / seconds).toFixed(2) : 'n/a');

/** Kilobytes as whole megabytes. */
const mb = (kb: number | null) => (kb === null ? 'n/a' : `${(kb / 1024).toFixed(0)} MB`);

/**
 * One measured stage: the mix at `rate` for `seconds`, with the server's memory and CPU read every second, then
 * a rest; prints its section of the report.
 * @param options.pid the server's process id
 * @param options.send sends one request of the mix
 * @param options.warmupErrors the warm-up's failures, reported with the first stage
 * @param options.idleRss the server's memory when it was ready, reported with the first stage (null after)
 * @returns the number of errors
 */
async function measureStage(options: {
  pid: number;
  rate: number;
  send: () => Promise<{ name: OperationName; result: CallResult }>;
  warmupErrors: string[];
  idleRss: number | null;
}): Promise<number> {
  const { pid, rate, send, warmupErrors } = options;
  // The measured load, with the server's memory and CPU read every second.
  const tallies = new Map<OperationName | 'all', Tally>();
  const tallyOf = (name: OperationName | 'all') => {
    let tally = tallies.get(name);
    if (!tally) {
      tally = { latencies: [], errors: 0, examples: new Set() };
      tallies.set(name, tally);
    }
    return tally;
  };
  const windowSeconds = Math.max(5, Math.round(seconds / 6));
  type Window = {
    latencies: number[];
    errors: number;
    rss: number;
    /** CPU seconds over the window's samples: the server's, and the whole machine's (every core). */
    serverCpu: number;
    machineCpu: number;
    sampledSeconds: number;
  };
  const windows: Window[] = [];
  const emptyWindow = (): Window => ({
    latencies: [],
    errors: 0,
    rss: 0,
    serverCpu: 0,
    machineCpu: 0,
    sampledSeconds: 0,
  });
  let lastServerCpu = cpuSeconds(pid) ?? 0;
  let lastMachine = machineCpu();
  let lastSample = performance.now();
  const rssBefore = rssKb(pid);
  const cpuBefore = cpuSeconds(pid);
  const benchCpuBefore = process.cpuUsage();
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  let peakRss = rssBefore ?? 0;
  const loadStarted = performance.now();
  const sampler = setInterval(() => {
    const rss = rssKb(pid) ?? 0;
    peakRss = Math.max(peakRss, rss);
    const window = Math.floor((performance.now() - loadStarted) / 1000 / windowSeconds);
    windows[window] ??= emptyWindow();
    const slot = windows[window];
    slot.rss = Math.max(slot.rss, rss);
    const serverCpu = cpuSeconds(pid) ?? lastServerCpu;
    const machine = machineCpu();
    const now = performance.now();
    slot.serverCpu += serverCpu - lastServerCpu;
    slot.machineCpu += machine - lastMachine;
    slot.sampledSeconds += (now - lastSample) / 1000;
    [lastServerCpu, lastMachine, lastSample] = [serverCpu, machine, now];
  }, 1000);
  const { sent, maxLag, sendingMs } = await steadyLoad(
    rate,
    seconds * 1000,
    send,
    ({ name, result }, sentAt) => {
      const window = Math.floor(sentAt / 1000 / windowSeconds);
      windows[window] ??= emptyWindow();
      const slot = windows[window];
      for (const tally of [tallyOf(name), tallyOf('all')]) {
        tally.latencies.push(result.ms);
        if (!succeeded(result)) {
          tally.errors += 1;
          if (tally.examples.size < 3) tally.examples.add(describeFailure(result));
        }
      }
      slot.latencies.push(result.ms);
      if (!succeeded(result)) slot.errors += 1;
    },
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  clearInterval(sampler);
  const cpuDuring = (cpuSeconds(pid) ?? 0) - (cpuBefore ?? 0);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const loadAverageAfter = os.loadavg()[0] ?? 0;
  await sleep(restSeconds * 1000);
  const rssAfter = rssKb(pid);
  const all = tallyOf('all');

  say();
  say(
    `## ${rate} requests a second for ${seconds} s (${sent} requests${options.idleRss !== null ? `, after ${warmupSeconds} s of warm-up at the same rate` : ', straight after the stage above and its rest'})`,
  );
  say();
  say(
    `Sent over ${(sendingMs / 1000).toFixed(1)} s: ${(sent / (sendingMs / 1000)).toFixed(1)} a second; the sender was at most ` +
      `${maxLag.toFixed(0)} ms behind its schedule; the last answer came ${(loadSeconds - sendingMs / 1000).toFixed(1)} s after the last request left. ` +
      'Latency is from sending to the whole answer read, ms.',
  );
  say();
  say('| operation | share | requests | errors | p50 | p95 | p99 | max |');
  say('|---|---|---|---|---|---|---|---|');
  for (const [name, share] of [...MIX, ['all', 100] as const]) {
    const tally = tallyOf(name);
    const p = percentiles(tally.latencies);
    const label = name === 'all' ? '**all**' : name;
    say(
      `| ${label} | ${share}% | ${tally.latencies.length} | ${tally.errors} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} |`,
    );
  }
  say();
  say(
    `Errors: ${all.errors} ${all.errors === 0 ? '**pass**' : '**FAIL**'}` +
      (all.errors ? ` (for example ${[...all.examples].join('; ')})` : '') +
      `; during the warm-up: ${warmupErrors.length}${warmupErrors.length ? ` (${[...new Set(warmupErrors)].slice(0, 3).join('; ')})` : ''}.`,
  );
  say();
  say(
    `Over time (${windowSeconds} s windows, by when each request was sent; CPU in cores, of the machine's ${os.cpus().length}):`,
  );
  say();
  say('| from s | requests | errors | p50 | p95 | p99 | server RSS peak | server CPU | whole machine CPU |');
  say('|---|---|---|---|---|---|---|---|---|');
  windows.forEach((w, i) => {
    const p = percentiles(w.latencies);
    say(
      `| ${i * windowSeconds} | ${w.latencies.length} | ${w.errors} | ${p.p50} | ${p.p95} | ${p.p99} | ${mb(w.rss)} | ` +
        `${cores(w.serverCpu, w.sampledSeconds)} | ${cores(w.machineCpu, w.sampledSeconds)} |`,
    );
  });
  say();
  say(`Memory and CPU of the server process at ${rate} a second:`);
  say();
  say(
    `- resident memory: ${options.idleRss === null ? '' : `${mb(options.idleRss)} when ready; `}before the measured load${options.idleRss === null ? '' : ' (after sign-ups and warm-up)'} ${mb(rssBefore)}; peak ${mb(peakRss)}; ${restSeconds} s after it ${mb(rssAfter)}`,
  );
  say(
    `- CPU: the server used ${cpuDuring.toFixed(1)} s in ${loadSeconds.toFixed(0)} s (${((cpuDuring / loadSeconds) * 100).toFixed(0)}% of one core), ` +
      `${((cpuDuring * 1000) / Math.max(1, sent)).toFixed(1)} ms a request (Node runs every request’s JavaScript on one ` +
      'thread: near one core, the process is at its limit); ' +
      `this load generator ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s; the machine has ${os.cpus().length} cores; ` +
      `1-minute load average ${loadAverageBefore.toFixed(2)} at the start of the measured load, ${loadAverageAfter.toFixed(2)} at its end`,
  );
  const saturated = windows.filter(
    (w) => w.sampledSeconds > 0 && w.machineCpu / w.sampledSeconds >= 0.95 * os.cpus().length,
  );
  if (saturated.length > 0) {
    say(
      `- **the machine's cores were all busy** in ${saturated.length} of ${windows.length} windows (whole machine CPU ` +
        `≥ ${(0.95 * os.cpus().length).toFixed(1)}): the server shared them with this load generator, PostgreSQL and ` +
        'any other work on the machine, so where its own CPU is well under one core there, these figures show the ' +
        'machine’s limit rather than the server’s',
    );
  }
  return all.errors;
}

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

    if (profileSeconds > 0) {
      // Each operation alone at a light rate: its latency when nothing queues, and the server's CPU per request.
      say();
      say(
        `## Each operation alone (${profileRate} a second for ${profileSeconds} s each, after the load): ` +
          'where the capacity goes',
      );
      say();
      say(
        'CPU is the server process’s (user + system, all its threads: argon2 hashing runs beside the main thread), ' +
          'per request. Requests that come one at a time cost more than under load, where work is shared between ' +
          'requests (the stages above give the CPU per request under load): these figures compare the operations.',
      );
      say();
      say('| operation | requests | errors | p50 | p95 | CPU ms per request |');
      say('|---|---|---|---|---|---|');
      // What the server uses when idle (timers, the collector), subtracted from each operation's figure.
      const idleStart = cpuSeconds(pid) ?? 0;
      await sleep(3000);
      const idlePerSecond = ((cpuSeconds(pid) ?? 0) - idleStart) / 3;
      let weighted = 0;
      for (const [name, share] of MIX) {
        const tally: Tally = { latencies: [], errors: 0, examples: new Set() };
        const cpuStart = cpuSeconds(pid) ?? 0;
        const opStarted = performance.now();
        await steadyLoad(
          profileRate,
          profileSeconds * 1000,
          () => sendOne(url, documents, applicants, listingIds, name),
          ({ result }) => {
            tally.latencies.push(result.ms);
            if (!succeeded(result)) tally.errors += 1;
          },
        );
        const busy =
          (cpuSeconds(pid) ?? 0) - cpuStart - (idlePerSecond * (performance.now() - opStarted)) / 1000;
        const cpuMs = (Math.max(0, busy) * 1000) / Math.max(1, tally.latencies.length);
        weighted += (cpuMs * share) / 100;
        if (tally.errors > 0) failed = true;
        const p = percentiles(tally.latencies);
        say(
          `| ${name} | ${tally.latencies.length} | ${tally.errors} | ${p.p50} | ${p.p95} | ${cpuMs.toFixed(1)} |`,
        );
      }
      say();
      say(
        `When idle the server used ${(idlePerSecond * 1000).toFixed(0)} ms of CPU a second, subtracted above. ` +
          `Weighted by the mix, one request at a time costs about ${weighted.toFixed(1)} ms of server CPU.`,
      );
    }
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
