/**
 * How every change to an application's sections runs: in one transaction that locks the applicant's own
 * application row (found by the user id from the session, never an id from the client), refuses once the
 * application is submitted, makes the change and works out the budget again. When anything fails, nothing
 * is changed. Once it has committed, the request's loaders forget what they read of the application, so
 * that the fields resolved after a change (steps, progress, incomes...) see it; no resolver has to remember.
 */
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { Tx } from '../db/client';
import type { ApplicationRow } from '../db/rows';
import { userApplications } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { recalculateBudget } from './budget';

/**
 * What a change to an application needs: the database, and the request's loaders, whose cached rows of the
 * application it clears after the change.
 */
export type ChangeScope = Pick<Context, 'db' | 'loaders'>;

/** The error for any change to a submitted application (extensions.code APPLICATION_SUBMITTED). */
export const applicationSubmitted = () =>
  new AppError(
    'APPLICATION_SUBMITTED',
    'Your application has been submitted, so it can no longer be changed. Contact us if something needs correcting.',
  );

/**
 * Reads and locks (FOR UPDATE) the applicant's own application.
 * @throws NOT_FOUND when the user has no application
 */
export async function lockApplication(tx: Tx, userId: string): Promise<ApplicationRow> {
  const [application] = await tx
    .select()
    .from(userApplications)
    .where(eq(userApplications.userId, userId))
    .for('update');
  if (!application) throw notFound('Your application');
  return application;
}

/**
 * Changes the applicant's own application, then makes the request's loaders forget the application's rows.
 * @param scope the database and the request's loaders
 * @param change makes the change in the transaction; it receives the locked application and may throw
 *   (input errors, NOT_FOUND), which rolls everything back
 * @returns the application after the change, with its budget worked out again, and what `change` returned
 * @throws APPLICATION_SUBMITTED when the application is submitted; NOT_FOUND when there is none; whatever
 *   `change` throws
 */
export async function changeApplication<T>(
  scope: ChangeScope,
  userId: string,
  change: (tx: Tx, application: ApplicationRow) => Promise<T>,
): Promise<{ application: ApplicationRow; result: T }> {
  const changed = await scope.db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    if (application.submitted) throw applicationSubmitted();
    const result = await change(tx, application);
    return { application: await recalculateBudget(tx, application.id), result };
  });
  scope.loaders.forgetApplication(changed.application.id);
  return changed;
}
