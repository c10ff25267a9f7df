import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  authorityAtPoint,
  DEFAULT_SAMPLING,
  districtSamplePoints,
  gridStepKm,
  nearestAuthority,
  prepareAuthorityShapes,
  sharesToWeights,
  weightDistrictAuthorities,
} from './authority-geography';

/** A square from (lng0, lat0) to (lng1, lat1), degrees. */
const box = (lng0: number, lat0: number, lng1: number, lat1: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng0, lat0],
      [lng1, lat0],
      [lng1, lat1],
      [lng0, lat1],
      [lng0, lat0],
    ],
  ],
});

// Two authorities side by side at 52° N: West from 0° to 1° E, East from 1° to 2° E; the sea north of 52.5°.
const shapes = prepareAuthorityShapes([
  { code: 'WEST', geometry: box(0, 51.5, 1, 52.5) },
  { code: 'EAST', geometry: box(1, 51.5, 2, 52.5) },
]);

describe('authority geography', () => {
  it('prepares shapes with bounding boxes, one per code', () => {
    const merged = prepareAuthorityShapes([
      { code: 'A', geometry: box(0, 0, 1, 1) },
      { code: 'A', geometry: box(2, 2, 3, 3) },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.parts.map((p) => p.bbox)).toEqual([
      [0, 0, 1, 1],
      [2, 2, 3, 3],
    ]);
  });

  it('finds the authority containing a point, and none in the sea', () => {
    expect(authorityAtPoint(shapes, 52, 0.5)?.code).toBe('WEST');
    expect(authorityAtPoint(shapes, 52, 1.5, shapes[0])?.code).toBe('EAST');
    expect(authorityAtPoint(shapes, 52.6, 1.5)).toBeNull();
  });

  it('finds the nearest boundary of a point in the sea, in km', () => {
    const nearest = nearestAuthority(shapes, 52.55, 1.5);
    expect(nearest?.shape.code).toBe('EAST');
    expect(nearest?.km).toBeCloseTo(0.05 * 110.574, 1);
  });

  it('samples every 0.5 km unless districts are closer, down to 0.1 km', () => {
    expect(gridStepKm(10)).toBe(0.5);
    expect(gridStepKm(1)).toBe(0.2);
    expect(gridStepKm(0.2)).toBe(0.1);
  });

  it('keeps the grid points within the radius and nearer to the district than to its neighbours', () => {
    const district = { outcode: 'A1', lat: 52, lng: 0.5 };
    const alone = districtSamplePoints(district, [], 0.5, 2);
    expect(alone.length).toBeGreaterThan(Math.PI * 16 * 0.9);
    expect(alone.length).toBeLessThan(Math.PI * 16 * 1.1);
    // A neighbour 2 km to the east: the cell ends 1 km east of the centroid.
    const east = { outcode: 'A2', lat: 52, lng: 0.5 + 2 / (111.32 * Math.cos((52 * Math.PI) / 180)) };
    const cut = districtSamplePoints(district, [district, east], 0.5, 2);
    expect(cut.length).toBeLessThan(alone.length);
    expect(Math.max(...cut.map((p) => p.lng))).toBeLessThanOrEqual((0.5 + east.lng) / 2 + 1e-9);
    expect(cut).toContainEqual({ lat: 52, lng: 0.5 });
  });

  it('turns shares into weights: under 10% dropped, renormalised, largest first, summing to 1', () => {
    const weights = sharesToWeights(
      new Map([
        ['A', 60],
        ['B', 35],
        ['C', 5],
      ]),
    );
    expect(weights).toEqual([
      { code: 'A', weight: 0.632 },
      { code: 'B', weight: 0.368 },
    ]);
    expect(sharesToWeights(new Map([['A', 1]]))).toEqual([{ code: 'A', weight: 1 }]);
    expect(sharesToWeights(new Map())).toEqual([]);
    const three = sharesToWeights(
      new Map([
        ['A', 1],
        ['B', 1],
        ['C', 1],
      ]),
    );
    expect(three.reduce((a, w) => a + w.weight, 0)).toBeCloseTo(1, 10);
  });

  it('weights a district by the authorities of its sampled area, or the nearest boundary from the sea', () => {
    const districts = [
      { outcode: 'B1', lat: 52, lng: 1 }, // on the border: half each
      { outcode: 'W1', lat: 52, lng: 0.3 }, // well inside West
      { outcode: 'S1', lat: 52.55, lng: 1.5 }, // a coastal centroid 5.5 km out at sea, alone
      { outcode: 'X1', lat: 53.5, lng: 1.5 }, // 110 km out at sea: none
    ];
    const rows = weightDistrictAuthorities(districts, districts, shapes, DEFAULT_SAMPLING);
    const of = (outcode: string) => rows.filter((r) => r.outcode === outcode);
    expect(
      of('B1')
        .map((r) => r.code)
        .sort(),
    ).toEqual(['EAST', 'WEST']);
    for (const r of of('B1')) expect(r.weight).toBeGreaterThan(0.4);
    expect(of('W1')).toEqual([{ outcode: 'W1', code: 'WEST', weight: 1, method: 'boundary' }]);
    // S1's 6 km circle reaches the land, so it is sampled there.
    expect(of('S1').map((r) => [r.code, r.method])).toEqual([['EAST', 'boundary']]);
    expect(of('X1')).toEqual([]);
    const seaOnly = weightDistrictAuthorities([{ outcode: 'S2', lat: 52.55, lng: 1.5 }], [], shapes, {
      ...DEFAULT_SAMPLING,
      radiusKm: 1,
    });
    expect(seaOnly).toEqual([{ outcode: 'S2', code: 'EAST', weight: 1, method: 'nearest-boundary' }]);
  });
});
