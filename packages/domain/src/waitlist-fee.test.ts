import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WAITLIST_FEE_PENCE,
  formatPence,
  getWaitlistFeeState,
  waitlistFeeRefusal,
} from './waitlist-fee';
import { checkPaymentSessionInputSchema } from './waitlist-fee-input';

const flags = { submitted: false, approved: false, rejected: false, waitlistFeePaid: false };

describe('waitlist fee', () => {
  it('is asked for once the application is submitted, in review or approved', () => {
    expect(getWaitlistFeeState(flags)).toBe('NotYetDue');
    expect(getWaitlistFeeState({ ...flags, submitted: true })).toBe('Due');
    expect(getWaitlistFeeState({ ...flags, submitted: true, approved: true })).toBe('Due');
    expect(waitlistFeeRefusal('Due')).toBeNull();
  });

  it('is never asked for a rejected application, and stays paid once paid', () => {
    expect(getWaitlistFeeState({ ...flags, submitted: true, rejected: true })).toBe('Closed');
    expect(getWaitlistFeeState({ ...flags, submitted: true, waitlistFeePaid: true })).toBe('Paid');
    expect(getWaitlistFeeState({ ...flags, submitted: true, rejected: true, waitlistFeePaid: true })).toBe(
      'Paid',
    );
    expect(waitlistFeeRefusal('NotYetDue')).toMatch(/once you have submitted/);
    expect(waitlistFeeRefusal('Paid')).toMatch(/already paid/);
  });

  it('shows pence as pounds: whole pounds without decimals, otherwise two', () => {
    expect(DEFAULT_WAITLIST_FEE_PENCE).toBe(9_900);
    expect(formatPence(9_900)).toBe('£99');
    expect(formatPence(1_250)).toBe('£12.50');
    expect(formatPence(30)).toBe('£0.30');
  });

  it('accepts Stripe and sandbox session ids only', () => {
    expect(checkPaymentSessionInputSchema.parse({ sessionId: ' cs_test_a1B2c3 ' }).sessionId).toBe(
      'cs_test_a1B2c3',
    );
    expect(checkPaymentSessionInputSchema.safeParse({ sessionId: '' }).success).toBe(false);
    expect(checkPaymentSessionInputSchema.safeParse({ sessionId: '../etc' }).success).toBe(false);
  });
});
