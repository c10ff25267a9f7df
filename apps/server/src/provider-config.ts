/**
 * The environment variables of the real identity and open-banking providers (README "Identity
 * verification: Onfido" and "Open banking: Plaid"), validated with the rest of the configuration at start
 * (config.ts). Unset, the sandbox providers run; a provider is used once its variables are all set, and a
 * partial set is refused with a message naming the missing variable.
 */
import { z } from 'zod';

/** The Onfido regions and their API hosts (Onfido API v3.6 "Regions"). */
export const ONFIDO_REGIONS = ['eu', 'us', 'ca'] as const;

/** The Plaid environments (Plaid API "Environments"; Development was retired in 2024). */
export const PLAID_ENVS = ['sandbox', 'production'] as const;

/** The zod fields of the provider variables, merged into config.ts's schema. */
export const providerConfigFields = {
  /** Onfido API token (`api_live…` or `api_sandbox…`, from the dashboard's Developers > Tokens). */
  ONFIDO_API_TOKEN: z
    .string()
    .regex(/^api_(live|sandbox)/, 'ONFIDO_API_TOKEN must be an Onfido API token (api_live… or api_sandbox…)')
    .optional(),
  /** The webhook token Onfido shows when the webhook to APP_URL/webhooks/onfido is created. */
  ONFIDO_WEBHOOK_TOKEN: z.string().min(16, 'ONFIDO_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  /** The Onfido Studio workflow each identity check runs (a UUID from the dashboard's Workflows). */
  ONFIDO_WORKFLOW_ID: z.uuid('ONFIDO_WORKFLOW_ID must be the UUID of an Onfido Studio workflow').optional(),
  /** The region of the Onfido account: eu (default), us or ca. */
  ONFIDO_REGION: z.enum(ONFIDO_REGIONS, { error: 'ONFIDO_REGION must be eu, us or ca' }).default('eu'),
  /**
   * Another base URL for Onfido's API instead of the region's (https://api.{region}.onfido.com/v3.6), e.g.
   * the contract mock of the tests. Unset in a real deployment.
   */
  ONFIDO_API_URL: z.url('ONFIDO_API_URL must be a URL').optional(),
  /** Plaid client id (Plaid Dashboard > Developers > Keys). */
  PLAID_CLIENT_ID: z.string().min(1).optional(),
  /** Plaid secret of PLAID_ENV. */
  PLAID_SECRET: z.string().min(1).optional(),
  /** Plaid environment: sandbox (test institutions and credentials) or production. */
  PLAID_ENV: z.enum(PLAID_ENVS, { error: 'PLAID_ENV must be sandbox or production' }).default('sandbox'),
  /** Another base URL for Plaid's API instead of PLAID_ENV's, e.g. the contract mock of the tests. */
  PLAID_API_URL: z.url('PLAID_API_URL must be a URL').optional(),
  /**
   * The key that encrypts open-banking access tokens at rest (AES-256-GCM, lib/secret-box.ts): 32 random
   * bytes, base64 (`openssl rand -base64 32`). Required with Plaid.
   */
  OPEN_BANKING_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 32,
      'OPEN_BANKING_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
};

/** The parsed provider variables. */
export type ProviderConfig = z.infer<z.ZodObject<typeof providerConfigFields>>;

/** Which of a group of variables are missing when some of the group are set. */
function missingOf(c: ProviderConfig, names: (keyof ProviderConfig)[]): (keyof ProviderConfig)[] {
  const set = names.filter((n) => c[n] !== undefined);
  return set.length === 0 ? [] : names.filter((n) => c[n] === undefined);
}

/** The variables that turn Onfido on, all needed together. */
export const ONFIDO_VARIABLES = ['ONFIDO_API_TOKEN', 'ONFIDO_WEBHOOK_TOKEN', 'ONFIDO_WORKFLOW_ID'] as const;

/** The variables that turn Plaid on, all needed together. */
export const PLAID_VARIABLES = ['PLAID_CLIENT_ID', 'PLAID_SECRET', 'OPEN_BANKING_ENCRYPTION_KEY'] as const;

/**
 * Adds an issue for each missing variable of a partly configured provider (config.ts's superRefine).
 * @param c the parsed variables
 * @param ctx zod's refinement context
 */
export function refineProviderConfig(c: ProviderConfig, ctx: z.RefinementCtx): void {
  for (const [provider, names] of [
    ['Onfido', ONFIDO_VARIABLES],
    ['Plaid', PLAID_VARIABLES],
  ] as const) {
    for (const name of missingOf(c, [...names])) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is not set but other ${provider} variables are: set ${names.join(', ')} together to use ${provider}`,
      });
    }
  }
}

/** Whether Onfido is configured (every ONFIDO_VARIABLES set). */
export function onfidoConfigured(c: Pick<ProviderConfig, (typeof ONFIDO_VARIABLES)[number]>): boolean {
  return ONFIDO_VARIABLES.every((n) => c[n] !== undefined);
}

/** Whether Plaid is configured (every PLAID_VARIABLES set). */
export function plaidConfigured(c: Pick<ProviderConfig, (typeof PLAID_VARIABLES)[number]>): boolean {
  return PLAID_VARIABLES.every((n) => c[n] !== undefined);
}
