/**
 * The reconciliation of each plan's ledger with the payment providers (ARCHITECTURE.md §7 "the reconciliation
 * with the payment provider [is] read from it"): the Direct Debit provider's collections, and the card payments
 * the checkout provider confirmed: extra equity (decision 073) and arrears instalments (decision 075).
 */
import { type Reconciliation, reconcile } from '@stairway/domain/ledger';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { arrearsCardPayments, directDebitMandates, equityPurchases, payments } from '../../db/schema';
import { planJournals } from '../ledger/plan-journal';
import { planEndingPayments } from '../plan-endings/ending-payments';
import { getPurchaseCases, type PurchaseCaseView } from '../purchase-cases/read-purchase-cases';
import type { MandateRow } from './rows';

/** One plan's reconciliation with the provider, with its case. */
export type PlanReconciliation = {
  mandate: MandateRow;
  /** The case with its home and applicant (null only if it was deleted meanwhile). */
  purchase: PurchaseCaseView | null;
  reconciliation: Reconciliation;
  error: string | null;
};

/**
 * Reconciles the ledger of every plan with a Direct Debit with the provider's payments (packages/domain
 * `reconcile`): what the ledger moved through the bank under each payment id against what the provider says
 * was paid. A plan whose payments the provider could not list is reported with the error.
 *
 * @param services the database and the provider
 * @param options.purchaseCaseId only this case's plan
 * @returns one entry per mandate given (newest first)
 */
export async function reconcilePlans(
  services: Pick<AppServices, 'db' | 'directDebit'>,
  options: { purchaseCaseId?: string } = {},
): Promise<PlanReconciliation[]> {
  const mandates = await services.db
    .select()
    .from(directDebitMandates)
    .where(
      options.purchaseCaseId
        ? eq(directDebitMandates.purchaseCaseId, options.purchaseCaseId)
        : isNotNull(directDebitMandates.mandateId),
    )
    .orderBy(desc(directDebitMandates.createdAt))
    .limit(500);
  const cases = new Map(
    (
      await getPurchaseCases(
        services.db,
        mandates.map((m) => m.purchaseCaseId),
      )
    ).map((view) => [view.purchaseCase.id, view]),
  );
  // Extra equity is paid by card through the payment provider's checkout (decision 073), not the Direct Debit:
  // those payments are reconciled against the checkouts the card provider confirmed as paid.
  // So are instalments of an arrears payment plan paid by card (decision 075), and the bank transfers an operator
  // recorded when a plan ended (decision 076: a refund paid out, the money received on completion).
  const planIds = mandates.map((m) => m.planId);
  const cardPayments = mandates.length
    ? [
        ...(await services.db
          .select({
            planId: equityPurchases.planId,
            paymentId: payments.providerSessionId,
            amountPence: payments.amountPence,
          })
          .from(equityPurchases)
          .innerJoin(payments, eq(payments.id, equityPurchases.paymentId))
          .where(and(inArray(equityPurchases.planId, planIds), eq(payments.status, 'Paid')))),
        ...(await services.db
          .select({
            planId: arrearsCardPayments.planId,
            paymentId: payments.providerSessionId,
            amountPence: payments.amountPence,
          })
          .from(arrearsCardPayments)
          .innerJoin(payments, eq(payments.id, arrearsCardPayments.paymentId))
          .where(and(inArray(arrearsCardPayments.planId, planIds), eq(payments.status, 'Paid')))),
        ...(await planEndingPayments(services.db, planIds)),
      ]
    : [];
  // Every plan's journal in two queries, not two per plan.
  const journals = await planJournals(services.db, planIds);
  const results: PlanReconciliation[] = [];
  for (const mandate of mandates) {
    const purchase = cases.get(mandate.purchaseCaseId) ?? null;
    if (!mandate.mandateId || mandate.provider !== services.directDebit.kind) continue;
    const journal = journals.get(mandate.planId) ?? { entries: [], rowIds: new Map() };
    try {
      const payments = await services.directDebit.listCollections(
        mandate as Required<MandateRow> & { mandateId: string },
      );
      const paid = payments
        .filter((payment) => payment.status === 'paid')
        .map((payment) => ({ paymentId: payment.paymentId, amountPence: payment.amountPence }))
        .concat(
          cardPayments
            .filter((card) => card.planId === mandate.planId)
            .map(({ paymentId, amountPence }) => ({ paymentId, amountPence })),
        );
      results.push({ mandate, purchase, reconciliation: reconcile(journal.entries, paid), error: null });
    } catch (error) {
      results.push({
        mandate,
        purchase,
        reconciliation: reconcile(journal.entries, []),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
