import { describe, expect, it } from 'vitest';
import {
  authorityQuartiles,
  bedroomBand,
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
});
