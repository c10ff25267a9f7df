import { beforeEach, describe, expect, it } from 'vitest';
import { analytics } from './analytics';

describe('analytics (the in-page recorder, without PostHog)', () => {
  beforeEach(() => {
    window.__stairwayAnalytics = [];
  });

  it('records a page view with its route and path', () => {
    analytics.page('/promotions/:promotionId/terms', { path: '/promotions/free-call/terms' });
    expect(window.__stairwayAnalytics).toEqual([
      {
        type: 'page',
        name: '/promotions/:promotionId/terms',
        properties: { path: '/promotions/free-call/terms' },
      },
    ]);
  });

  it('never reports the page named 404 (spec §9)', () => {
    analytics.page('404', { path: '/no-such-page' });
    expect(window.__stairwayAnalytics).toEqual([]);
  });

  it('records an action', () => {
    analytics.track('application_submitted');
    expect(window.__stairwayAnalytics).toEqual([{ type: 'track', name: 'application_submitted' }]);
  });
});
