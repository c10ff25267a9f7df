/**
 * The composition root: opens the database and builds the shared services (AppServices, context.ts) from the
 * configuration, choosing each provider (storage, e-mail, identity, open banking, payments, address lookup) and
 * wiring them together. Used by main.ts, the command-line tools, the bench and the tests; nothing under
 * services/, lib/, db/ or providers/ imports it (apps/server/test/boundary-imports.test.ts).
 */
import type { Config } from './config';
import type { AppServices } from './context';
import { type Database, openDatabase } from './db/client';
import { createAnswerCache } from './lib/answer-cache';
import { createDistrictHomesCache } from './lib/district-homes-cache';
import { initErrorReporting } from './lib/error-reporting';
import { createInvalidationBus } from './lib/invalidation-bus';
import { createInProcessQueue, createPgBossQueue } from './lib/job-queue';
import { createLogger, type Logger } from './lib/logger';
import { createRateLimits, type RateLimitOptions } from './lib/rate-limits';
import { createSessionCache } from './lib/session-cache';
import { deriveKey } from './lib/signing';
import { createTokenService, resolveJwtSecret } from './lib/tokens';
import { createUploadKeys } from './lib/upload-keys';
import { createIdealPostcodesAddressLookup } from './providers/address-lookup/ideal-postcodes';
import { createLocalAddressLookup } from './providers/address-lookup/local-address-lookup';
import { createDirectDebitProvider } from './providers/direct-debit-providers';
import { createOutboxEmailProvider, createSmtpEmailProvider } from './providers/email/email-provider';
import { assertPaymentProviderAllowed, createPaymentProvider } from './providers/payment-providers';
import { createSandboxPages, SANDBOX_PATH } from './providers/sandbox/sandbox-pages';
import { createSandboxStore } from './providers/sandbox/sandbox-store';
import { createLocalStorage, type LocalStorage, UPLOADS_PATH } from './providers/storage/local-storage';
import { createS3Storage } from './providers/storage/s3-storage';
import type { StorageProvider } from './providers/storage/storage-provider';
import {
  assertVerificationProvidersAllowed,
  createVerificationProviders,
} from './providers/verification-providers';
import { handleDirectDebitWebhook } from './services/direct-debit/webhook';
import { createEmailOutbox } from './services/email-outbox';

/**
 * The storage provider the configuration asks for: S3 when S3_BUCKET is set, else local storage with signed
 * URLs on this server.
 * @param secret the server's secret, from which the local URL-signing key is derived
 */
export function createStorage(config: Config, secret: Uint8Array): StorageProvider | LocalStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      prefix: config.S3_PREFIX,
    });
  }
  return createLocalStorage({
    dir: config.uploadsDir,
    baseUrl: config.appUrl,
    signingKey: deriveKey(secret, 'stairway/local-storage-urls'),
  });
}

/**
 * Opens the configured database (migrated) and creates the services around it. Starts error reporting to
 * Sentry first when SENTRY_DSN is set (lib/error-reporting.ts).
 * @param config the parsed configuration
 * @param options.logger a logger to use instead of a new one
 * @param options.database an already open database
 * @throws Error before opening anything when the configured providers may not run (in production with the
 *   sandbox identity and open-banking providers, or the sandbox checkout without STRIPE_SECRET_KEY, unless
 *   ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION is true)
 */
export async function createServices(
  config: Config,
  options: { logger?: Logger; database?: Database; rateLimits?: RateLimitOptions } = {},
): Promise<AppServices & { database: Database }> {
  assertVerificationProvidersAllowed(config);
  assertPaymentProviderAllowed(config);
  await initErrorReporting(config);
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: config.pgliteDir,
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'a PostgreSQL connection failed; the pool opens a new one when needed'),
    }));
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const sandboxStore = createSandboxStore(database.db);
  const { identity, openBanking } = createVerificationProviders(config, { store: sandboxStore, logger });
  const payments = createPaymentProvider(config, { store: sandboxStore, logger });
  const storage = createStorage(config, secret);
  // The sandbox bank signs its events as a provider would, and delivers them to the webhook's own handler.
  const directDebitWebhook = {
    secret: deriveKey(secret, 'stairway/sandbox-direct-debit-webhooks').toString('base64url'),
    async deliver(rawBody: Buffer, signature: string) {
      const response = await handleDirectDebitWebhook(services, rawBody, signature);
      if (!response.ok) throw new Error(`The Direct Debit webhook answered ${response.status}`);
    },
  };
  const directDebit = createDirectDebitProvider(config, {
    store: sandboxStore,
    logger,
    webhookSecret: directDebitWebhook.secret,
  });
  const sandboxPages = createSandboxPages(sandboxStore, { directDebitWebhook });
  const emailProvider = config.SMTP_URL
    ? createSmtpEmailProvider(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxEmailProvider(config.outboxDir, config.MAIL_FROM, logger);
  // Background jobs (decision 063): pg-boss on PostgreSQL, in process on the embedded database. main.ts starts it.
  const queue = database.pool ? createPgBossQueue(database.pool, logger) : createInProcessQueue(logger);
  const email = createEmailOutbox({ db: database.db, provider: emailProvider, queue, logger });
  const services: AppServices & { database: Database } = {
    database,
    db: database.db,
    config,
    logger,
    tokens: createTokenService(secret),
    email,
    queue,
    addressLookup: config.IDEAL_POSTCODES_API_KEY
      ? createIdealPostcodesAddressLookup({ apiKey: config.IDEAL_POSTCODES_API_KEY })
      : createLocalAddressLookup(database.db),
    rateLimits: createRateLimits(database.pool, {
      onboardsPerIp: config.ONBOARD_LIMIT_PER_IP,
      onboardsPerDomain: config.ONBOARD_LIMIT_PER_DOMAIN,
      signInPerIp: config.SIGN_IN_LIMIT_PER_IP,
      ...options.rateLimits,
    }),
    identity,
    openBanking,
    payments,
    directDebit,
    storage,
    sessionCache: createSessionCache(),
    districtHomesCache: createDistrictHomesCache(),
    answerCache: createAnswerCache(),
    // Decision 062: other servers' changes forget these memories at once; read at each notification, since the
    // bench swaps answerCache. main.ts starts the listener.
    invalidation: createInvalidationBus(database, { logger, memories: () => services }),
    uploadKeys: createUploadKeys(deriveKey(secret, 'stairway/upload-keys')),
    async providerRoutes(request) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith(SANDBOX_PATH)) return sandboxPages(request);
      if (pathname.startsWith(UPLOADS_PATH) && 'handle' in storage) return storage.handle(request);
      return null;
    },
  };
  return services;
}
