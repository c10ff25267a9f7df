/**
 * The listening side of the invalidation bus on PostgreSQL (lib/invalidation-bus.ts, decision 062): the one
 * dedicated connection that LISTENs on the channel, forgets what each notification names, reconnects with a
 * growing delay when it drops (remembering nothing meanwhile) and checks itself with a heartbeat.
 */
import pg from 'pg';
import type { AnswerCache } from './answer-cache';
import {
  INVALIDATION_CHANNEL,
  INVALIDATION_KINDS,
  type InvalidationKind,
  readInvalidationPayload,
  UNREADABLE_SENDER,
} from './invalidation-messages';
import type { Logger } from './logger';
import type { SessionCache } from './session-cache';

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
export function setRemembering(memories: Memories, on: boolean): void {
  memories.sessionCache.setRemembering(on);
  memories.answerCache.setRemembering(on);
}

/** An Error from whatever was thrown. */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The listening side of a bus on PostgreSQL: its settings and its state, shared by the helpers below. */
export type Listener = {
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
export async function connect(l: Listener): Promise<void> {
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
