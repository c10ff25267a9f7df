/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own
 * browser if installed. With none, it fails with how to install one (never a silent skip).
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for headless Chromium on these machines (stack-recipe.md "Playwright"). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The path of the Chromium to use.
 * @throws Error explaining how to install Chromium when none is found
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return own;
  } catch {
    // Playwright's browser is not installed.
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}
