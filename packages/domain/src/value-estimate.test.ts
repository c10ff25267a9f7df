import { describe, expect, it } from 'vitest';
import { ISLE_OF_WIGHT } from './testing/isle-of-wight';
import { estimateValue, type ValueComparable } from './value-estimate';

/** Real for-sale listings (Rightmove, 11 December 2025): 3-bedroom homes in one district. */
const LISTINGS: ValueComparable[] = [
  { bedrooms: 3, type: 'SemiDetached', price: 250000 },
  { bedrooms: 3, type: 'SemiDetached', price: 275000 },
  { bedrooms: 3, type: 'SemiDetached', price: 300000 },
  { bedrooms: 3, type: 'Detached', price: 425000 },
  { bedrooms: 3, type: 'Terraced', price: 210000 },
  { bedrooms: 2, type: 'Flat', price: 150000 },
];

describe('value estimate', () => {
  it('takes the median of comparables with the same bedrooms and type, with their quartiles as the range', () => {
    expect(
      estimateValue({
        bedrooms: 3,
        type: 'SemiDetached',
        comparables: LISTINGS,
        authority: null,
        landRegistry: null,
      }),
    ).toEqual({
      value: 275000,
      low: 262500,
      high: 287500,
      comparables: 3,
      basis: 'comparables',
      matchedOn: '3 bedrooms, same type',
    });
  });

  it('widens to the kind of home, then to all homes with the bedrooms', () => {
    const terraced = estimateValue({
      bedrooms: 3,
      type: 'Terraced',
      comparables: LISTINGS,
      authority: null,
      landRegistry: null,
    });
    expect(terraced).toMatchObject({ value: 275000, comparables: 5, matchedOn: '3 bedrooms, houses' });
  });

  it('falls back to the authority’s 2019 prices × the price index × how dear the district is', () => {
    // 2 bedrooms on the Isle of Wight: £162,500 × 1.16 × (250,000 ÷ 240,000) = £196,354 → £196,000.
    expect(
      estimateValue({
        bedrooms: 2,
        type: 'Flat',
        comparables: [],
        authority: ISLE_OF_WIGHT,
        landRegistry: { districtMedian: 250000, authorityMedian: 240000 },
      }),
    ).toMatchObject({ value: 196000, basis: 'local-authority', comparables: 0 });
  });
});
