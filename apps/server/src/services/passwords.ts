/**
 * Passwords (spec §7 resetPasswordRequest, resetPassword, saveNewPassword): the rule
 * for every new password, the forgotten-password link and changing a password when signed in. A reset or a
 * change adds one to the account's session version, which signs every other session out (lib/sessions.ts).
 */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type {
  ResetPasswordParsed,
  ResetPasswordRequestParsed,
  SaveNewPasswordParsed,
} from '@stairway/domain/accounts';
import { checkPasswordStrength } from '@stairway/domain/password';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { UserRow } from '../db/rows';
import { users } from '../db/schema';
import { AppError, inputError } from '../lib/app-error';
import { preparePasswordChangedNotice, queueSecurityNotice } from './account-security';
import { type LinkTokenState, linkTokenState, markLinkTokenUsed, readLinkToken } from './link-tokens';
import { sendResetLink } from './password-reset-link';
import { recordSignInFailure } from './sign-in-alerts';

/**
 * argon2id's cost. Wherever Stairway runs, the journeys included: @node-rs/argon2's defaults, which are OWASP's
 * minimum for argon2id (19 MiB of memory, 2 passes, 1 lane; OWASP Password Storage Cheat Sheet). Only inside the
 * unit and API tests (Vitest sets VITEST): 1 MiB and 1 pass, about 7 ms a hash instead of 100 on these machines,
 * as the suite makes thousands of accounts and counts refusals, never hashing time. A hash records its own cost,
 * so either verifies wherever it is checked.
 */
const HASH_COST = process.env.VITEST ? { memoryCost: 1024, timeCost: 1 } : {};

/** Hashes a password with argon2id, @node-rs/argon2's default algorithm, at HASH_COST (ARCHITECTURE.md §5). */
export const hashPassword = (password: string) => hash(password, HASH_COST);

/** A hash of a random password, made once per process, verified when there is no account to check against. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether a password matches a stored hash. With no hash (no such account, or an invited customer without a
 * password yet) it verifies against a dummy hash all the same, so that an unknown e-mail address costs the
 * same time as a wrong password and the answer's timing does not tell whether an account exists (OWASP
 * Authentication Cheat Sheet, "Authentication Responses").
 * @param passwordHash the account's argon2 hash, or null when there is none
 * @returns false for a wrong password, and always without a hash
 */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Refuses a new password that breaks the rule of packages/domain/src/password.ts (8 to 128 characters and
 * a zxcvbn score of at least 3, also scored against the person's names and e-mail address).
 * @param field the input field to name in the error, e.g. `password` or `newPassword`
 * @throws BAD_USER_INPUT naming the field, with the rule's own message
 */
export function assertStrongPassword(
  field: string,
  password: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const { problem } = checkPasswordStrength(password, [person.email, person.firstName, person.lastName]);
  if (problem) throw inputError([{ field, message: problem }]);
}

/**
 * Sets a new password and signs every session out by adding one to the session version (in the caller's
 * transaction when given one).
 * @returns the updated user (with the new session version)
 */
export async function setPassword(
  tx: Pick<AppServices['db'], 'update'>,
  userId: string,
  password: string,
  extra: Partial<Pick<UserRow, 'emailVerified'>> = {},
): Promise<UserRow> {
  return setPasswordHash(tx, userId, await hashPassword(password), extra);
}

/**
 * Stores a password hash made beforehand (so that a transaction need not wait for argon2) and signs every session
 * out, as {@link setPassword}.
 * @returns the updated user (with the new session version)
 */
async function setPasswordHash(
  tx: Pick<AppServices['db'], 'update'>,
  userId: string,
  passwordHash: string,
  extra: Partial<Pick<UserRow, 'emailVerified'>> = {},
): Promise<UserRow> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, ...extra })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('The user was not updated');
  return user;
}

/**
 * E-mails a password-reset link (1 hour, single use) when the address has an account. The answer is the
 * same whether or not it has one, and comes as fast: the link is made and sent after the answer (OWASP
 * Forgot Password Cheat Sheet, "consistent response time"), so the form cannot be used to find out who has
 * an account. The link and its e-mail are saved in one transaction (password-reset-link.ts, the outbox of
 * decision 063; key `reset-password:<email_tokens id>`); a failure is logged.
 * @param ip the caller's IP address, for the rate limit
 * @returns `{ sent: true }` in every case
 * @throws RATE_LIMITED after 3 requests for one address or 20 from one IP in an hour
 */
export async function requestPasswordReset(
  services: AppServices,
  data: ResetPasswordRequestParsed,
  ip: string,
) {
  await services.rateLimits.consumePasswordReset(data.email, ip);
  const [user] = await services.db.select().from(users).where(eq(users.email, data.email));
  if (user) void sendResetLink(services, user);
  return { sent: true };
}

