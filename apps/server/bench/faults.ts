/**
 * `npm run bench:faults` (also part of `npm run bench`): what the server does when things break (issue 15,
 * "Faults"), written to bench/FAULTS.md. The server runs as a child process in production mode
 * (bench/server-process.ts).
 *
 * 1. kill -9 during writes, PostgreSQL: BENCH_FAULT_WRITERS applicants (default 8) each write in a loop (save a
 *    home with addFavourite, then set cardBalance to a rising counter with updateApplication) against a bench
 *    database of its own on the machine's PostgreSQL; after BENCH_FAULT_SECONDS (default 5) the server is
 *    killed with SIGKILL, restarted on the same database, and every acknowledged write (an answer with data
 *    and no errors) is looked for. Every one must be there.
 * 2. The same on the embedded database (PGlite in DATA_DIR on disk): does it open after the unclean stop, can
 *    it be read, and are the acknowledged writes there?
 * 3. PostgreSQL stopped and started under load: a throwaway cluster of its own (initdb as the postgres user,
 *    trust authentication, a free port; the machine's own PostgreSQL is never touched). A light load (4
 *    applicants, `{ me }` and updateApplication) runs while `pg_ctl stop -m fast` stops the database for
 *    BENCH_OUTAGE_SECONDS (default 5) and `pg_ctl start` starts it again. Reported: the answers seen during the
 *    outage (they must be clear errors, quickly, not hangs), /readyz, and how long after the start requests
 *    succeed again, with the same server process (never restarted). Skipped, saying why, without root,
 *    runuser or initdb.
 *
 * BENCH_PG_ADMIN_URL is the PostgreSQL where bench databases are created and dropped (default
 * postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config';
import {
  type Applicant,
  busiestDemoDistricts,
  type CallResult,
  createApplicants,
  createBenchDatabase,
  dataOf,
  describeFailure,
  dropBenchDatabase,
  freePort,
  gql,
  machineLine,
  psql,
  type ServerProcess,
  signIn,
  sleep,
  startServer,
  succeeded,
  tail,
} from './server-process';

const writers = Number(process.env.BENCH_FAULT_WRITERS ?? 8);
const killAfterSeconds = Number(process.env.BENCH_FAULT_SECONDS ?? 5);
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 5);
const sections = new Set((process.env.BENCH_FAULTS ?? 'kill-pg,kill-pglite,outage').split(','));
const districts = busiestDemoDistricts(30);

const lines: string[] = [];
/** Prints a line and keeps it for FAULTS.md. */
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
/** Whether every check passed; the script exits with 1 otherwise. */
let allPassed = true;
const verdict = (ok: boolean) => {
  if (!ok) allPassed = false;
  return ok ? '**pass**' : '**FAIL**';
};

const ADD_FAVOURITE = 'mutation Add($i: AddFavouriteInput!) { addFavourite(input: $i) { id rentCompId } }';
const UPDATE_CARD_BALANCE =
  'mutation Update($i: UpdateApplicationInput!) { updateApplication(input: $i) { id cardBalance } }';
const READ_BACK = '{ me { application { cardBalance } } getFavourites { rentCompId } }';
const HOMES = 'query Homes($i: GetHomesSelectionInput!) { getHomesSelection(input: $i) { listings { id } } }';

/**
 * Listing ids to save: those of the 30 busiest demo districts, asked for through getHomesSelection.
 * @returns the ids
 */
async function listingIds(url: string, applicant: Applicant): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < districts.length; i += 10) {
    const result = await gql(
      url,
      HOMES,
      { i: { postcodes: districts.slice(i, i + 10) } },
      { token: applicant.token },
    );
    if (!succeeded(result)) throw new Error(`getHomesSelection: ${describeFailure(result)}`);
    const data = dataOf<{ getHomesSelection: { listings: Array<{ id: string }> } }>(result);
    ids.push(...data.getHomesSelection.listings.map((l) => l.id));
  }
  return ids;
}

