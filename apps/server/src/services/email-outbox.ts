/**
 * The transactional e-mail outbox (decision 063).
 *
 * Every e-mail is first a row of email_outbox. A caller with a transaction enqueues the message in it
 * ({@link EmailOutbox.enqueue}), so the message exists exactly when the change that causes it was committed, and
 * asks for delivery after the commit ({@link EmailOutbox.deliver}); a caller without one uses
 * {@link EmailOutbox.send}, which saves the row and delivers it at once. Delivery:
 *
 * 1. claims the row (`pending` → `sending`, with a claim that lapses after CLAIM_SECONDS) in one UPDATE, so two
 *    workers (two servers, a retry and the sweep) never both hand it to the provider;
 * 2. hands it to the provider (SMTP, or the outbox folder) with the row's idempotency key as the Message-ID;
 * 3. marks it `sent` and clears the message (it may hold sign-in codes and reset links), or, when
 *    the provider refused it, puts it back to `pending` with a later next_attempt_at and queues a retry on the job
 *    queue (lib/job-queue.ts: pg-boss on PostgreSQL, in process on the embedded database), up to MAX_ATTEMPTS tries
 *    (then `failed`, logged for operators).
 *
 * What a crash does. Killed after the commit and before the send (the fault benchmark's case): the row is
 * `pending`, and the sweep (every minute, on whichever server pg-boss gives it to) delivers it: nothing is lost
 * and, since only a claim sends, nothing is sent twice. Killed during the provider's own hand-over (milliseconds
 * between the SMTP server's acceptance and the `sent` update): the claim lapses and the row is sent again, with the
 * same Message-ID so the receiving side can tell it is the same message; this is the one window where a duplicate
 * is possible, and the outbox folder closes it by writing each key once.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { JobQueue } from '../lib/job-queue';
import type { Logger } from '../lib/logger';
import type { EmailMessage, EmailProvider } from '../providers/email/email-provider';

/** Tries before a message is marked failed (the first and seven retries, over about two hours with backoff). */
export const MAX_ATTEMPTS = 8;
/** Seconds before the first retry; each later one waits twice as long (30 s, 1 min, 2 min, … about 1 h). */
export const RETRY_DELAY_SECONDS = 30;
/** Seconds a worker's claim on a row lasts: a row still `sending` after it was left by a worker that died. */
export const CLAIM_SECONDS = 120;
/** The job that delivers one row (data: `{ id }`). */
export const DELIVER_JOB = 'email-deliver';
/** The job that finds rows nobody is delivering (a server stopped between commit and send), every minute. */
export const SWEEP_JOB = 'email-outbox-sweep';

/** A message saved in the outbox, to hand to {@link EmailOutbox.deliver} after the transaction commits. */
export type QueuedEmail = { id: string; idempotencyKey: string };

/** The e-mail service every feature uses (`services.email`): see the module's description. */
export type EmailOutbox = {
  /** The provider behind the outbox: `smtp`, or `outbox` (the .eml folder). */
  kind: EmailProvider['kind'];
  /**
   * Saves a message and delivers it at once (for callers without a transaction).
   * @param message the e-mail
   * @param options.key the idempotency key (default: a new random one, so each call is a new message); a key
   *   already used is not sent again
   * @param options.background wait only until the message is saved and handed to the provider, not for the
   *   provider's answer (for answers that must not take longer when an e-mail is sent: decision 045); the answer
   *   is then `queued:<row id>`
   * @returns the provider's message id or the outbox file's path; `queued:<row id>` when this first try failed
   *   and the message waits in the outbox for its retries (the outbox, not the caller, now answers for it, so a
   *   caller never retries it itself and nothing is sent twice)
   * @throws Error only when the outbox row could not be saved (the database failed)
   */
  send(message: EmailMessage, options?: { key?: string; background?: boolean }): Promise<string>;
  /**
   * Saves a message in the caller's transaction (the change and its e-mail commit together, or neither does).
   * @param tx the caller's transaction
   * @param message the e-mail
   * @param key the idempotency key, e.g. `home-decision:<submission id>:<status>`; a second enqueue of the same
   *   key is ignored and returns the first message
   * @returns what to pass to {@link EmailOutbox.deliver} once the transaction has committed
   */
  enqueue(tx: Tx | Db, message: EmailMessage, key: string): Promise<QueuedEmail>;
  /**
   * Delivers committed messages now; a failure is logged and left to the retries (never thrown).
   * @param queued what {@link EmailOutbox.enqueue} returned (one, several, or null for nothing to deliver)
   * @param options.background wait only until each message is claimed and handed to the provider, not for the
   *   provider's answer (decision 045's equal timing, as {@link EmailOutbox.send}'s option)
   */
  deliver(
    queued: QueuedEmail | QueuedEmail[] | null | undefined,
    options?: { background?: boolean },
  ): Promise<void>;
  /**
   * The sweep: queues delivery of every row that is due and that nobody is delivering (pending for more than a
   * minute, or `sending` with a lapsed claim). Runs every minute as {@link SWEEP_JOB}.
   * @returns how many rows were queued
   */
  sweep(): Promise<number>;
};

