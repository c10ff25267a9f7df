/**
 * The e-mails of a signature (emails/plan-signed.tsx; decision 070), queued in the signature's transaction (the
 * outbox, decision 063) and keyed by the version and the signer, so each is sent once: the signer's receipt with the
 * SHA-256 of the document signed, and on a joint plan a notice to the other signer.
 */
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { userApplications, users } from '../../db/schema';
import type { PlanSigner } from '../../db/tables/plans';
import { renderPlanSigned } from '../../emails/plan-signed';
import { UK_TIME_ZONE } from '../../lib/dates';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';

/** The signature to e-mail about. */
export type PlanSignedEmailOptions = {
  planId: string;
  version: number;
  sha256: string;
  applicationId: string;
  signer: PlanSigner;
  /** True when this signature completes the plan. */
  complete: boolean;
  signedAt: Date;
};

/**
 * Queues the receipt to the signer and, on a joint plan, the notice to the other signer.
 * @returns the queued messages, to deliver after the commit
 */
export async function queuePlanSignedEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: PlanSignedEmailOptions,
): Promise<QueuedEmail[]> {
  const [applicant] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(userApplications)
    .innerJoin(users, eq(users.id, userApplications.userId))
    .where(eq(userApplications.id, options.applicationId));
  const co = await joinedCoApplicantOf(tx, options.applicationId);
  const people = {
    applicant: applicant ? { ...applicant, path: '/your-plan' } : null,
    coApplicant: co ? { ...co, path: '/co-applicant-your-plan' } : null,
  };
  const signer = people[options.signer];
  const other = people[options.signer === 'applicant' ? 'coApplicant' : 'applicant'];
  const common = {
    version: options.version,
    sha256: options.sha256,
    complete: options.complete,
    when: dayjs(options.signedAt).tz(UK_TIME_ZONE).format('D MMMM YYYY [at] HH:mm'),
  };
  const key = `plan-signed:${options.planId}:${options.signer}`;
  const queued: QueuedEmail[] = [];
  if (signer) {
    const link = `${services.config.appUrl}${signer.path}`;
    const mail = await renderPlanSigned({ ...common, firstName: signer.firstName, signedBy: 'you', link });
    queued.push(await services.email.enqueue(tx, { to: signer.email, ...mail, links: [link] }, key));
  }
  // The other signer hears of it only on a joint plan, where the co-applicant has joined.
  if (signer && other && co) {
    const link = `${services.config.appUrl}${other.path}`;
    const mail = await renderPlanSigned({
      ...common,
      firstName: other.firstName,
      signedBy: signer.firstName,
      link,
    });
    queued.push(
      await services.email.enqueue(tx, { to: other.email, ...mail, links: [link] }, `${key}:other`),
    );
  }
  return queued;
}
