/**
 * A plan's statements and reconciliation in the API (decision 071): `MonthlyStatement` with its lines, read from
 * the plan's ledger, and the operators' `PlanReconciliation` of the ledger with the provider's payments.
 */
import type { MonthlyStatement } from '@stairway/domain/plan-statement';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { builder } from '../../builder';
import type { StatementView } from '../../services/direct-debit/read-payments';
import type { PlanReconciliation } from '../../services/direct-debit/reconcile-plans';
import { describeSubmissionAddress } from '../../services/home-decisions';

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
