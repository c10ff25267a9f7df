/**
 * The way out of a plan as GraphQL reads it (decision 076): `planEnding` on `HomePayments` (the customer's
 * myHomePayments and the operators' planPayments), with its steps, days and figures, and the moving days a notice
 * may give. Operators also see who recorded each step.
 */

import type { LedgerBalances } from '@stairway/domain/ledger-accounts';
import { buyOutSettlement } from '@stairway/domain/ledger-buy-out';
import { canWithdrawNotice, endingSteps, movingDayRange, planHasEnded } from '@stairway/domain/plan-ending';
import { canChangeMovingDay } from '@stairway/domain/plan-ending-changes';
import { builder } from '../../builder';
import type { PlanPaymentsView } from '../../services/direct-debit/read-payments';
import { heldAppliedOnCompletion } from '../../services/plan-endings/ending-payments';
import {
  lastFallenThrough,
  livePlanEnding,
  movingDayChanges,
  type PlanEndingRow,
} from '../../services/plan-endings/read-plan-endings';
import { refundNow } from '../../services/plan-endings/refund-paid';
import { HomePaymentsRef } from '../home-payments/home-payments-types';

/** How a plan ends. */
export const PlanEndingKindEnum = builder.enumType('PlanEndingKind', {
  description: 'How a plan ends: the customer moves out, or buys the rest.',
  values: {
    MOVE_OUT: { value: 'move-out', description: 'The customer gave notice to move out.' },
    BUY_OUT: { value: 'buy-out', description: 'The customer is buying the rest of the home.' },
  } as const,
});

/** Where an ending stands. */
export const PlanEndingStatusEnum = builder.enumType('PlanEndingStatus', {
  description: 'Where an ending stands; REFUND_PAID and COMPLETED mean the plan has ended.',
  values: {
    NOTICE_GIVEN: { value: 'notice-given', description: 'Notice to move out stands.' },
    WITHDRAWN: { value: 'withdrawn', description: 'The notice was withdrawn.' },
    INSPECTED: { value: 'inspected', description: 'The home was inspected; the refund is due.' },
    REFUND_PAID: { value: 'refund-paid', description: 'The refund was paid: the plan has ended.' },
    GOING_AHEAD: { value: 'going-ahead', description: 'The customer is buying the rest.' },
    COMPLETED: { value: 'completed', description: 'The purchase completed: the plan has ended.' },
    FALLEN_THROUGH: {
      value: 'fallen-through',
      description: 'The purchase of the rest fell through: the plan carries on (nothing ended).',
    },
  } as const,
});

const PlanEndingStepRef = builder
  .objectRef<{ label: string; done: boolean; on: string | null; pence: number | null }>('PlanEndingStep')
  .implement({
    description: 'One step of an ending (packages/domain plan-ending.ts endingSteps).',
    fields: (t) => ({
      label: t.exposeString('label', { description: 'The step in words, e.g. "Home inspected".' }),
      done: t.exposeBoolean('done', { description: 'Whether it has happened.' }),
      on: t.field({
        type: 'Date',
        nullable: true,
        description: 'The day it happened.',
        resolve: (r) => r.on,
      }),
      pence: t.exposeInt('pence', {
        nullable: true,
        description: 'Its figure, pence: the damage charge, the refund, the valuation, the amount received.',
      }),
    }),
  });

const MovingDayChangeRef = builder
  .objectRef<{ fromDay: string; toDay: string; changedOn: string }>('MovingDayChange')
  .implement({
    description: 'One change of a notice’s moving day (the first one’s fromDay is the day first given).',
    fields: (t) => ({
      fromDay: t.field({ type: 'Date', description: 'The moving day before.', resolve: (r) => r.fromDay }),
      toDay: t.field({ type: 'Date', description: 'The moving day after.', resolve: (r) => r.toDay }),
      changedOn: t.field({
        type: 'Date',
        description: 'The day of the change.',
        resolve: (r) => r.changedOn,
      }),
    }),
  });

