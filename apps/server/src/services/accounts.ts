/**
 * Creating accounts (onboarding) and signing in.
 */
import { hash, verify } from '@node-rs/argon2';
import { calculateApplicationBudget } from '@stairway/domain/application-budget';
import type { OnboardParsed, SignInParsed } from '@stairway/domain/validation';
import { eq, inArray } from 'drizzle-orm';
import type { AppServices } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/rows';
import { postcodeDistricts, userApplications, users } from '../db/schema';
import { AppError, inputError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { toBudgetColumns } from './budget';
import { sendVerificationEmail } from './email-verification';

/** Hashes a password with argon2id, @node-rs/argon2's default algorithm (ARCHITECTURE.md §5). */
export const hashPassword = (password: string) => hash(password);

const emailTaken = () =>
  inputError([
    { field: 'email', message: 'An account with this e-mail address already exists. Sign in instead.' },
  ]);

/**
 * Checks that each preferred postcode district is one the service knows.
 * @throws BAD_USER_INPUT naming `preferredLocations.N` for each unknown district
 */
async function assertKnownDistricts(services: Pick<AppServices, 'db'>, outcodes: readonly string[]) {
  const known = await services.db
    .select({ outcode: postcodeDistricts.outcode })
    .from(postcodeDistricts)
    .where(inArray(postcodeDistricts.outcode, [...outcodes]));
  const knownSet = new Set(known.map((k) => k.outcode));
  const unknown = outcodes
    .map((outcode, index) => ({ outcode, index }))
    .filter(({ outcode }) => !knownSet.has(outcode));
  if (unknown.length > 0) {
    throw inputError(
      unknown.map(({ outcode, index }) => ({
        field: `preferredLocations.${index}`,
        message: `We don't cover the postcode district ${outcode} yet. Choose a district from the suggestions.`,
      })),
    );
  }
}

/**
 * Creates the user and their application from the onboarding answers, works out the budget and rent
 * budget, sends the verification e-mail and signs the user in.
 * @param data the onboarding answers, parsed with onboardInputSchema (packages/domain/src/validation.ts)
 * @returns the session token and the new user
 * @throws BAD_USER_INPUT naming the field (`email` already registered, `preferredLocations.N` an unknown
 *   district); nothing is created when it throws
 */
export async function onboard(services: AppServices, data: OnboardParsed) {
  await assertKnownDistricts(services, data.preferredLocations);
  const [existing] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, data.email));
  if (existing) throw emailTaken();

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
  const token = await services.tokens.sign({ kind: 'applicant', userId: user.id });
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
 * Signs an applicant in with e-mail and password.
 * @param data the e-mail and password, parsed with signInInputSchema (packages/domain/src/validation.ts)
 * @param ip the caller's IP address, for the rate limit
 * @returns the session token and the user
 * @throws UNAUTHENTICATED ("E-mail or password is not right", field `password`) for an unknown e-mail or a
 *   wrong password (never says which); RATE_LIMITED after repeated failures
 */
export async function signIn(services: AppServices, data: SignInParsed, ip: string) {
  // Every attempt counts against the e-mail and the IP; a success clears the e-mail's count.
  await services.rateLimits.consumeSignIn(data.email, ip);
  const [user] = await services.db.select().from(users).where(eq(users.email, data.email));
  const ok = user ? await verify(user.passwordHash, data.password).catch(() => false) : false;
  if (!user || !ok) {
    throw new AppError('UNAUTHENTICATED', 'The e-mail address or password is not right. Please try again.', {
      field: 'password',
    });
  }
  await services.rateLimits.resetSignIn(data.email);
  const token = await services.tokens.sign({ kind: 'applicant', userId: user.id });
  return { token, user };
}
