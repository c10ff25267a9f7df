/**
 * Several servers, one truth (decision 062): how a process that changed the database tells every other server on
 * the same PostgreSQL to forget what it remembers of it, the session checks (lib/session-cache.ts, decision 033)
 * and the answers (lib/answer-cache.ts, decision 036), at once rather than within their second.
 *
 * - Telling: {@link InvalidationBus.notify} (and {@link notifyInvalidation}, for the command-line tools) runs
 *   `SELECT pg_notify('stairway_invalidate', payload)` on a pooled connection, on its own, so that PostgreSQL
 *   delivers it as that statement commits. The payload names what to forget and the sender (a random id per bus,
 *   so that two servers in one test process are told apart). yoga.ts awaits it after every mutation and before
 *   the answer is sent; app.ts after every other writing request; the ops CLI and the listings importer after
 *   their changes.
 * - Hearing: {@link InvalidationBus.start} opens one dedicated connection (not from the pool, which would hand it
 *   to queries) that LISTENs on the channel, and forgets what each notification names; its own notifications are
 *   skipped (the sender forgot before telling). While that connection is down, nothing is remembered, and it is
 *   opened again with a growing delay (100 ms doubling to 5 s); once it listens again, everything is forgotten,
 *   since notifications sent meanwhile were missed. A `SELECT 1` every 30 s (and TCP keep-alive) finds a
 *   connection that died silently.
 * - On the embedded database (PGlite) the bus does nothing: one process at a time opens it (db/pglite-lock.ts).
 *
 * A bus that is not started (tests, the command-line tools) still tells others; its process then forgets only
 * what it changed itself, and the rest after a second, as before.
 */
import crypto from 'node:crypto';
import type { Database } from '../db/client';
import {
  asError,
  connect,
  type InvalidationEvent,
  type Listener,
  type Memories,
  setRemembering,
} from './invalidation-listener';
import { type InvalidationKind, notifyInvalidation } from './invalidation-messages';
import type { Logger } from './logger';

export { forgetKinds, type InvalidationEvent, type Memories } from './invalidation-listener';

/** The first delay before the listening connection is opened again, ms; it doubles on each failure. */
export const RECONNECT_FIRST_MS = 100;
/** The longest delay before the listening connection is opened again, ms. */
export const RECONNECT_MAX_MS = 5000;
/** How often the listening connection is checked with `SELECT 1`, ms. */
export const HEARTBEAT_MS = 30_000;

/** The bus: see the module's description. */
export type InvalidationBus = {
  /** `postgres` on PostgreSQL; `none` on the embedded database, where every method does nothing. */
  readonly mode: 'postgres' | 'none';
  /** This bus's id, sent with its notifications (a random UUID). */
  readonly id: string;
  /**
   * Tells every listening process to forget `kinds`. Never fails: an error is logged (the others then forget
   * within their second) and the promise resolves. The caller forgets its own memories itself
   * (forgetRemembered, lib/answer-cache.ts).
   * @param kinds what to forget
   * @returns once PostgreSQL has taken the notification (committed), or the attempt failed
   */
  notify(kinds: readonly InvalidationKind[]): Promise<void>;
  /**
   * Starts listening; resolves after the first attempt to connect, whether it succeeded or not (later
   * attempts go on in the background). Calling it again while started does nothing.
   */
  start(): Promise<void>;
  /**
   * Stops listening and closes the connection; the memories remember again as before the bus was started
   * (everything forgotten). Safe to call when not started.
   */
  stop(): Promise<void>;
  /** Whether the connection LISTENs now. */
  isListening(): boolean;
  /**
   * Calls `listener` with each {@link InvalidationEvent}.
   * @returns a function that stops calling it
   */
  subscribe(listener: (event: InvalidationEvent) => void): () => void;
};

/**
 * Creates the bus of a process: a listening one on PostgreSQL, one that does nothing on the embedded database.
 * @param database the open database (its pool's settings open the listening connection)
 * @param options.logger where connection changes and failed notifications are logged
 * @param options.memories the memories notifications clear, read at each notification
 * @param options.reconnectFirstMs the first delay before reconnecting, ms (RECONNECT_FIRST_MS; tests shorten it)
 * @param options.reconnectMaxMs the longest delay before reconnecting, ms (RECONNECT_MAX_MS)
 * @param options.heartbeatMs how often the connection is checked, ms (HEARTBEAT_MS)
 * @returns the bus, not started
 */
export function createInvalidationBus(
  database: Pick<Database, 'driver' | 'pool'>,
  options: {
    logger: Logger;
    memories: () => Memories;
    reconnectFirstMs?: number;
    reconnectMaxMs?: number;
    heartbeatMs?: number;
  },
): InvalidationBus {
  const id = crypto.randomUUID();
  const pool = database.driver === 'pg' ? database.pool : undefined;
  if (!pool) {
    return {
      mode: 'none',
      id,
      notify: async () => {},
      start: async () => {},
      stop: async () => {},
      isListening: () => false,
      subscribe: () => () => {},
    };
  }
  const { logger } = options;
  const l: Listener = {
    id,
    pool,
    logger,
    memories: options.memories,
    firstDelay: options.reconnectFirstMs ?? RECONNECT_FIRST_MS,
    maxDelay: options.reconnectMaxMs ?? RECONNECT_MAX_MS,
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    listeners: new Set(),
    client: null,
    listening: false,
    started: false,
    failures: 0,
    retry: undefined,
    heartbeat: undefined,
  };

  return {
    mode: 'postgres',
    id,
    async notify(kinds) {
      try {
        await notifyInvalidation(database, kinds, id);
      } catch (error) {
        logger.warn(
          { err: asError(error), kinds },
          'other servers could not be told to forget: they forget within a second',
        );
      }
    },
    async start() {
      if (l.started) return;
      l.started = true;
      l.failures = 0;
      await connect(l);
    },
    async stop() {
      l.started = false;
      clearTimeout(l.retry);
      clearInterval(l.heartbeat);
      const current = l.client;
      l.client = null;
      l.listening = false;
      // Back to a process on its own: it forgets what it changes, and the rest within a second.
      setRemembering(l.memories(), true);
      await current?.end().catch(() => {});
    },
    isListening: () => l.listening,
    subscribe(listener) {
      l.listeners.add(listener);
      return () => l.listeners.delete(listener);
    },
  };
}
