/**
 * Every environment variable the server reads, parsed and validated with zod at start
 * (ARCHITECTURE.md section 2). README.md lists them with their defaults.
 */
import path from 'node:path';
import { z } from 'zod';
import { httpConfigFields } from './config-http-fields';
import { paymentConfigFields, refinePaymentConfig } from './config-payment-fields';
import { serverConfigFields } from './config-server-fields';
import { refineStorageConfig, storageConfigFields } from './config-storage-fields';
import { providerConfigFields, refineProviderConfig } from './provider-config';

export { repoRoot } from './repo-root';

const configSchema = z
  .object({
    // The variables in README.md's order, by area: config-server-fields.ts, config-storage-fields.ts,
    // config-payment-fields.ts and config-http-fields.ts.
    ...serverConfigFields,
    ...storageConfigFields,
    ...paymentConfigFields,
    ...httpConfigFields,
    /**
     * A pipeline viewer the server makes sure of at start (decision 019), e.g. for a demonstration or the
     * browser tests: created with PIPELINE_VIEWER_PASSWORD when missing, given it when it differs (which signs
     * the viewer's sessions out). Set both or neither. `npm run ops -- add-pipeline-viewer` is the usual way.
     */
    PIPELINE_VIEWER_EMAIL: z.email().optional(),
    PIPELINE_VIEWER_PASSWORD: z
      .string()
      .min(12, 'PIPELINE_VIEWER_PASSWORD must be at least 12 characters')
      .optional(),
  })
  // Onfido and Plaid: provider-config.ts.
  .extend(providerConfigFields)
  .superRefine((c, ctx) => {
    refineProviderConfig(c, ctx);
    refinePaymentConfig(c, ctx);
    if (Boolean(c.PIPELINE_VIEWER_EMAIL) !== Boolean(c.PIPELINE_VIEWER_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.PIPELINE_VIEWER_EMAIL ? 'PIPELINE_VIEWER_PASSWORD' : 'PIPELINE_VIEWER_EMAIL'],
        message: 'PIPELINE_VIEWER_EMAIL and PIPELINE_VIEWER_PASSWORD must be set together',
      });
    }
    refineStorageConfig(c, ctx);
  });

/** The parsed configuration. */
export type Config = z.infer<typeof configSchema> & {
  pgliteDir: string;
  outboxDir: string;
  uploadsDir: string;
  appUrl: string;
};

/**
 * Parses the configuration from an environment object.
 * @param env the environment (defaults to process.env)
 * @returns the validated configuration with derived paths filled in
 * @throws Error naming every invalid variable and what is allowed
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (e.g. DATABASE_URL= selects the embedded database).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    pgliteDir: c.PGLITE_DIR ?? path.join(c.DATA_DIR, 'pg'),
    outboxDir: c.OUTBOX_DIR ?? path.join(c.DATA_DIR, 'outbox'),
    uploadsDir: c.UPLOADS_DIR ?? path.join(c.DATA_DIR, 'uploads'),
    appUrl: c.APP_URL ?? `http://localhost:${c.PORT}`,
  };
}
