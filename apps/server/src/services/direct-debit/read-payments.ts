/**
 * Reading a plan's payments (decision 071) for its customers and operators: the Direct Debit, the collections
 * against the schedule, and from the ledger the equity owned, what has been paid and the monthly statements
 * (packages/domain/src/plan-statement.ts; ARCHITECTURE.md §7 "statements … are read from it").
 */

import { type LeavingRefund, leavingRefund } from '@stairway/domain/leaving-refund';
import {
  type LedgerBalances,
  monthlyDuePence,
  type Reconciliation,
  reconcile,
  balances as sumBalances,
} from '@stairway/domain/ledger';
import { mortgageReadiness, type Readiness, type ReadinessInput } from '@stairway/domain/mortgage-readiness';
import {
  dueToDatePence,
  nextMonthlyCollection,
  upcomingCollections,
} from '@stairway/domain/plan-collections';
import {
  equityPosition,
  type MonthlyStatement,
  monthlyStatement,
  paidToDatePence,
  statementMonths,
} from '@stairway/domain/plan-statement';
import { asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppServices } from '../../context';
import {
  directDebitMandates,
  planCollectionAttempts,
  planCollections,
  planSignatures,
  userApplications,
} from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { describeSubmissionAddress } from '../home-decisions';
import { planJournal } from '../ledger/plan-journal';
import type { PlanRow } from '../plans/read-plans';
import { getPurchaseCases, type PurchaseCaseView } from '../purchase-cases/read-purchase-cases';
import type { PurchaseCaseRow } from './customer-plan';
import type { AttemptRow, CollectionRow, MandateRow } from './rows';

/** A plan's payments as its pages show them (amounts in pence). */
export type PlanPaymentsView = {
  purchaseCase: PurchaseCaseRow;
  plan: PlanRow;
  fullySigned: boolean;
  /** The newest mandate of the plan, live or not; null before one is started. */
  mandate: MandateRow | null;
  /** The sandbox bank's page for a sandbox mandate (where a person decides each collection); else null. */
  sandboxBankUrl: string | null;
  /** The move-in date, YYYY-MM-DD, once moved in. */
  movedInOn: string | null;
  collections: Array<CollectionRow & { attemptRows: AttemptRow[] }>;
  balances: LedgerBalances;
  paidToDatePence: number;
  statementMonths: string[];
  /** The next monthly payment after today, once moved in. */
  nextPayment: { dueDate: string; amountPence: number } | null;
  /** The next three monthly payments after today by the schedule, once moved in. */
  upcoming: Array<{ number: number; dueDate: string; amountPence: number }>;
  /** What the schedule has asked for so far (the deposit once in force, each month due since move-in), pence. */
  dueToDatePence: number;
  /** The refund if the customer left today, from the ledger (packages/domain leaving-refund.ts). */
  leavingRefund: LeavingRefund;
  /** "When can I buy the rest?" (packages/domain mortgage-readiness.ts) with what it was worked out from. */
  readiness: Readiness & { input: ReadinessInput };
};

/**
 * A plan's payments.
 * @param services the database and configuration
 * @param found the case, its plan and whether everyone signed it
 * @param now the clock (tests)
 */
export async function readPlanPayments(
  services: Pick<AppServices, 'db' | 'config'>,
  found: { purchaseCase: PurchaseCaseRow; plan: PlanRow; fullySigned: boolean },
  now: Date = new Date(),
): Promise<PlanPaymentsView> {
  const { db } = services;
  const { purchaseCase, plan } = found;
  const [mandate] = await db
    .select()
    .from(directDebitMandates)
    .where(eq(directDebitMandates.purchaseCaseId, purchaseCase.id))
    .orderBy(desc(directDebitMandates.createdAt))
    .limit(1);
  const collections = await db
    .select()
    .from(planCollections)
    .where(eq(planCollections.planId, plan.id))
    .orderBy(asc(planCollections.number));
  const attempts = collections.length
    ? await db
        .select()
        .from(planCollectionAttempts)
        .where(
          inArray(
            planCollectionAttempts.collectionId,
            collections.map((c) => c.id),
          ),
        )
        .orderBy(asc(planCollectionAttempts.attempt))
    : [];
  // The balances are the journal's postings summed (packages/domain `balances`), read once with it.
  const journal = await planJournal({ db, planId: plan.id });
  const balances = sumBalances(journal.entries);
  const movedInOn = purchaseCase.state === 'MovedIn' ? purchaseCase.stateDate : null;
  const [application] = await db
    .select({
      affordability: userApplications.affordability,
      grossAnnualPay: userApplications.grossAnnualPay,
    })
    .from(userApplications)
    .where(eq(userApplications.id, purchaseCase.applicationId));
  const readinessInput: ReadinessInput = {
    valuePounds: plan.price,
    equityOwnedPence: equityPosition(balances, plan.price).equityOwnedPence,
    monthlyEquityPence: monthlyDuePence(plan.price, plan.monthlyRent).equityPence,
    // The household's income as the budget assessed it (ARCHITECTURE.md §4), else the gross pay given at onboarding.
    annualIncomePounds: Math.round(
      application?.affordability?.householdAssessableIncome ?? application?.grossAnnualPay ?? 0,
    ),
  };
  const today = londonToday(now);
  const next = movedInOn ? nextMonthlyCollection(plan, movedInOn, today) : null;
  const mandateActiveOn =
    mandate?.status === 'active' || mandate?.status === 'inactive' ? mandate.activeOn : null;
  return {
    purchaseCase,
    plan,
    fullySigned: found.fullySigned,
    mandate: mandate ?? null,
    sandboxBankUrl:
      mandate?.provider === 'sandbox'
        ? `${services.config.appUrl}/sandbox/direct-debit/${mandate.setupId}`
        : null,
    movedInOn,
    collections: collections.map((c) => ({
      ...c,
      attemptRows: attempts.filter((a) => a.collectionId === c.id),
    })),
    balances,
    paidToDatePence: paidToDatePence(journal.entries),
    statementMonths: statementMonths(journal.entries),
    nextPayment: next ? { dueDate: next.dueDate, amountPence: next.amountPence } : null,
    upcoming: movedInOn ? upcomingCollections(plan, movedInOn, today, 3) : [],
    dueToDatePence: dueToDatePence(plan, { mandateActiveOn, movedInOn, today }),
    readiness: { ...mortgageReadiness(readinessInput), input: readinessInput },
    leavingRefund: leavingRefund(balances),
  };
}

