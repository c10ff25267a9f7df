/**
 * Purchase cases in the API (ARCHITECTURE.md §7 "Purchase case"; the state enum is in enums.ts): the customer's view
 * (`PurchaseCase`: the home, where it stands, what happens next, the timeline) and the operator's
 * (`PurchaseCaseReview`: the same with the applicant and the history with notes and who moved it).
 */
import { allowedPurchaseCaseMoves, PURCHASE_CASE_STATE_LABELS } from '@stairway/domain/purchase-case';
import {
  getPurchaseTimeline,
  PURCHASE_NEXT_STEPS,
  PURCHASE_PARTY_LABELS,
  type PurchaseTimelineRow,
} from '@stairway/domain/purchase-case-progress';
import { builder } from '../../builder';
import type { PurchaseCaseEventRow } from '../../db/rows';
import { describeSubmissionAddress } from '../../services/home-decisions';
import type { PurchaseCaseView } from '../../services/purchase-cases/read-purchase-cases';
import { PurchaseCaseStateEnum } from '../enums';

/** One stage of the timeline with the day it was reached. */
type TimelineStage = PurchaseTimelineRow & { date: string | null };

const PurchaseTimelineStageRef = builder.objectRef<TimelineStage>('PurchaseTimelineStage').implement({
  description:
    'One of the seven stages in the customer’s timeline, and whether it is done, current or to come.',
  fields: (t) => ({
    stage: t.field({ type: PurchaseCaseStateEnum, description: 'The stage.', resolve: (r) => r.stage }),
    label: t.exposeString('label', { description: 'The stage as people read it, e.g. "Offer accepted".' }),
    status: t.exposeString('status', {
      description:
        'done, current, upcoming, fell-through (the stage the purchase fell through at) or not-reached ' +
        '(after it fell through); packages/domain purchase-case.ts getPurchaseTimeline.',
    }),
    date: t.field({
      type: 'Date',
      nullable: true,
      description: 'The day the stage was reached (or fell through), YYYY-MM-DD; null when not reached.',
      resolve: (r) => r.date,
    }),
  }),
});

/** The timeline with each stage's date from the history. */
function timelineOf(view: PurchaseCaseView, events: readonly PurchaseCaseEventRow[]): TimelineStage[] {
  const reachedOn = new Map(events.map((event) => [event.toState as string, event.occurredOn]));
  const c = view.purchaseCase;
  return getPurchaseTimeline(c.state, c.lastStage).map((row) => ({
    ...row,
    date:
      row.status === 'fell-through'
        ? c.stateDate
        : row.status === 'done' || row.status === 'current'
          ? (reachedOn.get(row.stage) ?? null)
          : null,
  }));
}

/** A purchase case as the applicant and co-applicant see it. */
export const PurchaseCaseRef = builder.objectRef<PurchaseCaseView>('PurchaseCase').implement({
  description:
    'The purchase of the approved home as the applicant and co-applicant see it: where it stands, what happens ' +
    'next and who it waits on, and the timeline of the seven stages (ARCHITECTURE.md §7).',
  fields: (t) => ({
    id: t.id({ description: 'The case’s id (UUID).', resolve: (r) => r.purchaseCase.id }),
    homeSubmissionId: t.id({ description: 'The approved home submission’s id.', resolve: (r) => r.home.id }),
    address: t.string({
      description: 'The home’s address in one line.',
      resolve: (r) => describeSubmissionAddress(r.home),
    }),
    askingPrice: t.int({
      nullable: true,
      description: 'The home’s asking price, whole pounds, as submitted.',
      resolve: (r) => r.home.askingPrice,
    }),
    state: t.field({
      type: PurchaseCaseStateEnum,
      description: 'Where it stands.',
      resolve: (r) => r.purchaseCase.state,
    }),
    stateLabel: t.string({
      description: 'The state as people read it, e.g. "Valuation and survey".',
      resolve: (r) => PURCHASE_CASE_STATE_LABELS[r.purchaseCase.state],
    }),
    stateDate: t.field({
      type: 'Date',
      description: 'The day it reached its state, YYYY-MM-DD.',
      resolve: (r) => r.purchaseCase.stateDate,
    }),
    nextStep: t.string({
      description: 'What happens next, in a sentence or two (packages/domain PURCHASE_NEXT_STEPS).',
      resolve: (r) => PURCHASE_NEXT_STEPS[r.purchaseCase.state].next,
    }),
    waitingOn: t.stringList({
      description: 'Who it waits on, as people read them ("You", "The seller"); empty when no one.',
      resolve: (r) =>
        PURCHASE_NEXT_STEPS[r.purchaseCase.state].waitingOn.map((p) => PURCHASE_PARTY_LABELS[p]),
    }),
    fallThroughReason: t.string({
      nullable: true,
      description: 'Why the purchase fell through; null unless it did.',
      resolve: (r) => r.purchaseCase.fallThroughReason,
    }),
    openedAt: t.field({
      type: 'DateTime',
      description: 'When the home was approved and the case opened.',
      resolve: (r) => r.purchaseCase.openedAt,
    }),
    timeline: t.field({
      type: [PurchaseTimelineStageRef],
      description:
        'The seven stages in order, each done, current, to come, fell through or not reached, with its day.',
      resolve: async (r, _args, ctx) =>
        timelineOf(r, await ctx.loaders.purchaseCaseEvents.load(r.purchaseCase.id)),
    }),
  }),
});

