/**
 * The applicant's monthly expenses (spec §3 Expense; page Monthly commitments). Each amount is whole pounds
 * a month and counts as a monthly commitment in the budget (ARCHITECTURE.md §4 step 3).
 */
import type { ExpenseParsed } from '@stairway/domain/application-validation';
import { and, eq, sql } from 'drizzle-orm';
import type { ApplicationRow, ExpenseRow } from '../db/rows';
import { expenses, userApplications } from '../db/schema';
import { inputError, notFound } from '../lib/app-error';
import { type ChangeScope, changeApplication } from './application-changes';
import { answeredColumns } from './applications';

/** Most expenses one application may hold (decided here). */
export const MAX_EXPENSES = 50;

/**
 * Adds an expense to the applicant's own application, or changes one of theirs (with `id`), then works out
 * the budget again.
 * @param scope the database and the request's loaders (changeApplication)
 * @param input parsed with expenseInputSchema (packages/domain/src/application-validation.ts)
 * @returns the expense and the updated application
 * @throws BAD_USER_INPUT (`id`) past the limit of expenses; NOT_FOUND for an id that is not one of the
 *   applicant's expenses; APPLICATION_SUBMITTED once submitted
 */
export async function addUpdateUserExpense(
  scope: ChangeScope,
  userId: string,
  input: ExpenseParsed,
): Promise<{ expense: ExpenseRow; application: ApplicationRow }> {
  const { id, ...data } = input;
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    // Adding or changing an expense answers Monthly commitments.
    await tx
      .update(userApplications)
      .set(answeredColumns(['monthly-commitments']))
      .where(eq(userApplications.id, current.id));
    if (id) {
      const [expense] = await tx
        .update(expenses)
        .set(data)
        .where(and(eq(expenses.applicationId, current.id), eq(expenses.id, id)))
        .returning();
      if (!expense) throw notFound('That expense');
      return expense;
    }
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(expenses)
      .where(eq(expenses.applicationId, current.id));
    if ((count?.n ?? 0) >= MAX_EXPENSES) {
      throw inputError([{ field: 'id', message: `You can add at most ${MAX_EXPENSES} expenses` }]);
    }
    const [expense] = await tx
      .insert(expenses)
      .values({ ...data, applicationId: current.id })
      .returning();
    if (!expense) throw new Error('The expense was not saved');
    return expense;
  });
  return { expense: result, application };
}

/**
 * Deletes one of the applicant's own expenses, then works out the budget again.
 * @param scope the database and the request's loaders (changeApplication)
 * @param input `{ id }`, parsed with deleteExpenseInputSchema
 * @returns the deleted expense's id and the updated application
 * @throws NOT_FOUND when it is not one of the applicant's expenses; APPLICATION_SUBMITTED once submitted
 */
export async function deleteUserExpense(
  scope: ChangeScope,
  userId: string,
  { id }: { id: string },
): Promise<{ id: string; application: ApplicationRow }> {
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const [deleted] = await tx
      .delete(expenses)
      .where(and(eq(expenses.applicationId, current.id), eq(expenses.id, id)))
      .returning({ id: expenses.id });
    if (!deleted) throw notFound('That expense');
    return deleted.id;
  });
  return { id: result, application };
}
