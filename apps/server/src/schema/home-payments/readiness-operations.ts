/**
 * The customers' `saveReadinessFigures` (decision 077): their household income (on a joint plan possibly
 * each person's), card balances, loan repayments and other committed spending as they are now, for "when can I buy
 * the rest?" (`MortgageReadiness` on `HomePayments`).
 */
import { saveReadinessFiguresInputSchema } from '@stairway/domain/readiness-inputs';
import { builder } from '../../builder';
import { notFound } from '../../lib/app-error';
import { customerPlan } from '../../services/direct-debit/customer-plan';
import { readPlanPayments } from '../../services/direct-debit/read-payments';
import { saveReadinessFigures } from '../../services/plans/readiness-figures';
import { parseInput } from '../validate-input';
import { ReadinessRef } from './home-outlook-types';

builder.mutationFields((t) => ({
  saveReadinessFigures: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: ReadinessRef,
    description:
      'Saves the signed-in customer’s household income (or, on a joint plan, each person’s), card balances, loan ' +
      'repayments and other committed spending as they are now, and returns the readiness tracker worked out from ' +
      'them (packages/domain mortgage-readiness.ts). The application’s assessed figures do not change. ' +
      'BAD_USER_INPUT naming the field and its range (also coApplicantIncomePounds on a plan without a joined ' +
      'co-applicant); CONFLICT before the move-in; NOT_FOUND without a plan. Applicants and co-applicants only.',
    input: {
      annualIncomePounds: t.input.int({
        required: false,
        description:
          'The household’s gross annual income, whole pounds (0 to 10,000,000). Required unless each person’s ' +
          'income is given; then, if given, it must be their sum.',
      }),
      applicantIncomePounds: t.input.int({
        required: false,
        description:
          'On a joint plan, the applicant’s gross annual income, whole pounds (0 to 10,000,000); give it with ' +
          'coApplicantIncomePounds, or neither.',
      }),
      coApplicantIncomePounds: t.input.int({
        required: false,
        description:
          'On a joint plan, the co-applicant’s gross annual income, whole pounds (0 to 10,000,000); give it with ' +
          'applicantIncomePounds, or neither. Refused on a plan without a joined co-applicant.',
      }),
      cardBalancePounds: t.input.int({
        description: 'What is owed on credit and store cards, whole pounds (0 to 1,000,000).',
      }),
      monthlyLoansPounds: t.input.int({
        description: 'Loan and finance repayments, whole pounds a month (0 to 100,000).',
      }),
      monthlyChildcarePounds: t.input.int({
        required: false,
        description: 'Childcare, whole pounds a month (0 to 100,000; 0 when left out).',
      }),
      monthlyMaintenancePounds: t.input.int({
        required: false,
        description:
          'Maintenance paid (child or spousal), whole pounds a month (0 to 100,000; 0 when left out).',
      }),
      monthlyOtherCommitmentsPounds: t.input.int({
        required: false,
        description:
          'Other regular commitments, e.g. student loan repayments from a payslip or school fees, whole pounds a ' +
          'month (0 to 100,000; 0 when left out).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      await saveReadinessFigures(ctx.db, ctx.actor, parseInput(saveReadinessFiguresInputSchema, input));
      const found = await customerPlan(ctx.db, ctx.actor);
      if (!found?.plan) throw notFound('Your plan');
      return (await readPlanPayments(ctx, { ...found, plan: found.plan })).readiness;
    },
  }),
}));
