/**
 * The plan payments operations (decision 071): the customers' `myHomePayments`, `myStatement`,
 * `startDirectDebitSetup` and `confirmDirectDebitSetup`; the operators' `planPayments`, `planStatement`,
 * `retryCollection` and `paymentsReconciliation`. A statement's PDF is `statementPdf`.
 */
import {
  confirmDirectDebitSetupInputSchema,
  myStatementInputSchema,
  planPaymentsInputSchema,
  planStatementInputSchema,
  retryCollectionInputSchema,
} from '@stairway/domain/plan-payments-inputs';
import { builder } from '../../builder';
import type { Context } from '../../context';
import { notFound } from '../../lib/app-error';
import { collectWhatIsDue, retryCollectionNow } from '../../services/direct-debit/collections';
import { type CustomerPlan, casePlan, customerPlan } from '../../services/direct-debit/customer-plan';
import {
  canSetUpDirectDebit,
  confirmDirectDebitSetup,
  liveMandate,
  startDirectDebitSetup,
} from '../../services/direct-debit/mandates';
import {
  readPlanPayments,
  readStatementView,
  type StatementView,
} from '../../services/direct-debit/read-payments';
import { reconcilePlans } from '../../services/direct-debit/reconcile-plans';
import { renderStatementPdf } from '../../services/plans/statement-pdf';
import { getPurchaseCase } from '../../services/purchase-cases/read-purchase-cases';
import { parseInput } from '../validate-input';
import { HomePaymentsRef } from './home-payments-types';
import { MonthlyStatementRef, ReconciliationRef } from './statement-types';

/** The payments of a plan as the asking person sees them, or null before a plan exists. */
async function paymentsOf(ctx: Context, found: CustomerPlan | null, asOperator = false) {
  if (!found?.plan) return null;
  const view = await readPlanPayments(ctx, { ...found, plan: found.plan });
  // The newest mandate is the live one whenever there is one (a new setup cancels the one before).
  return { ...view, canSetUpDirectDebit: !asOperator && canSetUpDirectDebit(found, view.mandate) };
}

/** A month's statement of the plan found (NOT_FOUND before a plan). */
function statementFor(ctx: Context, found: CustomerPlan | null, month: string): Promise<StatementView> {
  if (!found) throw notFound('That plan');
  return readStatementView(ctx, found, month);
}

builder.objectFields(MonthlyStatementRef, (t) => ({
  pdfBase64: t.string({
    description: 'The statement as a PDF, base64 (rendered on request).',
    resolve: async (r) =>
      (await renderStatementPdf(r.statement, { ...r, createdAt: new Date() })).toString('base64'),
  }),
}));

const DirectDebitSetupRef = builder.objectRef<{ url: string }>('DirectDebitSetup').implement({
  description: 'A Direct Debit setup opened at the provider.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The provider’s page to send the applicant to.' }),
  }),
});

builder.queryFields((t) => ({
  myHomePayments: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: HomePaymentsRef,
    nullable: true,
    description:
      'The signed-in applicant’s or co-applicant’s plan payments: the Direct Debit, the collections, the equity ' +
      'owned and paid to date; null before a plan is prepared. Applicants and co-applicants only.',
    resolve: async (_root, _args, ctx) => paymentsOf(ctx, await customerPlan(ctx.db, ctx.actor)),
  }),
  myStatement: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: MonthlyStatementRef,
    description:
      'A month’s statement of the signed-in customer’s plan. BAD_USER_INPUT (month); NOT_FOUND before a plan. ' +
      'Applicants and co-applicants only.',
    input: { month: t.input.string({ description: 'The month, YYYY-MM (7 characters).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { month } = parseInput(myStatementInputSchema, input);
      return statementFor(ctx, await customerPlan(ctx.db, ctx.actor), month);
    },
  }),
  planPayments: t.withAuth({ operator: true }).fieldWithInput({
    type: HomePaymentsRef,
    nullable: true,
    description:
      'A case’s plan payments; null before a plan is prepared. NOT_FOUND for an unknown case. Operators only.',
    input: { purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { purchaseCaseId } = parseInput(planPaymentsInputSchema, input);
      return paymentsOf(ctx, await casePlan(ctx.db, await getPurchaseCase(ctx.db, purchaseCaseId)), true);
    },
  }),
  planStatement: t.withAuth({ operator: true }).fieldWithInput({
    type: MonthlyStatementRef,
    description: 'A month’s statement of a case’s plan. BAD_USER_INPUT (month); NOT_FOUND. Operators only.',
    input: {
      purchaseCaseId: t.input.id({ description: 'The case’s id (UUID).' }),
      month: t.input.string({ description: 'The month, YYYY-MM (7 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { purchaseCaseId, month } = parseInput(planStatementInputSchema, input);
      return statementFor(ctx, await casePlan(ctx.db, await getPurchaseCase(ctx.db, purchaseCaseId)), month);
    },
  }),
  paymentsReconciliation: t.withAuth({ operator: true }).field({
    type: [ReconciliationRef],
    description:
      'Every plan with a Direct Debit: its ledger against the provider’s payments, differences in words; at most ' +
      '500, newest first. Operators only.',
    resolve: (_root, _args, ctx) => reconcilePlans(ctx),
  }),
}));

builder.mutationFields((t) => ({
  startDirectDebitSetup: t.withAuth({ applicant: true }).field({
    type: DirectDebitSetupRef,
    description:
      'Opens the Direct Debit setup at the provider for the signed-in applicant’s signed plan. CONFLICT before ' +
      'everyone has signed, or once it is set up; NOT_FOUND before a home is approved. Applicants only.',
    resolve: (_root, _args, ctx) => startDirectDebitSetup(ctx, ctx.actor),
  }),
  confirmDirectDebitSetup: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomePaymentsRef,
    nullable: true,
    description:
      'Reads the setup’s outcome when the applicant comes back from the provider, stores the mandate and, once in ' +
      'force, asks for the collections due. NOT_FOUND for another plan’s setup. Applicants only.',
    input: {
      setupId: t.input.string({ description: 'The setup id from the return URL (1 to 200 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { setupId } = parseInput(confirmDirectDebitSetupInputSchema, input);
      const found = await customerPlan(ctx.db, ctx.actor);
      const live = found ? await liveMandate(ctx, found.purchaseCase.id) : null;
      if (!found || live?.setupId !== setupId) throw notFound('That Direct Debit setup');
      await collectWhatIsDue(ctx, await confirmDirectDebitSetup(ctx, setupId));
      return paymentsOf(ctx, found);
    },
  }),
  retryCollection: t.withAuth({ operator: true }).fieldWithInput({
    type: HomePaymentsRef,
    nullable: true,
    description:
      'Asks the bank again now for a failed or retrying collection (the customer has paid money in, say). ' +
      'CONFLICT unless it failed; NOT_FOUND for an unknown collection. Operators only.',
    input: { collectionId: t.input.id({ description: 'The collection’s id (UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { collectionId } = parseInput(retryCollectionInputSchema, input);
      const purchaseCaseId = await retryCollectionNow(ctx, collectionId);
      return paymentsOf(ctx, await casePlan(ctx.db, await getPurchaseCase(ctx.db, purchaseCaseId)), true);
    },
  }),
}));
