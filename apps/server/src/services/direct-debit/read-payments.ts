/**
 * Reading a plan's payments (decision 071) for its customers and operators: the Direct Debit, the collections
 * against the schedule, and from the ledger the equity owned, what has been paid and the monthly statements
 * (packages/domain/src/plan-statement.ts; ARCHITECTURE.md §7 "statements … are read from it").
 */

import { type LeavingRefund, leavingRefund } from '@stairway/domain/leaving-refund';
import { type LedgerBalances, monthlyDuePence, balances as sumBalances } from '@stairway/domain/ledger';
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
import { rentOn } from '@stairway/domain/rent-review';
import { asc, desc, eq, inArray } from 'drizzle-orm';
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
import { planEndDays } from '../plan-endings/read-plan-endings';
import type { PlanRow } from '../plans/read-plans';
import { latestReadinessFigures } from '../plans/readiness-figures';
import { asRentChanges, planRentChanges, type RentChangeRow } from '../plans/rent-changes';
import type { PurchaseCaseView } from '../purchase-cases/read-purchase-cases';
import { currentValue, planValuations } from '../valuations/home-valuations';
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
  /** The plan's rent changes given by notice, newest first (decision 074). */
  rentChanges: RentChangeRow[];
  /** The monthly rent that applies today, whole pounds (the plan's until a change applies). */
  currentMonthlyRent: number;
  /** "When can I buy the rest?" (packages/domain mortgage-readiness.ts) with what it was worked out from. */
  readiness: Readiness & {
    input: ReadinessInput;
    /** On a joint plan given person by person: the applicant's gross annual income, pounds; else null. */
    applicantIncomePounds: number | null;
    /** Whether the plan has a joined co-applicant (each person's income may then be given). */
    joint: boolean;
    figuresSavedAt: Date | null;
  };
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
      cardBalance: userApplications.cardBalance,
      monthlyLoans: userApplications.monthlyLoans,
    })
    .from(userApplications)
    .where(eq(userApplications.id, purchaseCase.applicationId));
  // The latest value of the home (decision 073): the agreed price until it is revalued.
  const { valuePounds } = currentValue(await planValuations(db, plan.id), plan);
  // The customer's own figures when they have saved some (decision 077), else the application's as assessed.
  const figures = await latestReadinessFigures(db, plan.id);
  const people = application?.affordability?.people ?? [];
  // On a joint plan, each person's assessable income as the budget worked it out (decision 077).
  const split =
    plan.joint && people.length === 2
      ? {
          applicantIncomePounds: Math.round(people[0]?.assessableIncome ?? 0),
          coApplicantIncomePounds: Math.round(people[1]?.assessableIncome ?? 0),
        }
      : { applicantIncomePounds: null, coApplicantIncomePounds: null };
  const assessed = {
    // The household's income as the budget assessed it (ARCHITECTURE.md §4), else the gross pay given at onboarding.
    annualIncomePounds:
      split.applicantIncomePounds !== null
        ? split.applicantIncomePounds + split.coApplicantIncomePounds
        : Math.round(
            application?.affordability?.householdAssessableIncome ?? application?.grossAnnualPay ?? 0,
          ),
    ...split,
    cardBalancePounds: application?.cardBalance ?? 0,
    monthlyLoansPounds: application?.monthlyLoans ?? 0,
    monthlyChildcarePounds: 0,
    monthlyMaintenancePounds: 0,
    monthlyOtherCommitmentsPounds: 0,
  };
  const { savedAt, applicantIncomePounds, ...used } = figures ?? { ...assessed, savedAt: null };
  const readinessInput: ReadinessInput = {
    valuePounds,
    equityOwnedPence: equityPosition(balances, plan.price).equityOwnedPence,
    monthlyEquityPence: monthlyDuePence(plan.price, plan.monthlyRent).equityPence,
    ...used,
  };
  const today = londonToday(now);
  // The plan's terms with its rent changes (decision 074): each month uses the rent of its due day.
  const rentChangeRows = await planRentChanges(db, [plan.id]);
  const terms = { ...plan, rentChanges: asRentChanges(rentChangeRows) };
  // A plan that has ended (decision 076) asks for nothing after its last day.
  const endsOn = (await planEndDays(db, [plan.id])).get(plan.id) ?? null;
  const afterEnd = (dueDate: string) => endsOn !== null && dueDate > endsOn;
  const scheduled = movedInOn ? nextMonthlyCollection(terms, movedInOn, today) : null;
  const next = scheduled && !afterEnd(scheduled.dueDate) ? scheduled : null;
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
    upcoming: movedInOn
      ? upcomingCollections(terms, movedInOn, today, 3).filter((c) => !afterEnd(c.dueDate))
      : [],
    dueToDatePence: dueToDatePence(terms, {
      mandateActiveOn,
      movedInOn,
      today: endsOn !== null && endsOn < today ? endsOn : today,
    }),
    rentChanges: [...rentChangeRows].reverse(),
    currentMonthlyRent: rentOn(plan.monthlyRent, terms.rentChanges, today),
    readiness: {
      ...mortgageReadiness(readinessInput),
      input: readinessInput,
      applicantIncomePounds,
      joint: plan.joint,
      figuresSavedAt: savedAt,
    },
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
