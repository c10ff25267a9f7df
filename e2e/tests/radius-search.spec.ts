/**
 * Radius search: an applicant searches within 3 miles of Leeds (the national sample has over 500 homes in LS
 * districts), sees the heading and the count, turns "Within my budget" off and filters by price (both kept in the
 * URL, so a reload shows the same search), pages with "Show more homes", is told plainly about a place we do not
 * know, opens the map, zooms it and searches that area; then the filters panel on a phone. Screenshots at 390 and
 * 1280 px of the radius results, the filters panel and the map.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth, VIEWPORTS, waitForLayout } from '../support/screenshots';

/** Screenshots of what is on screen at both sizes, for the top of the list and the map. */
async function viewportShots(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await waitForLayout(page);
    const file = testInfo.outputPath(`${name}-${label}-screen.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} (${label}, screen)`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/** The number at the start of the result count ("1,204 homes …"). */
async function countOf(status: Locator): Promise<number> {
  const text = await status.innerText();
  return Number((/^([\d,]+)/.exec(text)?.[1] ?? '').replace(/,/g, ''));
}

/** The asking prices of the cards drawn, whole pounds. */
async function pricesOf(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('listing-card').allInnerTexts();
  return texts.map((text) => Number((/£([\d,]+)/.exec(text)?.[1] ?? '0').replace(/,/g, '')));
}

test('within 3 miles of Leeds: heading and count, price filter in the URL, Show more, the map and Search this area', async ({
  page,
  signInApplicant,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInApplicant({ preferredLocations: ['SE1'], grossAnnualPay: 60_000, deposit: 30_000 });
  await page.goto('/submit-a-home/explore');
  await expect(page.getByTestId('results-heading')).toHaveText('Homes for sale in SE1');
  const count = page.getByTestId('result-count');

  // An unknown place: the server's message under the field, and a way back to my areas.
  const search = page.getByRole('search', { name: 'Search near a place' });
  const place = search.getByRole('combobox', { name: 'Search near a place' });
  await place.fill('Nowhereville');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search).toContainText('We couldn’t find');
  await expect(page.getByText('We couldn’t search near that place')).toBeVisible();

  // Leeds, within 3 miles.
  await place.fill('Leeds');
  await search.getByRole('combobox', { name: 'Radius' }).selectOption('3');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('results-heading')).toHaveText('Within 3 miles of Leeds');
  await expect(page).toHaveURL(/place=Leeds&radius=3/);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  // "Within my budget" is on by default; off, homes above the budget show, marked, and the URL says so.
  const budget = page.getByRole('switch', { name: 'Within my budget' });
  await expect(budget).toBeChecked();
  await expect(count).toContainText('within your budget');
  await budget.click({ force: true });
  await expect(page).toHaveURL(/budget=any/);
  await expect(count).toHaveText(/^[\d,]+ homes( · [\d,]+|, all) within your budget$/);
  const all = await countOf(count);
  expect(all).toBeGreaterThan(24);

  // Price: at most £200,000; every card shown is at or under it, and the count falls.
  await page.getByRole('combobox', { name: 'Maximum price' }).selectOption('200000');
  await expect(page).toHaveURL(/maxPrice=200000/);
  await expect.poll(() => countOf(count)).toBeLessThan(all);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  for (const price of await pricesOf(page)) expect(price).toBeLessThanOrEqual(200_000);
  await viewportShots(page, testInfo, 'radius-results');
  await expectNoAxeViolations(page);

  // A reload shows the same search.
  const filtered = await countOf(count);
  await page.reload();
  await expect(page.getByTestId('results-heading')).toHaveText('Within 3 miles of Leeds');
  await expect.poll(() => countOf(count)).toBe(filtered);
  await expect(page.getByRole('combobox', { name: 'Maximum price' })).toHaveValue('200000');

  // Show more homes: the next page is added below (each card says where it is in the whole list).
  expect(filtered).toBeGreaterThan(24);
  await expect(page.getByText(`Showing 24 of ${filtered.toLocaleString('en-GB')} homes`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more homes' }).click();
  if (filtered > 48)
    await expect(page.getByText(`Showing 48 of ${filtered.toLocaleString('en-GB')} homes`)).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Show more homes' })).toHaveCount(0);
  await expect(page.locator('ul[aria-label="Homes"] > li').first()).toHaveAttribute(
    'aria-setsize',
    String(filtered),
  );

  // The map: it fits the search; after a zoom, "Search this area" searches the map’s area.
  await page.locator('label', { hasText: 'Map' }).click();
  const map = page.getByTestId('homes-map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(
    map.getByRole('button', { name: /(homes? from £[\d,]+\. Zoom in to see them|^£[\d,]+,)/ }).first(),
  ).toBeAttached();
  await expect(map.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  await viewportShots(page, testInfo, 'radius-map');
  // Zoom in with the map's own control (a drag from the centre could start on a cluster).
  await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await map.getByRole('button', { name: 'Search this area' }).click();
  await expect(page.getByTestId('results-heading')).toHaveText('Homes in the map area');
  await expect(page).toHaveURL(/area=5[34]\.\d+%2C-1\.\d+/);
  await expect(page).not.toHaveURL(/place=/);
  await expect.poll(() => countOf(count)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Back to my areas.
  await page.getByRole('button', { name: 'Back to my areas' }).click();
  await expect(page.getByTestId('results-heading')).toHaveText('Homes for sale in SE1');
});

test('on a phone: the filters panel holds price, the budget switch, rent, type and bedrooms, with a live count', async ({
  page,
  signInApplicant,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await signInApplicant({ preferredLocations: ['LS6'] });
  await page.goto('/submit-a-home/explore?place=Leeds&radius=5&budget=any');
  await expect(page.getByTestId('results-heading')).toHaveText('Within 5 miles of Leeds');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await screenshotBoth(page, testInfo, 'radius-list');

  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('switch', { name: 'Within my budget' })).not.toBeChecked();
  await panel.getByRole('combobox', { name: 'Minimum price' }).selectOption('100000');
  const maxRentThumb = panel.getByRole('slider', { name: 'Maximum monthly rent' });
  await maxRentThumb.focus();
  await maxRentThumb.press('PageDown');
  await expect(maxRentThumb).not.toHaveAttribute(
    'aria-valuenow',
    (await maxRentThumb.getAttribute('aria-valuemax')) ?? '',
  );
  // The live count is asked for once the choices rest (debounced): wait for the answer for 2 bedrooms and see
  // its number in the panel.
  const counted = page.waitForResponse((response) => {
    if (!response.url().endsWith('/api')) return false;
    const body = response.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: { bedrooms?: string } };
    } | null;
    return body?.operationName === 'GetHomesCount' && body.variables?.input?.bedrooms === '2';
  });
  await panel.getByRole('radiogroup', { name: 'Bedrooms' }).locator('label', { hasText: /^2$/ }).click();
  const { data } = (await (await counted).json()) as {
    data: { getHomesSelection: { totalCount: number } };
  };
  const total = data.getHomesSelection.totalCount;
  await expect(panel.getByRole('status')).toHaveText(
    total === 0
      ? 'No homes match these filters'
      : new RegExp(`^${total.toLocaleString('en-GB')} homes? match`),
  );
  await page.screenshot({ path: testInfo.outputPath('radius-filters-panel-mobile-screen.png') });
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/minPrice=100000/);
  await expect(page).toHaveURL(/maxRent=\d+/);
  await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();
});
