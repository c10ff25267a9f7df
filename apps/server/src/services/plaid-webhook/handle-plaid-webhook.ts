/** Answering Plaid's webhook request, POST /webhooks/plaid (decision 054; the events: ../plaid-webhook.ts). */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppServices } from '../../context';
import { providerWebhookEvents } from '../../db/provider-schema';
import { plaidConfigured } from '../../provider-config';
import { setConnectionStatus } from '../open-banking-connections';
import { eventIdOfBody, recordWebhookEvent } from '../provider-webhook-events';
import { sessionFinished } from './plaid-session-finished';
import { configuredLookup, type PlaidKeyLookup, plaidSignatureValid } from './plaid-signature';
import { transactionsUpdated } from './plaid-transactions-updated';
import type { PlaidWebhookOutcome } from './plaid-webhook-outcome';

/** The part of a Plaid webhook this reads; anything else in it is ignored. */
const plaidEventSchema = z.object({
  webhook_type: z.string().max(100),
  webhook_code: z.string().max(100),
  item_id: z.string().max(200).nullish(),
  link_token: z.string().max(300).nullish(),
  error: z.object({ error_code: z.string().max(100).nullish() }).nullish(),
});

/** What handlePlaidWebhook may be given. */
export type HandlePlaidWebhookOptions = {
  /** The JWK of a key id (default: Plaid's /webhook_verification_key/get, cached). */
  keyFor?: PlaidKeyLookup;
};

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Whether this event was taken before (a replay), read before any provider call. */
async function takenBefore(db: AppServices['db'], eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: providerWebhookEvents.eventId })
    .from(providerWebhookEvents)
    .where(and(eq(providerWebhookEvents.provider, 'plaid'), eq(providerWebhookEvents.eventId, eventId)));
  return rows.length > 0;
}

/**
 * Answers Plaid's webhook request.
 * @param services the database, configuration, open-banking provider and logger
 * @param rawBody the body as received
 * @param jwt the Plaid-Verification header (null when absent)
 * @param options.keyFor the JWK of a key id (default: Plaid's /webhook_verification_key/get, cached)
 * @returns 404 when Plaid is not configured; 401 when the signature is missing or wrong; 400 when the body is
 *   not a Plaid webhook; 503 when Plaid cannot be reached (Plaid sends it again later); 200 with the outcome
 */
export async function handlePlaidWebhook(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'openBanking'>,
  rawBody: Buffer,
  jwt: string | null,
  options: HandlePlaidWebhookOptions = {},
): Promise<Response> {
  const { config, db, logger, openBanking } = services;
  if (!plaidConfigured(config) || openBanking.kind !== 'plaid') {
    return new Response('This provider is not configured.', { status: 404 });
  }
  let valid: boolean;
  try {
    valid = await plaidSignatureValid(rawBody, jwt, options.keyFor ?? configuredLookup(config));
  } catch {
    valid = false;
  }
  if (!valid) return json(401, { error: 'The Plaid-Verification header is missing or wrong.' });
  let event: z.infer<typeof plaidEventSchema>;
  try {
    event = plaidEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return json(400, { error: 'The body is not a Plaid webhook.' });
  }
  const eventId = eventIdOfBody(rawBody);
  const type = `${event.webhook_type}.${event.webhook_code}`;
  const record = async () =>
    (await db.transaction((tx) => recordWebhookEvent(tx, 'plaid', eventId, type))) ? null : 'duplicate';
  let outcome: PlaidWebhookOutcome;
  try {
    if (await takenBefore(db, eventId)) outcome = 'duplicate';
    else if (
      event.webhook_type === 'LINK' &&
      (event.webhook_code === 'SESSION_FINISHED' || event.webhook_code === 'ITEM_ADD_RESULT')
    ) {
      outcome = await sessionFinished(services, event.link_token ?? null, eventId, type);
    } else if (event.webhook_type === 'TRANSACTIONS' && event.item_id) {
      outcome = await transactionsUpdated(services, event.item_id, eventId, type);
    } else if (event.webhook_type === 'ITEM' && event.item_id) {
      const status =
        event.webhook_code === 'USER_PERMISSION_REVOKED' || event.webhook_code === 'USER_ACCOUNT_REVOKED'
          ? 'Disconnected'
          : event.webhook_code === 'PENDING_EXPIRATION' ||
              event.webhook_code === 'PENDING_DISCONNECT' ||
              (event.webhook_code === 'ERROR' && event.error?.error_code === 'ITEM_LOGIN_REQUIRED')
            ? 'ReconnectNeeded'
            : null;
      const itemId = event.item_id;
      outcome = status
        ? await db.transaction(async (tx) => {
            if (!(await recordWebhookEvent(tx, 'plaid', eventId, type))) return 'duplicate';
            return (await setConnectionStatus(tx, 'plaid', itemId, status)) ? 'status-changed' : 'unknown';
          })
        : ((await record()) ?? 'ignored');
    } else {
      outcome = (await record()) ?? 'ignored';
    }
  } catch (error) {
    logger.warn({ type, err: error }, 'Plaid webhook event not taken: Plaid will send it again');
    return json(503, { error: 'Plaid could not be reached; send again later.' });
  }
  logger.info({ type, itemId: event.item_id ?? null, outcome }, 'Plaid webhook event');
  return json(200, { outcome });
}
