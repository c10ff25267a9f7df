/**
 * The settings of `npm run bench:cluster` (cluster.ts), read from the environment once (see cluster.ts's
 * comment for each), its report and verdicts, and the numbers' formats.
 */

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const processes = Math.max(2, setting('CLUSTER_PROCESSES', 3));
export const phaseSeconds = setting('CLUSTER_PHASE_SECONDS', 60);
export const warmupSeconds = setting('CLUSTER_WARMUP_SECONDS', 10);
export const serverWarmupSeconds = setting('CLUSTER_SERVER_WARMUP_SECONDS', 5);
export const searchSeconds = setting('CLUSTER_SEARCH_SECONDS', 60);
export const searchStepSeconds = setting('CLUSTER_SEARCH_STEP_SECONDS', 10);
export const searchStart = setting('CLUSTER_SEARCH_START', 100);
export const searchStep = setting('CLUSTER_SEARCH_STEP', 50);
export const fixedRate = process.env.CLUSTER_RATE ? Number(process.env.CLUSTER_RATE) : null;
export const rollingRate = setting('CLUSTER_ROLLING_RATE', 100);
export const killBeforeSeconds = setting('CLUSTER_KILL_BEFORE_SECONDS', 10);
export const killAfterSeconds = setting('CLUSTER_KILL_AFTER_SECONDS', 10);
export const applicantCount = setting('CLUSTER_APPLICANTS', 100);
export const writerCount = setting('CLUSTER_WRITERS', 20);
export const writeShare = setting('CLUSTER_WRITE_SHARE', 0.1);
export const maxInFlight = setting('CLUSTER_MAX_IN_FLIGHT', 256);
export const graceSeconds = setting('CLUSTER_SHUTDOWN_GRACE_SECONDS', 10);
/** SHUTDOWN_DELAY_SECONDS of each server: compose.yaml's 7, HAProxy's time to take a server out (2 s × 3). */
export const delaySeconds = setting('CLUSTER_SHUTDOWN_DELAY_SECONDS', 7);
export const restSeconds = setting('CLUSTER_REST_SECONDS', 5);
/** Whether the servers run prebuilt (the default, as deployed) or from the sources through tsx. */
export const prebuilt = process.env.CLUSTER_SERVER !== 'sources';
/** p95 under this, with no failure, is a rate one process sustains. */
export const P95_LIMIT_MS = 100;

/** The report's lines, and whether every check passed (the script exits with 1 otherwise). */
export const report = { lines: [] as string[], allPassed: true };
/** Prints a line and keeps it for the report. */
export const say = (line = '') => {
  console.log(line);
  report.lines.push(line);
};
/** Marks the run as failed. */
export const fail = () => {
  report.allPassed = false;
};
/** @returns the verdict's markdown, remembering a failure for the exit code */
export const verdict = (ok: boolean) => {
  if (!ok) fail();
  return ok ? '**pass**' : '**FAIL**';
};
/** A number with 1 decimal. */
export const f1 = (n: number) => n.toFixed(1);
/** A number with 2 decimals. */
export const f2 = (n: number) => n.toFixed(2);
/** Load averages, 2 decimals each. */
export const loads = (l: number[]) => l.map(f2).join(' ');
/** Counts by key as `n × key, …`, or `none`. */
export const mapText = (m: Map<string, number>) =>
  m.size ? [...m.entries()].map(([k, n]) => `${n} × ${k}`).join(', ') : 'none';
