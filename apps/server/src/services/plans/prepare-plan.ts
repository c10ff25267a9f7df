/**
 * Preparing a plan (decision 070; the issue: "From the approved home and the application, Stairway produces the
 * plan"): an operator gives the agreed price and the monthly rent, and a new version is made with its PDF and
 * that PDF's SHA-256; the applicant and a joined co-applicant are e-mailed that it is ready to read. An unsigned version is replaced as the one to sign; once a version is signed by everyone
 * who must sign, no new version is made.
 */

import crypto from 'node:crypto';
import { getPlanKeyFacts } from '@stairway/domain/plan-key-facts';
import { FALLEN_THROUGH, formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, coApplicants, payments, plans, purchaseCases } from '../../db/schema';
import { renderPlanReady } from '../../emails/plan-ready';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { joinedCoApplicantOf } from '../co-applicants';
import type { QueuedEmail } from '../email-outbox';
import { describeSubmissionAddress } from '../home-decisions';
import { getPurchaseCase } from '../purchase-cases/read-purchase-cases';
import { renderPlanPdf } from './plan-pdf';
import { isSignedByEveryone, planPeople } from './read-plans';

/** An operator's plan: the case, the agreed price and the monthly rent (whole pounds). */
export type PreparePlanOptions = {
  purchaseCaseId: string;
  price: number;
  monthlyRent: number;
  /** The operator's e-mail. */
  actor: string;
  now?: Date;
};

/**
 * Makes the next version of a case's plan.
 * @returns the new version's id
 * @throws NOT_FOUND for an unknown case; CONFLICT (field purchaseCaseId) when the case fell through or the
 *   current version is signed by everyone; BAD_USER_INPUT is the input schema's (price, monthlyRent)
 */
export async function preparePlan(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  options: PreparePlanOptions,
): Promise<string> {
  const now = options.now ?? new Date();
  const view = await getPurchaseCase(services.db, options.purchaseCaseId);
  if (view.purchaseCase.state === FALLEN_THROUGH) {
    throw new AppError('CONFLICT', 'This purchase fell through: there is no plan to prepare.', {
      field: 'purchaseCaseId',
    });
  }
  const { planId, queued } = await services.db.transaction(async (tx) => {
    // One writer per case at a time: the case row is the lock.
    await tx
      .select({ id: purchaseCases.id })
      .from(purchaseCases)
      .where(eq(purchaseCases.id, view.purchaseCase.id))
      .for('update');
    const [latest] = await tx
      .select({ id: plans.id, version: plans.version, joint: plans.joint })
      .from(plans)
      .where(eq(plans.purchaseCaseId, view.purchaseCase.id))
      .orderBy(desc(plans.version))
      .limit(1);
    if (latest) {
      const [people] = await planPeople(tx, [latest.id]);
      if (isSignedByEveryone(latest, people?.signatures.map((row) => row.signer) ?? [])) {
        throw new AppError('CONFLICT', 'The plan is signed: a signed plan is not replaced.', {
          field: 'purchaseCaseId',
        });
      }
    }
    const [co] = await tx
      .select({ firstName: coApplicants.firstName, lastName: coApplicants.lastName })
      .from(coApplicants)
      .where(
        and(
          eq(coApplicants.applicationId, view.purchaseCase.applicationId),
          sql`${coApplicants.signedUpAt} is not null`,
        ),
      );
    const [fee] = await tx
      .select({ pence: payments.amountPence })
      .from(payments)
      .where(
        and(
          eq(payments.applicationId, view.purchaseCase.applicationId),
          eq(payments.status, 'Paid'),
          eq(payments.purpose, 'waitlist-fee'),
        ),
      )
      .limit(1);
    const waitlistFeePence = fee?.pence ?? 0;
    const facts = getPlanKeyFacts(
      { price: options.price, monthlyRent: options.monthlyRent },
      waitlistFeePence,
    );
    const version = (latest?.version ?? 0) + 1;
    const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const pdf = await renderPlanPdf(facts, {
      address: describeSubmissionAddress(view.home),
      names: [`${view.firstName} ${view.lastName}`, ...(co ? [`${co.firstName} ${co.lastName}`] : [])],
      version,
      date: formatPurchaseCaseDate(londonToday(createdAt)),
      createdAt,
    });
    const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
    const [made] = await tx
      .insert(plans)
      .values({
        purchaseCaseId: view.purchaseCase.id,
        version,
        price: options.price,
        monthlyRent: options.monthlyRent,
        waitlistFeePence,
        joint: Boolean(co),
        pdf,
        sha256,
        preparedBy: options.actor,
        createdAt,
      })
      .returning({ id: plans.id });
    if (!made) throw notFound('That plan');
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: 'prepare-plan',
      subjectId: view.purchaseCase.id,
      details: {
        applicationId: view.purchaseCase.applicationId,
        version,
        price: options.price,
        monthlyRent: options.monthlyRent,
        sha256,
        note: `Plan version ${version}`,
      },
    });
    const queued = await queuePlanReadyEmails(services, tx, {
      applicationId: view.purchaseCase.applicationId,
      applicant: { email: view.email, firstName: view.firstName },
      home: describeSubmissionAddress(view.home) || 'your home',
      planId: made.id,
      version,
    });
    return { planId: made.id, queued };
  });
  await services.email.deliver(queued);
  return planId;
}

/**
 * Queues "Your plan is ready" to the applicant and a joined co-applicant in the version's transaction (the
 * outbox, decision 063), keyed by the version so each is e-mailed once.
 */
async function queuePlanReadyEmails(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  options: {
    applicationId: string;
    applicant: { email: string; firstName: string };
    home: string;
    planId: string;
    version: number;
  },
): Promise<QueuedEmail[]> {
  const common = {
    home: options.home,
    version: options.version,
    reviewDays: services.config.PLAN_REVIEW_DAYS,
  };
  const link = `${services.config.appUrl}/your-plan`;
  const mail = await renderPlanReady({ ...common, firstName: options.applicant.firstName, link });
  const key = `plan-ready:${options.planId}`;
  const queued = [
    await services.email.enqueue(tx, { to: options.applicant.email, ...mail, links: [link] }, key),
  ];
  const co = await joinedCoApplicantOf(tx, options.applicationId);
  if (co) {
    const coLink = `${services.config.appUrl}/co-applicant-your-plan`;
    const coMail = await renderPlanReady({ ...common, firstName: co.firstName, link: coLink });
    queued.push(
      await services.email.enqueue(tx, { to: co.email, ...coMail, links: [coLink] }, `${key}:co-applicant`),
    );
  }
  return queued;
}
