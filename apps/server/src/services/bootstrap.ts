/**
 * Opens the database and builds the shared services from the configuration. Used by main.ts, the
 * command-line tools and the tests.
 */
import type { Config } from '../config';
import type { AppServices } from '../context';
import { type Database, openDatabase } from '../db/client';
import { createLogger, type Logger } from '../lib/logger';
import { createRateLimits, type RateLimitOptions } from '../lib/rate-limits';
import { createTokenService, resolveJwtSecret } from '../lib/tokens';
import { createIdealPostcodesAddressLookup } from '../providers/address-lookup/ideal-postcodes';
import { createLocalAddressLookup } from '../providers/address-lookup/local-address-lookup';
import { createOutboxEmailProvider, createSmtpEmailProvider } from '../providers/email/email-provider';

/**
 * Opens the configured database (migrated) and creates the services around it.
 * @param config the parsed configuration
 * @param options.logger a logger to use instead of a new one
 * @param options.database an already open database
 */
export async function createServices(
  config: Config,
  options: { logger?: Logger; database?: Database; rateLimits?: RateLimitOptions } = {},
): Promise<AppServices & { database: Database }> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  const email = config.SMTP_URL
    ? createSmtpEmailProvider(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxEmailProvider(config.outboxDir, config.MAIL_FROM, logger);
  return {
    database,
    db: database.db,
    config,
    logger,
    tokens: createTokenService(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR)),
    email,
    addressLookup: config.IDEAL_POSTCODES_API_KEY
      ? createIdealPostcodesAddressLookup({ apiKey: config.IDEAL_POSTCODES_API_KEY })
      : createLocalAddressLookup(database.db),
    rateLimits: createRateLimits(database.pool, options.rateLimits),
  };
}
