/**
 * Verifying a Plaid webhook's signature (decision 054; Plaid "Webhook verification"): the Plaid-Verification
 * header's JWT (ES256), signed by the key its key id names (fetched from /webhook_verification_key/get, cached
 * by key id), at most 5 minutes old, and carrying the body's SHA-256.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, type JWK, jwtVerify } from 'jose';
import type { AppServices } from '../../context';
import { createPlaidWebhookKeys } from '../../providers/open-banking/plaid-open-banking';

/** The header Plaid signs its webhooks in. */
export const PLAID_VERIFICATION_HEADER = 'plaid-verification';

/** The oldest a webhook's signature may be (Plaid recommends 5 minutes). */
export const PLAID_WEBHOOK_MAX_AGE_SECONDS = 5 * 60;

/** Finds the JWK of a key id (Plaid's /webhook_verification_key/get); null when Plaid has none. */
export type PlaidKeyLookup = (kid: string) => Promise<Record<string, unknown> | null>;

/** Keys already fetched, by API base and key id (Plaid: cache them; fetch again only for a new key id). */
const keyCache = new Map<string, Record<string, unknown>>();

/** The key lookups, by API base. */
const lookups = new Map<string, PlaidKeyLookup>();

/** The key lookup of the configured Plaid account, cached by key id. */
export function configuredLookup(config: AppServices['config']): PlaidKeyLookup {
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
