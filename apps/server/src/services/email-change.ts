/**
 * Changing the e-mail address (spec §2 "/settings/email"; §7 checkNewEmail, verifyNewEmailToken): the new
 * address is confirmed by a link sent to it (or, when it already has an account, its owner is told, with the same
 * answer: decision 046); only then does the account change, and the old address is told. The link's e-mail and
 * the old address's notice are each queued in the transaction of their change (the outbox, decision 063).
 */
import { CHANGE_EMAIL_TTL_HOURS, type CheckNewEmailParsed } from '@stairway/domain/accounts';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { renderChangeEmailConfirmEmail } from '../emails/account-emails';
import { renderEmailChangeAddressInUseEmail } from '../emails/address-in-use';
import { AppError, inputError } from '../lib/app-error';
import { prepareEmailChangedNotice, queueSecurityNotice } from './account-security';
import type { QueuedEmail } from './email-outbox';
import { issueLinkToken, markLinkTokenUsed, newLinkToken, readLinkToken } from './link-tokens';

const inUse = () =>
  inputError([{ field: 'email', message: 'This e-mail address is in use. Choose a different one.' }]);

async function emailIsTaken(db: Db | Tx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
}

/**
 * Checks that a new address can be used and e-mails it a confirmation link (24 hours, single use; an
 * earlier link for another address stops working). Nothing changes until the link is opened. The e-mail is
 * rendered first; the link and its outbox row are saved in one transaction (decision 063; key
 * `change-email:<email_tokens id>`) and the e-mail is delivered after it (a failed send is retried by the
 * outbox). The answer is the same whether or not the address already has an account (decision 046):
 * for an address that has one, no link is made and its owner is told instead
 * (renderEmailChangeAddressInUseEmail, within their own e-mail limit; a refused or failed send is only logged;
 * sent outside any transaction, as nothing changes in the database then), so that the answer never says which
 * addresses have accounts.
 * @param services the database, e-mail, configuration, rate limits and logger
 * @param userId the signed-in applicant
 * @param data the new address, parsed with checkNewEmailInputSchema (packages/domain/src/accounts.ts)
 * @returns the address a message went to, and `sent: true`
 * @throws BAD_USER_INPUT naming `email` when it is already the account's own address; RATE_LIMITED after 5
 *   requests an hour
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
  const [owner] = await services.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, data.email));
  if (owner) {
    await tellOwner(services, owner);
    return { email: data.email, sent: true };
  }
  const token = newLinkToken();
  const link = `${services.config.appUrl}/settings/email/confirm?token=${encodeURIComponent(token)}`;
  const mail = await renderChangeEmailConfirmEmail({
    firstName: user.firstName,
    newEmail: data.email,
    link,
    expiresInHours: CHANGE_EMAIL_TTL_HOURS,
  });
  const queued = await services.db.transaction(async (tx) => {
    const issued = await issueLinkToken(tx, {
      userId,
      purpose: 'change-email',
      ttlMs: CHANGE_EMAIL_TTL_HOURS * 3600_000,
      newEmail: data.email,
      token,
    });
    return services.email.enqueue(
      tx,
      { to: data.email, ...mail, links: [link] },
      `change-email:${issued.id}`,
    );
  });
  await services.email.deliver(queued);
  return { email: data.email, sent: true };
}

/**
 * Tells the owner of an address that another account asked to change to it, at most as often as the owner's own
 * e-mail limit allows; a refused or failed send is logged, never answered.
 */
async function tellOwner(services: AppServices, owner: { id: string; email: string; firstName: string }) {
  const signInLink = `${services.config.appUrl}/login`;
  const resetLink = `${services.config.appUrl}/forgot-password`;
  try {
    await services.rateLimits.consumeEmailSend(owner.id);
    const mail = await renderEmailChangeAddressInUseEmail({
      firstName: owner.firstName,
      signInLink,
      resetLink,
    });
    // Outside any transaction on purpose: nothing changes in the database for an address in use (decision 046),
    // so there is no change to commit the message with; `send` saves its outbox row and delivers it at once.
    await services.email.send({ to: owner.email, ...mail, links: [signInLink, resetLink] });
  } catch (error) {
    services.logger.warn(
      { err: error, ownerId: owner.id },
      'change-of-e-mail address-in-use e-mail not sent',
    );
  }
}

/**
 * Confirms a change of e-mail from the link sent to the new address: the account's address becomes the new
 * one (confirmed), the link is used up, and the old address is told, with a "This wasn't me" link that puts it
 * back (account-security.ts). The notice and its link are queued in the outbox in the change's own
 * transaction (decision 063; key `email-changed:<email_tokens id>`; rendered there, since the addresses are read
 * from the link) and delivered after the commit; a notice that cannot be rendered is logged, and the change stands.
 * Sessions stay signed in: the token names the account, not the address.
 * @returns the account's new address
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field `token`); BAD_USER_INPUT (field `email`) when the
 *   address was taken by another account in the meantime; nothing changes when it throws
 */
export async function verifyNewEmailToken(services: AppServices, token: string) {
  let changed: { newEmail: string; queued: QueuedEmail | null };
  try {
    changed = await services.db.transaction(async (tx) => {
      const row = await readLinkToken(tx, token, 'change-email');
      const newEmail = row.token.newEmail;
      if (!newEmail) throw new Error('A change-of-e-mail token without its address');
      if (await emailIsTaken(tx, newEmail)) throw inUse();
      await markLinkTokenUsed(tx, row.token.id);
      await tx.update(users).set({ email: newEmail, emailVerified: true }).where(eq(users.id, row.user.id));
      const notice = await prepareEmailChangedNotice(services, {
        userId: row.user.id,
        oldEmail: row.user.email,
        newEmail,
        firstName: row.user.firstName,
      });
      return { newEmail, queued: await queueSecurityNotice(services, tx, notice) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
  await services.email.deliver(changed.queued);
  return { email: changed.newEmail };
}
