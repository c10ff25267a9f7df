/**
 * The sandbox payment provider: a checkout page on this server, /sandbox/payment/{reference}
 * (providers/sandbox/sandbox-pages.tsx), clearly labelled "Sandbox checkout — no real payment is taken", where a
 * person chooses "Pay", "Decline the payment" or "Cancel" (or, for a payment by bank, approves or refuses it "in
 * their bank"). Like Stripe Checkout, paying or cancelling sends the
 * person straight back to Stairway (the success URL with the session id, or the cancel URL). Its records are
 * in the database (sandbox_sessions), so the server stays stateless between requests.
 */
import { CHECKOUT_TTL_HOURS } from '@stairway/domain/waitlist-fee';
import { type SandboxStore, sandboxPath } from '../sandbox/sandbox-store';
import { type PaymentProvider, WebhookSignatureError } from './payment-provider';

/**
 * Creates the sandbox payment provider.
 * @param options.store the sandbox records
 * @param options.appUrl this server's public URL, for the checkout page's address
 */
export function createSandboxPaymentProvider(options: {
  store: SandboxStore;
  appUrl: string;
}): PaymentProvider {
  return {
    kind: 'sandbox',
    confirmsByWebhook: false,
    async createCheckout(request) {
      const { reference, expiresAt } = await options.store.create('payment', {
        subjectName: request.payerName,
        // Stripe's placeholder is filled in when the person pays (sandbox-pages.tsx).
        returnUrl: request.successUrl,
        ttlHours: CHECKOUT_TTL_HOURS,
        details: {
          amountPence: request.amountPence,
          description: request.description,
          cancelUrl: request.cancelUrl,
          method: request.method ?? 'card',
        },
      });
      return {
        sessionId: reference,
        url: `${options.appUrl}${sandboxPath('payment', reference)}`,
        expiresAt,
      };
    },
    async getCheckout(sessionId) {
      const session = await options.store.find('payment', sessionId);
      if (!session) throw new Error(`The sandbox checkout ${sessionId} does not exist`);
      const amount = session.details?.amountPence;
      const amountPence = typeof amount === 'number' ? amount : null;
      // The sandbox's own records speak like a provider's (lower case); the answer is in the domain's words.
      if (session.status === 'paid') return { status: 'Paid', amountPence };
      if (session.status === 'declined') return { status: 'Failed', amountPence: null };
      if (session.status === 'cancelled') return { status: 'Cancelled', amountPence: null };
      return { status: options.store.isExpired(session) ? 'Expired' : 'Pending', amountPence: null };
    },
    async parseWebhook() {
      throw new WebhookSignatureError('The sandbox checkout sends no webhooks');
    },
  };
}