/**
 * Sets a new password from a reset link, uses the link up, confirms the e-mail address (the link reached it)
 * and signs every session out (tokens issued before are refused), then e-mails "Your password was changed" with a
 * "This wasn't me" link (account-security.ts): the notice and its link are queued in the outbox in the
 * reset's own transaction (decision 063; key `password-changed:<email_tokens id>`; rendered there, since the
 * account is known only from the link) and delivered after the commit.
 * @returns the account's e-mail address, to sign in with
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field `token`); BAD_USER_INPUT (field `password`) for a
 *   password that breaks the rule; nothing changes when it throws
 */
export async function resetPassword(services: AppServices, data: ResetPasswordParsed) {
  const { user, queued } = await services.db.transaction(async (tx) => {
    const row = await readLinkToken(tx, data.token, 'reset-password');
    assertStrongPassword('password', data.password, row.user);
    await markLinkTokenUsed(tx, row.token.id);
    const changed = await setPassword(tx, row.user.id, data.password, { emailVerified: true });
    const notice = await preparePasswordChangedNotice(services, changed, 'reset');
    return { user: changed, queued: await queueSecurityNotice(services, tx, notice) };
  });
  await services.rateLimits.resetSignIn(user.email);
  await services.email.deliver(queued);
  return { email: user.email };
}

/**
 * Says whether a password-reset link still works, before its page shows the form (checkPasswordResetToken), so
 * a used or expired link says so at once instead of after a new password is typed.
 * It changes nothing and never says whose link it is.
 * @param token the token from the reset link (parsed with linkTokenInputSchema)
 * @param ip the caller's IP address, for the rate limit
 * @returns VALID, USED (used, or replaced by a newer reset link), EXPIRED or INVALID
 * @throws RATE_LIMITED after 60 checks an hour from one IP
 */
export async function checkPasswordResetToken(
  services: Pick<AppServices, 'db' | 'rateLimits'>,
  token: string,
  ip: string,
): Promise<LinkTokenState> {
  await services.rateLimits.consumeLinkCheck(ip);
  return linkTokenState(services.db, token, 'reset-password');
}

/**
 * Changes the signed-in applicant's password (needs the current one) and signs every other session out, then
 * e-mails "Your password was changed" with a "This wasn't me" link (account-security.ts): the new hash
 * and the notice are made first, then the password, the notice's link and its outbox row are saved in one
 * transaction (decision 063; key `password-changed:<email_tokens id>`), and the notice is delivered after it.
 * @param ip the caller's IP address: wrong current passwords count as failed sign-ins of the address from this
 *   caller (lib/rate-limits.ts checkCredential)
 * @returns a new session token for this session, and the user
 * @throws BAD_USER_INPUT naming `currentPassword` (not right) or `newPassword` (breaks the rule);
 *   RATE_LIMITED "Too many…" as signIn, for a caller that has failed; nothing changes when it throws
 */
export async function saveNewPassword(
  services: AppServices,
  userId: string,
  data: SaveNewPasswordParsed,
  ip: string,
) {
  const [current] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  // A wrong current password is a failed sign-in of the address, from this caller (decision 045).
  await services.rateLimits.checkCredential('applicant', current.email, ip);
  if (!(await passwordMatches(current.passwordHash, data.currentPassword))) {
    await recordSignInFailure(services, 'applicant', current.email, ip, {
      id: current.id,
      email: current.email,
      firstName: current.firstName,
      account: 'applicant',
    });
    throw inputError([
      { field: 'currentPassword', message: 'Your current password is not right. Check it and try again.' },
    ]);
  }
  if (data.newPassword === data.currentPassword) {
    throw inputError([
      { field: 'newPassword', message: 'Choose a new password that is different from your current one' },
    ]);
  }
  await services.rateLimits.recordCredentialSuccess('applicant', current.email, ip);
  assertStrongPassword('newPassword', data.newPassword, current);
  const passwordHash = await hashPassword(data.newPassword);
  // Rendered before the transaction: the address and the name do not change with the password.
  const rendered = await preparePasswordChangedNotice(services, current, 'changed');
  const { user, queued } = await services.db.transaction(async (tx) => {
    const changed = await setPasswordHash(tx, userId, passwordHash);
    // Unless a change of e-mail was confirmed meanwhile: then the notice goes to the account's address now.
    const notice =
      changed.email === current.email && changed.firstName === current.firstName
        ? rendered
        : await preparePasswordChangedNotice(services, changed, 'changed');
    return { user: changed, queued: await queueSecurityNotice(services, tx, notice) };
  });
  await services.rateLimits.resetSignIn(user.email);
  await services.email.deliver(queued);
  const token = await services.tokens.sign({ kind: 'applicant', userId }, user.sessionVersion);
  return { token, user };
}
