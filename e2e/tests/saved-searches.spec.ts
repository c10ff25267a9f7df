/**
 * Saved searches with alerts: an applicant with a confirmed e-mail address saves the search on the explore page (the
 * dialog suggests a name from the search's sentence), follows the toast to Saved searches, turns the alerts off and
 * on, opens the confirmation e-mail's unsubscribe link signed out and is told which search was turned off, then
 * signs in again, sees it off, runs it (explore opens with the search in its URL) and deletes it, leaving the empty
 * state. An alert's link to one home (?home=) opens that home's details. Screenshots at 390 and 1280 px of the
 * dialog, the page, the unsubscribe page and the empty state; axe on each.
 */
import { graphqlRequest } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

test('save a search from explore, switch its alerts, unsubscribe signed out from the e-mail, run it, delete it', async ({
  page,
  signInApplicant,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const { email, token } = await signInApplicant({
    preferredLocations: ['SE1'],
    grossAnnualPay: 60_000,
    deposit: 30_000,
  });
  // Alerts only go to a confirmed address: confirm it with the sign-up e-mail's link.
  await page.goto(await latestLinkTo(email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Explore: the applicant's areas, at most £400,000.
  await page.goto('/submit-a-home/explore?maxPrice=400000');
  await expect(page.getByTestId('results-heading')).toHaveText('Homes for sale in SE1');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(/^Homes in SE1, up to £400,000/);
  await expect(dialog.getByRole('switch', { name: 'E-mail me new homes' })).toBeChecked();
  await expect(dialog).toContainText('We’ll e-mail you new homes once a day');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'save-search-dialog');
  await name.fill('SE1 under £400k');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'See your saved searches' }).click();

  // Saved searches: the search with its sentence and alerts on.
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const card = page.getByRole('article', { name: 'SE1 under £400k' });
  await expect(card).toContainText(/Homes in SE1, up to £400,000/);
  const alerts = card.getByRole('switch', { name: 'Daily e-mail alerts' });
  await expect(alerts).toBeChecked();
  await alerts.click({ force: true });
  await expect(alerts).not.toBeChecked();
  await expect(card).toContainText('Off: we won’t e-mail you about this search');
  await page.reload();
  await expect(page.getByRole('article', { name: 'SE1 under £400k' }).getByRole('switch')).not.toBeChecked();
  await page.getByRole('article', { name: 'SE1 under £400k' }).getByRole('switch').click({ force: true });
  await expect(page.getByRole('article', { name: 'SE1 under £400k' }).getByRole('switch')).toBeChecked();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'saved-searches');

  // The confirmation e-mail: its unsubscribe link works signed out.
  // (Its subject, with curly quotes, is MIME-encoded in the .eml: the newest e-mail's link is read instead.)
  const unsubscribe = await latestLinkTo(email, '/saved-searches/unsubscribe?token=');
  await page.evaluate(() => window.localStorage.removeItem('stairway.token'));
  await page.context().clearCookies();
  await page.goto(unsubscribe);
  await expect(page.getByText('Alerts turned off')).toBeVisible();
  await expect(page.getByText('We won’t e-mail you about “SE1 under £400k” any more.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'unsubscribed');
  // A broken link says so.
  await page.goto('/saved-searches/unsubscribe?token=abc');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not complete');

  // Signed in again: the alerts are off; Run search opens explore with the search; Delete asks first.
  await page.evaluate((value) => window.localStorage.setItem('stairway.token', value), token);
  await page.goto('/saved-searches');
  const again = page.getByRole('article', { name: 'SE1 under £400k' });
  await expect(again.getByRole('switch', { name: 'Daily e-mail alerts' })).not.toBeChecked();
  await again.getByRole('link', { name: /^Run search/ }).click();
  await expect(page).toHaveURL(/\/submit-a-home\/explore\?districts=SE1&maxPrice=400000/);
  await expect(page.getByTestId('results-heading')).toHaveText('Homes for sale in SE1');
  // An alert e-mail links to each new home: the search with that home's details open (?home=), even when the
  // home is not on the first page; closing them leaves the search.
  const { getHomesSelection } = await graphqlRequest<{
    getHomesSelection: { listings: Array<{ id: string; address: string }> };
  }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id address } } }',
    { input: { postcodes: ['SE1'], sort: 'Highest price', first: 1 } },
    token,
  );
  const linked = getHomesSelection.listings[0];
  if (!linked) throw new Error('SE1 has no homes');
  await page.goto(`/submit-a-home/explore?districts=SE1&maxPrice=400000&budget=any&home=${linked.id}`);
  const details = page.getByTestId('listing-detail-panel').getByRole('dialog');
  await expect(details).toContainText(linked.address);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page).not.toHaveURL(/home=/);
  await page.goto('/saved-searches');
  await page
    .getByRole('article', { name: 'SE1 under £400k' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You haven’t saved any searches yet')).toBeVisible();
  // The dialog fades out: checked while half transparent, its text fails colour contrast (seen once in CI).
  await expect(confirm).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'saved-searches-empty');
});
