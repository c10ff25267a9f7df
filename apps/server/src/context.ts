/**
 * The per-request GraphQL context: the database, providers and the actor read from the
 * Authorization header (spec §6: "Bearer {token}", empty when there is no token).
 */
import type { Config } from './config';
import type { Db } from './db/client';
import type { UserRow } from './db/rows';
import type { AnswerCache } from './lib/answer-cache';
import { resolveClientIp, trustedProxiesOf } from './lib/client-ip';
import { londonToday } from './lib/dates';
import type { DistrictHomesCache } from './lib/district-homes-cache';
import type { InvalidationBus } from './lib/invalidation-bus';
import type { JobQueue } from './lib/job-queue';
import type { Logger } from './lib/logger';
import type { RateLimits } from './lib/rate-limits';
import type { SessionCache } from './lib/session-cache';
import { resolveActor } from './lib/sessions';
import { type Actor, readBearerToken, type TokenService } from './lib/tokens';
import type { UploadKeys } from './lib/upload-keys';
import type { AddressLookupProvider } from './providers/address-lookup/address-lookup';
import type { DirectDebitProvider } from './providers/direct-debit/direct-debit-provider';
import type { IdentityProvider } from './providers/identity/identity-provider';
import type { OpenBankingProvider } from './providers/open-banking/open-banking-provider';
import type { PaymentProvider } from './providers/payments/payment-provider';
import type { StorageProvider } from './providers/storage/storage-provider';
import type { EmailOutbox } from './services/email-outbox';
import type { RankedHome } from './services/homes';
import { createLoaders, type Loaders } from './services/loaders';

/** What every request shares: created once at start (or once per test database). */
export type AppServices = {
  db: Db;
  config: Config;
  logger: Logger;
  tokens: TokenService;
  /** E-mail through the transactional outbox (services/email-outbox.ts, decision 063). */
  email: EmailOutbox;
  /** Background jobs and schedules: pg-boss on PostgreSQL, in process on the embedded database (lib/job-queue.ts). */
  queue: JobQueue;
  /** Address search by postcode: Ideal Postcodes when IDEAL_POSTCODES_API_KEY is set, else the local index. */
  addressLookup: AddressLookupProvider;
  rateLimits: RateLimits;
  /** Identity checks (spec §7): Onfido when ONFIDO_* are set (decision 053), else the sandbox hosted check here. */
  identity: IdentityProvider;
  /** Open banking (spec §7): the sandbox hosted flow on this server until a real provider is added. */
  openBanking: OpenBankingProvider;
  /** Card payments (spec §7 getPaymentLink): Stripe Checkout when STRIPE_SECRET_KEY is set, else the sandbox checkout. */
  payments: PaymentProvider;
  /**
   * The plan's Direct Debit (decision 071): Stripe's Bacs Direct Debit when STRIPE_SECRET_KEY is set, else the
   * sandbox mandate page and sandbox bank on this server.
   */
  directDebit: DirectDebitProvider;
  /** Uploaded files: S3 when S3_BUCKET is set, else signed URLs on this server (UPLOADS_DIR). */
  storage: StorageProvider;
  /** The session check's one-second memory (lib/session-cache.ts, decision 033). */
  sessionCache: SessionCache;
  /** The one-second memory of answers to queries that answer everyone of a role alike (decision 036). */
  answerCache: AnswerCache;
  /** getHomesSelection's memory of districts' homes, per build of the read model (decision 035). */
  districtHomesCache: DistrictHomesCache<RankedHome>;
  /**
   * Tells the other servers on the same PostgreSQL what to forget, and hears them (lib/invalidation-bus.ts,
   * decision 062); does nothing on the embedded database. main.ts starts and stops its listener.
   */
  invalidation: InvalidationBus;
  /** Issues and checks the random upload keys bound to their owner. */
  uploadKeys: UploadKeys;
  /**
   * The server's own pages for providers whose URLs point here (the sandbox pages, local upload URLs).
   * @returns the response, or null when the path is not one of theirs
   */
  providerRoutes: (request: Request) => Promise<Response | null>;
};

/** The GraphQL context of one request. */
export type Context = AppServices & {
  /** The signed-in actor, or null for a public request. */
  actor: Actor | null;
  /**
   * A renewed session token when the request's token is past half its lifetime (sliding renewal, decision 030);
   * yoga.ts sends it in the X-Session-Token response header. Null otherwise.
   */
  renewedToken: string | null;
  /**
   * The signed-in applicant's users row, read with the session check (null for anyone else); `me` answers from
   * it. A check remembered from the last second gives the row it read then (lib/session-cache.ts): any
   * mutation since has made it be read again.
   */
  signedInUser: UserRow | null;
  /** Per-request DataLoaders (batching, no N+1). */
  loaders: Loaders;
  /** The caller's IP address, for rate limiting. */
  ip: string;
  /** Today in Europe/London when the request arrived, `YYYY-MM-DD`: the date the application rules use. */
  today: string;
  requestId: string;
};

/**
 * Builds the context of one request.
 * @param services the shared services
 * @param request the Fetch API request Yoga received
 * @param remoteAddress the connection's peer address (undefined in-process); X-Forwarded-For and X-Real-IP
 *   count only when it is a proxy named in TRUST_PROXY (lib/client-ip.ts)
 */
export async function createContext(
  services: AppServices,
  request: Request,
  remoteAddress?: string,
): Promise<Context> {
  const token = readBearerToken(request.headers.get('authorization'));
  const session = token ? await resolveActor(services, token) : null;
  return {
    ...services,
    actor: session?.actor ?? null,
    renewedToken: session?.renewedToken ?? null,
    signedInUser: session?.user ?? null,
    loaders: createLoaders(services.db),
    ip: resolveClientIp(remoteAddress, request.headers, trustedProxiesOf(services.config.TRUST_PROXY)),
    // Worked out once a minute (lib/dates.ts): a getter here was read by Yoga's Object.assign of the context.
    today: londonToday(),
    requestId: request.headers.get('x-request-id') ?? crypto.randomUUID(),
  };
}
