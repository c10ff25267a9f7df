/**
 * The Stripe checkout asks for Pay by Bank only when the customer chose to pay by bank, and otherwise leaves the
 * account's own payment methods (Stripe's dynamic payment methods): checked on what is sent to Stripe, with a
 * stand-in for its client (no network).
 */
import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { createStripePaymentProvider } from '../../src/providers/payments/stripe-payments';

/** A Stripe client whose checkout.sessions.create records its parameters. */
function fakeStripe() {
  const create = vi.fn(async (params: Record<string, unknown>) => ({
    id: 'cs_test_1',
    url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    expires_at: 1_800_000_000,
    params,
  }));
  return { client: { checkout: { sessions: { create } } } as unknown as Stripe, create };
}

const REQUEST = {
  amountPence: 5_000,
  description: 'Stairway: extra equity in your home',
  payerName: 'Idris Okafor',
  customerEmail: 'idris@example.com',
  clientReference: 'plan-1',
  successUrl: 'https://stairway.example/your-home?equity_session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://stairway.example/your-home?equity_cancelled=1',
};

describe('the Stripe checkout’s payment methods', () => {
  it('asks for Pay by Bank only when paying by bank', async () => {
    const { client, create } = fakeStripe();
    const provider = createStripePaymentProvider({ secretKey: 'sk_test_x', stripe: client });
    await provider.createCheckout({ ...REQUEST, method: 'bank' });
    expect(create.mock.calls[0]?.[0]).toMatchObject({ payment_method_types: ['pay_by_bank'] });
    await provider.createCheckout({ ...REQUEST, method: 'card' });
    await provider.createCheckout(REQUEST);
    expect(create.mock.calls[1]?.[0]).not.toHaveProperty('payment_method_types');
    expect(create.mock.calls[2]?.[0]).not.toHaveProperty('payment_method_types');
  });
});
