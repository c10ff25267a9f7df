/**
 * The e-mails of a repair (emails/repair-update.tsx): to the applicant, and on a joint application to the
 * co-applicant once they have joined, queued in the change's transaction (the outbox, decision 063) and keyed
 * by the repair and the update, so that each update is e-mailed once.
 */
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import {
  describeRepairPayer,
  describeRepairTarget,
  REPAIR_CATEGORY_LABELS,
  REPAIR_STATUS_LABELS,
} from '@stairway/domain/repairs';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { purchaseCases, userApplications, users } from '../../db/schema';
import { renderRepairUpdate } from '../../emails/repair-update';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';
import type { RepairRow } from './read-repairs';

/** The customer's repairs page for the applicant and the co-applicant. */
export const REPAIRS_PATHS = {
  applicant: '/your-home/repairs',
  coApplicant: '/co-applicant-your-home/repairs',
};

/** A time in words in the UK, e.g. "2 December 2026, 10:00". */
export function formatRepairTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(at);
}

/**
 * Queues a repair's e-mails in the change's transaction.
 * @param services the outbox and the config (APP_URL for the links)
 * @param tx the change's transaction
 * @param options the repair after the change, the update's id (the idempotency key), whether it is the report,
 *   whether the update changed the status, the team's message and why who pays changed (null when it did not)
 * @returns the queued messages, to deliver after the commit
 */
export async function queueRepairEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: {
    repair: RepairRow;
    updateId: string;
    reported: boolean;
    statusChanged: boolean;
    message: string | null;
    payerReason: string | null;
  },
): Promise<QueuedEmail[]> {
  const { repair } = options;
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName, applicationId: userApplications.id })
    .from(purchaseCases)
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(purchaseCases.id, repair.purchaseCaseId));
  if (!applicant) return [];
  const common = {
    category: REPAIR_CATEGORY_LABELS[repair.category],
    statusLabel: REPAIR_STATUS_LABELS[repair.status],
    reported: options.reported,
    statusChanged: options.statusChanged,
    target: `${describeRepairTarget(Math.round((repair.targetAt.getTime() - repair.reportedAt.getTime()) / 3_600_000))}, by ${formatRepairTime(repair.targetAt)}`,
    visit: repair.scheduledFor ? formatPurchaseCaseDate(repair.scheduledFor) : null,
    payer: describeRepairPayer(repair.category, repair.payer),
    message: options.message,
    payerReason: options.payerReason,
  };
  const key = `repair:${repair.id}:${options.updateId}`;
  const link = `${services.config.appUrl}${REPAIRS_PATHS.applicant}`;
  const mail = await renderRepairUpdate({ ...common, firstName: applicant.firstName ?? 'there', link });
  const queued = [await services.email.enqueue(tx, { to: applicant.email, ...mail, links: [link] }, key)];
  const co = await joinedCoApplicantOf(tx, applicant.applicationId);
  if (co) {
    const coLink = `${services.config.appUrl}${REPAIRS_PATHS.coApplicant}`;
    const coMail = await renderRepairUpdate({ ...common, firstName: co.firstName, link: coLink });
    queued.push(
      await services.email.enqueue(tx, { to: co.email, ...coMail, links: [coLink] }, `${key}:co-applicant`),
    );
  }
  return queued;
}
