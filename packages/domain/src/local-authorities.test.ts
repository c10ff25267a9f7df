import { describe, expect, it } from 'vitest';
import {
  authorityQuartiles,
  bedroomBand,
  mapOutcodesToAuthorities,
  normaliseAuthorityName,
  RENT_INDEX_FACTORS,
  rentIndexFactor2019,
} from './local-authorities';
import { ISLE_OF_WIGHT } from './testing/isle-of-wight';

describe('local authorities', () => {
  it('bands bedrooms as the 2019 table does (studio as 1, 4 or more as 4)', () => {
    expect([0, 1, 2, 3, 4, 7].map(bedroomBand)).toEqual([1, 1, 2, 3, 4, 4]);
  });

  it('falls back to the nearest band with figures (the Isle of Wight has no 4-bedroom rents)', () => {
    expect(authorityQuartiles(ISLE_OF_WIGHT, 'rent', 5)).toEqual({
      quartiles: { lq: 752, median: 800, uq: 873 },
      band: 3,
    });
    expect(authorityQuartiles(ISLE_OF_WIGHT, 'buy', 5)?.band).toBe(4);
  });

  it('uses the Isle of Wight’s own rent index and the national figure elsewhere', () => {
    expect(rentIndexFactor2019('E06000046', 2)).toBe(1.293);
    expect(rentIndexFactor2019('E09000019', 2)).toBe(RENT_INDEX_FACTORS.national2019);
  });

  it('normalises names across the two sources', () => {
    expect(normaliseAuthorityName('City of Kingston-upon-Hull')).toBe('kingston upon hull');
    expect(normaliseAuthorityName('St. Albans')).toBe('st albans');
    expect(normaliseAuthorityName('Bedford Borough')).toBe('bedford');
  });

  it('maps districts by county, by town, and otherwise to the nearest matched district, ignoring namesakes', () => {
    const authorities = [
      { code: 'E06000046', name: 'Isle of Wight' },
      { code: 'E08000035', name: 'Leeds' },
      { code: 'E07000110', name: 'Maidstone' },
      { code: 'E09000019', name: 'Islington' },
      { code: 'E07000008', name: 'Cambridge' },
      { code: 'E09000001', name: 'London' },
    ];
    const matches = mapOutcodesToAuthorities(
      [
        { outcode: 'PO30', town: 'Newport', county: 'Isle Of Wight', lat: 50.69, lng: -1.3 },
        { outcode: 'LS1', town: 'Leeds', county: 'Leeds', lat: 53.8, lng: -1.55 },
        { outcode: 'ME14', town: 'Maidstone', county: 'Kent', lat: 51.28, lng: 0.53 },
        { outcode: 'ME17', town: 'Leeds', county: 'Kent', lat: 51.23, lng: 0.62 },
        { outcode: 'N7', town: 'Islington', county: 'Greater London', lat: 51.55, lng: -0.12 },
        // The post town (Land Registry) names the authority where the outcode table names a village…
        {
          outcode: 'CB1',
          town: 'Fulbourn',
          county: 'Cambridgeshire',
          lat: 52.2,
          lng: 0.14,
          postTown: 'CAMBRIDGE',
        },
        // …but LONDON is every borough's post town, not the City of London.
        {
          outcode: 'N19',
          town: 'Upper Holloway',
          county: 'Greater London',
          lat: 51.56,
          lng: -0.13,
          postTown: 'LONDON',
        },
        // Guernsey is outside the UK regions: no authority.
        { outcode: 'GY1', town: 'St Peter Port', county: 'Guernsey', lat: 49.45, lng: -2.54 },
      ],
      authorities,
    );
    expect(matches).toEqual([
      { outcode: 'CB1', code: 'E07000008', method: 'town' },
      { outcode: 'LS1', code: 'E08000035', method: 'county' },
      { outcode: 'ME14', code: 'E07000110', method: 'town' },
      { outcode: 'ME17', code: 'E07000110', method: 'nearest' },
      { outcode: 'N19', code: 'E09000019', method: 'nearest' },
      { outcode: 'N7', code: 'E09000019', method: 'town' },
      { outcode: 'PO30', code: 'E06000046', method: 'county' },
    ]);
  });
});
