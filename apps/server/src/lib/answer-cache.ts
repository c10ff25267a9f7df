/**
 * A one-second memory of whole GraphQL answers for the queries whose answer depends only on their arguments and
 * the caller (decision 036). The explore page asks getHomesSelection for the busy districts again and again, from
 * many applicants at once; each answer is about 150 KB of JSON that took GraphQL execution, serialisation and
 * compression to make. While remembered, the same query with the same variables from the same caller is answered
 * with the same bytes, already compressed.
 *
 * What keeps it right (yoga.ts rememberAnswers applies it):
 * - Only queries whose every root field is in MEMORABLE_QUERY_FIELDS, fields whose answer depends on their
 *   arguments and the caller (the key holds both), and only answers without errors.
 * - The key holds the caller (their role and id): a role the field refuses never gets another role's answer, and
 *   getHomesSelection marks each home against the caller's own budget, so one applicant never gets another's
 *   answer either (the same applicant reloading or paging back still does).
 * - Remembered for ANSWER_CACHE_MS (one second) at most. Every GraphQL mutation of this server, and every other
 *   request that may write, forgets everything remembered (as the session check's memory, decision 033), and
 *   an answer made while something was forgotten is not remembered (a generation count). On PostgreSQL another
 *   process's mutations, writing requests, ops commands and imports are forgotten here at once too: it tells every
 *   server through the invalidation bus (lib/invalidation-bus.ts, decision 062) before it answers or ends, and
 *   while this server's bus is not listening nothing is remembered. Only a change made outside Stairway (SQL by
 *   hand), or one whose notification failed to send, is answered within a second.
 * - The request still goes through Yoga: its body is parsed, its document validated (both cached by Yoga), its
 *   session checked and its context built, so authentication, the session's renewal and the rate of errors
 *   are unchanged; only the execution, the JSON and the compression are skipped.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import type { SessionCache } from './session-cache';

/** How long an answer is remembered, in milliseconds (decision 036). */
export const ANSWER_CACHE_MS = 1000;

/** At most this many bytes of answers (JSON and its compressed forms) are remembered at once. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The query fields whose answers may be remembered: each answers the same to everyone of a role for the same
 * arguments (getHomesSelection: the homes for sale and featured homes of some districts, for any applicant).
 * A field that reads anything of the caller's own must never be added.
 */
export const MEMORABLE_QUERY_FIELDS: ReadonlySet<string> = new Set(['getHomesSelection']);

/** The encodings an answer is sent in, best first: brotli (quality 4, as `compression` uses), gzip, none. */
type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** A remembered answer: its JSON, and its compressed forms as they are first asked for. */
export type RememberedAnswer = {
  /** The answer's JSON, UTF-8. */
  json: Buffer;
  /** When it was made, ms since the epoch. */
  at: number;
  /** Its compressed forms, made once each. */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
};

/** The memory: see the module's description. */
export type AnswerCache = {
  /**
   * The remembered answer of a key, if it was made less than the cache's time ago.
   * @param key {@link answerKey}
   * @param now the time, ms since the epoch (tests pass their own)
   */
  get(key: string, now?: number): RememberedAnswer | null;
  /** The current generation: pass it to {@link AnswerCache.set} to remember an answer begun now. */
  generation(): number;
  /**
   * Remembers an answer begun at `generation`, unless everything has been forgotten since it began.
   * @returns the remembered answer, or null when it was not remembered
   */
  set(key: string, json: Buffer, generation: number, now?: number): RememberedAnswer | null;
  /** Forgets every remembered answer (a mutation or another writing request is running or has run). */
  forgetAll(): void;
  /**
   * Switches remembering off (everything is forgotten and nothing is remembered until it is switched on again)
   * or on (everything is forgotten once more). The invalidation bus switches it off while it cannot hear other
   * processes (lib/invalidation-bus.ts); it is on when the memory is created.
   * @param on true: remember answers; false: remember none
   */
  setRemembering(on: boolean): void;
};

/**
 * Creates an empty memory.
 * @param ttlMs how long an answer is remembered, milliseconds (ANSWER_CACHE_MS; 0 remembers nothing)
 */
export function createAnswerCache(ttlMs: number = ANSWER_CACHE_MS): AnswerCache {
  const answers = new Map<string, RememberedAnswer>();
  let generation = 0;
  let bytes = 0;
  let remembering = true;

  function drop(key: string, answer: RememberedAnswer): void {
    answers.delete(key);
    bytes -= answer.json.length * 2;
  }

  return {
    get(key, now = Date.now()) {
      const answer = answers.get(key);
      if (!answer) return null;
      if (now - answer.at >= ttlMs) {
        drop(key, answer);
        return null;
      }
      return answer;
    },
    generation: () => generation,
    set(key, json, begunAt, now = Date.now()) {
      // Counted twice: the JSON and, at most about as large, its compressed forms.
      if (ttlMs <= 0 || !remembering || begunAt !== generation || json.length * 2 > MAX_BYTES) return null;
      const previous = answers.get(key);
      if (previous) drop(key, previous);
      for (const [oldKey, old] of answers) {
        if (bytes + json.length * 2 <= MAX_BYTES && now - old.at < ttlMs) break;
        drop(oldKey, old);
      }
      const answer: RememberedAnswer = { json, at: now, encoded: {} };
      answers.set(key, answer);
      bytes += json.length * 2;
      return answer;
    },
    forgetAll() {
      answers.clear();
      bytes = 0;
      generation += 1;
    },
    setRemembering(on) {
      remembering = on;
      // The same as forgetAll: a check or answer begun before the switch is not remembered after it.
      answers.clear();
      bytes = 0;
      generation += 1;
    },
  };
}

/**
 * The key of an answer: the caller and the request's operation name, document and variables.
 * @param role the caller: their actor as JSON (kind and id, yoga.ts), or null for a public request
 */
export function answerKey(
  role: string | null,
  params: { query?: string; operationName?: string | null; variables?: unknown },
): string {
  return JSON.stringify([role, params.operationName ?? null, params.query ?? '', params.variables ?? null]);
}

/**
 * The best encoding of an answer that a request accepts (its Accept-Encoding), chosen by the `negotiator`
 * library as the API's `compression` chooses: the client's preference, brotli before gzip when it accepts both
 * alike.
 * @returns br, gzip or identity
 */
export function acceptedEncoding(acceptEncoding: string | null): Encoding {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? undefined } });
  // negotiator 0.6's second argument (the server's own preference) is missing from @types/negotiator.
  const encoding = negotiator.encoding as (available: string[], preferred: string[]) => string | undefined;
  return (encoding.call(negotiator, ENCODINGS, ['br', 'gzip']) as Encoding | undefined) ?? 'identity';
}

/**
 * An answer's bytes in an encoding, compressing it the first time that encoding is asked for.
 * @param answer a remembered answer (or one not remembered, for a single use)
 * @param encoding from {@link acceptedEncoding}
 */
export function encodedAnswer(answer: RememberedAnswer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(answer.json);
  let encoded = answer.encoded[encoding];
  if (!encoded) {
    encoded = encoding === 'br' ? brotli(answer.json, BROTLI_OPTIONS) : gzip(answer.json);
    answer.encoded[encoding] = encoded;
  }
  return encoded;
}

/**
 * Forgets what the server remembers for a moment, the session checks (decision 033) and the answers (decision
 * 036): called when a mutation starts and when it is done, and around every other request that may write.
 */
export function forgetRemembered(services: { sessionCache: SessionCache; answerCache: AnswerCache }): void {
  services.sessionCache.forgetAll();
  services.answerCache.forgetAll();
}
