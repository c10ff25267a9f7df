/**
 * The e-mails of a failed collection (emails/payment-failed.tsx; decision 071): to the applicant, and on a joint
 * plan to the co-applicant who joined, queued in the transaction that records the failure (the outbox, decision
 * 063) and keyed by the attempt, so that each failure is e-mailed once however often the bank's answer arrives.
 */
import { describeCollection } from '@stairway/domain/plan-collections';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { plans, purchaseCases, userApplications, users } from '../../db/schema';
import { renderPaymentFailed } from '../../emails/payment-failed';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';
import type { CollectionRow } from './rows';

/**
 * Queues the failure's e-mails in its transaction.
 * @param services the outbox and the config (APP_URL for the links)
 * @param tx the transaction recording the failure
 * @param options the collection, the attempt's id, the bank's reason and the retry's day (null: no retry)
 * @returns the queued messages, to deliver after the commit
 */
export async function queuePaymentFailedEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: { collection: CollectionRow; attemptId: string; reason: string; retryOn: string | null },
): Promise<QueuedEmail[]> {
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName, applicationId: userApplications.id })
    .from(plans)
    .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
    .innerJoin(userApplications, eq(userApplications.id, purchaseCases.applicationId))
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(plans.id, options.collection.planId));
  if (!applicant) return [];
  const co = await joinedCoApplicantOf(tx, applicant.applicationId);
  const people = [
    { ...applicant, path: '/your-home' },
    ...(co ? [{ ...co, path: '/co-applicant-your-home' }] : []),
  ];
  const queued: QueuedEmail[] = [];
  for (const [index, person] of people.entries()) {
    const link = `${services.config.appUrl}${person.path}`;
    const mail = await renderPaymentFailed({
      firstName: person.firstName,
      description: describeCollection(options.collection),
      amount: formatPence(options.collection.amountPence),
      reason: options.reason,
      retryOn: options.retryOn ? formatPurchaseCaseDate(options.retryOn) : null,
      link,
    });
    const key = `payment-failed:${options.attemptId}:${index === 0 ? 'applicant' : 'co-applicant'}`;
    queued.push(await services.email.enqueue(tx, { to: person.email, ...mail, links: [link] }, key));
  }
  return queued;
}
