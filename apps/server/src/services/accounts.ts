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
import { AppError, inputError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { toBudgetColumns } from './budget';
import { findCoApplicantByEmail } from './co-applicants';
import { sendVerificationEmail } from './email-verification';
import { assertKnownDistricts } from './homes';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords';

const emailTaken = () =>
  inputError([
    { field: 'email', message: 'An account with this e-mail address already exists. Sign in instead.' },
  ]);

/**
 * Creates the user and their application from the onboarding answers, works out the budget and rent
 * budget, sends the verification e-mail and signs the user in.
 * @param data the onboarding answers, parsed with onboardInputSchema (packages/domain/src/validation.ts)
 * @param ip the caller's IP address, for the rate limit
 * @returns the session token and the new user
 * @throws BAD_USER_INPUT naming the field (`email` already registered, or already a co-applicant's address
 *   (decision 015), `password` too easy to guess
 *   (packages/domain/src/password.ts), `preferredLocations.N` an unknown district); nothing is created when
 *   it throws; RATE_LIMITED after 10 sign-ups per IP or 100 per e-mail domain in an hour
 */
export async function onboard(services: AppServices, data: OnboardParsed, ip: string) {
  // 10 an hour per IP and 100 per e-mail domain (lib/rate-limits.ts), before any work or e-mail.
  await services.rateLimits.consumeOnboard(data.email, ip);
  assertStrongPassword('password', data.password, data);
  await assertKnownDistricts(services.db, data.preferredLocations);
  const [existing] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, data.email));
  if (existing) throw emailTaken();
  // One e-mail address signs in as one person (decision 015): an address already recorded as someone's
  // co-applicant cannot also become an applicant's account.
  if (await findCoApplicantByEmail(services.db, data.email)) {
    throw inputError([
      {
        field: 'email',
        message:
          'This e-mail address is already used by a co-applicant on a Stairway application. Sign in with it, or use a different e-mail address.',
      },
    ]);
  }

  // The first budget: the application of the onboarding answers, before any income is recorded.
  const affordability = calculateApplicationBudget({
    grossAnnualPay: data.grossAnnualPay,
    deposit: data.deposit,
    preferredLocations: data.preferredLocations,
  });
  const passwordHash = await hashPassword(data.password);

  let user: UserRow;
  try {
    user = await services.db.transaction(async (tx) => {
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
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  await sendVerificationEmailSafely(services, user, services.logger);
  const token = await services.tokens.sign({ kind: 'applicant', userId: user.id }, user.sessionVersion);
  return { token, user };
}

async function sendVerificationEmailSafely(services: AppServices, user: UserRow, logger: Logger) {
  try {
    await services.rateLimits.consumeEmailSend(user.id);
    await sendVerificationEmail(services, user);
  } catch (error) {
    // The account exists; the applicant can ask for a new link from the dashboard.
    logger.error({ err: error, userId: user.id }, 'verification e-mail could not be sent');
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
 *   wrong password (never says which); RATE_LIMITED (with the seconds to wait) while the wait after repeated
 *   wrong passwords runs (1, 2, 4… seconds after 5 failures, at most 60; lib/rate-limits.ts), or after 30
 *   attempts from one IP in 15 minutes
 */
export async function signIn(
  services: AppServices,
  data: SignInParsed,
  ip: string,
): Promise<
  | { token: string; role: 'applicant'; user: UserRow; coApplicant: null }
  | { token: string; role: 'coApplicant'; user: null; coApplicant: CoApplicantRow }
> {
  // Every attempt counts against the IP; wrong passwords make the e-mail's next attempt wait longer and longer
  // (never a lockout of the right password); a success clears the e-mail's count.
  await services.rateLimits.checkSignInWait(data.email, ip);
  const [user] = await services.db.select().from(users).where(eq(users.email, data.email));
  if (user && (await passwordMatches(user.passwordHash, data.password))) {
    await services.rateLimits.resetSignIn(data.email);
    const token = await services.tokens.sign({ kind: 'applicant', userId: user.id }, user.sessionVersion);
    return { token, role: 'applicant', user, coApplicant: null };
  }
  const coApplicant = await findCoApplicantByEmail(services.db, data.email);
  if (!user || coApplicant) {
    // Verified even without an account (against a dummy hash), so that timing does not tell which e-mails
    // exist: an unknown e-mail, an applicant and a co-applicant each cost one password hash.
    const ok = await passwordMatches(coApplicant?.passwordHash ?? null, data.password);
    if (coApplicant && ok) {
      await services.rateLimits.resetSignIn(data.email);
      const token = await services.tokens.sign(
        { kind: 'coApplicant', coApplicantId: coApplicant.id },
        coApplicant.sessionVersion,
      );
      return { token, role: 'coApplicant', user: null, coApplicant };
    }
  }
  await services.rateLimits.recordSignInFailure(data.email);
  throw new AppError('UNAUTHENTICATED', 'The e-mail address or password is not right. Please try again.', {
    field: 'password',
  });
}
