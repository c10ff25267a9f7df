import { describe, expect, it } from 'vitest';
import { exploreHomePath, exploreSearchPath, homeSearchQuery } from './home-search-query';

describe('homeSearchQuery (a saved search opened on the explore page)', () => {
  it('writes a radius search with the explore page keys, the default sort left out', () => {
    expect(
      homeSearchQuery({
        near: { place: 'Leeds', radiusMiles: 3 },
        maxPrice: 250_000,
        bedrooms: '2',
        sort: 'Most recent',
      }),
    ).toBe('place=Leeds&radius=3&maxPrice=250000&budget=any&beds=2');
  });

  it('writes districts, a map area to 5 decimals, rents, the budget switch, type and sort', () => {
    expect(
      homeSearchQuery({
        postcodes: ['se1', 'SE11'],
        minRent: 800,
        withinBudget: true,
        type: 'Semi detached',
        sort: 'Lowest price',
      }),
    ).toBe('districts=SE1%2CSE11&minRent=800&budget=within&type=Semi+detached&sort=Lowest+price');
    expect(homeSearchQuery({ bounds: { south: 53.7000001, west: -1.6, north: 53.9, east: -1.4 } })).toBe(
      'area=53.7%2C-1.6%2C53.9%2C-1.4&budget=any',
    );
  });

  it('makes the explore path', () => {
    expect(exploreSearchPath({ postcodes: ['M3'] })).toBe('/submit-a-home/explore?districts=M3&budget=any');
  });

  it('makes the path of one home of a search, its id encoded', () => {
    expect(exploreHomePath({ near: { place: 'Leeds', radiusMiles: 3 } }, 'rm-169301258')).toBe(
      '/submit-a-home/explore?place=Leeds&radius=3&budget=any&home=rm-169301258',
    );
    expect(exploreHomePath({ postcodes: ['M3'] }, 'a&b')).toBe(
      '/submit-a-home/explore?districts=M3&budget=any&home=a%26b',
    );
  });
});
