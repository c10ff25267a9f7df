/** Screenshots at the two sizes every page is checked at (DESIGN.md "Quality bar"). */
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
 * Saves a full-page screenshot of the current page at 390x844 and 1280x800 into the test output, then
 * restores the viewport.
 */
export async function screenshotBoth(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await waitForLayout(page);
    const file = testInfo.outputPath(`${name}-${label}-${size.width}x${size.height}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name} (${label})`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
