/**
 * Step 6 of `npm run bench:cluster` (cluster.ts): `kill -9` of one server under load, its failed requests
 * (in flight at the kill or not), HAProxy's view, and the checked writes.
 */
import os from 'node:os';
import { type Answer, checkWrites, describeFailures, newLedger, type WriterPool } from '../cluster-load';
import { sleep } from '../server-process';
import {
  f1,
  killAfterSeconds,
  killBeforeSeconds,
  loads,
  mapText,
  processes,
  restSeconds,
  say,
  verdict,
} from './settings';
import { type BalancerFindings, type Cluster, type MeasureContext, runningBalancer } from './state';

/**
 * Kills the second server with SIGKILL CLUSTER_KILL_BEFORE_SECONDS into a load at `rate` with checked writes,
 * lets the load go on CLUSTER_KILL_AFTER_SECONDS, and prints what failed, then HAProxy's health-check events
 * of the rolling restart and the kill.
 * @param cluster the running cluster
 * @param context what the loads send
 * @param pool the writers, whose ledger is emptied first
 * @param rate requests a second
 * @param rollingLog HAProxy's log of the rolling restart
 * @throws Error when there is no second server
 */
export async function killOneServer(
  cluster: Cluster,
  context: MeasureContext,
  pool: WriterPool,
  rate: number,
  rollingLog: BalancerFindings,
): Promise<void> {
  const balancer = runningBalancer(cluster);
  const { measure, servers, slots, balancerFindings, counterDeltas, logSize, databaseUrl } = cluster;
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
  sayHealthChecks(rollingLog, killLog);
}

/** Prints HAProxy's health-check events of the rolling restart and the kill, if there were any. */
function sayHealthChecks(rollingLog: BalancerFindings, killLog: BalancerFindings): void {
  if (killLog.events.length || rollingLog.events.length) {
    say();
    say("HAProxy's health checks during the rolling restart and the kill:");
    say();
    for (const event of [...rollingLog.events, ...killLog.events]) say(`- ${event}`);
  }
}
