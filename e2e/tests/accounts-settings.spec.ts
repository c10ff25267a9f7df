/**
 * Settings: change the password with the current one (other sessions are signed out, this one stays), and change the
 * e-mail address through the link sent to the new address. axe on every page; screenshots at both sizes.
 */
import { expect, test } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('change the password on /settings, and the e-mail address through the confirmation link', async ({
  page,
}, testInfo) => {
  const { email, password, token: otherSession } = await signInNewApplicant(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-10-settings');

  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('sunny meadow lark');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('Your current password is not right')).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'accounts-11-password-changed');
  // The token from before the change no longer works; this page's new one does.
  const refused = await page.request.post('/api', {
    data: { query: '{ me { user { id } } }' },
    headers: { authorization: `Bearer ${otherSession}` },
  });
  expect(
    ((await refused.json()) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions
      ?.code,
  ).toBe('UNAUTHENTICATED');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Change e-mail address' }).click();
  await expect(page).toHaveURL(/\/settings\/email$/);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-12-change-email');
  const newEmail = email.replace('applicant.', 'moved.');
  await page.getByLabel('New e-mail address', { exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-13-check-your-inbox');

  const link = await latestLinkTo(newEmail, '/settings/email/confirm');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address has changed' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-14-email-changed');
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page.getByText(newEmail)).toBeVisible();
  // The new address signs in.
  await graphqlRequest(page, 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { email: newEmail, password: 'sunny meadow lark' },
  });
});
