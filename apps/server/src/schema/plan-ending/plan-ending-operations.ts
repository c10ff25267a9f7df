/**
 * The way out of a plan (decision 076; services/plan-endings): the customers' `giveMoveOutNotice`,
 * `changeMoveOutDay`, `withdrawMoveOutNotice` and `goAheadWithBuyOut` (applicant and joined co-applicant, their own
 * plan only), and the operators' `recordMoveOutInspection`, `recordMoveOutRefundPaid`, `recordBuyOutStep`,
 * `completeBuyOut` and `recordBuyOutFallenThrough`.
 * Reading is `planEnding` on `HomePayments` (plan-ending-types.ts).
 */
import { PLAN_ENDING_NOTE_MAX } from '@stairway/domain/plan-ending';
import {
  changeMoveOutDayInputSchema,
  completeBuyOutInputSchema,
  giveMoveOutNoticeInputSchema,
  goAheadWithBuyOutInputSchema,
  recordBuyOutFallenThroughInputSchema,
  recordBuyOutStepInputSchema,
  recordMoveOutInspectionInputSchema,
  recordMoveOutRefundPaidInputSchema,
} from '@stairway/domain/plan-ending-inputs';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { AppError } from '../../lib/app-error';
import { casePlan } from '../../services/direct-debit/customer-plan';
import { getOperator } from '../../services/operators';
import { completeBuyOut, goAheadWithBuyOut, recordBuyOutStep } from '../../services/plan-endings/buy-out';
import { recordBuyOutFallenThrough } from '../../services/plan-endings/fallen-through';
import {
  giveMoveOutNotice,
  recordMoveOutInspection,
  withdrawMoveOutNotice,
} from '../../services/plan-endings/move-out';
import { changeMoveOutDay } from '../../services/plan-endings/moving-day';
import type { SignedPlan } from '../../services/plan-endings/plan-ending-access';
import { recordMoveOutRefundPaid } from '../../services/plan-endings/refund-paid';
import { getPurchaseCase } from '../../services/purchase-cases/read-purchase-cases';
import { parseInput } from '../validate-input';
import { PlanEndingRef } from './plan-ending-types';

const BuyOutStepEnum = builder.enumType('BuyOutStep', {
  description: 'A step of buying the rest an operator records before completion.',
  values: {
    VALUATION_INSTRUCTED: { description: 'The RICS valuation was instructed.' },
    VALUATION_RECEIVED: { description: 'The RICS valuation’s figure came back (it becomes the price).' },
    MORTGAGE_OFFER: { description: 'The customer’s mortgage offer was received.' },
  } as const,
});

/** A case's signed plan and the operator's e-mail (CONFLICT before everyone signed; NOT_FOUND for no case). */
async function operatorCase(
  ctx: Context,
  purchaseCaseId: string,
): Promise<{ found: SignedPlan; email: string }> {
  if (ctx.actor?.kind !== 'operator') throw new AppError('FORBIDDEN', 'Operators only.');
  const found = await casePlan(ctx.db, await getPurchaseCase(ctx.db, purchaseCaseId));
  if (!found.plan || !found.fullySigned)
    throw new AppError('CONFLICT', 'The plan is not signed by everyone yet.');
  const me = await getOperator(ctx.db, ctx.actor.operatorId);
  return { found: { ...found, plan: found.plan }, email: me.email };
}