/** What one writer did: its acknowledged writes and the writes that had no answer. */
type WriterLog = {
  applicant: Applicant;
  /** Listing ids whose addFavourite was acknowledged. */
  favouritesAcked: Set<string>;
  /** Listing ids whose addFavourite was sent without an acknowledgement (in flight at the kill, or failed). */
  favouritesUnacked: Set<string>;
  /** The last cardBalance whose updateApplication was acknowledged (0: none). */
  lastBalanceAcked: number;
  /** cardBalance values sent without an acknowledgement. */
  balancesUnacked: Set<number>;
  acked: number;
  failed: number;
  /** The first failures' descriptions, for the report. */
  failures: string[];
};

/**
 * Runs one writer per applicant until `stop()` says so: each saves the next listing, then sets cardBalance to
 * its next counter value, and so on, one call at a time.
 * @returns the writers' logs once they have all stopped
 */
async function runWriters(url: string, applicants: Applicant[], ids: string[], stop: () => boolean) {
  return Promise.all(
    applicants.map(async (applicant, w) => {
      const log: WriterLog = {
        applicant,
        favouritesAcked: new Set(),
        favouritesUnacked: new Set(),
        lastBalanceAcked: 0,
        balancesUnacked: new Set(),
        acked: 0,
        failed: 0,
        failures: [],
      };
      for (let n = 1; !stop(); n += 1) {
        let result: CallResult;
        if (n % 2 === 1) {
          // Each writer walks the ids from its own starting point, so writers save different homes.
          const id = ids[(w * 37 + (n - 1) / 2) % ids.length] as string;
          result = await gql(
            url,
            ADD_FAVOURITE,
            { i: { rentCompId: id } },
            { token: applicant.token, timeoutMs: 10_000 },
          );
          if (succeeded(result)) log.favouritesAcked.add(id);
          else log.favouritesUnacked.add(id);
        } else {
          result = await gql(
            url,
            UPDATE_CARD_BALANCE,
            { i: { cardBalance: n } },
            { token: applicant.token, timeoutMs: 10_000 },
          );
          if (succeeded(result)) log.lastBalanceAcked = n;
          else log.balancesUnacked.add(n);
        }
        if (succeeded(result)) log.acked += 1;
        else {
          log.failed += 1;
          if (log.failures.length < 3) log.failures.push(describeFailure(result));
          // The server is gone: try again a little later rather than spin.
          await sleep(50);
        }
      }
      return log;
    }),
  );
}

/**
 * Reads every writer's favourites and cardBalance back from a (restarted) server and compares them with the
 * acknowledged writes; prints the findings.
 * @returns whether no acknowledged write was lost
 */
async function checkWrites(url: string, logs: WriterLog[]): Promise<boolean> {
  let acked = 0;
  let present = 0;
  let lost = 0;
  let inFlightPresent = 0;
  let inFlightCount = 0;
  const lostExamples: string[] = [];
  for (const log of logs) {
    let result = await gql(url, READ_BACK, {}, { token: log.applicant.token });
    if (!succeeded(result)) {
      // A token from before the restart should still work; sign in again if it does not, and say so.
      say(
        `- ${log.applicant.email}: the token from before the restart was refused (${describeFailure(result)}); signed in again`,
      );
      log.applicant.token = await signIn(url, log.applicant.email, log.applicant.ip);
      result = await gql(url, READ_BACK, {}, { token: log.applicant.token });
    }
    if (!succeeded(result))
      throw new Error(`reading back ${log.applicant.email}: ${describeFailure(result)}`);
    const data = result.body?.data as {
      me: { application: { cardBalance: number } };
      getFavourites: Array<{ rentCompId: string }>;
    };
    const saved = new Set(data.getFavourites.map((f) => f.rentCompId));
    const balance = data.me.application.cardBalance;
    acked += log.favouritesAcked.size + (log.lastBalanceAcked > 0 ? 1 : 0);
    inFlightCount += log.favouritesUnacked.size + log.balancesUnacked.size;
    for (const id of log.favouritesAcked) {
      if (saved.has(id)) present += 1;
      else {
        lost += 1;
        if (lostExamples.length < 5) lostExamples.push(`${log.applicant.email} favourite ${id}`);
      }
    }
    for (const id of saved) if (log.favouritesUnacked.has(id)) inFlightPresent += 1;
    // cardBalance only rises: the value read must be the last acknowledged one or a later one that was sent
    // without an answer (in flight at the kill).
    if (log.lastBalanceAcked > 0) {
      if (balance === log.lastBalanceAcked) present += 1;
      else if (log.balancesUnacked.has(balance) && balance > log.lastBalanceAcked) {
        present += 1;
        inFlightPresent += 1;
      } else {
        lost += 1;
        if (lostExamples.length < 5)
          lostExamples.push(
            `${log.applicant.email} cardBalance ${balance}, last acknowledged ${log.lastBalanceAcked}`,
          );
      }
    }
  }
  const totalAcked = logs.reduce((sum, l) => sum + l.acked, 0);
  say(
    `- acknowledged writes: ${totalAcked} (${logs.reduce((s, l) => s + l.favouritesAcked.size, 0)} favourites saved, ` +
      `${logs.reduce((s, l) => s + (l.acked - l.favouritesAcked.size), 0)} cardBalance updates, of which the last per applicant is checked)`,
  );
  say(
    `- checked after the restart: ${acked} (every saved favourite, and each applicant's last acknowledged cardBalance)`,
  );
  say(`- present: ${present}; lost: ${lost} ${verdict(lost === 0)}`);
  if (lostExamples.length) say(`- lost, for example: ${lostExamples.join('; ')}`);
  say(
    `- writes without an answer (in flight at the kill, or refused while the server was down): ${inFlightCount}; ` +
      `present anyway: ${inFlightPresent} (either is correct for a write that was never acknowledged)`,
  );
  return lost === 0;
}

