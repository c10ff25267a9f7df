/**
 * The signed plan (decision 070): an applicant's home is approved (through the API; operators-homes.spec is the
 * approval's journey); an operator prepares the plan on the purchase page from the agreed price and rent; the
 * applicant follows "Read and sign your plan" from their progress page, reads the key facts and the schedule,
 * downloads the PDF (the exact document whose fingerprint the page shows), is told they cannot sign within the
 * 7-day review window, confirms they took advice and signs; the operator sees the signature with its fingerprint.
 * Screenshots at 390x844 and 1280x800 and the axe check on each new page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { graphqlRequest } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { approveHomeAsOperator, submitListedHome } from '../support/homes';
import { screenshotBoth } from '../support/screenshots';

test('an operator prepares the plan and the applicant reads it, downloads it and signs it after taking advice', async ({
  page,
  signInApplicant,
  operatorPage: ops,
}, testInfo) => {
  // Two people, three new pages at two sizes with the axe check, on a shared machine.
  test.setTimeout(480_000);
  const applicant = await signInApplicant({ firstName: 'Tamsin', lastName: 'Greaves' });
  await submitApplication(page, applicant.token);
  const homeId = await submitListedHome(page, applicant.token, { index: 1 });
  await approveHomeAsOperator(ops, homeId);

  // The operator prepares the plan on the purchase page.
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  // The console opens on Applications, which lists the same people: wait for Purchases before choosing a row.
  await expect(ops.getByRole('heading', { level: 1, name: /Purchases/ })).toBeVisible();
  await ops.getByRole('row').filter({ hasText: 'Tamsin Greaves' }).getByRole('link').first().click();
  const prepare = ops.getByRole('form', { name: 'Prepare the plan' });
  await expect(prepare).toBeVisible({ timeout: 30_000 });
  await prepare.getByLabel('Agreed price').fill('212500');
  await prepare.getByLabel('Monthly rent').fill('1150');
  await prepare.getByRole('button', { name: /Prepare/ }).click();
  await expect(ops.getByText('Plan version 1 prepared.')).toBeVisible();
  await expect(ops.getByLabel('Key facts')).toContainText('£212,500');
  await screenshotBoth(ops, testInfo, '01-ops-purchase-plan');
  await expectNoAxeViolations(ops);

  // The applicant reads it from their progress page.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Read and sign your plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('£212,500').first()).toBeVisible();
  await expect(page.getByText('£1,327.08').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'What you pay and build up in each year of your plan' }),
  ).toBeVisible();
  const reason = page.getByTestId('sign-plan-reason');
  await expect(reason).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Sign your plan' });
  await expect(form.getByRole('button', { name: 'Sign your plan' })).toBeDisabled();
  await screenshotBoth(page, testInfo, '02-your-plan');
  await expectNoAxeViolations(page);

  // The PDF downloaded is the document whose SHA-256 the plan records.
  const { myPurchaseCase } = await graphqlRequest<{ myPurchaseCase: { plan: { sha256: string } } }>(
    page,
    'query { myPurchaseCase { plan { sha256 } } }',
    {},
    applicant.token,
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('stairway-plan-v1.pdf');
  const bytes = fs.readFileSync((await download.path()) ?? '');
  expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(myPurchaseCase.plan.sha256);

  // Signing within the window needs advice confirmed.
  await form
    .getByLabel('I have taken independent advice and want to sign before my review window ends')
    .check();
  await form.getByRole('button', { name: 'Sign your plan' }).click();
  await expect(page.getByText(/You signed this plan on /)).toBeVisible();
  await expect(page.getByText('Your plan is signed by everyone who needs to sign it.')).toBeVisible();
  await screenshotBoth(page, testInfo, '03-your-plan-signed');
  await expectNoAxeViolations(page);

  // The operator sees the signature and its fingerprint.
  await ops.reload();
  await expect(ops.getByLabel('Signatures')).toContainText('Signed by Tamsin Greaves', { timeout: 30_000 });
  await expect(ops.getByLabel('Signatures')).toContainText(myPurchaseCase.plan.sha256.slice(0, 12));
});
