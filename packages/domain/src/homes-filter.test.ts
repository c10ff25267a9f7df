import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOME_FILTERS,
  filterAndSortHomes,
  getRentSliderBounds,
  getRentSliderStops,
  getRentStopIndex,
  getSliderPageStep,
  type HomeForFilter,
} from './homes-filter';

type Home = HomeForFilter & { id: string };

const homes: Home[] = [
  {
    id: 'a',
    askingPrice: 200_000,
    rent: 950,
    bedrooms: 2,
    type: 'Terraced',
    listedAt: '2025-12-01T10:00:00Z',
  },
  { id: 'b', askingPrice: 150_000, rent: 700, bedrooms: 0, type: 'Flat', listedAt: '2025-12-03T10:00:00Z' },
  { id: 'c', askingPrice: 320_000, rent: 1400, bedrooms: 3, type: 'SemiDetached', listedAt: null },
  {
    id: 'd',
    askingPrice: 450_000,
    rent: 2100,
    bedrooms: 4,
    type: 'Detached',
    listedAt: new Date('2025-12-02'),
  },
  { id: 'e', askingPrice: 180_000, rent: 700, bedrooms: 1, type: 'Flat', listedAt: '2025-11-30T10:00:00Z' },
  { id: 'f', askingPrice: 90_000, rent: 450, bedrooms: null, type: 'Other' },
];

const ids = (list: Home[]) => list.map((home) => home.id);
const all = { ...DEFAULT_HOME_FILTERS, rentRange: [0, 10_000] as const };

describe('DEFAULT_HOME_FILTERS (spec §5, §9: "default range 0-2000")', () => {
  it('shows every type and bedroom count renting £0 to £2,000 a month, the most recent first', () => {
    // d rents at 2,100, above the default range; f has no bedroom count and no date (last).
    expect(ids(filterAndSortHomes(homes, DEFAULT_HOME_FILTERS))).toEqual(['b', 'a', 'e', 'c', 'f']);
  });

  it('includes a home at exactly £0 and at exactly £2,000', () => {
    const edges: Home[] = [
      { id: 'zero', askingPrice: 1, rent: 0, bedrooms: 1, type: 'Flat' },
      { id: 'top', askingPrice: 1, rent: 2000, bedrooms: 1, type: 'Flat' },
      { id: 'over', askingPrice: 1, rent: 2001, bedrooms: 1, type: 'Flat' },
    ];
    expect(ids(filterAndSortHomes(edges, DEFAULT_HOME_FILTERS))).toEqual(['zero', 'top']);
  });
});

describe('filterAndSortHomes: filters (spec §9)', () => {
  it('filters by type, "Semi detached" matching SemiDetached', () => {
    expect(ids(filterAndSortHomes(homes, { ...all, type: 'Flat' }))).toEqual(['b', 'e']);
    expect(ids(filterAndSortHomes(homes, { ...all, type: 'Semi detached' }))).toEqual(['c']);
    expect(ids(filterAndSortHomes(homes, { ...all, type: 'Terraced' }))).toEqual(['a']);
    expect(ids(filterAndSortHomes(homes, { ...all, type: 'Detached' }))).toEqual(['d']);
    expect(filterAndSortHomes(homes, { ...all, type: 'All' })).toHaveLength(6);
  });

  it('filters by bedrooms: Studio is 0, 3+ is three or more', () => {
    expect(ids(filterAndSortHomes(homes, { ...all, bedrooms: 'Studio' }))).toEqual(['b']);
    expect(ids(filterAndSortHomes(homes, { ...all, bedrooms: '1' }))).toEqual(['e']);
    expect(ids(filterAndSortHomes(homes, { ...all, bedrooms: '2' }))).toEqual(['a']);
    expect(ids(filterAndSortHomes(homes, { ...all, bedrooms: '3+' }))).toEqual(['d', 'c']);
  });

  it('filters by rent with both ends included', () => {
    expect(ids(filterAndSortHomes(homes, { ...all, rentRange: [700, 950] }))).toEqual(['b', 'a', 'e']);
    expect(ids(filterAndSortHomes(homes, { ...all, rentRange: [701, 949] }))).toEqual([]);
    expect(ids(filterAndSortHomes(homes, { ...all, rentRange: [950, 700] }))).toEqual(['b', 'a', 'e']);
  });

  it('combines the filters', () => {
    expect(
      ids(filterAndSortHomes(homes, { ...all, type: 'Flat', bedrooms: '1', rentRange: [0, 800] })),
    ).toEqual(['e']);
  });

  it('does not change the input', () => {
    const copy = [...homes];
    filterAndSortHomes(homes, { ...all, sort: 'Lowest price' });
    expect(homes).toEqual(copy);
  });
});

