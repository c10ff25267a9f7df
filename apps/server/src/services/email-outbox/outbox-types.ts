/** The outbox's settings, its jobs' names and the EmailOutbox service's type (decision 063; ../email-outbox.ts). */
import type { Db, Tx } from '../../db/client';
import type { EmailMessage, EmailProvider } from '../../providers/email/email-provider';

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
