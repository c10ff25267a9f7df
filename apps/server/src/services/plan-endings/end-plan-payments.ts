/**
 * Stopping a plan's payments when it ends (decision 076): its Direct Debit mandate is cancelled here (status
 * 'cancelled', so the collections job asks for nothing more under it) and at the provider (the sandbox marks its
 * mandate cancelled; Stripe detaches the PaymentMethod, which cancels a Bacs mandate), and the collections
 * scheduled for after the plan's last day that were never asked for are removed.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { Tx } from '../../db/client';
import { directDebitMandates, planCollections } from '../../db/schema';
import type { MandateRow } from '../direct-debit/rows';

/**
 * Cancels the plan's live mandates here and removes the collections scheduled after its last day, in the caller's
 * transaction.
 * @param tx the transaction that records the ending's step
 * @param planId the plan
 * @param endsOn the plan's last day, YYYY-MM-DD
 * @returns the mandates cancelled (to cancel at the provider after the commit, {@link cancelAtProvider})
 */
export async function stopPlanPayments(tx: Tx, planId: string, endsOn: string): Promise<MandateRow[]> {
  const cancelled = await tx
    .update(directDebitMandates)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(directDebitMandates.planId, planId),
        inArray(directDebitMandates.status, ['setting-up', 'pending', 'active', 'inactive']),
      ),
    )
    .returning();
  await tx
    .delete(planCollections)
    .where(
      and(
        eq(planCollections.planId, planId),
        eq(planCollections.status, 'scheduled'),
        eq(planCollections.attempts, 0),
        gt(planCollections.dueDate, endsOn),
      ),
    );
  return cancelled;
}

/**
 * Cancels mandates at the provider, after the commit that cancelled them here. A provider's failure is logged,
 * not thrown: the mandate is cancelled here, so nothing more is asked for under it, and the team can cancel it
 * in the provider's dashboard.
 * @param services the Direct Debit provider and the logger
 * @param mandates the mandates {@link stopPlanPayments} cancelled
 */
export async function cancelAtProvider(
  services: Pick<AppServices, 'directDebit' | 'logger'>,
  mandates: MandateRow[],
): Promise<void> {
  for (const mandate of mandates) {
    if (!mandate.mandateId || mandate.provider !== services.directDebit.kind) continue;
    try {
      await services.directDebit.cancelMandate(mandate as MandateRow & { mandateId: string });
    } catch (error) {
      services.logger.error(
        { err: error, mandateRowId: mandate.id },
        'The provider did not cancel the mandate',
      );
    }
  }
}
