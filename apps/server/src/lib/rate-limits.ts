/**
 * Rate limits for sign-in, pipeline password checks, password resets, e-mail sending, one-time codes, sign-ups and
 * address lookups (ARCHITECTURE.md §5), through rate-limiter-flexible.
 * Credentials (passwords and e-mailed codes) are limited per caller and per address-and-caller, so a stranger's
 * guesses never refuse the owner's right credential (issue 29 item 3, decision 045). The
 * counters live in PostgreSQL when the server runs on PostgreSQL (shared by every instance), in memory
 * on the embedded database (one process).
 */
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/** The kinds of account whose credentials are guessed: each has its own counters (decision 045). */
export type CredentialKind = 'applicant' | 'landlord' | 'operator' | 'pipeline';

/**
 * What recordCredentialFailure found: the address's failures in the last 15 minutes, and whether the owner should
 * now be told their account is being guessed.
 */
export type CredentialFailure = { alertOwner: boolean; failures: number };

/** The limiters the services use. */
export type RateLimits = {
  /**
   * Before a credential is checked (a password or an e-mailed code: signIn, saveNewPassword, verifyLandlordToken,
   * operatorSignIn, verifyOperatorCode, checkPipelinePassword). Refuses the caller, never the address (issue 29
   * item 3; OWASP Authentication Cheat Sheet, "account lockout"; rate-limiter-flexible's login protection with
   * consecutive failures by username and IP):
   * - after `perIp` failures from the caller's IP in 15 minutes, whatever the address (30 for applicants and
   *   landlords, 20 for operators and pipeline viewers);
   * - after `perAddressAndIp` failures for this address from this IP in 15 minutes (10, or 5 for operators and
   *   pipeline viewers);
   * - while the address's wait runs (after 5 failures from anyone, 1, 2, 4… seconds, at most 60), but only for a
   *   caller that has failed for the address itself, or for everyone once the address has had 100 failures in 15
   *   minutes (a distributed guess).
   * The attempt is charged to the caller's IP and its address-and-IP counter (its own counters only) and given
   * back by recordCredentialSuccess, so only failures stay counted.
   * @param kind whose credential: each kind has its own counters
   * @param email the address signed in to (lower case)
   * @param ip the caller's IP address
   * @throws RATE_LIMITED "Too many attempts…" (`retryAfterSeconds` in extensions while the address's wait runs)
   */
  checkCredential: (kind: CredentialKind, email: string, ip: string) => Promise<void>;
  /**
   * After a wrong credential: counts the failure against the address (its wait grows) and says whether the owner
   * should be e-mailed: the address has had 10 failures in 15 minutes and was not told in the last hour.
   * @returns `{ alertOwner, failures }`; it never throws for a limit
   */
  recordCredentialFailure: (kind: CredentialKind, email: string, ip: string) => Promise<CredentialFailure>;
  /**
   * After the right credential: gives the attempt back to the caller's IP and clears the caller's failures for
   * the address and the address's own failures and wait.
   */
  recordCredentialSuccess: (kind: CredentialKind, email: string, ip: string) => Promise<void>;
  /** Clears an applicant address's failures and wait (after a password reset by e-mailed link). */
  resetSignIn: (email: string) => Promise<void>;
  /**
   * Sign-ups (onboard): 10 per IP and 100 per e-mail domain (the part after @) per hour, so one client cannot
   * create accounts and send e-mails by the dozen (issue 15 finding 3). A domain counts each IP once an hour,
   * and large providers (LARGE_EMAIL_PROVIDERS) are not counted, so junk sign-ups from one client cannot block
   * a domain (issue 29 item 7).
   */
  consumeOnboard: (email: string, ip: string) => Promise<void>;
  /** Landlord sign-ups (landlordSignUp): the same limits as consumeOnboard, counted apart (issue 29 item 5). */
  consumeLandlordSignUp: (email: string, ip: string) => Promise<void>;
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
  /**
   * Requests for a landlord's sign-in code (resendLandlordOtpCode): 30 per IP per hour, so one client cannot
   * send codes to, or make decoy codes for, address after address (issue 29 item 8).
   */
  consumeCodeRequest: (ip: string) => Promise<void>;
  /** Change-of-e-mail requests: 5 per account per hour (checkNewEmail), so it cannot probe for accounts. */
  consumeEmailChange: (key: string) => Promise<void>;
  /**
   * Public checks of an e-mailed link's token before its form is shown (checkPasswordResetToken): 60 per IP per
   * hour, so one client cannot use them to test tokens by the thousand (issue 30 bug 11).
   */
  consumeLinkCheck: (ip: string) => Promise<void>;
  /**
   * Co-applicant invitations (updateCoApplicant recording an address, addCoApplicant, resendPermissionEmail): 10
   * per account and 50 per IP per hour, so that one client cannot try addresses by the hundred or e-mail their
   * owners (issue 29 item 4; decision 046).
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
  /** Failures per address from one IP in 15 minutes, applicants' passwords and landlords' codes (10). */
  signInPerEmail?: number;
  /** Failures from one IP in 15 minutes, applicants' passwords and landlords' codes, any address (30). */
  signInPerIp?: number;
  /** Sign-ups per IP per hour (10). */
  onboardsPerIp?: number;
  /** Sign-ups per e-mail domain per hour, each IP counted once (100). */
  onboardsPerDomain?: number;
  /** Landlord sign-ups per IP per hour (as onboardsPerIp). */
  landlordSignUpsPerIp?: number;
  /** Landlord sign-ups per e-mail domain per hour, each IP counted once (as onboardsPerDomain). */
  landlordSignUpsPerDomain?: number;
  /** Failures per address in 15 minutes, from anyone, before callers that failed for it must wait (5). */
  signInFreeFailures?: number;
  /** Failures per address in 15 minutes, from anyone, after which every caller waits (100). */
  signInFailuresPerAddress?: number;
  /** Failures per address in 15 minutes after which the owner is e-mailed, once an hour (10). */
  alertAfterFailures?: number;
  emailSendsPerHour?: number;
  addressLookupsPerHour?: number;
  uploadUrlsPerHour?: number;
  passwordResetsPerEmail?: number;
  passwordResetsPerIp?: number;
  otpSendsPerHour?: number;
  /** Landlord code requests per IP per hour (30). */
  codeRequestsPerIp?: number;
  emailChangesPerHour?: number;
  /** Public link-token checks per IP per hour (60). */
  linkChecksPerIp?: number;
  /** Failed pipeline password checks per address from one IP in 15 minutes (5). */
  pipelineSignInPerEmail?: number;
  /** Failed pipeline password checks from one IP in 15 minutes (20). */
  pipelineSignInPerIp?: number;
  /** Failed operator sign-in steps (password or code) per address from one IP in 15 minutes (5). */
  operatorSignInPerEmail?: number;
  /** Failed operator sign-in steps from one IP in 15 minutes (20). */
  operatorSignInPerIp?: number;
  /** Co-applicant invitations per account per hour (10). */
  coApplicantInvitesPerAccount?: number;
  /** Co-applicant invitations per IP per hour (50). */
  coApplicantInvitesPerIp?: number;
};

