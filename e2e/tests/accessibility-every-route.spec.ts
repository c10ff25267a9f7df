/**
 * axe on every route of every role at both sizes (DESIGN.md "Quality bar"): each route of
 * apps/web/src/app/router.tsx and lib/paths.ts, for the role that sees it (visitor, applicant at each stage of the
 * application, co-applicant, landlord, operator, pipeline viewer), with its content loaded (the main heading shown,
 * nothing loading), at 390x844 and 1280x800. One sign-up a role; every violation of a role's routes is listed at
 * once.
 */
import type { Page } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import { fillPersonalAndFinancial, submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { jointApplicationWithCoApplicant, useCoApplicantSession } from '../support/co-applicant';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/screenshots';

/** A journey visits many pages at two sizes, on a machine that may be busy. */
test.setTimeout(900_000);
// Each role's journey stands alone (its own sign-up), so they share out among the workers instead of running one
// after another in one: together they are the longest file of the run.
test.describe.configure({ mode: 'parallel' });

const APPLICATION = '/your-application';
const STEP = {
  aboutYou: `${APPLICATION}/personal-details/about-you`,
  addressHistory: `${APPLICATION}/personal-details/address-history`,
  income: `${APPLICATION}/financial-details/income`,
  additionalIncome: `${APPLICATION}/financial-details/additional-income`,
  coAboutYou: `${APPLICATION}/co-applicant-personal-details/about-you`,
  coAddressHistory: `${APPLICATION}/co-applicant-personal-details/address-history`,
  coPermission: `${APPLICATION}/co-applicant-personal-details/permission`,
  coIncome: `${APPLICATION}/co-applicant-financial-details/income`,
  coAdditionalIncome: `${APPLICATION}/co-applicant-financial-details/additional-income`,
  identity: `${APPLICATION}/identity-verification/applicant-identity-verification`,
  coIdentity: `${APPLICATION}/identity-verification/co-applicant-identity-verification`,
  bank: `${APPLICATION}/bank-statements/applicant-bank-statements`,
  coBank: `${APPLICATION}/bank-statements/co-applicant-bank-statements`,
} as const;

/** The application's other pages (lib/paths.ts APPLICATION_PAGE_PATHS). */
const APPLICATION_PAGES = [
  APPLICATION,
  `${APPLICATION}/financial-details/cards`,
  `${APPLICATION}/financial-details/monthly-commitments`,
  `${APPLICATION}/financial-details/dependants`,
  `${APPLICATION}/financial-details/deposit`,
  `${APPLICATION}/submit-disclaimer`,
  `${APPLICATION}/submit`,
];

/** The signed-in applicant's pages outside the application (router.tsx, SignedInLayout). */
const APPLICANT_PAGES = [
  '/dashboard',
  '/submit-a-home',
  '/submit-a-home/explore',
  '/submit-a-home/home-disclaimer',
  '/submit-a-home/basic-info',
  '/submit-a-home/edit-additional-info',
  `${APPLICATION}/first-home/requirements`,
  `${APPLICATION}/first-home/basic-info`,
  `${APPLICATION}/first-home/additional-info`,
  `${APPLICATION}/first-home/images`,
  '/settings',
  '/settings/email',
  '/waitlist/join-waitlist',
  // The saved searches, empty for a new applicant.
  '/saved-searches',
];

/** The newer public routes: the privacy notice, the terms, the "This wasn't me" page, the page after deletion. */
const NEWER_PUBLIC_PAGES = ['/privacy', '/terms', '/account/secure', '/account-deleted'];

/** The page an alert e-mail's unsubscribe link opens, signed out (here without a token: it says so). */
const SAVED_SEARCH_PUBLIC_PAGES = ['/saved-searches/unsubscribe'];

/**
 * Waits for the page's content: a level-1 heading, no loader and no request under way, so that axe sees
 * what a person reads rather than a loading state.
 */
async function waitForContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Opens each path in turn and runs axe at 390x844 and at 1280x800 (the viewport set on each route).
 * @returns one line a route and size that has violations: the path, the size and axe's summary
 */
async function checkRoutes(page: Page, routes: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      if (label === 'mobile') await page.goto(route);
      try {
        await waitForContent(page);
        await expectNoAxeViolations(page);
      } catch (caught) {
        const message = caught instanceof Error ? caught.message : String(caught);
        problems.push(
          `${route} at ${size.width}x${size.height}: ${message.split('\n').slice(0, 12).join(' ')}`,
        );
      }
    }
  }
  return problems;
}

test('a visitor’s pages for signing in and up: axe reports nothing at either size', async ({ page }) => {
  const routes = [
    '/',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/verify-email/code',
    '/co-applicant/sign-up',
    '/welcome',
    '/settings/email/confirm',
    '/onboard/budget',
  ];
  expect(await checkRoutes(page, routes)).toEqual([]);
});

test('a visitor’s other pages: axe reports nothing at either size', async ({ page }) => {
  const routes = [
    '/promotions/free-call-with-the-team/terms',
    '/landlord/sign-up',
    '/pipeline',
    '/ops/sign-in',
    '/no-such-page',
    ...NEWER_PUBLIC_PAGES,
    ...SAVED_SEARCH_PUBLIC_PAGES,
  ];
  expect(await checkRoutes(page, routes)).toEqual([]);
});

