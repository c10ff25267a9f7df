/**
 * Plaid's webhook, POST /webhooks/plaid (decision 054; Plaid "Webhook verification"). Nothing in
 * the body is acted on before its signature is verified: the `Plaid-Verification` header is a JWT (ES256)
 * whose key id names a key fetched from /webhook_verification_key/get (cached by key id); it must verify, be
 * at most 5 minutes old (iat), and carry request_body_sha256 equal to the SHA-256 of the exact body (compared
 * in constant time). Anything else is answered 401 and changes nothing.
 *
 * Plaid's events carry no id, so an event's id is the SHA-256 of its signed body (eventIdOfBody); it is
 * recorded in the same transaction as its change, so a duplicate or a replay changes nothing.
 *
 * - LINK SESSION_FINISHED / ITEM_ADD_RESULT: the person finished Hosted Link: the token is exchanged and the
 *   connection stored, as checkOpenBanking does; whichever comes first, this or the person's check, wins.
 * - TRANSACTIONS SYNC_UPDATES_AVAILABLE / HISTORICAL_UPDATE / INITIAL_UPDATE / DEFAULT_UPDATE: the
 *   transactions are read again (they may not have been ready when the bank was connected).
 * - ITEM PENDING_EXPIRATION / PENDING_DISCONNECT / ERROR with ITEM_LOGIN_REQUIRED: ReconnectNeeded;
 *   USER_PERMISSION_REVOKED: Disconnected (the token is erased).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeProtectedHeader, importJWK, type JWK, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AppServices } from '../context';
import { openBankingConnections, providerWebhookEvents } from '../db/provider-schema';
import { userApplications, verificationSessions } from '../db/schema';
import { plaidConfigured } from '../provider-config';
import { createPlaidWebhookKeys } from '../providers/open-banking/plaid-open-banking';
import {
  accessTokenOf,
  setConnectionStatus,
  storeConnection,
  storeTransactions,
} from './open-banking-connections';
import { type Person, setPersonFlags } from './people';
import { eventIdOfBody, recordWebhookEvent } from './provider-webhook-events';

/** The header Plaid signs its webhooks in. */
export const PLAID_VERIFICATION_HEADER = 'plaid-verification';

/** The oldest a webhook's signature may be (Plaid recommends 5 minutes). */
export const PLAID_WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

/** The part of a Plaid webhook this reads; anything else in it is ignored. */
const plaidEventSchema = z.object({
  webhook_type: z.string().max(100),
  webhook_code: z.string().max(100),
  item_id: z.string().max(200).nullish(),
  link_token: z.string().max(300).nullish(),
  error: z.object({ error_code: z.string().max(100).nullish() }).nullish(),
});

/** What happened to an event (the response's body says it, for Plaid's delivery log and the tests). */
export type PlaidWebhookOutcome =
  | 'connected'
  | 'settled'
  | 'pending'
  | 'already-settled'
  | 'transactions-read'
  | 'transactions-not-ready'
  | 'status-changed'
  | 'duplicate'
  | 'unknown'
  | 'ignored';

/** Finds the JWK of a key id (Plaid's /webhook_verification_key/get); null when Plaid has none. */
export type PlaidKeyLookup = (kid: string) => Promise<Record<string, unknown> | null>;

/** Keys already fetched, by API base and key id (Plaid: cache them; fetch again only for a new key id). */
const keyCache = new Map<string, Record<string, unknown>>();

/** The key lookups, by API base. */
const lookups = new Map<string, PlaidKeyLookup>();

/** The key lookup of the configured Plaid account, cached by key id. */
function configuredLookup(config: AppServices['config']): PlaidKeyLookup {
  const base = `${config.PLAID_API_URL ?? config.PLAID_ENV}|${config.PLAID_CLIENT_ID}`;
  let fetchKey = lookups.get(base);
  if (!fetchKey) {
    fetchKey = createPlaidWebhookKeys({
      clientId: config.PLAID_CLIENT_ID as string,
      secret: config.PLAID_SECRET as string,
      env: config.PLAID_ENV,
      apiUrl: config.PLAID_API_URL,
    });
    lookups.set(base, fetchKey);
  }
  const lookup = fetchKey;
  return async (kid) => {
    const cached = keyCache.get(`${base}|${kid}`);
    if (cached) return cached;
    const key = await lookup(kid);
    if (key) keyCache.set(`${base}|${kid}`, key);
    return key;
  };
}

/**
 * Verifies a Plaid webhook's signature.
 * @param rawBody the body exactly as received
 * @param jwt the Plaid-Verification header
 * @param keyFor the JWK of a key id
 * @param now the current time, milliseconds (tests)
 * @returns true only when the JWT is ES256, signed by Plaid's key of its kid (not expired), at most 5
 *   minutes old, and its request_body_sha256 is the body's SHA-256
 */
