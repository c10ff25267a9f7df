/**
 * The invalidation bus (lib/invalidation-bus.ts, decision 062): its payloads, what each kind forgets, that it does
 * nothing on the embedded database, and on PostgreSQL that it hears others but not itself, and that a listener
 * whose connection is killed (`pg_terminate_backend`) remembers nothing until it listens again, then has forgotten
 * everything. The connection tests run only when DATABASE_URL is set (CI sets it).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { createAnswerCache } from '../../src/lib/answer-cache';
import {
  createInvalidationBus,
  forgetKinds,
  type InvalidationBus,
  type InvalidationEvent,
  type Memories,
} from '../../src/lib/invalidation-bus';
import {
  invalidationPayload,
  notifyInvalidation,
  readInvalidationPayload,
  UNREADABLE_SENDER,
} from '../../src/lib/invalidation-messages';
import { createLogger } from '../../src/lib/logger';
import { createSessionCache } from '../../src/lib/session-cache';
import type { VerifiedSession } from '../../src/lib/tokens';
import { fileDatabaseUrl } from '../db/test-databases';

const databaseUrl = inject('databaseUrl');
const logger = createLogger('silent');

/** A session check worth remembering: an applicant's token that expires in an hour. */
const CHECKED = {
  session: {
    actor: { kind: 'applicant', userId: 'u1' },
    expiresAt: Date.now() / 1000 + 3600,
  } as unknown as VerifiedSession,
  user: null,
};

/** Fresh memories of one process. */
function memories(): Memories {
  return { sessionCache: createSessionCache(), answerCache: createAnswerCache() };
}

/** Remembers one session check and one answer in `m`, as a request would. */
function remember(m: Memories): void {
  m.sessionCache.set('token', CHECKED, m.sessionCache.generation());
  m.answerCache.set('answer', Buffer.from('{}'), m.answerCache.generation());
}

/** What `m` remembers now. */
function remembered(m: Memories) {
  return { session: m.sessionCache.get('token') !== null, answer: m.answerCache.get('answer') !== null };
}

