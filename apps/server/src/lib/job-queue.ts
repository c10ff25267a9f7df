/**
 * Background jobs (decision 063): one interface, two runners.
 *
 * - On PostgreSQL, pg-boss (a maintained queue kept in the database's `pgboss` schema): a job sent by any server
 *   is done once by whichever server's worker fetches it first (`SELECT … FOR UPDATE SKIP LOCKED`), retried with
 *   exponential backoff when its handler throws, and a schedule (a cron expression in Europe/London time) sends
 *   ONE job per slot however many servers run, because pg-boss's scheduler claims each minute in the database.
 * - On the embedded database, which one process holds (db/pglite-lock.ts), an in-process runner with the same
 *   behaviour: timers for delays and backoff, cron-parser (the library pg-boss itself uses) for schedules.
 *
 * Jobs are defined before {@link JobQueue.start}; `npm start` starts the queue (main.ts) and the command-line tools
 * do not, so a job sent from a tool waits in PostgreSQL for a server (with pg-boss) or is not sent (in process:
 * `send` then reports `false`, and the caller's own record, such as the e-mail outbox's row, is what a server's
 * sweep picks up).
 */
import parser from 'cron-parser';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from './logger';

/** How a job is retried when its handler throws (pg-boss's retry options). */
export type RetryPolicy = {
  /** Tries after the first; 0 never retries. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each later one waits about twice as long. */
  retryDelaySeconds: number;
};

/** What a handler is told about its job. */
export type JobInfo = {
  /** The try this is, from 0 (the first). */
  retryCount: number;
  /** The policy's retryLimit: a handler whose retryCount equals it is on its last try. */
  retryLimit: number;
};

/** Does a job; throwing makes the job be tried again (within its policy). */
export type JobHandler = (data: Record<string, unknown>, info: JobInfo) => Promise<void>;

/** The queue: see the module's description. */
export type JobQueue = {
  /** pg-boss on PostgreSQL, the in-process runner on the embedded database. */
  kind: 'pg-boss' | 'in-process';
  /**
   * Says what a job name does. Call before {@link JobQueue.start}.
   * @param name the job's name (letters, digits, `-`, `.`)
   * @param handler what a job of this name does
   * @param policy how it is retried
   */
  define(name: string, handler: JobHandler, policy: RetryPolicy): void;
  /**
   * Sends a job named cron-like on a schedule, one per slot across every server (pg-boss) or this process.
   * Call before {@link JobQueue.start}.
   * @param name a defined job's name
   * @param cron a five-field cron expression read in Europe/London time, e.g. `0 3 * * *` (03:00 daily)
   */
  schedule(name: string, cron: string): void;
  /** Starts the workers and the schedules (main.ts). */
  start(): Promise<void>;
  /** True between {@link JobQueue.start} and {@link JobQueue.stop}. */
  started(): boolean;
  /**
   * Sends a job.
   * @param name a defined job's name
   * @param data what the handler receives (JSON)
   * @param options.singletonKey at most one job with this key waits or runs at a time (pg-boss singletonKey)
   * @param options.startAfterSeconds not before this many seconds from now
   * @returns true when the job was queued; false when the queue is not started (in process only: see the module)
   */
  send(
    name: string,
    data: Record<string, unknown>,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<boolean>;
  /**
   * Stops fetching and scheduling, and waits up to `graceSeconds` for the jobs running here to finish.
   * @param graceSeconds the longest wait, seconds
   */
  stop(graceSeconds?: number): Promise<void>;
};

/** The advisory lock servers take while creating pg-boss's queues and schedules (any number unique to this use). */
export const QUEUE_SETUP_LOCK_KEY = 7_361_034;

/** The schedules' time zone: Stairway's days are London days (lib/dates.ts). */
export const SCHEDULE_TIME_ZONE = 'Europe/London';

/**
 * The pg-boss runner on PostgreSQL. pg-boss uses the server's pool (no connections of its own) and keeps its
 * tables in the `pgboss` schema, which it creates and migrates on start under its own advisory lock, so several
 * servers may start at once.
 * @param pool the server's PostgreSQL pool
 * @param logger where job failures and pg-boss's own errors go
 */
export function createPgBossQueue(pool: pg.Pool, logger: Logger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    // Finished jobs are kept a week for looking into, then deleted by pg-boss's maintenance.
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'the job queue reported an error'));
  const definitions = new Map<string, { handler: JobHandler; policy: RetryPolicy }>();
  const schedules: Array<{ name: string; cron: string }> = [];
  let running = false;
  return {
    kind: 'pg-boss',
    define(name, handler, policy) {
      definitions.set(name, { handler, policy });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    started: () => running,
    async start() {
      await boss.start();
      // Creating a queue makes a table partition; two servers creating the same ones at once deadlock (found by
      // test/lib/job-queue.test.ts), so servers take turns under an advisory lock.
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
        for (const [name, { policy }] of definitions) {
          await boss.createQueue(name, {
            name,
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: true,
            // A job still running after 5 minutes is taken to have died with its server and is tried again.
            expireInSeconds: 300,
          });
        }
        for (const { name, cron } of schedules) {
          await boss.schedule(name, cron, {}, { tz: SCHEDULE_TIME_ZONE });
        }
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => {});
        lockHolder.release();
      }
      for (const [name, { handler }] of definitions) {
        await boss.work(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 2 },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data as Record<string, unknown>, {
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
            } catch (error) {
              logger.warn({ err: error, job: name, retryCount: job.retryCount }, 'a background job failed');
              throw error;
            }
          },
        );
      }
      running = true;
    },
    async send(name, data, options = {}) {
      await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: Math.ceil(options.startAfterSeconds) } : {}),
      });
      return true;
    },
    async stop(graceSeconds = 20) {
      if (!running) return;
      running = false;
      // close: false — the pool is the server's, closed by main.ts after this.
      await boss.stop({ graceful: true, timeout: graceSeconds * 1000, close: false, wait: true });
    },
  };
}

