/**
 * Background work on PostgreSQL (decision 063): the job queue's two runners keep one contract. In process: a
 * job runs, a throwing job is retried with backoff up to its limit, a singleton key is not queued twice,
 * nothing is queued before start or after stop, and a bad cron expression is refused. pg-boss on PostgreSQL
 * (when the tests run with one, as CI does): a job sent once is done once by two servers' workers, and
 * retried after a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createInProcessQueue, createPgBossQueue, type JobQueue } from '../../src/lib/job-queue';
import { createLogger } from '../../src/lib/logger';
import { openEmptyDatabase, testServerUrl } from '../db/empty-database';

const logger = createLogger('silent');

/** Resolves once `check` is true, polling every 20 ms; rejects after `ms`. */
async function until(check: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the in-process job queue (embedded database)', () => {
  it('runs a job, and retries one that throws with a growing wait, up to its limit', async () => {
    const queue = createInProcessQueue(logger);
    const tries: number[] = [];
    const done: string[] = [];
    queue.define(
      'flaky',
      async (data, info) => {
        tries.push(Date.now());
        if (info.retryCount < 2) throw new Error('not yet');
        done.push(String(data.n));
      },
      { retryLimit: 3, retryDelaySeconds: 0.05 },
    );
    await queue.start();
    expect(await queue.send('flaky', { n: 1 })).toBe(true);
    await until(() => done.length === 1);
    expect(done).toEqual(['1']);
    expect(tries).toHaveLength(3);
    const [a = 0, b = 0, c = 0] = tries;
    // 50 ms, then 100 ms (backoff doubles), with timer slack.
    expect(b - a).toBeGreaterThanOrEqual(45);
    expect(c - b).toBeGreaterThanOrEqual(95);
    await queue.stop(1);
  });

  it('gives up after the retry limit, and does not queue a singleton key twice while one waits', async () => {
    const queue = createInProcessQueue(logger);
    let failures = 0;
    let runs = 0;
    queue.define(
      'always-fails',
      async () => {
        failures += 1;
        throw new Error('no');
      },
      { retryLimit: 1, retryDelaySeconds: 0.01 },
    );
    queue.define(
      'once',
      async () => {
        runs += 1;
      },
      { retryLimit: 0, retryDelaySeconds: 1 },
    );
    await queue.start();
    await queue.send('always-fails', {});
    await until(() => failures === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failures).toBe(2);
    await queue.send('once', {}, { singletonKey: 'k', startAfterSeconds: 0.05 });
    await queue.send('once', {}, { singletonKey: 'k', startAfterSeconds: 0.05 });
    await until(() => runs === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
    await queue.stop(1);
  });

  it('queues nothing before start or after stop, and refuses a bad cron expression', async () => {
    const queue = createInProcessQueue(logger);
    queue.define('job', async () => {}, { retryLimit: 0, retryDelaySeconds: 1 });
    expect(await queue.send('job', {})).toBe(false);
    expect(queue.started()).toBe(false);
    await queue.start();
    await expect(queue.send('unknown', {})).rejects.toThrow('No job is defined with the name unknown.');
    await queue.stop(1);
    expect(await queue.send('job', {})).toBe(false);
    expect(() => queue.schedule('job', 'every day')).toThrow();
  });

  it('waits for a slot further away than a timer can wait, instead of running it at once', async () => {
    const queue = createInProcessQueue(logger);
    let runs = 0;
    queue.define(
      'quarterly',
      async () => {
        runs += 1;
      },
      { retryLimit: 0, retryDelaySeconds: 1 },
    );
    // The first day of the month six months on: always more than the 24.8 days a timer can wait.
    const month = ((new Date().getMonth() + 6) % 12) + 1;
    queue.schedule('quarterly', `0 5 1 ${month} *`);
    await queue.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(0);
    await queue.stop(1);
  });
});

describe.runIf(testServerUrl)('pg-boss on PostgreSQL', () => {
  let database: Database;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await openEmptyDatabase('pg');
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1);
    await database?.close();
  });

  it('does a job sent once exactly once with two servers working, and retries a failed one', async () => {
    const ran: string[] = [];
    let flakyTries = 0;
    for (const server of ['a', 'b']) {
      const queue = createPgBossQueue(database.pool as NonNullable<Database['pool']>, logger);
      queue.define(
        'count',
        async (data) => {
          ran.push(`${server}:${String(data.n)}`);
        },
        { retryLimit: 0, retryDelaySeconds: 1 },
      );
      queue.define(
        'flaky',
        async () => {
          flakyTries += 1;
          if (flakyTries === 1) throw new Error('first try fails');
        },
        { retryLimit: 2, retryDelaySeconds: 1 },
      );
      queues.push(queue);
    }
    // Both start at once: pg-boss creates its schema under its own lock.
    await Promise.all(queues.map((queue) => queue.start()));
    const [first] = queues;
    for (let n = 0; n < 6; n += 1) await first?.send('count', { n });
    await first?.send('flaky', {});
    await until(() => ran.length >= 6 && flakyTries >= 2, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(ran.map((entry) => entry.split(':')[1]).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(flakyTries).toBe(2);
  }, 40_000);
});
