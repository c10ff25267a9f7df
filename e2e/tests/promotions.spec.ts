/**
 * The promotion (spec §2 "Promotion modal"): once the e-mail is verified and the welcome is seen, the dashboard
 * shows the seeded promotion. It offers what the product does today (a free call with the team, booked with Book a
 * call), and "Click here for full details" opens its terms on a page of the app itself
 * (/promotions/:promotionId/terms), in a new tab, where they load. Continue records it as seen.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

const TITLE = 'Talk your plan through with our team';

test('the promotion offers a free call with the team, and its terms open on a page of the app', async ({
  page,
}, testInfo) => {
  const { email } = await signInNewApplicant(page);
  await page.goto(await latestLinkTo(email, '/verify-email'));
  await expect(page.getByText('Your e-mail is verified')).toBeVisible();

  await page.goto('/dashboard');
  const modal = page.getByRole('dialog', { name: TITLE });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Book a call');
  await expect(modal.getByTestId('promotion-image')).toBeVisible();
  const details = modal.getByRole('link', { name: 'Click here for full details' });
  await expect(details).toHaveAttribute('href', /^\/promotions\/[a-z0-9-]+\/terms$/);
  await expect(details).toHaveAttribute('target', '_blank');
  await screenshotBoth(page, testInfo, 'promotion-01-modal');
  await expectNoAxeViolations(page);

  // The terms load on a page of the app, in a new tab.
  const popup = page.waitForEvent('popup');
  await details.click();
  const terms = await popup;
  await expect(terms).toHaveURL(/\/promotions\/[a-z0-9-]+\/terms$/);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const text = terms.getByTestId('promotion-terms');
  await expect(text).toContainText('The call is free');
  await expect(text).not.toContainText('survey');
  await expect(terms.getByRole('link', { name: /Book a call/ })).toHaveAttribute('href', /^https:\/\//);
  await screenshotBoth(terms, testInfo, 'promotion-02-terms');
  await expectNoAxeViolations(terms);
  await terms.close();

  // Continue records it as seen: it does not come back.
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: TITLE })).toHaveCount(0);
});

test('an unknown promotion’s terms page says so, with a way back', async ({ page }, testInfo) => {
  await page.goto('/promotions/no-such-promotion/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that promotion');
  await expect(page.getByRole('link', { name: 'Go to Stairway' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'promotion-03-terms-not-found');
  await expectNoAxeViolations(page);
});
