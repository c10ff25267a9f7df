/**
 * The arrears e-mails (emails/arrears-emails.tsx, emails/hardship-request.tsx): a kind reminder of what is owed, a
 * response to a message, and the team's e-mail about a new message.
 */
import { describe, expect, it } from 'vitest';
import { renderArrearsReminder, renderHardshipResponse } from '../../src/emails/arrears-emails';
import { renderHardshipRequestEmail } from '../../src/emails/hardship-request';

const link = 'http://localhost:3000/your-home';

describe('arrears e-mails', () => {
  it('reminds kindly of what is owed and since when, and what can be done, without threats', async () => {
    const mail = await renderArrearsReminder({
      firstName: 'Hattie',
      amount: '£917',
      since: '10 November 2026',
      link,
    });
    expect(mail.subject).toBe('A reminder about your Stairway payments');
    expect(mail.text).toContain('£917 of your plan’s rent has been unpaid since 10 November 2026');
    expect(mail.text).toContain('your home and your pages stay just as they are');
    expect(mail.text).toContain('agree a payment plan');
    expect(mail.html).toContain(link);
  });

  it('gives the team’s response in the customer’s own e-mail', async () => {
    const mail = await renderHardshipResponse({
      firstName: 'Hattie',
      response: 'We can pause your plan.',
      link,
    });
    expect(mail.text).toContain('We can pause your plan.');
    expect(mail.html).toContain(link);
  });

  it('tells the team who asked for help, what is owed and their words, with the console’s link', async () => {
    const consoleLink = 'http://localhost:3000/ops/arrears#case-1';
    const mail = await renderHardshipRequestEmail({
      customerName: 'Hattie Lowell',
      amount: '£917',
      since: '10 November 2026',
      message: 'My hours were cut.\nCan we talk?',
      link: consoleLink,
    });
    expect(mail.subject).toBe('Request for help from Hattie Lowell');
    expect(mail.text).toContain('£917 has been owed since 10 November 2026');
    expect(mail.text).toContain('My hours were cut.');
    expect(mail.html).toContain(consoleLink);
    const settled = await renderHardshipRequestEmail({
      customerName: 'Hattie Lowell',
      amount: '£0',
      since: null,
      message: 'Thank you.',
      link: consoleLink,
    });
    expect(settled.text).toContain('Nothing is owed now');
  });
});
