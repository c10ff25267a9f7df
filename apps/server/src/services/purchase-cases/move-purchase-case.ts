/**
 * Moving a purchase case (ARCHITECTURE.md §7 "every change audited and e-mailed"; the "life after approval"
 * issue: "Operators move a case through its stages in the console with dates and notes (audited); the applicant
 * and co-applicant … get an e-mail at each step; a case can fall through (with a reason) and the applicant goes
 * back to choosing a home without losing anything else"). The rules of a move are the domain's
 * (packages/domain/src/purchase-case.ts checkPurchaseCaseMove).
 */
import {
  checkPurchaseCaseMove,
  FALLEN_THROUGH,
  PURCHASE_CASE_STATE_LABELS,
  PURCHASE_STAGES,
  type PurchaseCaseState,
  type PurchaseStage,
} from '@stairway/domain/purchase-case';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { PurchaseCaseRow } from '../../db/rows';
import { auditLog, homeSubmissions, purchaseCaseEvents, purchaseCases } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { londonToday } from '../../lib/dates';
import { collectWhatIsDue } from '../direct-debit/collections';
import { liveMandate } from '../direct-debit/mandates';
import { describeSubmissionAddress } from '../home-decisions';
import { currentPlans } from '../plans/read-plans';
import { ensurePurchaseValuation } from '../valuations/home-valuations';
import { queuePurchaseCaseEmails } from './purchase-case-emails';

/** An operator's move of a case. */
export type MovePurchaseCaseOptions = {
  purchaseCaseId: string;
  /** The state to move to: the next stage, or FallenThrough. */
  to: PurchaseCaseState;
  /** The day it happened, YYYY-MM-DD: not before the current state's date, not after today in the UK. */
  date: string;
  /** Why it fell through: required for FallenThrough, refused otherwise (1,000 characters at most). */
  reason?: string | null;
  /** A note for the case's history and the audit log (1,000 characters at most); not e-mailed. */
  note?: string | null;
  /** Who moves it (the operator's e-mail), kept in the history and the audit log. */
  actor: string;
  /** Now, for tests (defaults to the clock): today's UK date bounds the move's date. */
  now?: Date;
};

/**
 * Moves a case to its next stage or to fallen through, in one transaction: the case (locked), a history row, an
 * audit-log row and the e-mails to the applicant and a joined co-applicant (the transactional outbox, decision
 * 063); on falling through, the approved home stops counting as approved (`fallen_through_at`), so the applicant
 * can choose and submit another home, and nothing else of the application changes. The e-mails are delivered
 * after the commit. A move to moved in asks at once for the monthly payments already due, when the Direct
 * Debit is in force (services/direct-debit/collections.ts).
 * @returns the case after the move
 * @throws NOT_FOUND for an unknown case; BAD_USER_INPUT (field `to`, `date`, `reason` or `note`) when the
 *   domain refuses the move, with its message (e.g. "A case at Exchange can move to Completion or Fallen
 *   through, not Moved in"). Nothing changes when it throws.
 */
export async function movePurchaseCase(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'directDebit' | 'logger'>,
  options: MovePurchaseCaseOptions,
): Promise<PurchaseCaseRow> {
  const now = options.now ?? new Date();
  const { moved, queued } = await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(purchaseCases)
      .where(eq(purchaseCases.id, options.purchaseCaseId))
      .for('update');
    if (!current) throw notFound('That purchase case');
    const checked = checkPurchaseCaseMove(
      current.state,
      { to: options.to, date: options.date, reason: options.reason, note: options.note },
      current.stateDate,
      londonToday(now),
    );
    if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.error, { field: checked.field });
    const { move } = checked;
    const reached = (PURCHASE_STAGES as readonly string[]).includes(move.to);
    const [row] = await tx
      .update(purchaseCases)
      .set({
        state: move.to,
        stateDate: move.date,
        lastStage: reached ? (move.to as PurchaseStage) : current.lastStage,
        fallThroughReason: move.reason,
        updatedAt: now,
      })
      .where(eq(purchaseCases.id, current.id))
      .returning();
    if (!row) throw notFound('That purchase case');
    await tx.insert(purchaseCaseEvents).values({
      caseId: row.id,
      fromState: move.from,
      toState: move.to,
      occurredOn: move.date,
      note: move.note,
      reason: move.reason,
      actor: options.actor,
      recordedAt: now,
    });
    const [home] =
      move.to === FALLEN_THROUGH
        ? await tx
            .update(homeSubmissions)
            .set({ fallenThroughAt: now })
            .where(eq(homeSubmissions.id, row.homeSubmissionId))
            .returning()
        : await tx.select().from(homeSubmissions).where(eq(homeSubmissions.id, row.homeSubmissionId));
    if (!home) throw notFound('That home');
    await tx.insert(auditLog).values({
      actor: options.actor,
      action: 'move-purchase-case',
      subjectId: row.id,
      details: {
        applicationId: row.applicationId,
        homeSubmissionId: row.homeSubmissionId,
        address: describeSubmissionAddress(home),
        date: move.date,
        note: move.note ?? move.reason,
        before: { status: PURCHASE_CASE_STATE_LABELS[move.from] },
        after: { status: PURCHASE_CASE_STATE_LABELS[move.to] },
      },
    });
    const queued = await queuePurchaseCaseEmails(services, tx, { purchaseCase: row, home, now });
    return { moved: row, queued };
  });
  await services.email.deliver(queued);
  // Moving in starts the monthly payments: those already due are asked for at once (decision 071).
  if (moved.state === 'MovedIn') {
    await collectWhatIsDue(services, await liveMandate(services, moved.id), now);
    // The agreed price becomes the home's first value, the basis of its revaluations (decision 073).
    const [plan] = await currentPlans(services.db, [moved.id]);
    if (plan) await ensurePurchaseValuation(services.db, plan, moved, londonToday(now));
  }
  return moved;
}