/** The longest a Node timer waits, ms (2^31 − 1, about 24.8 days): setTimeout runs a longer one at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The in-process runner for the embedded database: the same contract as pg-boss within one process. A job's tries
 * wait retryDelaySeconds × 2^(try − 1) between them (pg-boss's backoff without its jitter); jobs with the same
 * singletonKey are not queued twice while one waits or runs; schedules use cron-parser in London time. Timers never
 * keep the process alive.
 * @param logger where job failures go
 */
export function createInProcessQueue(logger: Logger): JobQueue {
  const definitions = new Map<string, { handler: JobHandler; policy: RetryPolicy }>();
  const schedules: Array<{ name: string; cron: string }> = [];
  const timers = new Set<NodeJS.Timeout>();
  const singletons = new Set<string>();
  const runningJobs = new Set<Promise<void>>();
  let running = false;

  const later = (seconds: number, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        run();
      },
      Math.max(0, seconds * 1000),
    );
    timer.unref();
    timers.add(timer);
  };

  const attempt = (name: string, data: Record<string, unknown>, retryCount: number, singleton?: string) => {
    const definition = definitions.get(name);
    if (!definition || !running) {
      if (singleton) singletons.delete(singleton);
      return;
    }
    const { handler, policy } = definition;
    const job = handler(data, { retryCount, retryLimit: policy.retryLimit }).then(
      () => {
        if (singleton) singletons.delete(singleton);
      },
      (error: unknown) => {
        logger.warn({ err: error, job: name, retryCount }, 'a background job failed');
        if (retryCount < policy.retryLimit) {
          later(policy.retryDelaySeconds * 2 ** retryCount, () =>
            attempt(name, data, retryCount + 1, singleton),
          );
        } else if (singleton) {
          singletons.delete(singleton);
        }
      },
    );
    runningJobs.add(job);
    void job.finally(() => runningJobs.delete(job));
  };

  const nextSlot = (name: string, cron: string) => {
    const next = parser.parseExpression(cron, { tz: SCHEDULE_TIME_ZONE }).next().getTime();
    // A timer cannot wait longer than MAX_TIMER_MS (Node runs a longer one at once, which ran a quarterly job in a
    // loop): a slot further away is waited for in steps.
    const waitFor = () => {
      const ms = next - Date.now();
      if (ms > MAX_TIMER_MS) {
        later(MAX_TIMER_MS / 1000, () => running && waitFor());
        return;
      }
      later(ms / 1000, () => {
        if (!running) return;
        attempt(name, {}, 0, `schedule:${name}`);
        nextSlot(name, cron);
      });
    };
    waitFor();
  };

  return {
    kind: 'in-process',
    define(name, handler, policy) {
      definitions.set(name, { handler, policy });
    },
    schedule(name, cron) {
      parser.parseExpression(cron, { tz: SCHEDULE_TIME_ZONE });
      schedules.push({ name, cron });
    },
    started: () => running,
    async start() {
      running = true;
      for (const { name, cron } of schedules) nextSlot(name, cron);
    },
    async send(name, data, options = {}) {
      if (!running) return false;
      if (!definitions.has(name)) throw new Error(`No job is defined with the name ${name}.`);
      const singleton = options.singletonKey ? `${name}:${options.singletonKey}` : undefined;
      if (singleton) {
        if (singletons.has(singleton)) return true;
        singletons.add(singleton);
      }
      later(options.startAfterSeconds ?? 0, () => attempt(name, data, 0, singleton));
      return true;
    },
    async stop(graceSeconds = 20) {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      singletons.clear();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...runningJobs]),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, graceSeconds * 1000);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
