/**
 * Creating accounts (onboarding) and signing in.
 */
import { calculateApplicationBudget } from '@stairway/domain/application-budget';
import type { OnboardParsed, SignInParsed } from '@stairway/domain/validation';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { CoApplicantRow, UserRow } from '../db/rows';
import { userApplications, users } from '../db/schema';
import { renderAccountExistsEmail } from '../emails/account-emails';
import { AppError } from '../lib/app-error';
import { toBudgetColumns } from './budget';
import { findCoApplicantByEmail } from './co-applicants';
import type { QueuedEmail } from './email-outbox';
import {
  type PreparedVerificationEmail,
  prepareVerificationEmail,
  queueVerificationEmail,
} from './email-verification';
import { assertKnownDistricts } from './homes';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords';
import { recordSignInFailure, type SignInOwner } from './sign-in-alerts';

/** What onboard answers: the same for a new address and one that already has an account. */
export type OnboardResult = { email: string };

/**
 * Creates the user and their application from the onboarding answers, works out the budget and rent
 * budget, and sends the verification e-mail: rendered first, queued in the outbox in the account's own
 * transaction (decision 063; key `verify-email:<token id>`) and delivered after the commit (a failed send is
 * retried by the outbox; a failed rendering is logged and the account is still created). The answer is the same
 * whether or not the address already belongs to someone (OWASP ASVS 4.0 2.1 / the
 * authentication cheat sheet's "account creation" advice): for an address that is already an applicant's or a
 * co-applicant's account nothing is created, the owner is e-mailed instead (renderAccountExistsEmail, sent
 * outside any transaction: there is no change to join), and the same password-hash work is done, so neither the
 * answer nor its timing tells the caller which it was. No session is returned: the web
 * app signs the new applicant in with `signIn` and the password they chose (decision 031).
 * @param data the onboarding answers, parsed with onboardInputSchema (packages/domain/src/validation.ts)
 * @param ip the caller's IP address, for the rate limit
 * @returns the (normalised) e-mail address a message went to
 * @throws BAD_USER_INPUT naming the field (`password` too easy to guess (packages/domain/src/password.ts),
 *   `preferredLocations.N` an unknown district), checked before the address is looked up; nothing is created
 *   when it throws; RATE_LIMITED after 10 sign-ups per IP, or from 100 IPs per e-mail domain, in an hour (large
 *   providers such as gmail.com are not counted per domain: lib/rate-limits.ts consumeOnboard)
 */
export async function onboard(
  services: AppServices,
  data: OnboardParsed,
  ip: string,
): Promise<OnboardResult> {
  // 10 an hour per IP and 100 IPs per e-mail domain (lib/rate-limits.ts), before any work or e-mail.
  await services.rateLimits.consumeOnboard(data.email, ip);
  assertStrongPassword('password', data.password, data);
  await assertKnownDistricts(services.db, data.preferredLocations);
  // Hashed before the address is looked up, whichever way it goes, so that a known address costs the same.
  const passwordHash = await hashPassword(data.password);
  const [existing] = await services.db.select().from(users).where(eq(users.email, data.email));
  if (existing) {
    await tellOwner(
      services,
      { id: existing.id, email: existing.email, firstName: existing.firstName },
      'applicant',
    );
    return { email: data.email };
  }
  // One e-mail address signs in as one person (decision 015): an address already recorded as someone's
  // co-applicant does not also become an applicant's account.
  const coApplicant = await findCoApplicantByEmail(services.db, data.email);
  if (coApplicant) {
    await tellOwner(services, coApplicant, 'coApplicant');
    return { email: data.email };
  }

  // The first budget: the application of the onboarding answers, before any income is recorded.
  const affordability = calculateApplicationBudget({
    grossAnnualPay: data.grossAnnualPay,
    deposit: data.deposit,
    preferredLocations: data.preferredLocations,
  });

  // The verification e-mail is rendered before the transaction and queued in it, with the account: both or neither
  // (the transactional outbox, decision 063).
  const verification = await prepareVerificationEmailSafely(services, data);
  let user: UserRow;
  let queued: QueuedEmail | null;
  try {
    ({ user, queued } = await services.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: data.email,
          passwordHash,
          firstName: data.firstName,
          middleName: data.middleName ?? null,
          lastName: data.lastName,
        })
        .returning();
      if (!created) throw new Error('The user was not created');
      await tx.insert(userApplications).values({
        userId: created.id,
        grossAnnualPay: data.grossAnnualPay,
        jointApplication: data.jointApplication,
        deposit: data.deposit,
        depositSource: data.depositSource,
        preferredLocations: [...data.preferredLocations],
        checks: data.checks,
        utmSource: data.utmSource ?? null,
        utmOtherSource: data.utmOtherSource ?? null,
        ...toBudgetColumns(affordability),
      });
      const email = verification && (await queueVerificationEmail(services, tx, created.id, verification));
      return { user: created, queued: email };
    }));
  } catch (error) {
    // The same address signed up twice at once: the other sign-up made the account, so this is a known address.
    if (isUniqueViolation(error)) {
      const [owner] = await services.db.select().from(users).where(eq(users.email, data.email));
      if (owner) await tellOwner(services, owner, 'applicant');
      return { email: data.email };
    }
    throw error;
  }

  await services.email.deliver(queued);
  // The first link counts towards the account's e-mail limit (resendVerificationEmail's 5 an hour).
  await services.rateLimits.consumeEmailSend(user.id).catch((error: unknown) => {
    services.logger.warn({ err: error, userId: user.id }, 'the verification e-mail was not counted');
  });
  return { email: data.email };
}

