import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

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
          // Every file in parallel: each has its own copy of the seeded database (PGlite from a dump; on
          // PostgreSQL a database made from a template, test/db/test-databases.ts), so a file that pauses home
          // submissions or changes a setting changes nothing another file sees.
          include: ['apps/server/**/*.test.{ts,tsx}'],
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
