/**
 * Rate limits for sign-in, pipeline password checks, password resets, e-mail sending, one-time codes, sign-ups and
 * address lookups (ARCHITECTURE.md §5), through rate-limiter-flexible (limiter.ts: counters in PostgreSQL on
 * PostgreSQL, shared by every instance, in memory on the embedded database). The limits on guessing passwords and
 * codes, per caller and per address-and-caller, are in credential-limits.ts (decision 045).
 */
import type pg from 'pg';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type CredentialLimits, createCredentialLimits } from './credential-limits';
import { consume, limited, limiterFactory } from './limiter';

export {
  type CredentialFailure,
  type CredentialKind,
  SIGN_IN_MAX_WAIT_SECONDS,
} from './credential-limits';

/** The limiters the services use: the credential limits (credential-limits.ts) and the rest. */
export type RateLimits = CredentialLimits & {
  /**
   * Sign-ups (onboard): 10 per IP and 100 per e-mail domain (the part after @) per hour, so one client cannot
   * create accounts and send e-mails by the dozen. A domain counts each IP once an hour, and large providers
   * (LARGE_EMAIL_PROVIDERS) are not counted, so junk sign-ups from one client cannot block a domain.
   */
  consumeOnboard: (email: string, ip: string) => Promise<void>;
  /** Landlord sign-ups (landlordSignUp): the same limits as consumeOnboard, counted apart. */
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
   * send codes to, or make decoy codes for, address after address.
   */
  consumeCodeRequest: (ip: string) => Promise<void>;
  /** Change-of-e-mail requests: 5 per account per hour (checkNewEmail), so it cannot probe for accounts. */
  consumeEmailChange: (key: string) => Promise<void>;
  /**
   * Public checks of an e-mailed link's token before its form is shown (checkPasswordResetToken): 60 per IP per
   * hour, so one client cannot use them to test tokens by the thousand.
   */
  consumeLinkCheck: (ip: string) => Promise<void>;
  /**
   * Co-applicant invitations (updateCoApplicant recording an address, addCoApplicant, resendPermissionEmail): 10
   * per account and 50 per IP per hour, so that one client cannot try addresses by the hundred or e-mail their
   * owners (decision 046).
   */
  consumeCoApplicantInvite: (key: string, ip: string) => Promise<void>;
};

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
 * E-mail domains of large providers, whose sign-ups are not counted per domain: a limit per domain protects a
 * company's domain from mass sign-ups, but for gmail.com it would let anyone stop everyone.
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

/**
 * Creates the limiters.
 * @param pool the pg pool when running on PostgreSQL, else undefined for in-memory counters
 * @param options limits per window (tests raise them)
 */
export function createRateLimits(pool?: pg.Pool, options: RateLimitOptions = {}): RateLimits {
  const make = limiterFactory(pool);
  const credentials = createCredentialLimits(make, options);
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
    ...credentials,
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