/**
 * E-mail domains of large providers, whose sign-ups are not counted per domain (issue 29 item 7): a limit per
 * domain protects a company's domain from mass sign-ups, but for gmail.com it would let anyone stop everyone.
 */
export const LARGE_EMAIL_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.co.uk',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'btinternet.com',
  'btopenworld.com',
  'sky.com',
  'virginmedia.com',
  'ntlworld.com',
  'talktalk.net',
  'aol.com',
  'aol.co.uk',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'gmx.com',
  'gmx.co.uk',
  'zoho.com',
  'fastmail.com',
  'mail.com',
]);

/** The window of the sign-in counters, seconds (15 minutes). */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

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
  const freeFailures = options.signInFreeFailures ?? 5;
  const everyoneWaitsAfter = options.signInFailuresPerAddress ?? 100;
  const alertAfter = options.alertAfterFailures ?? 10;
  /** The counters of one kind of credential (decision 045). */
  const guard = (kind: CredentialKind, perIp: number, perAddressAndIp: number) => ({
    // Attempts are charged to the caller before the check and given back on success: failures stay counted.
    ip: make(`${kind}_fail_ip`, perIp, SIGN_IN_WINDOW_SECONDS),
    pair: make(`${kind}_fail_pair`, perAddressAndIp, SIGN_IN_WINDOW_SECONDS),
    // The address's failures are counted with penalty(), which never refuses; the wait is a block of 1 point.
    address: make(`${kind}_fail_address`, 1_000_000, SIGN_IN_WINDOW_SECONDS),
    wait: make(`${kind}_wait`, 1, SIGN_IN_MAX_WAIT_SECONDS),
    alerted: make(`${kind}_alerted`, 1, 60 * 60),
  });
  const guards: Record<CredentialKind, ReturnType<typeof guard>> = {
    applicant: guard('applicant', options.signInPerIp ?? 30, options.signInPerEmail ?? 10),
    landlord: guard('landlord', options.signInPerIp ?? 30, options.signInPerEmail ?? 10),
    operator: guard('operator', options.operatorSignInPerIp ?? 20, options.operatorSignInPerEmail ?? 5),
    pipeline: guard('pipeline', options.pipelineSignInPerIp ?? 20, options.pipelineSignInPerEmail ?? 5),
  };
  const pairKey = (email: string, ip: string) => `${ip} ${email}`;
  /** Sign-ups per IP and per domain, each IP counted once per domain an hour; large providers not counted. */
  const signUps = (prefix: string, perIp: number, perDomain: number) => {
    const ipLimiter = make(`${prefix}_ip`, perIp, 60 * 60);
    const domainLimiter = make(`${prefix}_domain`, perDomain, 60 * 60);
    const domainIp = make(`${prefix}_domain_ip`, 1, 60 * 60);
    return async (email: string, ip: string) => {
      await consume(ipLimiter, ip);
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      if (LARGE_EMAIL_PROVIDERS.has(domain)) return;
      const counted = await domainLimiter.get(domain);
      if (counted && counted.consumedPoints >= perDomain) throw limited();
      try {
        await domainIp.consume(`${domain} ${ip}`);
      } catch (error) {
        if (error instanceof RateLimiterRes) return; // this IP already counts for the domain this hour
        throw error;
      }
      await consume(domainLimiter, domain);
    };
  };
  const onboardsPerIp = options.onboardsPerIp ?? 10;
  const onboardsPerDomain = options.onboardsPerDomain ?? 100;
  const consumeOnboard = signUps('onboard', onboardsPerIp, onboardsPerDomain);
  const consumeLandlordSignUp = signUps(
    'landlord_signup',
    options.landlordSignUpsPerIp ?? onboardsPerIp,
    options.landlordSignUpsPerDomain ?? onboardsPerDomain,
  );
  const emailSend = make('email_send', options.emailSendsPerHour ?? 5, 60 * 60);
  const addressLookup = make('address_lookup', options.addressLookupsPerHour ?? 60, 60 * 60);
  const uploadUrl = make('upload_url', options.uploadUrlsPerHour ?? 60, 60 * 60);
  const resetEmail = make('reset_email', options.passwordResetsPerEmail ?? 3, 60 * 60);
  const resetIp = make('reset_ip', options.passwordResetsPerIp ?? 20, 60 * 60);
  const otpSend = make('otp_send', options.otpSendsPerHour ?? 5, 60 * 60);
  const codeRequest = make('code_request_ip', options.codeRequestsPerIp ?? 30, 60 * 60);
  const emailChange = make('email_change', options.emailChangesPerHour ?? 5, 60 * 60);
  const linkCheck = make('link_check_ip', options.linkChecksPerIp ?? 60, 60 * 60);
  return {
    async checkCredential(kind, email, ip) {
      const counters = guards[kind];
      const pair = pairKey(email, ip);
      await consume(counters.ip, ip);
      let callerAttempts: number;
      try {
        callerAttempts = (await counters.pair.consume(pair)).consumedPoints;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw limited();
        throw error;
      }
      // A caller that has not failed for this address is not made to wait, unless the address is under a
      // distributed guess; the owner's right credential from their own device gets through (issue 29 item 3).
      const failed = callerAttempts > 1;
      const wait = await counters.wait.get(email);
      if (!wait || wait.consumedPoints <= 1) return;
      if (!failed) {
        const failures = await counters.address.get(email);
        if (!failures || failures.consumedPoints < everyoneWaitsAfter) return;
      }
      // Refused before any check: the attempt is given back to the caller.
      await Promise.all([counters.ip.reward(ip, 1), counters.pair.reward(pair, 1)]);
      const seconds = Math.max(1, Math.ceil(wait.msBeforeNext / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-ins for this address. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
        { extra: { retryAfterSeconds: seconds } },
      );
    },
    async recordCredentialFailure(kind, email) {
      const counters = guards[kind];
      const failures = (await counters.address.penalty(email, 1)).consumedPoints;
      const beyond = failures - freeFailures;
      if (beyond > 0) {
        await counters.wait.block(email, Math.min(2 ** (beyond - 1), SIGN_IN_MAX_WAIT_SECONDS));
      }
      if (failures < alertAfter) return { alertOwner: false, failures };
      try {
        await counters.alerted.consume(email);
        return { alertOwner: true, failures };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { alertOwner: false, failures };
        throw error;
      }
    },
    async recordCredentialSuccess(kind, email, ip) {
      const counters = guards[kind];
      await Promise.all([
        counters.ip.reward(ip, 1),
        counters.pair.delete(pairKey(email, ip)),
        counters.address.delete(email),
        counters.wait.delete(email),
      ]);
    },
    async resetSignIn(email) {
      await Promise.all([guards.applicant.address.delete(email), guards.applicant.wait.delete(email)]);
    },
    consumeOnboard,
    consumeLandlordSignUp,
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
    async consumeCodeRequest(ip) {
      await consume(codeRequest, ip);
    },
    async consumeEmailChange(key) {
      await consume(emailChange, key);
    },
    async consumeLinkCheck(ip) {
      await consume(linkCheck, ip);
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
