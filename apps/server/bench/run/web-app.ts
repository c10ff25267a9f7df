/**
 * The web app's section of `npm run bench` (run.ts): the JavaScript / and /login load before they show
 * (scripts/check-first-load.mjs) and Lighthouse's mobile performance audit (bench/lighthouse.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../src/config';
import { LIGHTHOUSE_SLOW_HOST_INDEX, runLighthouse } from '../lighthouse';
import { lighthouseOn, lighthouseRuns, say } from './settings';

/**
 * Measures the web app served by the bench server: the first load's JavaScript, and Lighthouse (unless
 * BENCH_LIGHTHOUSE=0) on /, /login, /dashboard and the explore page.
 * @param base the server's base URL
 * @param token the bench applicant's session token, for the signed-in pages
 * @param three the 3 busiest districts, the applicant's
 * @returns check-first-load's output and Lighthouse's results (none when skipped)
 */
export async function measureWebApp(base: string, token: string, three: string[]) {
  const firstLoad = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/check-first-load.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const lighthouseResults = lighthouseOn
    ? await runLighthouse(
        base,
        token,
        [
          { name: 'landing', path: '/', signedIn: false },
          { name: 'sign-in', path: '/login', signedIn: false },
          { name: 'dashboard', path: '/dashboard', signedIn: true },
          { name: `explore (${three.join(', ')})`, path: '/submit-a-home/explore', signedIn: true },
        ],
        lighthouseRuns,
      )
    : [];
  return { firstLoad, lighthouseResults };
}

/**
 * Prints the web app's section.
 * @param measured measureWebApp's results
 */
export function reportWebApp({
  firstLoad,
  lighthouseResults,
}: Awaited<ReturnType<typeof measureWebApp>>): void {
  say('## The web app');
  say();
  say('JavaScript loaded before the first page shows (gzip; target ≤ 150 KB):');
  say();
  for (const line of firstLoad.stdout.split('\n').filter((l) => l.trim()))
    say(`- ${line.replace(/^[✓✗✖]\s*/, '')}`);
  say();
  if (lighthouseOn) {
    say(
      `Lighthouse, mobile (simulated mid-range phone on 4G), median of ${lighthouseRuns} runs (target ≥ 95, blocking time < 200 ms; LCP < 2.5 s). ` +
        'FCP, LCP and CLS are of the run with the median score; TBT is the median over the runs:',
    );
    say();
    say(
      '| page | performance | FCP ms | LCP ms | TBT ms | CLS | runs: score (TBT ms) | host benchmark index per run | load average per run |',
    );
    say('|---|---|---|---|---|---|---|---|---|');
    for (const r of lighthouseResults) {
      say(
        `| ${r.name} ${r.path} | ${r.performance} | ${r.firstContentfulPaintMs} | ${r.largestContentfulPaintMs} | ` +
          `${r.medianTotalBlockingTimeMs} | ${r.cumulativeLayoutShift} | ${r.runs.map((score, i) => `${score} (${r.totalBlockingTimesMs[i]})`).join(', ')}${r.retried > 0 ? ` (${r.retried} run again after a lost trace)` : ''} | ` +
          `${r.benchmarkIndexes.join(', ')} | ${r.loadAverages.join(', ')} |`,
      );
    }
    const indexes = lighthouseResults.flatMap((r) => r.benchmarkIndexes);
    const slowRuns = indexes.filter((index) => index <= LIGHTHOUSE_SLOW_HOST_INDEX).length;
    say();
    say(
      `Lighthouse's benchmark index of this machine ranged from ${Math.min(...indexes)} to ${Math.max(...indexes)} over the ` +
        `${indexes.length} runs. Its default 4x CPU slowdown stands for a mid-range phone on a host above ` +
        `${LIGHTHOUSE_SLOW_HOST_INDEX}; ${slowRuns === 0 ? 'every run was above it.' : `${slowRuns} of the runs were at or below it, where Lighthouse warns that "the tested device appears to have a slower CPU than Lighthouse expects", and blocking time comes out longer than on the phone.`}`,
    );
  } else {
    say('Lighthouse was skipped (BENCH_LIGHTHOUSE=0).');
  }
}
