/** The saved search the saved-searches component tests share: within 3 miles of Leeds, up to £250,000, 2 bedrooms. */

/** Its criteria as the server answers them (every field of SavedSearchCriteria, with type names). */
export const LEEDS_CRITERIA = {
  __typename: 'SavedSearchCriteria',
  postcodes: null,
  near: { __typename: 'SavedSearchNear', place: 'Leeds', radiusMiles: 3 },
  bounds: null,
  minPrice: null,
  maxPrice: 250_000,
  minRent: null,
  maxRent: null,
  withinBudget: null,
  type: null,
  bedrooms: '2',
  sort: null,
} as const;
