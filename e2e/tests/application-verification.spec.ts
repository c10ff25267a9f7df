/**
 * Identity verification and bank statements (a new user must be able to fill the whole application in a browser and
 * submit it), in Chromium against the built app. The personal and financial sections are filled through the API;
 * then, in the browser: Verify now opens the sandbox identity check in a new tab, which is passed, and the page
 * shows the identity verified by itself (it asks while the check is pending); a PDF statement is uploaded and listed
 * (and a wrong file refused), the page asks for two more (one for each of the last 3 months), three complete the
 * step and removing one opens it again; the bank is connected through the sandbox open banking page; and the
 * application is submitted on the submit page. Screenshots at 390x844 and 1280x800, and axe on every page including
 * the sandbox pages.
 */
import { expect, type Page, test } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import { fillPersonalAndFinancial, makeStatementPdf } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

const IDENTITY_PATH = '/your-application/identity-verification/applicant-identity-verification';
const BANK_PATH = '/your-application/bank-statements/applicant-bank-statements';

/** Chooses files through the "Choose files" button's file picker. */
async function chooseFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

test('an applicant verifies their identity, shares bank statements both ways and submits', async ({
  page,
}, testInfo) => {
  const { token } = await signInNewApplicant(page);
  await fillPersonalAndFinancial(page, token);

  // Identity verification: Verify now opens the sandbox check in a new tab.
  await page.goto(IDENTITY_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Verify now/ })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-identity');
  await expectNoAxeViolations(page);

  const identityPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Verify now/ }).click();
  const identity = await identityPopup;
  await identity.waitForURL(/\/sandbox\/identity\/[A-Za-z0-9_-]+$/);
  await expect(identity.getByText('Sandbox identity check — no real check is made')).toBeVisible();
  await expect(identity.getByText('Amelia Hughes')).toBeVisible();
  await screenshotBoth(identity, testInfo, '02-sandbox-identity');
  await expectNoAxeViolations(identity);
  await identity.getByRole('button', { name: 'Pass the check' }).click();
  await expect(identity.getByRole('heading', { name: 'Check passed' })).toBeVisible();
  await screenshotBoth(identity, testInfo, '03-sandbox-identity-passed');
  await expectNoAxeViolations(identity);

  // The applicant's page shows the result by itself, while the sandbox tab is still in front: nobody presses
  // "I've finished" and the tab never gets the focus back (it polls while the check is pending).
  await expect(page.getByTestId('identity-verified')).toBeVisible();
  await identity.close();
  await page.bringToFront();
  await expect(page.getByTestId('application-progress-bar')).toHaveAttribute('data-progress', '85');
  await screenshotBoth(page, testInfo, '05-identity-verified');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();

  // Bank statements: upload a PDF, see it listed, refuse a wrong file, remove the PDF.
  await expect(page).toHaveURL(BANK_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank statements' })).toBeVisible();
  await expect(page.getByTestId('no-statements')).toBeVisible();
  await screenshotBoth(page, testInfo, '06-bank-statements');
  await expectNoAxeViolations(page);

  await chooseFiles(page, [
    { name: 'march_2026-statement.pdf', mimeType: 'application/pdf', buffer: makeStatementPdf() },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a statement') },
  ]);
  await expect(page.getByTestId('statement')).toHaveCount(1);
  await expect(page.getByTestId('statement')).toContainText('march 2026 statement');
  await expect(page.getByTestId('statement')).toContainText('march_2026-statement.pdf');
  await expect(page.getByTestId('upload-error')).toContainText(
    '“notes.txt” can’t be uploaded: choose a PDF, JPEG, PNG or WebP file.',
  );
  // One statement is not the last 3 months: the page says how many more are needed.
  await expect(page.getByTestId('statements-needed')).toHaveText(
    '1 of 3 statements: upload 2 more, one for each month.',
  );
  await expect(page.getByTestId('bank-statements-done')).toHaveCount(0);
  await chooseFiles(page, [
    { name: 'april_2026-statement.pdf', mimeType: 'application/pdf', buffer: makeStatementPdf('April') },
    { name: 'may_2026-statement.pdf', mimeType: 'application/pdf', buffer: makeStatementPdf('May') },
  ]);
  await expect(page.getByTestId('statement')).toHaveCount(3);
  await expect(page.getByTestId('statements-needed')).toHaveText('3 of 3 statements: that’s all we need.');
  await expect(page.getByTestId('bank-statements-done')).toBeVisible();
  await screenshotBoth(page, testInfo, '07-statement-uploaded');
  await expectNoAxeViolations(page);

  // The uploaded file can be opened.
  const viewHref = await page.getByRole('link', { name: /^View march 2026 statement/ }).getAttribute('href');
  const file = await page.request.get(viewHref ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');

  await page.getByRole('button', { name: 'Remove march 2026 statement' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this statement?' });
  await expect(confirm).toBeVisible();
  await screenshotBoth(page, testInfo, '08-remove-statement');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('statement')).toHaveCount(2);
  await expect(page.getByTestId('bank-statements-done')).toHaveCount(0);

  // Open banking: connect through the sandbox in a new tab.
  const bankPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect your bank/ }).click();
  const bank = await bankPopup;
  await bank.waitForURL(/\/sandbox\/open-banking\/[A-Za-z0-9_-]+$/);
  await expect(bank.getByText('Sandbox open banking — no real bank is connected')).toBeVisible();
  await screenshotBoth(bank, testInfo, '09-sandbox-open-banking');
  await expectNoAxeViolations(bank);
  await bank.getByRole('button', { name: 'Connect' }).click();
  await expect(bank.getByRole('alert')).toContainText('Choose your bank');
  await expectNoAxeViolations(bank);
  await bank.getByLabel('Monzo').check();
  await bank.getByLabel(/I agree to share this information/).check();
  await bank.getByRole('button', { name: 'Connect' }).click();
  await expect(bank.getByRole('heading', { name: 'Bank connected' })).toBeVisible();
  await screenshotBoth(bank, testInfo, '10-sandbox-open-banking-connected');
  await expectNoAxeViolations(bank);

  // As for the identity check, the page shows the connection by itself.
  await expect(page.getByTestId('bank-statements-done')).toContainText('Your bank is connected');
  await bank.close();
  await page.bringToFront();
  await expect(page.getByTestId('bank-statements-done')).toContainText('Monzo');
  await expect(page.getByTestId('application-progress-bar')).toHaveAttribute('data-progress', '100');
  await screenshotBoth(page, testInfo, '11-bank-connected');
  await expectNoAxeViolations(page);

  // Submit on the app's submit pages.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/your-application\/submit-disclaimer$/);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/your-application\/submit$/);
  await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-submitted')).toBeVisible();

  // Once submitted, the page is read-only.
  await page.goto(BANK_PATH);
  await expect(page.getByTestId('application-read-only')).toBeVisible();
  await expect(page.getByTestId('bank-statements-done')).toContainText('Monzo');
  await expect(page.getByRole('button', { name: /Connect your bank/ })).toHaveCount(0);
  const submitted = await graphqlRequest<{ getApplication: { submitted: boolean } }>(
    page,
    'query { getApplication { submitted } }',
    {},
    token,
  );
  expect(submitted.getApplication.submitted).toBe(true);
});

