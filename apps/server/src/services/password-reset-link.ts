/**
 * The password-reset e-mail (spec §7 resetPasswordRequest): a single-use link of RESET_PASSWORD_TTL_MINUTES to
 * /reset-password, sent by requestPasswordReset (passwords.ts) and after "This wasn't me" (account-security.ts).
 * The link's token and its e-mail are saved in one transaction (the transactional outbox, decision 063), keyed by
 * the token's row (`reset-password:<email_tokens id>`), and the e-mail is delivered after the commit.
 */
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import type { AppServices } from '../context';
import type { Tx } from '../db/client';
import type { UserRow } from '../db/rows';
import { renderResetPasswordEmail } from '../emails/account-emails';
import type { EmailMessage } from '../providers/email/email-provider';
import type { QueuedEmail } from './email-outbox';
import { issueLinkToken, newLinkToken } from './link-tokens';

/** A reset e-mail rendered before its transaction: the link's token (not stored yet) and the message. */
export type PreparedResetLink = { token: string; message: EmailMessage };

/**
 * Makes a reset link's token and renders the e-mail carrying it. Nothing is stored.
 * @param services the configuration (APP_URL)
 * @param user the address to write to and the first name to greet
 * @returns what {@link queueResetLink} stores and queues
 */
export async function prepareResetLink(
  services: Pick<AppServices, 'config'>,
  user: Pick<UserRow, 'email' | 'firstName'>,
): Promise<PreparedResetLink> {
  const token = newLinkToken();
  const link = `${services.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = await renderResetPasswordEmail({
    firstName: user.firstName,
    link,
    expiresInMinutes: RESET_PASSWORD_TTL_MINUTES,
  });
  return { token, message: { to: user.email, ...mail, links: [link] } };
}

/**
 * Stores a prepared reset link for the user (using up their earlier ones) and queues its e-mail, in the caller's
 * transaction: the link works exactly when its e-mail is in the outbox.
 * @param services the e-mail outbox
 * @param tx the caller's transaction (e.g. secureAccount's)
 * @param userId the account
 * @param prepared from {@link prepareResetLink}
 * @returns the queued e-mail (key `reset-password:<email_tokens id>`), to deliver after the commit
 */
export async function queueResetLink(
  services: Pick<AppServices, 'email'>,
  tx: Tx,
  userId: string,
  prepared: PreparedResetLink,
): Promise<QueuedEmail> {
  const issued = await issueLinkToken(tx, {
    userId,
    purpose: 'reset-password',
    ttlMs: RESET_PASSWORD_TTL_MINUTES * 60_000,
    token: prepared.token,
  });
  return services.email.enqueue(tx, prepared.message, `reset-password:${issued.id}`);
}

/**
 * Makes a reset link for the user (using up their earlier ones) and e-mails it to their address: rendered first,
 * then the link and its outbox row saved in one transaction, then delivered (a failed send is retried by the
 * outbox). Logs, never throws, when it cannot (then no link was saved).
 * @param services the database, e-mail outbox, configuration (APP_URL) and logger
 * @param user the account: its id, address and first name
 * @returns nothing
 */
export async function sendResetLink(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  try {
    const prepared = await prepareResetLink(services, user);
    const queued = await services.db.transaction((tx) => queueResetLink(services, tx, user.id, prepared));
    await services.email.deliver(queued);
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, 'password-reset e-mail could not be sent');
  }
}
