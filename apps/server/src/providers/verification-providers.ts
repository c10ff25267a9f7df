/**
 * Which identity and open-banking providers the server uses (ARCHITECTURE.md §2 "identity, open banking").
 * Only the sandbox providers exist so far, and on their hosted pages the applicant chooses their own result,
 * so in production (NODE_ENV=production) the server refuses to start with them unless
 * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true says that this is a demo (issue 15 item 2).
 */
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { IdentityProvider } from './identity/identity-provider';
import { createSandboxIdentityProvider } from './identity/sandbox-identity';
import type { OpenBankingProvider } from './open-banking/open-banking-provider';
import { createSandboxOpenBankingProvider } from './open-banking/sandbox-open-banking';
import type { SandboxStore } from './sandbox/sandbox-store';

/** The message the server stops with in production when the sandbox providers are not allowed. */
export const SANDBOX_IN_PRODUCTION_REFUSAL =
  'Refusing to start: NODE_ENV is production but identity checks and open banking would use the sandbox ' +
  'providers, where applicants choose their own results. Configure real providers, or set ' +
  'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true for a demonstration that approves nobody for real.';

/**
 * Whether sandbox providers' results may count: anywhere but production, or in production when
 * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true.
 */
export function sandboxProvidersAllowed(
  config: Pick<Config, 'NODE_ENV' | 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION'>,
): boolean {
  return config.NODE_ENV !== 'production' || config.ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION;
}

/**
 * Checks, before anything is opened, that the configured providers may run.
 * @throws Error SANDBOX_IN_PRODUCTION_REFUSAL in production with the sandbox providers, unless
 *   ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true
 */
export function assertVerificationProvidersAllowed(
  config: Pick<Config, 'NODE_ENV' | 'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION'>,
): void {
  if (!sandboxProvidersAllowed(config)) throw new Error(SANDBOX_IN_PRODUCTION_REFUSAL);
}

/**
 * Creates the identity and open-banking providers the configuration asks for (today always the sandbox
 * ones), logging a loud warning when they run in production by ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION.
 * @throws Error as assertVerificationProvidersAllowed
 */
export function createVerificationProviders(
  config: Config,
  options: { store: SandboxStore; logger: Logger },
): { identity: IdentityProvider; openBanking: OpenBankingProvider } {
  assertVerificationProvidersAllowed(config);
  if (config.NODE_ENV === 'production') {
    options.logger.warn(
      'ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true: identity checks and open banking use the sandbox ' +
        'providers, where applicants choose their own results. This is a demonstration: no check is real.',
    );
  }
  return {
    identity: createSandboxIdentityProvider({ store: options.store, appUrl: config.appUrl }),
    openBanking: createSandboxOpenBankingProvider({ store: options.store, appUrl: config.appUrl }),
  };
}
