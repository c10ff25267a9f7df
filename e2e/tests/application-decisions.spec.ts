/**
 * What the applicant sees after the team's decision (spec §4: "An approved application says so; a rejected one shows
 * the submit-application page with the footer hidden"). Decisions are made by operators with
 * `npm run ops -- approve-application|reject-application` (tested against the database in
 * apps/server/test/db/review-decisions.test.ts); that command cannot run against the embedded database while the
 * server under test holds it, so here the application's flags in the server's answers are set to the decided state
 * on their way to the browser, and the real app renders them: the applicant's pages and the co-applicant's.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { jointApplicationWithCoApplicant, useCoApplicantSession } from '../support/co-applicant';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';

type Decision = { approved: boolean; rejected: boolean };

/** Answers every query that reads the application as if the team had made `decision` on a submitted application. */
async function decide(page: Page, decision: Decision) {
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (!body || !['ApplicationPage', 'Me'].includes(body.operationName ?? '')) return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as {
      data?: { getApplication?: Record<string, unknown>; me?: { application?: Record<string, unknown> } };
    };
    const decided = { submitted: true, ...decision, nextStep: { kind: 'Submitted', id: null, path: null } };
    if (json.data?.getApplication) Object.assign(json.data.getApplication, decided);
    if (json.data?.me?.application) Object.assign(json.data.me.application, decided);
    await route.fulfill({ response, json });
  });
}

test('a rejected application shows the submit page without its footer', async ({ page }, testInfo) => {
  await signInNewApplicant(page);
  await decide(page, { approved: false, rejected: true });

  for (const path of ['/your-application', '/your-application/submit']) {
    await page.goto(path);
    const view = page.getByTestId('application-rejected');
    await expect(view).toBeVisible();
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(
      'We can’t approve your application at the moment',
    );
    await expect(view.getByRole('link', { name: 'Book a call' })).toBeVisible();
    // No footer: neither Back nor a next or submit button.
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  }
  await screenshotBoth(page, testInfo, '01-application-rejected');
  await expectNoAxeViolations(page);

  // The dashboard says what is true: no budget, no "details on your application", what next.
  await page.goto('/dashboard');
  const card = page.getByTestId('next-step-application');
  await expect(card).toContainText('We can’t approve your application');
  await expect(card).toContainText('book a call with us or reply to the e-mail we sent you');
  await expect(card).not.toContainText('see the details on your application');
  await expect(page.getByTestId('dashboard-budget')).toHaveCount(0);
  await expect(page.getByTestId('next-step-book-call')).toBeVisible();
  await screenshotBoth(page, testInfo, '03-dashboard-rejected');
  await expectNoAxeViolations(page);
});

test('the co-applicant of a rejected joint application sees the decision', async ({ page }, testInfo) => {
  const { coToken } = await jointApplicationWithCoApplicant(page, { complete: false });
  await useCoApplicantSession(page, coToken);
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'CoApplicantHome') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { coApplicant?: Record<string, unknown> } };
    if (json.data?.coApplicant) {
      Object.assign(json.data.coApplicant, {
        applicationSubmitted: true,
        applicationApproved: false,
        applicationRejected: true,
      });
    }
    await route.fulfill({ response, json });
  });
  await page.goto('/co-applicant-dashboard');
  const decision = page.getByTestId('co-decision');
  await expect(decision).toContainText('We can’t approve your joint application');
  await expect(decision).toContainText('with Amelia');
  await expect(page.getByText('The Stairway team is reviewing it')).toHaveCount(0);
  await screenshotBoth(page, testInfo, '04-co-applicant-rejected');
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
});

test('an approved application says so', async ({ page }, testInfo) => {
  await signInNewApplicant(page);
  await decide(page, { approved: true, rejected: false });

  await page.goto('/your-application');
  await expect(page.getByTestId('next-step-title')).toHaveText('Your application is approved');
  await expect(page.getByTestId('next-step-card').getByRole('link', { name: 'Explore homes' })).toBeVisible();
  await screenshotBoth(page, testInfo, '02-application-approved');
  await expectNoAxeViolations(page);

  await page.goto('/your-application/submit');
  await expect(page.getByTestId('application-approved')).toContainText('Your application is approved');
  await page.goto('/your-application/personal-details/about-you');
  await expect(page.getByTestId('application-read-only')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-step-application')).toContainText('Your application is approved');
});
