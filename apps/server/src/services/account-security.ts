/**
 * "This wasn't me" (decision 052). After a password change or reset, the
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
 * - makes a password-reset link for the (restored) address, e-mailed after the commit.
 * Every e-mail here goes through the transactional outbox (decision 063): a notice and its link are queued in the
 * transaction of the change they are about, the reset link in the securing's, and each is delivered after the
 * commit, keyed by its link's row.
 * Applicants only: they are the accounts that change their own password and e-mail address (saveNewPassword,
 * resetPassword, checkNewEmail). Co-applicants, landlords, operators and pipeline viewers have no self-service
 * change of either today (see decision 052).
 */
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/rows';
import { auditLog, users } from '../db/schema';
import { renderEmailChangedNoticeEmail, renderPasswordChangedEmail } from '../emails/account-security-emails';
import { AppError } from '../lib/app-error';
import { UK_TIME_ZONE } from '../lib/dates';
import type { EmailMessage } from '../providers/email/email-provider';
import type { QueuedEmail } from './email-outbox';
import {
  expireLinkTokens,
  issueLinkToken,
  type LinkTokenState,
  linkTokenState,
  markLinkTokenUsed,
  newLinkToken,
  readLinkToken,
  SECURE_ACCOUNT_TTL_DAYS,
} from './link-tokens';
import { prepareResetLink, queueResetLink } from './password-reset-link';

/** The public page of the "This wasn't me" link (apps/web paths.account.secure). */
export const SECURE_ACCOUNT_PATH = '/account/secure';

/** What the services here need. */
type Services = Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>;

/**
 * A security notice rendered before it is queued: its "This wasn't me" token (not stored yet), the account, the
 * address the link puts back, the outbox key's prefix and the message.
 */
export type PreparedSecurityNotice = {
  kind: 'password-changed' | 'email-changed';
  userId: string;
  /** The address the notice goes to, which its link puts back (the token's `new_email`). */
  address: string;
  token: string;
  message: EmailMessage;
};

/** The "This wasn't me" link of a token. */
const secureLinkOf = (services: Pick<AppServices, 'config'>, token: string) =>
  `${services.config.appUrl}${SECURE_ACCOUNT_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Renders "Your password was changed" for the account's address, with a new "This wasn't me" link (its token is
 * stored by {@link queueSecurityNotice}). A failure is logged and answered null, never thrown: the new password
 * stands without its notice.
 * @param services the configuration (APP_URL) and logger
 * @param user the account after the change
 * @param how 'changed' (saveNewPassword) or 'reset' (resetPassword)
 * @returns the notice to queue, or null when it could not be rendered
 */
export async function preparePasswordChangedNotice(
  services: Pick<AppServices, 'config' | 'logger'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  how: 'changed' | 'reset',
): Promise<PreparedSecurityNotice | null> {
  try {
    const token = newLinkToken();
    const link = secureLinkOf(services, token);
    const mail = await renderPasswordChangedEmail({
      firstName: user.firstName,
      how,
      when: dayjs().tz(UK_TIME_ZONE).format('D MMMM YYYY [at] HH:mm'),
      secureLink: link,
      expiresInDays: SECURE_ACCOUNT_TTL_DAYS,
    });
    const message = { to: user.email, ...mail, links: [link] };
    return { kind: 'password-changed', userId: user.id, address: user.email, token, message };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, 'the password-changed notice was not rendered');
    return null;
  }
}

/**
 * Renders "Your e-mail address was changed" for the OLD address, with a new "This wasn't me" link that puts that
 * address back (its token is stored by {@link queueSecurityNotice}). A failure is logged and answered null, never
 * thrown: the change stands without its notice.
 * @param services the configuration (APP_URL) and logger
 * @param change the account, its first name, the old address and the new one
 * @returns the notice to queue, or null when it could not be rendered
 */
export async function prepareEmailChangedNotice(
  services: Pick<AppServices, 'config' | 'logger'>,
  change: { userId: string; firstName: string; oldEmail: string; newEmail: string },
): Promise<PreparedSecurityNotice | null> {
  try {
    const token = newLinkToken();
    const link = secureLinkOf(services, token);
    const mail = await renderEmailChangedNoticeEmail({
      firstName: change.firstName,
      newEmail: change.newEmail,
      secureLink: link,
      expiresInDays: SECURE_ACCOUNT_TTL_DAYS,
    });
    const message = { to: change.oldEmail, ...mail, links: [link] };
    return { kind: 'email-changed', userId: change.userId, address: change.oldEmail, token, message };
  } catch (error) {
    services.logger.error(
      { err: error, userId: change.userId },
      'the e-mail-changed notice was not rendered',
    );
    return null;
  }
}

/**
 * Stores a notice's "This wasn't me" link (SECURE_ACCOUNT_TTL_DAYS, earlier ones kept working) and queues the
 * notice in the outbox, both in the transaction of the change the notice is about (decision 063: the change, the
 * link and the notice commit together). Keyed by the link's row: `password-changed:<email_tokens id>` or
 * `email-changed:<email_tokens id>`.
 * @param services the e-mail outbox
 * @param tx the change's transaction (resetPassword's, saveNewPassword's, verifyNewEmailToken's)
 * @param notice from {@link preparePasswordChangedNotice} or {@link prepareEmailChangedNotice}; null queues nothing
 * @returns the queued notice, to deliver after the commit, or null
 */
export async function queueSecurityNotice(
  services: Pick<AppServices, 'email'>,
  tx: Tx,
  notice: PreparedSecurityNotice | null,
): Promise<QueuedEmail | null> {
  if (!notice) return null;
  const issued = await issueLinkToken(tx, {
    userId: notice.userId,
    purpose: 'secure-account',
    ttlMs: SECURE_ACCOUNT_TTL_DAYS * 24 * 3600_000,
    newEmail: notice.address,
    keepEarlier: true,
    token: notice.token,
  });
  return services.email.enqueue(tx, notice.message, `${notice.kind}:${issued.id}`);
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
 * up pending change-of-e-mail and reset links, writes the audit-log row `secure-account`, and makes a new
 * password-reset link for the (restored) address with its e-mail queued in the outbox (password-reset-link.ts;
 * key `reset-password:<email_tokens id>`; rendered in the transaction, since the address is settled there); the
 * e-mail is delivered after the commit (a failed send is retried by the outbox).
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
  let secured: { user: UserRow; emailRestored: boolean; blocked: boolean; queued: QueuedEmail | null };
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
      // No link when the address could not be put back: the account's address is not the owner's.
      let queued: QueuedEmail | null = null;
      if (!blocked) {
        const prepared = await prepareResetLink(services, user).catch((error: unknown) => {
          // The account is secured all the same; its owner can ask for a link on the forgotten-password page.
          services.logger.error({ err: error, userId: user.id }, 'the reset e-mail was not rendered');
          return null;
        });
        if (prepared) queued = await queueResetLink(services, tx, user.id, prepared);
      }
      return { user, emailRestored: restore, blocked, queued };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'We could not secure your account just now. Please try the link again.');
    }
    throw error;
  }
  if (secured.blocked) return { emailRestored: false, resetLinkSentTo: null };
  await services.email.deliver(secured.queued);
  return { emailRestored: secured.emailRestored, resetLinkSentTo: secured.user.email };
}
