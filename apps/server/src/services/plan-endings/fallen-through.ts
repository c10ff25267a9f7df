/**
 * A purchase of the rest that falls through (decision 076; the rule in packages/domain plan-ending-changes.ts): an
 * operator records it, with the reason, only while the purchase is going ahead. Nothing was posted to the ledger
 * before completion (going ahead and the valuation, offer and instruction steps post nothing; completion's
 * `buy-out-completed` is the only entry), and the mandate and collections were left alone, so the plan carries on
 * as before. The ending becomes `fallen-through`, which ends nothing: the customer may ask for a new quote. The
 * customer (and a joined co-applicant) and the team are e-mailed in the same transaction; who recorded it is kept
 * on the ending and in the audit log (`record-buy-out-fallen-through` about the application, with the reason).
 */
import { fallenThroughReasonProblems, fallenThroughRefusal } from '@stairway/domain/plan-ending-changes';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { eq } from 'drizzle-orm';
import { auditLog, planEndings } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { enqueueCustomerEndingEmail, enqueueTeamEndingEmail } from './ending-emails';
import { nameOf, type Services, type SignedPlan } from './plan-ending-access';
import { livePlanEnding, type PlanEndingRow } from './read-plan-endings';

/**
 * An operator records that the customer's purchase of the rest fell through.
 * @param found the case's signed plan
 * @param input why it did not go ahead (1 to PLAN_ENDING_NOTE_MAX = 500 characters)
 * @param operatorEmail who records it
 * @returns the ending, `fallen-through`, with the day (London) and the reason
 * @throws AppError BAD_USER_INPUT naming reason; CONFLICT naming the status when the ending is not a purchase
 *   going ahead (or there is none)
 */
export async function recordBuyOutFallenThrough(
  services: Services,
  found: SignedPlan,
  input: { reason: string },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const reason = input.reason.trim();
  const problems = fallenThroughReasonProblems(reason);
  if (problems.length) throw inputError(problems);
  const today = londonToday(now);
  const { row, queued } = await services.db.transaction(async (tx) => {
    const ending = await livePlanEnding(tx, found.plan.id);
    const refusal = fallenThroughRefusal(ending);
    if (refusal || !ending) throw new AppError('CONFLICT', refusal ?? 'Nothing to record.');
    const [updated] = await tx
      .update(planEndings)
      .set({
        status: 'fallen-through',
        fallenThroughOn: today,
        fallenThroughReason: reason,
        fallenThroughBy: operatorEmail,
        updatedAt: now,
      })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The purchase falling through was not recorded');
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'record-buy-out-fallen-through',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        endingId: ending.id,
        note: reason,
        before: { status: ending.status },
        after: { status: 'fallen-through' },
      },
    });
    const key = `plan-ending:${ending.id}:fallen-through`;
    const team = await enqueueTeamEndingEmail(tx, services, found.purchaseCase.id, {
      title: `${nameOf(found)}’s purchase of the rest fell through`,
      lines: [
        `${operatorEmail} recorded on ${day(today)} that ${nameOf(found)}’s purchase of the rest did not go ahead.`,
        `The reason: ${reason}`,
        'The plan carries on as before, with its monthly collections.',
      ],
      key,
    });
    const customer = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'Your purchase of the rest did not go ahead',
      lines: [
        `We have recorded that your purchase of the rest of your home did not go ahead (${day(today)}).`,
        `The reason: ${reason}`,
        'Your plan carries on as before, and so do your monthly payments. Your deposit and equity are still held for you. You can ask for a new quote on your home page whenever you are ready.',
      ],
      key,
    });
    return { row: updated, queued: [...team, ...customer] };
  });
  await services.email.deliver(queued);
  return row;
}
