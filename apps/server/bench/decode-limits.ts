/**
 * Decoding limits (docs/decisions/044-decoding-limits.md): what eight large uploads at once cost the server's
 * process, and whether a crafted PDF stalls it.
 *
 *   node --import tsx apps/server/bench/decode-limits.ts
 *
 * Each scenario runs in a fresh child process (so one's memory does not colour the next), calling the code the
 * upload paths call (lib/photo-display.ts resizeForDisplay, lib/file-content.ts opensAsType):
 * - `photos-40mp` / `photos-60mp`: eight PNGs of 40 and 60 megapixels (one colour, so the files are small)
 *   resized for display at once; and `check-40mp`: the same eight 40 MP PNGs checked by opensAsType (the
 *   documents' and promotions' path).
 * - `pdf-550k`: a 16 MB PDF of 550,000 objects checked by opensAsType, while a timer measures how late the
 *   event loop runs (the server's other requests wait that long).
 * Reported: the resident set size (RSS) before, at its peak (sampled every 10 ms) and after a 5 s rest; the wall
 * time; each call's result; the event loop's longest delay. `uptime` is printed first: other work on the
 * machine changes every figure.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { opensAsType } from '../src/lib/file-content';
import { resizeForDisplay } from '../src/lib/photo-display';
import { manyObjectsPdf, solidPng } from '../test/decode-fixtures';

const SCENARIOS = ['photos-40mp', 'photos-60mp', 'check-40mp', 'pdf-550k'] as const;
type Scenario = (typeof SCENARIOS)[number];
/** How long the process rests after the work before its RSS is read again, ms. */
const REST_MS = 5000;
const MB = 1024 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** Runs one scenario in this process and prints one line of figures. */
async function runScenario(scenario: Scenario): Promise<void> {
  const [width, height] = scenario === 'photos-60mp' ? [8944, 6708] : [7300, 5470];
  const png = scenario === 'pdf-550k' ? undefined : await solidPng(width, height);
  const pdf = scenario === 'pdf-550k' ? manyObjectsPdf(550_000) : undefined;
  // Let the fixtures' own memory settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  let results: string[];
  if (pdf) {
    results = [
      String(await opensAsType(pdf, 'application/pdf').catch((error) => `refused: ${error.message}`)),
    ];
  } else if (scenario === 'check-40mp') {
    const all = await Promise.allSettled(
      Array.from({ length: 8 }, () => opensAsType(png as Buffer, 'image/png')),
    );
    results = all.map((r) => (r.status === 'fulfilled' ? String(r.value) : `refused: ${r.reason.message}`));
  } else {
    const all = await Promise.allSettled(Array.from({ length: 8 }, () => resizeForDisplay(png as Buffer)));
    results = all.map((r) =>
      r.status === 'fulfilled' ? (r.value ? 'resized' : 'null') : `refused: ${r.reason.message}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  peak = Math.max(peak, process.memoryUsage.rss());
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  clearInterval(sampler);
  const after = process.memoryUsage.rss();
  const counts = new Map<string, number>();
  for (const r of results) counts.set(r, (counts.get(r) ?? 0) + 1);
  const summary = [...counts].map(([r, n]) => `${n} × ${r}`).join('; ');
  console.log(
    `| ${scenario} | ${mb(before)} | ${mb(peak)} (+${mb(peak - before)}) | ${mb(after)} | ${seconds.toFixed(2)} s | ` +
      `${Math.round(delay.max / 1e6)} ms | ${summary} |`,
  );
}

const chosen = process.argv[2] as Scenario | undefined;
if (chosen) {
  if (!SCENARIOS.includes(chosen)) throw new Error(`Unknown scenario ${chosen}`);
  await runScenario(chosen);
  process.exit(0);
} else {
  console.log(`uptime: ${execFileSync('uptime').toString().trim()}`);
  console.log(
    '| scenario | RSS before | RSS peak | RSS after 5 s rest | wall time | longest event-loop delay | results |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const self = fileURLToPath(import.meta.url);
  for (const scenario of SCENARIOS) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', self, scenario], { stdio: 'inherit' });
    if (run.status !== 0) console.log(`| ${scenario} | failed with status ${run.status} |`);
  }
}
