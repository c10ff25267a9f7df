/**
 * The waitlist fee (spec §2 /waitlist/join-waitlist, §7 getPaymentLink and checkPaymentSession;
 * docs/decisions/017): once the application is submitted, the dashboard asks for the fee; the applicant opens
 * the sandbox checkout (the server has no STRIPE_SECRET_KEY), declines once, cancels once, then pays, comes back
 * to Stairway and sees that they are on the waitlist, there and on the dashboard.
 */
import type { Page } from '@playwright/test';
import { graphqlRequest } from '../support/applicant';
import { fillPersonalAndFinancial } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';

/** Completes and submits the application through the API: checks skipped, a bank connected at the sandbox. */
async function submitApplication(page: Page, token: string) {
  await fillPersonalAndFinancial(page, token);
  await graphqlRequest(page, 'mutation { skipChecks { id } }', {}, token);
  const link = await graphqlRequest<{ setOpenBankingRequested: { url: string } }>(
    page,
    'mutation ($input: SetOpenBankingRequestedInput!) { setOpenBankingRequested(input: $input) { url } }',
    { input: {} },
    token,
  );
  await page.request.post(link.setOpenBankingRequested.url, {
    form: { bank: 'Monzo', consent: 'yes', action: 'connect' },
    maxRedirects: 0,
  });
  await graphqlRequest(page, 'mutation { checkOpenBanking { id } }', {}, token);
  await graphqlRequest(page, 'mutation { submitApplication { id } }', {}, token);
}

test('the applicant pays the waitlist fee at the sandbox checkout and is on the waitlist', async ({
  page,
  applicant,
}, testInfo) => {
  // A long journey (submitting the application, three checkouts, six pairs of screenshots) on a shared machine.
  test.setTimeout(240_000);
  const { token } = applicant;

  // Before submitting, there is no fee to pay.
  await page.goto('/waitlist/join-waitlist');
  await expect(page.getByTestId('waitlist-not-due')).toContainText('Submit your application first');
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-step-application')).toBeVisible();
  await expect(page.getByTestId('next-step-waitlist')).toHaveCount(0);

  await submitApplication(page, token);
  await page.goto('/dashboard');
  const step = page.getByTestId('next-step-waitlist');
  await expect(step.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-dashboard-fee-due');
  await step.getByRole('link', { name: 'Pay the £99 fee' }).click();

  await expect(page).toHaveURL(/\/waitlist\/join-waitlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
  await expect(page.getByTestId('waitlist-pay')).toContainText('Waitlist fee: £99');
  await screenshotBoth(page, testInfo, '02-join-waitlist');
  await expectNoAxeViolations(page);

  // The sandbox checkout, clearly labelled: decline the payment, then go back.
  await page.getByRole('button', { name: 'Pay £99 by card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payment\//);
  await expect(page.getByText('Sandbox checkout — no real payment is taken')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay £99' })).toBeVisible();
  await screenshotBoth(page, testInfo, '03-sandbox-checkout');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Stairway' }).click();
  await expect(page.getByTestId('waitlist-return')).toContainText('Your payment was declined');
  await expect(page.getByTestId('waitlist-pay')).toBeVisible();
  await screenshotBoth(page, testInfo, '04-payment-declined');

  // A new checkout: cancel it.
  await page.getByRole('button', { name: 'Pay £99 by card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payment\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/waitlist\/join-waitlist\?cancelled=1$/);
  await expect(page.getByTestId('waitlist-return')).toContainText('You left the checkout');

  // And pay: the checkout sends the applicant straight back, where the payment is confirmed.
  await page.getByRole('button', { name: 'Pay £99 by card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/payment\//);
  await page.getByRole('button', { name: 'Pay £99' }).click();
  await expect(page).toHaveURL(/\/waitlist\/join-waitlist\?session_id=/);
  await expect(page.getByTestId('waitlist-paid')).toContainText('You’re on the waitlist');
  await expect(page.getByTestId('waitlist-paid')).toContainText('You paid the £99 waitlist fee on');
  await expect(page.getByTestId('waitlist-return')).toHaveCount(0);
  await screenshotBoth(page, testInfo, '05-on-the-waitlist');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your progress' }).click();
  await expect(page.getByTestId('next-step-waitlist')).toContainText('You’re on the waitlist');
  await expect(page.getByTestId('next-step-waitlist')).toContainText('You paid the £99 waitlist fee');
  await screenshotBoth(page, testInfo, '06-dashboard-fee-paid');
});
