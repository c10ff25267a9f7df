/**
 * "This wasn't me" (issue 30 "E-mails a customer expects"; decision 052). After a password change or reset, the
 * account's address is told ("Your password was changed"); after a change of e-mail is confirmed, the OLD
 * address is told ("Your e-mail address was changed"). Each notice carries a single-use link (email_tokens,
 * purpose `secure-account`, SECURE_ACCOUNT_TTL_DAYS) to /account/secure, where one confirm click:
 * - signs every session of the account out (session version + 1);
 * - stops the current password (someone else may know it): the password hash is cleared, so only a reset link
 *   signs in again;
 * - puts back the address the notice was sent to, when the account's address has changed since (the token keeps
 *   that address in its `new_email` column: the address the link sets);
 * - uses up any pending change-of-e-mail and password-reset links (someone else may hold them);
 * - writes an audit-log row (`secure-account`);
 * - then e-mails a password-reset link to the (restored) address.
 * Applicants only: they are the accounts that change their own password and e-mail address (saveNewPassword,
 * resetPassword, checkNewEmail). Co-applicants, landlords, operators and pipeline viewers have no self-service
 * change of either today (see decision 052).
 */
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/rows';
import { auditLog, users } from '../db/schema';
import { renderEmailChangedNoticeEmail, renderPasswordChangedEmail } from '../emails/account-security-emails';
import { AppError } from '../lib/app-error';
import { UK_TIME_ZONE } from '../lib/dates';
import {
  expireLinkTokens,
  issueLinkToken,
  type LinkTokenState,
  linkTokenState,
  markLinkTokenUsed,
  readLinkToken,
  SECURE_ACCOUNT_TTL_DAYS,
} from './link-tokens';
import { sendResetLink } from './password-reset-link';

/** The public page of the "This wasn't me" link (apps/web paths.account.secure). */
export const SECURE_ACCOUNT_PATH = '/account/secure';

/** What the services here need. */
type Services = Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>;

