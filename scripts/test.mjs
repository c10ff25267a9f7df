#!/usr/bin/env node
/**
 * `npm test`: type checks, then the unit and API tests (Vitest: domain rules, GraphQL through real requests
 * against PGlite, and PostgreSQL when DATABASE_URL is set), then the web app's build and the size of the first
 * load of / and /login (scripts/check-first-load.mjs), then the browser journeys (Playwright in Chromium, on
 * that build, without saving their screenshots unless E2E_SCREENSHOTS=1). Stops at the first failing stage and
 * exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stages = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
  ['Build of the web app', 'npm', ['run', 'build']],
  // Straight after the build, before the long browser journeys: the JavaScript / and /login load before they
  // show, a check that takes a second and so fails fast.
  ['First-load size of / and /login', 'node', ['scripts/check-first-load.mjs']],
  [
    'Browser journeys (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    // Each page is still shown and checked at both sizes; the PNGs are saved only when asked for
    // (E2E_SCREENSHOTS=1 npm test, or npm run test:e2e): nobody looks at them here, and they cost a fifth of
    // the journeys' CPU (e2e/support/screenshots.ts).
    { E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0' },
  ],
];

for (const [name, command, args, env = {}] of stages) {
  console.log(`\n▶ ${name}${process.env.DATABASE_URL ? ' (DATABASE_URL is set: PostgreSQL too)' : ''}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds} s`);
}