test('the checks are locked until the details are done, and identity verification can be skipped for now', async ({
  page,
}, testInfo) => {
  const { token } = await signInNewApplicant(page);

  // Locked: both pages say what to finish first, with links.
  await page.goto(IDENTITY_PATH);
  await expect(page.getByTestId('step-locked')).toBeVisible();
  await expect(page.getByTestId('step-locked').getByRole('link', { name: 'About you' })).toBeVisible();
  await screenshotBoth(page, testInfo, '21-identity-locked');
  await expectNoAxeViolations(page);
  await page.goto(BANK_PATH);
  await expect(page.getByTestId('step-locked')).toBeVisible();
  await expect(
    page.getByTestId('step-locked').getByRole('link', { name: 'Identity verification' }),
  ).toBeVisible();
  await screenshotBoth(page, testInfo, '22-bank-statements-locked');
  await expectNoAxeViolations(page);

  // Skip for now, with a confirmation that explains what it means.
  await fillPersonalAndFinancial(page, token);
  await page.goto(IDENTITY_PATH);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Skip identity verification for now?' });
  await expect(confirm).toContainText('We’ll still need to verify your identity before we can approve');
  await screenshotBoth(page, testInfo, '23-skip-confirm');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(BANK_PATH);
  await expect(page.getByRole('button', { name: /Connect your bank/ })).toBeEnabled();

  // The identity page says it was skipped and still offers the check.
  await page.goto(IDENTITY_PATH);
  await expect(page.getByTestId('identity-skipped')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Verify now/ })).toBeVisible();
  await screenshotBoth(page, testInfo, '24-identity-skipped');
  await expectNoAxeViolations(page);
});
