/**
 * The environment variables of the server itself (environment, port, database, e-mail, seeding, logging,
 * Sentry), validated with the rest of the configuration at start (config.ts).
 */
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './repo-root';

/** The zod fields of the server's own variables, merged into config.ts's schema. */
export const serverConfigFields = {
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
  /**
   * The team's shared inbox (e.g. team@stairway.example) for e-mails to the team, such as a customer's request
   * for help with arrears (services/operators/team-emails.ts); when unset they go to every enabled operator.
   */
  TEAM_EMAIL: z.email({ error: 'TEAM_EMAIL must be an e-mail address' }).optional(),
  /**
   * "true" lets the server start with NODE_ENV=production and no SMTP_URL, writing e-mails to the outbox, for a
   * demonstration only (providers/email/email-provider.ts assertEmailProviderAllowed). Off by default: in
   * production the server refuses to start without SMTP_URL.
   */
  ALLOW_OUTBOX_IN_PRODUCTION: z
    .enum(['true', 'false'], { error: 'ALLOW_OUTBOX_IN_PRODUCTION must be "true" or "false"' })
    .default('false')
    .transform((v) => v === 'true'),
  /** Folder of the built web app. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** CSV file the seed imports when the database has no listings. Defaults to the bundled national sample (seed-data/listings-uk-2025.csv.gz). */
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
  /**
   * Sentry DSN of the server's project (lib/error-reporting.ts): when set, unexpected errors are also
   * sent to Sentry, scrubbed of personal data; when unset they are only logged and Sentry is not loaded
   * at all.
   */
  SENTRY_DSN: z
    .url({ error: 'SENTRY_DSN must be a URL such as https://key@o0.ingest.sentry.io/0' })
    .optional(),
  /** The environment Sentry files the server's events under, e.g. `staging`; NODE_ENV when unset. */
  SENTRY_ENVIRONMENT: z.string().optional(),
};
