/** The two sizes every page is checked at (DESIGN.md "Quality bar"), and screenshots at them. */
import { expect, type Page, type TestInfo } from '@playwright/test';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Waits until the page is drawn at the window's size, as a person would see it once it stops moving: the window
 * reports the new width, and the page's size is the same two frames running (the layout for the new width and
 * the re-render after its media queries are done). In place of a fixed pause after a resize; gives up after
 * 10 s.
 */
export async function waitForLayout(page: Page) {
  const width = page.viewportSize()?.width;
  if (width) await page.waitForFunction((expected) => window.innerWidth === expected, width);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const size = () =>
                `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
              // A frame, or 50 ms where frames are not drawn (a page behind another in its window).
              const nextFrame = () =>
                new Promise<void>((done) => {
                  requestAnimationFrame(() => done());
                  setTimeout(done, 50);
                });
              const before = size();
              void nextFrame()
                .then(nextFrame)
                .then(() => resolve(before === size()));
            }),
        ),
      { message: 'the page stops changing size after the resize', timeout: 10_000 },
    )
    .toBe(true)
    // A page that never rests (an animation that changes its size) is shot as it is: the picture is a record,
    // the journeys' expectations check what it shows.
    .catch(() => undefined);
}

/**
 * Whether {@link screenshotBoth} saves PNGs: yes unless E2E_SCREENSHOTS=0. `npm test` sets it to 0 for its
 * journeys stage (scripts/test.mjs), where nobody looks at the pictures and encoding about 350 full-page PNGs
 * cost a fifth of the journeys' CPU; `npm run test:e2e` saves them for review at both sizes (docs/testing.md).
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Fails when the page scrolls sideways at the window's size: the document is wider than the window, so a person
 * on a phone would have to pan to read it (DESIGN.md "Quality bar", WCAG 2.1 1.4.10 Reflow). Wide content such
 * as a table scrolls inside its own box and does not count.
 * @param where what the failure names, e.g. "01-dashboard at mobile"
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/**
 * Shows the current page at 390x844 and at 1280x800 in turn: at each, waits for the layout to settle, checks
 * that the page does not scroll sideways ({@link expectNoSidewaysScroll}) and, unless E2E_SCREENSHOTS=0, saves a
 * full-page screenshot into the test output; then restores the viewport.
 */
export async function screenshotBoth(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await waitForLayout(page);
    await expectNoSidewaysScroll(page, `${name} at ${label}`);
    if (!SAVE_SCREENSHOTS) continue;
    const file = testInfo.outputPath(`${name}-${label}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} (${label})`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
