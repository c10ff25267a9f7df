/**
 * Moving out (decision 076; the rules in packages/domain plan-ending.ts): the customer gives notice of a moving
 * day (or withdraws it before the day); an operator records the move-out inspection with any damage charge beyond
 * fair wear and tear, which posts the refund to the ledger, cancels the Direct Debit and stops collections after
 * the moving day; then records the refund as paid (refund-paid.ts). The notice's moving day may change
 * (moving-day.ts). The team and the customer are e-mailed at each step; the operator's steps are in the audit log
 * (`record-move-out-inspection` here).
 */
import { entryFor } from '@stairway/domain/ledger';
import { balances as sumBalances } from '@stairway/domain/ledger-accounts';
import {
  canWithdrawNotice,
  moveOutEvents,
  moveOutNoticeProblems,
  moveOutSettlement,
  PLAN_ENDING_NOTE_MAX,
} from '@stairway/domain/plan-ending';
import { formatPurchaseCaseDate as day } from '@stairway/domain/purchase-case';
import { formatPence } from '@stairway/domain/waitlist-fee';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { auditLog, planEndings } from '../../db/schema';
import { AppError, inputError } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import type { Actor } from '../../lib/tokens';
import { planJournal } from '../ledger/plan-journal';
import { recordLedgerEntry } from '../ledger/record-entry';
import { cancelAtProvider, stopPlanPayments } from './end-plan-payments';
import { enqueueCustomerEndingEmail, enqueueTeamEndingEmail } from './ending-emails';
import { checkStepDay, movedInPlan, nameOf, type Services, type SignedPlan } from './plan-ending-access';
import { livePlanEnding, type PlanEndingRow } from './read-plan-endings';

/**
 * The customer gives notice to move out (applicant or co-applicant).
 * @param input the moving day (YYYY-MM-DD, at least 30 days and at most a year away) and an optional reason
 * @returns the ending
 * @throws AppError BAD_USER_INPUT naming movingOn or reason; CONFLICT when the plan is already ending (or not
 *   moved in, not signed); NOT_FOUND without a plan
 */
export async function giveMoveOutNotice(
  services: Services,
  actor: Actor | null,
  input: { movingOn: string; reason?: string | null },
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const found = await movedInPlan(services.db, actor);
  const today = londonToday(now);
  const problems = moveOutNoticeProblems(input, today);
  if (problems.length) throw inputError(problems);
  const reason = input.reason?.trim() || null;
  try {
    const { row, queued } = await services.db.transaction(async (tx) => {
      if (await livePlanEnding(tx, found.plan.id)) {
        throw new AppError('CONFLICT', 'Your plan is already ending: see the steps on your home page.');
      }
      const [inserted] = await tx
        .insert(planEndings)
        .values({
          purchaseCaseId: found.purchaseCase.id,
          planId: found.plan.id,
          kind: 'move-out',
          status: 'notice-given',
          startedBy: found.person,
          noticeGivenOn: today,
          movingOn: input.movingOn,
          reason,
        })
        .returning();
      if (!inserted) throw new Error('The notice was not recorded');
      const key = `plan-ending:${inserted.id}:notice`;
      const team = await enqueueTeamEndingEmail(tx, services, found.purchaseCase.id, {
        title: `${nameOf(found)} gave notice to move out`,
        lines: [
          `${nameOf(found)} gave notice today to move out on ${day(input.movingOn)}.`,
          reason ? `Their reason: ${reason}` : 'They did not give a reason.',
          'Agree the inspection with them, then record it on the case page.',
        ],
        key,
      });
      const customer = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
        title: 'We have your notice to move out',
        lines: [
          `You told us today that you want to move out on ${day(input.movingOn)}. Your monthly payments continue until then.`,
          'On your moving day the home is checked against its condition when you moved in: only damage beyond fair wear and tear is charged. We pay your refund within 30 days of moving out.',
          'You can withdraw your notice on your home page at any time before your moving day.',
        ],
        key,
      });
      return { row: inserted, queued: [...team, ...customer] };
    });
    await services.email.deliver(queued);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Your plan is already ending.');
    throw error;
  }
}

/**
 * The customer withdraws their notice, before the moving day and the inspection.
 * @returns the withdrawn ending
 * @throws AppError CONFLICT when there is no notice to withdraw or the moving day has come; NOT_FOUND without a
 *   plan
 */
export async function withdrawMoveOutNotice(
  services: Services,
  actor: Actor | null,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const found = await movedInPlan(services.db, actor);
  const today = londonToday(now);
  const { row, queued } = await services.db.transaction(async (tx) => {
    const ending = await livePlanEnding(tx, found.plan.id);
    if (ending?.kind !== 'move-out' || !canWithdrawNotice(ending, today)) {
      throw new AppError('CONFLICT', 'There is no notice you can withdraw now.');
    }
    const [updated] = await tx
      .update(planEndings)
      .set({ status: 'withdrawn', withdrawnOn: today, updatedAt: now })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The notice was not withdrawn');
    const key = `plan-ending:${ending.id}:withdrawn`;
    const team = await enqueueTeamEndingEmail(tx, services, found.purchaseCase.id, {
      title: `${nameOf(found)} withdrew their notice to move out`,
      lines: [
        `${nameOf(found)} is staying: they withdrew their notice to move out on ${day(ending.movingOn ?? today)}.`,
      ],
      key,
    });
    const customer = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'You withdrew your notice to move out',
      lines: ['Your plan carries on as before, and so do your monthly payments.'],
      key,
    });
    return { row: updated, queued: [...team, ...customer] };
  });
  await services.email.deliver(queued);
  return row;
}

