/**
 * The operators' console, homes and accounts (decision 025): an applicant submits a home; an operator signs in with
 * the code from the outbox, opens the homes under review, reads the home, approves it through the console (the
 * service `npm run ops -- approve-home` uses), and the applicant sees the approval banner and gets an e-mail; then
 * the operator adds a pipeline viewer and disables and enables them, and creates a promotion with an uploaded image.
 * Screenshots at 390x844 and 1280x800, and the axe check on every console page.
 */
import { graphqlRequest } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator approves a home in the console and the applicant sees the banner', async ({
  page,
  signInApplicant,
  operatorPage: ops,
}, testInfo) => {
  // Two people, four console pages at two sizes with the axe check, on a shared machine.
  test.setTimeout(600_000);
  const applicant = await signInApplicant({ firstName: 'Imogen', lastName: 'Hartley' });
  await submitApplication(page, applicant.token);
  const { getHomesSelection } = await graphqlRequest<{
    getHomesSelection: { listings: Array<{ id: string }> };
  }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
    { input: { postcodes: ['SE1'] } },
    applicant.token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: CreateHomeSubmissionWithListingInput!) { createHomeSubmissionWithListing(input: $input) { id } }',
    { input: { listingId: getHomesSelection.listings[0]?.id } },
    applicant.token,
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('home-banner')).toHaveAttribute('data-kind', 'UnderReview', {
    timeout: 30_000,
  });

  // The operator, in a browser of their own (the operatorPage fixture), signed in to the console.
  await ops.getByRole('link', { name: 'Homes', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Homes under review' })).toBeVisible();
  const row = ops.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await screenshotBoth(ops, testInfo, '01-ops-homes');
  await expectNoAxeViolations(ops);

  await row.getByRole('link').first().click();
  await expect(
    ops.getByText(`Submitted by Imogen Hartley (${applicant.email})`, { exact: false }),
  ).toBeVisible();
  await expect(ops.getByText('Under review', { exact: true })).toBeVisible();
  await expect(ops.getByText('From one of our listings')).toBeVisible();
  await screenshotBoth(ops, testInfo, '02-ops-home');
  await expectNoAxeViolations(ops);

  // Rejecting needs a reason.
  await ops.getByRole('button', { name: 'Reject home' }).click();
  await expect(ops.getByText('Give the reason for rejecting')).toBeVisible();
  await ops.getByLabel('Reason').fill('Survey and price checked');
  await ops.getByRole('button', { name: 'Approve home' }).click();
  // Confirmed in a dialog that names the applicant.
  await ops
    .getByRole('dialog', { name: 'Approve Imogen Hartley’s home?' })
    .getByRole('button', { name: 'Yes, approve' })
    .click();
  await expect(ops.getByRole('status').filter({ hasText: 'Approved.' })).toBeVisible();
  await expect(ops.getByRole('button', { name: 'Approve home' })).toHaveCount(0);

  // The applicant's banner changes, and they are e-mailed.
  await page.reload();
  await expect(page.getByTestId('home-banner')).toHaveAttribute('data-kind', 'Approved', { timeout: 30_000 });
  await expect(page.getByTestId('home-banner')).toContainText('Congratulations');
  await screenshotBoth(page, testInfo, '03-applicant-home-approved');
  await emailTo(applicant.email, 'Your Stairway home is approved');

  // The audit list shows the decision.
  await ops.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  await expect(ops.getByRole('row').filter({ hasText: 'approve-home' }).first()).toBeVisible();

  // Pipeline viewers: add one (the password is shown once), disable and enable them.
  await ops.getByRole('link', { name: 'Pipeline viewers', exact: true }).first().click();
  const viewerEmail = `viewer.${Date.now()}@stairway.example`;
  await ops.getByLabel('E-mail address').fill(viewerEmail);
  await ops.getByRole('button', { name: 'Add pipeline viewer' }).click();
  await expect(ops.getByText(/shown only this once/)).toBeVisible();
  const viewerRow = ops.getByRole('row').filter({ hasText: viewerEmail });
  await expect(viewerRow).toContainText('Active');
  await viewerRow.getByRole('button', { name: `Disable ${viewerEmail}` }).click();
  await expect(viewerRow).toContainText('Disabled');
  // The pointer off the button it pressed (a hovered button is a shade lighter for a moment).
  await ops.mouse.move(0, 0);
  await screenshotBoth(ops, testInfo, '04-ops-pipeline-viewers');
  await expectNoAxeViolations(ops);
  await viewerRow.getByRole('button', { name: `Enable ${viewerEmail}` }).click();
  await expect(viewerRow).toContainText('Active');

  // Operators: each has a status; an operator cannot disable themselves.
  await ops.getByRole('link', { name: 'Operators', exact: true }).click();
  await expect(ops.getByRole('cell', { name: 'You' })).toBeVisible();
  await screenshotBoth(ops, testInfo, '05-ops-operators-status');
  await expectNoAxeViolations(ops);

  // Promotions: created with an uploaded image, unpublished. (Publishing is not done here: every applicant
  // journey sharing this database would then see it; the API tests publish and unpublish.)
  await ops.getByRole('link', { name: 'Promotions', exact: true }).first().click();
  await ops.getByRole('button', { name: 'Create promotion' }).click();
  await expect(ops.getByText('Enter the title')).toBeVisible();
  await expect(ops.getByText('Choose an image')).toBeVisible();
  const title = `Viewing weekend ${Date.now()}`;
  await ops.getByLabel('Title').fill(title);
  await ops.getByLabel('Text').fill('Book a viewing with the team this spring.');
  await ops.getByLabel('Terms').fill('Open to applicants.\n\nEnds on 30 April 2027.');
  const chooser = ops.waitForEvent('filechooser');
  await ops.getByLabel('Image').click();
  await (await chooser).setFiles({ name: 'spring.png', mimeType: 'image/png', buffer: PNG });
  await ops.getByRole('button', { name: 'Create promotion' }).click();
  await expect(ops.getByRole('status').filter({ hasText: 'was created, unpublished' })).toBeVisible();
  const promotionRow = ops.getByRole('row').filter({ hasText: title });
  await expect(promotionRow).toContainText('Not published');
  await expect(promotionRow.locator('img')).toBeVisible();
  await ops.mouse.move(0, 0);
  await screenshotBoth(ops, testInfo, '06-ops-promotions');
  await expectNoAxeViolations(ops);
});
