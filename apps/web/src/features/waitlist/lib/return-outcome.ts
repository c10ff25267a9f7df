/**
 * What the waitlist page says when the applicant comes back from the checkout
 * (/waitlist/join-waitlist?session_id=… or ?cancelled=1), from the state checkPaymentSession reports.
 */
import type { PaymentStatus } from '@stairway/domain/waitlist-fee';

/** A message about the checkout the applicant came back from. */
export type ReturnOutcome = {
  tone: 'success' | 'info' | 'warning' | 'error';
  title: string;
  text: string;
};

/**
 * @param status the checkout's state, or 'Left' when the applicant cancelled at the checkout (?cancelled=1)
 * @returns the message, or null for Paid (the page then shows that the fee is paid)
 */
export function describeReturn(status: PaymentStatus | 'Left'): ReturnOutcome | null {
  switch (status) {
    case 'Paid':
      return null;
    case 'Pending':
      return {
        tone: 'info',
        title: 'We’re confirming your payment',
        text: 'This usually takes a few seconds. You don’t need to pay again.',
      };
    case 'Failed':
      return {
        tone: 'error',
        title: 'Your payment was declined',
        text: 'Nothing was taken. You can try again, with the same card or another one.',
      };
    case 'Left':
    case 'Cancelled':
      return {
        tone: 'info',
        title: 'You left the checkout',
        text: 'Nothing was paid. You can pay whenever you’re ready.',
      };
    case 'Expired':
      return {
        tone: 'warning',
        title: 'That checkout has expired',
        text: 'Nothing was paid. Start again to pay the fee.',
      };
  }
}
