/**
 * A home found elsewhere through the guided first-home flow (spec §2 /your-application/first-home/
 * requirements, basic-info, additional-info, images; §3 HomeSubmission's fields; §5 the rules and their
 * messages on the page; §7 createHomeSubmission, updateHomeSubmission, updateSubmission,
 * addImageToHomeSubmission, deleteHomeSubmissionImage, submitHomeSubmission; §8 'Home submitted!'), with
 * two photos, then seen as Under review on /submit-a-home. Also the /submit-a-home flow's pages and a broken
 * photo dropped from the gallery.
 */
import fs from 'node:fs';
import path from 'node:path';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { rewriteAnswers } from '../support/intercept';
import { screenshotBoth } from '../support/screenshots';

/** Two real PNG photos (e2e/fixtures), as files chosen in the browser. */
const PHOTOS = [1, 2].map((n) => ({
  name: `home-photo-${n}.png`,
  mimeType: 'image/png',
  buffer: fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', `home-photo-${n}.png`)),
}));
const [FIRST_PHOTO, SECOND_PHOTO] = PHOTOS as [(typeof PHOTOS)[number], (typeof PHOTOS)[number]];

// Each journey first fills in and submits a whole application through the API: longer than the default limit
// on a busy machine.
test.describe.configure({ timeout: 420_000 });

