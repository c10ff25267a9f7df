/**
 * The plan's payments in the API (decision 071): `HomePayments` (the Direct Debit, the collections against the
 * schedule, the equity owned and paid to date from the ledger, the statements' months), `MonthlyStatement`,
 * and the operators' `PlanReconciliation`. Money in whole pence throughout; dates YYYY-MM-DD.
 */
import {
  COLLECTION_STATUS_LABELS,
  COLLECTION_STATUSES,
  describeCollection,
} from '@stairway/domain/plan-collections';
import type { MonthlyStatement } from '@stairway/domain/plan-statement';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { builder } from '../../builder';
import type { MandateRowStatus } from '../../db/tables/direct-debit';
import type { PlanReconciliation, StatementView } from '../../services/direct-debit/read-payments';
import { equityOf, type PlanPaymentsView } from '../../services/direct-debit/read-payments';
import { describeSubmissionAddress } from '../../services/home-decisions';

/** Where a collection stands (packages/domain plan-collections.ts). */
export const CollectionStatusEnum = builder.enumType('CollectionStatus', {
  description: 'Where a Direct Debit collection stands; each value is described by what the customer reads.',
  values: Object.fromEntries(
    COLLECTION_STATUSES.map((value) => [value, { value, description: COLLECTION_STATUS_LABELS[value] }]),
  ) as Record<
    (typeof COLLECTION_STATUSES)[number],
    { value: (typeof COLLECTION_STATUSES)[number]; description: string }
  >,
});

/** Where a mandate stands here. */
export const DirectDebitStatusEnum = builder.enumType('DirectDebitStatus', {
  description: 'Where the plan’s Direct Debit stands.',
  values: {
    SettingUp: {
      value: 'setting-up' as MandateRowStatus,
      description: 'Started at the provider’s page, not finished.',
    },
    Pending: {
      value: 'pending' as MandateRowStatus,
      description: 'Given; the bank has not yet confirmed it.',
    },
    Active: { value: 'active' as MandateRowStatus, description: 'In force: payments are collected.' },
    Inactive: {
      value: 'inactive' as MandateRowStatus,
      description: 'No longer usable (cancelled at the bank).',
    },
    Cancelled: { value: 'cancelled' as MandateRowStatus, description: 'The setup was abandoned.' },
  },
});

type Collection = PlanPaymentsView['collections'][number];

const PlanCollectionRef = builder.objectRef<Collection>('PlanCollection').implement({
  description: 'One collection the plan asks for: the deposit (number 0) or a monthly payment.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The collection’s id (UUID).' }),
    number: t.exposeInt('number', { description: '0 for the deposit, n for the n-th monthly payment.' }),
    description: t.string({
      description: 'What it is, e.g. "Monthly payment 2 (November 2026)".',
      resolve: (r) => describeCollection(r),
    }),
    dueDate: t.field({ type: 'Date', description: 'The day it is due.', resolve: (r) => r.dueDate }),
    amountPence: t.exposeInt('amountPence', { description: 'What it asks for in all, pence.' }),
    rentPence: t.exposeInt('rentPence', { description: 'The rent in it, pence (0 for the deposit).' }),
    equityPence: t.exposeInt('equityPence', { description: 'The equity contribution in it, pence.' }),
    status: t.field({
      type: CollectionStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status,
    }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made at the bank so far.' }),
    nextAttemptOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'While retrying: the day it is tried again.',
      resolve: (r) => r.nextAttemptOn,
    }),
    failureReason: t.exposeString('failureReason', {
      nullable: true,
      description: 'Why the last attempt failed, in the bank’s words.',
    }),
    paidOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'The day it was paid.',
      resolve: (r) => r.paidOn,
    }),
  }),
});

