/**
 * The password-reset e-mail (spec §7 resetPasswordRequest): a single-use link of RESET_PASSWORD_TTL_MINUTES to
 * /reset-password, sent by requestPasswordReset (passwords.ts) and after "This wasn't me" (account-security.ts).
 */
import { RESET_PASSWORD_TTL_MINUTES } from '@stairway/domain/accounts';
import type { AppServices } from '../context';
import type { UserRow } from '../db/rows';
import { renderResetPasswordEmail } from '../emails/account-emails';
import { issueLinkToken } from './link-tokens';

/**
 * Makes a reset link for the user (using up their earlier ones) and e-mails it to their address; logs, never
 * throws, when it cannot.
 * @param services the database, e-mail provider, configuration (APP_URL) and logger
 * @param user the account: its id, address and first name
 * @returns nothing
 */
export async function sendResetLink(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  try {
    const token = await issueLinkToken(services.db, {
      userId: user.id,
      purpose: 'reset-password',
      ttlMs: RESET_PASSWORD_TTL_MINUTES * 60_000,
    });
    const link = `${services.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const mail = await renderResetPasswordEmail({
      firstName: user.firstName,
      link,
      expiresInMinutes: RESET_PASSWORD_TTL_MINUTES,
    });
    await services.email.send({ to: user.email, ...mail, links: [link] });
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, 'password-reset e-mail could not be sent');
  }
}
