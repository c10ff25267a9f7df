/**
 * The waitlist fee (spec §2 /waitlist/join-waitlist; spec §3 waitlistFeePaid, CoApplicantUser.feePaid; spec §7
 * getPaymentLink, checkPaymentSession): one card payment per application that puts the applicant (and their
 * co-applicant) on Stairway's waitlist. When it is asked for is decided in docs/decisions/017: once the
 * application has been submitted, and never for a rejected one.
 */
import { getApplicationState } from './application-status';
import { formatGBP } from './money';

/**
 * The fee when WAITLIST_FEE_PENCE is not configured, pence: £99, in the range of the UK and US application and
 * assessment fees in docs/domain-research.md §3.9 (OwnCo £100; US programmes $75 to $99).
 */
export const DEFAULT_WAITLIST_FEE_PENCE = 9_900;

/** The smallest fee that can be configured, pence (Stripe's minimum charge in GBP is 30p). */
export const MIN_WAITLIST_FEE_PENCE = 30;

/**
 * Where the application stands with the fee:
 * - `NotYetDue`: the application has not been submitted; the fee is asked for after submitting;
 * - `Due`: submitted (in review or approved) and not paid;
 * - `Paid`: paid (waitlistFeePaid);
 * - `Closed`: the application was rejected, so no fee is taken.
 */
export type WaitlistFeeState = 'NotYetDue' | 'Due' | 'Paid' | 'Closed';

/**
 * The fee state of an application from its flags. A paid fee stays Paid even if the application is rejected
 * later (a refund is then the team's to make).
 */
export function getWaitlistFeeState(flags: {
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  waitlistFeePaid: boolean;
}): WaitlistFeeState {
  if (flags.waitlistFeePaid) return 'Paid';
  const state = getApplicationState(flags);
  if (state === 'rejected') return 'Closed';
  if (state === 'not-submitted') return 'NotYetDue';
  return 'Due';
}

/**
 * Why a payment link cannot be given for a fee state, in words for the applicant, or null when it can (Due).
 */
export function waitlistFeeRefusal(state: WaitlistFeeState): string | null {
  switch (state) {
    case 'Due':
      return null;
    case 'NotYetDue':
      return 'You can join the waitlist once you have submitted your application.';
    case 'Paid':
      return 'You have already paid the waitlist fee: you are on the waitlist.';
    case 'Closed':
      return 'As we can’t approve your application at the moment, there is no waitlist fee to pay.';
  }
}

/**
 * The states of one checkout session (one attempt to pay), shared by the server and the web app:
 * - `Pending`: the checkout was opened and not finished (or the payment is still being confirmed);
 * - `Paid`: the money was taken: the fee is paid;
 * - `Failed`: the payment was declined; the applicant may try again;
 * - `Cancelled`: the applicant left the checkout without paying; they may try again;
 * - `Expired`: the checkout ran out before it was finished; they may try again.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Cancelled', 'Expired'] as const;
/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Whether a stored status is one of {@link PAYMENT_STATUSES}. */
export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** How long a sandbox checkout page works, hours (Stripe Checkout sessions last 24 hours by default). */
export const CHECKOUT_TTL_HOURS = 24;

/**
 * An amount in pence as pounds for people, by the money rules of spec §9: `9900` → "£99", `1250` → "£12.50".
 */
export function formatPence(pence: number): string {
  return formatGBP(pence / 100);
}

/** The longest checkout session id accepted, characters (Stripe's are about 66; the sandbox's 32). */
export const PAYMENT_SESSION_ID_MAX_LENGTH = 255;
