/**
 * Failed sign-ins and the owner's alert (issue 29 item 3; decision 045): every service that checks a password or
 * an e-mailed code records a wrong one here, and when the address has had 10 failures in 15 minutes (at most once
 * an hour, lib/rate-limits.ts) its owner is e-mailed "Someone is trying to sign in to your Stairway account".
 * The e-mail is sent after the answer (a promise nobody waits for), so a known address answers as fast as an
 * unknown one (OWASP Authentication Cheat Sheet, "authentication responses").
 */
import type { AppServices } from '../context';
import { renderSignInAlertEmail, type SignInAlertAccount } from '../emails/sign-in-alert';
import type { CredentialKind } from '../lib/rate-limits';

/** The owner of an address, when it has an account: where to write, and what kind of account it is. */
export type SignInOwner = {
  id: string;
  email: string;
  firstName?: string | undefined;
  account: SignInAlertAccount;
};

/** The page each kind of account signs in or changes its password on. */
const PAGES: Record<SignInAlertAccount, string> = {
  applicant: '/forgot-password',
  coApplicant: '/forgot-password',
  landlord: '/landlord',
  operator: '/ops/sign-in',
  pipelineViewer: '/pipeline',
};

/**
 * Records a wrong credential for the address (its wait grows; lib/rate-limits.ts recordCredentialFailure) and,
 * when the address has just passed the alert threshold, e-mails the owner after the answer (never awaited, never
 * thrown: a failed send is logged).
 * @param services the request's services (rate limits, e-mail, logger, the app's URL)
 * @param kind whose credential it was
 * @param email the address tried (lower case)
 * @param ip the caller's IP address
 * @param owner the account with that address, or undefined when there is none (nobody to tell)
 * @returns when the failure is counted; it does not wait for the e-mail
 */
export async function recordSignInFailure(
  services: Pick<AppServices, 'rateLimits' | 'email' | 'logger' | 'config'>,
  kind: CredentialKind,
  email: string,
  ip: string,
  owner: SignInOwner | undefined,
): Promise<void> {
  const { alertOwner, failures } = await services.rateLimits.recordCredentialFailure(kind, email, ip);
  if (alertOwner && owner) void sendSignInAlert(services, owner, failures);
}

/** Renders and sends the alert; logs (never throws) when it cannot. */
async function sendSignInAlert(
  services: Pick<AppServices, 'email' | 'logger' | 'config'>,
  owner: SignInOwner,
  failures: number,
): Promise<void> {
  try {
    const link = `${services.config.appUrl}${PAGES[owner.account]}`;
    const mail = await renderSignInAlertEmail({
      firstName: owner.firstName,
      account: owner.account,
      link,
      failures,
      minutes: 15,
    });
    await services.email.send({ to: owner.email, ...mail, links: [link] });
  } catch (error) {
    services.logger.error(
      { err: error, ownerId: owner.id, account: owner.account },
      'sign-in alert not sent',
    );
  }
}