const RefundNowRef = builder
  .objectRef<{ atInspectionPence: number; nowPence: number; morePence: number; collectionOn: string | null }>(
    'MoveOutRefundNow',
  )
  .implement({
    description:
      'The move-out refund as the ledger stands now against the figure agreed at the inspection (packages/domain ' +
      'plan-ending-changes.ts refundSinceInspection), pence.',
    fields: (t) => ({
      atInspectionPence: t.exposeInt('atInspectionPence', {
        description: 'Agreed at the inspection, pence.',
      }),
      nowPence: t.exposeInt('nowPence', {
        description: 'Due now, pence: what recordMoveOutRefundPaid must record.',
      }),
      morePence: t.exposeInt('morePence', {
        description: 'nowPence less atInspectionPence (above 0 after a collection confirmed since), pence.',
      }),
      collectionOn: t.field({
        type: 'Date',
        nullable: true,
        description: 'The day of the last collection confirmed after the inspection, if any.',
        resolve: (r) => r.collectionOn,
      }),
    }),
  });

const date = (get: (r: PlanEndingRow) => string | null, description: string) => ({
  type: 'Date' as const,
  nullable: true as const,
  description,
  resolve: get,
});

/** A plan's ending. */
export const PlanEndingRef = builder
  .objectRef<PlanEndingRow & { balances?: LedgerBalances }>('PlanEnding')
  .implement({
    description: 'The way out of a plan: moving out or buying the rest, its steps, days and figures (pence).',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The ending’s id (UUID).' }),
      kind: t.field({ type: PlanEndingKindEnum, description: 'How the plan ends.', resolve: (r) => r.kind }),
      status: t.field({
        type: PlanEndingStatusEnum,
        description: 'Where it stands.',
        resolve: (r) => r.status,
      }),
      ended: t.boolean({
        description: 'True once the refund is paid or the purchase completed: the plan has ended.',
        resolve: (r) => planHasEnded(r.status),
      }),
      withdrawable: t.boolean({
        description: 'True while the notice may be withdrawn (before the moving day and the inspection).',
        resolve: (r, _args, ctx) => canWithdrawNotice(r, ctx.today),
      }),
      movingDayChangeable: t.boolean({
        description: 'True while the moving day may be changed (the notice stands, before the moving day).',
        resolve: (r, _args, ctx) => canChangeMovingDay(r, ctx.today),
      }),
      movingDayChanges: t.field({
        type: [MovingDayChangeRef],
        description: 'Each change of the moving day, oldest first (empty when it never changed).',
        resolve: (r, _args, ctx) => (r.kind === 'move-out' ? movingDayChanges(ctx.db, r.id) : []),
      }),
      steps: t.field({
        type: [PlanEndingStepRef],
        description: 'The steps in order, each done or not, with its day and figure.',
        resolve: (r) => endingSteps(r),
      }),
      noticeGivenOn: t.field(date((r) => r.noticeGivenOn, 'The day notice was given.')),
      movingOn: t.field(date((r) => r.movingOn, 'The moving day in the notice.')),
      reason: t.exposeString('reason', { nullable: true, description: 'The reason for leaving, if given.' }),
      inspectedOn: t.field(date((r) => r.inspectedOn, 'The day of the move-out inspection.')),
      damagePence: t.exposeInt('damagePence', {
        nullable: true,
        description: 'The charge for damage beyond fair wear and tear, pence.',
      }),
      damageNote: t.exposeString('damageNote', { nullable: true, description: 'What the damage was.' }),
      refundDuePence: t.exposeInt('refundDuePence', {
        nullable: true,
        description: 'The refund agreed at the inspection, pence (never below 0).',
      }),
      refundPaidOn: t.field(date((r) => r.refundPaidOn, 'The day the refund was paid.')),
      refundPaidPence: t.exposeInt('refundPaidPence', {
        nullable: true,
        description: 'The refund paid, pence (more than refundDuePence after a collection confirmed since).',
      }),
      refundNow: t.field({
        type: RefundNowRef,
        nullable: true,
        description:
          'After the inspection and before the refund is paid: the refund due as the ledger stands now.',
        resolve: (r, _args, ctx) => (r.status === 'inspected' ? refundNow(ctx.db, r) : null),
      }),
      fallenThroughOn: t.field(date((r) => r.fallenThroughOn, 'The day the purchase fell through.')),
      fallenThroughReason: t.exposeString('fallenThroughReason', {
        nullable: true,
        description: 'Why the purchase did not go ahead (the operator’s words, at most 500 characters).',
      }),
      pricePounds: t.exposeInt('pricePounds', {
        nullable: true,
        description: 'Buying the rest: the price, whole pounds (the quote’s, then the RICS valuation’s).',
      }),
      goAheadOn: t.field(date((r) => r.goAheadOn, 'The day the customer went ahead on the quote.')),
      valuationInstructedOn: t.field(
        date((r) => r.valuationInstructedOn, 'The day the RICS valuation was instructed.'),
      ),
      valuationReceivedOn: t.field(
        date((r) => r.valuationReceivedOn, 'The day of the RICS valuation’s figure.'),
      ),
      valuationPounds: t.exposeInt('valuationPounds', {
        nullable: true,
        description: 'The RICS valuation’s figure, whole pounds.',
      }),
      mortgageOfferOn: t.field(date((r) => r.mortgageOfferOn, 'The day the mortgage offer was received.')),
      completedOn: t.field(date((r) => r.completedOn, 'The day the purchase completed.')),
      amountReceivedPence: t.exposeInt('amountReceivedPence', {
        nullable: true,
        description: 'The money received on completion, pence.',
      }),
      amountDuePence: t.int({
        nullable: true,
        description:
          'Buying the rest, while going ahead: what completion must receive, pence: the price less the deposit, ' +
          'equity and overpayments held, plus any arrears (packages/domain ledger-buy-out.ts buyOutSettlement, the ' +
          'rule completeBuyOut checks). Null otherwise.',
        resolve: (r) => {
          if (r.kind !== 'buy-out' || r.completedOn || !r.balances || !r.pricePounds) return null;
          try {
            return buyOutSettlement(r.balances, r.pricePounds * 100).amountReceivedPence;
          } catch {
            return null;
          }
        },
      }),
      heldAppliedPence: t.int({
        nullable: true,
        description:
          'On completion: the deposit, equity and overpayments held that counted towards the price, pence.',
        resolve: (r, _args, ctx) => (r.completedOn ? heldAppliedOnCompletion(ctx.db, r) : null),
      }),
      endsOn: t.field(date((r) => r.endsOn, 'The plan’s last day: no collection is due after it.')),
      recordedBy: t.stringList({
        description:
          'Operators only (empty for customers): who recorded each step, e.g. "Inspected by ops@…" in order.',
        resolve: (r, _args, ctx) => {
          if (ctx.actor?.kind !== 'operator') return [];
          const who: Array<[string, string | null]> = [
            ['Inspected', r.inspectedBy],
            ['Refund paid', r.refundPaidBy],
            ['Valuation instructed', r.valuationInstructedBy],
            ['Valuation recorded', r.valuationRecordedBy],
            ['Mortgage offer recorded', r.mortgageOfferBy],
            ['Completed', r.completedBy],
            ['Fell through, recorded', r.fallenThroughBy],
          ];
          return who.flatMap(([what, email]) => (email ? [`${what} by ${email}`] : []));
        },
      }),
    }),
  });

