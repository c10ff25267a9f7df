/**
 * The team's e-mail about a customer's new repair or message on a repair: rendered from emails/repair-message-for-team.tsx and
 * queued to the team (TEAM_EMAIL, else every enabled operator; services/operators/team-emails.ts) in the
 * message's transaction, with a link to the repair's page in the console.
 */
import {
  isRepairOverdue,
  REPAIR_CATEGORY_LABELS,
  REPAIR_STATUS_LABELS,
  REPAIR_URGENCY_LABELS,
} from '@stairway/domain/repairs';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { renderRepairMessageForTeam } from '../../emails/repair-message-for-team';
import { joinedCoApplicantOf } from '../co-applicants';
import type { CustomerPlan } from '../direct-debit/customer-plan';
import type { QueuedEmail } from '../email-outbox';
import { describeSubmissionAddress } from '../home-decisions';
import { enqueueTeamEmail } from '../operators/team-emails';
import type { RepairRow } from './read-repairs';
import { formatRepairTime } from './repair-emails';

/**
 * The console's page of a repair (apps/web features/ops/lib/paths.ts opsPaths.repair).
 * @param appUrl the app's public URL (config.appUrl)
 * @param repairId the repair's id
 */
export const opsRepairLink = (appUrl: string, repairId: string): string =>
  `${appUrl}/ops/repairs/${repairId}`;

/**
 * Queues the team's e-mail about a customer's new repair (`report` true: its urgency and target, the description
 * as the message) or message on a repair, in the caller's transaction.
 * @param tx the transaction that records the message
 * @param services the outbox and the configuration (APP_URL, TEAM_EMAIL)
 * @param input who wrote (the customer's plan and which side they are), the repair, the history row's id (the
 *   idempotency key), the message, now (to say whether it is overdue) and whether it is the repair's report
 * @returns the queued e-mails, to deliver after the commit (none when the team has no address)
 */
export async function enqueueRepairMessageForTeam(
  tx: Tx,
  services: Pick<AppServices, 'email' | 'config'>,
  input: {
    found: Pick<CustomerPlan, 'view' | 'person'>;
    repair: RepairRow;
    updateId: string;
    message: string;
    now: Date;
    report?: boolean;
  },
): Promise<QueuedEmail[]> {
  const { found, repair } = input;
  const applicantName = `${found.view.firstName} ${found.view.lastName}`.trim() || 'The applicant';
  let customerName = applicantName;
  if (found.person === 'coApplicant') {
    const co = await joinedCoApplicantOf(tx, found.view.purchaseCase.applicationId);
    customerName = `${co?.firstName ?? 'The co-applicant'} (co-applicant with ${applicantName})`;
  }
  const link = opsRepairLink(services.config.appUrl, repair.id);
  const mail = await renderRepairMessageForTeam({
    customerName,
    category: REPAIR_CATEGORY_LABELS[repair.category],
    home: describeSubmissionAddress(found.view.home) || 'their home',
    statusLabel: REPAIR_STATUS_LABELS[repair.status],
    overdue: isRepairOverdue(repair, input.now),
    message: input.message,
    link,
    report: input.report
      ? { urgency: REPAIR_URGENCY_LABELS[repair.urgency], target: formatRepairTime(repair.targetAt) }
      : undefined,
  });
  const key = input.report ? `repair-report:${repair.id}` : `repair-message:${input.updateId}`;
  return enqueueTeamEmail(tx, services, { ...mail, links: [link] }, key);
}