const DirectDebitRef = builder.objectRef<NonNullable<PlanPaymentsView['mandate']>>('DirectDebit').implement({
  description: 'The plan’s Direct Debit mandate.',
  fields: (t) => ({
    status: t.field({
      type: DirectDebitStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status,
    }),
    provider: t.exposeString('provider', {
      description: 'stripe or sandbox (no real bank account is debited).',
    }),
    bankLabel: t.exposeString('bankLabel', {
      nullable: true,
      description: 'The account as it may be shown, e.g. "Sort code 20-00-00, account ending 5678".',
    }),
    activeOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'The day it came into force.',
      resolve: (r) => r.activeOn,
    }),
  }),
});

const NextPaymentRef = builder
  .objectRef<NonNullable<PlanPaymentsView['nextPayment']>>('NextPlanPayment')
  .implement({
    description: 'The next monthly payment after today.',
    fields: (t) => ({
      dueDate: t.field({ type: 'Date', description: 'Its day.', resolve: (r) => r.dueDate }),
      amountPence: t.exposeInt('amountPence', { description: 'Its amount, pence.' }),
    }),
  });

const UpcomingPaymentRef = builder
  .objectRef<PlanPaymentsView['upcoming'][number]>('UpcomingPlanPayment')
  .implement({
    description: 'A monthly payment the schedule asks for after today.',
    fields: (t) => ({
      number: t.exposeInt('number', { description: 'The n-th monthly payment.' }),
      dueDate: t.field({ type: 'Date', description: 'Its day.', resolve: (r) => r.dueDate }),
      amountPence: t.exposeInt('amountPence', { description: 'Its amount, pence.' }),
    }),
  });

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
      incomeNeededPounds: t.exposeInt('incomeNeededPounds', {
        description: 'The gross annual income a lender lending 4.5 times income would want, whole pounds.',
      }),
      ready: t.exposeBoolean('ready', {
        description: 'Whether both the deposit and the income look enough.',
      }),
    }),
  });

