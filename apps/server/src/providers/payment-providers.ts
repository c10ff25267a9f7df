/**
 * Which payment provider the server uses (ARCHITECTURE.md §2 "payments"; docs/decisions/017): Stripe Checkout
 * when STRIPE_SECRET_KEY is set, else the sandbox checkout on this server, where the person chooses whether the
 * payment goes through. In production the sandbox checkout must not take the place of real payments, so the
 * server refuses to start with it unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true says that this is a demo
 * (as for identity checks and open banking: verification-providers.ts).
 */
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { PaymentProvider } from './payments/payment-provider';
import { createSandboxPaymentProvider } from './payments/sandbox-payments';
import { createStripePaymentProvider } from './payments/stripe-payments';
import type { SandboxStore } from './sandbox/sandbox-store';
import { sandboxProvidersAllowed } from './verification-providers';

/** The message the server stops with in production when the sandbox checkout is not allowed. */
export const SANDBOX_PAYMENTS_IN_PRODUCTION_REFUSAL =
  'Refusing to start: NODE_ENV is production but STRIPE_SECRET_KEY is not set, so the waitlist fee would be ' +
  'taken at the sandbox checkout, where no real payment is made. Set STRIPE_SECRET_KEY (and ' +
  'STRIPE_WEBHOOK_SECRET), or ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true for a demonstration.';

/**
 * Checks, before anything is opened, that the configured payment provider may run.
 * @throws Error SANDBOX_PAYMENTS_IN_PRODUCTION_REFUSAL in production without STRIPE_SECRET_KEY, unless
 *   ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true
 */
export function assertPaymentProviderAllowed(
  config: Pick<Config, 'NODE_ENV' | 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION' | 'STRIPE_SECRET_KEY'>,
): void {
  if (!config.STRIPE_SECRET_KEY && !sandboxProvidersAllowed(config)) {
    throw new Error(SANDBOX_PAYMENTS_IN_PRODUCTION_REFUSAL);
  }
}

/**
 * Creates the payment provider the configuration asks for, warning loudly when the sandbox checkout runs in
 * production (ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION) or Stripe runs without a webhook secret.
 * @throws Error as assertPaymentProviderAllowed
 */
export function createPaymentProvider(
  config: Config,
  options: { store: SandboxStore; logger: Logger },
): PaymentProvider {
  assertPaymentProviderAllowed(config);
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) {
      options.logger.warn(
        'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only when the applicant comes back from ' +
          'Stripe Checkout. Set it and point a Stripe webhook at /webhooks/stripe.',
      );
    }
    return createStripePaymentProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  if (config.NODE_ENV === 'production') {
    options.logger.warn(
      'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true and STRIPE_SECRET_KEY is not set: the waitlist fee uses the ' +
        'sandbox checkout, where no real payment is taken. This is a demonstration.',
    );
  }
  return createSandboxPaymentProvider({ store: options.store, appUrl: config.appUrl });
}
