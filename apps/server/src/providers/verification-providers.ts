/**
 * Which identity and open-banking providers the server uses (ARCHITECTURE.md §2 "identity, open banking"):
 * Onfido for identity checks when its variables are set (onfidoConfigured, decision 053), Plaid for open
 * banking when its are (plaidConfigured, decision 054), else the sandbox of each. On a sandbox provider's hosted
 * page the applicant chooses their own result, so in production (NODE_ENV=production) the server refuses to
 * start when any sandbox provider would be used, unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true says that
 * this is a demo (with real providers configured, production starts without it).
 */
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { onfidoConfigured, plaidConfigured } from '../provider-config';
import type { IdentityProvider } from './identity/identity-provider';
import { createOnfidoIdentityProvider } from './identity/onfido-identity';
import { createSandboxIdentityProvider } from './identity/sandbox-identity';
import type { OpenBankingProvider } from './open-banking/open-banking-provider';
import { createPlaidOpenBankingProvider } from './open-banking/plaid-open-banking';
import { createSandboxOpenBankingProvider } from './open-banking/sandbox-open-banking';
import type { SandboxStore } from './sandbox/sandbox-store';

/** The message the server stops with in production when the sandbox providers are not allowed. */
export const SANDBOX_IN_PRODUCTION_REFUSAL =
  'Refusing to start: NODE_ENV is production but identity checks or open banking would use a sandbox ' +
  'provider, where applicants choose their own results. Configure Onfido and Plaid (README), or set ' +
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

/** The identity and open-banking providers, as createVerificationProviders makes them. */
type VerificationProviders = { identity: IdentityProvider; openBanking: OpenBankingProvider };

/**
 * Makes the identity and open-banking providers the configuration asks for.
 * @param store the sandbox records (for a sandbox provider)
 */
function makeVerificationProviders(config: Config, store: SandboxStore): VerificationProviders {
  const identity = onfidoConfigured(config)
    ? createOnfidoIdentityProvider({
        apiToken: config.ONFIDO_API_TOKEN as string,
        region: config.ONFIDO_REGION,
        workflowId: config.ONFIDO_WORKFLOW_ID as string,
        apiUrl: config.ONFIDO_API_URL,
      })
    : createSandboxIdentityProvider({ store, appUrl: config.appUrl });
  // Open banking: Plaid when its variables are set (plaidConfigured, decision 054), else the sandbox.
  const openBanking = plaidConfigured(config)
    ? createPlaidOpenBankingProvider({
        clientId: config.PLAID_CLIENT_ID as string,
        secret: config.PLAID_SECRET as string,
        env: config.PLAID_ENV,
        apiUrl: config.PLAID_API_URL,
        webhookUrl: `${config.appUrl}/webhooks/plaid`,
      })
    : createSandboxOpenBankingProvider({ store, appUrl: config.appUrl });
  return { identity, openBanking };
}

/**
 * Refuses providers that may not run: any sandbox provider (identity or open banking) in production without
 * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION.
 * @throws Error SANDBOX_IN_PRODUCTION_REFUSAL
 */
function refuseSandboxInProduction(config: Config, providers: VerificationProviders): void {
  const sandboxUsed = providers.identity.kind === 'sandbox' || providers.openBanking.kind === 'sandbox';
  if (sandboxUsed && !sandboxProvidersAllowed(config)) throw new Error(SANDBOX_IN_PRODUCTION_REFUSAL);
}

/**
 * Checks, before anything is opened, that the configured providers may run (it makes them without a
 * database: none is called).
 * @throws Error SANDBOX_IN_PRODUCTION_REFUSAL in production when a sandbox provider would be used, unless
 *   ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true
 */
export function assertVerificationProvidersAllowed(config: Config): void {
  const unused = { create: () => Promise.reject(new Error('not opened')) } as unknown as SandboxStore;
  refuseSandboxInProduction(config, makeVerificationProviders(config, unused));
}

/**
 * Creates the identity and open-banking providers the configuration asks for: Onfido when
 * onfidoConfigured(config), else the sandbox identity provider; the sandbox for open banking until its real
 * provider is switched on. Logs a loud warning when a sandbox provider runs in production by
 * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION, when ONFIDO_API_URL replaces the region's Onfido URL, and when an
 * Onfido sandbox token (api_sandbox…) is used in production.
 * @throws Error as assertVerificationProvidersAllowed
 */
export function createVerificationProviders(
  config: Config,
  options: { store: SandboxStore; logger: Logger },
): VerificationProviders {
  const providers = makeVerificationProviders(config, options.store);
  refuseSandboxInProduction(config, providers);
  const { logger } = options;
  if (config.NODE_ENV === 'production') {
    const sandboxes = [
      providers.identity.kind === 'sandbox' ? 'identity checks' : null,
      providers.openBanking.kind === 'sandbox' ? 'open banking' : null,
    ].filter(Boolean);
    if (sandboxes.length > 0) {
      logger.warn(
        `ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true: ${sandboxes.join(' and ')} use the sandbox ` +
          'providers, where applicants choose their own results. This is a demonstration: no such check is real.',
      );
    }
  }
  if (providers.identity.kind === 'onfido') {
    if (config.ONFIDO_API_URL) {
      logger.warn(
        `ONFIDO_API_URL is set: Onfido is called at ${config.ONFIDO_API_URL} instead of the ${config.ONFIDO_REGION} ` +
          'region’s API. Use it only for contract mocks and tests.',
      );
    }
    if (config.NODE_ENV === 'production' && config.ONFIDO_API_TOKEN?.startsWith('api_sandbox')) {
      logger.warn(
        'ONFIDO_API_TOKEN is an Onfido sandbox token in production: identity checks are Onfido test runs, ' +
          'whose results are set by the workflow’s test data, and verify nobody.',
      );
    }
  }
  return providers;
}
