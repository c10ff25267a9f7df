/**
 * Which Direct Debit provider the server uses (decision 071): Stripe's Bacs Direct Debit when STRIPE_SECRET_KEY
 * is set (the same Stripe account that takes the waitlist fee), else the sandbox on this server, where a person
 * gives a made-up mandate and decides each collection at the sandbox bank. Production refuses the sandbox
 * unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true, exactly as for the card payments (payment-providers.ts
 * `assertPaymentProviderAllowed` is checked first and covers both, since both follow STRIPE_SECRET_KEY).
 */
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { DirectDebitProvider } from './direct-debit/direct-debit-provider';
import { createSandboxDirectDebitProvider } from './direct-debit/sandbox-direct-debit';
import { createStripeDirectDebitProvider } from './direct-debit/stripe-direct-debit';
import type { SandboxStore } from './sandbox/sandbox-store';

/**
 * Creates the Direct Debit provider the configuration asks for, warning when Stripe runs without the Direct
 * Debit webhook's secret (collections are then settled only by the daily job asking Stripe).
 * @param config the configuration
 * @param options.store the sandbox records; options.webhookSecret the sandbox bank's signing key (its pages
 *   deliver the signed events: composition.ts)
 * @throws Error as payment-providers.ts assertPaymentProviderAllowed (checked before, by composition.ts)
 */
export function createDirectDebitProvider(
  config: Config,
  options: {
    store: SandboxStore;
    logger: Logger;
    webhookSecret: string;
  },
): DirectDebitProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET) {
      options.logger.warn(
        'STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET is not set: Direct Debit collections are settled only when the daily ' +
          'job asks Stripe. Point a Stripe webhook at /webhooks/direct-debit and set its signing secret.',
      );
    }
    return createStripeDirectDebitProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_DIRECT_DEBIT_WEBHOOK_SECRET,
    });
  }
  return createSandboxDirectDebitProvider({
    store: options.store,
    appUrl: config.appUrl,
    webhookSecret: options.webhookSecret,
  });
}