/**
 * E-mails the owner of an address someone tried to sign up with that it already has an account, at most as
 * often as the per-account e-mail limit allows (a refused or failed send is logged, never answered: the
 * answer must not differ from a new sign-up's).
 */
async function tellOwner(
  services: AppServices,
  owner: { id: string; email: string; firstName: string },
  role: 'applicant' | 'coApplicant',
) {
  const signInLink = `${services.config.appUrl}/login`;
  const resetLink = `${services.config.appUrl}/forgot-password`;
  try {
    await services.rateLimits.consumeEmailSend(owner.id);
    const mail = await renderAccountExistsEmail({ firstName: owner.firstName, role, signInLink, resetLink });
    // Outside any transaction on purpose: a known address changes nothing in the database (decision 031), so there
    // is no change to commit the message with; `send` saves its outbox row and delivers it at once (decision 063).
    await services.email.send({ to: owner.email, ...mail, links: [signInLink, resetLink] });
  } catch (error) {
    services.logger.warn({ err: error, ownerId: owner.id, role }, 'account-exists e-mail not sent');
  }
}

/**
 * Renders a new account's verification e-mail (email-verification.ts prepareVerificationEmail); logs and answers
 * null when it cannot, so that the account is still created (the applicant can ask for a new link from the
 * dashboard).
 */
async function prepareVerificationEmailSafely(
  services: AppServices,
  data: { email: string; firstName: string },
): Promise<PreparedVerificationEmail | null> {
  try {
    return await prepareVerificationEmail(services, data);
  } catch (error) {
    services.logger.error({ err: error }, 'verification e-mail could not be rendered');
    return null;
  }
}

/**
 * Signs an applicant or a co-applicant in with e-mail and password, on the same sign-in page (decision 015):
 * the applicant's account is tried first, then a co-applicant who has signed up; the token names the role
 * (userId or coApplicantId, spec §6).
 * @param data the e-mail and password, parsed with signInInputSchema (packages/domain/src/validation.ts)
 * @param ip the caller's IP address, for the rate limit
 * @returns the session token, the role, and the user (applicants) or the co-applicant (co-applicants)
 * @throws UNAUTHENTICATED ("E-mail or password is not right", field `password`) for an unknown e-mail or a
 *   wrong password (never says which); RATE_LIMITED "Too many…" only for a caller that has failed itself: after
 *   10 wrong passwords for the address from its IP, 30 from its IP in all, or (with the seconds to wait) while the
 *   address's wait after 5 failures runs (1, 2, 4… seconds, at most 60). A caller without failures and the right
 *   password is let in while others guess; the owner is e-mailed after 10 failures in 15 minutes (OWASP
 *   Authentication Cheat Sheet "account lockout"; lib/rate-limits.ts checkCredential)
 */
export async function signIn(
  services: AppServices,
  data: SignInParsed,
  ip: string,
): Promise<
  | { token: string; role: 'applicant'; user: UserRow; coApplicant: null }
  | { token: string; role: 'coApplicant'; user: null; coApplicant: CoApplicantRow }
> {
  // Refuses only a caller that has failed (per IP, per address and IP, the address's wait for those that failed);
  // the right password from anyone else gets through, and a success gives the attempt back (decision 045).
  await services.rateLimits.checkCredential('applicant', data.email, ip);
  const [user] = await services.db.select().from(users).where(eq(users.email, data.email));
  if (user && (await passwordMatches(user.passwordHash, data.password))) {
    await services.rateLimits.recordCredentialSuccess('applicant', data.email, ip);
    const token = await services.tokens.sign({ kind: 'applicant', userId: user.id }, user.sessionVersion);
    return { token, role: 'applicant', user, coApplicant: null };
  }
  const coApplicant = await findCoApplicantByEmail(services.db, data.email);
  if (!user || coApplicant) {
    // Verified even without an account (against a dummy hash), so that timing does not tell which e-mails
    // exist: an unknown e-mail, an applicant and a co-applicant each cost one password hash.
    const ok = await passwordMatches(coApplicant?.passwordHash ?? null, data.password);
    if (coApplicant && ok) {
      await services.rateLimits.recordCredentialSuccess('applicant', data.email, ip);
      const token = await services.tokens.sign(
        { kind: 'coApplicant', coApplicantId: coApplicant.id },
        coApplicant.sessionVersion,
      );
      return { token, role: 'coApplicant', user: null, coApplicant };
    }
  }
  const owner: SignInOwner | undefined = user
    ? { id: user.id, email: user.email, firstName: user.firstName, account: 'applicant' }
    : coApplicant
      ? {
          id: coApplicant.id,
          email: coApplicant.email,
          firstName: coApplicant.firstName,
          account: 'coApplicant',
        }
      : undefined;
  await recordSignInFailure(services, 'applicant', data.email, ip, owner);
  throw new AppError('UNAUTHENTICATED', 'The e-mail address or password is not right. Please try again.', {
    field: 'password',
  });
}
