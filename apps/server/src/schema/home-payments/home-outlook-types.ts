/**
 * A plan's outlook in the API (decision 072): "when can I buy the rest?" (`MortgageReadiness`, packages/domain
 * mortgage-readiness.ts) and the refund if the customer left today (`LeavingRefund`, packages/domain
 * leaving-refund.ts), both fields of `HomePayments` (home-payments-types.ts).
 */
import { builder } from '../../builder';
import type { PlanPaymentsView } from '../../services/direct-debit/read-payments';

const ReadinessYearRef = builder
  .objectRef<PlanPaymentsView['readiness']['years'][number]>('MortgageReadinessYear')
  .implement({
    description:
      'One year of the mortgage readiness tracker: year 0 is today (packages/domain mortgage-readiness.ts).',
    fields: (t) => ({
      year: t.exposeInt('year', { description: 'Years from today.' }),
      equityPence: t.exposeInt('equityPence', { description: 'The equity held then, pence.' }),
      mortgageNeededPence: t.exposeInt('mortgageNeededPence', {
        description: 'The mortgage then needed to buy the rest at today’s value, pence.',
      }),
      loanToValuePercent: t.exposeFloat('loanToValuePercent', { description: 'Its loan-to-value, percent.' }),
      stressedMonthlyPence: t.exposeInt('stressedMonthlyPence', {
        description:
          'What that mortgage would cost a month at the stressed rate (8.5% over 25 years, a repayment mortgage; ' +
          'packages/domain mortgage-stress.ts), pence.',
      }),
      stressedSharePercent: t.exposeFloat('stressedSharePercent', {
        nullable: true,
        description:
          'That payment as a share of the household’s gross monthly income left after committed spending, percent ' +
          'to one decimal (a lender wants at most 35%); null when nothing is left after the commitments.',
      }),
      incomeNeededPounds: t.exposeInt('incomeNeededPounds', {
        description:
          'The gross annual income a lender would want, whole pounds: the higher of 4.5 times income (plus a year of ' +
          'committed spending) and the income for which the stressed payment is at most 35% of what is left after ' +
          'committed spending.',
      }),
      ready: t.exposeBoolean('ready', {
        description:
          'Whether the deposit looks enough and the income passes both the multiple and the stress test.',
      }),
    }),
  });

export const ReadinessRef = builder.objectRef<PlanPaymentsView['readiness']>('MortgageReadiness').implement({
  description:
    '"When can I buy the rest?": year by year, the mortgage needed at today’s value, its loan-to-value, its ' +
    'payment at a stressed rate and the income a lender would want, from the equity held, the monthly ' +
    'contribution, and the household income (each person’s on a joint plan), card balances, loan repayments and ' +
    'other committed spending: the customer’s own figures when saved (saveReadinessFigures), else the ' +
    'application’s as assessed (packages/domain mortgage-readiness.ts; decisions 072 and 077).',
  fields: (t) => ({
    valuePounds: t.int({
      description: 'The value used: the home’s latest value (the agreed price until revalued), whole pounds.',
      resolve: (r) => r.input.valuePounds,
    }),
    monthlyEquityPence: t.int({
      description: 'The monthly equity contribution, pence.',
      resolve: (r) => r.input.monthlyEquityPence,
    }),
    annualIncomePounds: t.int({
      description:
        'The household’s gross annual income used, whole pounds: the customer’s saved figure, else the budget’s.',
      resolve: (r) => r.input.annualIncomePounds,
    }),
    joint: t.exposeBoolean('joint', {
      description: 'Whether the plan has a joined co-applicant, so that each person’s income can be given.',
    }),
    applicantIncomePounds: t.int({
      nullable: true,
      description:
        'On a joint plan, the applicant’s part of the household income, whole pounds a year; null when the ' +
        'household’s is one figure.',
      resolve: (r) => r.applicantIncomePounds,
    }),
    coApplicantIncomePounds: t.int({
      nullable: true,
      description:
        'On a joint plan, the co-applicant’s part of the household income, whole pounds a year; null when the ' +
        'household’s is one figure.',
      resolve: (r) => r.input.coApplicantIncomePounds ?? null,
    }),
    cardBalancePounds: t.int({
      description: 'What is owed on credit and store cards, whole pounds (a lender counts 3% of it a month).',
      resolve: (r) => r.input.cardBalancePounds ?? 0,
    }),
    monthlyLoansPounds: t.int({
      description: 'Loan and finance repayments, whole pounds a month.',
      resolve: (r) => r.input.monthlyLoansPounds ?? 0,
    }),
    monthlyChildcarePounds: t.int({
      description: 'Childcare, whole pounds a month (counted against income like loan repayments).',
      resolve: (r) => r.input.monthlyChildcarePounds ?? 0,
    }),
    monthlyMaintenancePounds: t.int({
      description: 'Maintenance paid (child or spousal), whole pounds a month.',
      resolve: (r) => r.input.monthlyMaintenancePounds ?? 0,
    }),
    monthlyOtherCommitmentsPounds: t.int({
      description:
        'Other regular commitments, whole pounds a month: student loan repayments from a payslip, school fees and ' +
        'the like.',
      resolve: (r) => r.input.monthlyOtherCommitmentsPounds ?? 0,
    }),
    figuresSavedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the customer last saved their own figures; null when the tracker uses the application’s as assessed.',
      resolve: (r) => r.figuresSavedAt,
    }),
    readyInYears: t.exposeInt('readyInYears', {
      nullable: true,
      description: 'The first year that looks ready (0: now); null when none within 8 years.',
    }),
    ways: t.exposeStringList('ways', { description: 'What would bring the date closer, in words.' }),
    years: t.field({ type: [ReadinessYearRef], description: 'Years 0 to 8.', resolve: (r) => r.years }),
  }),
});

const RefundLineRef = builder
  .objectRef<PlanPaymentsView['leavingRefund']['lines'][number]>('RefundLine')
  .implement({
    description: 'One line of the refund if the customer left today.',
    fields: (t) => ({
      label: t.exposeString('label', {
        description: 'What it is, e.g. "Your deposit" or "Less rent you owe".',
      }),
      pence: t.exposeInt('pence', { description: 'Pence; negative for what is taken off.' }),
    }),
  });

export const LeavingRefundRef = builder
  .objectRef<PlanPaymentsView['leavingRefund']>('LeavingRefund')
  .implement({
    description:
      'What the plan’s terms would refund if the customer moved out today, from the ledger: the deposit and equity ' +
      'contributions held and any overpayment, less rent owed (packages/domain leaving-refund.ts; the cost of damage ' +
      'beyond fair wear and tear is known only at move-out).',
    fields: (t) => ({
      lines: t.field({
        type: [RefundLineRef],
        description: 'The lines that are not 0.',
        resolve: (r) => r.lines,
      }),
      totalPence: t.exposeInt('totalPence', { description: 'Their sum, pence, never below 0.' }),
    }),
  });
