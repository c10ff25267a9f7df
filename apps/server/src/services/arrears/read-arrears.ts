/**
 * Reading a plan's arrears (decision 075; the rules are packages/domain arrears.ts): what is owed (the ledger's
 * `arrears` balance), since when and how old, the stage of the process, the payment plan in force with each
 * instalment met, due or missed (met from the ledger's credits to `arrears` since the plan was agreed), and the
 * customer's requests for help. Used by the customer's page, the operators' list and the reminders job.
 */
import {
  ARREARS_STAGE_LABELS,
  type ArrearsAgeBucket,
  type ArrearsStage,
  ageBucket,
  arrearsAgeDays,
  arrearsStage,
  type Instalment,
  type InstalmentStatus,
  instalmentStatuses,
  oldestUnpaidDueDate,
  suggestPaymentPlan,
} from '@stairway/domain/arrears';
import { normalBalance, balances as sumBalances } from '@stairway/domain/ledger';
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  arrearsInstalments,
  arrearsPaymentPlans,
  hardshipRequests,
  ledgerPostings,
  planCollections,
} from '../../db/schema';
import { planJournal } from '../ledger/plan-journal';

/** A hardship request row. */
export type HardshipRow = typeof hardshipRequests.$inferSelect;

/** An instalment as the pages show it: its row, how much of it is paid (pence) and whether it is met. */
export type InstalmentView = typeof arrearsInstalments.$inferSelect & {
  paidPence: number;
  status: InstalmentStatus;
};

/** A payment plan with its instalments and what has been paid towards it, pence. */
export type PaymentPlanView = typeof arrearsPaymentPlans.$inferSelect & {
  paidPence: number;
  instalments: InstalmentView[];
};

/** A plan's arrears (amounts in pence, days whole). */
export type ArrearsState = {
  planId: string;
  /** Owed now: the ledger's `arrears` balance. */
  arrearsPence: number;
  /** The oldest unpaid collection's due date, YYYY-MM-DD; null when nothing is owed. */
  sinceDate: string | null;
  ageDays: number;
  bucket: ArrearsAgeBucket;
  stage: ArrearsStage;
  /** The stage in kind words. */
  stageLabel: string;
  /** The payment plan in force; null when none was agreed. */
  paymentPlan: PaymentPlanView | null;
  /** The default offer: equal monthly instalments over 3 months from today (empty when nothing is owed). */
  suggestedPlan: Instalment[];
  /** The customer's requests for help, newest first. */
  hardship: HardshipRow[];
};

/**
 * A plan's arrears today.
 * @param db the database or a transaction
 * @param planId the plan version's id (the ledger's plan)
 * @param today London's date, YYYY-MM-DD
 */
export async function planArrears(db: Db | Tx, planId: string, today: string): Promise<ArrearsState> {
  const { entries } = await planJournal({ db, planId });
  const arrearsPence = normalBalance('arrears', sumBalances(entries).arrears);
  // Months whose rent went into arrears: a failed first attempt (retrying or failed now, or paid on a retry).
  const failed = await db
    .select({ dueDate: planCollections.dueDate, rentPence: planCollections.rentPence })
    .from(planCollections)
    .where(
      and(
        eq(planCollections.planId, planId),
        eq(planCollections.kind, 'monthly'),
        or(inArray(planCollections.status, ['retrying', 'failed']), gt(planCollections.attempts, 1)),
      ),
    );
  const sinceDate = oldestUnpaidDueDate(failed, arrearsPence);
  const ageDays = arrearsAgeDays(failed, arrearsPence, today);
  const [active] = await db
    .select()
    .from(arrearsPaymentPlans)
    .where(and(eq(arrearsPaymentPlans.planId, planId), eq(arrearsPaymentPlans.status, 'active')));
  let paymentPlan: PaymentPlanView | null = null;
  if (active) {
    const rows = await db
      .select()
      .from(arrearsInstalments)
      .where(eq(arrearsInstalments.paymentPlanId, active.id))
      .orderBy(asc(arrearsInstalments.number));
    // Paid off the arrears since the plan was agreed: the ledger's credits to `arrears` from that day.
    const paidPence = entries
      .filter((entry) => entry.date >= active.agreedOn)
      .flatMap((entry) => entry.postings)
      .filter((posting) => posting.account === 'arrears' && posting.pence < 0)
      .reduce((sum, posting) => sum - posting.pence, 0);
    const statuses = instalmentStatuses(rows, paidPence, today);
    paymentPlan = {
      ...active,
      paidPence,
      instalments: rows.map((row, index) => ({ ...row, ...statuses[index]! })),
    };
  }
  const keepingToPlan =
    paymentPlan?.instalments.every((instalment) => instalment.status !== 'missed') ?? false;
  const stage = arrearsStage(arrearsPence, ageDays, keepingToPlan);
  const hardship = await db
    .select()
    .from(hardshipRequests)
    .where(eq(hardshipRequests.planId, planId))
    .orderBy(desc(hardshipRequests.createdAt))
    .limit(50);
  return {
    planId,
    arrearsPence,
    sinceDate,
    ageDays,
    bucket: ageBucket(ageDays),
    stage,
    stageLabel: ARREARS_STAGE_LABELS[stage],
    paymentPlan,
    suggestedPlan: suggestPaymentPlan(arrearsPence, today),
    hardship,
  };
}

/**
 * The plans that owe arrears: their ids and the amount, pence, from the ledger's postings.
 * @param db the database
 * @returns every plan whose `arrears` balance is above 0p
 */
export async function plansInArrears(db: Db): Promise<Array<{ planId: string; arrearsPence: number }>> {
  const owed = sql<number>`sum(${ledgerPostings.pence})::bigint`;
  const rows = await db
    .select({ planId: ledgerPostings.planId, pence: owed })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.account, 'arrears'))
    .groupBy(ledgerPostings.planId)
    .having(sql`sum(${ledgerPostings.pence}) > 0`);
  return rows.map((row) => ({ planId: row.planId, arrearsPence: Number(row.pence) }));
}

/**
 * Plans with an unanswered hardship request, even when nothing is owed any more (the operators still answer).
 * @param db the database
 */
export async function plansWithOpenHardship(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ planId: hardshipRequests.planId })
    .from(hardshipRequests)
    .where(sql`${hardshipRequests.respondedAt} is null`);
  return rows.map((row) => row.planId);
}
