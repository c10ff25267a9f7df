/**
 * The explore page's search in the URL ("a search can be shared and reloaded"): read, written back the same, values the
 * schema refuses left out, defaults not written, and the criteria sent to getHomesSelection.
 */
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { homeSearchQuery } from '@stairway/domain/home-search-query';
import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  countActiveFilters,
  DEFAULT_EXPLORE_FILTERS,
  isWithinBudgetOn,
  readExploreSearch,
  toSearchCriteria,
  writeExploreSearch,
} from './explore-search';
import { amountOptions, PRICE_STEPS, readAmount, setBandEnd } from './filters';

const read = (query: string) => readExploreSearch(new URLSearchParams(query));

describe('readExploreSearch and writeExploreSearch', () => {
  it('reads a radius search with its filters and writes it back the same', () => {
    const query =
      'place=Leeds&radius=3&minPrice=100000&maxPrice=250000&maxRent=1200&budget=any&type=Flat&beds=2&sort=Lowest+price';
    const search = read(query);
    expect(search.where).toEqual({ kind: 'near', near: { place: 'Leeds', radiusMiles: 3 } });
    expect(search.filters).toEqual({
      minPrice: 100_000,
      maxPrice: 250_000,
      minRent: null,
      maxRent: 1200,
      withinBudget: false,
      type: 'Flat',
      bedrooms: '2',
      sort: 'Lowest price',
    });
    const written = writeExploreSearch(new URLSearchParams('view=map'), search);
    expect(written.get('view')).toBe('map');
    expect(readExploreSearch(written)).toEqual(search);
  });

  it('reads a map area before a place, and my areas when neither is there', () => {
    expect(read('area=53.78,-1.6,53.83,-1.5&place=Leeds').where).toEqual({
      kind: 'bounds',
      bounds: { south: 53.78, west: -1.6, north: 53.83, east: -1.5 },
    });
    expect(read('').where).toEqual({ kind: 'areas' });
    expect(read('').filters).toEqual(DEFAULT_EXPLORE_FILTERS);
  });

  it('leaves out what the schema refuses: a negative price, a radius over 40 miles, an area outside the UK, unknown labels', () => {
    const search = read('minPrice=-5&maxPrice=abc&place=Leeds&radius=90&type=Castle&beds=9&sort=Cheapest');
    expect(search.filters).toEqual(DEFAULT_EXPLORE_FILTERS);
    expect(search.where).toEqual({ kind: 'areas' });
    expect(read('area=40,-1,41,0').where).toEqual({ kind: 'areas' });
  });

  it('reads districts (a saved search’s link, the area chips) normalised, and searches them instead of my areas', () => {
    const search = read('districts=ls6,se1&budget=within');
    expect(search.where).toEqual({ kind: 'areas', districts: ['LS6', 'SE1'] });
    expect(writeExploreSearch(new URLSearchParams(), search).toString()).toBe(
      'districts=LS6%2CSE1&budget=within',
    );
    expect(toSearchCriteria(search, ['M1'], 190_000).postcodes).toEqual(['LS6', 'SE1']);
    expect(read('districts=nowhere!').where).toEqual({ kind: 'areas' });
  });

  it('drops a maximum below the minimum', () => {
    expect(read('minPrice=300000&maxPrice=200000').filters.maxPrice).toBeNull();
  });

  it('writes no defaults, and rounds a map area to 5 decimal places', () => {
    const params = writeExploreSearch(new URLSearchParams('place=Leeds&radius=3'), {
      where: { kind: 'bounds', bounds: { south: 53.7812345, west: -1.6, north: 53.83, east: -1.5 } },
      filters: DEFAULT_EXPLORE_FILTERS,
    });
    expect(params.toString()).toBe('area=53.78123%2C-1.6%2C53.83%2C-1.5');
  });
});

describe('toSearchCriteria', () => {
  it('sends the areas, the filters and "within my budget" on by default when there is a budget', () => {
    const search = read('minPrice=100000&type=Semi+detached');
    expect(toSearchCriteria(search, ['LS6', 'SE1'], 190_000)).toEqual({
      postcodes: ['LS6', 'SE1'],
      minPrice: 100_000,
      withinBudget: true,
      type: 'Semi detached',
      sort: 'Most recent',
    });
  });

  it('sends a radius instead of the areas, and no budget filter when it is off or there is no budget', () => {
    expect(toSearchCriteria(read('place=LS6&radius=0.5&budget=any'), ['SE1'], 190_000)).toEqual({
      near: { place: 'LS6', radiusMiles: 0.5 },
      sort: 'Most recent',
    });
    expect(isWithinBudgetOn(read('budget=within').filters, null)).toBe(false);
  });
});

describe('a saved search’s link (the domain’s homeSearchQuery)', () => {
  it('opens the same search on the explore page', () => {
    const saved: HomeSearchCriteriaInput[] = [
      // Without withinBudget the link says budget=any: homes above the budget shown, marked.
      { near: { place: 'Leeds', radiusMiles: 3 }, maxPrice: 250_000, bedrooms: '2' },
      { postcodes: ['LS6', 'SE1'], minRent: 700, type: 'Flat', sort: 'Lowest price', withinBudget: true },
      { bounds: { south: 53.78, west: -1.6, north: 53.83, east: -1.5 }, minPrice: 100_000 },
    ];
    for (const criteria of saved) {
      const search = readExploreSearch(new URLSearchParams(homeSearchQuery(criteria)));
      expect(toSearchCriteria(search, ['M1'], 190_000)).toEqual({ sort: 'Most recent', ...criteria });
    }
  });
});

describe('countActiveFilters and clearedFilters', () => {
  it('counts price, rent, type and bedrooms (not the sort or the budget switch), and clears them', () => {
    const filters = read('minPrice=100000&maxRent=900&beds=Studio&sort=Highest+rent&budget=any').filters;
    expect(countActiveFilters(filters)).toBe(3);
    expect(clearedFilters(filters)).toEqual({
      ...DEFAULT_EXPLORE_FILTERS,
      sort: 'Highest rent',
      withinBudget: false,
    });
  });
});

describe('price options', () => {
  it('run from £50,000 to £1,000,000, "No min" first, the top minimum "£1,000,000+"', () => {
    const min = amountOptions(PRICE_STEPS, 'min');
    expect(min[0]).toEqual({ value: '', label: 'No min' });
    expect(min[1]).toEqual({ value: '50000', label: '£50,000' });
    expect(min.at(-1)).toEqual({ value: '1000000', label: '£1,000,000+' });
    expect(amountOptions(PRICE_STEPS, 'max').at(-1)?.label).toBe('£1,000,000');
    expect(readAmount('')).toBeNull();
    expect(readAmount('250000')).toBe(250_000);
  });

  it('clears the other end when a minimum goes above the maximum, or a maximum below the minimum', () => {
    expect(setBandEnd({ min: 100_000, max: 200_000 }, 'min', 300_000)).toEqual({ min: 300_000, max: null });
    expect(setBandEnd({ min: 100_000, max: 200_000 }, 'max', 90_000)).toEqual({ min: null, max: 90_000 });
    expect(setBandEnd({ min: 100_000, max: null }, 'max', 150_000)).toEqual({ min: 100_000, max: 150_000 });
  });
});
