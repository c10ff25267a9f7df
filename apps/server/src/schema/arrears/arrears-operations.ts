/**
 * The arrears operations (decision 075; ARCHITECTURE.md §7 "arrears cases (grace, reminders, payment plans)"):
 * the customer's `myArrears`, `proposeArrearsPlan`, `payArrearsInstalment`, `checkArrearsPayment` and
 * `requestHardshipHelp` (applicant and joined co-applicant, their own plan only), and the operators'
 * `arrearsCases` and `respondToHardship` (services/arrears). Nothing here locks a customer's page.
 */
import { MAX_PLAN_INSTALMENTS, MAX_PLAN_MONTHS, MIN_INSTALMENT_PENCE } from '@stairway/domain/arrears';
import {
  checkArrearsPaymentInputSchema,
  HARDSHIP_MESSAGE_MAX,
  payArrearsInstalmentInputSchema,
  proposeArrearsPlanInputSchema,
  requestHardshipHelpInputSchema,
  respondToHardshipInputSchema,
} from '@stairway/domain/arrears-inputs';
import { builder } from '../../builder';
import {
  checkArrearsPayment,
  myArrears,
  payArrearsInstalment,
  proposeArrearsPlan,
  requestHardshipHelp,
} from '../../services/arrears/customer-arrears';
import { listArrearsCases, respondToHardship } from '../../services/arrears/ops-arrears';
import { getOperator } from '../../services/operators';
import { parseInput } from '../validate-input';
import { ArrearsCaseRef, HardshipRequestRef, MyArrearsRef } from './arrears-types';

const ArrearsInstalmentInput = builder.inputType('ArrearsInstalmentInput', {
  description: 'One instalment of a proposed payment plan.',
  fields: (t) => ({
    dueOn: t.string({ required: true, description: 'Its day, YYYY-MM-DD, today or later.' }),
    amountPence: t.int({
      required: true,
      description: `Its amount in pence, at least ${MIN_INSTALMENT_PENCE} (£10) unless less is owed.`,
    }),
  }),
});

const ArrearsCheckoutRef = builder.objectRef<{ url: string }>('ArrearsCheckout').implement({
  description: 'A card checkout at the payment provider for an instalment.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The checkout page to send the customer to.' }),
  }),
});

builder.queryFields((t) => ({
  myArrears: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: MyArrearsRef,
    nullable: true,
    description:
      'The signed-in customer’s arrears (their own plan): what is owed (the ledger’s arrears balance, pence), ' +
      'since when and how many days, the stage in words, the payment plan with each instalment met, due or ' +
      'missed, a suggested plan and their requests for help; null before everyone has signed a plan. ' +
      'NOT_FOUND when the application no longer exists. Applicants and co-applicants only.',
    resolve: (_root, _args, ctx) => myArrears(ctx),
  }),
  arrearsCases: t.withAuth({ operator: true }).field({
    type: [ArrearsCaseRef],
    description:
      'Every plan owing arrears (or with a request for help unanswered), oldest arrears first, with the age ' +
      'bucket (0–30, 31–60, 61–90, 90+ days), the payment plan and the customer’s messages. Operators only.',
    resolve: (_root, _args, ctx) => listArrearsCases(ctx.db, ctx.today),
  }),
}));

builder.mutationFields((t) => ({
  proposeArrearsPlan: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: MyArrearsRef,
    description:
      'Agrees a payment plan of the customer’s arrears, replacing any plan in force: the instalments must add ' +
      `up to what is owed, be at least £${MIN_INSTALMENT_PENCE / 100} each (unless less is owed), start from ` +
      `today within 31 days, be at least 7 days apart and end within ${MAX_PLAN_MONTHS} months. BAD_USER_INPUT ` +
      'naming instalments or instalments.N.dueOn / instalments.N.amountPence; NOT_FOUND without a signed plan.',
    input: {
      instalments: t.input.field({
        type: [ArrearsInstalmentInput],
        description: `1 to ${MAX_PLAN_INSTALMENTS} instalments in date order.`,
      }),
    },
    resolve: (_root, { input }, ctx) =>
      proposeArrearsPlan(ctx, parseInput(proposeArrearsPlanInputSchema, input)),
  }),
  payArrearsInstalment: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: ArrearsCheckoutRef,
    description:
      'Opens a card checkout for what is left of an instalment of the plan in force (at most what is owed); ' +
      'once paid it is posted to the ledger (Dr bank, Cr arrears). NOT_FOUND (field instalmentId) for an ' +
      'instalment not of their plan; CONFLICT (field instalmentId) when it is already paid.',
    input: { instalmentId: t.input.id({ description: 'The instalment’s id (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      payArrearsInstalment(ctx, parseInput(payArrearsInstalmentInputSchema, input).instalmentId),
  }),
  checkArrearsPayment: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: 'String',
    description:
      'Confirms an instalment’s card checkout on the customer’s return and answers its status (Pending, Paid, ' +
      'Failed, Cancelled, Expired); Paid is posted to the ledger once however often it is asked. NOT_FOUND ' +
      '(field sessionId) when the session is not an arrears payment of their plan.',
    input: {
      sessionId: t.input.string({
        description: 'The provider’s session id from the return address (1 to 300 characters).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      checkArrearsPayment(ctx, ctx.actor, parseInput(checkArrearsPaymentInputSchema, input).sessionId),
  }),
  requestHardshipHelp: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: MyArrearsRef,
    description:
      'Sends the customer’s message to a person in the team (the operators’ Arrears page). BAD_USER_INPUT ' +
      `(field message) when empty or over ${HARDSHIP_MESSAGE_MAX} characters; CONFLICT (field message) with 3 ` +
      'requests unanswered; NOT_FOUND without a signed plan.',
    input: {
      message: t.input.string({ description: `What is happening, 1 to ${HARDSHIP_MESSAGE_MAX} characters.` }),
    },
    resolve: (_root, { input }, ctx) =>
      requestHardshipHelp(ctx, parseInput(requestHardshipHelpInputSchema, input).message),
  }),
  respondToHardship: t.withAuth({ operator: true }).fieldWithInput({
    type: HardshipRequestRef,
    description:
      'Records an operator’s response to a request for help and e-mails it to the customer. BAD_USER_INPUT ' +
      `(field response) when empty or over ${HARDSHIP_MESSAGE_MAX} characters; NOT_FOUND (field requestId) ` +
      'for an unknown request; CONFLICT (field requestId) when it was answered. Operators only.',
    input: {
      requestId: t.input.id({ description: 'The request’s id (UUID).' }),
      response: t.input.string({ description: `The response, 1 to ${HARDSHIP_MESSAGE_MAX} characters.` }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(respondToHardshipInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return respondToHardship(ctx, parsed, me.email);
    },
  }),
}));