/** Resolves with the first event of `bus` that `accept` takes; rejects after `timeoutMs`. */
function nextEvent<T extends InvalidationEvent>(
  bus: InvalidationBus,
  accept: (event: InvalidationEvent) => event is T,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no such event within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = bus.subscribe((event) => {
      if (!accept(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}
const isListening = (e: InvalidationEvent): e is Extract<InvalidationEvent, { type: 'listening' }> =>
  e.type === 'listening';
const isLost = (e: InvalidationEvent): e is Extract<InvalidationEvent, { type: 'lost' }> => e.type === 'lost';
const isNotification = (e: InvalidationEvent): e is Extract<InvalidationEvent, { type: 'notification' }> =>
  e.type === 'notification';

describe('invalidation payloads and kinds', () => {
  it('names the sender and each kind once, and reads back only payloads of its own form', () => {
    const payload = invalidationPayload('bus-1', ['sessions', 'answers', 'sessions']);
    expect(JSON.parse(payload)).toEqual({ from: 'bus-1', forget: ['sessions', 'answers'] });
    expect(readInvalidationPayload(payload)).toEqual({ from: 'bus-1', forget: ['sessions', 'answers'] });
    expect(readInvalidationPayload('sessions')).toBeNull();
    expect(readInvalidationPayload('{"from":"x","forget":["everything"]}')).toBeNull();
    expect(readInvalidationPayload('{"from":"x","forget":[]}')).toBeNull();
    expect(readInvalidationPayload(undefined)).toBeNull();
  });

  it('forgets the session checks for `sessions`, the answers for `answers` and `homes`', () => {
    const m = memories();
    remember(m);
    forgetKinds(m, ['sessions']);
    expect(remembered(m)).toEqual({ session: false, answer: true });
    remember(m);
    forgetKinds(m, ['homes']);
    expect(remembered(m)).toEqual({ session: true, answer: false });
    remember(m);
    forgetKinds(m, ['answers']);
    expect(remembered(m)).toEqual({ session: true, answer: false });
  });

  it('remembers nothing while remembering is off, and forgets everything when it is switched on', () => {
    const m = memories();
    remember(m);
    m.sessionCache.setRemembering(false);
    m.answerCache.setRemembering(false);
    expect(remembered(m)).toEqual({ session: false, answer: false });
    remember(m);
    expect(remembered(m)).toEqual({ session: false, answer: false });
    // A check begun while off is not remembered once on: it may have read what a missed notification changed.
    const begun = m.sessionCache.generation();
    m.sessionCache.setRemembering(true);
    m.sessionCache.set('token', CHECKED, begun);
    expect(m.sessionCache.get('token')).toBeNull();
    m.answerCache.setRemembering(true);
    remember(m);
    expect(remembered(m)).toEqual({ session: true, answer: true });
  });
});

describe('the bus on the embedded database', () => {
  it('does nothing: one process has the database (db/pglite-lock.ts)', async () => {
    const m = memories();
    const bus = createInvalidationBus({ driver: 'pglite' }, { logger, memories: () => m });
    expect(bus.mode).toBe('none');
    await bus.start();
    expect(bus.isListening()).toBe(false);
    remember(m);
    await bus.notify(['sessions', 'answers']);
    await notifyInvalidation({ driver: 'pglite' }, ['homes']);
    expect(remembered(m)).toEqual({ session: true, answer: true });
    await bus.stop();
  });
});

describe.skipIf(!databaseUrl)('the bus on PostgreSQL (skipped without DATABASE_URL)', () => {
  let database: Database;
  const buses: InvalidationBus[] = [];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await fileDatabaseUrl(), migrate: false });
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.stop()));
    await database?.close();
  });

  /** A started bus with its own memories, reconnecting after 20 ms. */
  async function startedBus() {
    const m = memories();
    const bus = createInvalidationBus(database, { logger, memories: () => m, reconnectFirstMs: 20 });
    buses.push(bus);
    const listening = nextEvent(bus, isListening);
    await bus.start();
    const { backendPid } = await listening;
    expect(bus.isListening()).toBe(true);
    return { bus, m, backendPid };
  }

  it('hears another bus and forgets what it names; skips its own; forgets everything for a payload of another form', async () => {
    const one = await startedBus();
    const two = await startedBus();
    remember(one.m);
    remember(two.m);
    const twoHeard = nextEvent(two.bus, isNotification);
    const oneHeard = nextEvent(one.bus, isNotification);
    await one.bus.notify(['sessions']);
    expect(await twoHeard).toEqual({
      type: 'notification',
      from: one.bus.id,
      kinds: ['sessions'],
      own: false,
    });
    expect(await oneHeard).toMatchObject({ from: one.bus.id, own: true });
    expect(remembered(two.m)).toEqual({ session: false, answer: true });
    // The sender forgets its own memories itself (forgetRemembered) before telling: the echo changes nothing.
    expect(remembered(one.m)).toEqual({ session: true, answer: true });

    remember(two.m);
    const unreadable = nextEvent(two.bus, isNotification);
    await database.pool?.query(`notify stairway_invalidate, 'not json'`);
    expect(await unreadable).toMatchObject({ from: UNREADABLE_SENDER, own: false });
    expect(remembered(two.m)).toEqual({ session: false, answer: false });
  });

  it('reconnects when its connection is killed, remembering nothing meanwhile and forgetting all once back', async () => {
    const { bus, m, backendPid } = await startedBus();
    remember(m);
    const lost = nextEvent(bus, isLost);
    const back = nextEvent(bus, isListening);
    await database.pool?.query('select pg_terminate_backend($1)', [backendPid]);
    expect((await lost).retryInMs).toBe(20);
    // Lost: nothing is remembered, since another process's change would not be heard.
    expect(bus.isListening()).toBe(false);
    expect(remembered(m)).toEqual({ session: false, answer: false });
    remember(m);
    expect(remembered(m)).toEqual({ session: false, answer: false });

    const again = await back;
    expect(again.backendPid).not.toBe(backendPid);
    expect(bus.isListening()).toBe(true);
    // Back: remembering again, from nothing.
    expect(remembered(m)).toEqual({ session: false, answer: false });
    remember(m);
    expect(remembered(m)).toEqual({ session: true, answer: true });
    // And hearing again.
    const heard = nextEvent(bus, isNotification);
    await notifyInvalidation(database, ['answers'], 'another process');
    expect(await heard).toMatchObject({ from: 'another process', own: false });
    expect(remembered(m)).toEqual({ session: true, answer: false });
  });

  it('waits longer after each failure to reconnect, and stops trying when stopped', async () => {
    const m = memories();
    // Nothing listens on this port: every attempt fails at once.
    const unreachable = await openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:9/none',
      migrate: false,
      onConnectionError: () => {},
    });
    const bus = createInvalidationBus(unreachable, {
      logger,
      memories: () => m,
      reconnectFirstMs: 10,
      reconnectMaxMs: 40,
    });
    const delays: number[] = [];
    bus.subscribe((event) => {
      if (event.type === 'lost') delays.push(event.retryInMs);
    });
    remember(m);
    await bus.start();
    expect(bus.isListening()).toBe(false);
    expect(remembered(m)).toEqual({ session: false, answer: false });
    await expect.poll(() => delays.length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    expect(delays.slice(0, 4)).toEqual([10, 20, 40, 40]);
    // notify never fails: it logs, and the others forget within their second.
    await expect(bus.notify(['sessions'])).resolves.toBeUndefined();
    await bus.stop();
    const count = delays.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(delays.length).toBe(count);
    // Stopped: a process on its own again, remembering as before.
    remember(m);
    expect(remembered(m)).toEqual({ session: true, answer: true });
    await unreachable.close();
  });
});
