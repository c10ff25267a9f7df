/**
 * The e-mails of a plan's ending (decision 076), queued in the transaction that records the step: to the team
 * (services/operators/team-emails.ts: TEAM_EMAIL, else every enabled operator) with a link to the case on the
 * console, and to the customer (the applicant and a joined co-applicant) with a link to their home page.
 */
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { userApplications, users } from '../../db/schema';
import { renderPlanEndingEmail } from '../../emails/plan-ending';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';
import { enqueueTeamEmail } from '../operators/team-emails';

/** What an ending e-mail says: its title (the subject) and sentences, and its idempotency key. */
export type EndingMessage = { title: string; lines: string[]; key: string };

/**
 * Queues the team's e-mail about a case's ending, with a link to the case's console page.
 * @param tx the step's transaction
 * @param services the outbox and the configuration (APP_URL, TEAM_EMAIL)
 * @param purchaseCaseId the case
 * @param message the title, sentences and key (each addressee's key adds its own suffix)
 * @returns the queued e-mails, to deliver after the commit
 */
export async function enqueueTeamEndingEmail(
  tx: Tx,
  services: Pick<AppServices, 'email' | 'config'>,
  purchaseCaseId: string,
  message: EndingMessage,
): Promise<QueuedEmail[]> {
  const link = `${services.config.appUrl}/ops/purchases/${purchaseCaseId}`;
  const mail = await renderPlanEndingEmail({
    title: message.title,
    lines: message.lines,
    link,
    linkLabel: 'Open the case',
    reason: 'You are receiving this because you are in the Stairway team that looks after customers’ plans.',
  });
  return enqueueTeamEmail(tx, services, { ...mail, links: [link] }, message.key);
}

/**
 * Queues the customer's e-mail about their plan's ending: to the applicant and a joined co-applicant, each with a
 * link to their own home page.
 * @param tx the step's transaction
 * @param services the outbox and the configuration (APP_URL)
 * @param applicationId the case's application
 * @param message the title, sentences and key (`:applicant` or `:co-applicant` is added)
 * @returns the queued e-mails, to deliver after the commit
 */
export async function enqueueCustomerEndingEmail(
  tx: Tx,
  services: Pick<AppServices, 'email' | 'config'>,
  applicationId: string,
  message: EndingMessage,
): Promise<QueuedEmail[]> {
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, applicationId));
  const co = await joinedCoApplicantOf(tx, applicationId);
  const people = [
    ...(applicant ? [{ ...applicant, path: '/your-home', who: 'applicant' }] : []),
    ...(co ? [{ ...co, path: '/co-applicant-your-home', who: 'co-applicant' }] : []),
  ];
  const queued: QueuedEmail[] = [];
  for (const person of people) {
    const link = `${services.config.appUrl}${person.path}`;
    const mail = await renderPlanEndingEmail({
      title: message.title,
      lines: [`Dear ${person.firstName},`, ...message.lines],
      link,
      linkLabel: 'See your home page',
      reason: 'You are receiving this because you have a plan with Stairway.',
    });
    queued.push(
      await services.email.enqueue(
        tx,
        { to: person.email, ...mail, links: [link] },
        `${message.key}:${person.who}`,
      ),
    );
  }
  return queued;
}
