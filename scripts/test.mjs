#!/usr/bin/env node
/**
 * `npm test`: type checks, then the unit and API tests (Vitest: domain rules, GraphQL through real requests
 * against PGlite, and PostgreSQL when DATABASE_URL is set), then the browser journeys (Playwright in
 * Chromium). Stops at the first failing stage and exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stages = [
  ['Type check', 'npm', ['run', 'typecheck']],
  ['Unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
  ['Browser journeys (Playwright, Chromium)', 'npm', ['run', 'test:e2e']],
];

for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}${process.env.DATABASE_URL ? ' (DATABASE_URL is set: PostgreSQL too)' : ''}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} passed in ${seconds} s`);
}
