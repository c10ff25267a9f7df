/**
 * The consent choice in journeys (decision 049). The web app asks on a first visit, with a banner at the foot of the
 * window, and collects nothing until a choice is made. Journeys that are not about consent start with "Accept all"
 * already chosen (playwright.config.ts passes {@link consentAcceptedState} as every context's storage state), so the
 * banner never covers what they click and the in-page analytics recorder (window.__stairwayAnalytics) records as
 * before. e2e/tests/privacy-consent.spec.ts starts with no choice ({@link NO_CHOICE}).
 */

/** The local storage key of the choice (apps/web/src/lib/consent.ts CONSENT_STORAGE_KEY). */
export const CONSENT_STORAGE_KEY = 'stairway.consent';

/** A stored choice, as the web app keeps it (version 1 of the banner's wording). */
export function storedConsent(choice: { analytics: boolean; sessionReplay: boolean }): string {
  return JSON.stringify({ ...choice, decidedAt: '2026-11-29T09:00:00.000Z', version: 1 });
}

/**
 * Storage state with "Accept all" chosen on the app's origin.
 * @param origin the app's origin, e.g. http://localhost:3100
 */
export function consentAcceptedState(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: CONSENT_STORAGE_KEY, value: storedConsent({ analytics: true, sessionReplay: true }) },
        ],
      },
    ],
  };
}

/** Storage state with nothing in it: a first visit, the banner shows. */
export const NO_CHOICE = { cookies: [], origins: [] };
