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

export {
  type CreateEmailOutboxOptions,
  createEmailOutbox,
} from './email-outbox/create-email-outbox';
export { outboxCounts } from './email-outbox/outbox-counts';
export {
  CLAIM_SECONDS,
  DELIVER_JOB,
  type EmailOutbox,
  MAX_ATTEMPTS,
  type QueuedEmail,
  RETRY_DELAY_SECONDS,
  retryDelaySeconds,
  SWEEP_JOB,
} from './email-outbox/outbox-types';
