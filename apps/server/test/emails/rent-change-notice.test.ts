/**
 * The notice of a rent change (emails/rent-change-notice.tsx): the rents, the day, why, and the tribunal route; and
 * its withdrawal (emails/rent-change-withdrawn.tsx): the rent that stays, and why.
 */
import { describe, expect, it } from 'vitest';
import { renderRentChangeNotice } from '../../src/emails/rent-change-notice';
import { renderRentChangeWithdrawn } from '../../src/emails/rent-change-withdrawn';

const props = {
  firstName: 'Idris',
  currentRent: '£917',
  newRent: '£950',
  effectiveFrom: '1 October 2027',
  reason: 'The local market rent has risen',
  increase: true,
  link: 'http://localhost:3000/your-home',
};

describe('renderRentChangeNotice', () => {
  it('gives the rents, the day, why and, for an increase, the tribunal route', async () => {
    const mail = await renderRentChangeNotice(props);
    expect(mail.subject).toBe('Your Stairway rent will be £950 a month from 1 October 2027');
    expect(mail.text).toContain('Your monthly rent will change from £917 to £950, from 1 October 2027');
    expect(mail.text).toContain('your equity contribution does not change');
    expect(mail.text).toContain('Why: The local market rent has risen');
    expect(mail.text).toContain('First-tier Tribunal (Property Chamber)');
    expect(mail.html).toContain('http://localhost:3000/your-home');
  });

  it('leaves out the tribunal for a decrease', async () => {
    const mail = await renderRentChangeNotice({ ...props, newRent: '£900', increase: false });
    expect(mail.text).not.toContain('Tribunal');
  });
});

describe('renderRentChangeWithdrawn', () => {
  it('says the notice is withdrawn, the rent that stays and why', async () => {
    const mail = await renderRentChangeWithdrawn({
      firstName: 'Idris',
      currentRent: '£917',
      withdrawnRent: '£1,950',
      effectiveFrom: '1 October 2027',
      reason: 'The new rent was mistyped',
      link: 'http://localhost:3000/your-home',
    });
    expect(mail.subject).toBe('Your Stairway rent stays £917 a month: the notice is withdrawn');
    expect(mail.text).toContain('your monthly rent would be £1,950 from 1 October 2027');
    expect(mail.text).toContain('Your rent stays £917 a month');
    expect(mail.text).toContain('Why: The new rent was mistyped');
  });
});
