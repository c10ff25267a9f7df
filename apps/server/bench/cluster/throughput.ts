/**
 * Steps 3 and 4 of `npm run bench:cluster` (cluster.ts): the rate one process sustains with p95 under 100 ms,
 * then that rate on one process, twice it on two and three times on three.
 */
import os from 'node:os';
import { describeFailures } from '../cluster-load';
import { sleep } from '../server-process';
import {
  f1,
  f2,
  fixedRate,
  loads,
  P95_LIMIT_MS,
  phaseSeconds,
  processes,
  restSeconds,
  say,
  searchSeconds,
  searchStart,
  searchStep,
  searchStepSeconds,
  serverWarmupSeconds,
  warmupSeconds,
} from './settings';
import { type Cluster, type MeasureContext, type Measured, runningBalancer } from './state';

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

/**
 * Warms one process up, then, unless CLUSTER_RATE is set, searches for the rate it sustains with p95 under
 * 100 ms and nothing failed, and prints the steps.
 * @param cluster the running cluster
 * @param context what the loads send
 * @returns the rate, requests a second (CLUSTER_RATE, the highest good step, else the lowest step tried)
 */
export async function findSustainedRate(cluster: Cluster, context: MeasureContext): Promise<number> {
  const { measure } = cluster;
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
  return rate;
}

/**
 * Measures R on one process, 2R on two and 3R on three (each new server put in HAProxy and warmed first), and
 * prints the throughput table and the two processes' ratio.
 * @param cluster the running cluster
 * @param context what the loads send
 * @param rate R, requests a second
 */
export async function measureThroughput(
  cluster: Cluster,
  context: MeasureContext,
  rate: number,
): Promise<void> {
  const balancer = runningBalancer(cluster);
  const { measure } = cluster;
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
}
