/**
 * Playwright's globalSetup (playwright.config.ts): launches the real providers' server in the background
 * (support/real-providers-server.ts) and returns its teardown. The journey real-providers.spec.ts waits for it.
 */
import { launchRealProvidersServer } from './real-providers-server';

/** Launches the server without waiting for it; Playwright calls the returned function when the run ends. */
export default function launchRealProviders(): () => Promise<void> {
  return launchRealProvidersServer();
}