/** One move in a case's history, as operators see it. */
const PurchaseCaseEventRef = builder.objectRef<PurchaseCaseEventRow>('PurchaseCaseEvent').implement({
  description:
    'One move of a purchase case: from and to, the day, the note or reason, who and when it was recorded.',
  fields: (t) => ({
    fromState: t.field({
      type: PurchaseCaseStateEnum,
      nullable: true,
      description: 'The state before; null for the opening.',
      resolve: (r) => r.fromState,
    }),
    toState: t.field({
      type: PurchaseCaseStateEnum,
      description: 'The state reached.',
      resolve: (r) => r.toState,
    }),
    occurredOn: t.field({
      type: 'Date',
      description: 'The day it happened, YYYY-MM-DD.',
      resolve: (r) => r.occurredOn,
    }),
    note: t.exposeString('note', {
      nullable: true,
      description: 'The operator’s note, if any (not e-mailed).',
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why it fell through (FallenThrough only).',
    }),
    actor: t.exposeString('actor', {
      description: 'Who moved it: an operator’s e-mail, or who approved the home.',
    }),
    recordedAt: t.field({
      type: 'DateTime',
      description: 'When it was recorded.',
      resolve: (r) => r.recordedAt,
    }),
  }),
});

/** A purchase case as an operator works it. */
export const PurchaseCaseReviewRef = builder.objectRef<PurchaseCaseView>('PurchaseCaseReview').implement({
  description:
    'A purchase case as operators work it: the customer’s view, the applicant, the history and the moves allowed.',
  fields: (t) => ({
    purchaseCase: t.field({
      type: PurchaseCaseRef,
      description: 'The case as the customer sees it.',
      resolve: (r) => r,
    }),
    applicationId: t.id({
      description: 'The application’s id.',
      resolve: (r) => r.purchaseCase.applicationId,
    }),
    name: t.string({
      description: 'The applicant’s full name.',
      resolve: (r) => `${r.firstName} ${r.lastName}`,
    }),
    email: t.string({ description: 'The applicant’s e-mail address.', resolve: (r) => r.email }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last moved.',
      resolve: (r) => r.purchaseCase.updatedAt,
    }),
    allowedMoves: t.field({
      type: [PurchaseCaseStateEnum],
      description:
        'The states it may move to now: the next stage first, then FallenThrough where allowed; empty once closed.',
      resolve: (r) => allowedPurchaseCaseMoves(r.purchaseCase.state),
    }),
    history: t.field({
      type: [PurchaseCaseEventRef],
      description: 'Every move, oldest first, from the opening.',
      resolve: (r, _args, ctx) => ctx.loaders.purchaseCaseEvents.load(r.purchaseCase.id),
    }),
  }),
});
