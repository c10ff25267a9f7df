/**
 * Withdrawing a rent change's notice before its day (decision 074, amended; the rule in packages/domain
 * rent-review.ts canWithdrawRentChange): a mistaken notice is withdrawn, with the reason, by an operator, and the
 * applicant and a joined co-applicant are e-mailed in the same transaction (the outbox). The row is kept with who
 * withdrew it and why; the collections and the once-a-year rule read only standing notices (rent-changes.ts
 * planRentChanges), so a corrected notice can then be given for the same day.
 */
import { formatGBP } from '@stairway/domain/money';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { canWithdrawRentChange } from '@stairway/domain/rent-review';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { plans, purchaseCases, rentChanges } from '../../db/schema';
import { renderRentChangeWithdrawn } from '../../emails/rent-change-withdrawn';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { QueuedEmail } from '../email-outbox';
import { type RentChangeRow, rentNoticeRecipients } from './rent-changes';

/**
 * Withdraws a rent change's notice (operators).
 * @param services the database, outbox and configuration
 * @param input the change's id and why it is withdrawn (1 to 500 characters, already trimmed)
 * @param operatorEmail who withdraws it
 * @param now the clock (tests)
 * @returns the change as withdrawn
 * @throws AppError NOT_FOUND for an unknown change; CONFLICT when it is already withdrawn or its day has come
 */
export async function withdrawRentChangeNotice(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  input: { rentChangeId: string; reason: string },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<RentChangeRow> {
  const today = londonToday(now);
  const { row, queued } = await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ change: rentChanges, applicationId: purchaseCases.applicationId })
      .from(rentChanges)
      .innerJoin(plans, eq(plans.id, rentChanges.planId))
      .innerJoin(purchaseCases, eq(purchaseCases.id, plans.purchaseCaseId))
      .where(eq(rentChanges.id, input.rentChangeId))
      .for('update', { of: rentChanges });
    if (!found) throw notFound('That rent change');
    const { change } = found;
    if (change.withdrawnAt) throw new AppError('CONFLICT', 'This notice is already withdrawn.');
    if (!canWithdrawRentChange(change.effectiveFrom, today)) {
      throw new AppError(
        'CONFLICT',
        `This notice applied from ${formatPurchaseCaseDate(change.effectiveFrom)}, so it can no longer be withdrawn; give a new notice instead.`,
      );
    }
    const [updated] = await tx
      .update(rentChanges)
      .set({ withdrawnAt: now, withdrawalReason: input.reason, withdrawnBy: operatorEmail })
      .where(and(eq(rentChanges.id, change.id), isNull(rentChanges.withdrawnAt)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'This notice is already withdrawn.');
    const emails: QueuedEmail[] = [];
    for (const person of await rentNoticeRecipients(tx, found.applicationId)) {
      const link = `${services.config.appUrl}${person.path}`;
      const mail = await renderRentChangeWithdrawn({
        firstName: person.firstName,
        currentRent: formatGBP(change.previousRent),
        withdrawnRent: formatGBP(change.monthlyRent),
        effectiveFrom: formatPurchaseCaseDate(change.effectiveFrom),
        reason: input.reason,
        link,
      });
      emails.push(
        await services.email.enqueue(
          tx,
          { to: person.email, ...mail, links: [link] },
          `rent-change-withdrawn:${change.id}:${person.who}`,
        ),
      );
    }
    return { row: updated, queued: emails };
  });
  await services.email.deliver(queued);
  return row;
}
