/**
 * The session check's short memory (decision 033): a signed-in request's token, once verified and checked
 * against its account's session version, is remembered for SESSION_CACHE_MS, so that the requests a page
 * makes together (and a busy client's next ones) skip the HMAC check and the database read. On the embedded
 * database that read was about half of the server's CPU for an authenticated `{ me }` (bench/RESULTS.md,
 * session 25).
 *
 * What keeps it right:
 * - Every GraphQL mutation of this server, and every other request that is not a GET or HEAD, forgets everything
 *   remembered, before it runs and again once it has answered ({@link SessionCache.forgetAll}). Sign-out, a
 *   password change or reset, an e-mail change, disabling a staff account and saving an application are all
 *   mutations: the next request reads the database again, so they take effect at once.
 * - A check that began before the last forgetting is not remembered (a generation count), so a read that raced
 *   a mutation cannot put its stale answer back.
 * - What another process changes (a second server's mutations and writing requests, `npm run ops`,
 *   `npm run import:listings`) counts at once too, on PostgreSQL: that process tells every server through the
 *   invalidation bus (lib/invalidation-bus.ts, decision 062) before its answer is sent or its command ends, and
 *   each server forgets everything when told. While a server's bus is not listening (its connection dropped and
 *   is being opened again) it remembers nothing ({@link SessionCache.setRemembering}), and once it listens again
 *   it forgets everything, since it may have missed a notification. Only a change made outside Stairway (SQL by
 *   hand), or one whose notification failed to send, waits for SESSION_CACHE_MS: one second. The embedded
 *   database serves one process only (db/pglite-lock.ts), so there is no other process to hear from.
 * - An entry is used only while its token is unexpired, and at most MAX_ENTRIES tokens are remembered (the
 *   oldest are dropped first).
 */
import type { UserRow } from '../db/rows';
import type { VerifiedSession } from './tokens';

/** How long a checked session is remembered, in milliseconds (decision 033). */
export const SESSION_CACHE_MS = 1000;

/** At most this many tokens are remembered at once; the oldest are dropped first. */
const MAX_ENTRIES = 10_000;

/** What a check found: the verified token, and for an applicant their users row as it was read. */
export type CheckedSession = { session: VerifiedSession; user: UserRow | null };

/** A remembered check and when it was made (ms since the epoch). */
type Entry = CheckedSession & { at: number };

/** The session check's memory: see the module's description. */
export type SessionCache = {
  /**
   * The remembered check of a token, if it was made less than SESSION_CACHE_MS ago and the token has not
   * expired since.
   * @param token the bearer token
   * @param now the time, ms since the epoch (tests pass their own)
   */
  get(token: string, now?: number): CheckedSession | null;
  /**
   * The current generation: pass it to {@link SessionCache.set} to remember a check begun now.
   */
  generation(): number;
  /**
   * Remembers a check begun at `generation`, unless everything has been forgotten since it began.
   * @param token the bearer token
   * @param checked what the check found (only a passed check is remembered)
   * @param generation what {@link SessionCache.generation} said when the check began
   * @param now the time, ms since the epoch
   */
  set(token: string, checked: CheckedSession, generation: number, now?: number): void;
  /** Forgets every remembered check (a mutation or another writing request is running or has run). */
  forgetAll(): void;
  /**
   * Switches remembering off (everything is forgotten and nothing is remembered until it is switched on again)
   * or on (everything is forgotten once more). The invalidation bus switches it off while it cannot hear other
   * processes (lib/invalidation-bus.ts); it is on when the cache is created.
   * @param on true: remember checks; false: remember none
   */
  setRemembering(on: boolean): void;
};

/**
 * Creates an empty session cache.
 * @param ttlMs how long a check is remembered, milliseconds (SESSION_CACHE_MS; 0 remembers nothing)
 */
export function createSessionCache(ttlMs: number = SESSION_CACHE_MS): SessionCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let remembering = true;
  return {
    get(token, now = Date.now()) {
      const entry = entries.get(token);
      if (!entry) return null;
      if (now - entry.at >= ttlMs || now >= entry.session.expiresAt * 1000) {
        entries.delete(token);
        return null;
      }
      return entry;
    },
    generation: () => generation,
    set(token, checked, begunAt, now = Date.now()) {
      if (ttlMs <= 0 || !remembering || begunAt !== generation) return;
      entries.delete(token);
      entries.set(token, { ...checked, at: now });
      // A Map keeps insertion order: the first keys are the oldest.
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(oldest);
      }
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    setRemembering(on) {
      remembering = on;
      // The same as forgetAll: a check or answer begun before the switch is not remembered after it.
      generation += 1;
      entries.clear();
    },
  };
}
