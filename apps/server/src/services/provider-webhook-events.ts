/**
 * The record of webhook events already taken from the identity and open-banking providers
 * (provider_webhook_events): a duplicate delivery or a replayed request is recognised by its event id and
 * changes nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import { providerWebhookEvents } from '../db/provider-schema';

/** The providers whose events are recorded. */
export type WebhookProvider = 'onfido' | 'plaid' | 'stripe-direct-debit' | 'sandbox-direct-debit';

/**
 * Whether an event was taken before (its id recorded), for a handler that applies an event's idempotent
 * changes before recording it (services/direct-debit/webhook.ts).
 * @param db the database
 * @param provider the provider
 * @param eventId the provider's event id
 * @returns true when it was recorded before
 */
export async function webhookEventSeen(
  db: AppServices['db'],
  provider: WebhookProvider,
  eventId: string,
): Promise<boolean> {
  const rows = await db
    .select({ eventId: providerWebhookEvents.eventId })
    .from(providerWebhookEvents)
    .where(and(eq(providerWebhookEvents.provider, provider), eq(providerWebhookEvents.eventId, eventId)));
  return rows.length > 0;
}

/** A database handle or a transaction: anything that can insert. */
type Writer = Pick<AppServices['db'], 'insert'>;

/**
 * Records an event as taken, in the caller's transaction, so that the event and its change commit together.
 * @param db the transaction (or database) the event's change is written in
 * @param provider the provider (e.g. "onfido", "plaid", "stripe-direct-debit")
 * @param eventId the provider's event id, or eventIdOfBody of the signed body where the provider gives none
 * @param eventType the provider's name of the event, e.g. "workflow_run.completed"
 * @returns true the first time, false when the event was taken before (then change nothing)
 */
export async function recordWebhookEvent(
  db: Writer,
  provider: WebhookProvider,
  eventId: string,
  eventType: string,
): Promise<boolean> {
  const inserted = await db
    .insert(providerWebhookEvents)
    .values({ provider, eventId, eventType })
    .onConflictDoNothing()
    .returning({ eventId: providerWebhookEvents.eventId });
  return inserted.length > 0;
}

/**
 * An event id for a provider whose events carry none (Onfido): the SHA-256 of the exact signed body, so that
 * the same delivery sent twice, or replayed by someone who captured it, has the same id.
 * @param rawBody the request's body as received
 * @returns "sha256:" and 64 hex digits
 */
export function eventIdOfBody(rawBody: Buffer): string {
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}
