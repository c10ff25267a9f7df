/**
 * Forgotten password from /login: ask for a link, open it from the outbox, choose a new password with the strength
 * meter, sign in with it; the session from before the reset is refused. Also the invitation page's form. axe on
 * every page; screenshots at both sizes.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('forgotten password: reset through the e-mailed link, sign in with the new one, the old session is refused', async ({
  page,
  browser,
}, testInfo) => {
  // The applicant is signed in on another device (this page) before the reset.
  const { email } = await signInNewApplicant(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/login');
  await other.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(other).toHaveURL(/\/forgot-password$/);
  await expect(other.getByRole('heading', { name: 'Forgotten your password?' })).toBeVisible();
  await expectNoAxeViolations(other);
  await screenshotBoth(other, testInfo, 'accounts-01-forgot-password');

  await other.getByLabel('E-mail address').fill(email);
  await other.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(other.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(other.getByText(email)).toBeVisible();
  await expectNoAxeViolations(other);
  await screenshotBoth(other, testInfo, 'accounts-02-check-your-email');

  const link = await latestLinkTo(email, '/reset-password');
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const field = other.getByLabel('New password', { exact: true });
  await field.fill('password1');
  await expect(other.getByText('Very weak')).toBeVisible();
  await expect(other.getByText(/it is one of the most used passwords/)).toBeVisible();
  await field.fill('sunny meadow lark');
  await expect(other.getByText('Very strong')).toBeVisible();
  await expectNoAxeViolations(other);
  await screenshotBoth(other, testInfo, 'accounts-03-choose-new-password');
  await other.getByRole('button', { name: 'Save my new password' }).click();

  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('status')).toContainText('Your password has been changed');
  await expect(other.getByLabel('E-mail address')).toHaveValue(email);
  await expectNoAxeViolations(other);
  await screenshotBoth(other, testInfo, 'accounts-04-login-after-reset');
  await other.getByLabel('Password', { exact: true }).fill('sunny meadow lark');
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);

  // The link works once: opened again, it says so before any password is typed.
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(other.getByLabel('New password', { exact: true })).toHaveCount(0);
  await context.close();

  // The session from before the reset is refused: the page goes back to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
});

test('the invitation page asks for a password with the strength meter, and says when the link does not work', async ({
  page,
}, testInfo) => {
  await page.goto('/welcome?token=not-a-real-invitation');
  await expect(page.getByRole('heading', { name: 'Welcome to Stairway' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('winter coat 9');
  await expect(page.getByText('Strong', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'accounts-05-welcome');
  await page.getByRole('button', { name: 'Save my password and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('This invitation link doesn’t work');
  await expect(page.getByRole('alert').getByRole('link', { name: 'Send me a new link' })).toBeVisible();
});

test('an invited customer who chooses a password lands on their progress, signed in', async ({ page }) => {
  // The invitation is made with `npm run ops -- invite-customer`, which the server's embedded database cannot
  // take while the server runs (the API test account-invitations-and-roles.test.ts covers the server). Here a
  // real applicant's session stands in for the answer to createAccountExistingCustomer.
  const { token } = await signInNewApplicant(page);
  await page.evaluate(() => window.localStorage.removeItem('stairway.token'));
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: unknown };
    };
    if (body?.operationName !== 'CreateAccountExistingCustomer') return route.fallback();
    expect(body.variables?.input).toEqual({ token: 'invitation-token', password: 'sunny meadow lark' });
    await route.fulfill({
      json: { data: { createAccountExistingCustomer: { token, user: { id: 'stand-in' } } } },
    });
  });
  await page.goto('/welcome?token=invitation-token');
  await page.getByLabel('New password', { exact: true }).fill('sunny meadow lark');
  await page.getByRole('button', { name: 'Save my password and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('£225,000').first()).toBeVisible();
});
