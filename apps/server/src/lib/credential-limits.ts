/**
 * Limits on guessing credentials (passwords and e-mailed codes), per caller and per address-and-caller, so a
 * stranger's guesses never refuse the owner's right credential (decision 045; OWASP Authentication
 * Cheat Sheet, "account lockout").
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';
import { consume, limited, type MakeLimiter } from './limiter';

/** The kinds of account whose credentials are guessed: each has its own counters (decision 045). */
export type CredentialKind = 'applicant' | 'landlord' | 'operator' | 'pipeline';

/**
 * What recordCredentialFailure found: the address's failures in the last 15 minutes, and whether the owner should
 * now be told their account is being guessed.
 */
export type CredentialFailure = { alertOwner: boolean; failures: number };

/** The longest wait after a wrong password, seconds. */
export const SIGN_IN_MAX_WAIT_SECONDS = 60;

/** The window of the sign-in counters, seconds (15 minutes). */
const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** The credential limits the services use (part of RateLimits). */
export type CredentialLimits = {
  /**
   * Before a credential is checked (a password or an e-mailed code: signIn, saveNewPassword, verifyLandlordToken,
   * operatorSignIn, verifyOperatorCode, checkPipelinePassword). Refuses the caller, never the address (OWASP
   * Authentication Cheat Sheet, "account lockout"; rate-limiter-flexible's login protection with consecutive
   * failures by username and IP):
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
};

/** The credential limits per window; the defaults are the production limits (see RateLimitOptions). */
export type CredentialLimitOptions = {
  signInPerEmail?: number;
  signInPerIp?: number;
  signInFreeFailures?: number;
  signInFailuresPerAddress?: number;
  alertAfterFailures?: number;
  pipelineSignInPerEmail?: number;
  pipelineSignInPerIp?: number;
  operatorSignInPerEmail?: number;
  operatorSignInPerIp?: number;
};

/**
 * Creates the credential limits.
 * @param make the counters' factory (limiter.ts)
 * @param options limits per window (tests raise them)
 */
export function createCredentialLimits(
  make: MakeLimiter,
  options: CredentialLimitOptions = {},
): CredentialLimits {
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
      // distributed guess; the owner's right credential from their own device gets through.
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
  };
}
