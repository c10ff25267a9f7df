/** The e-mail when a payment of the plan fails (emails/payment-failed.tsx): what failed, why, and what happens next. */
import { describe, expect, it } from 'vitest';
import { renderPaymentFailed } from '../../src/emails/payment-failed';

const props = {
  firstName: 'Maya',
  description: 'Monthly payment 2 (November 2026)',
  amount: '£1,083.67',
  reason: 'Insufficient funds',
  link: 'http://localhost:3000/your-home',
};

describe('renderPaymentFailed', () => {
  it('says what failed, why and the day the bank is asked again', async () => {
    const mail = await renderPaymentFailed({ ...props, retryOn: '6 December 2026' });
    expect(mail.subject).toBe('Your Stairway payment of £1,083.67 failed');
    expect(mail.text).toContain('Your bank did not pay Monthly payment 2 (November 2026), £1,083.67');
    expect(mail.text).toContain('Insufficient funds');
    expect(mail.text).toContain('We will ask your bank again on 6 December 2026');
    expect(mail.html).toContain('http://localhost:3000/your-home');
  });

  it('says when it is not tried again', async () => {
    const mail = await renderPaymentFailed({ ...props, reason: 'Account closed', retryOn: null });
    expect(mail.text).toContain('We will not ask your bank again for this payment');
  });
});