export async function plaidSignatureValid(
  rawBody: Buffer,
  jwt: string | null,
  keyFor: PlaidKeyLookup,
  now: number = Date.now(),
): Promise<boolean> {
  if (!jwt || jwt.length > 4096) return false;
  try {
    const header = decodeProtectedHeader(jwt);
    if (header.alg !== 'ES256' || typeof header.kid !== 'string') return false;
    const jwk = await keyFor(header.kid);
    // The key must be the one named (a lookup that answers another key id is not trusted).
    if (!jwk || (jwk.kid !== undefined && jwk.kid !== header.kid)) return false;
    if (typeof jwk.expired_at === 'number' && jwk.expired_at * 1000 <= now) return false;
    const { kty, crv, x, y } = jwk as JWK;
    const key = await importJWK({ kty, crv, x, y }, 'ES256');
    const { payload } = await jwtVerify(jwt, key, {
      algorithms: ['ES256'],
      maxTokenAge: PLAID_WEBHOOK_MAX_AGE_SECONDS,
      currentDate: new Date(now),
    });
    const claimed = payload.request_body_sha256;
    if (typeof claimed !== 'string' || !/^[0-9a-f]{64}$/i.test(claimed)) return false;
    const actual = createHash('sha256').update(rawBody).digest();
    return timingSafeEqual(Buffer.from(claimed, 'hex'), actual);
  } catch {
    return false;
  }
}

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
  options: { keyFor?: PlaidKeyLookup } = {},
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

/** LINK SESSION_FINISHED / ITEM_ADD_RESULT: exchange and store, unless the person's check came first. */
async function sessionFinished(
  services: Pick<AppServices, 'db' | 'config' | 'openBanking'>,
  linkToken: string | null,
  eventId: string,
  type: string,
): Promise<PlaidWebhookOutcome> {
  const { db } = services;
  const [session] = linkToken
    ? await db
        .select()
        .from(verificationSessions)
        .where(
          and(
            eq(verificationSessions.provider, 'plaid'),
            eq(verificationSessions.purpose, 'open-banking'),
            eq(verificationSessions.reference, linkToken),
          ),
        )
    : [];
  const recordOnly = async (outcome: PlaidWebhookOutcome) =>
    (await db.transaction((tx) => recordWebhookEvent(tx, 'plaid', eventId, type))) ? outcome : 'duplicate';
  if (!session) return recordOnly('unknown');
  if (session.status !== 'Pending') return recordOnly('already-settled');
  let result: Awaited<ReturnType<AppServices['openBanking']['getConnection']>>;
  try {
    result = await services.openBanking.getConnection(session.reference);
  } catch (error) {
    // The person's check may have exchanged the token first (it can be exchanged once): its answer stands.
    const [now] = await db
      .select({ status: verificationSessions.status })
      .from(verificationSessions)
      .where(eq(verificationSessions.id, session.id));
    if (now && now.status !== 'Pending') return recordOnly('already-settled');
    throw error;
  }
  if (result.status === 'Pending') return 'pending';
  return db.transaction(async (tx): Promise<PlaidWebhookOutcome> => {
    // The application is locked first, as every change to it is (services/application-changes.ts).
    const [application] = await tx
      .select({ id: userApplications.id, submitted: userApplications.submitted })
      .from(userApplications)
      .where(eq(userApplications.id, session.applicationId))
      .for('update');
    if (!(await recordWebhookEvent(tx, 'plaid', eventId, type))) return 'duplicate';
    if (!application || application.submitted) return 'already-settled';
    const settled = await tx
      .update(verificationSessions)
      .set({
        status: result.status,
        details: result.bankName ? { bankName: result.bankName } : null,
        completedAt: new Date(),
      })
      .where(and(eq(verificationSessions.id, session.id), eq(verificationSessions.status, 'Pending')))
      .returning({ id: verificationSessions.id });
    if (settled.length === 0) return 'already-settled';
    if (result.status !== 'Connected') return 'settled';
    const person = session.person as Person;
    await setPersonFlags(tx, application.id, person, { openBankingConnected: true });
    if (result.connection) {
      await storeConnection(tx, services.config, {
        applicationId: application.id,
        person,
        sessionId: session.id,
        provider: 'plaid',
        connection: result.connection,
      });
    }
    return 'connected';
  });
}

/** TRANSACTIONS updates: read the connection's transactions again. */
async function transactionsUpdated(
  services: Pick<AppServices, 'db' | 'config' | 'openBanking'>,
  itemId: string,
  eventId: string,
  type: string,
): Promise<PlaidWebhookOutcome> {
  const { db } = services;
  const [connection] = await db
    .select()
    .from(openBankingConnections)
    .where(and(eq(openBankingConnections.provider, 'plaid'), eq(openBankingConnections.itemId, itemId)));
  const token = connection ? accessTokenOf(services.config, connection) : null;
  if (!connection || token === null) {
    return (await db.transaction((tx) => recordWebhookEvent(tx, 'plaid', eventId, type)))
      ? 'unknown'
      : 'duplicate';
  }
  const read = await services.openBanking.readTransactions(token);
  // Not ready yet: not recorded, so a later delivery of the same event is read again.
  if (!read) return 'transactions-not-ready';
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, 'plaid', eventId, type))) return 'duplicate';
    await storeTransactions(tx, connection.id, read);
    return 'transactions-read';
  });
}
