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
import pg from 'pg';
import type { Database } from '../db/client';
import type { AnswerCache } from './answer-cache';
import {
  INVALIDATION_CHANNEL,
  INVALIDATION_KINDS,
  type InvalidationKind,
  notifyInvalidation,
  readInvalidationPayload,
  UNREADABLE_SENDER,
} from './invalidation-messages';
import type { Logger } from './logger';
import type { SessionCache } from './session-cache';

/** The first delay before the listening connection is opened again, ms; it doubles on each failure. */
export const RECONNECT_FIRST_MS = 100;
/** The longest delay before the listening connection is opened again, ms. */
export const RECONNECT_MAX_MS = 5000;
/** How often the listening connection is checked with `SELECT 1`, ms. */
export const HEARTBEAT_MS = 30_000;

/** What the bus reports to {@link InvalidationBus.subscribe}rs (tests wait on these; the log has them too). */
export type InvalidationEvent =
  /** The connection LISTENs (at start, or again after it dropped) and everything was forgotten. */
  | { type: 'listening'; backendPid: number }
  /** The connection dropped or could not be opened: nothing is remembered until `listening`. */
  | { type: 'lost'; error: Error; retryInMs: number }
  /** A notification was heard and what it names forgotten (nothing when `own`: the sender forgot already). */
  | { type: 'notification'; from: string; kinds: InvalidationKind[]; own: boolean };

/** The memories a notification clears; read at each notification (the bench swaps answerCache). */
export type Memories = { sessionCache: SessionCache; answerCache: AnswerCache };

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
 * Forgets what a notification names.
 * @param memories the process's memories
 * @param kinds what to forget
 */
export function forgetKinds(memories: Memories, kinds: Iterable<InvalidationKind>): void {
  const named = new Set(kinds);
  if (named.has('sessions')) memories.sessionCache.forgetAll();
  if (named.has('answers') || named.has('homes')) memories.answerCache.forgetAll();
}

/**
 * Switches the memories' remembering on or off (forgetting everything either way).
 * @param memories the process's memories
 * @param on false while notifications cannot be heard
 */
function setRemembering(memories: Memories, on: boolean): void {
  memories.sessionCache.setRemembering(on);
  memories.answerCache.setRemembering(on);
}

/** An Error from whatever was thrown. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The listening side of a bus on PostgreSQL: its settings and its state, shared by the helpers below. */
type Listener = {
  /** The bus's id (its own notifications are skipped). */
  readonly id: string;
  readonly pool: pg.Pool;
  readonly logger: Logger;
  readonly memories: () => Memories;
  /** The first and the longest delay before reconnecting, ms. */
  readonly firstDelay: number;
  readonly maxDelay: number;
  /** How often the connection is checked, ms. */
  readonly heartbeatMs: number;
  readonly listeners: Set<(event: InvalidationEvent) => void>;
  /** The connection in use (connecting or listening); null while stopped or waiting to reconnect. */
  client: pg.Client | null;
  listening: boolean;
  started: boolean;
  failures: number;
  retry: NodeJS.Timeout | undefined;
  heartbeat: NodeJS.Timeout | undefined;
};

/** Calls every subscriber of the listener with `event`. */
function emit(l: Listener, event: InvalidationEvent): void {
  for (const listener of l.listeners) listener(event);
}

/**
 * Handles one notification: forgets what it names (everything when it cannot be read; nothing when the bus sent
 * it itself) and reports it. Notifications on other channels are ignored.
 * @param l the listener
 * @param message the notification PostgreSQL delivered
 */
function heard(l: Listener, message: pg.Notification): void {
  if (message.channel !== INVALIDATION_CHANNEL) return;
  const payload = readInvalidationPayload(message.payload);
  if (!payload) {
    // Not one of ours (a hand-made NOTIFY): forget everything, which is always right.
    l.logger.warn(
      { channel: message.channel },
      'an invalidation notification could not be read: forgetting all',
    );
    forgetKinds(l.memories(), INVALIDATION_KINDS);
    emit(l, { type: 'notification', from: UNREADABLE_SENDER, kinds: [...INVALIDATION_KINDS], own: false });
    return;
  }
  const own = payload.from === l.id;
  if (!own) forgetKinds(l.memories(), payload.forget);
  emit(l, { type: 'notification', from: payload.from, kinds: payload.forget, own });
}

/**
 * The connection `which` dropped (or never opened): remember nothing, and open another after a delay (doubling
 * from firstDelay up to maxDelay, ms) while started. Does nothing when `which` is no longer the one in use.
 * @param l the listener
 * @param which the connection that failed
 * @param error why
 */
function lost(l: Listener, which: pg.Client, error: unknown): void {
  if (which !== l.client) return;
  l.client = null;
  l.listening = false;
  clearInterval(l.heartbeat);
  setRemembering(l.memories(), false);
  which.end().catch(() => {});
  if (!l.started) return;
  const retryInMs = Math.min(l.firstDelay * 2 ** l.failures, l.maxDelay);
  l.failures += 1;
  l.logger.warn(
    { err: asError(error), retryInMs },
    'the invalidation listener lost PostgreSQL: nothing is remembered until it listens again',
  );
  emit(l, { type: 'lost', error: asError(error), retryInMs });
  l.retry = setTimeout(() => void connect(l), retryInMs);
  l.retry.unref();
}

/**
 * A new, not yet connected, client for the listening connection, with the pool's settings.
 * @param pool the pool whose options (and password) it takes
 * @returns the client (10 s connection and query timeouts, TCP keep-alive)
 */
function newListenerClient(pool: pg.Pool): pg.Client {
  return new pg.Client({
    connectionTimeoutMillis: 10_000,
    ...pool.options,
    // The pool keeps a password out of its enumerable options (so that it is not logged).
    password: pool.options.password,
    application_name: 'stairway invalidation listener',
    keepAlive: true,
    // The heartbeat's limit; LISTEN and SELECT 1 take well under a millisecond.
    query_timeout: 10_000,
  });
}

/**
 * Opens the listening connection and LISTENs; on success remembers again and starts the heartbeat, on failure
 * hands over to {@link lost}. Never rejects. Does nothing when stopped.
 * @param l the listener
 */
async function connect(l: Listener): Promise<void> {
  if (!l.started) return;
  const next = newListenerClient(l.pool);
  l.client = next;
  // An error event without a listener would end the process; a second one after `lost` is ignored there.
  next.on('error', (error) => lost(l, next, error));
  next.on('end', () => lost(l, next, new Error('the connection ended')));
  next.on('notification', (message) => heard(l, message));
  let backendPid: number;
  try {
    await next.connect();
    await next.query(`listen ${INVALIDATION_CHANNEL}`);
    const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
    backendPid = rows[0]?.pid ?? 0;
  } catch (error) {
    lost(l, next, error);
    return;
  }
  if (l.client !== next) return;
  l.failures = 0;
  l.listening = true;
  // Listening from here on: anything changed before, even if its notification was missed, is forgotten now.
  setRemembering(l.memories(), true);
  l.heartbeat = setInterval(() => {
    next.query('select 1').catch((error: unknown) => lost(l, next, error));
  }, l.heartbeatMs);
  l.heartbeat.unref();
  l.logger.info({ channel: INVALIDATION_CHANNEL }, 'listening for other processes’ changes');
  emit(l, { type: 'listening', backendPid });
}

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
