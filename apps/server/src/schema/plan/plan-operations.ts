/**
 * The plan operations (decision 070): `PurchaseCase.plan` (the current version), the operators' `preparePlan`,
 * the customers' `openPlan` (starts their review window) and `signPlan`, and `planPdf` (the exact document, for
 * its signers and operators).
 */
import { planIdInputSchema, preparePlanInputSchema, signPlanInputSchema } from '@stairway/domain/plan-inputs';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { notFound } from '../../lib/app-error';
import { getOperator } from '../../services/operators';
import { planForSigner } from '../../services/plans/plan-access';
import { preparePlan } from '../../services/plans/prepare-plan';
import { planPdf } from '../../services/plans/read-plans';
import { openPlan, signPlan } from '../../services/plans/sign-plan';
import { getPurchaseCase } from '../../services/purchase-cases/read-purchase-cases';
import { PurchaseCaseRef, PurchaseCaseReviewRef } from '../purchase-case/purchase-case-types';
import { parseInput } from '../validate-input';
import { PlanRef, type PlanView, planView } from './plan-types';

builder.objectFields(PurchaseCaseRef, (t) => ({
  plan: t.field({
    type: PlanRef,
    nullable: true,
    description:
      'The current version of the purchase’s plan (the newest); null until an operator prepares one.',
    resolve: async (r, _args, ctx) => {
      const row = await ctx.loaders.currentPlan.load(r.purchaseCase.id);
      return row ? planView(row) : null;
    },
  }),
}));

const PlanPdfRef = builder
  .objectRef<{ fileName: string; base64: string; sha256: string }>('PlanPdf')
  .implement({
    description: 'A plan version’s PDF, the exact document whose SHA-256 is recorded.',
    fields: (t) => ({
      fileName: t.exposeString('fileName', { description: 'A file name, e.g. "stairway-plan-v1.pdf".' }),
      base64: t.exposeString('base64', { description: 'The PDF’s bytes, base64.' }),
      sha256: t.exposeString('sha256', { description: 'The SHA-256 of those bytes, lower-case hex.' }),
    }),
  });

/** A version as the asking customer sees it, after an operation (who opened and signed it read again). */
async function planFor(ctx: Context, planId: string): Promise<PlanView> {
  const { plan } = await planForSigner(ctx.db, ctx.actor, planId);
  ctx.loaders.planPeople.clear(planId);
  return planView(plan);
}

builder.queryFields((t) => ({
  planPdf: t.withAuth({ applicant: true, coApplicant: true, operator: true }).fieldWithInput({
    type: PlanPdfRef,
    description:
      'A plan version’s PDF for its applicant, its co-applicant on a joint plan, or an operator. NOT_FOUND for ' +
      'anyone else’s plan or an unknown id.',
    input: { planId: t.input.id({ description: 'The version’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { planId } = parseInput(planIdInputSchema, input);
      // A customer's own plan only (NOT_FOUND otherwise); operators see every plan.
      if (ctx.actor?.kind !== 'operator') await planForSigner(ctx.db, ctx.actor, planId);
      const found = await planPdf(ctx.db, planId);
      if (!found) throw notFound('That plan');
      return {
        fileName: `stairway-plan-v${found.version}.pdf`,
        base64: found.pdf.toString('base64'),
        sha256: found.sha256,
      };
    },
  }),
}));

builder.mutationFields((t) => ({
  preparePlan: t.withAuth({ operator: true }).fieldWithInput({
    type: PurchaseCaseReviewRef,
    description:
      'Prepares the next version of a purchase’s plan from the agreed price and the monthly rent (whole pounds): ' +
      'its key facts, schedule and PDF with the PDF’s SHA-256; it becomes the version to sign, and the applicant ' +
      'and a joined co-applicant are e-mailed that it is ready to read. BAD_USER_INPUT ' +
      '(price, monthlyRent); CONFLICT when the purchase fell through or the plan is already signed by everyone; ' +
      'NOT_FOUND for an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      price: t.input.int({ description: 'The agreed price, whole pounds (£10,000 to £5,000,000).' }),
      monthlyRent: t.input.int({ description: 'The monthly rent, whole pounds (£1 to £50,000).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(preparePlanInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      await preparePlan(ctx, { ...parsed, actor: me.email });
      ctx.loaders.currentPlan.clear(parsed.purchaseCaseId);
      return getPurchaseCase(ctx.db, parsed.purchaseCaseId);
    },
  }),
  openPlan: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PlanRef,
    description:
      'Records that the signed-in applicant or co-applicant opened a plan version; the first opening starts their ' +
      'review window (PLAN_REVIEW_DAYS). NOT_FOUND for anyone else’s plan. Applicants and co-applicants only.',
    input: { planId: t.input.id({ description: 'The version’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const planId = await openPlan(ctx, ctx.actor, parseInput(planIdInputSchema, input).planId);
      return planFor(ctx, planId);
    },
  }),
  signPlan: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PlanRef,
    description:
      'Signs the current version of the plan for the signed-in applicant or co-applicant, recording when, from ' +
      'which IP address and the SHA-256 of the document. BAD_USER_INPUT: sha256 when it is not this version’s; ' +
      'tookAdvice within the review window without confirming advice, or before opening it. CONFLICT when the ' +
      'purchase fell through, a newer version exists or they signed already. NOT_FOUND for anyone else’s plan. Applicants and co-applicants only.',
    input: {
      planId: t.input.id({ description: 'The version’s id (UUID).' }),
      sha256: t.input.string({
        description: 'The SHA-256 of the document they read (shown on the page): 64 characters, hexadecimal.',
      }),
      tookAdvice: t.input.boolean({ description: 'True when they confirm they took independent advice.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(signPlanInputSchema, input);
      const planId = await signPlan(ctx, ctx.actor, { ...parsed, ip: ctx.ip });
      return planFor(ctx, planId);
    },
  }),
}));
