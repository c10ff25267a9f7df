/**
 * The payment provider's webhook (POST /webhooks/stripe; decision 017): verified, then recorded by payments.ts
 * recordCheckoutOutcome, which also posts a plan's card payments (decisions 073 and 075).
 */
import type { Context } from '../context';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import { recordCheckoutOutcome } from './payments';

/**
 * Handles a delivery to the payment provider's webhook (POST /webhooks/stripe): verifies its signature, then
 * records the checkout session's outcome (idempotently, as recordCheckoutOutcome).
 * @param rawBody the body exactly as it arrived (the signature covers its bytes)
 * @param signature the Stripe-Signature header
 * @returns 200 when the event was handled or is of no interest (including sessions Stairway does not know);
 *   400 when the signature is missing or wrong, or no webhook secret is configured
 */
export async function handlePaymentWebhook(
  services: Pick<Context, 'db' | 'logger' | 'payments' | 'email' | 'config'>,
  rawBody: Buffer,
  signature: string | null,
): Promise<Response> {
  let event: Awaited<ReturnType<PaymentProvider['parseWebhook']>>;
  try {
    event = await services.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    services.logger.warn({ err: error }, 'Refused a payment webhook whose signature could not be verified');
    return Response.json({ error: 'The signature could not be verified.' }, { status: 400 });
  }
  if (event) {
    const row = await recordCheckoutOutcome(
      services,
      services.payments.kind,
      event.sessionId,
      event.status,
      'webhook',
    );
    if (!row)
      services.logger.info(
        { eventId: event.eventId },
        'A payment webhook about a checkout Stairway does not know',
      );
  }
  return Response.json({ received: true });
}
