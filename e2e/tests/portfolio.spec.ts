/**
 * The portfolio (aggregates of the homes Stairway has bought): a pipeline viewer signs in and opens the Portfolio
 * tab, and an operator opens the console's Portfolio page; both show the server's figures (homes owned, cases at
 * each stage, money figures or "Withheld" under the minimum group of five plans) and never a person: not the
 * seeded settled customer's name, e-mail or postcode district (support/seed-settled-customer.ts), nor any e-mail.
 * Other journeys share the database and move purchases on, so the figures are read from the API as the page shows
 * them. Screenshots at 390x844 and 1280x800 and the axe check on each page.
 */
import type { Locator, Page } from '@playwright/test';
import { formatGBP } from '../../packages/domain/src/money';
import { graphqlRequest } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { SETTLED_CUSTOMER } from '../support/settled-customer';

const VIEWER = { email: 'investor@stairway.example', password: 'e2e pipeline viewer password' };
const PORTFOLIO = `query { portfolio { minimumGroupSize homesOwned totalValueAtPurchase stages { label cases } } }`;

type Portfolio = {
  minimumGroupSize: number;
  homesOwned: number;
  totalValueAtPurchase: number | null;
  stages: Array<{ label: string; cases: number }>;
};

/** The viewer's session token, through the API. */
async function viewerToken(page: Page): Promise<string> {
  const answer = await graphqlRequest<{ checkPipelinePassword: { token: string } }>(
    page,
    'mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }',
    { input: VIEWER },
  );
  return answer.checkPipelinePassword.token;
}

/**
 * Checks that the portfolio on the page shows the server's figures (both read again until they agree, as other
 * journeys may move a purchase on meanwhile), and nothing about a person.
 * @param area the part of the page the portfolio is in (read for personal data)
 * @param reopen shows the portfolio afresh (reloads it)
 */
async function expectServerFigures(page: Page, token: string, area: Locator, reopen: () => Promise<void>) {
  let attempt = 0;
  await expect(async () => {
    // The page read its figures once; after a mismatch it is shown afresh, as another journey may have moved a
    // purchase on since (a stage's count once stayed at 0 for the whole minute while the API said 1).
    if (attempt++ > 0) await reopen();
    const { portfolio } = await graphqlRequest<{ portfolio: Portfolio }>(page, PORTFOLIO, {}, token);
    const homes = page.getByRole('region', { name: 'Homes owned' });
    await expect(homes).toContainText(String(portfolio.homesOwned), { timeout: 5_000 });
    const value = page.getByRole('region', { name: 'Value at purchase' });
    await expect(value).toContainText(
      portfolio.totalValueAtPurchase === null ? 'Withheld' : formatGBP(portfolio.totalValueAtPurchase),
      { timeout: 5_000 },
    );
    const stages = page.getByRole('table', { name: 'Cases at each stage' });
    for (const stage of portfolio.stages) {
      const row = stages.getByRole('row').filter({ has: page.getByRole('rowheader', { name: stage.label }) });
      await expect(row.getByRole('cell').first()).toHaveText(String(stage.cases), { timeout: 5_000 });
    }
    if (portfolio.homesOwned < portfolio.minimumGroupSize) {
      await expect(value).toContainText('Withheld');
    }
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] });
  await expect(
    page.getByText(/at least 5 plans make it up, so that no customer can be singled out/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rent collected against due' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rent due and collected by month' })).toBeAttached();
  const text = await area.innerText();
  expect(text).not.toContain(SETTLED_CUSTOMER.firstName);
  expect(text).not.toContain(SETTLED_CUSTOMER.lastName);
  expect(text).not.toContain(SETTLED_CUSTOMER.email);
  expect(text).not.toContain('SO17');
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  // A reload shows the same page (the figures are not kept from the first load only).
  await reopen();
}

test('a pipeline viewer and an operator see the portfolio, aggregates only', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(300_000);
  const token = await viewerToken(page);

  // The pipeline viewer signs in and opens the Portfolio tab.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pipeline');
  await page.getByLabel('E-mail address').fill(VIEWER.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(VIEWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pipeline', exact: true })).toBeVisible({ timeout: 30_000 });
  const openTab = async () => {
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    await expect(page.getByRole('region', { name: 'Homes owned' })).toBeVisible({ timeout: 30_000 });
  };
  await openTab();
  await expectServerFigures(page, token, page.getByRole('tabpanel', { name: 'Portfolio' }), async () => {
    await page.getByRole('tab', { name: 'Purchases' }).click();
    await openTab();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Homes owned' })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-pipeline-portfolio');
  await expectNoAxeViolations(page);

  // The operator opens the console's Portfolio page from its navigation.
  await ops.setViewportSize({ width: 1280, height: 800 });
  await ops.getByRole('link', { name: 'Portfolio', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(ops).toHaveTitle('Portfolio · Stairway operators');
  await expect(ops.getByRole('region', { name: 'Homes owned' })).toBeVisible({ timeout: 30_000 });
  await expectServerFigures(ops, token, ops.locator('main'), async () => {
    await ops.reload();
    await expect(ops.getByRole('region', { name: 'Homes owned' })).toBeVisible({ timeout: 30_000 });
  });
  await screenshotBoth(ops, testInfo, '02-ops-portfolio');
  await expectNoAxeViolations(ops);
});
