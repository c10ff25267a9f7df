import { describe, expect, it } from 'vitest';
import {
  bedroomRangeOfFilter,
  homeMatchesFilters,
  homeSearchPageSchema,
  MAX_HOME_PAGE_SIZE,
  propertyTypeOfFilter,
} from './home-search';

describe('propertyTypeOfFilter', () => {
  it('maps spec §9’s type labels to property types, and All to none', () => {
    expect(propertyTypeOfFilter('Semi detached')).toBe('SemiDetached');
    expect(propertyTypeOfFilter('Flat')).toBe('Flat');
    expect(propertyTypeOfFilter('Detached')).toBe('Detached');
    expect(propertyTypeOfFilter('All')).toBeNull();
    expect(propertyTypeOfFilter(undefined)).toBeNull();
  });
});

describe('bedroomRangeOfFilter', () => {
  it('reads Studio as 0, a number as exactly that, 3+ as three or more, All as no limit', () => {
    expect(bedroomRangeOfFilter('Studio')).toEqual({ min: 0, max: 0 });
    expect(bedroomRangeOfFilter('1')).toEqual({ min: 1, max: 1 });
    expect(bedroomRangeOfFilter('2')).toEqual({ min: 2, max: 2 });
    expect(bedroomRangeOfFilter('3+')).toEqual({ min: 3, max: null });
    expect(bedroomRangeOfFilter('All')).toBeNull();
    expect(bedroomRangeOfFilter(undefined)).toBeNull();
  });
});

describe('homeMatchesFilters', () => {
  const home = { askingPrice: 250_000, rent: 1_100, type: 'Flat' as const, bedrooms: 2 };
  it('keeps a home inside every band and filter, and any home without filters', () => {
    expect(homeMatchesFilters(home, {}, null)).toBe(true);
    expect(
      homeMatchesFilters(
        home,
        { minPrice: 250_000, maxPrice: 250_000, minRent: 1_100, maxRent: 1_100, type: 'Flat', bedrooms: '2' },
        250_000,
      ),
    ).toBe(true);
  });
  it('drops a home outside the price or rent band', () => {
    expect(homeMatchesFilters(home, { minPrice: 250_001 }, null)).toBe(false);
    expect(homeMatchesFilters(home, { maxPrice: 249_999 }, null)).toBe(false);
    expect(homeMatchesFilters(home, { minRent: 1_105 }, null)).toBe(false);
    expect(homeMatchesFilters(home, { maxRent: 1_095 }, null)).toBe(false);
  });
  it('drops a home over the budget only when Within my budget is on and there is a budget', () => {
    expect(homeMatchesFilters(home, { withinBudget: true }, 249_999)).toBe(false);
    expect(homeMatchesFilters(home, { withinBudget: false }, 249_999)).toBe(true);
    expect(homeMatchesFilters(home, { withinBudget: true }, null)).toBe(true);
  });
  it('reads spec §9’s type and bedroom filters as the SQL does', () => {
    expect(homeMatchesFilters(home, { type: 'Semi detached' }, null)).toBe(false);
    expect(homeMatchesFilters(home, { bedrooms: '3+' }, null)).toBe(false);
    expect(homeMatchesFilters({ ...home, bedrooms: 5 }, { bedrooms: '3+' }, null)).toBe(true);
    expect(homeMatchesFilters({ ...home, bedrooms: 0 }, { bedrooms: 'Studio' }, null)).toBe(true);
    expect(homeMatchesFilters({ ...home, bedrooms: null }, { bedrooms: 'Studio' }, null)).toBe(false);
    expect(homeMatchesFilters({ ...home, bedrooms: null }, {}, null)).toBe(true);
  });
});

describe('homeSearchPageSchema', () => {
  it('accepts 1 to 50 homes a page and no page at all', () => {
    expect(homeSearchPageSchema.parse({ first: 1 })).toEqual({ first: 1 });
    expect(homeSearchPageSchema.parse({ first: MAX_HOME_PAGE_SIZE, after: 'abc' })).toEqual({
      first: 50,
      after: 'abc',
    });
    expect(homeSearchPageSchema.parse({})).toEqual({});
  });

  it('refuses 0, 51 and fractions, naming first', () => {
    for (const first of [0, 51, 2.5]) {
      const result = homeSearchPageSchema.safeParse({ first });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['first']);
      expect(result.error?.issues[0]?.message).toBe('Ask for 1 to 50 homes a page');
    }
  });

  it('refuses a cursor over 200 characters, naming after', () => {
    const result = homeSearchPageSchema.safeParse({ after: 'x'.repeat(201) });
    expect(result.error?.issues[0]?.path).toEqual(['after']);
  });
});
