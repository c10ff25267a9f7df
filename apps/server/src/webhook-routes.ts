/**
 * The real identity and open-banking providers' webhooks: Onfido's at /webhooks/onfido and Plaid's at
 * /webhooks/plaid, POST only. Each body is read raw, as its signature covers the exact bytes, and is parsed
 * only after the signature has been verified; the Direct Debit provider's at /webhooks/direct-debit
 * (services/direct-debit/webhook.ts, decision 071). (Stripe's card-payment webhook is in app.ts.)
 */
import type { AppServices } from './context';
import { DIRECT_DEBIT_WEBHOOK_PATH, handleDirectDebitWebhook } from './services/direct-debit/webhook';
import { handleOnfidoWebhook, ONFIDO_SIGNATURE_HEADER } from './services/onfido-webhook';
import { handlePlaidWebhook, PLAID_VERIFICATION_HEADER } from './services/plaid-webhook';

/** Where Onfido delivers its signed webhook events (README "Identity verification: Onfido"). */
export const ONFIDO_WEBHOOK_PATH = '/webhooks/onfido';

/** Where Plaid delivers its signed webhook events (README "Open banking: Plaid"). */
export const PLAID_WEBHOOK_PATH = '/webhooks/plaid';

/**
 * Answers a provider's webhook request.
 * @param services the shared services
 * @param request the request; only its path, method, headers and raw body are read
 * @returns the answer, or null when the path is not a provider webhook's
 */
export async function handleProviderWebhook(
  services: AppServices,
  request: Request,
): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (
    pathname !== ONFIDO_WEBHOOK_PATH &&
    pathname !== PLAID_WEBHOOK_PATH &&
    pathname !== DIRECT_DEBIT_WEBHOOK_PATH
  ) {
    return null;
  }
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const rawBody = Buffer.from(await request.arrayBuffer());
  if (pathname === DIRECT_DEBIT_WEBHOOK_PATH) {
    const signature = request.headers.get('stripe-signature') ?? request.headers.get('sandbox-signature');
    return handleDirectDebitWebhook(services, rawBody, signature);
  }
  if (pathname === ONFIDO_WEBHOOK_PATH) {
    return handleOnfidoWebhook(services, rawBody, request.headers.get(ONFIDO_SIGNATURE_HEADER));
  }
  if (pathname === PLAID_WEBHOOK_PATH) {
    return handlePlaidWebhook(services, rawBody, request.headers.get(PLAID_VERIFICATION_HEADER));
  }
  void services;
  void rawBody;
  // The Onfido and Plaid handlers are added here (services/onfido-webhook.ts, services/plaid-webhook.ts).
  return new Response('This provider is not configured.', { status: 404 });
}
