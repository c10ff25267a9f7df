/**
 * One measured stage of `npm run bench:load` (load.ts): the mix at a rate for BENCH_LOAD_SECONDS with the
 * server's memory and CPU read every second, then a rest, and its section of the report.
 */
import os from 'node:os';
import { type CallResult, describeFailure, percentiles, rssKb, sleep, succeeded } from '../server-process';
import { cores, cpuSeconds, machineCpu, mb, steadyLoad, type Tally } from './measure';
import { MIX, type OperationName } from './mix';
import { restSeconds, say, seconds, warmupSeconds } from './settings';

/** One window of the stage, by when each request was sent. */
type Window = {
  latencies: number[];
  errors: number;
  rss: number;
  /** CPU seconds over the window's samples: the server's, and the whole machine's (every core). */
  serverCpu: number;
  machineCpu: number;
  sampledSeconds: number;
};

/** What one stage measured. */
type StageMeasurement = {
  windowSeconds: number;
  windows: Window[];
  tallyOf: (name: OperationName | 'all') => Tally;
  sent: number;
  maxLag: number;
  sendingMs: number;
  loadSeconds: number;
  rssBefore: number | null;
  peakRss: number;
  rssAfter: number | null;
  cpuDuring: number;
  benchCpu: NodeJS.CpuUsage;
  loadAverageBefore: number;
  loadAverageAfter: number;
};

const emptyWindow = (): Window => ({
  latencies: [],
  errors: 0,
  rss: 0,
  serverCpu: 0,
  machineCpu: 0,
  sampledSeconds: 0,
});

/** Runs the load at `rate` for BENCH_LOAD_SECONDS, reading the server every second, then rests. */
async function runStage(
  pid: number,
  rate: number,
  send: () => Promise<{ name: OperationName; result: CallResult }>,
): Promise<StageMeasurement> {
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
  const windows: Window[] = [];
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
  return {
    windowSeconds,
    windows,
    tallyOf,
    sent,
    maxLag,
    sendingMs,
    loadSeconds,
    rssBefore,
    peakRss,
    rssAfter,
    cpuDuring,
    benchCpu,
    loadAverageBefore,
    loadAverageAfter,
  };
}

/** Prints the stage's latencies and errors: by operation, then over time. */
function reportLatencies(m: StageMeasurement, rate: number, warmupErrors: string[], first: boolean): void {
  const { sent, sendingMs, maxLag, loadSeconds, tallyOf, windowSeconds } = m;
  const all = tallyOf('all');
  say();
  say(
    `## ${rate} requests a second for ${seconds} s (${sent} requests${first ? `, after ${warmupSeconds} s of warm-up at the same rate` : ', straight after the stage above and its rest'})`,
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
  m.windows.forEach((w, i) => {
    const p = percentiles(w.latencies);
    say(
      `| ${i * windowSeconds} | ${w.latencies.length} | ${w.errors} | ${p.p50} | ${p.p95} | ${p.p99} | ${mb(w.rss)} | ` +
        `${cores(w.serverCpu, w.sampledSeconds)} | ${cores(w.machineCpu, w.sampledSeconds)} |`,
    );
  });
}

/** Prints the server process's memory and CPU during the stage, and whether the machine was saturated. */
function reportServer(m: StageMeasurement, rate: number, idleRss: number | null): void {
  const { cpuDuring, loadSeconds, sent, benchCpu, windows } = m;
  say();
  say(`Memory and CPU of the server process at ${rate} a second:`);
  say();
  say(
    `- resident memory: ${idleRss === null ? '' : `${mb(idleRss)} when ready; `}before the measured load${idleRss === null ? '' : ' (after sign-ups and warm-up)'} ${mb(m.rssBefore)}; peak ${mb(m.peakRss)}; ${restSeconds} s after it ${mb(m.rssAfter)}`,
  );
  say(
    `- CPU: the server used ${cpuDuring.toFixed(1)} s in ${loadSeconds.toFixed(0)} s (${((cpuDuring / loadSeconds) * 100).toFixed(0)}% of one core), ` +
      `${((cpuDuring * 1000) / Math.max(1, sent)).toFixed(1)} ms a request (Node runs every request’s JavaScript on one ` +
      'thread: near one core, the process is at its limit); ' +
      `this load generator ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s; the machine has ${os.cpus().length} cores; ` +
      `1-minute load average ${m.loadAverageBefore.toFixed(2)} at the start of the measured load, ${m.loadAverageAfter.toFixed(2)} at its end`,
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
}

/**
 * One measured stage: the mix at `rate` for `seconds`, with the server's memory and CPU read every second, then
 * a rest; prints its section of the report.
 * @param options.pid the server's process id
 * @param options.rate requests a second
 * @param options.send sends one request of the mix
 * @param options.warmupErrors the warm-up's failures, reported with the first stage
 * @param options.idleRss the server's memory when it was ready, kilobytes, reported with the first stage (null
 *   after)
 * @returns the number of errors
 */
export async function measureStage(options: {
  pid: number;
  rate: number;
  send: () => Promise<{ name: OperationName; result: CallResult }>;
  warmupErrors: string[];
  idleRss: number | null;
}): Promise<number> {
  const measured = await runStage(options.pid, options.rate, options.send);
  reportLatencies(measured, options.rate, options.warmupErrors, options.idleRss !== null);
  reportServer(measured, options.rate, options.idleRss);
  return measured.tallyOf('all').errors;
}
