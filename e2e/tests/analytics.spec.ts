/**
 * Analytics (spec §9: events for a page named 404 are not reported; ARCHITECTURE.md §2 analytics): a page view on
 * every route change, named by the route (never the query string, an e-mail, a name or a token), none for the 404
 * page, and the application's submission. Read from the recorder the web app uses when PostHog is not configured
 * (window.__stairwayAnalytics).
 */
import type { Page } from '@playwright/test';
import { completeApplication } from '../support/application';
import { expect, test } from '../support/fixtures';

type Recorded = { type: string; name?: string; properties?: Record<string, unknown> };

/** Everything the recorder holds. */
async function recorded(page: Page): Promise<Recorded[]> {
  return page.evaluate(
    () => ((window as { __stairwayAnalytics?: unknown[] }).__stairwayAnalytics ?? []) as Recorded[],
  );
}

/** The paths of the page views recorded, in order. */
async function pageViews(page: Page): Promise<string[]> {
  return (await recorded(page)).filter((e) => e.type === 'page').map((e) => String(e.properties?.path));
}

test('a page view is reported on every route change, by route and without personal data, never for the 404 page', async ({
  page,
  signInApplicant,
}) => {
  // Public pages, followed through links.
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  await page.getByRole('link', { name: 'Check your budget' }).first().click();
  await expect(page).toHaveURL(/\/onboard\/budget$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/onboard/budget']);
  const budgetView = (await recorded(page)).filter((e) => e.type === 'page')[1];
  expect(budgetView?.name).toBe('/onboard/budget');

  // The query string is never reported (a verification link carries a token).
  await page.goto('/verify-email?token=secret-token-1234');
  await expect.poll(() => pageViews(page)).toEqual(['/verify-email']);
  expect(JSON.stringify(await recorded(page))).not.toContain('secret-token-1234');

  // The 404 page is not reported; the page its link opens is.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'We can’t find that page' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Stairway');
  expect(await pageViews(page)).toEqual([]);
  // The link opens the landing page in the same window, where the recorder keeps every page view in order: only
  // "/" there proves the 404 page was never reported, not even late (a page view comes in a task of its own).
  await page.getByRole('link', { name: 'Go to Stairway' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => pageViews(page)).toEqual(['/']);

  // Signed in: each page of the navigation, and nothing that names the person.
  const { email, token } = await signInApplicant({ firstName: 'Zebedee', lastName: 'Quigley' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Application' }).click();
  await expect(page).toHaveURL(/\/your-application$/);
  await main.getByRole('link', { name: 'Homes' }).click();
  await expect(page).toHaveURL(/\/submit-a-home$/);
  await expect.poll(() => pageViews(page)).toEqual(['/dashboard', '/your-application', '/submit-a-home']);
  const everything = JSON.stringify(await recorded(page));
  for (const personal of [email, token, 'Zebedee', 'Quigley']) expect(everything).not.toContain(personal);
});

test('submitting the application is reported', async ({ page, applicant }) => {
  // Everything but the submission made through the API (the steps' pages are walked in
  // application-journeys.spec.ts and application-verification.spec.ts); the submission through the page.
  await completeApplication(page, applicant.token);

  await page.goto('/your-application/submit');
  await page.getByRole('checkbox', { name: /I confirm that the information/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-submitted')).toBeVisible();
  await expect
    .poll(async () => (await recorded(page)).filter((e) => e.type === 'track').map((e) => e.name))
    .toContain('application_submitted');
});
