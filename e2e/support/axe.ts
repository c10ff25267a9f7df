/** Accessibility checks with axe-core (ARCHITECTURE.md "accessibility"). */

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The script AxeBuilder is given for a page that has axe already: nothing to run. */
const AXE_ALREADY_LOADED = 'void 0';

/**
 * Waits until the page's transitions and finite animations have finished (a dialog fading in, a drawer sliding
 * open), as a person sees the page once it is still: axe measures colour contrast with the opacity of the moment,
 * and a half-faded dialog fails it. Endless animations (a loader's spin) are not waited for; gives up after 2 s.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const finished = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Options of {@link expectNoAxeViolations}. */
export type AxeCheckOptions = {
  /**
   * Rules to run besides the WCAG 2.1 A and AA ones, e.g. axe's experimental `label-content-name-mismatch`
   * (WCAG 2.5.3 "Label in name"), which axe leaves out unless asked.
   */
  alsoRules?: string[];
};

/**
 * Runs axe on the page (WCAG 2.1 A and AA rules, and any `alsoRules`) and fails on any violation.
 * @param exclude selectors to leave out (e.g. third-party map tiles)
 */
export async function expectNoAxeViolations(
  page: Page,
  exclude: string[] = [],
  options: AxeCheckOptions = {},
) {
  const rules = Object.fromEntries((options.alsoRules ?? []).map((id) => [id, { enabled: true }]));
  // axe is loaded once per document, not before every check: AxeBuilder evaluates its 550 KB source twice a
  // check (once itself, once to inject it into each frame), about a fifth of a check's CPU, while a journey checks
  // many pages of one document (decision 068). Where the page has axe already, the source it is given is a no-op.
  await animationsSettled(page);
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  // options() first: withTags() adds runOnly to the same object, and an enabled rule runs whatever its tags.
  // resultTypes: only the violations are worked out in full; passes and the rest keep one node each (axe's own
  // speed-up for large pages): about a third less CPU a check here, and the same violations.
  // Legacy mode: axe.run() in the page itself. The default (runPartial, then finishRun) opens a blank page of
  // its own for every check and loads axe into it too, which cost twice the CPU of a check here (probe on
  // /, /login and /how-it-works: 0.35–0.64 s against 0.17–0.30 s, the same violations found on a page with
  // four planted ones). What legacy mode gives up is cross-origin frames, and Stairway's pages have no frames.
  let builder = new AxeBuilder({ page, ...(loaded ? { axeSource: AXE_ALREADY_LOADED } : {}) })
    .setLegacyMode(true)
    .options({ rules, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
