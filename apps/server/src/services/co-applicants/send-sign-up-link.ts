/**
 * Sending the co-applicant their sign-up link (spec §7 addCoApplicant, resendPermissionEmail; decision records
 * 015 and 046), or telling the address's owner when the address already belongs to someone.
 */
import { CO_APPLICANT_LINK_TTL_DAYS } from '@stairway/domain/co-applicant';
import { CO_APPLICANT_SIGN_UP_PATH } from '@stairway/domain/links';
import { eq } from 'drizzle-orm';
import type { AppServices, Context } from '../../context';
import type { ApplicationRow } from '../../db/rows';
import { userApplications } from '../../db/schema';
import { renderCoApplicantAddressInUseEmail } from '../../emails/address-in-use';
import { renderCoApplicantInvitationEmail } from '../../emails/co-applicant-invitation';
import { AppError, inputError } from '../../lib/app-error';
import type { EmailMessage } from '../../providers/email/email-provider';
import { changeApplication } from '../application-changes';
import { getApplication, getUser } from '../applications';
import { issueCoApplicantLinkToken, newLinkToken } from '../link-tokens';
import { findCoApplicantOf } from '../people';
import { type AddressOwner, findAddressOwner } from './address-owner';

/** What sending the link needs: the database, e-mail, configuration, rate limits, the request's loaders and IP. */
export type LinkScope = Pick<AppServices, 'db' | 'email' | 'config' | 'rateLimits' | 'logger'> &
  Pick<Context, 'loaders' | 'ip'>;

/**
 * E-mails the co-applicant a new sign-up link (the old ones stop working) and records that it was sent.
 * 5 e-mails an hour per application, and the invitation limit (10 per account, 50 per IP an hour). When the
 * address already belongs to someone (findAddressOwner), no link is made: its owner is told that someone tried
 * to add them (renderCoApplicantAddressInUseEmail, within their own e-mail limit; a refused limit or a failed
 * rendering is only logged), and the answer is the same as for a free address (decision 046).
 * Either e-mail is rendered before the transaction and queued in the outbox in the application's change
 * (decision 063): `co-applicant-invitation:<email_tokens id>` with its link, or
 * `co-applicant-address-in-use:<co-applicant id>:<time of the change>`; it is delivered after the commit (a
 * failed send is retried by the outbox).
 */
async function sendSignUpLink(services: LinkScope, userId: string): Promise<ApplicationRow> {
  const current = await getApplication(services.db, userId);
  const co = await findCoApplicantOf(services.db, current.id);
  if (!co) {
    throw inputError([
      {
        field: 'email',
        message: 'Add your co-applicant’s name and e-mail address first.',
      },
    ]);
  }
  if (co.signedUpAt) {
    throw new AppError('CONFLICT', `${co.firstName} has already joined your application.`);
  }
  await services.rateLimits.consumeCoApplicantInvite(`user:${userId}`, services.ip);
  await services.rateLimits.consumeEmailSend(`co-applicant-link:${current.id}`);
  const user = await getUser(services.db, userId);
  const owner = await findAddressOwner(services.db, co.email, co.id);
  const token = newLinkToken();
  const link = `${services.config.appUrl}${CO_APPLICANT_SIGN_UP_PATH}?token=${encodeURIComponent(token)}`;
  const toOwner = owner ? await tellAddressOwner(services, owner, user.firstName) : null;
  const invitation = owner
    ? null
    : {
        to: co.email,
        ...(await renderCoApplicantInvitationEmail({
          firstName: co.firstName,
          mainApplicantFirstName: user.firstName,
          link,
          expiresInDays: CO_APPLICANT_LINK_TTL_DAYS,
        })),
        links: [link],
      };
  const { application, result: queued } = await changeApplication(services, userId, async (tx, locked) => {
    await tx
      .update(userApplications)
      .set({ jointApplication: true, coApplicantLoginLinkSent: true })
      .where(eq(userApplications.id, locked.id));
    if (toOwner) {
      const key = `co-applicant-address-in-use:${co.id}:${new Date().toISOString()}`;
      return services.email.enqueue(tx, toOwner, key);
    }
    if (!invitation) return null;
    const issued = await issueCoApplicantLinkToken(tx, {
      coApplicantId: co.id,
      ttlMs: CO_APPLICANT_LINK_TTL_DAYS * 24 * 3600_000,
      token,
    });
    return services.email.enqueue(tx, invitation, `co-applicant-invitation:${issued.id}`);
  });
  await services.email.deliver(queued);
  return application;
}

/**
 * The message telling the owner of an address that an applicant tried to add it as their co-applicant, at most as
 * often as the owner's own e-mail limit allows. A refused limit or a failed rendering is logged and answered null,
 * never thrown (the answer must be the same as for a free address).
 * @returns the message to queue, or null when none is to be sent
 */
async function tellAddressOwner(
  services: LinkScope,
  owner: AddressOwner,
  mainApplicantFirstName: string,
): Promise<EmailMessage | null> {
  const signInLink = `${services.config.appUrl}/login`;
  try {
    await services.rateLimits.consumeEmailSend(owner.id);
    const mail = await renderCoApplicantAddressInUseEmail({
      firstName: owner.firstName,
      mainApplicantFirstName,
      role: owner.role,
      signInLink,
    });
    return { to: owner.email, ...mail, links: [signInLink] };
  } catch (error) {
    services.logger.warn({ err: error, ownerId: owner.id }, 'co-applicant address-in-use e-mail not sent');
    return null;
  }
}

/**
 * Adds the recorded co-applicant to the application (addCoApplicant, no input): makes the application joint
 * and e-mails the co-applicant their sign-up link (coApplicantLoginLinkSent). When the address already belongs to
 * someone, its owner is told instead and no link is made; the answer is the same (decision 046):
 * the co-applicant shows as invited and never joins until the applicant records another address.
 * @param services the database, e-mail, configuration, rate limits, logger, the request's loaders and IP
 * @param userId the applicant
 * @returns the application after the change
 * @throws BAD_USER_INPUT (field email) when no co-applicant has been recorded with updateCoApplicant;
 *   CONFLICT when they have already joined; RATE_LIMITED after 5 e-mails an hour for the application, or 10
 *   invitations an hour from the account or 50 from the IP; APPLICATION_SUBMITTED
 */
export function addCoApplicant(services: LinkScope, userId: string): Promise<ApplicationRow> {
  return sendSignUpLink(services, userId);
}

/**
 * Sends the co-applicant a new sign-up link (resendPermissionEmail, no input); the earlier one stops working. As
 * addCoApplicant, an address that belongs to someone gets its owner told instead.
 * @param services as addCoApplicant
 * @param userId the applicant
 * @returns the application
 * @throws as {@link addCoApplicant}
 */
export function resendPermissionEmail(services: LinkScope, userId: string): Promise<ApplicationRow> {
  return sendSignUpLink(services, userId);
}
