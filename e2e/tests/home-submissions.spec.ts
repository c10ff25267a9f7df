/**
 * Submitting a home from a listing (spec §2 listing detail panel and confirm home submit modal; §7
 * createHomeSubmissionWithListing and its refetches; §8 'Home submitted!' then progress, and the message for a
 * second home while one is under review; §4 statuses and banners). The applicant's application is filled in and
 * submitted through the API first (spec §5: a home needs a submitted application; before that the panel says so
 * instead of offering it).
 *
 * The team's approval is a service (services/home-decisions.ts, `npm run ops -- approve-home`, tested in
 * apps/server/test/api/home-submissions.test.ts); it cannot run against the embedded database while the server under
 * test holds it, so for the approved banner the server's answers are rewritten on their way to the browser
 * (support/intercept.ts), and the real app renders them.
 */
import type { Page } from '@playwright/test';
import { graphqlRequest } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { rewriteAnswers } from '../support/intercept';
import { screenshotBoth } from '../support/screenshots';

// Each journey first fills in and submits a whole application through the API: longer than the default limit
// on a busy machine.
test.describe.configure({ timeout: 240_000 });

/**
 * The imported homes' cards, without landlords' Featured listings, which other journeys running at the same time
 * may publish in the same district (so the cards' order can change between two visits to the page).
 */
const importedCards = (page: Page) => page.getByTestId('listing-card').filter({ hasNotText: 'Featured' });

/** Opens the details of the index-th imported home; returns the panel and the home's name on its card. */
const openListing = async (page: Page, index: number, except?: string) => {
  const cards = except
    ? importedCards(page).filter({ hasNot: page.getByRole('button', { name: except, exact: true }) })
    : importedCards(page);
  const open = cards.nth(index).getByRole('button', { name: /View details of/ });
  const name = (await open.textContent()) ?? '';
  await open.click();
  return Object.assign(page.getByTestId('listing-detail-panel').getByRole('dialog'), { homeName: name });
};

test('submit a listing, see it under review, be refused a second, then see the approval', async ({
  page,
  applicant,
}, testInfo) => {
  const { token } = applicant;
  // Before the application is submitted the panel says why a home can't be submitted yet, instead of offering it.
  await page.goto('/submit-a-home/explore');
  // The first load of the homes can be slow on a busy machine.
  await expect(page.getByTestId('listing-card').first()).toBeVisible({ timeout: 45_000 });
  const early = await openListing(page, 0);
  await expect(early.getByTestId('listing-submit-after-application')).toContainText(
    'once you’ve submitted your application',
  );
  await expect(early.getByRole('link', { name: 'Go to your application' })).toHaveAttribute(
    'href',
    '/your-application',
  );
  await expect(early.getByRole('button', { name: 'Submit this home' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, '00-panel-before-application-submitted');

  await submitApplication(page, token);
  await page.goto('/submit-a-home/explore');
  await expect(page.getByTestId('listing-card').first()).toBeVisible({ timeout: 45_000 });
  const panel = await openListing(page, 0);
  await panel.getByRole('button', { name: 'Submit this home' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit this home?' });
  await expect(confirm).toContainText('one home under review at a time');
  await screenshotBoth(page, testInfo, '01-confirm-home-submit');
  await confirm.getByRole('button', { name: 'Submit home' }).click();

  // Submitting waits for the spec's refetches (submissions, application, favourites): slow on a busy machine.
  await expect(page.getByText('Home submitted!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByTestId('home-banner');
  await expect(banner).toHaveAttribute('data-kind', 'UnderReview', { timeout: 30_000 });
  await expect(banner).toContainText('will be in touch');
  await screenshotBoth(page, testInfo, '02-dashboard-under-review');

  await page.goto('/submit-a-home');
  const submitted = page.getByTestId('submitted-home');
  await expect(submitted).toHaveCount(1, { timeout: 30_000 });
  await expect(submitted).toContainText('Under review');
  await screenshotBoth(page, testInfo, '03-homes-under-review');
  await expectNoAxeViolations(page);

  // A second home while one is under review: the spec's message.
  await page.goto('/submit-a-home/explore');
  await expect(page.getByTestId('listing-card').nth(1)).toBeVisible({ timeout: 45_000 });
  // Another home than the one under review, whatever order the cards are in now.
  const second = await openListing(page, 0, panel.homeName);
  await second.getByRole('button', { name: 'Submit this home' }).click();
  await page
    .getByRole('dialog', { name: 'Submit this home?' })
    .getByRole('button', { name: 'Submit home' })
    .click();
  // Said in the panel, under the button, not in a toast over the panel's title.
  await expect(second.getByRole('alert')).toHaveText(
    'Bear with us, there is already a submission under review, and we are on it!',
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/\/submit-a-home\/explore$/);
  await screenshotBoth(page, testInfo, '03b-second-home-refused');

  // The team approves it (see the file's comment): a listing-based home shows Waitlisted.
  await rewriteAnswers(page, ['Me', 'GetUserHomeSubmissions'], (data) => {
    const application = (data.me as { application?: Record<string, unknown> } | undefined)?.application;
    if (application) Object.assign(application, { hasHomeApproved: true, hasHomeInReview: false });
    const homes = data.getUserHomeSubmissions as Array<Record<string, unknown>> | undefined;
    for (const home of homes ?? []) Object.assign(home, { approved: true, status: 'Waitlisted' });
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-banner')).toHaveAttribute('data-kind', 'Approved', { timeout: 30_000 });
  await expect(page.getByTestId('home-banner')).toContainText('Congratulations');
  await page.goto('/submit-a-home');
  await expect(page.getByTestId('submitted-home')).toContainText('Waitlisted', { timeout: 30_000 });
  await expect(page.getByTestId('submitted-home').getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await screenshotBoth(page, testInfo, '04-homes-approved');
});

test('delete a submitted home with the delete home submission modal', async ({
  page,
  applicant,
}, testInfo) => {
  const { token } = applicant;
  await submitApplication(page, token);
  const { getHomesSelection } = await graphqlRequest<{
    getHomesSelection: { listings: Array<{ id: string }> };
  }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
    { input: { postcodes: ['SE1'] } },
    token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: CreateHomeSubmissionWithListingInput!) { createHomeSubmissionWithListing(input: $input) { id } }',
    { input: { listingId: getHomesSelection.listings[0]?.id } },
    token,
  );
  await page.goto('/submit-a-home');
  await page
    .getByTestId('submitted-home')
    .getByRole('button', { name: /Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this home?' });
  await expect(dialog).toContainText('our team will stop reviewing it');
  await screenshotBoth(page, testInfo, '05-delete-home-submission');
  await dialog.getByRole('button', { name: 'Delete home' }).click();
  await expect(page.getByTestId('submitted-home')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(page.getByTestId('home-banner')).toHaveCount(0);
});
