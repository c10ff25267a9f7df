/**
 * Rate limits for sign-in, e-mail sending and address lookups (ARCHITECTURE.md §5), through rate-limiter-flexible:
 * counters in PostgreSQL when the server runs on PostgreSQL (shared by every instance), in memory
 * on the embedded database (one process).
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/** The limiters the services use. */
export type RateLimits = {
  /** Sign-in attempts: 10 per e-mail and 30 per IP per 15 minutes (a success resets the e-mail's count). */
  consumeSignIn: (email: string, ip: string) => Promise<void>;
  /** Clears the e-mail's failed sign-ins after a success. */
  resetSignIn: (email: string) => Promise<void>;
  /** Verification e-mails: 5 per user per hour. */
  consumeEmailSend: (key: string) => Promise<void>;
  /** Address searches (a paid lookup with Ideal Postcodes): 60 per user per hour. */
  consumeAddressLookup: (key: string) => Promise<void>;
  /** Upload URLs (getPreSignedUploadUrl): 60 per user per hour, so storage cannot be filled by one account. */
  consumeUploadUrl: (key: string) => Promise<void>;
};

const limited = () =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');

async function consume(limiter: Limiter, key: string) {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw limited();
    throw error;
  }
}

/** Limits per window; the defaults are the production limits. */
export type RateLimitOptions = {
  signInPerEmail?: number;
  signInPerIp?: number;
  emailSendsPerHour?: number;
  addressLookupsPerHour?: number;
  uploadUrlsPerHour?: number;
};

/**
 * Creates the limiters.
 * @param pool the pg pool when running on PostgreSQL, else undefined for in-memory counters
 * @param options limits per window (tests raise them)
 */
export function createRateLimits(pool?: pg.Pool, options: RateLimitOptions = {}): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number): Limiter =>
    pool
      ? new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const signInEmail = make('signin_email', options.signInPerEmail ?? 10, 15 * 60);
  const signInIp = make('signin_ip', options.signInPerIp ?? 30, 15 * 60);
  const emailSend = make('email_send', options.emailSendsPerHour ?? 5, 60 * 60);
  const addressLookup = make('address_lookup', options.addressLookupsPerHour ?? 60, 60 * 60);
  const uploadUrl = make('upload_url', options.uploadUrlsPerHour ?? 60, 60 * 60);
  return {
    async consumeSignIn(email, ip) {
      await consume(signInEmail, email);
      await consume(signInIp, ip);
    },
    async resetSignIn(email) {
      await signInEmail.delete(email);
    },
    async consumeEmailSend(key) {
      await consume(emailSend, key);
    },
    async consumeAddressLookup(key) {
      await consume(addressLookup, key);
    },
    async consumeUploadUrl(key) {
      await consume(uploadUrl, key);
    },
  };
}
