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
  /**
   * Attempts of the landlord code and of the current password (verifyLandlordToken, saveNewPassword): 10 per
   * e-mail and 30 per IP per 15 minutes (a success resets the e-mail's count).
   */
  consumeSignIn: (email: string, ip: string) => Promise<void>;
  /**
   * Before a password sign-in (signIn): counts against the IP (30 per 15 minutes) and refuses, with how long to
   * wait, while the e-mail's wait after its last failure runs (recordSignInFailure). The right password is never
   * locked out for longer than the wait.
   */
  checkSignInWait: (email: string, ip: string) => Promise<void>;
  /**
   * Records a wrong password for an e-mail: after 5 free failures in 15 minutes, each further one makes the next
   * attempt wait 1, 2, 4, 8… seconds, at most 60 (progressive slowdown, decision 030; OWASP Authentication
   * Cheat Sheet "account lockout" advice against locking the owner out).
   */
  recordSignInFailure: (email: string) => Promise<void>;
  /** Clears the e-mail's failures, its wait and its count after a success. */
  resetSignIn: (email: string) => Promise<void>;
  /**
   * Sign-ups (onboard): 10 per IP and 100 per e-mail domain (the part after @) per hour, so one client cannot
   * create accounts and send e-mails by the dozen (issue 15 finding 3).
   */
  consumeOnboard: (email: string, ip: string) => Promise<void>;
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
  consumeCoApplicantInvite: (key: string, ip: string) => Promise<void>;
};

const limited = () =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');

/** The longest wait after a wrong password, seconds. */
export const SIGN_IN_MAX_WAIT_SECONDS = 60;

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
  /** Sign-ups per IP per hour (10). */
  onboardsPerIp?: number;
  /** Sign-ups per e-mail domain per hour (100). */
  onboardsPerDomain?: number;
  /** Wrong passwords per e-mail in 15 minutes before sign-in slows down (5). */
  signInFreeFailures?: number;
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
  const freeFailures = options.signInFreeFailures ?? 5;
  // Failures are counted with penalty(), which never refuses; the wait is a block of 1 point.
  const signInFailures = make('signin_fail', 1_000_000, 15 * 60);
  const signInWait = make('signin_wait', 1, SIGN_IN_MAX_WAIT_SECONDS);
  const onboardIp = make('onboard_ip', options.onboardsPerIp ?? 10, 60 * 60);
  const onboardDomain = make('onboard_domain', options.onboardsPerDomain ?? 100, 60 * 60);
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
  /** Co-applicant invitations per account per hour (10). */
  coApplicantInvitesPerAccount?: number;
  /** Co-applicant invitations per IP per hour (50). */
  coApplicantInvitesPerIp?: number;
  const operatorIp = make('operator_ip', options.operatorSignInPerIp ?? 20, 15 * 60);
  return {
    async consumeSignIn(email, ip) {
      await consume(signInEmail, email);
      await consume(signInIp, ip);
    },
    async checkSignInWait(email, ip) {
      await consume(signInIp, ip);
      const wait = await signInWait.get(email);
      if (wait && wait.consumedPoints > 1) {
        const seconds = Math.max(1, Math.ceil(wait.msBeforeNext / 1000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many wrong passwords for this address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
          { extra: { retryAfterSeconds: seconds } },
        );
      }
    },
    async recordSignInFailure(email) {
      const failures = await signInFailures.penalty(email, 1);
      const beyond = failures.consumedPoints - freeFailures;
      if (beyond > 0) {
        await signInWait.block(email, Math.min(2 ** (beyond - 1), SIGN_IN_MAX_WAIT_SECONDS));
      }
    },
    async resetSignIn(email) {
      await Promise.all([signInEmail.delete(email), signInFailures.delete(email), signInWait.delete(email)]);
    },
    async consumeOnboard(email, ip) {
      await consume(onboardIp, ip);
      await consume(onboardDomain, email.slice(email.lastIndexOf('@') + 1).toLowerCase());
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
    consumeCoApplicantInvite: (() => {
      const perAccount = make('co_invite_account', options.coApplicantInvitesPerAccount ?? 10, 60 * 60);
      const perIp = make('co_invite_ip', options.coApplicantInvitesPerIp ?? 50, 60 * 60);
      return async (key: string, ip: string) => {
        await consume(perIp, ip);
        await consume(perAccount, key);
      };
    })(),
  };
}
