/**
 * Every account e-mail: responsive HTML (British English, the viewport set, a container that shrinks) with a
 * plain-text part, Stairway's name, and the working link written out in both.
 */
import { describe, expect, it } from 'vitest';
import {
  renderChangeEmailConfirmEmail,
  renderInvitationEmail,
  renderOneTimeCodeEmail,
  renderResetPasswordEmail,
} from '../../src/emails/account-emails';
import {
  renderEmailChangedNoticeEmail,
  renderPasswordChangedEmail,
} from '../../src/emails/account-security-emails';
import { renderHomeReceivedEmail, renderWaitlistFeeReceiptEmail } from '../../src/emails/customer-receipts';
import { renderVerifyEmail } from '../../src/emails/verify-email';

const base = 'https://stairway.example';
const cases = [
  {
    name: 'verification (with its code)',
    link: `${base}/verify-email?token=abc`,
    render: () =>
      renderVerifyEmail({
        firstName: 'Ann',
        link: `${base}/verify-email?token=abc`,
        expiresInHours: 24,
        code: { code: '042917', link: `${base}/verify-email/code`, expiresInMinutes: 10 },
      }),
    subject: 'Confirm your e-mail address',
    says: ['042 917', 'works for 10 minutes'],
  },
  {
    name: 'one-time code',
    link: `${base}/verify-email/code`,
    render: () =>
      renderOneTimeCodeEmail({
        firstName: 'Ann',
        code: '042917',
        link: `${base}/verify-email/code`,
        expiresInMinutes: 10,
      }),
    subject: 'Your Stairway code: 042 917',
    says: ['042 917', '10 minutes'],
  },
  {
    name: 'password reset',
    link: `${base}/reset-password?token=abc`,
    render: () =>
      renderResetPasswordEmail({
        firstName: 'Ann',
        link: `${base}/reset-password?token=abc`,
        expiresInMinutes: 60,
      }),
    subject: 'Reset your Stairway password',
    says: ['expires in 60 minutes', 'If you did not ask for this'],
  },
  {
    name: 'change of e-mail (to the new address)',
    link: `${base}/settings/email/confirm?token=abc`,
    render: () =>
      renderChangeEmailConfirmEmail({
        firstName: 'Ann',
        newEmail: 'ann@new.example',
        link: `${base}/settings/email/confirm?token=abc`,
        expiresInHours: 24,
      }),
    subject: 'Confirm your new e-mail address for Stairway',
    says: ['ann@new.example', 'expires in 24 hours'],
  },
  {
    name: 'change of e-mail (notice to the old address)',
    link: `${base}/account/secure?token=abc`,
    render: () =>
      renderEmailChangedNoticeEmail({
        firstName: 'Ann',
        newEmail: 'ann@new.example',
        secureLink: `${base}/account/secure?token=abc`,
        expiresInDays: 7,
      }),
    subject: 'Your Stairway e-mail address has changed',
    says: [
      'ann@new.example',
      'If you did not make this change',
      'This wasn’t me',
      'puts your e-mail address back',
    ],
  },
  {
    name: 'password changed',
    link: `${base}/account/secure?token=abc`,
    render: () =>
      renderPasswordChangedEmail({
        firstName: 'Ann',
        how: 'changed',
        when: '29 November 2026 at 09:05',
        secureLink: `${base}/account/secure?token=abc`,
        expiresInDays: 7,
      }),
    subject: 'Your Stairway password was changed',
    says: ['29 November 2026 at 09:05', 'This wasn’t me', 'expires in 7 days', 'signed out'],
  },
  {
    name: 'waitlist-fee receipt',
    link: `${base}/waitlist/join-waitlist`,
    render: () =>
      renderWaitlistFeeReceiptEmail({
        firstName: 'Ann',
        amount: '£99',
        paidOn: '29 November 2026',
        reference: 'sandbox_ref_1',
        link: `${base}/waitlist/join-waitlist`,
      }),
    subject: 'Your Stairway receipt: £99 waitlist fee',
    says: ['Amount paid: £99', 'Paid on: 29 November 2026', 'Payment reference: sandbox_ref_1', 'waitlist'],
  },
  {
    name: 'home received',
    link: `${base}/submit-a-home`,
    render: () =>
      renderHomeReceivedEmail({
        firstName: 'Ann',
        address: '12 High Street, London, SE1 7PB',
        district: 'SE1',
        link: `${base}/submit-a-home`,
      }),
    subject: 'We’ve got your home',
    says: ['12 High Street, London, SE1 7PB (SE1)', 'What happens next'],
  },
  {
    name: 'invitation',
    link: `${base}/welcome?token=abc`,
    render: () =>
      renderInvitationEmail({ firstName: 'Ann', link: `${base}/welcome?token=abc`, expiresInDays: 14 }),
    subject: 'Your Stairway account is ready',
    says: ['expires in 14 days', 'the Stairway team set up an account for you'],
  },
];

describe.each(cases)('the $name e-mail', ({ link, render, subject, says }) => {
  it('is responsive HTML with a text part, names Stairway and carries the link', async () => {
    const mail = await render();
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain('lang="en-GB"');
    expect(mail.html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(mail.html).toMatch(/max-width:560px/);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.html).toContain('Stairway');
    expect(mail.text).toContain('Hi Ann,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Stairway');
    for (const words of says) expect(`${mail.html}\n${mail.text}`).toContain(words);
    expect(mail.text).not.toMatch(/\b(color|favorite|center|authorize)\b/i);
  });
});
