import { describe, expect, it } from 'vitest';
import { findNearbyDistricts } from './districts';

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
