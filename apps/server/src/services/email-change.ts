/**
 * Changing the e-mail address (spec §2 "/settings/email"; §7 checkNewEmail, verifyNewEmailToken): the new
 * address is checked (free, and not the current one), then confirmed by a link sent to it; only then does the
 * account change, and the old address is told.
 */
import { CHANGE_EMAIL_TTL_HOURS, type CheckNewEmailParsed } from '@stairway/domain/accounts';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { renderChangeEmailConfirmEmail, renderEmailChangedNoticeEmail } from '../emails/account-emails';
import { AppError, inputError } from '../lib/app-error';
import { issueLinkToken, markLinkTokenUsed, readLinkToken } from './link-tokens';

const inUse = () =>
  inputError([{ field: 'email', message: 'This e-mail address is in use. Choose a different one.' }]);

async function emailIsTaken(db: Db | Tx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Checks that a new address can be used and e-mails it a confirmation link (24 hours, single use; an
 * earlier link for another address stops working). Nothing changes until the link is opened.
 * @returns the address the link was sent to, and `sent: true`
 * @throws BAD_USER_INPUT naming `email` when it is already the account's address, or in use by another
 *   account (the message says only "in use"); RATE_LIMITED after 5 requests an hour
 */
export async function checkNewEmail(services: AppServices, userId: string, data: CheckNewEmailParsed) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  await services.rateLimits.consumeEmailChange(userId);
  if (data.email === user.email) {
    throw inputError([
      { field: 'email', message: 'This is already your e-mail address. Enter the new address to use.' },
    ]);
  }
  if (await emailIsTaken(services.db, data.email)) throw inUse();
  const token = await issueLinkToken(services.db, {
    userId,
    purpose: 'change-email',
    ttlMs: CHANGE_EMAIL_TTL_HOURS * 3600_000,
    newEmail: data.email,
  });
  const link = `${services.config.appUrl}/settings/email/confirm?token=${encodeURIComponent(token)}`;
  const mail = await renderChangeEmailConfirmEmail({
    firstName: user.firstName,
    newEmail: data.email,
    link,
    expiresInHours: CHANGE_EMAIL_TTL_HOURS,
  });
  await services.email.send({ to: data.email, ...mail, links: [link] });
  return { email: data.email, sent: true };
}

/**
 * Confirms a change of e-mail from the link sent to the new address: the account's address becomes the new
 * one (confirmed), the link is used up, and the old address is told, with a link to reset the password.
 * Sessions stay signed in: the token names the account, not the address.
 * @returns the account's new address
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field `token`); BAD_USER_INPUT (field `email`) when the
 *   address was taken by another account in the meantime; nothing changes when it throws
 */
export async function verifyNewEmailToken(services: AppServices, token: string) {
  let changed: { oldEmail: string; newEmail: string; firstName: string };
  try {
    changed = await services.db.transaction(async (tx) => {
      const row = await readLinkToken(tx, token, 'change-email');
      const newEmail = row.token.newEmail;
      if (!newEmail) throw new Error('A change-of-e-mail token without its address');
      if (await emailIsTaken(tx, newEmail)) throw inUse();
      await markLinkTokenUsed(tx, row.token.id);
      await tx.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, row.user.id));
      return { oldEmail: row.user.email, newEmail, firstName: row.user.firstName };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
  try {
    const resetLink = `${services.config.appUrl}/forgot-password`;
    const mail = await renderEmailChangedNoticeEmail({
      firstName: changed.firstName,
      newEmail: changed.newEmail,
      resetLink,
    });
    await services.email.send({ to: changed.oldEmail, ...mail, links: [resetLink] });
  } catch (error) {
    services.logger.error({ err: error }, 'the notice to the old e-mail address could not be sent');
  }
  return { email: changed.newEmail };
}
