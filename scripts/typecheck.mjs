#!/usr/bin/env node
/**
 * `npm run typecheck` after codegen: type checks each workspace (the domain package, the server, the web app and
 * the browser journeys), one at a time, and stops at the first with errors (exit 1).
 *
 * The checker is TypeScript 7.0.2, the native port, installed as the `typescript-native` alias
 * (npm:typescript@7.0.2) and run from its own path: the four projects took 22 s of one core with it and 70 s
 * with TypeScript 5.9 on the same quiet 2-core machine, with the same errors found (none). `typescript` stays
 * 5.9 for what uses its JavaScript API, which 7 no longer has (feature-boundaries.test.ts, GraphQL Code
 * Generator's config loader) and for editors. Both packages name their command `tsc`, so `npx tsc` may run
 * either: use this script. Each project is checked on one thread (`--singleThreaded`): on these machines the
 * other core builds the web app and prepares the journeys' data beside the type check (scripts/test.mjs), and
 * 7's parallel checkers doubled its CPU time for a few seconds less. Decision 078.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');

/** The projects, in order: each tsconfig.json's folder. */
const PROJECTS = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];

for (const project of PROJECTS) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${project}: type errors (TypeScript 7, ${seconds} s)`);
    process.exit(1);
  }
  console.log(`✔ ${project} (${seconds} s)`);
}