/**
 * The kill -9 test on one database: starts the server, signs the writers up, runs the writers, kills the
 * server with SIGKILL after killAfterSeconds, restarts it on the same data and checks the writes.
 * @param options.label the section's title
 * @param options.databaseUrl PostgreSQL URL, or undefined for the embedded database in dataDir
 */
async function killDuringWrites(options: { label: string; databaseUrl?: string; dataDir: string }) {
  say();
  say(`## ${options.label}`);
  say();
  const server = await startServer({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  let restarted: ServerProcess | undefined;
  try {
    const applicants = await createApplicants(server.url, writers, {
      prefix: `faults-${process.pid}-${options.databaseUrl ? 'pg' : 'pglite'}`,
      districts: districts.slice(0, 3),
    });
    const ids = await listingIds(server.url, applicants[0] as Applicant);
    let stopping = false;
    const running = runWriters(server.url, applicants, ids, () => stopping);
    await sleep(killAfterSeconds * 1000);
    const killedAt = performance.now();
    await server.kill9();
    say(`${writers} writers for ${killAfterSeconds} s, then \`kill -9\` of the server (pid ${server.pid}).`);
    // Let the calls in flight fail, then stop the writers.
    await sleep(500);
    stopping = true;
    const logs = await running;
    const logOffset = fs.existsSync(server.logFile) ? fs.statSync(server.logFile).size : 0;
    const started = performance.now();
    restarted = await startServer({
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      port: Number(new URL(server.url).port),
    });
    say(
      `- restarted on the same ${options.databaseUrl ? 'database' : 'data directory'}: ready (GET /readyz 200) ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s after the restart, ` +
        `${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
    // What the restarted server wrote while opening that the first start did not (both log the bench's sandbox
    // providers): warnings and errors (level 40 and above), and lines that are not its JSON log.
    const log = fs.readFileSync(restarted.logFile, 'utf8');
    const notableLines = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trim() && (!line.startsWith('{') || /"level":(40|50|60)/.test(line)))
        .map((line) => (line.startsWith('{') ? ((JSON.parse(line) as { msg?: string }).msg ?? line) : line));
    const atFirstStart = new Set(notableLines(log.slice(0, logOffset)));
    const notable = notableLines(log.slice(logOffset)).filter((line) => !atFirstStart.has(line));
    say(
      `- the ${options.databaseUrl ? 'server' : 'embedded database'} opened after the unclean stop; warnings, errors and ` +
        `other lines the restarted server logged beyond those of a normal start: ${notable.length}` +
        (notable.length
          ? ` (first: ${notable
              .slice(0, 2)
              .map((l) => `\`${l.slice(0, 160)}\``)
              .join(', ')})`
          : ''),
    );
    const readable = await gql(
      restarted.url,
      HOMES,
      { i: { postcodes: districts.slice(0, 3) } },
      { token: applicants[0]?.token },
    );
    say(
      `- readable: getHomesSelection for ${districts.slice(0, 3).join(', ')} answered ` +
        `${succeeded(readable) ? `${dataOf<{ getHomesSelection: { listings: unknown[] } }>(readable).getHomesSelection.listings.length} homes` : describeFailure(readable)} ` +
        verdict(succeeded(readable)),
    );
    const firstFailures = logs.flatMap((l) => l.failures).slice(0, 3);
    if (firstFailures.length)
      say(`- what the writers saw after the kill, for example: ${[...new Set(firstFailures)].join('; ')}`);
    await checkWrites(restarted.url, logs);
  } catch (error) {
    allPassed = false;
    say(`- **FAIL**: ${(error as Error).message}`);
    say('```');
    say(tail(server.logFile, Number(process.env.BENCH_LOG_LINES ?? 15)));
    say('```');
  } finally {
    await server.stop();
    await restarted?.stop();
  }
}

/** The PostgreSQL binaries' folder (the newest installed major), or null. */
function postgresBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Runs a PostgreSQL program as the postgres user (the server refuses to run as root).
 * @throws Error with its output when it fails
 */
function asPostgres(bin: string, args: string[]): void {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args.join(' ')}: ${result.stderr || result.stdout}`);
}

/** Why the PostgreSQL stop/start test cannot run here, or null when it can. */
function outageSkipReason(binDir: string | null): string | null {
  if (process.getuid?.() !== 0)
    return 'it needs root, to run initdb and pg_ctl as the postgres user with runuser';
  if (spawnSync('runuser', ['--help']).error) return 'runuser is not installed';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres user';
  if (!binDir) return 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin';
  return null;
}

/** One call of the light load during the outage test. */
type Sample = { at: number; op: string; ok: boolean; what: string; ms: number };

/**
 * The PostgreSQL stop/start test on a throwaway cluster (see the file's comment).
 */
async function postgresOutage() {
  say();
  say('## PostgreSQL stopped and started under load');
  say();
  const binDir = postgresBinDir();
  const skip = outageSkipReason(binDir);
  if (skip || !binDir) {
    say(`Skipped: ${skip}.`);
    return;
  }
  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgfault-'));
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  fs.chownSync(clusterDir, uid, gid);
  const pgData = path.join(clusterDir, 'data');
  const pgLog = path.join(clusterDir, 'postgres.log');
  const port = await freePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  const start = () =>
    asPostgres(pgCtl, ['-D', pgData, '-o', `-p ${port} -k ${clusterDir}`, '-l', pgLog, '-w', 'start']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-outage-'));
  let server: ServerProcess | undefined;
  let clusterUp = false;
  try {
    asPostgres(path.join(binDir, 'initdb'), [
      '-D',
      pgData,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    start();
    clusterUp = true;
    psql(`postgres://postgres@127.0.0.1:${port}/postgres`, 'CREATE DATABASE stairway');
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/stairway`;
    say(
      `A throwaway cluster (${path.basename(path.dirname(binDir))}, initdb as postgres, trust authentication, port ${port}); ` +
        `the server in production mode on it; 4 applicants each calling \`{ me }\` and updateApplication in turn, ` +
        `100 ms apart.`,
    );
    server = await startServer({ dataDir, databaseUrl });
    const { url, pid } = server;
    const applicants = await createApplicants(url, 4, {
      prefix: `outage-${process.pid}`,
      districts: districts.slice(0, 3),
    });
    const t0 = performance.now();
    const now = () => (performance.now() - t0) / 1000;
    const samples: Sample[] = [];
    const ready: Array<{ at: number; status: number }> = [];
    let stopping = false;
    const lastOk = applicants.map(() => false);
    const lastAt = applicants.map(() => 0);
    const loops = applicants.map(async (applicant, i) => {
      for (let n = 1; !stopping; n += 1) {
        const op = n % 2 ? 'me' : 'updateApplication';
        const at = now();
        const result =
          op === 'me'
            ? await gql(
                url,
                '{ me { user { id } application { id cardBalance } } }',
                {},
                { token: applicant.token, timeoutMs: 60_000 },
              )
            : await gql(
                url,
                UPDATE_CARD_BALANCE,
                { i: { cardBalance: n } },
                { token: applicant.token, timeoutMs: 60_000 },
              );
        samples.push({
          at,
          op,
          ok: succeeded(result),
          what: succeeded(result) ? 'ok' : describeFailure(result),
          ms: result.ms,
        });
        lastOk[i] = succeeded(result);
        lastAt[i] = at;
        await sleep(100);
      }
    });
    const readiness = (async () => {
      while (!stopping) {
        const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.status,
          () => 0,
        );
        if (ready.at(-1)?.status !== status) ready.push({ at: now(), status });
        await sleep(250);
      }
    })();
    await sleep(5000);
    const stopAt = now();
    asPostgres(pgCtl, ['-D', pgData, '-m', 'fast', '-w', 'stop']);
    clusterUp = false;
    const stoppedAt = now();
    await sleep(outageSeconds * 1000);
    const startAt = now();
    start();
    clusterUp = true;
    const startedAt = now();
    // Until every applicant has succeeded again, then 5 s more; at most 60 s.
    const deadline = startedAt + 60;
    let recoveredAt: number | null = null;
    while (now() < deadline && server.alive()) {
      // Recovered: both kinds of call have succeeded since the start, and every applicant's last call did.
      const okSince = new Set(samples.filter((s) => s.at >= startedAt && s.ok).map((s) => s.op));
      if (okSince.size === 2 && lastOk.every((ok, i) => ok && (lastAt[i] ?? 0) >= startedAt)) {
        recoveredAt ??= now();
        if (now() > recoveredAt + 5) break;
      }
      await sleep(100);
    }
    stopping = true;
    await Promise.all(loops);
    await readiness;

    // Before: answered before the stop began; during: the rest of those sent before PostgreSQL was back.
    const before = samples.filter((s) => s.at + s.ms / 1000 < stopAt);
    const during = samples.filter((s) => s.at + s.ms / 1000 >= stopAt && s.at < startedAt);
    const after = samples.filter((s) => s.at >= startedAt);
    const firstOk = after.find((s) => s.ok);
    const answersDuring = tally(during);
    const maxDuring = Math.max(0, ...during.map((s) => s.ms));
    const failedAfterRecovery =
      recoveredAt === null ? [] : samples.filter((s) => s.at > (recoveredAt ?? 0) && !s.ok);
    say();
    say(`- before the stop: ${before.length} calls, ${before.filter((s) => !s.ok).length} failed`);
    for (const [what, count] of tally(before.filter((s) => !s.ok))) say(`  - ${count} × ${what}`);
    say(
      `- \`pg_ctl stop -m fast\` at ${stopAt.toFixed(1)} s (done at ${stoppedAt.toFixed(1)} s), ` +
        `\`pg_ctl start\` at ${startAt.toFixed(1)} s (ready at ${startedAt.toFixed(1)} s)`,
    );
    say(
      `- answers while the database was down (${during.length} calls; the slowest took ${maxDuring.toFixed(0)} ms):`,
    );
    for (const [what, count] of answersDuring) say(`  - ${count} × ${what}`);
    const clear = answersDuring.every(([what]) => what === 'ok' || isClearError(what));
    say(
      `- clear errors (an HTTP error status with a message, or a GraphQL error with a code; not a dropped connection) ${verdict(clear)}`,
    );
    say(`- quick (no answer took over 5 s while the database was down) ${verdict(maxDuring <= 5000)}`);
    say(`- /readyz: ${ready.map((r) => `${r.status || 'no answer'} from ${r.at.toFixed(1)} s`).join(', ')}`);
    const alive = server.alive();
    say(
      `- the server process (pid ${pid}) ${alive ? 'kept running' : `exited: ${JSON.stringify(await server.exited)}`} ${verdict(alive)}`,
    );
    say(
      `- first success after the start: ${firstOk ? `${(firstOk.at - startedAt).toFixed(1)} s after PostgreSQL was ready` : 'none'}; ` +
        `every applicant succeeding again: ${recoveredAt === null ? 'never (within 60 s)' : `${(recoveredAt - startedAt).toFixed(1)} s after`} ` +
        verdict(recoveredAt !== null),
    );
    say(
      `- after the start: ${after.length} calls, ${after.filter((s) => !s.ok).length} failed, ${failedAfterRecovery.length} of them after recovery`,
    );
    if (!alive) {
      say('```');
      say(tail(server.logFile, Number(process.env.BENCH_LOG_LINES ?? 15)));
      say('```');
    }
  } catch (error) {
    allPassed = false;
    say(`- **FAIL**: ${(error as Error).message}`);
    if (server) {
      say('```');
      say(tail(server.logFile, Number(process.env.BENCH_LOG_LINES ?? 15)));
      say('```');
    }
  } finally {
    await server?.stop();
    if (clusterUp) {
      try {
        asPostgres(pgCtl, ['-D', pgData, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error((error as Error).message);
      }
    }
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The samples' answers with how often each came, the commonest first. */
function tally(samples: Sample[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const sample of samples) counts.set(sample.what, (counts.get(sample.what) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}

/**
 * Whether a failure's description (describeFailure) is a clear error: an answer, not a dropped or refused
 * connection, with an HTTP error status and a message, or a GraphQL error with a code.
 */
function isClearError(what: string): boolean {
  const answer = /^HTTP (\d+)(?:, (\S+) |\s"|$)/.exec(what);
  if (!answer) return false;
  const code = answer[2];
  return code ? code !== 'no' : Number(answer[1]) >= 400;
}

say('# Faults (npm run bench:faults)');
say();
say(machineLine());
say(
  'The server runs as a child process (`node --import tsx apps/server/src/main.ts`, NODE_ENV=production), as ' +
    '`npm start` runs it. An acknowledged write is a call answered with data and no errors.',
);
const pgName = `stairway_bench_faults_${process.pid}`;
let pgUrl: string | undefined;
try {
  if (sections.has('kill-pg')) pgUrl = createBenchDatabase(pgName);
} catch (error) {
  say();
  say('## kill -9 during writes, PostgreSQL');
  say();
  say(`Skipped: could not create a bench database (${(error as Error).message.trim()}).`);
}
if (pgUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-faults-pg-'));
  try {
    await killDuringWrites({ label: 'kill -9 during writes, PostgreSQL', databaseUrl: pgUrl, dataDir });
  } finally {
    dropBenchDatabase(pgName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (sections.has('kill-pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-faults-pglite-'));
  try {
    await killDuringWrites({ label: 'kill -9 during writes, embedded database (PGlite on disk)', dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (sections.has('outage')) await postgresOutage();

say();
say('## Notes');
say();
say(
  '- `kill -9` ends the server process, not the machine: what PostgreSQL (or PGlite) had written was in the ' +
    'operating system’s hands either way. A power cut is not simulated here.',
);
say(
  '- A PostgreSQL connection that failed (PostgreSQL stopping or restarting) used to end the server: node-postgres ' +
    'emits an `error` event on the connection, and nothing listened for it on a connection checked out of the pool. ' +
    'Every connection now has a listener (db/client.ts listenForConnectionErrors; test/db/connection-errors.test.ts); ' +
    'the failure is logged once as a warning and the pool opens new connections when PostgreSQL is back.',
);
say(
  '- While PostgreSQL is down the API answers at once with SERVICE_UNAVAILABLE (HTTP 503, Retry-After: 5, “Stairway ' +
    'is unavailable for a moment. Please try again in a few seconds.”; yoga.ts ' +
    'maskDatabaseOutage, test/api/database-unavailable.test.ts), and /readyz answers 503, so a load balancer can ' +
    'take the instance out. Before session 22 the answer was the masked INTERNAL_SERVER_ERROR, which a client or a ' +
    'monitor could not tell from a bug.',
);

fs.mkdirSync(path.join(repoRoot, 'bench'), { recursive: true });
fs.writeFileSync(path.join(repoRoot, 'bench/FAULTS.md'), `${lines.join('\n')}\n`);
console.log(`\nWritten to bench/FAULTS.md${allPassed ? '' : ' (some checks FAILED)'}`);
process.exit(allPassed ? 0 : 1);
