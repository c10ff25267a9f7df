/**
 * The web app under its security headers: the Content-Security-Policy (scripts only from this origin, inline styles
 * allowed for Mantine and Leaflet) blocks nothing the app needs on its main pages, including the on-demand map, and
 * frame-ancestors 'none' keeps any page from framing it.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';

/** Records every CSP violation the page reports, from the console and from securitypolicyviolation events. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

test('the app works under its Content-Security-Policy: landing, dashboard, application, homes and map', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInNewApplicant(page, { preferredLocations: ['SE1'] });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/your-application');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/submit-a-home/explore');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.locator('label', { hasText: 'Map' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon, .leaflet-interactive').first()).toBeAttached();
  // Mantine's and Leaflet's inline styles apply (style-src 'unsafe-inline'): the map has its height.
  expect((await page.locator('.leaflet-container').boundingBox())?.height ?? 0).toBeGreaterThan(100);
  expect(violations).toEqual([]);
});

test('no page can frame the app, not even its own (frame-ancestors none)', async ({ page, baseURL }) => {
  // A page that frames the app (frame-ancestors 'none' refuses every parent, even one on the same origin).
  const framing = `${baseURL}/framing-test`;
  await page.route(framing, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framing</title><iframe title="Stairway" src="${baseURL}/"></iframe>`,
    }),
  );
  await page.goto(framing);
  // Chromium replaces a frame it refuses to show with its error page.
  await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});
