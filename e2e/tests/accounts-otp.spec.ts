/**
 * The e-mail code page: the signed-in applicant asks for a code, a wrong code says how many tries are left, and the
 * code from the e-mail (pasted with its space) confirms the address. axe; screenshots at both sizes.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { latestSubjectTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('confirm the e-mail address with a one-time code', async ({ page }, testInfo) => {
  const { email } = await signInNewApplicant(page);
  await page.goto('/verify-email/code');
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const field = page.getByLabel('Code', { exact: true });
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-20-enter-code');

  await page.getByRole('button', { name: 'Send me a new code' }).click();
  await expect(page.getByText('A new code is on its way')).toBeVisible();
  const subject = await latestSubjectTo(email, 'Your Stairway code:');
  const code = subject.replace('Your Stairway code:', '').trim();
  expect(code).toMatch(/^\d{3} \d{3}$/);

  const wrong = code.startsWith('0') ? '111 111' : '000 000';
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(
    page.getByText('That code is not right. Check the e-mail and try again: 4 tries left.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-21-wrong-code');

  await field.fill(code);
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-22-code-accepted');
});
