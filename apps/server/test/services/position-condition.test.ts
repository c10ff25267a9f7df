/**
 * The radius search's distance test (services/home-search/position-condition.ts) keeps exactly the homes the
 * haversine alone keeps: random points in the circle's box and points just either side of its edge, around
 * London, Shetland, the equator and the southern hemisphere, for radii of 0.1 to 40 miles, on each database.
 * Also the latitude bands a box names.
 */
import { KM_PER_MILE } from '@stairway/domain/home-search';
import { sql } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flatDistanceRing,
  haversineCondition,
  latitudeBandsOf,
  MAX_LATITUDE_BANDS,
  radiusBox,
  withinRadiusCondition,
} from '../../src/services/home-search/position-condition';
import { createTestEnv, drivers, type TestEnv } from '../helpers';

const CENTRES = [
  { name: 'W2, London', lat: 51.514879, lng: -0.179972 },
  { name: 'ZE1, Lerwick', lat: 60.155, lng: -1.145 },
  { name: 'the equator', lat: 0.2, lng: 10 },
  { name: 'the southern hemisphere', lat: -45.87, lng: 170.5 },
];
const RADII_MILES = [0.1, 3, 40];

/** A repeatable pseudo-random sequence (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('latitudeBandsOf', () => {
  it('names every 0.01° band a box crosses, one more each side, and none for a box taller than the limit', () => {
    expect(latitudeBandsOf(51.4715, 51.5583)).toEqual(Array.from({ length: 11 }, (_, i) => 5146 + i));
    expect(latitudeBandsOf(-0.005, 0.005)).toEqual([-2, -1, 0, 1]);
    expect(latitudeBandsOf(40, 40 + MAX_LATITUDE_BANDS / 100)).toBeNull();
  });
});

describe('flatDistanceRing', () => {
  it('is thin for a radius in London and gives way to the haversine near the poles', () => {
    const ring = flatDistanceRing(51.514879, 3 * KM_PER_MILE * 1000);
    expect(ring).not.toBeNull();
    const widthOfRing = Math.sqrt(ring?.outer2 ?? 0) / Math.sqrt(ring?.inner2 ?? 1) - 1;
    expect(widthOfRing).toBeGreaterThan(0);
    expect(widthOfRing).toBeLessThan(0.005);
    expect(flatDistanceRing(79.5, 40 * KM_PER_MILE * 1000)).toBeNull();
    expect(flatDistanceRing(-88.9, 1000)).toBeNull();
  });
});

describe.each(drivers)('the radius test on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  it.each(CENTRES)('keeps the homes the haversine keeps around $name', async (centre) => {
    const next = random(Math.round(centre.lat * 1000));
    for (const miles of RADII_MILES) {
      const metres = miles * KM_PER_MILE * 1000;
      const circle = { lat: centre.lat, lng: centre.lng, radiusMiles: miles };
      const box = radiusBox(circle);
      const points: Array<[number, number]> = [];
      for (let i = 0; i < 400; i += 1) {
        points.push([
          box.south + next() * (box.north - box.south),
          box.west + next() * (box.east - box.west),
        ]);
        // Just inside or outside the edge, within 0.3% of the radius, at any bearing.
        const edge = computeDestinationPoint(
          { latitude: centre.lat, longitude: centre.lng },
          metres * (1 + (next() - 0.5) * 0.006),
          next() * 360,
        );
        points.push([edge.latitude, edge.longitude]);
      }
      const list = (values: number[]) => sql.raw(`array[${values.join(',')}]::float8[]`);
      const result = await env.db.execute<{ fast: boolean; exact: boolean; n: number }>(sql`
        with listings as (select * from unnest(${list(points.map((p) => p[0]))}, ${list(points.map((p) => p[1]))}) as p(lat, lng))
        select ${withinRadiusCondition(circle)} as fast, ${haversineCondition(circle)} as exact, count(*)::int as n
        from listings group by 1, 2`);
      const disagreeing = result.rows.filter((r) => r.fast !== r.exact);
      expect(disagreeing, `${miles} miles around ${centre.name}`).toEqual([]);
      // Both sides of the edge were tried.
      expect(result.rows.map((r) => r.exact).sort()).toEqual([false, true]);
    }
  });
});
