/**
 * Analytics (spec §9; decision 049): the in-page recorder without PostHog, and nothing collected before
 * consent: no event recorded and posthog-js not loaded until the person allows analytics (PECR).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  capture: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
  opt_out_capturing: vi.fn(),
  opt_in_capturing: vi.fn(),
}));
const posthogLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('posthog-js', () => {
  posthogLoaded.count += 1;
  return { default: posthog };
});

/** Fresh copies of lib/consent.ts and lib/analytics.ts (their state is per page load). */
async function freshModules() {
  vi.resetModules();
  const consent = await import('./consent');
  const { analytics } = await import('./analytics');
  return { ...consent, analytics };
}

/** Lets pending imports and promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  window.__stairwayAnalytics = [];
  posthogLoaded.count = 0;
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('analytics (the in-page recorder, without PostHog), once allowed', () => {
  it('records a page view with its route and path', async () => {
    const { analytics, saveConsent, ACCEPT_ALL } = await freshModules();
    saveConsent(ACCEPT_ALL);
    analytics.page('/promotions/:promotionId/terms', { path: '/promotions/free-call/terms' });
    expect(window.__stairwayAnalytics).toEqual([
      {
        type: 'page',
        name: '/promotions/:promotionId/terms',
        properties: { path: '/promotions/free-call/terms' },
      },
    ]);
  });

  it('never reports the page named 404 (spec §9)', async () => {
    const { analytics, saveConsent, ACCEPT_ALL } = await freshModules();
    saveConsent(ACCEPT_ALL);
    analytics.page('404', { path: '/no-such-page' });
    expect(window.__stairwayAnalytics).toEqual([]);
  });

  it('records an action', async () => {
    const { analytics, saveConsent, ACCEPT_ALL } = await freshModules();
    saveConsent(ACCEPT_ALL);
    analytics.track('application_submitted');
    expect(window.__stairwayAnalytics).toEqual([{ type: 'track', name: 'application_submitted' }]);
  });
});

describe('analytics before and after consent (decision 049)', () => {
  it('records nothing before a choice, nor after "Reject all", and records once allowed', async () => {
    const { analytics, saveConsent, ACCEPT_ALL, REJECT_ALL } = await freshModules();
    analytics.page('/', { path: '/' });
    analytics.track('welcome_modal_closed');
    analytics.identify('user-1');
    expect(window.__stairwayAnalytics).toEqual([]);
    saveConsent(REJECT_ALL);
    analytics.track('welcome_modal_closed');
    expect(window.__stairwayAnalytics).toEqual([]);
    saveConsent({ analytics: true, sessionReplay: false });
    analytics.track('welcome_modal_closed');
    expect(window.__stairwayAnalytics).toEqual([{ type: 'track', name: 'welcome_modal_closed' }]);
    // Withdrawn: nothing more.
    saveConsent(REJECT_ALL);
    analytics.track('application_submitted');
    expect(window.__stairwayAnalytics).toHaveLength(1);
    saveConsent(ACCEPT_ALL);
    analytics.track('application_submitted');
    expect(window.__stairwayAnalytics).toHaveLength(2);
  });

  it('starts at once from a choice kept in the browser by an earlier visit', async () => {
    window.localStorage.setItem(
      'stairway.consent',
      JSON.stringify({
        analytics: true,
        sessionReplay: false,
        decidedAt: '2026-11-29T08:00:00Z',
        version: 1,
      }),
    );
    const { analytics } = await freshModules();
    analytics.track('x');
    expect(window.__stairwayAnalytics).toEqual([{ type: 'track', name: 'x' }]);
  });

  it('with VITE_POSTHOG_KEY, does not load posthog-js before consent, and loads and uses it after', async () => {
    vi.stubEnv('VITE_POSTHOG_KEY', 'phc_test');
    const { analytics, saveConsent, REJECT_ALL, ACCEPT_ALL } = await freshModules();
    analytics.page('/', { path: '/' });
    await settle();
    expect(posthogLoaded.count).toBe(0);
    expect(posthog.init).not.toHaveBeenCalled();
    saveConsent(REJECT_ALL);
    await settle();
    expect(posthogLoaded.count).toBe(0);
    saveConsent(ACCEPT_ALL);
    await vi.waitFor(() => expect(posthog.init).toHaveBeenCalledWith('phc_test', expect.any(Object)));
    await settle();
    analytics.track('application_submitted');
    expect(posthog.capture).toHaveBeenCalledWith('application_submitted', undefined);
    // The in-page recorder is not used alongside PostHog.
    expect(window.__stairwayAnalytics).toEqual([]);
    // Withdrawn: PostHog stops capturing and forgets the identity; no more events reach it.
    saveConsent(REJECT_ALL);
    await settle();
    expect(posthog.opt_out_capturing).toHaveBeenCalled();
    analytics.track('after');
    expect(posthog.capture).toHaveBeenCalledTimes(1);
  });
});
