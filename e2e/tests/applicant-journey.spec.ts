/**
 * The applicant's first journey, in Chromium against the built app on a freshly seeded database: onboard with
 * postcode districts that have real listings, open the verification link from the outbox, see the welcome modal,
 * explore, filter, open a home, save it, unsave it with confirmation, sign out, sign in and see the saved home
 * again. Screenshots at 390x844 and 1280x800 go to the test output.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

const password = 'Stairway home 2026';
/** Two districts the bundled national sample has homes in. */
const districts = ['SE1', 'SK8'];

/** The analytics events recorded in the page (the recorder of lib/analytics.ts). */
async function analyticsEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const events = (window as { __stairwayAnalytics?: Array<{ type: string; name?: string }> })
      .__stairwayAnalytics;
    return (events ?? []).map((event) => `${event.type}:${event.name ?? ''}`);
  });
}

test('an applicant onboards, verifies, explores real homes, saves one and finds it after signing in again', async ({
  page,
}, testInfo) => {
  const email = `amelia.${Date.now()}@example.com`;

  // Landing
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-landing');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check your budget' }).first().click();

  // 1. Budget
  await expect(page).toHaveURL(/\/onboard\/budget$/);
  await page.getByLabel('Gross annual pay').fill('45000');
  await expect(page.getByTestId('budget-display')).not.toContainText('–', { timeout: 5_000 });
  await screenshotBoth(page, testInfo, '02-onboard-budget');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // 2. Name
  await expect(page).toHaveURL(/\/onboard\/name$/);
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Last name').fill('Hughes');
  await page.getByRole('button', { name: 'Next' }).click();

  // Back keeps the answers, and so does a reload.
  await expect(page).toHaveURL(/\/onboard\/checks$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Amelia');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Hughes');
  await page.getByRole('button', { name: 'Next' }).click();

  // 3. Checks
  await expect(page).toHaveURL(/\/onboard\/checks$/);
  await screenshotBoth(page, testInfo, '03-onboard-checks');
  await expectNoAxeViolations(page);
  await answerChecks(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // 4. Preferred location: suggestions show districts that have homes.
  await expect(page).toHaveURL(/\/onboard\/preferred-location$/);
  for (const district of districts) await addDistrict(page, district);
  await screenshotBoth(page, testInfo, '04-onboard-preferred-location');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // 5. Deposit
  await expect(page).toHaveURL(/\/onboard\/deposit$/);
  await page.getByLabel('Deposit amount').fill('20000');
  await chooseDepositSource(page, 'Cash savings');
  await screenshotBoth(page, testInfo, '05-onboard-deposit');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // 6. E-mail and password
  await expect(page).toHaveURL(/\/onboard\/email-password$/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await screenshotBoth(page, testInfo, '06-onboard-email-password');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Dashboard before verification: no welcome modal yet.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Stairway!' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, '07-dashboard-unverified');
  await expectNoAxeViolations(page);

  // The verification link from the outbox.
  const link = await latestLinkTo(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your e-mail is verified')).toBeVisible();
  await screenshotBoth(page, testInfo, '08-verify-email');
  await expectNoAxeViolations(page);

  // Reusing the link says it was used.
  await page.goto(link);
  await expect(page.getByText(/already been used/i)).toBeVisible();

  // The welcome modal, once, with the budget.
  await page.goto('/dashboard');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Stairway!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText(
    "Congrats on taking the first step! In just a few more steps, you'll be ready to move-in.",
  );
  await expect(welcome).toContainText('Your future home could be worth up to:');
  await expect(welcome).toContainText(/£\d{3},\d{3}/);
  await screenshotBoth(page, testInfo, '09-welcome-modal');
  await expectNoAxeViolations(page);
  await welcome.getByRole('button', { name: 'Explore homes' }).click();
  expect(await analyticsEvents(page)).toContain('track:welcome_modal_explore_homes');

  // Explore: real listings in the chosen districts.
  await expect(page).toHaveURL(/\/submit-a-home\/explore$/);
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  // "86 homes within your budget" (Within my budget is on by default with a budget).
  const resultCount = page.getByTestId('result-count');
  const count = async () =>
    Number(((await resultCount.innerText()).match(/^[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
  const total = await count();
  expect(total).toBeGreaterThan(5);
  await expect(cards.first()).toContainText('Buy this property in 4-8 years');
  await screenshotBoth(page, testInfo, '10-explore');
  await expectNoAxeViolations(page, ['.leaflet-container']);

  // Filter by type, then clear it.
  await page.getByRole('combobox', { name: 'Property type' }).click();
  await page.getByRole('option', { name: 'Flat' }).click();
  await expect.poll(count).toBeLessThan(total);
  await page.getByRole('combobox', { name: 'Property type' }).click();
  await page.getByRole('option', { name: 'All types' }).click();
  await expect.poll(count).toBe(total);

  // Open a home, save it from the card.
  const first = cards.first();
  const address = (await first.locator('span[id]').first().innerText()).trim();
  await first.getByRole('button', { name: /View details of/ }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Your monthly plan');
  await expect(panel).toContainText(/You could own it in about [\d.]+ years/);
  await screenshotBoth(page, testInfo, '11-listing-detail');
  await panel.getByRole('button', { name: 'Close home details' }).click();

  await first.getByRole('button', { name: 'Save this home' }).click();
  await expect(page.getByText('This home has been added to your wishlist for later!')).toBeVisible();

  // Unsave asks for confirmation; keeping it changes nothing, removing it unsaves.
  await first.getByRole('button', { name: 'Remove from saved homes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this home from your saved homes?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(first.getByRole('button', { name: 'Remove from saved homes' })).toBeVisible();
  await first.getByRole('button', { name: 'Remove from saved homes' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this home from your saved homes?' })
    .getByRole('button', {
      name: 'Remove',
    })
    .click();
  await expect(first.getByRole('button', { name: 'Save this home' })).toBeVisible();

  // Save it again, then sign out.
  await first.getByRole('button', { name: 'Save this home' }).click();
  await expect(first.getByRole('button', { name: 'Remove from saved homes' })).toBeVisible();
  const tokenBeforeLogout = await page.evaluate(() => localStorage.getItem('stairway.token'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('stairway.token'))).toBeNull();
  // Logging out signed the session out on the server too (decision 030): the old token is refused.
  await expect
    .poll(async () => {
      const response = await page.request.post('/api', {
        data: { query: 'query { me { user { id } } }' },
        headers: { authorization: `Bearer ${tokenBeforeLogout}`, 'content-type': 'application/json' },
      });
      const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
      return body.errors?.[0]?.extensions?.code;
    })
    .toBe('UNAUTHENTICATED');
  await screenshotBoth(page, testInfo, '12-login');
  await expectNoAxeViolations(page);

  // Sign in again; the saved home is still saved.
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Welcome to Stairway!' })).toHaveCount(0);
  await page.goto('/submit-a-home');
  await expect(page.getByText(address).first()).toBeVisible();
  await screenshotBoth(page, testInfo, '13-my-homes');
  await expectNoAxeViolations(page);
});

/** Answers the four eligibility checks with "yes". */
async function answerChecks(page: Page) {
  for (const checkbox of await page.getByRole('checkbox').all()) await checkbox.check();
}

/** Adds a postcode district through the picker's suggestions. */
async function addDistrict(page: Page, district: string) {
  const input = page.getByLabel('Postcode district');
  await input.fill(district);
  await page.getByRole('option', { name: new RegExp(`^${district}\\b`) }).click();
  await expect(page.getByText(district, { exact: true }).first()).toBeVisible();
}

/** Picks where the deposit comes from. */
async function chooseDepositSource(page: Page, source: string) {
  await page.getByLabel(source).check();
}
