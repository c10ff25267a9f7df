/**
 * Keeps an application's budget current: after every change that affects it (incomes, card balance, loans,
 * commitments, expenses, dependants, deposit, the current address), the budget and rent budget are worked
 * out again from the whole application with the affordability model (ARCHITECTURE.md §4) and stored with
 * the full breakdown. The co-applicant's part is empty until co-applicants can sign up.
 */
import { type IncomeInput, toIncomeInput } from '@stairway/domain/affordability';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { ApplicationRow, IncomeRow } from '../db/rows';
import { expenses, incomes, userAddresses, userApplications } from '../db/schema';
import { type BudgetSource, workOutBudget } from './budget';

/**
 * The affordability model's view of a stored income (the domain's toIncomeInput), with the person it belongs to.
 * @returns null for a row whose type is not one of the spec's income types
 */
export function toPersonIncomeInput(row: IncomeRow): (IncomeInput & { person: string }) | null {
  const income = toIncomeInput(row);
  return income ? { ...income, person: row.person } : null;
}

/**
 * What the budget is worked out from, for one application and its rows. The applicant's non-primary
 * (additional) incomes count only while the applicant has not said they have no additional income
 * (hasAdditionalIncome false). With no income at all, the onboarding gross annual pay counts (budget.ts).
 */
export function toBudgetSource(
  application: ApplicationRow,
  rows: { incomes: readonly IncomeRow[]; monthlyExpenses: number; currentPostcode: string | null },
): BudgetSource {
  const counted = rows.incomes
    .filter((row) => row.primary || application.hasAdditionalIncome !== false)
    .map(toPersonIncomeInput)
    .filter((income): income is NonNullable<typeof income> => income !== null);
  return {
    grossAnnualPay: application.grossAnnualPay,
    deposit: application.deposit,
    preferredLocations: application.preferredLocations,
    monthlyLoans: application.monthlyLoans,
    cardBalance: application.cardBalance,
    monthlyCommitments: application.monthlyCommitments,
    adultDependants: application.adultDependants,
    childDependants: application.childDependants,
    incomes: counted,
    monthlyExpenses: rows.monthlyExpenses,
    currentPostcode: rows.currentPostcode,
  };
}

/**
 * Works out the budget of an application again from everything stored for it and saves it (budget,
 * rentBudget and the breakdown in `affordability`).
 * @param tx the transaction of the change (the application row is locked)
 * @param applicationId the application
 * @returns the updated application row
 */
export async function recalculateBudget(tx: Tx, applicationId: string): Promise<ApplicationRow> {
  const [application] = await tx
    .select()
    .from(userApplications)
    .where(eq(userApplications.id, applicationId));
  if (!application) throw new Error(`Application ${applicationId} not found`);
  const incomeRows = await tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.applicationId, applicationId), eq(incomes.person, 'applicant')));
  const expenseRows = await tx
    .select({ amount: expenses.amount })
    .from(expenses)
    .where(eq(expenses.applicationId, applicationId));
  const [current] = await tx
    .select({ postCode: userAddresses.postCode })
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, applicationId), eq(userAddresses.person, 'applicant')))
    .orderBy(desc(userAddresses.moveInDate))
    .limit(1);
  const result = workOutBudget(
    toBudgetSource(application, {
      incomes: incomeRows,
      monthlyExpenses: expenseRows.reduce((sum, row) => sum + row.amount, 0),
      currentPostcode: current?.postCode ?? null,
    }),
  );
  const [updated] = await tx
    .update(userApplications)
    .set({
      budget: result.budget,
      rentBudget: result.rentBudget,
      affordability: result as unknown as Record<string, unknown>,
    })
    .where(eq(userApplications.id, applicationId))
    .returning();
  if (!updated) throw new Error(`Application ${applicationId} not found`);
  return updated;
}
