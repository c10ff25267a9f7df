/**
 * Rent changes in the API (decision 074): `rentChanges` and `currentMonthlyRent` on `HomePayments`, and the
 * operators' `giveRentChangeNotice` and `withdrawRentChangeNotice`.
 */
import {
  giveRentChangeNoticeInputSchema,
  withdrawRentChangeNoticeInputSchema,
} from '@stairway/domain/rent-review-inputs';
import { builder } from '../../builder';
import { casePlan } from '../../services/direct-debit/customer-plan';
import type { PlanPaymentsView } from '../../services/direct-debit/read-payments';
import { getOperator } from '../../services/operators';
import { withdrawRentChangeNotice } from '../../services/plans/rent-change-withdrawal';
import { giveRentChangeNotice, type RentChangeRow } from '../../services/plans/rent-changes';
import { getPurchaseCase } from '../../services/purchase-cases/read-purchase-cases';
import { HomePaymentsRef } from '../home-payments/home-payments-types';
import { parseInput } from '../validate-input';

const RentChangeRef = builder.objectRef<RentChangeRow>('RentChange').implement({
  description:
    'A change of the monthly rent given by notice: at least two months’ notice, at most once a year, from the ' +
    'first anniversary of the move-in (packages/domain rent-review.ts).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The change’s id (UUID).' }),
    monthlyRent: t.exposeInt('monthlyRent', { description: 'The new monthly rent, whole pounds.' }),
    previousRent: t.exposeInt('previousRent', { description: 'The rent before it, whole pounds.' }),
    effectiveFrom: t.field({
      type: 'Date',
      description: 'The first day it applies: monthly payments due on or after it use it.',
      resolve: (r) => r.effectiveFrom,
    }),
    noticeGivenOn: t.field({
      type: 'Date',
      description: 'The day notice was given.',
      resolve: (r) => r.noticeGivenOn,
    }),
    reason: t.exposeString('reason', { description: 'Why, as the notice gives it.' }),
    withdrawnAt: t.expose('withdrawnAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the notice was withdrawn before its day; null while it stands (withdrawn ones are not listed).',
    }),
  }),
});

builder.objectFields(HomePaymentsRef, (t) => ({
  rentChanges: t.field({
    type: [RentChangeRef],
    description: 'The rent changes given by notice, newest first (past and to come).',
    resolve: (view: PlanPaymentsView) => view.rentChanges,
  }),
  currentMonthlyRent: t.int({
    description: 'The monthly rent that applies today, whole pounds (the plan’s until a change applies).',
    resolve: (view: PlanPaymentsView) => view.currentMonthlyRent,
  }),
}));

builder.mutationFields((t) => ({
  giveRentChangeNotice: t.withAuth({ operator: true }).fieldWithInput({
    type: RentChangeRef,
    description:
      'Gives notice of a new monthly rent for a case’s signed plan from a day, e-mailing the applicant and a joined ' +
      'co-applicant the notice (with the tribunal route for an increase). BAD_USER_INPUT naming monthlyRent (1 to ' +
      '100,000 whole pounds, not the same), effectiveFrom (YYYY-MM-DD; two months’ notice, once a year, from the first ' +
      'anniversary of the move-in) or reason (1 to 500 characters); CONFLICT before everyone signed; NOT_FOUND for ' +
      'an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      monthlyRent: t.input.int({ description: 'The new monthly rent, whole pounds (1 to 100,000).' }),
      effectiveFrom: t.input.string({ description: 'The first day it applies, YYYY-MM-DD.' }),
      reason: t.input.string({ description: 'Why the rent changes (1 to 500 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(giveRentChangeNoticeInputSchema, input);
      const found = await casePlan(ctx.db, await getPurchaseCase(ctx.db, parsed.purchaseCaseId));
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return giveRentChangeNotice(ctx, found, parsed, me.email);
    },
  }),
  withdrawRentChangeNotice: t.withAuth({ operator: true }).fieldWithInput({
    type: RentChangeRef,
    description:
      'Withdraws a rent change’s notice before the day it applies from (a mistaken notice; a corrected one is a new ' +
      'notice), e-mailing the applicant and a joined co-applicant that the rent stays as it is, and why. ' +
      'BAD_USER_INPUT naming rentChangeId (a UUID) or reason (1 to 500 characters); CONFLICT when already withdrawn ' +
      'or from its day on; NOT_FOUND for an unknown change. Operators only.',
    input: {
      rentChangeId: t.input.id({ description: 'The change’s id (UUID).' }),
      reason: t.input.string({
        description: 'Why the notice is withdrawn, told to the customer (1 to 500 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(withdrawRentChangeNoticeInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return withdrawRentChangeNotice(ctx, parsed, me.email);
    },
  }),
}));
