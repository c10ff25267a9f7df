/**
 * Onboarding with a known address, in the browser: someone finishes onboarding with an address that already has an
 * account. The page answers as it would for a new address (onboard says nothing different; the sign-in with the
 * typed password is refused), shows "Check your e-mail", and the owner, not the visitor, is told by e-mail. The
 * answers stay, and "Use another e-mail address" goes back to the form.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('onboarding with an address that has an account says to check the e-mail, which tells the owner', async ({
  browser,
  page,
}, testInfo) => {
  const owner = await signInNewApplicant(page, { firstName: 'Olivia' });

  // A visitor in another browser, every earlier step answered (the saved draft), at the last step.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/');
  await visitor.evaluate(
    (draft) => window.sessionStorage.setItem('stairway.onboarding.draft', draft),
    JSON.stringify({
      grossAnnualPay: 38_000,
      jointApplication: false,
      firstName: 'Mallory',
      lastName: 'Quinn',
      checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      preferredLocations: ['SE1'],
      deposit: 9_000,
      depositSource: 'CashSavings',
    }),
  );
  await visitor.goto('/onboard/email-password');
  await visitor.getByLabel('E-mail address').fill(owner.email.toUpperCase());
  await visitor.getByLabel('Password', { exact: true }).fill('Another quiet harbour 51');
  await visitor.getByRole('button', { name: 'Create account' }).click();

  await expect(visitor.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(visitor.getByText(owner.email)).toBeVisible();
  await expect(visitor).toHaveURL(/\/onboard\/email-password$/);
  await screenshotBoth(visitor, testInfo, 'onboard-check-your-email');
  await expectNoAxeViolations(visitor);
  // No session was started in the visitor's browser.
  expect(await visitor.evaluate(() => window.localStorage.getItem('stairway.token'))).toBeNull();

  // The owner is told, with the way to sign in and to choose a new password.
  const mail = await emailTo(owner.email, 'You already have a Stairway account');
  expect(mail).toContain('Hi Olivia');
  expect(mail).toContain('/forgot-password');

  // Another address: back to the form, the answers kept.
  await visitor.getByRole('button', { name: 'Use another e-mail address' }).click();
  expect((await visitor.getByLabel('E-mail address').inputValue()).toLowerCase()).toBe(owner.email);
  await context.close();

  // The owner's account is as it was: they still sign in with their own password.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
});
