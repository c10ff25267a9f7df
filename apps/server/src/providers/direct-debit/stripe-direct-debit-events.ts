/**
 * The pure readings of Stripe's Bacs Direct Debit objects and webhook events in Stairway's words (used by
 * stripe-direct-debit.ts): a PaymentIntent as a collection, a Mandate's status, a PaymentMethod's bank account
 * as it may be shown, and a verified event as a DirectDebitWebhookEvent. Nothing here calls Stripe.
 *
 * Sources: Stripe's API reference for PaymentIntents (https://docs.stripe.com/api/payment_intents/object,
 * "status"), Mandates (https://docs.stripe.com/api/mandates/object, "status"), PaymentMethods
 * (https://docs.stripe.com/api/payment_methods/object, "bacs_debit") and Bacs Direct Debit's webhooks
 * (https://docs.stripe.com/payments/payment-methods/bacs-debit, "Confirm the PaymentIntent succeeded").
 */
import type Stripe from 'stripe';
import type {
  CollectionPayment,
  CollectionPaymentStatus,
  DirectDebitWebhookEvent,
  MandateStatus,
} from './direct-debit-provider';

/** What a failed collection says when Stripe gives no reason of its own. */
export const STRIPE_DEFAULT_FAILURE_REASON = 'The bank refused the Direct Debit';

/**
 * The status of a PaymentIntent in Stairway's words: `succeeded` is paid; `processing` (a Bacs debit on its
 * way, about three working days) and the states still waiting for a step (`requires_confirmation`,
 * `requires_action`, `requires_capture`) are pending; `requires_payment_method` (the debit failed and the
 * PaymentIntent wants another method) and `canceled` are failed. A status Stripe adds later is taken as
 * pending, so that nothing is marked paid or failed on a guess.
 * @param status PaymentIntent.status
 * @returns 'paid', 'pending' or 'failed'
 */
export function stripePaymentIntentStatus(status: Stripe.PaymentIntent.Status): CollectionPaymentStatus {
  switch (status) {
    case 'succeeded':
      return 'paid';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * A PaymentIntent as a collection.
 * @param intent the PaymentIntent (its `amount` is in pence for GBP, Stripe's smallest currency unit)
 * @returns its id, amount in pence, status, and, when failed, `last_payment_error.message` (or
 *   STRIPE_DEFAULT_FAILURE_REASON); failureReason is null unless failed
 */
export function stripePaymentIntentToCollection(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'status' | 'last_payment_error'>,
): CollectionPayment {
  const status = stripePaymentIntentStatus(intent.status);
  return {
    paymentId: intent.id,
    amountPence: intent.amount,
    status,
    failureReason:
      status === 'failed' ? intent.last_payment_error?.message || STRIPE_DEFAULT_FAILURE_REASON : null,
  };
}

/**
 * A Mandate's status in Stairway's words: `active` and `pending` as they are; `inactive` (cancelled by the
 * payer or the bank, or refused) and any status Stripe adds later are inactive, so that no collection is asked
 * for against a mandate Stairway cannot read.
 * @param status Mandate.status
 */
export function stripeMandateStatus(status: Stripe.Mandate.Status): MandateStatus {
  if (status === 'active') return 'active';
  if (status === 'pending') return 'pending';
  return 'inactive';
}

/**
 * The bank account of a Bacs PaymentMethod as the customer may be shown it, e.g. "Sort code 10-88-00, account
 * ending 2345" (the sort code in its usual pairs of digits).
 * @param bacs PaymentMethod.bacs_debit (Stripe gives the sort code as six digits and the last four of the
 *   account number; either may be null)
 * @returns the label; "Bacs Direct Debit" alone when Stripe gives neither
 */
export function stripeBacsBankLabel(
  bacs: Pick<Stripe.PaymentMethod.BacsDebit, 'sort_code' | 'last4'> | null | undefined,
): string {
  const parts: string[] = [];
  const sortCode = bacs?.sort_code?.replace(/\D/g, '');
  if (sortCode && sortCode.length === 6) parts.push(`Sort code ${sortCode.match(/\d\d/g)?.join('-')}`);
  else if (bacs?.sort_code) parts.push(`Sort code ${bacs.sort_code}`);
  if (bacs?.last4) parts.push(`account ending ${bacs.last4}`);
  return parts.length > 0 ? parts.join(', ') : 'Bacs Direct Debit';
}

/**
 * Reads a verified Stripe event:
 * - `payment_intent.processing|succeeded|payment_failed|canceled`: the collection as it now stands;
 * - `mandate.updated`: the mandate's id and new status (e.g. cancelled by the payer at their bank);
 * - `checkout.session.completed` of a session in `setup` mode: the setup's id (the mandate is then read with
 *   getMandateSetup).
 * @param event an event already verified with stripe.webhooks.constructEvent
 * @returns the event in Stairway's words, or null for any other event (including a payment-mode session)
 */
export function stripeEventToDirectDebitEvent(event: Stripe.Event): DirectDebitWebhookEvent | null {
  switch (event.type) {
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return {
        type: 'payment',
        eventId: event.id,
        payment: stripePaymentIntentToCollection(event.data.object),
      };
    case 'mandate.updated':
      return {
        type: 'mandate',
        eventId: event.id,
        mandateId: event.data.object.id,
        status: stripeMandateStatus(event.data.object.status),
      };
    case 'checkout.session.completed':
      if (event.data.object.mode !== 'setup') return null;
      return { type: 'setup', eventId: event.id, setupId: event.data.object.id };
    default:
      return null;
  }
}
