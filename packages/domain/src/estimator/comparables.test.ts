import { describe, expect, it } from 'vitest';
import { buildComparablePool, findComparables, similarity } from './comparables';
import { neutralHedonic } from './hedonic';
import type { ComparableSettings, EstimateQuery, Observation } from './types';

const settings: ComparableSettings = { neighbours: 10, bandwidthKm: 2, maxDistanceKm: 6, priorWeight: 5 };

/** Stratford (E15), Plaistow (E13, about 2 km) and Ilford (IG1, about 5 km away), district centroids. */
const E15 = { outcode: 'E15', lat: 51.5423, lng: 0.0026 };
const E13 = { outcode: 'E13', lat: 51.5275, lng: 0.0266 };
const IG1 = { outcode: 'IG1', lat: 51.5587, lng: 0.0728 };

const row = (id: string, at: typeof E15, over: Partial<Observation> = {}): Observation => ({
  id,
  ...at,
  sector: null,
  bedrooms: 2,
  bathrooms: 1,
  type: 'Flat',
  amount: 1500,
  month: '2020-09',
  ...over,
});

const query: EstimateQuery = {
  ...E15,
  sector: null,
  bedrooms: 2,
  bathrooms: 1,
  type: 'Flat',
  month: '2020-09',
};

describe('findComparables', () => {
  it('weighs nearer comparables more and leaves out those beyond the furthest distance', () => {
    const pool = buildComparablePool([row('a', E15), row('b', E13), row('c', IG1)], 'rent');
    const found = findComparables(pool, query, { ...settings, maxDistanceKm: 4 }, neutralHedonic());
    expect(found.comparables.map((c) => c.observation.id)).toEqual(['a', 'b']);
    const [a, b] = found.comparables;
    expect(a?.distanceKm).toBe(0);
    expect(b?.distanceKm).toBeGreaterThan(1);
    expect(a?.weight).toBeGreaterThan(b?.weight as number);
    expect(b?.weight).toBeCloseTo(Math.exp(-(((b?.distanceKm as number) / 2) ** 2)), 9);
    expect(found.nEff).toBeGreaterThan(1);
    expect(found.nEff).toBeLessThan(2);
  });

  it('puts the same sector first and other sectors of the district at least 1.5 km away', () => {
    const pool = buildComparablePool(
      [row('same', E15, { sector: 'E15 1' }), row('other', E15, { sector: 'E15 4' })],
      'value',
    );
    const found = findComparables(pool, { ...query, sector: 'E15 1' }, settings, neutralHedonic());
    expect(found.comparables.map((c) => [c.observation.id, c.distanceKm, c.placeKm])).toEqual([
      ['same', 0, 0],
      ['other', 1.5, 0],
    ]);
  });

  it("with otherDistrictKm, weighs a row of the home's district above an equally close one of another", () => {
    // E20's rows stand on E15's centroid: the same centroid distance (0 km) as the home's own district.
    const E20 = { ...E15, outcode: 'E20' };
    const pool = buildComparablePool([row('own', E15), row('next', E20), row('near', E13)], 'rent');
    const plain = findComparables(pool, query, settings, neutralHedonic());
    expect(plain.comparables.map((c) => [c.observation.id, c.distanceKm])).toEqual([
      ['next', 0],
      ['own', 0],
      ['near', expect.any(Number)],
    ]);
    const nearKm = plain.comparables[2]?.distanceKm as number;
    expect(nearKm).toBeGreaterThan(1.5);
    const floored = findComparables(pool, query, { ...settings, otherDistrictKm: 1.5 }, neutralHedonic());
    expect(floored.comparables.map((c) => [c.observation.id, c.distanceKm, c.placeKm])).toEqual([
      ['own', 0, 0],
      ['next', 1.5, 0],
      ['near', nearKm, nearKm],
    ]);
    const [own, next] = floored.comparables;
    expect(next?.weight).toBeCloseTo(Math.exp(-((1.5 / 2) ** 2)), 9);
    expect(own?.weight).toBeGreaterThan(next?.weight as number);
    // Other districts count as 3 km, beyond a furthest distance of 2 km: only the home's district is left.
    const far = { ...settings, maxDistanceKm: 2, otherDistrictKm: 3 };
    expect(
      findComparables(pool, query, far, neutralHedonic()).comparables.map((c) => c.observation.id),
    ).toEqual(['own']);
  });

  it('reads settings without otherDistrictKm (model files written before it) as 0', () => {
    const pool = buildComparablePool([row('own', E15), row('near', E13)], 'rent');
    const old = JSON.parse('{"neighbours":10,"bandwidthKm":2,"maxDistanceKm":6,"priorWeight":5}');
    expect(findComparables(pool, query, old, neutralHedonic())).toEqual(
      findComparables(pool, query, { ...old, otherDistrictKm: 0 }, neutralHedonic()),
    );
  });

  it('weighs the same type and bedrooms more, and adjusts amounts by the hedonic and the index', () => {
    const c = { ...neutralHedonic(), bedrooms: [-0.6, -0.3, 0, 0.3, 0.5, 0.6, 0.7] };
    const pool = buildComparablePool(
      [row('flat3', E15, { bedrooms: 3 }), row('house2', E15, { type: 'Detached' })],
      'rent',
    );
    expect(similarity(query, pool.byDistrict.get('E15')?.[1] as Observation)).toBe(0.2);
    const found = findComparables(pool, { ...query, month: '2025-07' }, settings, c);
    const flat3 = found.comparables.find((x) => x.observation.id === 'flat3');
    // 3 → 2 bedrooms: × exp(−0.3); September 2020 → July 2025: × 1.30 (ONS PIPR, indices.ts).
    expect(flat3?.adjusted).toBeCloseTo(1500 * Math.exp(-0.3) * 1.3, 6);
    expect(found.comparables[0]?.observation.id).toBe('flat3');
  });

  it('counts far comparables for less than one each in n_eff', () => {
    const far = Array.from({ length: 10 }, (_, i) => row(`far${i}`, E13));
    const found = findComparables(
      buildComparablePool(far, 'rent'),
      query,
      { ...settings, bandwidthKm: 1 },
      neutralHedonic(),
    );
    expect(found.comparables).toHaveLength(10);
    const w = found.comparables[0]?.weight as number;
    expect(found.nEff).toBeCloseTo(10 * w, 9);
    expect(found.nEff).toBeLessThan(1);
  });

  it('leaves out excluded ids and keeps at most `neighbours`', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`r${i}`, E15));
    const pool = buildComparablePool(rows, 'rent');
    const found = findComparables(pool, query, settings, neutralHedonic(), {
      excludeIds: new Set(['r0', 'r1']),
    });
    expect(found.comparables).toHaveLength(10);
    expect(found.comparables.some((c) => c.observation.id === 'r0')).toBe(false);
    expect(found.nEff).toBeCloseTo(10, 9);
    expect(findComparables(buildComparablePool([], 'rent'), query, settings, neutralHedonic())).toEqual({
      comparables: [],
      nEff: 0,
    });
  });
});
