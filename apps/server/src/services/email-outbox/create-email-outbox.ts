/** Creating the e-mail outbox and defining its jobs (decision 063; the module's description: ../email-outbox.ts). */
import crypto from 'node:crypto';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { JobQueue } from '../../lib/job-queue';
import type { Logger } from '../../lib/logger';
import type { EmailProvider } from '../../providers/email/email-provider';
import { enqueueEmail } from './enqueue-email';
import { CLAIM_SECONDS, DELIVER_JOB, type EmailOutbox, RETRY_DELAY_SECONDS, SWEEP_JOB } from './outbox-types';
import { createRowDelivery } from './row-delivery';

/** What createEmailOutbox needs. */
export type CreateEmailOutboxOptions = {
  db: Db;
  provider: EmailProvider;
  queue: JobQueue;
  logger: Logger;
  claimSeconds?: number;
  sweepAfterSeconds?: number;
};

/**
 * Creates the outbox over a provider and defines its two jobs on the queue (call before the queue starts).
 * @param deps.db the database
 * @param deps.provider where messages go (SMTP or the outbox folder)
 * @param deps.queue the job queue (retries and the sweep)
 * @param deps.logger where failures go (never a message's content)
 * @param deps.claimSeconds how long a claim lasts (default CLAIM_SECONDS; the fault benchmark shortens it)
 * @param deps.sweepAfterSeconds how long past its time a pending row waits before the sweep takes it (default 60)
 */
export function createEmailOutbox(deps: CreateEmailOutboxOptions): EmailOutbox {
  const { db, provider, queue, logger } = deps;
  const claimSeconds = deps.claimSeconds ?? CLAIM_SECONDS;
  const sweepAfterSeconds = deps.sweepAfterSeconds ?? 60;
  const { deliverOne, queueRetry } = createRowDelivery({ db, provider, queue, logger, claimSeconds });

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

  const enqueue = enqueueEmail;

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
