/**
 * Changing the moving day of a notice that stands (decision 076; the rules in packages/domain
 * plan-ending-changes.ts): the customer picks a new day under the same rules as notice given today, before the
 * current moving day and the inspection. The ending's `moving_on` becomes the new day and each change is kept in
 * `plan_ending_moving_day_changes` (the first row's `from_day` is the day first given). The team and the customer
 * are e-mailed in the same transaction.
 */
import { canChangeMovingDay, movingDayChangeProblems } from '@stairway/domain/plan-ending-changes';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { eq } from 'drizzle-orm';
import { planEndingMovingDayChanges, planEndings } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { Actor } from '../../lib/tokens';
import { enqueueCustomerEndingEmail, enqueueTeamEndingEmail } from './ending-emails';
import { movedInPlan, nameOf, type Services } from './plan-ending-access';
import { livePlanEnding, type PlanEndingRow } from './read-plan-endings';

/**
 * The customer (applicant or joined co-applicant) changes the moving day of their notice.
 * @param input the new moving day (YYYY-MM-DD, at least 30 days and at most a year from today, not the current one)
 * @returns the ending with its new moving day
 * @throws AppError BAD_USER_INPUT naming movingOn; CONFLICT when there is no notice whose day can change now (none,
 *   inspected, or the moving day has come); NOT_FOUND without a plan
 */
export async function changeMoveOutDay(
  services: Services,
  actor: Actor | null,
  input: { movingOn: string },
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const found = await movedInPlan(services.db, actor);
  const today = londonToday(now);
  const { row, queued } = await services.db.transaction(async (tx) => {
    const ending = await livePlanEnding(tx, found.plan.id);
    if (ending?.kind !== 'move-out' || !canChangeMovingDay(ending, today) || !ending.movingOn) {
      throw new AppError('CONFLICT', 'There is no notice whose moving day you can change now.');
    }
    const problems = movingDayChangeProblems(input.movingOn, ending.movingOn, today);
    if (problems.length) throw inputError(problems);
    const [change] = await tx
      .insert(planEndingMovingDayChanges)
      .values({
        planEndingId: ending.id,
        fromDay: ending.movingOn,
        toDay: input.movingOn,
        changedOn: today,
        changedBy: found.person,
      })
      .returning({ id: planEndingMovingDayChanges.id });
    const [updated] = await tx
      .update(planEndings)
      .set({ movingOn: input.movingOn, updatedAt: now })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The moving day was not changed');
    const key = `plan-ending:${ending.id}:moving-day:${change?.id}`;
    const team = await enqueueTeamEndingEmail(tx, services, found.purchaseCase.id, {
      title: `${nameOf(found)} changed their moving day`,
      lines: [
        `${nameOf(found)} changed their moving day from ${day(ending.movingOn)} to ${day(input.movingOn)}.`,
        'Agree the inspection with them for the new day.',
      ],
      key,
    });
    const customer = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'Your moving day has changed',
      lines: [
        `Your moving day is now ${day(input.movingOn)} (it was ${day(ending.movingOn)}). Your monthly payments continue until then.`,
        'You can change it again or withdraw your notice on your home page at any time before your moving day.',
      ],
      key,
    });
    return { row: updated, queued: [...team, ...customer] };
  });
  await services.email.deliver(queued);
  return row;
}
