import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The server's tests that switch maintenance mode on (home submissions paused) in the shared database, for a
 * moment, before switching it back: run by the `server-sequential` project, after all the others. The bad-input
 * suite is one: `false` is among the values it tries for setMaintenanceMode's submitHomeEnabled.
 */
const PAUSES_HOME_SUBMISSIONS = [
  'apps/server/test/api/operators.test.ts',
  'apps/server/test/api/home-submissions.test.ts',
  'apps/server/test/security/bad-input.test.ts',
  // Makes identity checks optional (skipIdv) in the whole database for a moment, which changes every file's steps.
  'apps/server/test/api/skip-idv-setting.test.ts',
  // Two servers on one PostgreSQL (decision 062): switches maintenance on A to see it on B, and imports a home.
  'apps/server/test/api/several-servers.test.ts',
];

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

/**
 * Test projects: the pure domain rules; the server's API tests through real GraphQL requests against PGlite
 * (and PostgreSQL when DATABASE_URL is set); and the web app's own logic and components, in happy-dom with
 * Testing Library. Browser journeys run with Playwright (e2e/).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
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
          include: ['apps/server/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PAUSES_HOME_SUBMISSIONS],
        },
      },
      {
        test: {
          // After every other file, one file at a time: these pause home submissions for a moment in the
          // PostgreSQL test database, which every file shares, and any file creating a submission meanwhile
          // was refused ("Submitting homes is paused") and failed.
          name: 'server-sequential',
          ...serverTests,
          include: PAUSES_HOME_SUBMISSIONS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // The password strength meter loads the zxcvbn dictionaries on first use: seconds on a loaded machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
