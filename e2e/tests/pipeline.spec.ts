/**
 * The investor pipeline (spec §2 "/pipeline", §6, §8 "Sorry we couldn't verify your password"): a viewer fails to
 * sign in once (the toast), signs in, filters by status, searches, opens the detail panel with the affordability
 * breakdown and the plan, and sees the homes applicants saved and submitted, filtered by source (All, Saved,
 * Submitted) with a count on each; the page's title says whether the viewer is signed in. The viewer is the one the
 * server makes sure of at start (PIPELINE_VIEWER_EMAIL in e2e/playwright.config.ts). Approvals are made with
 * `npm run ops`, which cannot run beside the server under test, so the Approved filter shows the real (empty) answer
 * here; apps/server/test/api/pipeline.test.ts covers it with approved applicants.
 */
import { expect, test } from '@playwright/test';
import { graphqlRequest, onboardThroughApi } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

const VIEWER = { email: 'investor@stairway.example', password: 'e2e pipeline viewer password' };

test('a pipeline viewer signs in, filters the applicants and opens the detail panel', async ({
  page,
}, testInfo) => {
  // A long journey: five pages checked at two sizes and by axe, on a machine that may be busy.
  test.setTimeout(300_000);
  // An applicant who saved a home (through the real API).
  const email = `pipeline.${Date.now()}@example.com`;
  const token = await onboardThroughApi(page, {
    firstName: 'Philippa',
    lastName: 'Ravenscroft',
    email,
    password: 'Stairway home 2026',
    grossAnnualPay: 52_000,
    deposit: 25_000,
    depositSource: 'CashSavings',
    preferredLocations: ['SE1'],
    jointApplication: false,
    checks: { over18: true, rightToLiveInUk: true, creditCheckConsent: true, noBankruptcyOrCcj: true },
  });
  const me = await graphqlRequest<{ me: { application: { id: string } } }>(
    page,
    'query { me { application { id } } }',
    {},
    token,
  );
  const applicationId = me.me.application.id;
  const homes = await graphqlRequest<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
    { input: { postcodes: ['SE1'] } },
    token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: AddFavouriteInput!) { addFavourite(input: $input) { id } }',
    { input: { rentCompId: homes.getHomesSelection.listings[0]?.id } },
    token,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { name: 'Investor pipeline' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Pipeline · Stairway');
  await screenshotBoth(page, testInfo, '01-pipeline-sign-in');
  await expectNoAxeViolations(page);

  // A wrong password: the toast.
  await page.getByLabel('E-mail address').fill(VIEWER.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("Sorry we couldn't verify your password")).toBeVisible({ timeout: 30_000 });

  await page.getByRole('textbox', { name: /^Password/ }).fill(VIEWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pipeline', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Pipeline · Stairway');
  // The failed attempt's toast goes once the sign-in works (axe would catch it fading out).
  await expect(page.getByText("Sorry we couldn't verify your password")).toBeHidden();
  const table = page.getByRole('table', { name: 'Applicants' });
  await expect(
    table.getByRole('button', { name: `Open application ${applicationId.slice(0, 8)}` }),
  ).toBeVisible();

  // Searched by the application id: Approved is the server's answer, without this applicant (other journeys
  // share the database and may have approved theirs); Onboard has them.
  await page.getByLabel('Search').fill(applicationId);
  await page.getByText(/^Approved \(\d+\)$/).click();
  await expect(page.getByText('No applicants match. Choose All or clear the search.')).toBeVisible();
  await page.getByText(/^Onboard \(\d+\)$/).click();
  await expect(page.getByText('1 applicant', { exact: true })).toBeVisible();
  await expect(table.getByText('SE1')).toBeVisible();
  // The bank column says what it means: statements connected or uploaded, else not yet.
  await expect(table.getByRole('columnheader', { name: 'Bank statements' })).toBeVisible();
  await screenshotBoth(page, testInfo, '02-pipeline-applicants');
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: `Open application ${applicationId.slice(0, 8)}` }).click();
  const details = page.getByTestId('pipeline-details');
  await expect(details.getByRole('heading', { name: 'How the budget was worked out' })).toBeVisible();
  await expect(details.getByRole('table', { name: 'Affordability calculation' })).toContainText(
    'Exit-mortgage cap',
  );
  await expect(details.getByRole('table', { name: 'Plan year by year' })).toBeVisible();
  await expect(details.getByText('No documents uploaded yet.')).toBeVisible();
  // Minimised personal data: no name or e-mail address anywhere on the page.
  await expect(page.locator('body')).not.toContainText('Philippa');
  await expect(page.locator('body')).not.toContainText(email);
  await screenshotBoth(page, testInfo, '03-pipeline-details');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close the detail panel' }).click();

  // The homes applicants saved.
  await page.getByRole('tab', { name: 'Saved and submitted homes' }).click();
  await expect(page.getByRole('table', { name: 'Homes applicants saved' })).toBeVisible();
  await expect(page.getByText(/^\d+ homes? saved or submitted$/)).toBeVisible();
  await screenshotBoth(page, testInfo, '04-pipeline-homes');
  await expectNoAxeViolations(page);

  // The source filter: each chip's count is the number of homes its list shows, and All is the sum. Other
  // journeys share the database and submit homes while this one runs, so the counts are read from the page, not
  // assumed, and each check reads the chips and the summary again until they come from the same answer; this
  // viewer's applicant saved one home, so Saved has at least one.
  const filter = page.getByRole('group', { name: 'Filter by saved or submitted' });
  const countOf = async (label: string) => {
    const text = await filter.getByText(new RegExp(`^${label} \\([\\d,]+\\)$`)).innerText();
    return Number(text.replace(/\D/g, ''));
  };
  const summary = (n: number, verb: string) =>
    `${n.toLocaleString('en-GB')} ${n === 1 ? 'home' : 'homes'} ${verb}`;
  /** Whether the summary line shows the chip's count of `label`, as the page shows both now. */
  const summaryAgrees = async (label: string, verb: string) =>
    page.getByText(summary(await countOf(label), verb), { exact: true }).isVisible();
  await expect
    .poll(
      async () => {
        const [all, saved, submitted] = [
          await countOf('All'),
          await countOf('Saved'),
          await countOf('Submitted'),
        ];
        return saved >= 1 && saved + submitted === all && (await summaryAgrees('All', 'saved or submitted'));
      },
      { message: 'Saved has at least one home, Saved and Submitted add up to All, and the summary says All' },
    )
    .toBe(true);

  await filter.getByText(/^Submitted \(/).click();
  await expect.poll(() => summaryAgrees('Submitted', 'submitted')).toBe(true);
  const homesTable = page.getByRole('table', { name: 'Homes applicants saved or submitted' });
  await expect(homesTable.getByText(/^Saved \d/)).toHaveCount(0);
  await screenshotBoth(page, testInfo, '04b-pipeline-homes-submitted');
  await expectNoAxeViolations(page);

  await filter.getByText(/^Saved \(/).click();
  await expect.poll(() => summaryAgrees('Saved', 'saved')).toBe(true);
  await expect(homesTable.getByText(/^Saved \d/).first()).toBeVisible();
  await expect(homesTable.getByText(/^Submitted \d/)).toHaveCount(0);
  await screenshotBoth(page, testInfo, '04c-pipeline-homes-saved');
  await expectNoAxeViolations(page);
  // Postcode districts only: no full postcode such as "PO37 6BU" in the list or on the map.
  const FULL_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/;
  await expect(homesTable).not.toContainText(FULL_POSTCODE);
  await page.getByRole('radio', { name: 'Map' }).check({ force: true });
  await expect(
    page.getByText('Each home is shown in its postcode district, never at its address.'),
  ).toBeVisible();
  await expect(page.getByTestId('pipeline-map')).toBeVisible({ timeout: 30_000 });
  await screenshotBoth(page, testInfo, '04d-pipeline-homes-map');
  await expectNoAxeViolations(page);

  // Purchases: how many cases are at each stage and the mean days spent, never who.
  await page.getByRole('tab', { name: 'Purchases' }).click();
  const stages = page.getByRole('table', { name: /Purchases/ });
  await expect(stages.getByRole('row', { name: /Home approved/ })).toBeVisible({ timeout: 30_000 });
  await expect(stages.getByRole('row', { name: /Fallen through/ })).toBeVisible();
  await expect(stages).not.toContainText('@');
  await screenshotBoth(page, testInfo, '04e-pipeline-purchases');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page.getByRole('heading', { name: 'Applicants by month and status today' })).toBeVisible();
  await screenshotBoth(page, testInfo, '05-pipeline-charts');

  // Signing out forgets the viewer's token.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