const ReadinessRef = builder.objectRef<PlanPaymentsView['readiness']>('MortgageReadiness').implement({
  description:
    '"When can I buy the rest?": year by year, the mortgage needed at today’s value, its loan-to-value and the ' +
    'income a lender would want, from the equity held, the monthly contribution and the household income the ' +
    'budget assessed (packages/domain mortgage-readiness.ts; decision 072).',
  fields: (t) => ({
    valuePounds: t.int({
      description: 'The value used: the agreed price, whole pounds.',
      resolve: (r) => r.input.valuePounds,
    }),
    monthlyEquityPence: t.int({
      description: 'The monthly equity contribution, pence.',
      resolve: (r) => r.input.monthlyEquityPence,
    }),
    annualIncomePounds: t.int({
      description: 'The household’s gross annual income as the budget assessed it, whole pounds.',
      resolve: (r) => r.input.annualIncomePounds,
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

const LeavingRefundRef = builder.objectRef<PlanPaymentsView['leavingRefund']>('LeavingRefund').implement({
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

/** The plan's payments, for its customers and operators. */
export const HomePaymentsRef = builder
  .objectRef<PlanPaymentsView & { canSetUpDirectDebit: boolean }>('HomePayments')
  .implement({
    description:
      'A signed plan’s payments: the Direct Debit, the collections against the schedule, and from the plan’s ledger ' +
      'the equity owned, what has been paid and the months with a statement. Pence throughout.',
    fields: (t) => ({
      purchaseCaseId: t.id({ description: 'The purchase case’s id.', resolve: (r) => r.purchaseCase.id }),
      planId: t.id({ description: 'The plan version’s id (the ledger’s plan).', resolve: (r) => r.plan.id }),
      planVersion: t.int({ description: 'The plan version.', resolve: (r) => r.plan.version }),
      price: t.int({ description: 'The agreed price, whole pounds.', resolve: (r) => r.plan.price }),
      monthlyRent: t.int({
        description: 'The monthly rent, whole pounds.',
        resolve: (r) => r.plan.monthlyRent,
      }),
      planSigned: t.boolean({
        description: 'Whether everyone who signs has signed it.',
        resolve: (r) => r.fullySigned,
      }),
      canSetUpDirectDebit: t.boolean({
        resolve: (r) => r.canSetUpDirectDebit,
        description:
          'Whether the asking person may set up the Direct Debit now (the applicant, once the plan is signed).',
      }),
      directDebit: t.field({
        type: DirectDebitRef,
        nullable: true,
        description: 'The newest Direct Debit of the plan; null before one is started.',
        resolve: (r) => r.mandate,
      }),
      sandboxBankUrl: t.string({
        resolve: (r) => r.sandboxBankUrl,
        nullable: true,
        description: 'With the sandbox provider only: its bank page, where a person decides each collection.',
      }),
      movedInOn: t.field({
        type: 'Date',
        nullable: true,
        description: 'The move-in date.',
        resolve: (r) => r.movedInOn,
      }),
      collections: t.field({
        type: [PlanCollectionRef],
        description: 'Every collection asked for so far, deposit first.',
        resolve: (r) => r.collections,
      }),
      equityOwnedPence: t.int({
        description:
          'Equity owned: the deposit held plus the equity contributions held, pence (from the ledger).',
        resolve: (r) => equityOf(r).equityOwnedPence,
      }),
      equitySharePercent: t.float({
        description: 'Equity owned as a percent of the agreed price, 2 decimals.',
        resolve: (r) => equityOf(r).sharePercent,
      }),
      arrearsPence: t.int({
        description: 'What the customer owes from failed collections, pence.',
        resolve: (r) => equityOf(r).arrearsPence,
      }),
      paidToDatePence: t.int({
        resolve: (r) => r.paidToDatePence,
        description: 'Money received from the customer, pence.',
      }),
      nextPayment: t.field({
        type: NextPaymentRef,
        nullable: true,
        description: 'The next monthly payment after today, once moved in; null before, or after the last.',
        resolve: (r) => r.nextPayment,
      }),
      upcoming: t.field({
        type: [UpcomingPaymentRef],
        description: 'The next three monthly payments after today by the plan’s schedule, once moved in.',
        resolve: (r) => r.upcoming,
      }),
      dueToDatePence: t.int({
        resolve: (r) => r.dueToDatePence,
        description:
          'What the schedule has asked for so far, pence: the deposit once the Direct Debit is in force, and each ' +
          'month due since move-in (packages/domain plan-collections.ts dueToDatePence).',
      }),
      leavingRefund: t.field({
        type: LeavingRefundRef,
        description:
          'The refund if the customer moved out today (the plan’s terms: within 30 days, no exit fee).',
        resolve: (r) => r.leavingRefund,
      }),
      mortgageReadiness: t.field({
        type: ReadinessRef,
        description: 'When the customer could buy the rest with a mortgage (decision 072).',
        resolve: (r) => r.readiness,
      }),
      statementMonths: t.stringList({
        resolve: (r) => r.statementMonths,
        description: 'The months with a statement (YYYY-MM), newest first.',
      }),
    }),
  });

const StatementLineRef = builder.objectRef<MonthlyStatement['lines'][number]>('StatementLine').implement({
  description: 'One line of a statement: one ledger entry in words.',
  fields: (t) => ({
    date: t.field({ type: 'Date', description: 'The day.', resolve: (r) => r.date }),
    description: t.exposeString('description', { description: 'What happened, in plain English.' }),
    paidPence: t.exposeInt('paidPence', { description: 'Money received on this line, pence (0 if none).' }),
    equityChangePence: t.exposeInt('equityChangePence', {
      description: 'The change in equity owned, pence.',
    }),
    arrearsChangePence: t.exposeInt('arrearsChangePence', { description: 'The change in arrears, pence.' }),
  }),
});

export const MonthlyStatementRef = builder.objectRef<StatementView>('MonthlyStatement').implement({
  description: 'A month’s statement of a plan, read from its ledger; pence, and percent of the agreed price.',
  fields: (t) => ({
    month: t.string({ description: 'YYYY-MM.', resolve: (r) => r.statement.month }),
    monthLabel: t.string({
      description: 'The month in words, e.g. "November 2026".',
      resolve: (r) => r.statement.monthLabel,
    }),
    address: t.exposeString('address', { description: 'The home’s address in one line.' }),
    openingEquityOwnedPence: t.int({
      description: 'Equity owned before the month.',
      resolve: (r) => r.statement.opening.equityOwnedPence,
    }),
    openingArrearsPence: t.int({
      description: 'Arrears before the month.',
      resolve: (r) => r.statement.opening.arrearsPence,
    }),
    closingEquityOwnedPence: t.int({
      description: 'Equity owned at the month’s end.',
      resolve: (r) => r.statement.closing.equityOwnedPence,
    }),
    closingSharePercent: t.float({
      description: 'That as a percent of the price.',
      resolve: (r) => r.statement.closing.sharePercent,
    }),
    closingArrearsPence: t.int({
      description: 'Arrears at the month’s end.',
      resolve: (r) => r.statement.closing.arrearsPence,
    }),
    paidPence: t.int({
      description: 'Money received in the month.',
      resolve: (r) => r.statement.totals.paidPence,
    }),
    rentPence: t.int({
      description: 'Rent that fell due in the month.',
      resolve: (r) => r.statement.totals.rentPence,
    }),
    equityAddedPence: t.int({
      description: 'Equity added in the month.',
      resolve: (r) => r.statement.totals.equityAddedPence,
    }),
    lines: t.field({
      type: [StatementLineRef],
      description: 'The month’s entries.',
      resolve: (r) => r.statement.lines,
    }),
  }),
});

export const ReconciliationRef = builder.objectRef<PlanReconciliation>('PlanReconciliation').implement({
  description:
    'A plan’s ledger against the Direct Debit provider’s payments (packages/domain ledger-reconcile.ts).',
  fields: (t) => ({
    purchaseCaseId: t.id({ description: 'The case.', resolve: (r) => r.mandate.purchaseCaseId }),
    planId: t.id({ description: 'The plan version (the ledger’s plan).', resolve: (r) => r.mandate.planId }),
    applicantName: t.string({
      nullable: true,
      description: 'The applicant’s full name.',
      resolve: (r) => (r.purchase ? `${r.purchase.firstName} ${r.purchase.lastName}` : null),
    }),
    address: t.string({
      nullable: true,
      description: 'The home’s address in one line.',
      resolve: (r) => (r.purchase ? describeSubmissionAddress(r.purchase.home) : null),
    }),
    reconciled: t.boolean({
      description: 'True when the two agree.',
      resolve: (r) => r.error === null && r.reconciliation.reconciled,
    }),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why the provider’s payments could not be read.',
    }),
    differences: t.stringList({
      description: 'Each difference in words, e.g. "pi_123: ledger £0.00, provider £1,083.67".',
      resolve: (r) => describeDifferences(r),
    }),
  }),
});

/** A reconciliation's differences in words (pence shown as pounds). */
function describeDifferences({ reconciliation: r }: PlanReconciliation): string[] {
  const pounds = formatPence;
  return [
    ...r.missingFromLedger.map(
      (p) => `${p.paymentId}: paid at the provider (${pounds(p.amountPence)}), not in the ledger`,
    ),
    ...r.missingFromProvider.map(
      (p) => `${p.paymentId}: in the ledger (${pounds(p.ledgerPence)}), not paid at the provider`,
    ),
    ...r.amountsDiffer.map(
      (p) => `${p.paymentId}: ledger ${pounds(p.ledgerPence)}, provider ${pounds(p.providerPence)}`,
    ),
    ...r.withoutPayment.map(
      (e) => `Entry ${e.entryId} moves ${pounds(e.pence)} through the bank without a payment id`,
    ),
  ];
}
