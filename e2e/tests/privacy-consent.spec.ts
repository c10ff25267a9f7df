/**
 * Privacy and consent (UK GDPR and PECR; decision 049): nothing is collected before consent (no analytics event in
 * the in-page recorder, no request to PostHog or Sentry), "Accept all" and "Reject all" on the first-visit banner, a
 * change in Settings recorded on the server, the privacy notice and terms linked at every sign-up and sign-in of
 * first use and in the footers, and axe on /privacy, /terms and the banner at 390x844 and 1280x800. Every journey
 * here starts with no choice made (support/consent.ts NO_CHOICE).
 */
import type { Page } from '@playwright/test';
import { graphqlRequest } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { NO_CHOICE } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { VIEWPORTS } from '../support/screenshots';

test.use({ storageState: NO_CHOICE });

/** Hosts of PostHog and Sentry: none may be asked for anything before consent. */
const TRACKER_HOSTS = /posthog\.com|sentry\.io|ingest\.(eu|us)\./;

/** Every URL the page asks for, from now on. */
function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The events the in-page analytics recorder holds (none when it has never recorded). */
async function recorded(page: Page): Promise<Array<{ type: string; name?: string }>> {
  return page.evaluate(
    () => ((window as { __stairwayAnalytics?: unknown[] }).__stairwayAnalytics ?? []) as never,
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test('nothing is collected before a choice; "Accept all" starts analytics, and the choice is kept', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('link', { name: 'Check your budget' }).first().click();
  await expect(page).toHaveURL(/\/onboard\/budget$/);
  await page.goto('/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  expect(await recorded(page)).toEqual([]);
  expect(requests.filter((url) => TRACKER_HOSTS.test(url))).toEqual([]);

  // Keyboard: the buttons are reachable and work with Enter.
  await banner(page).getByRole('button', { name: 'Accept all' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await page.getByRole('link', { name: 'Privacy notice' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  // The recorder keeps every event of this window in order: only the privacy notice, so nothing of /login was
  // recorded before the choice, not even late.
  await expect
    .poll(async () => (await recorded(page)).filter((e) => e.type === 'page').map((e) => e.name))
    .toEqual(['/privacy']);

  // Kept: a new page load asks nothing and records from the start.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await recorded(page)).map((e) => e.name)).toEqual(['/terms']);
});

test('"Reject all" is as easy as accepting, and nothing is recorded after it', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/login');
  const accept = banner(page).getByRole('button', { name: 'Accept all' });
  const reject = banner(page).getByRole('button', { name: 'Reject all' });
  // Same size, side by side, same look.
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.round(a?.height ?? 0)).toBe(Math.round(r?.height ?? -1));
  expect(Math.round(a?.width ?? 0)).toBe(Math.round(r?.width ?? -1));
  expect(Math.round(a?.y ?? 0)).toBe(Math.round(r?.y ?? -1));
  expect(await accept.getAttribute('data-variant')).toBe(await reject.getAttribute('data-variant'));
  await reject.click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('link', { name: 'Terms' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await recorded(page)).toEqual([]);
  expect(requests.filter((url) => TRACKER_HOSTS.test(url))).toEqual([]);

  // "Cookie settings" in the footer reopens the choice; "Choose" allows one use only.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('switch', { name: /Analytics/ })).not.toBeChecked();
  await banner(page)
    .getByRole('switch', { name: /^Analytics/ })
    .check();
  await banner(page).getByRole('button', { name: 'Save my choices' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('stairway.consent') ?? '{}'),
  );
  expect(stored).toMatchObject({ analytics: true, sessionReplay: false });
  // Analytics allowed now: the next page, in the same window, is the first thing recorded, so nothing was
  // recorded on the reloaded terms page while analytics was rejected, not even late.
  await page.getByRole('link', { name: 'Privacy notice' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect
    .poll(async () => (await recorded(page)).filter((e) => e.type === 'page').map((e) => e.name))
    .toEqual(['/privacy']);
});

test('a signed-in applicant’s choice is recorded with their account, and changed from Settings', async ({
  page,
  applicant,
}) => {
  const { token } = applicant;
  await page.goto('/dashboard');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const getConsent = async () =>
    (
      await graphqlRequest<{ getConsent: { analytics: boolean; sessionReplay: boolean } | null }>(
        page,
        'query { getConsent { analytics sessionReplay } }',
        {},
        token,
      )
    ).getConsent;
  await expect.poll(getConsent).toEqual({ analytics: false, sessionReplay: false });

  await page.goto('/settings');
  const section = page.getByTestId('privacy-choices');
  await expect(section.getByRole('heading', { name: 'Privacy choices' })).toBeVisible();
  await section.getByRole('switch', { name: /^Analytics/ }).check();
  await section.getByRole('button', { name: 'Save privacy choices' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved. Your choices apply now.');
  await expect.poll(getConsent).toEqual({ analytics: true, sessionReplay: false });
  // Analytics runs from now on.
  await page.getByRole('link', { name: 'Terms' }).last().click();
  await expect.poll(async () => (await recorded(page)).some((e) => e.name === '/terms')).toBe(true);
  // The footer is there with the signed-in layout too.
  await page.goto('/dashboard');
  const footer = page.getByRole('navigation', { name: 'Legal and privacy' });
  await expect(footer.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
});

test('the privacy notice and terms are linked at every sign-up and first sign-in, and in the footer', async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const footer = page.getByRole('navigation', { name: 'Legal and privacy' });
  await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');

  const expectLegalLinks = async () => {
    const links = page.getByTestId('legal-links');
    await expect(links.getByRole('link', { name: /^terms/ })).toHaveAttribute('href', '/terms');
    await expect(links.getByRole('link', { name: /^privacy notice/ })).toHaveAttribute('href', '/privacy');
  };
  // The applicant's last onboarding step, every earlier answer given (the saved draft).
  await page.evaluate(
    (draft) => window.sessionStorage.setItem('stairway.onboarding.draft', draft),
    JSON.stringify({
      grossAnnualPay: 38_000,
      jointApplication: false,
      firstName: 'Priya',
      lastName: 'Shah',
      checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
      preferredLocations: ['SE1'],
      deposit: 9_000,
      depositSource: 'CashSavings',
    }),
  );
  await page.goto('/onboard/email-password');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectLegalLinks();
  await page.goto('/co-applicant/sign-up?token=any-link-token');
  await expect(page.getByRole('heading', { name: 'Join your joint application' })).toBeVisible();
  await expectLegalLinks();
  await page.goto('/landlord/sign-up');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expectLegalLinks();
  await page.goto('/ops/sign-in');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectLegalLinks();
  await page.goto('/pipeline');
  await expect(page.getByRole('heading', { name: 'Investor pipeline' })).toBeVisible();
  await expectLegalLinks();
});

test('the privacy notice, the terms and the banner pass axe at both sizes', async ({ page }) => {
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How long we keep it' })).toBeVisible();
    await expectNoAxeViolations(page);
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await expect(banner(page).getByRole('switch', { name: /Session replay/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 2, name: 'The waitlist fee' })).toBeVisible();
    await expect(page.getByText(/We refund the £99 in full/)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