/** The wait before try `attempts + 1`, seconds: RETRY_DELAY_SECONDS × 2^(attempts − 1). */
export const retryDelaySeconds = (attempts: number): number =>
  RETRY_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1);

/**
 * Creates the outbox over a provider and defines its two jobs on the queue (call before the queue starts).
 * @param deps.db the database
 * @param deps.provider where messages go (SMTP or the outbox folder)
 * @param deps.queue the job queue (retries and the sweep)
 * @param deps.logger where failures go (never a message's content)
 * @param deps.claimSeconds how long a claim lasts (default CLAIM_SECONDS; the fault benchmark shortens it)
 * @param deps.sweepAfterSeconds how long past its time a pending row waits before the sweep takes it (default 60)
 */
export function createEmailOutbox(deps: {
  db: Db;
  provider: EmailProvider;
  queue: JobQueue;
  logger: Logger;
  claimSeconds?: number;
  sweepAfterSeconds?: number;
}): EmailOutbox {
  const { db, provider, queue, logger } = deps;
  const claimSeconds = deps.claimSeconds ?? CLAIM_SECONDS;
  const sweepAfterSeconds = deps.sweepAfterSeconds ?? 60;

  /** Claims a row; returns it when this caller may send it. */
  const claim = async (id: string) => {
    const [row] = await db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      })
      .where(
        and(
          eq(emailOutbox.id, id),
          or(
            eq(emailOutbox.status, 'pending'),
            and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.claimedUntil, sql`now()`)),
          ),
        ),
      )
      .returning();
    return row?.message ? row : null;
  };

  /**
   * One try of one row: sent (or not this caller's to send), or not, with the provider's error. With
   * `onHandedOver`, it is called once the provider has been handed the message (before its answer).
   */
  const deliverOne = async (
    id: string,
    onHandedOver?: () => void,
  ): Promise<{ sent: boolean; providerMessageId?: string; error?: unknown }> => {
    const row = await claim(id);
    if (!row?.message) {
      onHandedOver?.();
      return { sent: true };
    }
    let providerMessageId: string;
    try {
      const sending = provider.send({
        to: row.recipient,
        ...row.message,
        messageId: `<${row.idempotencyKey}@stairway.outbox>`,
      });
      onHandedOver?.();
      providerMessageId = await sending;
    } catch (error) {
      await recordFailure(id, row.attempts, error);
      return { sent: false, error };
    }
    try {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), providerMessageId, message: null, claimedUntil: null })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      // Sent, but not recorded: the claim lapses and the sweep hands it over again, with the same Message-ID.
      logger.error({ err: error, outboxId: id }, 'an e-mail was sent but could not be marked sent');
    }
    return { sent: true, providerMessageId };
  };

  /** Puts a refused row back to pending with its backoff and queues the retry, or marks it failed for good. */
  const recordFailure = async (id: string, attempts: number, error: unknown) => {
    const failed = attempts >= MAX_ATTEMPTS;
    const wait = retryDelaySeconds(attempts);
    try {
      await db
        .update(emailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          claimedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
        })
        .where(eq(emailOutbox.id, id));
    } catch (recordError) {
      // The claim lapses and the sweep tries the row again.
      logger.error({ err: recordError, outboxId: id }, 'an e-mail failure could not be recorded');
      return;
    }
    if (failed) {
      logger.error({ err: error, outboxId: id, attempts }, 'an e-mail failed for good');
    } else {
      await queueRetry(id, wait);
    }
  };

  const queueRetry = async (id: string, afterSeconds: number) => {
    try {
      const queued = await queue.send(
        DELIVER_JOB,
        { id },
        { singletonKey: id, startAfterSeconds: afterSeconds },
      );
      if (!queued) logger.info({ outboxId: id }, 'e-mail left in the outbox for a server to retry');
    } catch (error) {
      logger.warn({ err: error, outboxId: id }, 'the e-mail retry was not queued; the sweep will find it');
    }
  };

  queue.define(
    DELIVER_JOB,
    async (data) => {
      // A failed try has already recorded itself and queued the next one (with its own backoff), so the job ends
      // without throwing: the outbox row, not the job, counts the tries.
      await deliverOne(String(data.id));
    },
    { retryLimit: 2, retryDelaySeconds: RETRY_DELAY_SECONDS },
  );
  queue.define(
    SWEEP_JOB,
    async () => {
      await outbox.sweep();
    },
    { retryLimit: 0, retryDelaySeconds: 60 },
  );
  queue.schedule(SWEEP_JOB, '* * * * *');

  const enqueue = async (tx: Tx | Db, message: EmailMessage, key: string): Promise<QueuedEmail> => {
    const { to, links, subject, html, text } = message;
    const [inserted] = await tx
      .insert(emailOutbox)
      .values({
        idempotencyKey: key,
        recipient: to,
        message: { subject, html, text, ...(links ? { links } : {}) },
      })
      .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
      .returning({ id: emailOutbox.id, idempotencyKey: emailOutbox.idempotencyKey });
    if (inserted) return inserted;
    const [existing] = await tx
      .select({ id: emailOutbox.id, idempotencyKey: emailOutbox.idempotencyKey })
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, key));
    if (!existing) throw new Error('The e-mail outbox row vanished between its insert and its read.');
    return existing;
  };

  /**
   * Starts delivering a row and resolves once it is claimed and handed to the provider (or could not be), not when
   * the provider answers; the rest is logged (decision 045's equal timing).
   */
  const handOver = (id: string) =>
    new Promise<void>((handedOver) => {
      void deliverOne(id, handedOver).then(
        (outcome) => {
          handedOver();
          if (!outcome.sent) {
            logger.warn({ err: outcome.error, outboxId: id }, 'an e-mail will be tried again');
          }
        },
        (error: unknown) => {
          handedOver();
          logger.error({ err: error, outboxId: id }, 'an e-mail could not be claimed; the sweep will');
        },
      );
    });

  const outbox: EmailOutbox = {
    kind: provider.kind,
    enqueue,
    async send(message, options = {}) {
      const queued = await enqueue(db, message, options.key ?? `message:${crypto.randomUUID()}`);
      if (options.background) {
        // Wait for the row and the hand-over, not for the provider's answer (decision 045's equal timing).
        await handOver(queued.id);
        return `queued:${queued.id}`;
      }
      const outcome = await deliverOne(queued.id);
      if (!outcome.sent) {
        logger.warn({ err: outcome.error, outboxId: queued.id }, 'an e-mail will be tried again');
        return `queued:${queued.id}`;
      }
      return outcome.providerMessageId ?? `outbox:${queued.id}`;
    },
    async deliver(queued, options = {}) {
      if (!queued) return;
      for (const { id } of Array.isArray(queued) ? queued : [queued]) {
        if (options.background) {
          await handOver(id);
          continue;
        }
        try {
          const outcome = await deliverOne(id);
          if (!outcome.sent)
            logger.warn({ err: outcome.error, outboxId: id }, 'an e-mail will be tried again');
        } catch (error) {
          logger.error({ err: error, outboxId: id }, 'an e-mail could not be claimed; the sweep will try it');
        }
      }
    },
    async sweep() {
      const due = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            and(
              eq(emailOutbox.status, 'pending'),
              lte(emailOutbox.nextAttemptAt, sql`now() - make_interval(secs => ${sweepAfterSeconds})`),
            ),
            and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .limit(500);
      for (const { id } of due) await queueRetry(id, 0);
      if (due.length > 0) logger.info({ rows: due.length }, 'the e-mail outbox sweep queued deliveries');
      return due.length;
    },
  };
  return outbox;
}

/** Rows of the outbox by status, for operators and the fault benchmark. */
export async function outboxCounts(db: Db, ids?: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(ids ? inArray(emailOutbox.id, ids) : undefined)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
