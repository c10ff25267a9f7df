/**
 * The settings of `npm run bench:load` (load.ts), read from the environment once, and its report's lines.
 */

/** The rates to measure, one after the other on the same server, requests a second: BENCH_LOAD_RATE, e.g. `200` or `100,200`. */
export const rates = (process.env.BENCH_LOAD_RATE ?? '200').split(',').map(Number);
/** How long each rate is measured, and the unmeasured warm-up before the first, seconds. */
export const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
export const warmupSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
/** The rest after each stage before the server's memory is read again, seconds. */
export const restSeconds = Number(process.env.BENCH_LOAD_REST_SECONDS ?? 15);
/** Each operation alone afterwards: its rate a second and its seconds (0 skips it). */
export const profileRate = Number(process.env.BENCH_LOAD_PROFILE_RATE ?? 20);
export const profileSeconds = Number(process.env.BENCH_LOAD_PROFILE_SECONDS ?? 5);
/** The applicants who sign up and sign in before the load. */
export const applicantCount = Number(process.env.BENCH_LOAD_APPLICANTS ?? 100);

/** The report's lines so far, for LOAD.md. */
export const lines: string[] = [];

/** Prints a line and keeps it for LOAD.md. */
export const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
