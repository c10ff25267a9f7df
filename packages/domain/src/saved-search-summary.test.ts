import { describe, expect, it } from 'vitest';
import { describeHomeSearch } from './saved-search-summary';

describe('describeHomeSearch (saved searches: one sentence for the page and the e-mails)', () => {
  it('reads a radius search with a price ceiling and bedrooms in one sentence', () => {
    expect(
      describeHomeSearch({ near: { place: 'Leeds', radiusMiles: 3 }, maxPrice: 250_000, bedrooms: '2' }),
    ).toBe('Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms');
  });

  it('says "1 mile", not "1 miles", and keeps a half mile as a number', () => {
    expect(describeHomeSearch({ near: { place: 'LS6', radiusMiles: 1 } })).toBe('Homes within 1 mile of LS6');
    expect(describeHomeSearch({ near: { place: 'LS6', radiusMiles: 0.5 } })).toBe(
      'Homes within 0.5 miles of LS6',
    );
  });

  it('lists districts the en-GB way, upper case, with the type, rent band and budget', () => {
    expect(
      describeHomeSearch({
        postcodes: ['se1', 'SE11', 'SE17'],
        type: 'Flat',
        maxRent: 1200,
        withinBudget: true,
      }),
    ).toBe('Flats in SE1, SE11 and SE17, rent up to £1,200 a month, within my budget');
  });

  it('writes price and rent bands both ways, and a minimum of 0 as no minimum', () => {
    expect(describeHomeSearch({ postcodes: ['M3'], minPrice: 200_000, maxPrice: 300_000 })).toBe(
      'Homes in M3, £200,000 to £300,000',
    );
    expect(describeHomeSearch({ postcodes: ['M3'], minPrice: 200_000 })).toBe('Homes in M3, from £200,000');
    expect(describeHomeSearch({ postcodes: ['M3'], minPrice: 0, maxPrice: 90_000 })).toBe(
      'Homes in M3, up to £90,000',
    );
    expect(describeHomeSearch({ postcodes: ['M3'], minRent: 800, maxRent: 1000 })).toBe(
      'Homes in M3, rent £800 to £1,000 a month',
    );
  });

  it('names a map area, each house type and each bedroom filter; "All" adds nothing; the sort is left out', () => {
    const bounds = { south: 53.7, west: -1.7, north: 53.9, east: -1.4 };
    expect(describeHomeSearch({ bounds, type: 'Semi detached', bedrooms: '3+', sort: 'Lowest price' })).toBe(
      'Semi-detached houses in an area of the map, 3 or more bedrooms',
    );
    expect(describeHomeSearch({ postcodes: ['B1'], type: 'Terraced', bedrooms: 'Studio' })).toBe(
      'Terraced houses in B1, studios',
    );
    expect(describeHomeSearch({ postcodes: ['B1'], type: 'Detached', bedrooms: '1' })).toBe(
      'Detached houses in B1, 1 bedroom',
    );
    expect(describeHomeSearch({ postcodes: ['B1'], type: 'All', bedrooms: 'All', withinBudget: false })).toBe(
      'Homes in B1',
    );
  });

  it('names the radius when a search has both a radius and districts', () => {
    expect(describeHomeSearch({ postcodes: ['LS1'], near: { place: 'Leeds', radiusMiles: 5 } })).toBe(
      'Homes within 5 miles of Leeds',
    );
  });
});