/** Makes a "This wasn't me" link that puts the account back to `address` (the address the notice goes to). */
async function secureLink(services: Services, userId: string, address: string): Promise<string> {
  const token = await issueLinkToken(services.db, {
    userId,
    purpose: 'secure-account',
    ttlMs: SECURE_ACCOUNT_TTL_DAYS * 24 * 3600_000,
    newEmail: address,
    keepEarlier: true,
  });
  return `${services.config.appUrl}${SECURE_ACCOUNT_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * E-mails "Your password was changed" to the account's address, with a "This wasn't me" link. A failure is
 * logged, never thrown: the new password stands.
 * @param services the database, e-mail provider, configuration (APP_URL) and logger
 * @param user the account after the change
 * @param how 'changed' (saveNewPassword) or 'reset' (resetPassword)
 * @returns nothing
 */
export async function sendPasswordChangedNotice(
  services: Services,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  how: 'changed' | 'reset',
): Promise<void> {
  try {
    const link = await secureLink(services, user.id, user.email);
    const mail = await renderPasswordChangedEmail({
      firstName: user.firstName,
      how,
      when: dayjs().tz(UK_TIME_ZONE).format('D MMMM YYYY [at] HH:mm'),
      secureLink: link,
      expiresInDays: SECURE_ACCOUNT_TTL_DAYS,
    });
    await services.email.send({ to: user.email, ...mail, links: [link] });
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, 'the password-changed notice was not sent');
  }
}

/**
 * E-mails "Your e-mail address was changed" to the OLD address, with a "This wasn't me" link that puts that
 * address back. A failure is logged, never thrown: the change stands.
 * @param services the database, e-mail provider, configuration (APP_URL) and logger
 * @param change the account, its first name, the old address and the new one
 * @returns nothing
 */
export async function sendEmailChangedNotice(
  services: Services,
  change: { userId: string; firstName: string; oldEmail: string; newEmail: string },
): Promise<void> {
  try {
    const link = await secureLink(services, change.userId, change.oldEmail);
    const mail = await renderEmailChangedNoticeEmail({
      firstName: change.firstName,
      newEmail: change.newEmail,
      secureLink: link,
      expiresInDays: SECURE_ACCOUNT_TTL_DAYS,
    });
    await services.email.send({ to: change.oldEmail, ...mail, links: [link] });
  } catch (error) {
    services.logger.error({ err: error, userId: change.userId }, 'the e-mail-changed notice was not sent');
  }
}

/**
 * Says whether a "This wasn't me" link still works, before its page offers the confirm button. Changes nothing
 * and never says whose link it is.
 * @param token the token from the link (parsed with linkTokenInputSchema)
 * @param ip the caller's IP address, for the rate limit
 * @returns VALID, USED, EXPIRED or INVALID
 * @throws RATE_LIMITED after 60 checks an hour from one IP (shared with checkPasswordResetToken)
 */
export async function checkAccountSecurityToken(
  services: Pick<AppServices, 'db' | 'rateLimits'>,
  token: string,
  ip: string,
): Promise<LinkTokenState> {
  await services.rateLimits.consumeLinkCheck(ip);
  return linkTokenState(services.db, token, 'secure-account');
}

/** What securing an account did, for its page to say. */
export type SecuredAccount = {
  /** Whether the address the notice went to was put back (false when it was the account's address already). */
  emailRestored: boolean;
  /**
   * The address the password-reset link was sent to; null when the address could not be put back because
   * another account uses it now (then no link is sent: the account's address is not the owner's).
   */
  resetLinkSentTo: string | null;
};

/**
 * Secures the account of a "This wasn't me" link, in one transaction: uses the link up, signs every session out,
 * clears the password, puts back the address the notice was sent to (unless another account uses it now), uses
 * up pending change-of-e-mail and reset links, and writes the audit-log row `secure-account`; then e-mails a
 * password-reset link to the (restored) address.
 * @param services the database, e-mail provider, configuration, rate limits and logger
 * @param token the token from the link
 * @param ip the caller's IP address, for the rate limit
 * @returns what was done ({@link SecuredAccount})
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field `token`), each saying what to do next; RATE_LIMITED
 *   after 60 link checks an hour from one IP. Nothing changes when it throws.
 */
export async function secureAccount(
  services: Services & Pick<AppServices, 'rateLimits'>,
  token: string,
  ip: string,
): Promise<SecuredAccount> {
  await services.rateLimits.consumeLinkCheck(ip);
  let secured: { user: UserRow; emailRestored: boolean; blocked: boolean };
  try {
    secured = await services.db.transaction(async (tx) => {
      const row = await readLinkToken(tx, token, 'secure-account');
      await markLinkTokenUsed(tx, row.token.id);
      const before = row.user.email;
      const wanted = row.token.newEmail ?? before;
      let restore = wanted !== before;
      let blocked = false;
      if (restore) {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, wanted));
        if (owner) {
          restore = false;
          blocked = true;
        }
      }
      await expireLinkTokens(tx, row.user.id, 'change-email');
      await expireLinkTokens(tx, row.user.id, 'reset-password');
      const [user] = await tx
        .update(users)
        .set({
          passwordHash: null,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          ...(restore ? { email: wanted, emailVerified: true } : {}),
        })
        .where(eq(users.id, row.user.id))
        .returning();
      if (!user) throw new Error('The account was not updated');
      await tx.insert(auditLog).values({
        actor: wanted,
        action: 'secure-account',
        subjectId: user.id,
        details: {
          accountKind: 'applicant',
          note: 'This wasn’t me: every session signed out and the password stopped',
          before: { email: before },
          after: { email: user.email },
          emailRestored: restore,
          emailInUseElsewhere: blocked,
        },
      });
      return { user, emailRestored: restore, blocked };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'We could not secure your account just now. Please try the link again.');
    }
    throw error;
  }
  if (secured.blocked) return { emailRestored: false, resetLinkSentTo: null };
  await sendResetLink(services, secured.user);
  return { emailRestored: secured.emailRestored, resetLinkSentTo: secured.user.email };
}
