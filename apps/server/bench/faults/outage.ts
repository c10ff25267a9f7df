/**
 * The PostgreSQL stop/start test of `npm run bench:faults` (faults.ts): a throwaway cluster of its own, a light
 * load while `pg_ctl stop -m fast` stops it and `pg_ctl start` starts it again, and what the server answered.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Applicant,
  createApplicants,
  describeFailure,
  gql,
  psql,
  type ServerProcess,
  sleep,
  startServer,
  succeeded,
  tail,
} from '../server-process';
import {
  asPostgres,
  type Cluster,
  initCluster,
  outageSkipReason,
  postgresBinDir,
  startCluster,
} from './pg-cluster';
import { districts, fail, outageSeconds, say, UPDATE_CARD_BALANCE, verdict } from './report';

/** One call of the light load during the outage test. */
type Sample = { at: number; op: string; ok: boolean; what: string; ms: number };

/** What the outage test saw: every call, /readyz's changes, and when each step happened (s from the start). */
type OutageRun = {
  samples: Sample[];
  ready: Array<{ at: number; status: number }>;
  stopAt: number;
  stoppedAt: number;
  startAt: number;
  startedAt: number;
  recoveredAt: number | null;
};

/**
 * The light load (each applicant calling `{ me }` and updateApplication in turn, 100 ms apart) and /readyz,
 * while the cluster is stopped for BENCH_OUTAGE_SECONDS and started again; until every applicant has
 * succeeded again, then 5 s more, at most 60 s.
 */
async function runOutage(
  server: ServerProcess,
  applicants: Applicant[],
  cluster: Cluster,
): Promise<OutageRun> {
  const { url } = server;
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
  asPostgres(cluster.pgCtl, ['-D', cluster.pgData, '-m', 'fast', '-w', 'stop']);
  cluster.up = false;
  const stoppedAt = now();
  await sleep(outageSeconds * 1000);
  const startAt = now();
  cluster.start();
  cluster.up = true;
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
  return { samples, ready, stopAt, stoppedAt, startAt, startedAt, recoveredAt };
}

/** Prints what the outage test saw, with its verdicts. */
async function reportOutage(server: ServerProcess, run: OutageRun): Promise<void> {
  const { samples, ready, stopAt, stoppedAt, startAt, startedAt, recoveredAt } = run;
  const { pid } = server;
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
}

/**
 * The PostgreSQL stop/start test on a throwaway cluster (see faults.ts's comment); skipped, saying why, without
 * root, runuser, a postgres user or PostgreSQL's binaries.
 * @returns once its section is written (a failure is reported and fails the run, it is not thrown)
 */
export async function postgresOutage(): Promise<void> {
  say();
  say('## PostgreSQL stopped and started under load');
  say();
  const binDir = postgresBinDir();
  const skip = outageSkipReason(binDir);
  if (skip || !binDir) {
    say(`Skipped: ${skip}.`);
    return;
  }
  const cluster = await startCluster(binDir);
  const { port } = cluster;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-outage-'));
  let server: ServerProcess | undefined;
  try {
    initCluster(cluster);
    psql(`postgres://postgres@127.0.0.1:${port}/postgres`, 'CREATE DATABASE stairway');
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/stairway`;
    say(
      `A throwaway cluster (${path.basename(path.dirname(binDir))}, initdb as postgres, trust authentication, port ${port}); ` +
        `the server in production mode on it; 4 applicants each calling \`{ me }\` and updateApplication in turn, ` +
        `100 ms apart.`,
    );
    server = await startServer({ dataDir, databaseUrl });
    const applicants = await createApplicants(server.url, 4, {
      prefix: `outage-${process.pid}`,
      districts: districts.slice(0, 3),
    });
    await reportOutage(server, await runOutage(server, applicants, cluster));
  } catch (error) {
    fail();
    say(`- **FAIL**: ${(error as Error).message}`);
    if (server) {
      say('```');
      say(tail(server.logFile, Number(process.env.BENCH_LOG_LINES ?? 15)));
      say('```');
    }
  } finally {
    await server?.stop();
    if (cluster.up) {
      try {
        asPostgres(cluster.pgCtl, ['-D', cluster.pgData, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error((error as Error).message);
      }
    }
    fs.rmSync(cluster.clusterDir, { recursive: true, force: true });
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
