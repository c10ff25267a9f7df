/**
 * The settings of `npm run bench` (run.ts), read from the environment once, its report's lines, and the timing
 * of one scenario.
 */
import { createRequire } from 'node:module';
import { benchListingsFile } from '../fixture';

/** The listings file imported (BENCH_LISTINGS_FILE, the 60k sample, else the bundled national sample). */
export const file = benchListingsFile();
/** Calls per latency scenario (BENCH_ITERATIONS). */
export const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
/** Seconds per HTTP run (BENCH_SECONDS). */
export const httpSeconds = Number(process.env.BENCH_SECONDS ?? 5);
/** How many times the file is also imported scaled (BENCH_SCALE; 1: not at all). */
export const scale = Number(process.env.BENCH_SCALE ?? 1);
const warmup = 30;
/** Whether Lighthouse runs (BENCH_LIGHTHOUSE=0 skips it). */
export const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== '0';
/** Lighthouse audits per page (5 by default: the median is to be of at least 5). */
export const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** autocannon's command-line script, run in a child process. */
export const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
/** The report's lines so far, for RESULTS.md. */
export const lines: string[] = [];
/** Prints a line and keeps it for RESULTS.md. */
export const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => Number(n.toFixed(2));
/**
 * Times `fn` `runs` times after a warm-up of 30 calls.
 * @param fn the call timed
 * @param runs how many timed calls (default BENCH_ITERATIONS)
 * @returns p50, p95 and the longest, milliseconds (2 decimals)
 */
export async function time(fn: () => Promise<unknown>, runs = iterations) {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), max: ms(times.at(-1) ?? 0) };
}