describe('filterAndSortHomes: sort (spec §9)', () => {
  it('puts the most recent first and undated homes last', () => {
    expect(ids(filterAndSortHomes(homes, all))).toEqual(['b', 'd', 'a', 'e', 'c', 'f']);
  });

  it('sorts by rent and by price', () => {
    expect(ids(filterAndSortHomes(homes, { ...all, sort: 'Highest rent' }))).toEqual([
      'd',
      'c',
      'a',
      'b',
      'e',
      'f',
    ]);
    expect(ids(filterAndSortHomes(homes, { ...all, sort: 'Lowest rent' }))).toEqual([
      'f',
      'b',
      'e',
      'a',
      'c',
      'd',
    ]);
    expect(ids(filterAndSortHomes(homes, { ...all, sort: 'Highest price' }))).toEqual([
      'd',
      'c',
      'a',
      'e',
      'b',
      'f',
    ]);
    expect(ids(filterAndSortHomes(homes, { ...all, sort: 'Lowest price' }))).toEqual([
      'f',
      'b',
      'e',
      'a',
      'c',
      'd',
    ]);
  });

  it('is stable for equal keys', () => {
    // b and e both rent at 700: input order kept in both directions.
    const lowest = ids(filterAndSortHomes(homes, { ...all, sort: 'Lowest rent' }));
    expect(lowest.indexOf('b')).toBeLessThan(lowest.indexOf('e'));
    const highest = ids(filterAndSortHomes(homes, { ...all, sort: 'Highest rent' }));
    expect(highest.indexOf('b')).toBeLessThan(highest.indexOf('e'));
    const undated: Home[] = [
      { id: 'x', askingPrice: 1, rent: 1, bedrooms: 1, type: 'Flat' },
      { id: 'y', askingPrice: 1, rent: 1, bedrooms: 1, type: 'Flat', listedAt: 'not a date' },
      { id: 'z', askingPrice: 1, rent: 1, bedrooms: 1, type: 'Flat', listedAt: null },
    ];
    expect(ids(filterAndSortHomes(undated, all))).toEqual(['x', 'y', 'z']);
  });
});

describe('getRentSliderBounds (spec §5: "resets to (minimum of loaded listings minus 100) to (maximum plus 100)")', () => {
  it('pads the loaded rents by 100 each side', () => {
    // Cheapest 700 − 100 = 600; dearest 1,400 + 100 = 1,500.
    expect(getRentSliderBounds([{ rent: 700 }, { rent: 950 }, { rent: 1400 }])).toEqual([600, 1500]);
  });

  it('does not round the bounds outwards (issue 9 item 14: a cheapest rent of £623 gave £520)', () => {
    // 623 − 100 = 523; 1,401 + 100 = 1,501. 967 − 100 = 867; 1,067.
    expect(getRentSliderBounds([{ rent: 623 }, { rent: 1401 }])).toEqual([523, 1501]);
    expect(getRentSliderBounds([{ rent: 967 }])).toEqual([867, 1067]);
  });

  it('never goes below 0', () => {
    expect(getRentSliderBounds([{ rent: 40 }, { rent: 500 }])).toEqual([0, 600]);
    expect(getRentSliderBounds([{ rent: 100 }])).toEqual([0, 200]);
  });

  it('uses the default range without homes', () => {
    expect(getRentSliderBounds([])).toEqual([0, 2000]);
    expect(getRentSliderBounds([{ rent: Number.NaN }])).toEqual([0, 2000]);
  });

  it('handles tens of thousands of homes', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => ({ rent: 300 + (i % 3000) }));
    expect(getRentSliderBounds(many)).toEqual([200, 3399]);
  });
});

