/** Saving a message in the outbox, in the caller's transaction (decision 063: {@link EmailOutbox.enqueue}). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage } from '../../providers/email/email-provider';
import type { EmailOutbox, QueuedEmail } from './outbox-types';

/**
 * Saves a message in the caller's transaction (the change and its e-mail commit together, or neither does).
 * @param tx the caller's transaction (or the database, for a message of its own)
 * @param message the e-mail
 * @param key the idempotency key; a second enqueue of the same key is ignored and returns the first message
 * @returns what to pass to {@link EmailOutbox.deliver} once the transaction has committed
 * @throws Error when the row cannot be saved or read back
 */
export async function enqueueEmail(tx: Tx | Db, message: EmailMessage, key: string): Promise<QueuedEmail> {
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
}
