/**
 * The home value operations (decision 073): the customers' `startEquityPurchase`, `checkEquityPurchase` and
 * `requestBuyOutQuote`; the operators' `recordSurveyorValuation` and `revalueHome`. Reading is `homeValue` on
 * `HomePayments` (home-value-types.ts), through `myHomePayments` and `planPayments`.
 */
import {
  checkEquityPurchaseInputSchema,
  recordSurveyorValuationInputSchema,
  revalueHomeInputSchema,
  startEquityPurchaseInputSchema,
} from '@stairway/domain/home-value-inputs';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { AppError } from '../../lib/app-error';
import { casePlan } from '../../services/direct-debit/customer-plan';
import { getOperator } from '../../services/operators';
import { getPurchaseCase } from '../../services/purchase-cases/read-purchase-cases';
import {
  checkEquityPurchase,
  requestBuyOutQuote,
  startEquityPurchase,
} from '../../services/valuations/equity-purchases';
import { revaluePlan } from '../../services/valuations/home-valuations';
import { recordSurveyorValuation } from '../../services/valuations/surveyor-valuations';
import { PaymentStatusEnum } from '../enums';
import { parseInput } from '../validate-input';
import { BuyOutQuoteRef, ValuationKindEnum } from './home-value-types';

const CheckoutMethodEnum = builder.enumType('CheckoutMethod', {
  description:
    'How the customer pays at the checkout: Card, or Bank (open banking: approved in their bank’s app and sent by ' +
    'Faster Payments; Stripe’s Pay by Bank, or the sandbox’s bank page).',
  values: {
    Card: { value: 'card', description: 'By debit or credit card.' },
    Bank: { value: 'bank', description: 'By bank, approved in the customer’s banking app.' },
  } as const,
});

const EquityCheckoutRef = builder.objectRef<{ url: string }>('EquityCheckout').implement({
  description: 'A checkout opened at the payment provider to buy more of the home.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The provider’s checkout page to send the customer to.' }),
  }),
});

const RecordedValuationRef = builder
  .objectRef<{
    id: string;
    kind: 'purchase' | 'index' | 'surveyor';
    valuePounds: number;
    valuedOn: string;
    note: string | null;
  }>('RecordedValuation')
  .implement({
    description: 'A value just recorded for a home.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The valuation’s id (UUID).' }),
      kind: t.field({
        type: ValuationKindEnum,
        description: 'How it was arrived at.',
        resolve: (r) => r.kind,
      }),
      valuePounds: t.exposeInt('valuePounds', { description: 'The value, whole pounds.' }),
      valuedOn: t.field({ type: 'Date', description: 'The day it is for.', resolve: (r) => r.valuedOn }),
      note: t.exposeString('note', { nullable: true, description: 'How it was worked out, in words.' }),
    }),
  });

/** A case's signed plan for an operator (CONFLICT before everyone signed). */
async function signedCasePlan(ctx: Pick<Context, 'db'>, id: string) {
  const found = await casePlan(ctx.db, await getPurchaseCase(ctx.db, id));
  if (!found.plan || !found.fullySigned)
    throw new AppError('CONFLICT', 'The plan is not signed by everyone yet.');
  return { ...found, plan: found.plan };
}

builder.mutationFields((t) => ({
  startEquityPurchase: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: EquityCheckoutRef,
    description:
      'Opens a checkout (by card or by bank) to buy more of the home at its latest value: from £50, at most 5% of the value in any 12 ' +
      'months and up to 40% held, once moved in and with no arrears (packages/domain equity-purchase.ts). ' +
      'BAD_USER_INPUT (amountPence) naming what is allowed; CONFLICT before everyone signed; NOT_FOUND without a ' +
      'plan. Applicants and co-applicants only.',
    input: {
      amountPence: t.input.int({ description: 'The amount, whole pence (5,000 to 100,000,000).' }),
      method: t.input.field({
        type: CheckoutMethodEnum,
        required: false,
        description: 'How the customer pays: Card (when not given) or Bank.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { amountPence, method } = parseInput(startEquityPurchaseInputSchema, input);
      return startEquityPurchase(ctx, ctx.actor, amountPence, method ?? 'card');
    },
  }),
  checkEquityPurchase: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: PaymentStatusEnum,
    description:
      'Confirms an extra payment when the customer comes back from the checkout; once Paid it is posted to the ' +
      'ledger as equity held. Repeating it changes nothing more. NOT_FOUND for a session that is not one of the ' +
      'plan’s purchases. Applicants and co-applicants only.',
    input: {
      sessionId: t.input.string({
        description: 'The checkout session id from the return URL (1 to 200 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { sessionId } = parseInput(checkEquityPurchaseInputSchema, input);
      return checkEquityPurchase(ctx, ctx.actor, sessionId);
    },
  }),
  requestBuyOutQuote: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: BuyOutQuoteRef,
    description:
      'A quote to buy the rest at the latest value less the equity held (plus any arrears), held for 90 days, with ' +
      'the steps to a mortgage. CONFLICT before everyone signed or before the move-in; NOT_FOUND without a plan. ' +
      'Applicants and co-applicants only.',
    resolve: (_root, _args, ctx) => requestBuyOutQuote(ctx, ctx.actor),
  }),
  recordSurveyorValuation: t.withAuth({ operator: true }).fieldWithInput({
    type: RecordedValuationRef,
    description:
      'Records a surveyor’s figure for a case’s home, which holds from its day and is the basis of later index ' +
      'revaluations. BAD_USER_INPUT (valuePounds 1 to 100,000,000; valuedOn YYYY-MM-DD not in the future; ' +
      'surveyor 1 to 200 characters; note at most 200); CONFLICT before everyone signed or when one is recorded ' +
      'for that day; NOT_FOUND for an unknown case. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      valuePounds: t.input.int({ description: 'The value, whole pounds (1 to 100,000,000).' }),
      valuedOn: t.input.string({ description: 'The day of the valuation, YYYY-MM-DD, not in the future.' }),
      surveyor: t.input.string({ description: 'The surveyor or firm (1 to 200 characters).' }),
      note: t.input.string({ required: false, description: 'A note (at most 200 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(recordSurveyorValuationInputSchema, input);
      const found = await signedCasePlan(ctx, parsed.purchaseCaseId);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return recordSurveyorValuation(
        ctx,
        { plan: found.plan, purchaseCase: found.purchaseCase },
        parsed,
        me.email,
      );
    },
  }),
  revalueHome: t.withAuth({ operator: true }).fieldWithInput({
    type: RecordedValuationRef,
    description:
      'Revalues a case’s home from the UK House Price Index now, as the quarterly job does (once a day: a second ' +
      'run the same day gives the first). CONFLICT before everyone signed; NOT_FOUND for an unknown case. ' +
      'Operators only.',
    input: { purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { purchaseCaseId } = parseInput(revalueHomeInputSchema, input);
      const found = await signedCasePlan(ctx, purchaseCaseId);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return revaluePlan(
        ctx,
        { plan: found.plan, purchaseCase: found.purchaseCase, home: found.view.home },
        { operatorEmail: me.email },
      );
    },
  }),
}));