/** The equity owned of a view: the deposit and equity held, and their share of the price. */
export const equityOf = (view: Pick<PlanPaymentsView, 'balances' | 'plan'>) =>
  equityPosition(view.balances, view.plan.price);

/** A statement with what its PDF names: the home, the signers and the plan version. */
export type StatementView = {
  statement: MonthlyStatement;
  address: string;
  names: string[];
  planVersion: number;
};

/**
 * A month's statement of a case's plan, with what its PDF names (the signers' names as signed, else the
 * applicant's).
 * @param services the database
 * @param found the case and its plan
 * @param month YYYY-MM
 * @throws NOT_FOUND before a plan exists; RangeError when the month is not YYYY-MM
 */
export async function readStatementView(
  services: Pick<AppServices, 'db'>,
  found: { view: PurchaseCaseView; plan: PlanRow | null },
  month: string,
): Promise<StatementView> {
  if (!found.plan) throw notFound('That plan');
  const signatures = await services.db
    .select({ name: planSignatures.name })
    .from(planSignatures)
    .where(eq(planSignatures.planId, found.plan.id));
  return {
    statement: await readStatement(services, found.plan, month),
    address: describeSubmissionAddress(found.view.home),
    names: signatures.length
      ? signatures.map((signature) => signature.name)
      : [`${found.view.firstName} ${found.view.lastName}`],
    planVersion: found.plan.version,
  };
}

/**
 * A month's statement of a plan, from its ledger.
 * @param services the database
 * @param plan the plan version (its id is the ledger's plan id)
 * @param month YYYY-MM
 * @throws RangeError when the month is not YYYY-MM
 */
export async function readStatement(
  services: Pick<AppServices, 'db'>,
  plan: Pick<PlanRow, 'id' | 'price'>,
  month: string,
): Promise<MonthlyStatement> {
  const journal = await planJournal({ db: services.db, planId: plan.id });
  return monthlyStatement(journal.entries, month, plan.price);
}

/** One plan's reconciliation with the provider, with its case. */
export type PlanReconciliation = {
  mandate: MandateRow;
  /** The case with its home and applicant (null only if it was deleted meanwhile). */
  purchase: PurchaseCaseView | null;
  reconciliation: Reconciliation;
  error: string | null;
};

/**
 * Reconciles the ledger of every plan with a Direct Debit with the provider's payments (packages/domain
 * `reconcile`): what the ledger moved through the bank under each payment id against what the provider says
 * was paid. A plan whose payments the provider could not list is reported with the error.
 *
 * @param services the database and the provider
 * @param options.purchaseCaseId only this case's plan
 * @returns one entry per mandate given (newest first)
 */
export async function reconcilePlans(
  services: Pick<AppServices, 'db' | 'directDebit'>,
  options: { purchaseCaseId?: string } = {},
): Promise<PlanReconciliation[]> {
  const mandates = await services.db
    .select()
    .from(directDebitMandates)
    .where(
      options.purchaseCaseId
        ? eq(directDebitMandates.purchaseCaseId, options.purchaseCaseId)
        : isNotNull(directDebitMandates.mandateId),
    )
    .orderBy(desc(directDebitMandates.createdAt))
    .limit(500);
  const cases = new Map(
    (
      await getPurchaseCases(
        services.db,
        mandates.map((m) => m.purchaseCaseId),
      )
    ).map((view) => [view.purchaseCase.id, view]),
  );
  const results: PlanReconciliation[] = [];
  for (const mandate of mandates) {
    const purchase = cases.get(mandate.purchaseCaseId) ?? null;
    if (!mandate.mandateId || mandate.provider !== services.directDebit.kind) continue;
    const journal = await planJournal({ db: services.db, planId: mandate.planId });
    try {
      const payments = await services.directDebit.listCollections(
        mandate as Required<MandateRow> & { mandateId: string },
      );
      const paid = payments
        .filter((payment) => payment.status === 'paid')
        .map((payment) => ({ paymentId: payment.paymentId, amountPence: payment.amountPence }));
      results.push({ mandate, purchase, reconciliation: reconcile(journal.entries, paid), error: null });
    } catch (error) {
      results.push({
        mandate,
        purchase,
        reconciliation: reconcile(journal.entries, []),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
