/**
 * Failed sign-ins and the owner's alert (decision 045): every service that checks a password or
 * an e-mailed code records a wrong one here, and when the address has had 10 failures in 15 minutes (at most once
 * an hour, lib/rate-limits.ts) its owner is e-mailed "Someone is trying to sign in to your Stairway account".
 * The e-mail is sent after the answer (a promise nobody waits for), so a known address answers as fast as an
 * unknown one (OWASP Authentication Cheat Sheet, "authentication responses").
 *
 * The alert is one of the few e-mails sent outside a transaction (decision 063's `send`: its outbox row is saved,
 * then delivered at once, and retried by the outbox if the provider refuses it): what causes it is a count of
 * the rate limiter (lib/credential-limits.ts, rate-limiter-flexible's own table on PostgreSQL, memory on the
 * embedded database), which no transaction of ours writes, so there is no change to commit the message with.
 * Its idempotency key is deterministic all the same: the account and the clock hour
 * (`sign-in-alert:<account kind>:<id>:<hours since 1970>`). The limiter lets an address's owner be alerted once
 * in an hour, so two real alerts are always at least an hour apart and never share a key, while a second alert
 * for the same hour (a limiter that forgot, e.g. the embedded database's after a restart) is not sent again.
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

/**
 * Renders and sends the alert through the outbox's `send` (no transaction to join: see the module's note); logs
 * (never throws) when it cannot.
 */
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
    const hour = Math.floor(Date.now() / 3_600_000);
    await services.email.send(
      { to: owner.email, ...mail, links: [link] },
      { key: `sign-in-alert:${owner.account}:${owner.id}:${hour}` },
    );
  } catch (error) {
    services.logger.error(
      { err: error, ownerId: owner.id, account: owner.account },
      'sign-in alert not sent',
    );
  }
}
