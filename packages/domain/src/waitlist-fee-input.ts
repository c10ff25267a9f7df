/**
 * The input of checkPaymentSession (spec §7), apart from waitlist-fee.ts so that the pages that show the fee
 * (the dashboard's next steps) do not load zod (decision 020).
 */
import { z } from 'zod';
import { PAYMENT_SESSION_ID_MAX_LENGTH } from './waitlist-fee';

/**
 * The input of checkPaymentSession (spec §7): `sessionId`, the checkout session the applicant came back from
 * (Stripe's `cs_…` id, or the sandbox checkout's reference), as the return page's `session_id` parameter gives it.
 */
export const checkPaymentSessionInputSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'The payment to check is missing: start again from the waitlist page')
    .max(PAYMENT_SESSION_ID_MAX_LENGTH, 'That is not one of our payments: start again from the waitlist page')
    .regex(/^[A-Za-z0-9_-]+$/, 'That is not one of our payments: start again from the waitlist page'),
});
/** The parsed input of checkPaymentSession. */
export type CheckPaymentSessionInput = z.output<typeof checkPaymentSessionInputSchema>;
