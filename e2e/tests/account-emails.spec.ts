/**
 * "This wasn't me" (decision 052): change the password on /settings, open the link of the "Your password was
 * changed" e-mail from the outbox, confirm once, and every session is signed out (this page's too): the dashboard
 * asks to sign in, and the old link says it was used. axe on the new page at both sizes; screenshots at both sizes.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

test('change the password, say "This wasn’t me" from the e-mail, and be signed out everywhere', async ({
  page,
}, testInfo) => {
  const { email, password } = await signInNewApplicant(page);
  await page.goto('/settings');
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByLabel('New password', { exact: true }).fill('sunny meadow lark');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  const link = await latestLinkTo(email, '/account/secure');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Secure your account', level: 1 })).toBeVisible();
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await screenshotBoth(page, testInfo, 'account-secure-01-confirm');

  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is secured', level: 1 })).toBeVisible();
  await expect(page.getByTestId('secure-account-next')).toContainText(email);
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await screenshotBoth(page, testInfo, 'account-secure-02-done');

  // Signed out: the dashboard asks to sign in, and neither password signs in any more.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sunny meadow lark');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert').first()).toBeVisible();

  // The link works once, and says so.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This link has already been used', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reset my password' })).toBeVisible();
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await screenshotBoth(page, testInfo, 'account-secure-03-used');

  // The reset link it sent signs in again.
  const reset = await latestLinkTo(email, '/reset-password');
  await page.goto(reset);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});
