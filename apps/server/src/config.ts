/**
 * Every environment variable the server reads, parsed and validated with zod at start
 * (ARCHITECTURE.md section 2). README.md lists them with their defaults.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (two levels above apps/server). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public URL of the app, used in e-mail links. */
    APP_URL: z.url().optional(),
    /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
    DATABASE_URL: z.string().optional(),
    /** Folder for the embedded database, the outbox, uploads and the generated JWT secret. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** PGlite data directory; `memory://` keeps it in memory. Defaults to DATA_DIR/pg. */
    PGLITE_DIR: z.string().optional(),
    /** HS256 secret for session tokens; generated into DATA_DIR/jwt-secret when unset. */
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    /** nodemailer SMTP URL, e.g. smtps://user:pass@smtp.example.com; when unset e-mail goes to the outbox. */
    SMTP_URL: z.string().optional(),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().default('Stairway <hello@stairway.example>'),
    /** Folder where e-mails are written when SMTP_URL is unset. Defaults to DATA_DIR/outbox. */
    OUTBOX_DIR: z.string().optional(),
    /** Folder of the built web app. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** CSV file the seed imports when the database has no listings. Defaults to the bundled demo extract. */
    SEED_LISTINGS_FILE: z.string().optional(),
    /** Set to "false" to start without seeding an empty database. */
    SEED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * Ideal Postcodes API key (https://ideal-postcodes.co.uk); when set, getAddressSearch asks Ideal Postcodes,
     * otherwise it searches the local address index (seed-data/addresses-isle-of-wight.csv).
     */
    IDEAL_POSTCODES_API_KEY: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder of uploaded files when S3_BUCKET is unset. Defaults to DATA_DIR/uploads. */
    UPLOADS_DIR: z.string().optional(),
    /** S3 bucket for uploaded files (ARCHITECTURE.md §2 "uploads"); when unset files are kept in UPLOADS_DIR. */
    S3_BUCKET: z.string().optional(),
    /** The bucket's region; London by default. */
    S3_REGION: z.string().default('eu-west-2'),
    /** Endpoint of an S3-compatible store (Cloudflare R2, MinIO, …); unset for AWS. */
    S3_ENDPOINT: z.url().optional(),
    /** "true" for path-style URLs (https://endpoint/bucket/key), which MinIO needs. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Access key for the bucket; when unset the AWS default credential chain is used (AWS_*, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Prepended to every object key. */
    S3_PREFIX: z.string().default('uploads/'),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
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
