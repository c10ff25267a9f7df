/**
 * The e-mails of a purchase case's move (emails/purchase-case-update.tsx): to the applicant, and on a joint
 * application to the co-applicant once they have joined, queued in the move's transaction (the outbox,
 * decision 063) and keyed by the case, the state and the move's time, so that each move is e-mailed once.
 */
import {
  FALLEN_THROUGH,
  formatPurchaseCaseDate,
  PURCHASE_CASE_STATE_LABELS,
} from '@stairway/domain/purchase-case';
import { describeWaitingOn, PURCHASE_NEXT_STEPS } from '@stairway/domain/purchase-case-progress';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import type { HomeSubmissionRow, PurchaseCaseRow } from '../../db/rows';
import { userApplications, users } from '../../db/schema';
import { renderPurchaseCaseUpdate } from '../../emails/purchase-case-update';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';
import { describeSubmissionAddress } from '../home-decisions';

/**
 * Queues the move's e-mails in its transaction.
 * @param services the outbox and the config (APP_URL for the links)
 * @param tx the move's transaction
 * @param options the case after the move, its home and the move's time
 * @returns the queued messages, to deliver after the commit
 */
export async function queuePurchaseCaseEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: { purchaseCase: PurchaseCaseRow; home: HomeSubmissionRow; now: Date },
): Promise<QueuedEmail[]> {
  const { purchaseCase, home, now } = options;
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, purchaseCase.applicationId));
  if (!applicant) return [];
  const state = purchaseCase.state;
  const common = {
    home: describeSubmissionAddress(home) || 'your home',
    stateLabel: PURCHASE_CASE_STATE_LABELS[state],
    date: formatPurchaseCaseDate(purchaseCase.stateDate),
    next: PURCHASE_NEXT_STEPS[state].next,
    waitingOn: describeWaitingOn(state),
    reason: state === FALLEN_THROUGH ? purchaseCase.fallThroughReason : null,
  };
  const key = `purchase-case:${purchaseCase.id}:${state}:${now.toISOString()}`;
  const link = `${services.config.appUrl}/dashboard`;
  const mail = await renderPurchaseCaseUpdate({ ...common, firstName: applicant.firstName, link });
  const queued = [await services.email.enqueue(tx, { to: applicant.email, ...mail, links: [link] }, key)];
  const co = await joinedCoApplicantOf(tx, purchaseCase.applicationId);
  if (co) {
    const coLink = `${services.config.appUrl}/co-applicant-dashboard`;
    const coMail = await renderPurchaseCaseUpdate({ ...common, firstName: co.firstName, link: coLink });
    queued.push(
      await services.email.enqueue(tx, { to: co.email, ...coMail, links: [coLink] }, `${key}:co-applicant`),
    );
  }
  return queued;
}
