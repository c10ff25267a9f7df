import { describe, expect, it } from 'vitest';
import { estimateRent, quantile, type RentComparable, rentFromYield } from './rent-estimate';
import { ISLE_OF_WIGHT } from './testing/isle-of-wight';

/** Islington's 2- and 3-bedroom rows of the 2019 table (E09000019). */
const ISLINGTON = {
  code: 'E09000019',
  name: 'Islington',
  rent: [
    { lq: 1324, median: 1513, uq: 1786 },
    { lq: 1661, median: 1942, uq: 2312 },
    { lq: 2037, median: 2375, uq: 2816 },
    { lq: 2522, median: 2942, uq: 3486 },
  ],
  buy: [null, null, null, null],
};

/** Real 2-bedroom, 1-bathroom flats to let in N7 (Zoopla, September 2020; rentals-london-2020.csv). */
const N7_FLATS: RentComparable[] = [1798, 1625, 1712, 1690, 1733, 1668, 1490, 1650].map((rent) => ({
  outcode: 'N7',
  bedrooms: 2,
  bathrooms: 1,
  type: 'Flat',
  rent,
}));

describe('rent estimate', () => {
  it('interpolates quantiles', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10], 0.25)).toBe(10);
  });

  it('uses the authority’s 2019 rents brought to today where there are no comparables (Isle of Wight)', () => {
    // 2 bedrooms: median £655 × 1.293 (the island's own PIPR series) = £846.9; range 605 and 703 × 1.293.
    expect(
      estimateRent({
        bedrooms: 2,
        bathrooms: 1,
        type: 'Terraced',
        authority: ISLE_OF_WIGHT,
        comparables: [],
      }),
    ).toEqual({ value: 847, low: 782, high: 909, comparables: 0, basis: 'local-authority', matchedOn: '' });
  });

  it('blends the median of comparables with the authority figure, weighing n ÷ (n + 2)', () => {
    // Median of the 8 N7 flats: (1668 + 1690) ÷ 2 = 1679. Islington 2 beds: 1942 × 1.33 = 2582.86.
    // 8/10 × 1679 + 2/10 × 2582.86 = 1859.77.
    const estimate = estimateRent({
      bedrooms: 2,
      bathrooms: 1,
      type: 'Flat',
      authority: ISLINGTON,
      comparables: N7_FLATS,
    });
    expect(estimate).toMatchObject({
      value: 1860,
      comparables: 8,
      basis: 'comparables-and-local-authority',
      matchedOn: '2 bedrooms, 1 bathroom, flats',
    });
    // Range: 0.8 × 1643.75 + 0.2 × 1661 × 1.33 = 1756.8; 0.8 × 1717.25 + 0.2 × 2312 × 1.33 = 1988.8.
    expect(estimate.low).toBe(1757);
    expect(estimate.high).toBe(1989);
  });

  it('drops bathrooms and then the kind of home when too few comparables share them', () => {
    const estimate = estimateRent({
      bedrooms: 2,
      bathrooms: 2,
      type: 'Terraced',
      authority: null,
      comparables: N7_FLATS,
    });
    expect(estimate).toMatchObject({ value: 1679, basis: 'comparables', matchedOn: '2 bedrooms' });
  });

  it('says when there is nothing to go on', () => {
    expect(
      estimateRent({ bedrooms: 2, bathrooms: 1, type: 'Flat', authority: null, comparables: [] }).basis,
    ).toBe('none');
  });
});

describe('rent from the regional yield', () => {
  it('turns a value into a rent with the regional yield where nothing else is known', () => {
    const rent = rentFromYield(
      { value: 240_000, low: 200_000, high: 300_000, comparables: 4, basis: 'comparables', matchedOn: '' },
      5,
    );
    // 240,000 × 5% ÷ 12 = 1,000.
    expect(rent).toEqual({
      value: 1000,
      low: 833,
      high: 1250,
      comparables: 0,
      basis: 'regional-yield',
      matchedOn: '',
    });
  });
});
