#!/usr/bin/env node
/**
 * `npm test`: type checks, then the unit and API tests (Vitest: domain rules, GraphQL through real requests
 * against PGlite, and PostgreSQL when DATABASE_URL is set), then the browser journeys (Playwright in Chromium, on
 * the web app's build, without saving their screenshots unless E2E_SCREENSHOTS=1). Stops at the first failing
 * stage and exits non-zero.
 *
 * The type check (scripts/typecheck.mjs) runs on a single CPU core; beside it, on the other core, run the web app's
 * build, the size check of the first load of / and /login (scripts/check-first-load.mjs), and the preparation of
 * the journeys' data folder (e2e/support/prepare-server-data.ts: the 60,000-home import). Their output is shown
 * when they finish, so the two never interleave.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The journeys' data folder, shared by the preparation below and playwright.config.ts (which keeps it when set).
process.env.STAIRWAY_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-e2e-'));

/** @typedef {[name: string, command: string, args: string[], env?: Record<string, string>]} Stage */

/** @type {Stage} */
const typeCheck = ['Type check', 'npm', ['run', 'typecheck']];
/** @type {Stage[]} */
const besideTypeCheck = [
  ['Build of the web app', 'npm', ['run', 'build']],
  // Straight after the build: the JavaScript / and /login load before they show, a check that takes a second.
  ['First-load size of / and /login', 'node', ['scripts/check-first-load.mjs']],
  [
    'Journeys’ data folder (migrated, seeded, first operator)',
    'node',
    ['--import', 'tsx', 'e2e/support/prepare-server-data.ts'],
  ],
];
/** @type {Stage[]} */
const after = [
  ['Unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
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

const suffix = process.env.DATABASE_URL ? ' (DATABASE_URL is set: PostgreSQL too)' : '';

/**
 * Runs one stage to its end.
 * @param {Stage} stage
 * @param {{ quiet?: boolean }} options quiet: keep the output and return it instead of showing it as it comes
 * @returns {Promise<{ name: string, ok: boolean, seconds: string, output: string }>}
 */
function run([name, command, args, env = {}], { quiet = false } = {}) {
  if (!quiet) console.log(`\n▶ ${name}${suffix}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, ok: code === 0, seconds, output });
    });
  });
}

/** Prints a stage's result; stops `npm test` when it failed. */
function report({ name, ok, seconds }) {
  if (!ok) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(1);
  }
  console.log(`✔ ${name} passed in ${seconds} s`);
}

/** The stages beside the type check, in order, each shown whole when it ends; stops at the first that fails. */
async function runBeside() {
  const results = [];
  for (const stage of besideTypeCheck) {
    const result = await run(stage, { quiet: true });
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const [typeCheckResult, besideResults] = await Promise.all([run(typeCheck), runBeside()]);
report(typeCheckResult);
for (const result of besideResults) {
  console.log(`\n▶ ${result.name}${suffix} (beside the type check)`);
  process.stdout.write(result.output);
  report(result);
}
for (const stage of after) report(await run(stage));
