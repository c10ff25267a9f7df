import { describe, expect, it } from 'vitest';
import { pageNameFor } from './page-views';
import { routes } from './router';

describe('pageNameFor (the name a page view is reported under)', () => {
  it('names a page by its route, not by what is in its path', () => {
    expect(pageNameFor(routes, '/')).toBe('/');
    expect(pageNameFor(routes, '/dashboard')).toBe('/dashboard');
    expect(pageNameFor(routes, '/onboard/deposit')).toBe('/onboard/deposit');
    expect(pageNameFor(routes, '/your-application/personal-details/about-you')).toBe(
      '/your-application/personal-details/about-you',
    );
  });

  it('names a page with an id in its path by its route', () => {
    expect(pageNameFor(routes, '/promotions/free-call-with-the-team/terms')).toBe(
      '/promotions/:promotionId/terms',
    );
  });

  it('names the onboarding index by its own path', () => {
    expect(pageNameFor(routes, '/onboard')).toBe('/onboard');
  });

  it('names an unknown path 404, which analytics never reports (spec §9)', () => {
    expect(pageNameFor(routes, '/no-such-page')).toBe('404');
    expect(pageNameFor(routes, '/your-application/nothing-here')).toBe('404');
  });
});
