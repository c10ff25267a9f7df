/**
 * Opening and signing a plan (decision 070; the issue: "Signing happens in the product with a minimum review
 * window (it cannot be signed within a configurable period of first opening, 7 days by default, unless the
 * customer confirms they have taken advice) and a tamper-evident record: who signed, when, from where, and the
 * SHA-256 of the exact document signed … A joint plan needs both signatures").
 */
import { checkPlanSigning } from '@stairway/domain/plan-key-facts';
import { FALLEN_THROUGH } from '@stairway/domain/purchase-case';
import { desc, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { auditLog, planOpenings, planSignatures, plans, purchaseCases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/tokens';
import { planForSigner } from './plan-access';
import { queuePlanSignedEmails } from './plan-signed-emails';
import { isSignedByEveryone, planPeople, signersOf } from './read-plans';

/**
 * Records that the signer opened a plan version, once: their review window starts at the first opening.
 * @param services the database
 * @param actor the applicant or co-applicant
 * @param planId the version's id
 * @returns the version's id
 * @throws NOT_FOUND when it is not their plan
 */
export async function openPlan(
  services: Pick<AppServices, 'db'>,
  actor: Actor | null,
  planId: string,
  now: Date = new Date(),
): Promise<string> {
  const { plan, signer } = await planForSigner(services.db, actor, planId);
  await services.db
    .insert(planOpenings)
    .values({ planId: plan.id, signer, firstOpenedAt: now })
    .onConflictDoNothing();
  return plan.id;
}

/** A signature as the customer gives it. */
export type SignPlanOptions = {
  planId: string;
  /** The SHA-256 of the document they read (the PDF's, shown on the page): it must be the version's. */
  sha256: string;
  /** True when they confirm they took independent advice, to sign within the review window. */
  tookAdvice: boolean;
  /** Where from: the request's IP address. */
  ip: string;
  now?: Date;
};

/**
 * Signs the current version of a plan for the signer, in one transaction with an audit row and the e-mails (the
 * signer's receipt with the SHA-256; on a joint plan, a notice to the other signer), delivered after the commit.
 * @returns the version's id
 * @throws NOT_FOUND when it is not their plan; CONFLICT (field planId) when the purchase fell through, a newer
 *   version was made or they signed already; BAD_USER_INPUT (field sha256) when the document is not this version; BAD_USER_INPUT (field
 *   tookAdvice) within the review window without advice, or before opening it
 */
export async function signPlan(
  services: Pick<AppServices, 'db' | 'config' | 'email'>,
  actor: Actor | null,
  options: SignPlanOptions,
): Promise<string> {
  const now = options.now ?? new Date();
  const { planId, queued } = await services.db.transaction(async (tx) => {
    const { plan, signer, name, email, applicationId } = await planForSigner(tx, actor, options.planId);
    const [purchase] = await tx
      .select({ state: purchaseCases.state })
      .from(purchaseCases)
      .where(eq(purchaseCases.id, plan.purchaseCaseId));
    if (purchase?.state === FALLEN_THROUGH) {
      throw new AppError('CONFLICT', 'This purchase fell through: its plan can no longer be signed.', {
        field: 'planId',
      });
    }
    const [newest] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(eq(plans.purchaseCaseId, plan.purchaseCaseId))
      .orderBy(desc(plans.version))
      .limit(1)
      .for('update');
    if (newest?.id !== plan.id) {
      throw new AppError('CONFLICT', 'A newer version of your plan has been prepared: read that one.', {
        field: 'planId',
      });
    }
    const [people] = await planPeople(tx, [plan.id]);
    if (!signersOf(plan).includes(signer) || people?.signatures.some((row) => row.signer === signer)) {
      throw new AppError('CONFLICT', 'You have signed this plan already.', { field: 'planId' });
    }
    if (options.sha256.toLowerCase() !== plan.sha256) {
      throw new AppError(
        'BAD_USER_INPUT',
        'The document you read is not this version of your plan: reload it.',
        {
          field: 'sha256',
        },
      );
    }
    const opening = people?.openings.find((row) => row.signer === signer) ?? null;
    const allowed = checkPlanSigning({
      firstOpenedAt: opening?.firstOpenedAt ?? null,
      now,
      reviewDays: services.config.PLAN_REVIEW_DAYS,
      tookAdvice: options.tookAdvice,
    });
    if (!allowed.ok) throw new AppError('BAD_USER_INPUT', allowed.error, { field: 'tookAdvice' });
    await tx.insert(planSignatures).values({
      planId: plan.id,
      signer,
      name,
      email,
      signedAt: now,
      ipAddress: options.ip,
      sha256: plan.sha256,
      tookAdvice: options.tookAdvice,
    });
    await tx.insert(auditLog).values({
      actor: email,
      action: 'sign-plan',
      subjectId: plan.purchaseCaseId,
      details: {
        version: plan.version,
        signer,
        sha256: plan.sha256,
        ip: options.ip,
        note: options.tookAdvice ? 'Signed within the review window after taking advice' : null,
      },
    });
    const queued = await queuePlanSignedEmails(services, tx, {
      planId: plan.id,
      version: plan.version,
      sha256: plan.sha256,
      applicationId,
      signer,
      complete: isSignedByEveryone(plan, [signer, ...(people?.signatures.map((row) => row.signer) ?? [])]),
      signedAt: now,
    });
    return { planId: plan.id, queued };
  });
  await services.email.deliver(queued);
  return planId;
}
