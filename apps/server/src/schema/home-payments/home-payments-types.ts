/**
 * The plan's payments in the API (decision 071): `HomePayments` (the Direct Debit, the collections against the
 * schedule, the equity owned and paid to date from the ledger, the statements' months, and the outlook of
 * home-outlook-types.ts). Statements and the reconciliation are statement-types.ts. Money in whole pence
 * throughout; dates YYYY-MM-DD.
 */
import {
  COLLECTION_STATUS_LABELS,
  COLLECTION_STATUSES,
  describeCollection,
} from '@stairway/domain/plan-collections';
import { builder } from '../../builder';
import type { MandateRowStatus } from '../../db/tables/direct-debit';
import { equityOf, type PlanPaymentsView } from '../../services/direct-debit/read-payments';
import { LeavingRefundRef, ReadinessRef } from './home-outlook-types';

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
