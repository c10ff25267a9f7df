/**
 * The last part of `npm run bench:load` (load.ts): each operation of the mix alone at a light rate, its latency
 * when nothing queues and the server's CPU time per request.
 */
import { percentiles, sleep, succeeded } from '../server-process';
import { cpuSeconds, steadyLoad, type Tally } from './measure';
import { MIX, type Simulated, sendOne, type WebDocuments } from './mix';
import { profileRate, profileSeconds, say } from './settings';

/**
 * Sends each operation of the mix alone at BENCH_LOAD_PROFILE_RATE for BENCH_LOAD_PROFILE_SECONDS and prints
 * its latency and the server's CPU per request (the server's idle CPU subtracted).
 * @param server the server's base URL and process id
 * @param documents the web app's operations
 * @param applicants the signed-in applicants
 * @param listingIds the homes addFavourite picks from
 * @returns whether any request failed
 */
export async function profileOperations(
  { url, pid }: { url: string; pid: number },
  documents: WebDocuments,
  applicants: Simulated[],
  listingIds: string[],
): Promise<boolean> {
  let failed = false;
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
    const busy = (cpuSeconds(pid) ?? 0) - cpuStart - (idlePerSecond * (performance.now() - opStarted)) / 1000;
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
  return failed;
}
