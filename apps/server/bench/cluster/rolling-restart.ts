/**
 * Steps 5 and 6 of `npm run bench:cluster` (cluster.ts): a rolling restart of every server under load, then
 * `kill -9` of one server under load, each with its failed requests and checked writes.
 */
import os from 'node:os';
import { checkWrites, describeFailures, newLedger, type WriterPool } from '../cluster-load';
import { sleep } from '../server-process';
import { f1, f2, loads, mapText, processes, restSeconds, rollingRate, say, verdict } from './settings';
import { type BalancerFindings, type Cluster, type MeasureContext, runningBalancer } from './state';

/**
 * Restarts each server in turn (SIGTERM, waited for, started again on its port, UP in HAProxy) under
 * CLUSTER_ROLLING_RATE requests a second with checked writes, and prints what failed.
 * @param cluster the running cluster
 * @param context what the loads send
 * @param pool the writers, whose ledger is emptied first
 * @returns HAProxy's log of the phase (its health-check events are printed after the kill)
 */
export async function rollingRestart(
  cluster: Cluster,
  context: MeasureContext,
  pool: WriterPool,
): Promise<BalancerFindings> {
  const balancer = runningBalancer(cluster);
  const { measure, servers, slots, startSlot, balancerFindings, counterDeltas, logSize, databaseUrl } =
    cluster;
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
  return rollingLog;
}
