/**
 * Arrears in the API (decision 075; the rules are packages/domain arrears.ts): a plan's arrears as its customer
 * and its operators read them, with the payment plan, its instalments and the requests for help. Amounts are
 * whole pence, days whole London days.
 */
import { builder } from '../../builder';
import type { ArrearsCase } from '../../services/arrears/ops-arrears';
import type {
  ArrearsState,
  HardshipRow,
  InstalmentView,
  PaymentPlanView,
} from '../../services/arrears/read-arrears';

export const HardshipRequestRef = builder.objectRef<HardshipRow>('HardshipRequest').implement({
  description: 'A customer’s request for help from a person, and the team’s response.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The request’s id (UUID).' }),
    message: t.exposeString('message', { description: 'What the customer wrote.' }),
    requestedBy: t.string({
      description: '"Applicant" or "Co-applicant".',
      resolve: (row) => (row.requestedBy === 'coApplicant' ? 'Co-applicant' : 'Applicant'),
    }),
    response: t.exposeString('response', { nullable: true, description: 'The response; null until given.' }),
    respondedBy: t.string({
      nullable: true,
      description: 'Who responded: the operator’s e-mail for operators, "Stairway" for the customer.',
      resolve: (row, _args, ctx) =>
        row.respondedBy === null ? null : ctx.actor?.kind === 'operator' ? row.respondedBy : 'Stairway',
    }),
    respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true, description: 'When.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
  }),
});

const ArrearsInstalmentRef = builder.objectRef<InstalmentView>('ArrearsInstalment').implement({
  description: 'One instalment of a payment plan of arrears.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The instalment’s id (UUID).' }),
    number: t.exposeInt('number', { description: '1 for the first.' }),
    dueOn: t.field({ type: 'Date', description: 'Its day, YYYY-MM-DD.', resolve: (row) => row.dueOn }),
    amountPence: t.exposeInt('amountPence', { description: 'Its amount, pence.' }),
    paidPence: t.exposeInt('paidPence', {
      description:
        'How much of it is paid, pence: the ledger’s credits to arrears since the plan was agreed.',
    }),
    status: t.string({
      description: '"met" (paid), "due" (today or later) or "missed" (its day passed unpaid).',
      resolve: (row) => row.status,
    }),
  }),
});

const ArrearsPaymentPlanRef = builder.objectRef<PaymentPlanView>('ArrearsPaymentPlan').implement({
  description: 'A payment plan of arrears agreed in the app: instalments clearing what was owed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The payment plan’s id (UUID).' }),
    agreedOn: t.field({
      type: 'Date',
      description: 'The day it was agreed.',
      resolve: (row) => row.agreedOn,
    }),
    arrearsPence: t.exposeInt('arrearsPence', { description: 'What was owed when it was agreed, pence.' }),
    paidPence: t.exposeInt('paidPence', { description: 'Paid off the arrears since it was agreed, pence.' }),
    instalments: t.field({
      type: [ArrearsInstalmentRef],
      description: 'Its instalments, in date order.',
      resolve: (row) => row.instalments,
    }),
  }),
});

const SuggestedInstalmentRef = builder
  .objectRef<{ dueOn: string; amountPence: number }>('SuggestedArrearsInstalment')
  .implement({
    description: 'One instalment of the suggested payment plan.',
    fields: (t) => ({
      dueOn: t.field({ type: 'Date', description: 'Its day, YYYY-MM-DD.', resolve: (row) => row.dueOn }),
      amountPence: t.exposeInt('amountPence', { description: 'Its amount, pence.' }),
    }),
  });

export const ArrearsRef = builder.objectRef<ArrearsState>('Arrears').implement({
  description:
    'A plan’s arrears: what is owed and since when, the stage, the payment plan and the requests for help.',
  fields: (t) => ({
    arrearsPence: t.exposeInt('arrearsPence', {
      description: 'What is owed now, pence: the plan ledger’s arrears balance.',
    }),
    sinceDate: t.field({
      type: 'Date',
      nullable: true,
      description: 'The due date of the oldest collection still unpaid; null when nothing is owed.',
      resolve: (row) => row.sinceDate,
    }),
    ageDays: t.exposeInt('ageDays', { description: 'Days since `sinceDate` (0 when nothing is owed).' }),
    bucket: t.string({
      description: 'The age bucket, days: "0-30", "31-60", "61-90" or "90+".',
      resolve: (row) => row.bucket,
    }),
    stage: t.string({
      description:
        '"none", "grace" (first 14 days), "reminders" (to day 28), "follow-up" or "plan" (kept to).',
      resolve: (row) => row.stage,
    }),
    stageLabel: t.exposeString('stageLabel', { description: 'The stage in kind words.' }),
    paymentPlan: t.field({
      type: ArrearsPaymentPlanRef,
      nullable: true,
      description: 'The payment plan in force; null when none was agreed.',
      resolve: (row) => row.paymentPlan,
    }),
    suggestedPlan: t.field({
      type: [SuggestedInstalmentRef],
      description:
        'The suggested offer: equal monthly instalments over 3 months from today (none when nothing is owed).',
      resolve: (row) => row.suggestedPlan,
    }),
    hardshipRequests: t.field({
      type: [HardshipRequestRef],
      description: 'The customer’s requests for help, newest first (at most 50).',
      resolve: (row) => row.hardship,
    }),
  }),
});

/** The signed-in customer's arrears (the same type as the operators read). */
export const MyArrearsRef = ArrearsRef;

export const ArrearsCaseRef = builder.objectRef<ArrearsCase>('ArrearsCase').implement({
  description: 'A plan with arrears (or a request for help unanswered), as operators see it.',
  fields: (t) => ({
    planId: t.exposeID('planId', { description: 'The plan version’s id (UUID).' }),
    purchaseCaseId: t.exposeID('purchaseCaseId', { description: 'The purchase case’s id (UUID).' }),
    customerName: t.exposeString('customerName', { description: 'The applicant’s name.' }),
    email: t.exposeString('email', { description: 'The applicant’s e-mail.' }),
    address: t.exposeString('address', { description: 'The home’s address.' }),
    arrears: t.field({ type: ArrearsRef, description: 'The arrears.', resolve: (row) => row }),
  }),
});
