/**
 * The CPU used by each part of the machine during a phase of the cluster benchmark (cluster-load.ts,
 * cluster.ts): the servers, HAProxy, PostgreSQL, the load generator and the whole machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import { cpuSeconds, machineCpu } from '../load/measure';

/** CPU time used so far by each part of the machine, seconds, and the load average, at one moment. */
export type Snapshot = {
  at: number;
  servers: number[];
  balancer: number;
  postgres: number;
  generator: number;
  machine: number;
  loadavg: number[];
};

/**
 * CPU time of every PostgreSQL process on the machine (its server and backends: every database's, not only
 * the benchmark's), seconds.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += cpuSeconds(Number(entry)) ?? 0;
  }
  return total;
}

/**
 * The CPU time used so far by the cluster's processes and the machine.
 * @param serverPids the server processes' ids
 * @param balancerPid HAProxy's
 * @returns the CPU time each has used so far, with PostgreSQL's, this process's and the machine's
 */
export function snapshot(serverPids: number[], balancerPid: number): Snapshot {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    servers: serverPids.map((pid) => cpuSeconds(pid) ?? 0),
    balancer: cpuSeconds(balancerPid) ?? 0,
    postgres: postgresCpuSeconds(),
    generator: (own.user + own.system) / 1e6,
    machine: machineCpu(),
    loadavg: os.loadavg(),
  };
}

/** Cores busy between two snapshots, by part. */
export type Usage = {
  servers: number[];
  balancer: number;
  postgres: number;
  generator: number;
  machine: number;
  loadBefore: number[];
  loadAfter: number[];
};

/**
 * The cores each part kept busy between two snapshots.
 * @param before the snapshot at the start
 * @param after the snapshot at the end (of the same processes)
 * @returns the cores each part kept busy on average
 */
export function usageBetween(before: Snapshot, after: Snapshot): Usage {
  const seconds = Math.max(0.001, (after.at - before.at) / 1000);
  const cores = (a: number, b: number) => (b - a) / seconds;
  return {
    servers: after.servers.map((cpu, i) => cores(before.servers[i] ?? 0, cpu)),
    balancer: cores(before.balancer, after.balancer),
    postgres: cores(before.postgres, after.postgres),
    generator: cores(before.generator, after.generator),
    machine: cores(before.machine, after.machine),
    loadBefore: before.loadavg,
    loadAfter: after.loadavg,
  };
}
