import { describe, expect, it } from 'vitest';
import { reconcileCentroids } from './district-centroids';

/** A point `east` km east and `north` km north of 52° N 0° E. */
const at = (east: number, north: number) => ({
  lat: 52 + north / 111.2,
  lng: east / (111.2 * Math.cos((52 * Math.PI) / 180)),
});

describe('district centroids', () => {
  const primary = [
    { outcode: 'A1', ...at(0, 0) },
    { outcode: 'A2', ...at(1, 0) }, // a city district 1 km from A1
    { outcode: 'B1', ...at(30, 0) },
    { outcode: 'B2', ...at(40, 0) }, // a country district 10 km from B1
    { outcode: 'A1P', ...at(0.5, 0.5) }, // non-geographic: not in the check table
  ];

  it('keeps points that agree, takes the check table’s where they disagree by more than the district measures', () => {
    const check = new Map([
      ['A1', at(0.5, 0)], // 0.5 km apart, within 2 × 1 km: kept
      ['A2', at(1, 2.5)], // 2.5 km apart in a city (neighbour 1 km away): replaced
      ['B1', at(30, 4)], // 4 km apart in the country (neighbour 10 km away, so up to 5 km): kept
      ['B2', at(40, 6)], // 6 km apart: replaced
    ]);
    const result = reconcileCentroids(primary, check);
    expect(result.replaced.map((r) => r.outcode)).toEqual(['A2', 'B2']);
    expect(result.replaced[0]?.km).toBeCloseTo(2.5, 1);
    const a2 = result.centroids.find((d) => d.outcode === 'A2');
    expect(a2?.lat).toBeCloseTo(at(1, 2.5).lat, 10);
    expect(result.centroids.find((d) => d.outcode === 'A1')).toEqual(primary[0]);
  });

  it('lets only the districts of the check table bound the others', () => {
    const check = new Map(primary.filter((d) => d.outcode !== 'A1P').map((d) => [d.outcode, d]));
    const result = reconcileCentroids(primary, check);
    expect(result.centroids).toHaveLength(5);
    expect(result.bounding.map((d) => d.outcode)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect(result.replaced).toEqual([]);
  });
});
