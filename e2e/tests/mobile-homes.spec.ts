/**
 * The signed-in applicant on a 390 px phone: the bottom navigation, the mobile menu (with Book a call), the
 * mobile filters panel with Apply filters, the list/map toggle, and the network-error toast (spec §2, §5, §8).
 * The account is created through the real API to keep the test short; the full onboarding is covered by
 * applicant-journey.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { onboardThroughApi } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

/** Creates an applicant through `onboard` and `signIn`, and stores the token in the page, as signing in does. */
async function signUpThroughApi(page: Page, districts: string[]) {
  const token = await onboardThroughApi(page, {
    firstName: 'Priya',
    lastName: 'Shah',
    email: `priya.${Date.now()}@example.com`,
    password: 'Stairway home 2026',
    grossAnnualPay: 52000,
    deposit: 18000,
    depositSource: 'CashSavings',
    preferredLocations: districts,
    checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  });
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('stairway.token', value), token);
}

test('on a phone: bottom navigation, menu, filters panel, map toggle and the network-error toast', async ({
  page,
}, testInfo) => {
  await signUpThroughApi(page, ['SK8', 'SE1']);

  // Bottom navigation with the three tabs on the progress, application and homes pages (spec §2).
  await page.goto('/dashboard');
  const bottomNav = page.getByRole('navigation', { name: 'Main' });
  for (const tab of ['Progress', 'Application', 'Homes']) {
    await expect(bottomNav.getByRole('link', { name: tab })).toBeVisible();
  }
  await bottomNav.getByRole('link', { name: 'Homes' }).click();
  await expect(page).toHaveURL(/\/submit-a-home$/);
  await expect(bottomNav.getByRole('link', { name: 'Homes' })).toHaveAttribute('aria-current', 'page');

  // Homes above the budget shown too (budget=any), so that 3+ bedrooms still has homes to sort.
  await page.goto('/submit-a-home/explore?budget=any');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  // "120 homes within your budget": Within my budget is on by default for an applicant with a budget.
  const resultCount = page.getByTestId('result-count');
  const count = async () =>
    Number(((await resultCount.innerText()).match(/^[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
  const total = await count();

  // The mobile filters panel: choose 3+ bedrooms, see the count, apply.
  await page.getByRole('button', { name: /Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await panel.locator('label', { hasText: '3+' }).click();
  await expect(panel.getByRole('status')).toContainText(/match these filters/);
  await screenshotBoth(page, testInfo, 'mobile-filters-panel');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(count).toBeLessThan(total);

  // The sort beside the Filters button is the phone's own select (decision 042): lowest price first.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('Lowest price');
  await expect(sort).toHaveValue('Lowest price');
  // Featured homes (a landlord's, listed by another journey on the shared server) stay first in every sort.
  const listed = cards.filter({ hasNot: page.getByText('Featured', { exact: true }) });
  const priceOf = async (index: number) =>
    Number.parseInt(
      ((await listed.nth(index).innerText()).match(/£[\d,]+/)?.[0] ?? '').replace(/\D/g, ''),
      10,
    );
  await expect.poll(async () => (await priceOf(0)) <= (await priceOf(1))).toBe(true);
  await sort.selectOption('Highest price');
  await expect.poll(async () => (await priceOf(0)) >= (await priceOf(1))).toBe(true);
  expect(await priceOf(0)).toBeGreaterThan(0);

  // The map loads on demand; the list comes back.
  await page.locator('label', { hasText: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.locator('label', { hasText: 'List' }).click();
  await expect(cards.first()).toBeVisible();

  // The mobile menu: the spec's entries and the Book a call box.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Progress', 'Application', 'Homes', 'Settings', 'Logout']) {
    await expect(menu.getByText(entry, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Book a call/ })).toHaveAttribute('href', /^https:\/\//);
  await screenshotBoth(page, testInfo, 'mobile-menu');
  await expectNoAxeViolations(page);

  // A network error shows the spec's toast.
  await page.route('**/api', (route) => route.abort('failed'));
  await menu.getByRole('link', { name: 'Homes' }).click();
  await expect(page.getByText('Sorry, there was a network error').first()).toBeVisible();
  await page.unroute('**/api');
});
