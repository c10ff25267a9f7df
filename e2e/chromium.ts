/**
 * Finds a Chromium for the browser tests, in this order:
 *
 * 1. CHROMIUM_PATH, when set (any Chromium or Chrome binary);
 * 2. Chromium's headless shell, from the npm package @sparticuz/chromium (a devDependency of e2e/): the build
 *    Playwright itself prefers for headless runs, without the full browser's window machinery. It is unpacked on
 *    first use into the system's temporary folder (about 200 MB) and used when it starts here, which needs the
 *    system libraries that Debian's `chromium` package brings;
 * 3. /usr/bin/chromium (Debian's package), then /usr/bin/chromium-browser;
 * 4. Playwright's own browser, if installed.
 *
 * Why the shell first (decision 066): the same six journey files took 429 s of wall time and 806 s of CPU with
 * Debian's Chromium 156, and 289 s and 541 s with the shell, on one quiet 2-core machine, one after the other.
 * With none found, it fails with how to install one (never a silent skip).
 */
import { spawnSync } from 'node:child_process';
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
  // No optimising compilers for the pages' JavaScript (V8's Maglev and TurboFan; the interpreter and the baseline
  // compiler stay): a journey's pages live for seconds, and compiling them took about a fifth of the renderers' CPU,
  // on their worker threads, without making their main threads faster. Measured 2026-12-02 on this 2-core machine
  // (six files, 14 journeys, three workers, alternated with runs without it): renderers 85-91 CPU-s against
  // 104-121, Chromium in all 128-138 against 147-170; accessibility-every-route.spec.ts 111 against 171. Only how
  // fast the test browser runs scripts changes, not what a page shows. Flag and value stay one argument.
  '--js-flags=--no-maglev --no-turbofan',
];

/** Whether a browser binary starts here (its shared libraries are found): `--version` answers. */
function starts(binary: string): boolean {
  const result = spawnSync(binary, ['--version'], { stdio: 'ignore', timeout: 30_000 });
  return result.status === 0;
}

/**
 * Unpacks Chromium's headless shell from @sparticuz/chromium (once: later calls find the unpacked binary).
 * @returns its path, or null when the package is missing, cannot unpack, or the binary does not start here
 */
async function headlessShell(): Promise<string | null> {
  try {
    const { default: shell } = await import('@sparticuz/chromium');
    const binary = await shell.executablePath();
    return starts(binary) ? binary : null;
  } catch {
    return null;
  }
}

/**
 * The path of the Chromium to use (see the module's description for the order).
 * @throws Error explaining how to install Chromium when none is found
 */
export async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = await headlessShell();
  if (shell) return shell;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (fs.existsSync(candidate)) return candidate;
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
