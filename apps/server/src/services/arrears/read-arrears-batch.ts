/**
 * Several plans' arrears in a fixed number of queries, whatever the number of plans (ARCHITECTURE.md "Fast by
 * design": no query per row), for the operators' list (ops-arrears.ts listArrearsCases). Each plan's state is
 * worked out by the same function as one plan's (read-arrears.ts arrearsFromRows), so the two never differ.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  arrearsInstalments,
  arrearsPaymentPlans,
  hardshipRequests,
  ledgerEntries,
  ledgerPostings,
  planCollections,
} from '../../db/schema';
import {
  type ArrearsRows,
  type ArrearsState,
  arrearsFromRows,
  failedMonthly,
  HARDSHIP_SHOWN,
} from './read-arrears';

/** Groups rows by plan id, keeping their order. */
function byPlan<T extends { planId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.planId) ?? [];
    list.push(row);
    groups.set(row.planId, list);
  }
  return groups;
}

/**
 * Several plans' arrears today, in five queries (postings to `arrears`, failed months, plans in force, their
 * instalments, requests for help) however many plans there are; none for no plans.
 * @param db the database or a transaction
 * @param planIds the plan versions' ids (unknown ids owe nothing)
 * @param today London's date, YYYY-MM-DD
 * @returns each plan's state by its id (amounts in pence, ages in days), as planArrears gives it
 */
export async function plansArrears(
  db: Db | Tx,
  planIds: readonly string[],
  today: string,
): Promise<Map<string, ArrearsState>> {
  const ids = [...new Set(planIds)];
  if (ids.length === 0) return new Map();
  const postings = await db
    .select({ planId: ledgerPostings.planId, date: ledgerEntries.entryDate, pence: ledgerPostings.pence })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(inArray(ledgerPostings.planId, ids), eq(ledgerPostings.account, 'arrears')));
  const failed = await db
    .select({
      planId: planCollections.planId,
      dueDate: planCollections.dueDate,
      rentPence: planCollections.rentPence,
    })
    .from(planCollections)
    .where(and(inArray(planCollections.planId, ids), eq(planCollections.kind, 'monthly'), failedMonthly));
  const active = await db
    .select()
    .from(arrearsPaymentPlans)
    .where(and(inArray(arrearsPaymentPlans.planId, ids), eq(arrearsPaymentPlans.status, 'active')));
  // Joined to the plans in force rather than by their ids, so the query is sent whatever the plans in force.
  const instalments = await db
    .select({ instalment: arrearsInstalments })
    .from(arrearsInstalments)
    .innerJoin(arrearsPaymentPlans, eq(arrearsPaymentPlans.id, arrearsInstalments.paymentPlanId))
    .where(and(inArray(arrearsPaymentPlans.planId, ids), eq(arrearsPaymentPlans.status, 'active')))
    .orderBy(asc(arrearsInstalments.number));
  const hardship = await db
    .select()
    .from(hardshipRequests)
    .where(inArray(hardshipRequests.planId, ids))
    .orderBy(desc(hardshipRequests.createdAt));
  const postingsOf = byPlan(postings);
  const failedOf = byPlan(failed);
  const hardshipOf = byPlan(hardship);
  const activeOf = new Map(active.map((row) => [row.planId, row]));
  const states = new Map<string, ArrearsState>();
  for (const planId of ids) {
    const plan = activeOf.get(planId);
    const rows: ArrearsRows = {
      planId,
      arrearsPostings: (postingsOf.get(planId) ?? []).map((p) => ({ date: p.date, pence: Number(p.pence) })),
      failed: (failedOf.get(planId) ?? []).map(({ dueDate, rentPence }) => ({ dueDate, rentPence })),
      active: plan
        ? {
            row: plan,
            instalments: instalments.map((r) => r.instalment).filter((i) => i.paymentPlanId === plan.id),
          }
        : null,
      hardship: (hardshipOf.get(planId) ?? []).slice(0, HARDSHIP_SHOWN),
    };
    states.set(planId, arrearsFromRows(rows, today));
  }
  return states;
}