/**
 * An operator records the move-out inspection: the ledger gets the damage charge, the refund agreed from the
 * deposit and equity held, and the rent and damage owed set against it (packages/domain moveOutEvents); the plan
 * ends on the earlier of the moving day and the inspection day; the mandate is cancelled and no collection is
 * asked for after that day. An audit-log row `record-move-out-inspection` is written in the same transaction
 * (actor the operator's e-mail, subject the application, details the case, plan and ending ids, the inspection
 * day, damage charge and refund due in pence, the end day and the status before and after; not the damage note,
 * which the ending keeps).
 * @param found the case's signed plan
 * @param input the inspection day (YYYY-MM-DD, not in the future, not before the notice), the damage charge
 *   (whole pence, 0 to 5,000,000) and its note (required above 0p, at most 500 characters)
 * @param operatorEmail who records it
 * @returns the ending, with the refund due
 * @throws AppError BAD_USER_INPUT naming inspectedOn, damagePence or damageNote; CONFLICT without a standing notice
 */
export async function recordMoveOutInspection(
  services: Services,
  found: SignedPlan,
  input: { inspectedOn: string; damagePence: number; damageNote?: string | null },
  operatorEmail: string,
  now: Date = new Date(),
): Promise<PlanEndingRow> {
  const today = londonToday(now);
  const note = input.damageNote?.trim() ?? '';
  if (!Number.isSafeInteger(input.damagePence) || input.damagePence < 0 || input.damagePence > 5_000_000) {
    throw inputError([{ field: 'damagePence', message: 'Give the damage charge in pounds, £0 to £50,000' }]);
  }
  if (note.length > PLAN_ENDING_NOTE_MAX || (input.damagePence > 0 && note === '')) {
    throw inputError([
      { field: 'damageNote', message: `Say what the damage is, 1 to ${PLAN_ENDING_NOTE_MAX} characters` },
    ]);
  }
  const { row, queued, mandates } = await services.db.transaction(async (tx) => {
    const ending = await livePlanEnding(tx, found.plan.id);
    if (ending?.kind !== 'move-out' || ending.status !== 'notice-given') {
      throw new AppError('CONFLICT', 'There is no notice to move out waiting for an inspection.');
    }
    checkStepDay('inspectedOn', input.inspectedOn, today, ending.noticeGivenOn);
    const balances = sumBalances((await planJournal({ db: tx, planId: found.plan.id })).entries);
    const settlement = moveOutSettlement(balances, input.damagePence);
    const events = moveOutEvents(balances, {
      planId: found.plan.id,
      endingId: ending.id,
      date: input.inspectedOn,
      damagePence: input.damagePence,
      damageNote: note,
    });
    for (const event of events) await recordLedgerEntry({ db: tx, entry: entryFor(event) });
    const endsOn =
      ending.movingOn && ending.movingOn < input.inspectedOn ? ending.movingOn : input.inspectedOn;
    const [updated] = await tx
      .update(planEndings)
      .set({
        status: 'inspected',
        inspectedOn: input.inspectedOn,
        damagePence: input.damagePence,
        damageNote: note || null,
        inspectedBy: operatorEmail,
        refundDuePence: settlement.refundPence,
        endsOn,
        updatedAt: now,
      })
      .where(eq(planEndings.id, ending.id))
      .returning();
    if (!updated) throw new Error('The inspection was not recorded');
    await tx.insert(auditLog).values({
      actor: operatorEmail,
      action: 'record-move-out-inspection',
      subjectId: found.purchaseCase.applicationId,
      details: {
        purchaseCaseId: found.purchaseCase.id,
        planId: found.plan.id,
        endingId: ending.id,
        inspectedOn: input.inspectedOn,
        damagePence: input.damagePence,
        refundDuePence: settlement.refundPence,
        stillOwedPence: settlement.stillOwedPence,
        endsOn,
        before: { status: ending.status },
        after: { status: 'inspected' },
      },
    });
    const mandates = await stopPlanPayments(tx, found.plan.id, endsOn);
    const damage =
      input.damagePence > 0
        ? `a charge of ${formatPence(input.damagePence)} for damage beyond fair wear and tear (${note})`
        : 'no charge for damage';
    const queued = await enqueueCustomerEndingEmail(tx, services, found.purchaseCase.applicationId, {
      title: 'Your home was inspected: your refund',
      lines: [
        `We inspected the home on ${day(input.inspectedOn)}, with ${damage}.`,
        `Your refund is ${formatPence(settlement.refundPence)}. We pay it to your bank account within 30 days of moving out.`,
        settlement.stillOwedPence > 0
          ? `What you owed came to more than we held for you: ${formatPence(settlement.stillOwedPence)} is still owed. We will be in touch about it.`
          : 'Your Direct Debit has been cancelled: no more payments will be taken.',
      ],
      key: `plan-ending:${ending.id}:inspected`,
    });
    return { row: updated, queued, mandates };
  });
  await services.email.deliver(queued);
  await cancelAtProvider(services, mandates);
  return row;
}
