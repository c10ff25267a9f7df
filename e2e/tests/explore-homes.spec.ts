/**
 * The explore page as an applicant meets it (issue 9 items 2, 7, 8, 12, 14, 18, 22, 23, 25): changing areas
 * from an empty page (nearby districts, the district picker with town search and examples that have homes),
 * what the page says about the data, the estimated rent and its explanation, the approximate map pins, the
 * rent slider (exact bounds, spoken values, big keyboard steps, 44 px thumbs), the same equity on the card
 * and the detail, and the whole plan year by year.
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

const HOMES = `query ($input: GetHomesSelectionInput!) {
  getHomesSelection(input: $input) { listings { rent askingPrice } }
}`;

/** "£1,234" as the app formats whole pounds. */
const gbp = (pounds: number) => `£${pounds.toLocaleString('en-GB')}`;

/** Screenshots of what is on screen (not the full page) at both sizes, for dialogs and the top of lists. */
async function viewportShots(page: Page, testInfo: TestInfo, name: string, prepare?: () => Promise<void>) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await prepare?.();
    const file = testInfo.outputPath(`${name}-${label}-screen.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name} (${label}, screen)`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

async function rentsOf(page: Page, token: string, outcode: string): Promise<number[]> {
  const data = await graphqlRequest<{ getHomesSelection: { listings: Array<{ rent: number }> } }>(
    page,
    HOMES,
    { input: { postcodes: [outcode] } },
    token,
  );
  return data.getHomesSelection.listings.map((home) => home.rent);
}

/** Signs in a new applicant with the given districts and opens the explore page. */
async function openExplore(page: Page, districts: string[]) {
  const session = await signInNewApplicant(page, { preferredLocations: districts });
  await page.goto('/submit-a-home/explore');
  return session;
}

const cardsOf = (page: Page) => page.getByTestId('listing-card');

test('item 7: an empty district says when the listings were collected, not "new homes every week"', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  // PO30 (Newport, Isle of Wight) has no homes in the bundled listings.
  await openExplore(page, ['PO30']);
  const message = page.getByRole('status').filter({ hasText: 'No homes in PO30' });
  await expect(message).toBeVisible();
  await expect(page.getByText(/New homes come up every week/)).toHaveCount(0);
  await expect(message).toContainText('collected from Rightmove on 11 December 2025');
});

test('item 2: an empty district suggests the nearest districts with homes, one tap away', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openExplore(page, ['PO30']);
  const message = page.getByRole('status').filter({ hasText: 'No homes in PO30' });
  const suggestions = message.getByRole('button', { name: /^Add [A-Z0-9]+.*homes?, .*km away$/ });
  await expect(suggestions.first()).toBeVisible();
  await screenshotBoth(page, testInfo, 'explore-empty-state');
  await expectNoAxeViolations(page);

  const firstName = (await suggestions.first().getAttribute('aria-label')) ?? '';
  const added = /^Add ([A-Z0-9]+)/.exec(firstName)?.[1] ?? '';
  await suggestions.first().click();
  await expect(cardsOf(page).first()).toBeVisible();
  await expect(page.getByText(`Homes for sale in ${added}`)).toBeVisible();
});

test('items 2 and 23: change areas with the district picker (examples with homes, search by town), also from the application', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openExplore(page, ['PO30']);
  await page
    .getByRole('button', { name: /Change (your )?areas/ })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Your areas' });
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('for example SE1 or B1');
  await editor.getByRole('button', { name: 'Remove PO30' }).click();
  await editor.getByLabel('Postcode district').fill('Liverpool');
  const liverpool = editor.getByRole('option', { name: /^L1 · Liverpool · \d+ homes$/ });
  await expect(liverpool).toBeVisible();
  await liverpool.click();
  await editor.getByLabel('Postcode district').fill('SE1');
  await editor.getByRole('option', { name: /^SE1 · .* · \d+ homes$/ }).click();
  await viewportShots(page, testInfo, 'explore-areas-editor');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Save areas' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Homes for sale in L1 and SE1')).toBeVisible();
  await expect(cardsOf(page).first()).toBeVisible();

  // From the application, too.
  await page.goto('/your-application');
  await expect(page.getByText('Postcode districts L1 and SE1')).toBeVisible();
  await screenshotBoth(page, testInfo, 'application-areas');
  await page.getByRole('link', { name: 'Change your areas' }).click();
  await expect(page.getByRole('dialog', { name: 'Your areas' })).toBeVisible();
});

test('item 8: the rent is an estimate, explained, and map pins say their location is approximate', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openExplore(page, ['B1']);
  const cards = cardsOf(page);
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Estimated rent');
  await cards.first().getByRole('button', { name: 'How we estimate the rent' }).click();
  await expect(page.getByRole('dialog', { name: 'How we estimate the rent' })).toContainText(
    'official rents',
  );
  await page.keyboard.press('Escape');
  await cards
    .first()
    .getByRole('button', { name: /View details of/ })
    .click();
  const panel = page.getByTestId('listing-detail-panel').getByRole('dialog');
  await expect(panel).toContainText('Estimated rent');
  await expect(panel.getByRole('button', { name: 'How we estimate the rent' })).toBeVisible();
  await page.getByRole('button', { name: 'Close home details' }).click();

  await page.locator('label', { hasText: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByText(/Locations are approximate/)).toBeVisible();
  const pins = page.getByRole('button', { name: /\(approximate location\)$/ });
  await expect(pins.first()).toBeAttached();
  // Pins that would overlap are clustered (issue 14): a cluster says how many homes it holds, and Enter opens
  // it as a click does, showing more pins.
  const cluster = page.getByRole('button', { name: /^\d+ homes here\. Zoom in to see them$/ }).first();
  await expect(cluster).toBeAttached();
  const before = await pins.count();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => pins.count()).toBeGreaterThan(before);
  await viewportShots(page, testInfo, 'explore-map');
});