builder.mutationFields((t) => ({
  giveMoveOutNotice: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Gives notice to move out on a moving day at least 30 days and at most a year away (packages/domain ' +
      'plan-ending.ts); the team and the customer are e-mailed. BAD_USER_INPUT naming movingOn or reason; CONFLICT ' +
      'when the plan is already ending, not signed or not moved in; NOT_FOUND without a plan. Applicants and ' +
      'co-applicants only.',
    input: {
      movingOn: t.input.string({ description: 'The moving day, YYYY-MM-DD, 30 days to a year from today.' }),
      reason: t.input.string({
        required: false,
        description: 'Why they are leaving (at most 500 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) =>
      giveMoveOutNotice(ctx, ctx.actor, parseInput(giveMoveOutNoticeInputSchema, input)),
  }),
  changeMoveOutDay: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Changes the moving day of the notice that stands, before the current moving day and the inspection: the ' +
      'new day follows the rules of notice given today (30 days to a year away; packages/domain ' +
      'plan-ending-changes.ts); each change is kept; the team and the customer are e-mailed. BAD_USER_INPUT naming ' +
      'movingOn; CONFLICT when there is no notice whose day can change now; NOT_FOUND without a plan. Applicants ' +
      'and co-applicants only.',
    input: {
      movingOn: t.input.string({
        description: 'The new moving day, YYYY-MM-DD, 30 days to a year from today (10 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) =>
      changeMoveOutDay(ctx, ctx.actor, parseInput(changeMoveOutDayInputSchema, input)),
  }),
  withdrawMoveOutNotice: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: PlanEndingRef,
    description:
      'Withdraws the notice to move out, before the moving day and the inspection; the team and the customer are ' +
      'e-mailed. CONFLICT when there is no notice to withdraw now; NOT_FOUND without a plan. Applicants and ' +
      'co-applicants only.',
    resolve: (_root, _args, ctx) => withdrawMoveOutNotice(ctx, ctx.actor),
  }),
  goAheadWithBuyOut: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Says the customer wants to buy the rest on a quote of theirs that still holds; the team and the customer ' +
      'are e-mailed. NOT_FOUND for a quote that is not theirs; CONFLICT when it has expired or the plan is ' +
      'already ending. Applicants and co-applicants only.',
    input: { quoteId: t.input.id({ description: 'The quote’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { quoteId } = parseInput(goAheadWithBuyOutInputSchema, input);
      return goAheadWithBuyOut(ctx, ctx.actor, quoteId);
    },
  }),
  recordMoveOutInspection: t.withAuth({ operator: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Records the move-out inspection: the damage charge beyond fair wear and tear (pence, 0 allowed), the refund ' +
      'agreed in the ledger (the leaving refund less the damage, never below 0), the Direct Debit cancelled and no ' +
      'collection after the moving day; the customer is e-mailed. BAD_USER_INPUT naming inspectedOn, damagePence ' +
      'or damageNote; CONFLICT without a standing notice; NOT_FOUND for an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      inspectedOn: t.input.string({
        description: 'The inspection day, YYYY-MM-DD, not in the future nor before the notice.',
      }),
      damagePence: t.input.int({ description: 'The damage charge, whole pence (0 to 5,000,000).' }),
      damageNote: t.input.string({
        required: false,
        description: 'What the damage is (at most 500 characters; required above 0).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(recordMoveOutInspectionInputSchema, input);
      const { found, email } = await operatorCase(ctx, parsed.purchaseCaseId);
      return recordMoveOutInspection(ctx, found, parsed, email);
    },
  }),
  recordMoveOutRefundPaid: t.withAuth({ operator: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Records the move-out refund as paid by bank transfer: the refund must be the figure due as the ledger ' +
      'stands now (including a collection confirmed after the inspection, which is agreed as a refund first), ' +
      'then the ledger’s refund-paid; the plan has ended; the customer is e-mailed. BAD_USER_INPUT naming paidOn, ' +
      'amountPence (with the figure due) or reference; CONFLICT before the inspection or once paid; NOT_FOUND for ' +
      'an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      paidOn: t.input.string({
        description: 'The day paid, YYYY-MM-DD, not in the future nor before the inspection.',
      }),
      amountPence: t.input.int({
        description:
          'The refund paid, whole pence: must be PlanEnding.refundNow.nowPence (0 to 2,000,000,000).',
      }),
      reference: t.input.string({ description: 'The bank transfer’s reference (1 to 100 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(recordMoveOutRefundPaidInputSchema, input);
      const { found, email } = await operatorCase(ctx, parsed.purchaseCaseId);
      return recordMoveOutRefundPaid(ctx, found, parsed, email);
    },
  }),
  recordBuyOutStep: t.withAuth({ operator: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Records a step of buying the rest: the RICS valuation instructed, its figure (also recorded as the home’s ' +
      'surveyor valuation, and the price), or the mortgage offer. BAD_USER_INPUT naming on, valuePounds or ' +
      'surveyor; CONFLICT when no buy-out is going ahead or the figure comes before the instruction; NOT_FOUND for ' +
      'an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      step: t.input.field({ type: BuyOutStepEnum, required: true, description: 'The step.' }),
      on: t.input.string({ description: 'Its day, YYYY-MM-DD, not in the future nor before going ahead.' }),
      valuePounds: t.input.int({
        required: false,
        description: 'For VALUATION_RECEIVED: the figure, whole pounds (1 to 100,000,000).',
      }),
      surveyor: t.input.string({
        required: false,
        description: 'For VALUATION_RECEIVED: the surveyor or firm (at most 200 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(recordBuyOutStepInputSchema, input);
      const { found, email } = await operatorCase(ctx, parsed.purchaseCaseId);
      return recordBuyOutStep(ctx, found, parsed, email);
    },
  }),
  completeBuyOut: t.withAuth({ operator: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Records completion of buying the rest: the money received must be the price less what is held plus what ' +
      'is owed; the ledger applies the deposit and equity to the price (buy-out-completed), the Direct Debit is ' +
      'cancelled and the plan ends; the customer is e-mailed. BAD_USER_INPUT naming completedOn, ' +
      'amountReceivedPence (with the amount due) or reference; CONFLICT when no buy-out is going ahead or the ' +
      'valuation is not recorded; NOT_FOUND for an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      completedOn: t.input.string({
        description: 'The completion day, YYYY-MM-DD, not in the future nor before the valuation.',
      }),
      amountReceivedPence: t.input.int({
        description: 'The money received, whole pence (0 to 2,000,000,000).',
      }),
      reference: t.input.string({
        description: 'The bank’s reference of the money received (1 to 100 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(completeBuyOutInputSchema, input);
      const { found, email } = await operatorCase(ctx, parsed.purchaseCaseId);
      return completeBuyOut(ctx, found, parsed, email);
    },
  }),
  recordBuyOutFallenThrough: t.withAuth({ operator: true }).fieldWithInput({
    type: PlanEndingRef,
    description:
      'Records that the customer’s purchase of the rest fell through, only while it is going ahead: the ending ' +
      'becomes FALLEN_THROUGH, which ends nothing (nothing was posted to the ledger before completion; the plan and ' +
      'its collections carry on, and the customer may ask for a new quote); the customer and the team are ' +
      'e-mailed. BAD_USER_INPUT naming reason; CONFLICT naming the status otherwise; NOT_FOUND for an unknown ' +
      'case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      reason: t.input.string({
        description: `Why the purchase did not go ahead (1 to ${PLAN_ENDING_NOTE_MAX} characters).`,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(recordBuyOutFallenThroughInputSchema, input);
      const { found, email } = await operatorCase(ctx, parsed.purchaseCaseId);
      return recordBuyOutFallenThrough(ctx, found, parsed, email);
    },
  }),
}));
