/**
 * Delivering one outbox row (decision 063): claim it, hand it to the provider, mark it sent, or record the
 * failure and queue the retry with its backoff (or mark it failed for good).
 */
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobQueue } from '../../lib/job-queue';
import type { Logger } from '../../lib/logger';
import type { EmailProvider } from '../../providers/email/email-provider';
import { DELIVER_JOB, MAX_ATTEMPTS, retryDelaySeconds } from './outbox-types';

/** What createRowDelivery needs. */
export type RowDeliveryOptions = {
  /** The database. */
  db: Db;
  /** Where messages go (SMTP or the outbox folder). */
  provider: EmailProvider;
  /** The job queue (retries). */
  queue: JobQueue;
  /** Where failures go (never a message's content). */
  logger: Logger;
  /** How long a claim lasts, seconds. */
  claimSeconds: number;
};

/** The outcome of one try of one row. */
export type DeliveryOutcome = { sent: boolean; providerMessageId?: string; error?: unknown };

/**
 * Claims a row for sending: a pending row, or a sending one whose claim has lapsed, becomes sending for
 * `claimSeconds` with one more attempt counted.
 * @param db the database
 * @param id the outbox row's id
 * @param claimSeconds how long the claim lasts, seconds
 * @returns the claimed row when this caller may send it (it still holds its message); null otherwise
 */
async function claimRow(db: Db, id: string, claimSeconds: number) {
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
}

/**
 * The delivery of single rows over a provider, for createEmailOutbox.
 * @param deps the database, provider, job queue, logger and the claim's length
 * @returns deliverOne (one try of one row; throws only when the claim itself fails) and queueRetry (queues a
 *   row's delivery after some seconds; a failure to queue is only logged, the sweep finds the row)
 */
export function createRowDelivery(deps: RowDeliveryOptions) {
  const { db, provider, queue, logger, claimSeconds } = deps;

  const claim = (id: string) => claimRow(db, id, claimSeconds);

  /**
   * One try of one row: sent (or not this caller's to send), or not, with the provider's error. With
   * `onHandedOver`, it is called once the provider has been handed the message (before its answer).
   */
  const deliverOne = async (id: string, onHandedOver?: () => void): Promise<DeliveryOutcome> => {
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

  return { deliverOne, queueRetry };
}
