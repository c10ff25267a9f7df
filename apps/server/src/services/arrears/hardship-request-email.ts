/**
 * The team's e-mail about a customer's new request for help (decision 075): rendered from
 * emails/hardship-request.tsx and queued to the team (services/operators/team-emails.ts) in the caller's
 * transaction, with a link to the case on the console's Arrears page.
 */
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import type { Context } from '../../context';
import type { Tx } from '../../db/client';
import { renderHardshipRequestEmail } from '../../emails/hardship-request';
import type { CustomerPlan } from '../direct-debit/customer-plan';
import type { QueuedEmail } from '../email-outbox';
import { enqueueTeamEmail } from '../operators/team-emails';
import { arrearsPeople } from './arrears-people';
import type { ArrearsState } from './read-arrears';

/**
 * The console's link to a plan's case on the Arrears page (the page gives each case the id `case-<plan id>`).
 * @param appUrl the app's public URL (config.appUrl)
 * @param planId the plan version's id
 */
export const arrearsCaseLink = (appUrl: string, planId: string): string =>
  `${appUrl}/ops/arrears#case-${planId}`;

/**
 * Queues the team's e-mail about a request for help, in the caller's transaction.
 * @param tx the transaction that records the request
 * @param services the outbox and the configuration (APP_URL, TEAM_EMAIL)
 * @param input who asked (the customer's plan and which side they are), the request's id, their message and the
 *   arrears as they are now (pence, YYYY-MM-DD)
 * @returns the queued e-mails, to deliver after the commit (none when the team has no address)
 */
export async function enqueueHardshipRequestEmail(
  tx: Tx,
  services: Pick<Context, 'email' | 'config'>,
  input: {
    found: Pick<CustomerPlan, 'view' | 'person'> & { plan: { id: string } };
    requestId: string;
    message: string;
    state: ArrearsState;
  },
): Promise<QueuedEmail[]> {
  const { found, state } = input;
  const applicantName = `${found.view.firstName} ${found.view.lastName}`;
  let customerName = applicantName;
  if (found.person === 'coApplicant') {
    const co = (await arrearsPeople(tx, found.plan.id)).find((p) => p.side === 'co-applicant');
    customerName = `${co?.firstName ?? 'The co-applicant'} (co-applicant with ${applicantName})`;
  }
  const link = arrearsCaseLink(services.config.appUrl, found.plan.id);
  const mail = await renderHardshipRequestEmail({
    customerName,
    amount: formatPence(state.arrearsPence),
    since: state.sinceDate ? formatPurchaseCaseDate(state.sinceDate) : null,
    message: input.message,
    link,
  });
  return enqueueTeamEmail(tx, services, { ...mail, links: [link] }, `hardship-request:${input.requestId}`);
}