describe('getRentSliderStops (the handles keep the step of 5 without rounding the bounds)', () => {
  it('starts and ends at the exact bounds, with every £5 in between', () => {
    // Rents 623 and 700: bounds 523 to 800; then 530, 535, …, 795 (at least £5 from each end).
    const stops = getRentSliderStops([{ rent: 623 }, { rent: 700 }]);
    expect(stops[0]).toBe(523);
    expect(stops[1]).toBe(530);
    expect(stops.at(-2)).toBe(795);
    expect(stops.at(-1)).toBe(800);
    expect(stops).toHaveLength(2 + (795 - 530) / 5 + 1);
    for (let i = 1; i < stops.length; i += 1) expect(stops[i]! - stops[i - 1]!).toBeGreaterThanOrEqual(5);
  });

  it('gives an outlier 10% of the track rather than 85% (Q3 + 3 × IQR)', () => {
    // Rents 600, 700, 800, 900, 1,000 and one at 8,300 (a £2m flat). Q1 = 725, Q3 = 975, IQR = 250:
    // fence 975 + 750 = 1,725. Bounds 500 to 8,400. £5 positions from 500 to 1,725: 1 + 245 = 246; the
    // tail then gets ceil(246 × 0.1 / 0.9) = 28 positions, the last being 8,400.
    const homes = [600, 700, 800, 900, 1000, 8300].map((rent) => ({ rent }));
    const stops = getRentSliderStops(homes);
    expect(stops[0]).toBe(500);
    expect(stops.indexOf(1725)).toBe(245);
    expect(stops.at(-1)).toBe(8400);
    expect(stops).toHaveLength(246 + 28);
    // The dearest normal rent (1,000) sits at about 37% of the track, not 6% as on a linear one.
    expect(stops.indexOf(1000) / (stops.length - 1)).toBeCloseTo(0.366, 2);
    for (const stop of stops.slice(1, -1)) expect(stop % 5).toBe(0);
  });

  it('keeps a plain £5 track when no rent is an outlier', () => {
    const stops = getRentSliderStops([600, 700, 800, 900, 1000].map((rent) => ({ rent })));
    expect(stops).toHaveLength((1100 - 500) / 5 + 1);
  });

  it('uses the default range 0 to 2,000 without homes', () => {
    const stops = getRentSliderStops([]);
    expect([stops[0], stops[1], stops.at(-1), stops.length]).toEqual([0, 5, 2000, 401]);
  });
});

describe('getRentStopIndex', () => {
  const stops = [523, 530, 535, 540, 545];
  it('puts the lower handle at or below the rent and the upper at or above it', () => {
    expect(getRentStopIndex(stops, 532, 'from')).toBe(1);
    expect(getRentStopIndex(stops, 532, 'to')).toBe(2);
    expect(getRentStopIndex(stops, 535, 'to')).toBe(2);
    expect(getRentStopIndex(stops, 0, 'from')).toBe(0);
    expect(getRentStopIndex(stops, 9999, 'to')).toBe(4);
  });
});

describe('getSliderPageStep', () => {
  it('moves a tenth of the track, at least one position', () => {
    expect(getSliderPageStep(1400)).toBe(140);
    expect(getSliderPageStep(5)).toBe(1);
  });
});
