/**
 * The cluster of `npm run bench:cluster` (cluster.ts): its server slots, HAProxy and database, and what every
 * phase does with them: start a server in its slot, measure the mix through HAProxy, read HAProxy's log and
 * counters.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Balancer, readBalancerLog, type ServerState } from '../cluster-haproxy';
import {
  createRecorder,
  type LoadSummary,
  mixSender,
  type Recorder,
  runLoad,
  snapshot,
  summarise,
  type Usage,
  usageBetween,
  type WriterPool,
} from '../cluster-load';
import type { Simulated, WebDocuments } from '../load';
import { type ServerProcess, startServer } from '../server-process';
import { delaySeconds, graceSeconds, maxInFlight, prebuilt, processes, writeShare } from './settings';

/** A server's place in the cluster: its name in HAProxy, its DATA_DIR and its port (0 until picked). */
export type Slot = { name: string; dataDir: string; port: number };

/** What a measured load sends: the applicants, the homes to save and, for checked writes, the writers. */
export type MeasureContext = { applicants: Simulated[]; listingIds: string[]; writes?: WriterPool };

/** One measured load: its recorder, figures and the CPU used meanwhile. */
export type Measured = { recorder: Recorder; summary: LoadSummary; usage: Usage };

/** The cluster: its parts, filled in as it is set up, and what the phases do with them. */
export type Cluster = {
  documents: WebDocuments;
  dbName: string;
  workDir: string;
  slots: Slot[];
  /** The server of each slot, once started. */
  servers: Array<ServerProcess | undefined>;
  balancer: Balancer | undefined;
  /** The bench database's URL; empty until it is created. */
  databaseUrl: string;
  /** Starts (or starts again) the server of slot i on its port, and waits for /readyz. */
  startSlot: (i: number) => Promise<ServerProcess>;
  /** The mix at `rate` through HAProxy for `duration` seconds (or until it returns true), with the CPU used. */
  measure: (
    rate: number,
    duration: number | (() => boolean),
    count: number,
    context: MeasureContext,
  ) => Promise<Measured>;
  /** The HAProxy log's requests from a byte offset: the failed ones by server and state, and retries. */
  balancerFindings: (from: number) => BalancerFindings;
  /** HAProxy's error counters of each server between two readings, as text. */
  counterDeltas: (before: Map<string, ServerState>, after: Map<string, ServerState>) => string;
  /** The size of HAProxy's log now, bytes (0 before it runs). */
  logSize: () => number;
};

/** What HAProxy's log says of a phase's requests. */
export type BalancerFindings = {
  failedByServer: Map<string, number>;
  retried: number;
  redispatched: number;
  events: string[];
  logged: number;
};

/**
 * HAProxy, once started.
 * @throws Error when it is not running
 */
export function runningBalancer(cluster: Pick<Cluster, 'balancer'>): Balancer {
  if (!cluster.balancer) throw new Error('HAProxy is not running');
  return cluster.balancer;
}

/**
 * Makes the cluster's working folder and its CLUSTER_PROCESSES empty slots; nothing is started.
 * @param documents the web app's operations the mix sends
 * @returns the cluster
 */
export function createCluster(documents: WebDocuments): Cluster {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-bench-cluster-'));
  const slots: Slot[] = Array.from({ length: processes }, (_, i) => ({
    name: `app${i + 1}`,
    dataDir: path.join(workDir, `app${i + 1}`),
    port: 0,
  }));
  const cluster: Cluster = {
    documents,
    dbName: `stairway_bench_cluster_${process.pid}`,
    workDir,
    slots,
    servers: slots.map(() => undefined),
    balancer: undefined,
    databaseUrl: '',
    startSlot: (i) => startSlot(cluster, i),
    measure: (rate, duration, count, context) => measure(cluster, rate, duration, count, context),
    balancerFindings: (from) => balancerFindings(cluster, from),
    counterDeltas: (before, after) => counterDeltas(cluster, before, after),
    logSize: () => (cluster.balancer ? fs.statSync(cluster.balancer.logFile).size : 0),
  };
  return cluster;
}

/** Starts (or starts again) the server of slot i on its port, and waits for /readyz. */
async function startSlot(cluster: Cluster, i: number): Promise<ServerProcess> {
  const slot = cluster.slots[i];
  if (!slot) throw new Error(`no server ${i + 1}`);
  const server = await startServer({
    dataDir: slot.dataDir,
    databaseUrl: cluster.databaseUrl,
    prebuilt,
    port: slot.port || undefined,
    env: {
      SEED: 'false',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      SHUTDOWN_DELAY_SECONDS: String(delaySeconds),
    },
  });
  slot.port = Number(new URL(server.url).port);
  cluster.servers[i] = server;
  return server;
}

/** The running servers' process ids, in slot order. */
const runningPids = (cluster: Cluster, count: number) =>
  cluster.servers.slice(0, count).map((s) => s?.pid ?? 0);

/**
 * The mix at `rate` through HAProxy for `seconds` (or until `until()`), with the CPU of the first `count`
 * servers, HAProxy, PostgreSQL, this process and the machine measured.
 */
async function measure(
  cluster: Cluster,
  rate: number,
  duration: number | (() => boolean),
  count: number,
  context: MeasureContext,
): Promise<Measured> {
  const balancer = runningBalancer(cluster);
  const recorder = createRecorder();
  const before = snapshot(runningPids(cluster, count), balancer.pid);
  const send = mixSender({
    url: balancer.url,
    documents: cluster.documents,
    applicants: context.applicants,
    listingIds: context.listingIds,
    recorder,
    maxInFlight,
    writes: context.writes ? { pool: context.writes, share: writeShare } : undefined,
  });
  await runLoad(rate, duration, send);
  const usage = usageBetween(before, snapshot(runningPids(cluster, count), balancer.pid));
  return { recorder, summary: summarise(recorder), usage };
}

/** The HAProxy log's requests from `from`: those that failed, by server and termination state, and retries. */
function balancerFindings(cluster: Cluster, from: number): BalancerFindings {
  const balancer = runningBalancer(cluster);
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
function counterDeltas(
  cluster: Cluster,
  before: Map<string, ServerState>,
  after: Map<string, ServerState>,
): string {
  return cluster.slots
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
