/**
 * The messages servers send one another to keep their memories right (decision 062; lib/invalidation-bus.ts
 * listens for them): the PostgreSQL channel, what a message can name, its JSON payload, and how a process
 * without a listener (the ops CLI, the importer, `db:migrate -- --seed`) sends one.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../db/client';

/** The PostgreSQL channel every Stairway process notifies and listens on (an identifier: lower case, no quotes). */
export const INVALIDATION_CHANNEL = 'stairway_invalidate';

/**
 * What a notification can ask to forget: `sessions` the session checks; `answers` the remembered answers;
 * `homes` the listings or their read model changed (an import), which forgets the answers. The district homes'
 * memory (lib/district-homes-cache.ts) needs no telling: every request reads the read model's build number.
 */
export const INVALIDATION_KINDS = ['sessions', 'answers', 'homes'] as const;

/** One of {@link INVALIDATION_KINDS}. */
export type InvalidationKind = (typeof INVALIDATION_KINDS)[number];

/** What a mutation, or another writing request, may have changed: anything a session check or an answer read. */
export const AFTER_A_WRITE: readonly InvalidationKind[] = ['sessions', 'answers'];

/** What a command-line tool may have changed (the ops commands, an import): everything. */
export const EVERYTHING: readonly InvalidationKind[] = INVALIDATION_KINDS;

/** The sender an unreadable notification is reported with (it is taken as asking to forget everything). */
export const UNREADABLE_SENDER = '(unreadable)';

/** A notification's payload: the sender's bus id and what to forget (JSON; PostgreSQL allows 8000 bytes). */
const payloadSchema = z.object({
  from: z.string().min(1).max(100),
  forget: z.array(z.enum(INVALIDATION_KINDS)).min(1),
});

/**
 * The payload of a notification.
 * @param from the sender's bus id
 * @param kinds what to forget
 * @returns JSON, e.g. `{"from":"…","forget":["sessions","answers"]}`
 */
export function invalidationPayload(from: string, kinds: readonly InvalidationKind[]): string {
  return JSON.stringify({ from, forget: [...new Set(kinds)] });
}

/**
 * Reads a notification's payload.
 * @returns the sender and what to forget, or null when it is not one of ours (or not JSON)
 */
export function readInvalidationPayload(payload: string | undefined): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Tells every server on the database to forget `kinds`, for a process without a bus (the ops CLI, the listings
 * importer): `SELECT pg_notify(…)` on the database's pool. Does nothing on the embedded database.
 * @param database the open database
 * @param kinds what to forget (EVERYTHING after an ops command, `homes` after an import)
 * @param from the sender's id (default: a new random one, so that no server skips it as its own)
 * @throws the query's error (PostgreSQL unreachable): the servers then forget within their second
 */
export async function notifyInvalidation(
  database: Pick<Database, 'driver' | 'pool'>,
  kinds: readonly InvalidationKind[],
  from: string = crypto.randomUUID(),
): Promise<void> {
  if (database.driver !== 'pg' || !database.pool) return;
  await database.pool.query('select pg_notify($1, $2)', [
    INVALIDATION_CHANNEL,
    invalidationPayload(from, kinds),
  ]);
}
