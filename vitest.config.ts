import { defineConfig } from 'vitest/config';

/**
 * Test projects: the pure domain rules, and the server's API tests through real GraphQL requests against
 * PGlite (and PostgreSQL when DATABASE_URL is set). Browser journeys run with Playwright (e2e/).
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
          include: ['apps/server/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
