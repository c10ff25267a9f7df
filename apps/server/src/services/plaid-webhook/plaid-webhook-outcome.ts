/** What a Plaid webhook event came to (decision 054). */

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