test('items 14, 18 and 23: the rent slider resets exactly, speaks money, has big keyboard steps and 44 px thumbs', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const { token } = await openExplore(page, ['B1']);
  const rents = await rentsOf(page, token, 'B1');
  const low = Math.min(...rents) - 100;
  const high = Math.max(...rents) + 100;
  await expect(cardsOf(page).first()).toBeVisible();

  const from = page.getByRole('slider', { name: 'Minimum monthly rent' });
  const to = page.getByRole('slider', { name: 'Maximum monthly rent' });
  // Item 14: exactly the cheapest rent - 100 and the dearest + 100 (spec §5), not rounded outwards.
  await expect(page.getByText(`${gbp(low)} – ${gbp(high)}`)).toBeVisible();
  // Item 18: each handle speaks its value as money.
  await expect(from).toHaveAttribute('aria-valuetext', gbp(low));
  await expect(to).toHaveAttribute('aria-valuetext', gbp(high));
  // Item 23: 44 px touch targets.
  const box = await from.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Item 18: the arrow moves to the next multiple of £5 (at least £5 on), then £5 a press; PageUp much
  // further; Home and End to the ends.
  await from.focus();
  await page.keyboard.press('ArrowRight');
  const firstStep = Number((await from.getAttribute('aria-valuetext'))?.replace(/\D/g, ''));
  expect(firstStep % 5).toBe(0);
  expect(firstStep - low).toBeGreaterThanOrEqual(5);
  expect(firstStep - low).toBeLessThan(10);
  await page.keyboard.press('ArrowRight');
  const afterArrow = Number((await from.getAttribute('aria-valuetext'))?.replace(/\D/g, ''));
  expect(afterArrow - firstStep).toBe(5);
  await page.keyboard.press('PageUp');
  const afterPage = Number((await from.getAttribute('aria-valuetext'))?.replace(/\D/g, ''));
  expect(afterPage - afterArrow).toBeGreaterThanOrEqual(25);
  await page.keyboard.press('Home');
  await expect(from).toHaveAttribute('aria-valuetext', gbp(low));
  await to.focus();
  await page.keyboard.press('PageDown');
  await expect(to).not.toHaveAttribute('aria-valuetext', gbp(high));
  await page.keyboard.press('End');
  await expect(to).toHaveAttribute('aria-valuetext', gbp(high));
  await screenshotBoth(page, testInfo, 'explore-list');
  await viewportShots(page, testInfo, 'explore-list');
  await expectNoAxeViolations(page);

  // On a phone the same slider sits in the filters panel.
  await page.setViewportSize(VIEWPORTS.mobile);
  const panel = page.getByRole('dialog', { name: 'Filters' });
  // The layout changes with the viewport: a click that lands while it does is lost, so click again if needed.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByRole('button', { name: /Filters/ }).click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(panel.getByRole('slider', { name: 'Minimum monthly rent' })).toHaveAttribute(
    'aria-valuetext',
    gbp(low),
  );
  await page.waitForTimeout(300);
  await page.screenshot({ path: testInfo.outputPath('explore-filters-panel-mobile-screen.png') });
  await expectNoAxeViolations(page);
});

test('items 22 and 25: the same equity on the card and the detail, and the whole plan year by year', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openExplore(page, ['B1']);
  const cards = cardsOf(page);
  await expect(cards.first()).toBeVisible();
  // Item 22: the card says "about" for its rounded equity; the detail shows the exact figure.
  const cardEquity = /Equity about\s*£([\d,]+)/.exec(await cards.first().innerText())?.[1];
  expect(cardEquity, 'the card says "Equity about £…"').toBeTruthy();
  await cards
    .first()
    .getByRole('button', { name: /View details of/ })
    .click();
  const panel = page.getByTestId('listing-detail-panel').getByRole('dialog');
  await expect(panel).toBeVisible();
  const equitySlider = panel.getByRole('slider', { name: 'Monthly equity contribution' });
  const detailEquity = Number(await equitySlider.getAttribute('aria-valuenow'));
  expect(Math.abs(detailEquity - Number(cardEquity?.replace(/,/g, '')))).toBeLessThanOrEqual(5);

  // Item 25: the whole plan, year by year, with the year the target is reached and the mortgage then.
  await expect(panel.getByRole('heading', { name: 'Your plan, year by year' })).toBeVisible();
  const schedule = panel.getByTestId('plan-schedule');
  await schedule.scrollIntoViewIfNeeded();
  const rows = schedule.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await expect(rows.last()).toContainText('✓');
  await expect(panel).toContainText(/you would then need a mortgage of £[\d,]+ \(\d+(\.\d)?% of the price\)/);
  // A bigger contribution reaches the target sooner.
  const yearsBefore = await rows.count();
  await equitySlider.focus();
  await page.keyboard.press('End');
  await expect.poll(() => rows.count()).toBeLessThan(yearsBefore);
  await viewportShots(page, testInfo, 'explore-detail', () => schedule.scrollIntoViewIfNeeded());
  await expectNoAxeViolations(page);
});
