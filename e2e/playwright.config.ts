/**
 * Browser journeys in real Chromium against the built app, served by the real server on a freshly seeded
 * embedded database (a new data folder per run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { consentAcceptedState } from './support/consent';
import { e2eServerDataEnv } from './support/prepare-server-data';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once in the runner process; workers inherit it, so all agree on the data folder.
process.env.STAIRWAY_E2E_DATA_DIR ??= path.join(os.tmpdir(), `stairway-e2e-${Date.now()}`);
const dataDir = process.env.STAIRWAY_E2E_DATA_DIR;
fs.mkdirSync(dataDir, { recursive: true });

/**
 * Journeys that change what every other journey sees (the operators' console turns maintenance mode on and off
 * for the whole service): they run on their own, after all the others.
 */
const GLOBAL_STATE_JOURNEYS = /operators-console\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/test-results',
  // Each journey signs up its own people with unique e-mail addresses, so three run at once (a spec file's
  // journeys stay in order in one worker); E2E_WORKERS=1 runs them one by one. Three, on 2 cores: journeys wait
  // on the network and on pages settling, and with three the CPU was still 12% idle (vmstat). Measured here on
  // 2026-11-30 with other work beside it: 79 journeys in 10.2 min with three (load average about 15), 13.8 min
  // with two (load average up to 16); none failed or needed a retry in either run.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  // A journey that fails runs once more, and passes only if it then passes all through; Playwright lists it as
  // "flaky" in the log. On the CI's shared 2-core machine (load average 10 and more during the journeys) a
  // full-page screenshot has hung for its whole minute once, in a journey that passes alone.
  retries: 1,
  // Three journeys run at once, and the longest take about a minute alone on a quiet machine; on a shared one
  // (load average 10 and more) the longest have taken over 3 minutes, so each has 5.
  timeout: 300_000,
  // Journeys check what a person sees, not how fast (npm run bench measures speed): on CI's shared machine a
  // signed-in page has taken more than 10 s to show its data, so an expectation waits up to 20 s.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // The real providers' server (real-providers.spec.ts) starts in the background while the journeys run.
  globalSetup: path.join(import.meta.dirname, 'support/launch-real-providers.ts'),
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace (DOM snapshots after every action and a screencast) is recorded only when a journey runs again after
    // failing: recording one for every journey and throwing it away when it passed cost about a third of the
    // journeys' CPU (measured 2026-12-01: 5 files, 17 journeys, three workers, runs alternated twice: 209 and
    // 221 CPU-seconds with 'retain-on-failure', 139 and 159 with none). A failure is retried once, so a journey
    // that fails twice leaves the second attempt's trace in e2e/.output/test-results.
    trace: 'on-first-retry',
    // An action whose element never comes fails after a minute with its locator named, not at the end of a
    // long journey's time limit (the operators' console journey once waited 10 minutes for a missing field).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: await findChromium(), args: chromiumArgs },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // "Accept all" already chosen, so the consent banner covers nothing (support/consent.ts; decision 049).
    storageState: consentAcceptedState(`http://localhost:${port}`),
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: GLOBAL_STATE_JOURNEYS },
    {
      name: 'global-state',
      use: { browserName: 'chromium' },
      testMatch: GLOBAL_STATE_JOURNEYS,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // The data folder is prepared first as a deployment would (support/prepare-server-data.ts): the embedded
      // database migrated and seeded with the national sample, and the first operator created the documented
      // way, `npm run ops -- add-operator`, before the server opens the database (its generated password goes to
      // a file the console's journey reads, support/operator.ts). `npm test` has prepared it already, beside the
      // type check, and then this step does nothing.
      command:
        `node --import tsx ${path.join(root, 'e2e/support/prepare-server-data.ts')} && ` +
        `node --import tsx ${path.join(root, 'apps/server/src/main.ts')}`,
      url: `http://localhost:${port}/readyz`,
      // Preparing the folder imports the national sample of 60,000 homes (about 30 s on a quiet 2-core machine;
      // 150 s was seen at load average 12), so the server has 5 minutes to be ready.
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${port}`,
        ...e2eServerDataEnv(dataDir),
        // Every journey's applicant signs up from this machine, most at example.com, so the onboard limits are raised.
        ONBOARD_LIMIT_PER_IP: '10000',
        ONBOARD_LIMIT_PER_DOMAIN: '10000',
        // …and signs in from it (onboard returns no session since decision 031).
        SIGN_IN_LIMIT_PER_IP: '10000',
        // The pipeline viewer of e2e/tests/pipeline.spec.ts (ops add-pipeline-viewer cannot run beside the server).
        PIPELINE_VIEWER_EMAIL: 'investor@stairway.example',
        PIPELINE_VIEWER_PASSWORD: 'e2e pipeline viewer password',
      },
    },
  ],
});