test('a home found elsewhere with two photos through the first-home flow, then Under review', async ({
  page,
  applicant,
}, testInfo) => {
  const { token } = applicant;

  // Before the application is submitted, the flow says why a home can't be submitted yet (spec §5).
  await page.goto('/your-application/first-home/requirements');
  await expect(page.getByTestId('home-refusal')).toContainText('Submit your application first');

  await submitApplication(page, token);

  // The dashboard's "Submit a home" card leads to the first-home flow.
  await page.goto('/dashboard');
  const card = page.getByTestId('next-step-first-home');
  await card.getByRole('link', { name: 'Submit a home you’ve found' }).click();
  await expect(page).toHaveURL(/\/your-application\/first-home\/requirements$/);
  await expect(page.getByTestId('home-refusal')).toHaveCount(0);
  // What may stop approval is said before anything is typed (domain-research §3.4 and §3.6).
  await expect(page.getByTestId('approval-risk-rules')).toContainText('fewer than 85 years');
  await expect(page.getByTestId('approval-risk-rules')).toContainText('EPC rating of E or lower');
  await screenshotBoth(page, testInfo, 'first-home-01-requirements');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start' }).click();

  // The basics: every missing answer is named, then the home is filled in.
  await expect(page).toHaveURL(/\/your-application\/first-home\/basic-info$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose the type of home')).toBeVisible();
  await expect(page.getByText('Enter the asking price')).toBeVisible();
  await page.getByLabel('Type of home').selectOption('Terraced');
  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByLabel('Ownership').selectOption('Leasehold');
  // Only Freehold and Leasehold, and A to E, can be chosen (spec §3).
  await expect(page.getByLabel('Ownership').locator('option[value="IDontKnow"]')).toBeDisabled();
  await expect(page.getByLabel('EPC rating').locator('option[value="F"]')).toBeDisabled();
  await page.getByLabel('Years left on the lease').fill('70');
  await page.getByLabel('EPC rating').selectOption('C');
  await page.getByLabel('Asking price').fill('180000');
  await page.getByTestId('home-address-search').fill('PO37 6BU');
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.getByTestId('home-address-results');
  await expect(results).toBeVisible({ timeout: 20_000 });
  await results.selectOption({ index: 1 });
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('PO37 6BU');
  const addressLine1 = await page.getByLabel('Address line 1').inputValue();
  expect(addressLine1).not.toBe('');
  await screenshotBoth(page, testInfo, 'first-home-02-basic-info');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // More details.
  await expect(page).toHaveURL(/\/your-application\/first-home\/additional-info\?home=/, { timeout: 30_000 });
  const homeId = new URL(page.url()).searchParams.get('home');
  await page.getByTestId('field-chain').getByText('No', { exact: true }).click();
  await page.getByLabel('Link to the listing').fill('not a link');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter the link as a web address starting https://')).toBeVisible();
  await page.getByLabel('Link to the listing').fill('https://www.example.com/homes/12');
  await page.getByLabel('Anything else we should know?').fill('Vacant, no onward chain.');
  await screenshotBoth(page, testInfo, 'first-home-03-additional-info');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Photos: two real photos and a file that is not one; then a third photo deleted after confirming.
  await expect(page).toHaveURL(new RegExp(`/your-application/first-home/images\\?home=${homeId}$`));
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles([
    ...PHOTOS,
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toContainText(
    'choose a JPEG, PNG or WebP photo',
  );
  const grid = page.getByTestId('home-photo-grid');
  await expect(grid.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Dismiss notes.txt' }).click();
  // A file named like a photo whose contents aren't one: the photos field says so of a photo, never "PDF".
  await fileInput.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  const fake = page.getByRole('alert').filter({ hasText: 'fake.jpg' });
  await expect(fake).toContainText('isn’t a JPEG, PNG or WebP photo', { timeout: 30_000 });
  await expect(fake).not.toContainText('PDF');
  await page.getByRole('button', { name: 'Dismiss fake.jpg' }).click();
  // The order can be changed from the keyboard: photo 2 made the main photo, which the server keeps.
  const srcPath = async (name: string) =>
    new URL((await grid.getByRole('img', { name, exact: true }).getAttribute('src')) ?? '', page.url())
      .pathname;
  const secondPhoto = await srcPath('Photo 2');
  await page.getByRole('button', { name: 'Make main photo: photo 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Photo 2 is now the main photo.' })).toBeAttached();
  await expect.poll(() => srcPath('Photo 1'), { timeout: 30_000 }).toBe(secondPhoto);
  await page.reload();
  await expect.poll(() => srcPath('Photo 1'), { timeout: 30_000 }).toBe(secondPhoto);
  await fileInput.setInputFiles(FIRST_PHOTO);
  await expect(grid.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Delete photo 3' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
  await confirm.getByRole('button', { name: 'Delete photo' }).click();
  await expect(grid.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(2, { timeout: 30_000 });
  // The saved photos are the server's resized copies, and they load.
  for (const image of await grid.getByRole('img').all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // The short lease may stop approval: said before submitting.
  await expect(page.getByTestId('home-approval-risks')).toContainText('fewer than 85 years');
  await expect(page.getByText(addressLine1)).toBeVisible();
  await screenshotBoth(page, testInfo, 'first-home-04-images');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit home' }).click();
  await expect(page.getByText('Home submitted!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('home-banner')).toHaveAttribute('data-kind', 'UnderReview', {
    timeout: 30_000,
  });

  await page.goto('/submit-a-home');
  const submitted = page.getByTestId('submitted-home');
  await expect(submitted).toHaveCount(1, { timeout: 30_000 });
  await expect(submitted).toContainText('Under review');
  await expect(submitted).toContainText('£180,000');
  await expect(submitted).toContainText(addressLine1);
  await screenshotBoth(page, testInfo, 'first-home-05-homes-under-review');
  await expectNoAxeViolations(page);

  // A second home while this one is under review: the flow says so (spec §8).
  await page.goto('/submit-a-home/home-disclaimer');
  await expect(page.getByTestId('home-refusal')).toContainText(
    'Bear with us, there is already a submission under review, and we are on it!',
  );
});

test('the submit-a-home pages save a draft, and a broken photo is dropped from the gallery', async ({
  page,
  applicant,
}, testInfo) => {
  const { token } = applicant;
  await submitApplication(page, token);

  // While the maintenance flag pauses submitting, the flow says so and cannot be started (spec §1, §5).
  await rewriteAnswers(page, ['GetMaintenanceMode'], (data) => {
    (data.getMaintenanceMode as { submitHomeEnabled: boolean }).submitHomeEnabled = false;
  });
  await page.goto('/submit-a-home/home-disclaimer');
  await expect(page.getByTestId('home-refusal')).toContainText('Submitting homes is paused');
  await expect(page.getByRole('link', { name: 'Start' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await page.goto('/submit-a-home');
  await page.getByRole('link', { name: 'Submit a home' }).click();
  await expect(page).toHaveURL(/\/submit-a-home\/home-disclaimer$/);
  await screenshotBoth(page, testInfo, 'submit-home-01-disclaimer');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start' }).click();

  await page.getByLabel('Type of home').selectOption('Other');
  await page.getByLabel('What type of home is it?').fill('Bungalow');
  await page.getByLabel('Bedrooms').selectOption('Studio');
  await page.getByLabel('Ownership').selectOption('Freehold');
  await expect(page.getByLabel('Years left on the lease')).toHaveCount(0);
  await page.getByLabel('EPC rating').selectOption('E');
  await page.getByLabel('Address line 1').fill('3 Sea View Road');
  await page.getByLabel('Town or city').fill('Shanklin');
  await page.getByLabel('Postcode', { exact: true }).fill('po37 6bu');
  await page.getByLabel('Asking price').fill('150000');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/submit-a-home\/edit-additional-info\?home=/, { timeout: 30_000 });
  // Photos sit on this page in this flow; one is added, then its image breaks: it is silently left out.
  await page.locator('input[type="file"]').setInputFiles(SECOND_PHOTO);
  const grid = page.getByTestId('home-photo-grid');
  await expect(grid.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('home-approval-risks')).toContainText('rated below D');
  await screenshotBoth(page, testInfo, 'submit-home-02-additional-info');
  await expectNoAxeViolations(page);

  // The chain answer, link and "Anything else" are saved as they are typed: Back and forward, and a reload,
  // keep them.
  await page.getByTestId('field-chain').getByText('Yes', { exact: true }).click();
  await page.getByLabel('Link to the listing').fill('https://www.example.com/homes/3');
  await page.getByLabel('Anything else we should know?').fill('Needs a new roof.');
  await expect(page.getByText('Saved.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back', exact: true }).last().click();
  await expect(page).toHaveURL(/\/submit-a-home\/basic-info\?home=/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/submit-a-home\/edit-additional-info\?home=/, { timeout: 30_000 });
  await expect(page.getByLabel('Link to the listing')).toHaveValue('https://www.example.com/homes/3');
  await expect(page.getByLabel('Anything else we should know?')).toHaveValue('Needs a new roof.');
  await page.reload();
  await expect(page.getByLabel('Anything else we should know?')).toHaveValue('Needs a new roof.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('field-chain').getByRole('radio', { name: 'Yes' })).toBeChecked();

  await rewriteAnswers(page, ['GetUserHomeSubmissions'], (data) => {
    for (const home of data.getUserHomeSubmissions as Array<{ images: Array<{ url: string }> }>) {
      for (const image of home.images) image.url = '/uploads/missing.png';
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No photos yet.')).toBeVisible({ timeout: 15_000 });
  await page.unrouteAll({ behavior: 'wait' });

  // The draft waits on Your homes with "Carry on".
  await page.goto('/submit-a-home');
  const draft = page.getByTestId('submitted-home');
  await expect(draft).toContainText('Open', { timeout: 30_000 });
  await expect(draft).toContainText('Bungalow');
  await draft.getByRole('link', { name: /Carry on/ }).click();
  await expect(page).toHaveURL(/\/submit-a-home\/basic-info\?home=/);
  await expect(page.getByLabel('What type of home is it?')).toHaveValue('Bungalow');
});
