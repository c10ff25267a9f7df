import { exploreSearchPath } from '@stairway/domain/home-search-query';
import { describe, expect, it } from 'vitest';
import { criteriaOf, type SavedSearch } from './use-saved-searches';

// Apollo adds __typename to every object at run time; the generated types leave it out.
const search = {
  __typename: 'SavedSearch',
  id: 'a',
  name: 'Leeds',
  summary: 'Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms',
  alertsEnabled: true,
  createdAt: '2026-11-29T10:00:00Z',
  lastAlertSentAt: null,
  criteria: {
    __typename: 'SavedSearchCriteria',
    postcodes: null,
    near: {
      __typename: 'SavedSearchNear',
      place: 'Leeds',
      radiusMiles: 3,
    },
    bounds: null,
    minPrice: null,
    maxPrice: 250_000,
    minRent: null,
    maxRent: null,
    withinBudget: null,
    type: null,
    bedrooms: '2',
    sort: 'Most recent',
  },
} as SavedSearch;

describe('criteriaOf (a saved search opened on explore)', () => {
  it('drops nulls and type names, so Run search opens explore with the search in its URL', () => {
    expect(criteriaOf(search)).toEqual({
      near: { place: 'Leeds', radiusMiles: 3 },
      maxPrice: 250_000,
      bedrooms: '2',
      sort: 'Most recent',
    });
    expect(exploreSearchPath(criteriaOf(search))).toBe(
      '/submit-a-home/explore?place=Leeds&radius=3&maxPrice=250000&budget=any&beds=2',
    );
  });
});
