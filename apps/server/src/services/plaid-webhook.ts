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

export { type HandlePlaidWebhookOptions, handlePlaidWebhook } from './plaid-webhook/handle-plaid-webhook';
export {
  PLAID_VERIFICATION_HEADER,
  PLAID_WEBHOOK_MAX_AGE_SECONDS,
  type PlaidKeyLookup,
  plaidSignatureValid,
} from './plaid-webhook/plaid-signature';
export type { PlaidWebhookOutcome } from './plaid-webhook/plaid-webhook-outcome';