builder.objectFields(HomePaymentsRef, (t) => ({
  planEnding: t.field({
    type: PlanEndingRef,
    nullable: true,
    description:
      'The plan’s ending: notice to move out, or buying the rest, with its steps; null when the plan is not ending ' +
      '(a withdrawn notice is not shown).',
    resolve: async (view: PlanPaymentsView, _args, ctx) => {
      const row = await livePlanEnding(ctx.db, view.plan.id);
      return row && { ...row, balances: view.balances };
    },
  }),
  fallenThroughBuyOut: t.field({
    type: PlanEndingRef,
    nullable: true,
    description:
      'The latest purchase of the rest that fell through, while the plan has no live ending (the plan carries ' +
      'on; a new quote may be asked for); null otherwise.',
    resolve: (view: PlanPaymentsView, _args, ctx) => lastFallenThrough(ctx.db, view.plan.id),
  }),
  earliestMovingDay: t.field({
    type: 'Date',
    description: 'The first moving day a notice given today may ask for (30 days away).',
    resolve: (_view, _args, ctx) => movingDayRange(ctx.today).earliest,
  }),
  latestMovingDay: t.field({
    type: 'Date',
    description: 'The last moving day a notice given today may ask for (a year away).',
    resolve: (_view, _args, ctx) => movingDayRange(ctx.today).latest,
  }),
}));
