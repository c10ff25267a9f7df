import { describe, expect, it } from 'vitest';
import { districtLabel, dominantPostTown, findNearbyDistricts, formatPostTown } from './districts';

// Centroids from apps/server/seed-data/outcode-centroids.csv.
const SO16 = { outcode: 'SO16', lat: 50.940979, lng: -1.434965, homesCount: 0 };
const candidates = [
  SO16,
  { outcode: 'SO15', lat: 50.918357, lng: -1.438121, homesCount: 0 },
  { outcode: 'SO14', lat: 50.906946, lng: -1.394128, homesCount: 12 },
  { outcode: 'SO51', lat: 51.002621, lng: -1.506892, homesCount: 20 },
  { outcode: 'PO30', lat: 50.679662, lng: -1.348417, homesCount: 20 },
  { outcode: 'M1', lat: 53.478484, lng: -2.23557, homesCount: 20 },
];

describe('findNearbyDistricts', () => {
  it('suggests the nearest districts that have homes, nearest first, with the distance', () => {
    // SO16 → SO14 is 4.8 km, → SO51 8.5 km, → PO30 29.7 km (great circle); SO15 is nearer but has no homes.
    const nearby = findNearbyDistricts([SO16], candidates, 3);
    expect(nearby.map((d) => d.outcode)).toEqual(['SO14', 'SO51', 'PO30']);
    expect(nearby.map((d) => d.distanceKm)).toEqual([4.8, 8.5, 29.7]);
  });

  it('never suggests one of the applicant’s own districts, and measures from the nearest of them', () => {
    const nearby = findNearbyDistricts(
      [SO16, { outcode: 'M1', lat: 53.478484, lng: -2.23557 }],
      candidates,
      2,
    );
    expect(nearby.map((d) => d.outcode)).toEqual(['SO14', 'SO51']);
  });

  it('suggests nothing without a starting district', () => {
    expect(findNearbyDistricts([], candidates)).toEqual([]);
  });
});

describe('district labels', () => {
  it('writes post towns as people do', () => {
    expect(formatPostTown('NEWCASTLE UPON TYNE')).toBe('Newcastle upon Tyne');
    expect(formatPostTown('WESTON-SUPER-MARE')).toBe('Weston-super-Mare');
    expect(formatPostTown("BISHOP'S STORTFORD")).toBe("Bishop's Stortford");
    expect(formatPostTown('LONDON')).toBe('London');
    expect(formatPostTown('ASHBY-DE-LA-ZOUCH')).toBe('Ashby-de-la-Zouch');
  });

  it('takes the post town most addresses carry', () => {
    expect(
      dominantPostTown(
        new Map([
          ['MOLD', 68],
          ['BUCKLEY', 35],
        ]),
      ),
    ).toBe('MOLD');
    expect(dominantPostTown(new Map())).toBeNull();
  });

  it('keeps a locality only when listings confirm it, after the post town', () => {
    const base = { county: 'Greater London', isPostTown: (n: string) => n.toUpperCase() === 'LEEDS' };
    // SE1 was "Camberwell" (SE5's locality): no listing in SE1 says Camberwell.
    expect(
      districtLabel({ ...base, postTown: 'LONDON', locality: 'Camberwell', listingMentions: 0 }),
    ).toEqual({
      label: 'London',
      source: 'post-town',
    });
    expect(
      districtLabel({ ...base, postTown: 'LONDON', locality: 'Camberwell', listingMentions: 6 }),
    ).toEqual({
      label: 'Camberwell, London',
      source: 'post-town',
    });
    // A locality that is a post town of its own would mislead (ME17's village of Leeds).
    expect(
      districtLabel({ ...base, postTown: 'MAIDSTONE', locality: 'Leeds', listingMentions: 3 }).label,
    ).toBe('Maidstone');
    // One name inside the other: the longer.
    expect(
      districtLabel({ ...base, postTown: 'NEWCASTLE', locality: 'Newcastle-under-Lyme', listingMentions: 9 })
        .label,
    ).toBe('Newcastle-under-Lyme');
    // No post town on record: a confirmed locality, else the county, never a street.
    expect(
      districtLabel({
        postTown: null,
        locality: 'Edinburgh',
        county: 'City of Edinburgh',
        listingMentions: 4,
      }),
    ).toEqual({ label: 'Edinburgh', source: 'listings' });
    expect(
      districtLabel({ postTown: null, locality: 'Westminster', county: 'London', listingMentions: 0 }),
    ).toEqual({ label: 'London', source: 'county' });
    expect(
      districtLabel({ postTown: null, locality: '9 Arcadia Close', county: null, listingMentions: 5 }),
    ).toEqual({ label: null, source: null });
  });
});
