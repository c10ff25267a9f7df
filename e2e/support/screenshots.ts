/** Screenshots at the two sizes every page is checked at (DESIGN.md "Quality bar"). */
import type { Page, TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Saves a full-page screenshot of the current page at 390x844 and 1280x800 into the test output, then
 * restores the viewport.
 */
export async function screenshotBoth(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    const file = testInfo.outputPath(`${name}-${label}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} (${label})`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
