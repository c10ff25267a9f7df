/**
 * The Direct Debit provider's webhook (decision 071) at APP_URL/webhooks/direct-debit: Stripe's (signed with
 * STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET, the Stripe-Signature header) or the sandbox bank's (signed with a key
 * derived from the server's secret, the Sandbox-Signature header). The signature is verified by the provider's
 * adapter before anything is read; a missing or wrong one is answered 400 and changes nothing.
 *
 * Every change an event makes is idempotent (an attempt settles once, the ledger's entries are keyed by the
 * provider's payment id, a mandate changes only when its status differs), and the event's id is recorded once
 * applied (provider_webhook_events), so a delivery sent twice or replayed is answered `duplicate` and changes
 * nothing. An event that fails part-way is answered 500 and the provider sends it again.
 */
import type { AppServices } from '../../context';
import type { DirectDebitWebhookEvent } from '../../providers/direct-debit/direct-debit-provider';
import { WebhookSignatureError } from '../../providers/payments/payment-provider';
import { recordWebhookEvent, webhookEventSeen } from '../provider-webhook-events';
import { collectWhatIsDue } from './collections';
import { applyMandateStatus, confirmDirectDebitSetup } from './mandates';
import { applyPaymentOutcome } from './payment-outcomes';

/** Where the Direct Debit provider delivers its signed events (README "Monthly payments"). */
export const DIRECT_DEBIT_WEBHOOK_PATH = '/webhooks/direct-debit';

/** The services the webhook needs. */
type Services = Pick<AppServices, 'db' | 'directDebit' | 'config' | 'logger' | 'email'>;

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Applies one verified event.
 * @returns what happened, for the response body and the tests
 */
export async function applyDirectDebitEvent(
  services: Services,
  event: DirectDebitWebhookEvent,
  now: Date = new Date(),
): Promise<string> {
  if (event.type === 'payment') return applyPaymentOutcome(services, event.payment, now);
  if (event.type === 'mandate') {
    const mandate = await applyMandateStatus(services, event.mandateId, event.status, now);
    await collectWhatIsDue(services, mandate, now);
    return mandate ? 'applied' : 'unknown-mandate';
  }
  const mandate = await confirmDirectDebitSetup(services, event.setupId, now);
  await collectWhatIsDue(services, mandate, now);
  return mandate ? 'applied' : 'unknown-setup';
}

/**
 * Answers one delivery of the Direct Debit provider's webhook.
 * @param services the shared services
 * @param rawBody the body exactly as received (the signature covers these bytes)
 * @param signature the provider's signature header; null when missing
 * @returns 400 for a missing, wrong or stale signature (or no webhook secret); 200 with `{ outcome }`:
 *   applied, already-applied, still-pending, unknown-payment, unknown-mandate, unknown-setup, ignored or
 *   duplicate
 * @throws whatever applying the event throws (answered 500 by app.ts, and sent again by the provider)
 */
export async function handleDirectDebitWebhook(
  services: Services,
  rawBody: Buffer,
  signature: string | null,
): Promise<Response> {
  let event: DirectDebitWebhookEvent | null;
  try {
    event = await services.directDebit.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return json(400, { error: error.message });
    throw error;
  }
  if (!event) return json(200, { outcome: 'ignored' });
  const provider = `${services.directDebit.kind}-direct-debit` as const;
  if (await webhookEventSeen(services.db, provider, event.eventId))
    return json(200, { outcome: 'duplicate' });
  const outcome = await applyDirectDebitEvent(services, event);
  await recordWebhookEvent(services.db, provider, event.eventId, event.type);
  return json(200, { outcome });
}
