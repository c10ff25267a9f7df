/**
 * Customers the team already knows (spec §7 createAccountExistingCustomer): an operator records the person
 * with `npm run ops -- invite-customer` (an account with no password yet, its application, an audit-log row
 * and an invitation e-mail), and the person sets a password from the invitation link, which signs them in.
 */
import { type CreateAccountExistingCustomerParsed, INVITATION_TTL_DAYS } from '@stairway/domain/accounts';
import { calculateApplicationBudget } from '@stairway/domain/application-budget';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import { auditLog, userApplications, users } from '../db/schema';
import { renderInvitationEmail } from '../emails/account-emails';
import { toBudgetColumns } from './budget';
import { issueLinkToken, markLinkTokenUsed, newLinkToken, readLinkToken } from './link-tokens';
import { assertStrongPassword, setPassword } from './passwords';

/** What an operator records about a customer (already parsed: e-mail lower-cased, names trimmed). */
export type InviteCustomerInput = {
  email: string;
  firstName: string;
  lastName: string;
  /** Gross annual pay, whole pounds per year (0 when not known yet). */
  grossAnnualPay?: number;
  /** Deposit available, whole pounds (0 when not known yet). */
  deposit?: number;
  /** Preferred postcode districts, upper case (e.g. SO16). */
  preferredLocations?: string[];
  /** Who made the invitation, for the audit log. */
  actor: string;
};

/**
 * Records a customer and e-mails them an invitation link (14 days, single use). Inviting someone again who
 * has not set a password yet sends a new link (the old one stops working). The e-mail is rendered first; the
 * account, its audit-log row, the link and the e-mail's outbox row are saved in one transaction (decision 063;
 * key `invite:<email_tokens id>`), and the e-mail is delivered after the commit (a failed send is retried by the
 * outbox, not thrown).
 * @returns the user id, the link (printed for the operator) and whether the account was created now
 * @throws Error when the address already has an account with a password (they can sign in or reset it); nothing
 *   is saved or sent then
 */
export async function inviteCustomer(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  input: InviteCustomerInput,
) {
  const token = newLinkToken();
  const link = `${services.config.appUrl}/welcome?token=${encodeURIComponent(token)}`;
  const mail = await renderInvitationEmail({
    firstName: input.firstName,
    link,
    expiresInDays: INVITATION_TTL_DAYS,
  });
  const { userId, created, queued } = await services.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email));
    if (existing?.passwordHash) {
      throw new Error(
        `${input.email} already has a Stairway account with a password: they can sign in, or reset their password from the sign-in page.`,
      );
    }
    let id = existing?.id;
    if (!id) {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: null,
          firstName: input.firstName,
          lastName: input.lastName,
        })
        .returning();
      if (!user) throw new Error('The user was not created');
      id = user.id;
      const affordability = calculateApplicationBudget({
        grossAnnualPay: input.grossAnnualPay ?? 0,
        deposit: input.deposit ?? 0,
        preferredLocations: input.preferredLocations ?? [],
      });
      await tx.insert(userApplications).values({
        userId: id,
        grossAnnualPay: input.grossAnnualPay ?? 0,
        deposit: input.deposit ?? 0,
        preferredLocations: input.preferredLocations ?? [],
        ...toBudgetColumns(affordability),
      });
    }
    await tx.insert(auditLog).values({
      actor: input.actor,
      action: 'invite-customer',
      subjectId: id,
      details: { email: input.email, resent: Boolean(existing) },
    });
    const issued = await issueLinkToken(tx, {
      userId: id,
      purpose: 'invite',
      ttlMs: INVITATION_TTL_DAYS * 24 * 3600_000,
      token,
    });
    const email = await services.email.enqueue(
      tx,
      { to: input.email, ...mail, links: [link] },
      `invite:${issued.id}`,
    );
    return { userId: id, created: !existing, queued: email };
  });
  await services.email.deliver(queued);
  return { userId, link, created };
}

/**
 * Sets an invited customer's first password from their invitation link, confirms their e-mail address (the
 * link reached it) and signs them in.
 * @returns a session token and the user
 * @throws TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field `token`); BAD_USER_INPUT (field `password`) for a
 *   password that breaks the rule; nothing changes when it throws
 */
export async function createAccountExistingCustomer(
  services: AppServices,
  data: CreateAccountExistingCustomerParsed,
) {
  const user = await services.db.transaction(async (tx) => {
    const row = await readLinkToken(tx, data.token, 'invite');
    assertStrongPassword('password', data.password, row.user);
    await markLinkTokenUsed(tx, row.token.id);
    return setPassword(tx, row.user.id, data.password, { emailVerified: true });
  });
  const token = await services.tokens.sign({ kind: 'applicant', userId: user.id }, user.sessionVersion);
  return { token, user };
}
