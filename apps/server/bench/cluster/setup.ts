/**
 * The first two steps of `npm run bench:cluster` (cluster.ts): the database, migrated and seeded once, every
 * server and HAProxy; then the applicants and writers, signed up through HAProxy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config';
import { startBalancer } from '../cluster-haproxy';
import { createWriterPool, type WriterPool } from '../cluster-load';
import { districts, mixListingIds, type Simulated } from '../load';
import { createApplicants, createBenchDatabase, freePort } from '../server-process';
import {
  applicantCount,
  delaySeconds,
  f1,
  graceSeconds,
  maxInFlight,
  prebuilt,
  processes,
  say,
  writerCount,
} from './settings';
import { type Cluster, type MeasureContext, runningBalancer } from './state';

/**
 * Creates the bench database and migrates and seeds it (`npm run db:migrate -- --seed`), builds the server
 * unless CLUSTER_SERVER=sources, starts every server and HAProxy (sending to the first only), and prints the
 * setup. Sets cluster.databaseUrl and cluster.balancer as it goes, so that they are cleaned up after a failure.
 * @param cluster the cluster, nothing started yet
 * @throws Error when a step fails (the migration's or the build's output in its message)
 */
export async function setUpCluster(cluster: Cluster): Promise<void> {
  const { slots, workDir, startSlot } = cluster;
  // 1. The database, migrated and seeded once; the first server; HAProxy.
  let started = performance.now();
  const databaseUrl = createBenchDatabase(cluster.dbName);
  cluster.databaseUrl = databaseUrl;
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
  const balancer = await startBalancer({
    dir: balancerDir,
    servers: slots.map((s, i) => ({ name: s.name, port: s.port, enabled: i === 0 })),
  });
  cluster.balancer = balancer;
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
}

/**
 * Signs up CLUSTER_APPLICANTS applicants and CLUSTER_WRITERS writers through HAProxy and finds the homes they
 * save; prints how long it took.
 * @param cluster the running cluster
 * @returns what the measured loads send, and the writers' pool for the checked writes
 */
export async function signUpPeople(cluster: Cluster): Promise<{ context: MeasureContext; pool: WriterPool }> {
  const balancer = runningBalancer(cluster);
  const { documents } = cluster;
  // 2. Applicants and writers, signed up through HAProxy.
  const started = performance.now();
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
  return { context, pool };
}
