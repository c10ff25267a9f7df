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
import { normalBalance } from '@stairway/domain/ledger';
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

/** A failed month's due date and rent (pence), as the domain's age rules read it. */
export type FailedMonth = { dueDate: string; rentPence: number };

/** The rows a plan's arrears are worked out from (read one plan at a time or in a batch: read-arrears-batch.ts). */
export type ArrearsRows = {
  planId: string;
  /** Every posting to the ledger's `arrears` account: its entry's day and pence (debit positive). */
  arrearsPostings: Array<{ date: string; pence: number }>;
  /** The monthly collections whose first attempt failed (retrying or failed now, or paid on a retry). */
  failed: FailedMonth[];
  /** The payment plan in force, if any, with its instalments in number order. */
  active: {
    row: typeof arrearsPaymentPlans.$inferSelect;
    instalments: Array<typeof arrearsInstalments.$inferSelect>;
  } | null;
  /** The requests for help, newest first (at most {@link HARDSHIP_SHOWN}). */
  hardship: HardshipRow[];
};

/** The most requests for help shown with a plan's arrears (newest first). */
export const HARDSHIP_SHOWN = 50;

/**
 * Works out a plan's arrears from its rows (no database): what is owed, its age and stage, the plan in force with
 * each instalment met, due or missed (packages/domain arrears.ts), and the suggested plan.
 * @param rows the plan's rows ({@link ArrearsRows})
 * @param today London's date, YYYY-MM-DD
 * @returns the state, amounts in pence and ages in days
 */
export function arrearsFromRows(rows: ArrearsRows, today: string): ArrearsState {
  const arrearsPence = normalBalance(
    'arrears',
    rows.arrearsPostings.reduce((sum, posting) => sum + posting.pence, 0),
  );
  const sinceDate = oldestUnpaidDueDate(rows.failed, arrearsPence);
  const ageDays = arrearsAgeDays(rows.failed, arrearsPence, today);
  let paymentPlan: PaymentPlanView | null = null;
  if (rows.active) {
    const { row: active, instalments } = rows.active;
    // Paid off the arrears since the plan was agreed: the ledger's credits to `arrears` from that day.
    const paidPence = rows.arrearsPostings
      .filter((posting) => posting.date >= active.agreedOn && posting.pence < 0)
      .reduce((sum, posting) => sum - posting.pence, 0);
    const statuses = instalmentStatuses(instalments, paidPence, today);
    paymentPlan = {
      ...active,
      paidPence,
      instalments: instalments.map((row, index) => ({ ...row, ...statuses[index]! })),
    };
  }
  const keepingToPlan =
    paymentPlan?.instalments.every((instalment) => instalment.status !== 'missed') ?? false;
  const stage = arrearsStage(arrearsPence, ageDays, keepingToPlan);
  return {
    planId: rows.planId,
    arrearsPence,
    sinceDate,
    ageDays,
    bucket: ageBucket(ageDays),
    stage,
    stageLabel: ARREARS_STAGE_LABELS[stage],
    paymentPlan,
    suggestedPlan: suggestPaymentPlan(arrearsPence, today),
    hardship: rows.hardship,
  };
}

/** The monthly collections whose rent went into arrears: a failed first attempt (retrying or failed, or retried). */
export const failedMonthly = or(
  inArray(planCollections.status, ['retrying', 'failed']),
  gt(planCollections.attempts, 1),
);

/**
 * A plan's arrears today.
 * @param db the database or a transaction
 * @param planId the plan version's id (the ledger's plan)
 * @param today London's date, YYYY-MM-DD
 */
export async function planArrears(db: Db | Tx, planId: string, today: string): Promise<ArrearsState> {
  const { entries } = await planJournal({ db, planId });
  const arrearsPostings = entries.flatMap((entry) =>
    entry.postings
      .filter((posting) => posting.account === 'arrears')
      .map((posting) => ({ date: entry.date, pence: posting.pence })),
  );
  const failed = await db
    .select({ dueDate: planCollections.dueDate, rentPence: planCollections.rentPence })
    .from(planCollections)
    .where(and(eq(planCollections.planId, planId), eq(planCollections.kind, 'monthly'), failedMonthly));
  const [active] = await db
    .select()
    .from(arrearsPaymentPlans)
    .where(and(eq(arrearsPaymentPlans.planId, planId), eq(arrearsPaymentPlans.status, 'active')));
  const instalments = active
    ? await db
        .select()
        .from(arrearsInstalments)
        .where(eq(arrearsInstalments.paymentPlanId, active.id))
        .orderBy(asc(arrearsInstalments.number))
    : [];
  const hardship = await db
    .select()
    .from(hardshipRequests)
    .where(eq(hardshipRequests.planId, planId))
    .orderBy(desc(hardshipRequests.createdAt))
    .limit(HARDSHIP_SHOWN);
  return arrearsFromRows(
    { planId, arrearsPostings, failed, active: active ? { row: active, instalments } : null, hardship },
    today,
  );
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
