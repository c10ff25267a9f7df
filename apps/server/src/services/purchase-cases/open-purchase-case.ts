/**
 * Opening a purchase case when a home is approved (ARCHITECTURE.md §7 "Purchase case"; the "life after
 * approval" issue: "A purchase case opens when a home is approved"). Called by services/home-decisions.ts
 * decideHome inside the approval's transaction, so that an approved home always has its case.
 */
import { OPENED } from '@stairway/domain/purchase-case';
import type { Tx } from '../../db/client';
import type { PurchaseCaseRow } from '../../db/rows';
import { purchaseCaseEvents, purchaseCases } from '../../db/schema';
import { londonToday } from '../../lib/dates';

/** What opens a case: the approved submission and who approved it. */
export type OpenPurchaseCaseOptions = {
  applicationId: string;
  homeSubmissionId: string;
  /** Who approved the home (an operator's e-mail or the ops command's actor), kept in the case's history. */
  actor: string;
  /** When the home was approved (defaults to now); its day in the UK is the case's first date. */
  approvedAt?: Date;
};

/**
 * Opens the case of an approved home at "Home approved" (state Opened, dated the approval's UK day) with the
 * first row of its history.
 * @param tx the approval's transaction
 * @returns the new case
 * @throws the database's unique violation when the application already has a live case (another approved home
 *   whose purchase has not fallen through; home_submissions_one_approved_idx refuses that approval first)
 */
export async function openPurchaseCase(tx: Tx, options: OpenPurchaseCaseOptions): Promise<PurchaseCaseRow> {
  const approvedAt = options.approvedAt ?? new Date();
  const day = londonToday(approvedAt);
  const [opened] = await tx
    .insert(purchaseCases)
    .values({
      applicationId: options.applicationId,
      homeSubmissionId: options.homeSubmissionId,
      state: OPENED,
      stateDate: day,
      openedAt: approvedAt,
      updatedAt: approvedAt,
    })
    .returning();
  if (!opened) throw new Error('The purchase case was not created');
  await tx.insert(purchaseCaseEvents).values({
    caseId: opened.id,
    fromState: null,
    toState: OPENED,
    occurredOn: day,
    actor: options.actor,
    recordedAt: approvedAt,
  });
  return opened;
}
