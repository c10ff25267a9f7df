/**
 * What the bank answered for a collection (decision 071), from the provider's verified webhook: the attempt
 * is settled once, the collection moves on (paid, or retried later by packages/domain
 * `afterCollectionFailure`), and the money is posted to the plan's ledger as one balanced entry keyed by the
 * provider's payment id (ARCHITECTURE.md §7), so that a delivery sent twice, or replayed, records nothing new.
 */
import { entryFor, type LedgerEvent } from '@stairway/domain/ledger';
import { afterCollectionFailure } from '@stairway/domain/plan-collections';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { planCollectionAttempts, planCollections } from '../../db/schema';
import { londonToday } from '../../lib/dates';
import type { CollectionPayment } from '../../providers/direct-debit/direct-debit-provider';
import type { QueuedEmail } from '../email-outbox';
import { recordLedgerEntry } from '../ledger/record-entry';
import { queuePaymentFailedEmails } from './payment-failed-emails';
import type { CollectionRow } from './rows';

/** What applyPaymentOutcome did. */
export type PaymentOutcome = 'applied' | 'already-applied' | 'unknown-payment' | 'still-pending';

/**
 * The ledger entry of a settled attempt (packages/domain/src/ledger.ts `entryFor`), or null when no money moved
 * and nothing is owed: a paid deposit is `deposit-paid`; a paid monthly payment is `collection-confirmed`
 * (rent, then equity; a month whose earlier attempt failed pays its rent off the arrears); the first failure
 * of a monthly payment is `collection-failed` (its rent is owed in arrears); later failures of the same month,
 * and a failed deposit, post nothing.
 *
 * @param collection the collection
 * @param attempt the attempt settled (its number, payment id and amount, pence)
 * @param outcome paid or failed, and the day (YYYY-MM-DD)
 * @param rentInArrears whether this month's rent was already moved to arrears by an earlier failure
 * @returns the event, amounts in pence, or null
 */
export function ledgerEventOf(
  collection: Pick<CollectionRow, 'planId' | 'kind' | 'rentPence' | 'equityPence' | 'id'>,
  attempt: { attempt: number; providerPaymentId: string; amountPence: number },
  outcome: { status: 'paid' | 'failed'; date: string },
  rentInArrears: boolean,
): LedgerEvent | null {
  const base = { planId: collection.planId, date: outcome.date };
  if (outcome.status === 'paid') {
    if (collection.kind === 'deposit') {
      return {
        ...base,
        id: `payment:${attempt.providerPaymentId}`,
        kind: 'deposit-paid',
        paymentId: attempt.providerPaymentId,
        amountPence: attempt.amountPence,
      };
    }
    return {
      ...base,
      id: `payment:${attempt.providerPaymentId}`,
      kind: 'collection-confirmed',
      paymentId: attempt.providerPaymentId,
      amountPence: attempt.amountPence,
      due: {
        rentPence: rentInArrears ? 0 : collection.rentPence,
        equityPence: collection.equityPence,
        arrearsPence: rentInArrears ? collection.rentPence : 0,
      },
    };
  }
  if (collection.kind === 'deposit' || rentInArrears || collection.rentPence === 0) return null;
  return {
    ...base,
    id: `collection:${collection.id}:failed`,
    kind: 'collection-failed',
    paymentId: attempt.providerPaymentId,
    rentPence: collection.rentPence,
    equityPence: collection.equityPence,
  };
}

/**
 * Applies a payment's outcome from the provider (a verified webhook, or the provider asked directly).
 *
 * @param services the database, and the outbox for the failure's e-mails (payment-failed-emails.ts)
 * @param payment the payment as the provider reports it (pence)
 * @param now the clock (tests)
 * @returns what happened: applied, already applied (a repeat), unknown payment, or still pending
 * @throws AppError from the ledger when the entry cannot be recorded (the caller answers 500, and the provider
 *   sends it again)
 */
export async function applyPaymentOutcome(
  services: Pick<AppServices, 'db' | 'email' | 'config'>,
  payment: CollectionPayment,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  if (payment.status === 'pending') return 'still-pending';
  const [found] = await services.db
    .select({ attempt: planCollectionAttempts, collection: planCollections })
    .from(planCollectionAttempts)
    .innerJoin(planCollections, eq(planCollections.id, planCollectionAttempts.collectionId))
    .where(eq(planCollectionAttempts.providerPaymentId, payment.paymentId));
  if (!found) return 'unknown-payment';
  const { attempt, collection } = found;
  if (attempt.status !== 'pending') return 'already-applied';
  const date = londonToday(now);
  const earlierFailure = await services.db
    .select({ id: planCollectionAttempts.id })
    .from(planCollectionAttempts)
    .where(
      and(
        eq(planCollectionAttempts.collectionId, collection.id),
        eq(planCollectionAttempts.status, 'failed'),
      ),
    );
  const rentInArrears = earlierFailure.some((row) => row.id !== attempt.id);
  // The ledger first: it is idempotent on its key, so a delivery that stops after it is taken again in full.
  const event = ledgerEventOf(collection, attempt, { status: payment.status, date }, rentInArrears);
  if (event) await recordLedgerEntry({ db: services.db, entry: entryFor(event) });
  const { outcome, queued } = await services.db.transaction(async (tx) => {
    const result = (outcome: PaymentOutcome, queued: QueuedEmail[] = []) => ({ outcome, queued });
    const settled = await tx
      .update(planCollectionAttempts)
      .set({ status: payment.status, failureReason: payment.failureReason, settledAt: now })
      .where(and(eq(planCollectionAttempts.id, attempt.id), eq(planCollectionAttempts.status, 'pending')))
      .returning({ id: planCollectionAttempts.id });
    if (!settled.length) return result('already-applied');
    // Only the latest attempt moves the collection (an older attempt's late answer changes only its own row).
    if (attempt.attempt !== collection.attempts) return result('applied');
    if (payment.status === 'paid') {
      await tx
        .update(planCollections)
        .set({ status: 'paid', paidOn: date, failureReason: null, nextAttemptOn: null, updatedAt: now })
        .where(eq(planCollections.id, collection.id));
      return result('applied');
    }
    const next = afterCollectionFailure(collection.attempts, date, payment.failureReason);
    const reason = payment.failureReason ?? 'The bank returned the Direct Debit unpaid';
    await tx
      .update(planCollections)
      .set({
        status: next.status,
        nextAttemptOn: next.status === 'retrying' ? next.nextAttemptOn : null,
        failureReason: reason,
        updatedAt: now,
      })
      .where(eq(planCollections.id, collection.id));
    return result(
      'applied',
      await queuePaymentFailedEmails(services, tx, {
        collection,
        attemptId: attempt.id,
        reason,
        retryOn: next.status === 'retrying' ? next.nextAttemptOn : null,
      }),
    );
  });
  await services.email.deliver(queued);
  return outcome;
}
