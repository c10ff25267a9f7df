/**
 * The landlord portal (spec §2 /landlord/sign-up, /landlord, /landlord/property/new): a landlord signs up with the
 * code from the outbox, lists a home in SE1 with two photos, gets the estimate and publishes it; an applicant who
 * chose SE1 sees it first, marked featured, and opens it with its photos; the landlord then sees the view counted.
 * The applicant also saves it and submits it for review (decision 028). Screenshots at 390x844 and 1280x800 and the
 * axe check on each landlord page.
 */
import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { latestSubjectTo } from '../support/outbox';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

/** A real PNG of one colour with a darker band, so previews and the gallery show a picture. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const shade = y > height * 0.65 ? 0.6 : 1;
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round(r * shade);
      row[2 + x * 3] = Math.round(g * shade);
      row[3 + x * 3] = Math.round(b * shade);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The 6-digit code in the newest sign-in e-mail to the address (its subject ends with "123 456"). */
async function codeFor(email: string): Promise<string> {
  const subject = await latestSubjectTo(email, 'Your Stairway sign-in code: ');
  return subject.replace(/\D/g, '');
}

const tokenOf = (page: Page) => page.evaluate(() => window.localStorage.getItem('stairway.token'));

test('a landlord lists a home with photos; an applicant in its district sees it featured; the landlord sees the view', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  const email = `landlord.${Date.now()}@example.com`;

  // Sign up with the code from the outbox.
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/landlord/sign-up');
  await expect(page.getByRole('heading', { name: 'List your property with Stairway' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-sign-up');
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`We've e-mailed a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel('Your code').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/That code is not right|can no longer be used/)).toBeVisible();
  await page.getByLabel('Your code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The empty state.
  await expect(page.getByRole('heading', { name: "You haven't listed a property yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-empty');

  // The mobile menu: Logout and Book a call.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Book a call' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close the menu' }).click();

  // A new listing in SE1, typed in, with two photos.
  await page.getByRole('link', { name: 'List a property' }).first().click();
  await expect(page.getByRole('heading', { name: 'List a property' })).toBeVisible();
  await page.getByLabel('Address line 1').fill('12 Union Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode', { exact: true }).fill('SE1 1SZ');
  await page.getByRole('combobox', { name: 'Type of property' }).click();
  await page.getByRole('option', { name: 'Flat' }).click();
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('1');
  await page.getByLabel('Asking price').fill('450000');
  await page.getByLabel('Summary').fill('A bright two-bedroom flat five minutes from Borough Market.');
  await page.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: png(480, 360, [15, 110, 90]) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: png(480, 360, [200, 140, 60]) },
  ]);
  const grid = page.getByTestId('photo-grid');
  await expect(grid.getByRole('img')).toHaveCount(2);
  await expect(grid.getByText('Main photo')).toHaveCount(1);
  // Before saving, new photos can be put in order too: the kitchen first, then back again.
  await grid.getByRole('button', { name: 'Move kitchen.png earlier' }).click();
  await expect(grid.getByRole('img').first()).toHaveAttribute('alt', 'kitchen.png');
  await expect(
    page.getByRole('status').filter({ hasText: 'New photo moved to place 1 of 2' }),
  ).toBeAttached();
  await expect(grid.getByRole('button', { name: 'Move kitchen.png later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('img').first()).toHaveAttribute('alt', 'front.png');
  await expect(page.getByRole('button', { name: 'Save listing' })).toBeEnabled({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Get an estimate' }).click();
  await expect(page.getByTestId('estimated-rent')).toContainText('/month');
  await expect(
    page.getByText(/^8 in 10 similar homes let for between £[\d,]+ and £[\d,]+ a month$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'E-mail me this estimate' }).click();
  await expect(page.getByText(`We've e-mailed the estimate to ${email}.`)).toBeVisible();
  await latestSubjectTo(email, 'Your rent and value estimate for 12 Union Street, London');

  await page.getByRole('switch', { name: 'Publish: show it to buyers' }).check({ force: true });
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-property-form');
  await page.getByRole('button', { name: 'Save listing' }).click();

  const card = page.getByTestId('landlord-listing');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('£450,000')).toBeVisible();
  await expect(card.getByText('Union Street, London, SE1')).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByTestId('listing-views')).toHaveText('0 views');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-listings');
  const landlordToken = await tokenOf(page);

  // An applicant who chose SE1 sees it first, featured, with its photos, and opens it.
  const applicant = await signInNewApplicant(page, { preferredLocations: ['SE1'] });
  await submitApplication(page, applicant.token);
  await page.setViewportSize(VIEWPORTS.desktop);
  // Homes over the applicant's budget shown too (budget=any): featured homes obey "Within my budget" like the
  // others, and this £450,000 flat is over a £45,000 earner's budget.
  await page.goto('/submit-a-home/explore?budget=any');
  const first = page.getByTestId('listing-card').first();
  await expect(first.getByText('Featured', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText('£450,000')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Save this home' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'applicant-explore-featured');
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: /View details of Union Street, London, SE1/ }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Featured: listed with Stairway by its owner')).toBeVisible();
  await expect(panel.getByText('A bright two-bedroom flat five minutes from Borough Market.')).toBeVisible();
  await expect(panel.locator('img[src*="/uploads/"]')).toHaveCount(2);
  await screenshotBoth(page, testInfo, 'applicant-featured-detail');
  await expect(panel.getByText('Landlord')).toHaveCount(0);
  await expect(page.getByText('Okafor')).toHaveCount(0);

  // The applicant saves it and submits it, as any listing (decision 028).
  await panel.getByRole('button', { name: 'Save this home' }).click();
  await expect(panel.getByRole('button', { name: 'Remove from saved homes' })).toBeVisible();
  await panel.getByRole('button', { name: 'Submit this home' }).click();
  await page
    .getByRole('dialog', { name: 'Submit this home?' })
    .getByRole('button', { name: 'Submit home' })
    .click();
  await expect(page.getByText('Home submitted!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/submit-a-home');
  const submitted = page.getByTestId('submitted-home');
  await expect(submitted).toHaveCount(1, { timeout: 30_000 });
  await expect(submitted).toContainText('Under review');
  await expect(submitted).toContainText('Union Street');
  await expect(page.getByText('Okafor')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'applicant-featured-saved-and-submitted');

  // The landlord sees the view.
  await page.evaluate((value) => window.localStorage.setItem('stairway.token', value ?? ''), landlordToken);
  await page.goto('/landlord');
  await expect(page.getByTestId('listing-views')).toHaveText('1 view');

  // The landlord makes the second photo the main one, by keyboard; the order is saved at once and kept.
  const pathOf = (src: string | null) => new URL(src ?? '', 'http://x').pathname;
  const listCard = page.getByTestId('landlord-listing');
  const mainBefore = pathOf(await listCard.locator('img').getAttribute('src'));
  await listCard.getByRole('link', { name: 'Edit' }).click();
  const photoGrid = page.getByTestId('photo-grid');
  await expect(photoGrid.getByRole('img')).toHaveCount(2);
  const secondSrc = pathOf(await photoGrid.getByRole('img', { name: 'Photo 2' }).getAttribute('src'));
  expect(secondSrc).not.toBe(mainBefore);
  await expect(photoGrid.getByRole('button', { name: 'Move Photo 1 earlier' })).toBeDisabled();
  await photoGrid.getByRole('button', { name: 'Move Photo 2 earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'it is now the main photo' })).toBeAttached();
  await expect
    .poll(async () => pathOf(await photoGrid.getByRole('img', { name: 'Photo 1' }).getAttribute('src')))
    .toBe(secondSrc);
  // Focus stays on the photo that moved (now Photo 1, whose Earlier button is disabled: its Later button).
  await expect(photoGrid.getByRole('button', { name: 'Move Photo 1 later' })).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-photo-order');
  await page.reload();
  await expect
    .poll(async () => pathOf(await photoGrid.getByRole('img', { name: 'Photo 1' }).getAttribute('src')))
    .toBe(secondSrc);
  await page.goto('/landlord');
  await expect.poll(async () => pathOf(await listCard.locator('img').getAttribute('src'))).toBe(secondSrc);

  // Logging out comes back to the landlord's sign-in.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to list your property' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, testInfo, 'landlord-sign-in');
});
