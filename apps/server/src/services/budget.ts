/**
 * Keeps an application's budget current, through the one budget path (ARCHITECTURE.md §4): the stored rows
 * of the application (the application, the applicant's incomes, addresses and expenses) → the domain's
 * mapping to the affordability model's input (mapApplicationToAffordabilityInput in
 * packages/domain/src/application-budget.ts) → the model (calculateAffordability). Every change to an
 * application works the budget out again here (application-changes.ts) and stores it with its full
 * breakdown. The rules (which incomes count, the fallback to the onboarding pay, the tax region) are the
 * domain's; this only reads and writes rows. A joint application's co-applicant adds their incomes
 * (decision 015), so the budget changes when either person saves.
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import { type BudgetApplication, calculateApplicationBudget } from '@stairway/domain/application-budget';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { expenses, incomes, userAddresses, userApplications } from '../db/schema';
import { findCoApplicantOf } from './people';

/**
 * The columns of an application that hold a worked-out budget.
 * @param result the model's result
 * @returns `budget` and `rentBudget` (whole pounds) and the full breakdown (`affordability`, for the pipeline)
 */
export function toBudgetColumns(result: AffordabilityResult) {
  return { budget: result.budget, rentBudget: result.rentBudget, affordability: result };
}

/**
 * Reads what the budget is worked out from: the application row with the applicant's own incomes,
 * addresses and expenses, in the shape the domain's mapping takes.
 * @param tx the transaction of the change
 * @param application the application row
 */
export async function readBudgetApplication(tx: Tx, application: ApplicationRow): Promise<BudgetApplication> {
  // One query after another: a transaction runs on one connection.
  const incomeRows = await tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.applicationId, application.id), eq(incomes.person, 'applicant')));
  const addressRows = await tx
    .select({ postCode: userAddresses.postCode, moveInDate: userAddresses.moveInDate })
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, application.id), eq(userAddresses.person, 'applicant')));
  const expenseRows = await tx
    .select({ amount: expenses.amount })
    .from(expenses)
    .where(eq(expenses.applicationId, application.id));
  return {
    ...application,
    incomes: incomeRows,
    addresses: addressRows,
    expenses: expenseRows,
    coApplicant: await readBudgetCoApplicant(tx, application),
  };
}

/**
 * The co-applicant's part of the budget (ARCHITECTURE.md §4 "Household = applicant + co-applicant"): their
 * incomes, their answer to "Do you have any other income?" and their addresses (for their tax region). Only
 * for a joint application with a co-applicant; the household's commitments and dependants are the ones on the
 * application (decision 015).
 * @returns null for a single application or before a co-applicant is added
 */
async function readBudgetCoApplicant(
  tx: Tx,
  application: ApplicationRow,
): Promise<BudgetApplication['coApplicant']> {
  if (!application.jointApplication) return null;
  const co = await findCoApplicantOf(tx, application.id);
  if (!co) return null;
  const incomeRows = await tx
    .select()
    .from(incomes)
    .where(and(eq(incomes.applicationId, application.id), eq(incomes.person, 'coApplicant')));
  const addressRows = await tx
    .select({ postCode: userAddresses.postCode, moveInDate: userAddresses.moveInDate })
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, application.id), eq(userAddresses.person, 'coApplicant')));
  return { incomes: incomeRows, addresses: addressRows, hasAdditionalIncome: co.hasAdditionalIncome };
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
  const result = calculateApplicationBudget(await readBudgetApplication(tx, application));
  const [updated] = await tx
    .update(userApplications)
    .set(toBudgetColumns(result))
    .where(eq(userApplications.id, applicationId))
    .returning();
  if (!updated) throw new Error(`Application ${applicationId} not found`);
  return updated;
}
