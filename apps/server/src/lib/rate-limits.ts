/**
 * Rate limits for sign-in, pipeline password checks, password resets, e-mail sending, one-time codes and address lookups (ARCHITECTURE.md §5), through rate-limiter-flexible:
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
  /** Password-reset requests: 3 per e-mail address and 20 per IP per hour (resetPasswordRequest). */
  consumePasswordReset: (email: string, ip: string) => Promise<void>;
  /** One-time codes sent: 5 per account per hour (resendOtpCode). */
  consumeOtpSend: (key: string) => Promise<void>;
  /** Change-of-e-mail requests: 5 per account per hour (checkNewEmail), so it cannot probe for accounts. */
  consumeEmailChange: (key: string) => Promise<void>;
  /**
   * Pipeline password checks (checkPipelinePassword): 5 per e-mail and 20 per IP per 15 minutes; a success
   * clears the e-mail's count.
   */
  consumePipelineSignIn: (email: string, ip: string) => Promise<void>;
  /** Clears the e-mail's failed pipeline password checks after a success. */
  resetPipelineSignIn: (email: string) => Promise<void>;
  /**
   * Operator sign-in steps (operatorSignIn's password and verifyOperatorCode's code): 5 per e-mail and 20 per
   * IP per 15 minutes; a completed sign-in clears the e-mail's count (decision 022).
   */
  consumeOperatorSignIn: (email: string, ip: string) => Promise<void>;
  /** Clears the e-mail's operator sign-in count after a completed sign-in. */
  resetOperatorSignIn: (email: string) => Promise<void>;
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
  passwordResetsPerEmail?: number;
  passwordResetsPerIp?: number;
  otpSendsPerHour?: number;
  emailChangesPerHour?: number;
  pipelineSignInPerEmail?: number;
  pipelineSignInPerIp?: number;
  operatorSignInPerEmail?: number;
  operatorSignInPerIp?: number;
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
  const resetEmail = make('reset_email', options.passwordResetsPerEmail ?? 3, 60 * 60);
  const resetIp = make('reset_ip', options.passwordResetsPerIp ?? 20, 60 * 60);
  const otpSend = make('otp_send', options.otpSendsPerHour ?? 5, 60 * 60);
  const emailChange = make('email_change', options.emailChangesPerHour ?? 5, 60 * 60);
  const pipelineEmail = make('pipeline_email', options.pipelineSignInPerEmail ?? 5, 15 * 60);
  const pipelineIp = make('pipeline_ip', options.pipelineSignInPerIp ?? 20, 15 * 60);
  const operatorEmail = make('operator_email', options.operatorSignInPerEmail ?? 5, 15 * 60);
  const operatorIp = make('operator_ip', options.operatorSignInPerIp ?? 20, 15 * 60);
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
    async consumePasswordReset(email, ip) {
      await consume(resetIp, ip);
      await consume(resetEmail, email);
    },
    async consumeOtpSend(key) {
      await consume(otpSend, key);
    },
    async consumeEmailChange(key) {
      await consume(emailChange, key);
    },
    async consumePipelineSignIn(email, ip) {
      await consume(pipelineIp, ip);
      await consume(pipelineEmail, email);
    },
    async resetPipelineSignIn(email) {
      await pipelineEmail.delete(email);
    },
    async consumeOperatorSignIn(email, ip) {
      await consume(operatorIp, ip);
      await consume(operatorEmail, email);
    },
    async resetOperatorSignIn(email) {
      await operatorEmail.delete(email);
    },
  };
}
