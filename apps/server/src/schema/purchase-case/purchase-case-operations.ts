/**
 * The purchase case operations (ARCHITECTURE.md §7; the "life after approval" issue): the customer's
 * `myPurchaseCase` (applicant and co-applicant), the operators' `purchaseCases`, `purchaseCase` and
 * `movePurchaseCase` (services/purchase-cases), and the pipeline viewers' `getPipelinePurchaseStages` (counts
 * and days, never who).
 */

import { PURCHASE_CASE_STATE_LABELS } from '@stairway/domain/purchase-case';
import {
  movePurchaseCaseInputSchema,
  purchaseCaseIdInputSchema,
} from '@stairway/domain/purchase-case-inputs';
import { builder } from '../../builder';
import { getApplication } from '../../services/applications';
import { actingPerson } from '../../services/co-applicants';
import { getOperator } from '../../services/operators';
import { movePurchaseCase } from '../../services/purchase-cases/move-purchase-case';
import {
  type PurchaseStageSummary,
  summarisePurchaseStages,
} from '../../services/purchase-cases/purchase-stage-summary';
import {
  getApplicationPurchaseCase,
  getPurchaseCase,
  listPurchaseCases,
} from '../../services/purchase-cases/read-purchase-cases';
import { PurchaseCaseStateEnum } from '../enums';
import { parseInput } from '../validate-input';
import { PurchaseCaseRef, PurchaseCaseReviewRef } from './purchase-case-types';

const PipelinePurchaseStageRef = builder.objectRef<PurchaseStageSummary>('PipelinePurchaseStage').implement({
  description:
    'How many purchase cases are at a state and how long cases spend in it: figures only, never who.',
  fields: (t) => ({
    state: t.field({ type: PurchaseCaseStateEnum, description: 'The state.', resolve: (r) => r.state }),
    label: t.string({
      description: 'The state as people read it.',
      resolve: (r) => PURCHASE_CASE_STATE_LABELS[r.state],
    }),
    cases: t.exposeInt('cases', { description: 'Cases at this state now.' }),
    averageDaysSpent: t.exposeFloat('averageDaysSpent', {
      nullable: true,
      description:
        'The mean days a case spent at this state before moving on (one decimal place), over the cases that have ' +
        'left it; null when none has.',
    }),
    casesMovedOn: t.exposeInt('casesMovedOn', {
      description: 'Cases that have left this state (the mean’s sample).',
    }),
  }),
});

builder.queryFields((t) => ({
  myPurchaseCase: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: PurchaseCaseRef,
    nullable: true,
    description:
      'The purchase of the approved home of the signed-in applicant’s application (the co-applicant’s: the ' +
      'application that added them): the live case, else the one that fell through most recently; null before ' +
      'a home is approved. NOT_FOUND when the application no longer exists. Applicants and co-applicants only.',
    resolve: async (_root, _args, ctx) => {
      const { userId } = await actingPerson(ctx.db, ctx.actor);
      const application = await getApplication(ctx.db, userId);
      return getApplicationPurchaseCase(ctx.db, application.id);
    },
  }),
  purchaseCases: t.withAuth({ operator: true }).field({
    type: [PurchaseCaseReviewRef],
    description:
      'Purchase cases, longest at their state first: those still going (the default), or every one with ' +
      '`includeClosed` (moved in and fallen through too); at most 500. Operators only.',
    args: {
      includeClosed: t.arg.boolean({
        required: false,
        description: 'Include moved-in and fallen-through cases.',
      }),
    },
    resolve: (_root, args, ctx) => listPurchaseCases(ctx.db, args.includeClosed ? 'all' : 'open'),
  }),
  purchaseCase: t.withAuth({ operator: true }).fieldWithInput({
    type: PurchaseCaseReviewRef,
    description:
      'One purchase case with its applicant and history. NOT_FOUND for an unknown id; BAD_USER_INPUT (field ' +
      'purchaseCaseId) for an id that is not a UUID. Operators only.',
    input: { purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      getPurchaseCase(ctx.db, parseInput(purchaseCaseIdInputSchema, input).purchaseCaseId),
  }),
  getPipelinePurchaseStages: t.withAuth({ pipelineViewer: true }).field({
    type: [PipelinePurchaseStageRef],
    description:
      'Purchase cases at each state (opened, the seven stages, fallen through) and the mean days spent in each; ' +
      'counts only, never a case, applicant or home. Pipeline viewers only.',
    resolve: (_root, _args, ctx) => summarisePurchaseStages(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  movePurchaseCase: t.withAuth({ operator: true }).fieldWithInput({
    type: PurchaseCaseReviewRef,
    description:
      'Moves a purchase case to its next stage, or to FallenThrough with a reason, dated the day it happened ' +
      '(not before the current state’s day, not after today), with an optional note: writes the history and ' +
      'audit rows and e-mails the applicant and a joined co-applicant (the stage, its day, what happens next and ' +
      'a fall-through’s reason; never the note); a fall-through lets the applicant submit ' +
      'another home. BAD_USER_INPUT (field to, date, reason or note) when the move is not allowed, naming what ' +
      'is; NOT_FOUND for an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      to: t.input.field({ type: PurchaseCaseStateEnum, description: 'The state to move to.' }),
      date: t.input.string({ description: 'The day it happened, YYYY-MM-DD.' }),
      reason: t.input.string({
        required: false,
        description:
          'Why it fell through: required for FallenThrough, refused otherwise (1,000 characters at most).',
      }),
      note: t.input.string({
        required: false,
        description: 'A note for the history and the audit log, not e-mailed (1,000 characters at most).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(movePurchaseCaseInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      const moved = await movePurchaseCase(ctx, { ...parsed, actor: me.email });
      ctx.loaders.forgetApplication(moved.applicationId);
      return getPurchaseCase(ctx.db, moved.id);
    },
  }),
}));