test('an applicant’s pages at each stage of the application: axe reports nothing at either size', async ({
  page,
}) => {
  const applicant = await signInNewApplicant(page);
  // Just signed up: the personal and financial sections to do, the checks locked.
  const problems = await checkRoutes(page, [
    ...APPLICANT_PAGES,
    ...APPLICATION_PAGES,
    STEP.aboutYou,
    STEP.addressHistory,
    STEP.income,
    STEP.additionalIncome,
    STEP.identity,
    STEP.bank,
  ]);
  // Personal and financial details done: identity verification open, bank statements waiting for it.
  await fillPersonalAndFinancial(page, applicant.token);
  problems.push(...(await checkRoutes(page, [STEP.addressHistory, STEP.income, STEP.identity, STEP.bank])));
  // Identity skipped for now: bank statements open; the overview and submit page show what is left.
  await graphqlRequest(page, 'mutation { skipChecks { id } }', {}, applicant.token);
  problems.push(...(await checkRoutes(page, [STEP.identity, STEP.bank, APPLICATION])));
  expect(problems).toEqual([]);
});

test('a submitted applicant’s pages: axe reports nothing at either size', async ({ page }) => {
  const applicant = await signInNewApplicant(page, { firstName: 'Imogen' });
  await submitApplication(page, applicant.token);
  expect(
    await checkRoutes(page, [
      '/dashboard',
      APPLICATION,
      `${APPLICATION}/submit`,
      STEP.bank,
      '/submit-a-home',
      '/submit-a-home/home-disclaimer',
    ]),
  ).toEqual([]);
});

test('a joint application: the applicant’s and the co-applicant’s pages, axe reports nothing at either size', async ({
  page,
  browser,
}) => {
  const { coToken } = await jointApplicationWithCoApplicant(page, { complete: false });
  // The applicant at their co-applicant's steps (the steps' states, never the co-applicant's records).
  const problems = await checkRoutes(page, [
    APPLICATION,
    STEP.coAboutYou,
    STEP.coAddressHistory,
    STEP.coPermission,
    STEP.coIncome,
    STEP.coIdentity,
  ]);
  const context = await browser.newContext();
  const co = await context.newPage();
  await useCoApplicantSession(co, coToken);
  problems.push(
    ...(await checkRoutes(co, [
      '/co-applicant-dashboard',
      STEP.coAboutYou,
      STEP.coAddressHistory,
      STEP.coPermission,
      STEP.coIncome,
      STEP.coAdditionalIncome,
      STEP.coIdentity,
      STEP.coBank,
      '/settings',
    ])),
  );
  await context.close();
  expect(problems).toEqual([]);
});

test('a landlord’s pages: axe reports nothing at either size', async ({ page, landlord }) => {
  const { token } = landlord;
  // No listing yet: the empty state.
  const problems = await checkRoutes(page, ['/landlord', '/landlord/property/new']);
  const { createUpdateLandlordListing } = await graphqlRequest<{
    createUpdateLandlordListing: { id: string };
  }>(
    page,
    'mutation ($input: CreateUpdateLandlordListingInput!) { createUpdateLandlordListing(input: $input) { id } }',
    {
      input: {
        addressLine1: '12 Test Road',
        postTown: 'SOUTHAMPTON',
        postcode: 'so16 7aa',
        type: 'SemiDetached',
        bedrooms: 3,
        bathrooms: 1,
        price: 290_000,
        summary: 'A semi with a garden.',
      },
    },
    token,
  );
  problems.push(
    ...(await checkRoutes(page, ['/landlord', `/landlord/property/${createUpdateLandlordListing.id}`])),
  );
  expect(problems).toEqual([]);
});

test('the operators’ console and the pipeline viewer’s page: axe reports nothing at either size', async ({
  page,
  operatorPage: ops,
}) => {
  // An application in review, with a home under review, for the console's detail pages.
  const applicant = await signInNewApplicant(page, { firstName: 'Priya', lastName: 'Raman' });
  await submitApplication(page, applicant.token);
  const { me } = await graphqlRequest<{ me: { application: { id: string } } }>(
    page,
    'query { me { application { id } } }',
    {},
    applicant.token,
  );
  const { getHomesSelection } = await graphqlRequest<{
    getHomesSelection: { listings: Array<{ id: string }> };
  }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
    { input: { postcodes: ['SE1'] } },
    applicant.token,
  );
  const { createHomeSubmissionWithListing: home } = await graphqlRequest<{
    createHomeSubmissionWithListing: { id: string };
  }>(
    page,
    'mutation ($input: CreateHomeSubmissionWithListingInput!) { createHomeSubmissionWithListing(input: $input) { id } }',
    { input: { listingId: getHomesSelection.listings[0]?.id } },
    applicant.token,
  );

  // The operator, in a browser of their own (the operatorPage fixture), signed in to the console.
  const problems = await checkRoutes(ops, [
    '/ops',
    `/ops/applications/${me.application.id}`,
    '/ops/homes',
    `/ops/homes/${home.id}`,
    '/ops/users',
    '/ops/audit',
    '/ops/operators',
    '/ops/pipeline-viewers',
    '/ops/promotions',
    '/ops/settings',
  ]);

  // The pipeline viewer (playwright.config.ts PIPELINE_VIEWER_EMAIL), signed in.
  await page.goto('/pipeline');
  await page.getByLabel('E-mail address').fill('investor@stairway.example');
  await page.getByRole('textbox', { name: /^Password/ }).fill('e2e pipeline viewer password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Pipeline', exact: true })).toBeVisible({ timeout: 30_000 });
  problems.push(...(await checkRoutes(page, ['/pipeline'])));
  expect(problems).toEqual([]);
});
