import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The test files under `folder` that replace a module or a global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv),
 * install fake timers, or start Sentry (SENTRY_DSN: its SDK patches Node's modules for the whole process). The
 * server and web projects share one module graph per worker (`isolate: false`), where a mocked module may already
 * be loaded, unmocked, by an earlier file and a stub may outlive its file; these files run in projects of their
 * own that keep a module graph per file (Vitest's "Per-File Isolation Settings" recipe). Found by reading the
 * files, so a new test that mocks is isolated without a list to edit.
 */
function testsThatMock(folder: string): string[] {
  const calls = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|\bSENTRY_DSN\b/;
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(folder, file))
    .filter((file) => calls.test(fs.readFileSync(file, 'utf8')));
}

const SERVER_TESTS_WITH_MOCKS = testsThatMock('apps/server');
const WEB_TESTS_WITH_MOCKS = testsThatMock('apps/web/src');

/** What every server test file runs with. */
const serverTests = {
  // One graphql instance: Vite would pick graphql's ESM build while Yoga (run by Node) loads the CommonJS one,
  // and `instanceof GraphQLError` would fail, masking every expected error.
  alias: { graphql: require.resolve('graphql') },
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Generous: a test that migrates a fresh embedded database takes about 10 s alone and several times that on
  // a loaded 2-core machine; a real hang still fails.
  testTimeout: 90_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

/** What every web test file runs with. */
const webTests = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'happy-dom',
  setupFiles: ['apps/web/src/testing/setup.ts'],
  // The password strength meter loads the zxcvbn dictionaries on first use: seconds on a loaded machine.
  testTimeout: 20_000,
} as const;

/**
 * Test projects: the pure domain rules; the server's API tests through real GraphQL requests against PGlite
 * (and PostgreSQL when DATABASE_URL is set); and the web app's own logic and components, in happy-dom with
 * Testing Library. Browser journeys run with Playwright (e2e/).
 */
export default defineConfig({
  test: {
    // Three files at a time on these 2-core machines: the API tests against PostgreSQL wait on its server, and
    // with two workers a fifth of the CPU sat idle (vmstat). Measured on 2026-12-01, quiet machine, DATABASE_URL
    // set, one run each: 250 s with two workers, 230 s with three; every test passed in both.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          ...serverTests,
          // Every file in parallel: each has its own copy of the seeded database (PGlite from a dump; on
          // PostgreSQL a database made from a template, test/db/test-databases.ts), so a file that pauses home
          // submissions or changes a setting changes nothing another file sees.
          include: ['apps/server/**/*.test.{ts,tsx}'],
          exclude: SERVER_TESTS_WITH_MOCKS,
          // One module graph per worker, not per file: the server's modules (Yoga, the Pothos schema, Drizzle)
          // are imported once per worker instead of once for each of the 117 files, which was half of the
          // project's time. What a file must not inherit is reset before each (test/per-file-setup.ts).
          isolate: false,
          setupFiles: ['apps/server/test/per-file-setup.ts'],
        },
      },
      {
        test: {
          // The files that replace a module with vi.mock: in a shared module graph the module may already be
          // loaded, unmocked, by an earlier file, so these keep a module graph of their own.
          name: 'server-mocks',
          ...serverTests,
          include: SERVER_TESTS_WITH_MOCKS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          ...webTests,
          exclude: WEB_TESTS_WITH_MOCKS,
          // One module graph and one happy-dom window per worker, not per file: React, Mantine and the app are
          // imported once per worker (the project took 66 s with a graph per file, 17 s without). Testing
          // Library unmounts after each test; testing/setup.ts runs before each file.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          // The web tests that mock a module or a global: a module graph per file (testsThatMock above).
          name: 'web-mocks',
          ...webTests,
          include: WEB_TESTS_WITH_MOCKS,
        },
      },
    ],
  },
});
