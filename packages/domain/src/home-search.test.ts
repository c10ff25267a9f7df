import { describe, expect, it } from 'vitest';
import {
  bedroomRangeOfFilter,
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
