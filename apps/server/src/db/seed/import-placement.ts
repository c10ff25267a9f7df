/**
 * Where an imported home is: the known postcode districts in a spatial index (kdbush, searched by geokdbush:
 * nearest-neighbour search in microseconds, not a scan over ~3,000 centroids per row;
 * ../shared/reference/stack-recipe.md item 18), each with the distance from its centroid within which a home
 * is taken as lying in it (districtReachKm, packages/domain/src/listing-feeds.ts).
 */
import { distanceKm, districtReachKm, type LatLng } from '@stairway/domain/listing-feeds';
import { getGrossYieldPercent } from '@stairway/domain/regions';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Db } from '../client';
import { postcodeDistricts } from '../schema';

/** A known postcode district: its centroid (WGS84 degrees) and regional gross yield (percent). */
export type KnownDistrict = { lat: number; lng: number; yieldPercent: number };

/** The known districts, by outcode and in a spatial index. */
export type DistrictIndex = {
  /** The district of an outcode, or undefined when unknown. */
  get(outcode: string): KnownDistrict | undefined;
  /** How far from the district's centroid a home may lie, kilometres (districtReachKm). */
  reachKm(outcode: string): number;
  /**
   * The district whose centroid is nearest to a point, with its distance in kilometres (one decimal place) and
   * its reach; null when there are no districts.
   */
  nearest(
    point: LatLng,
  ): { outcode: string; district: KnownDistrict; distanceKm: number; reachKm: number } | null;
};

/** The indexes made for each map of districts (a test or import passes the same map many times). */
const indexes = new WeakMap<ReadonlyMap<string, KnownDistrict>, DistrictIndex>();

/**
 * Builds (once per map) the spatial index of the districts and each district's reach: the distance to the
 * nearest other centroid, found with the same index, times DISTRICT_REACH_SPACING_FACTOR, at least
 * DISTRICT_REACH_MIN_KM.
 * @param districts the known districts by outcode
 */
export function indexDistricts(districts: ReadonlyMap<string, KnownDistrict>): DistrictIndex {
  const known = indexes.get(districts);
  if (known) return known;
  const list = [...districts];
  const index = new KDBush(Math.max(list.length, 1));
  for (const [, d] of list) index.add(d.lng, d.lat);
  index.finish();
  const reach = new Map<string, number>();
  for (const [outcode, d] of list) {
    // The nearest two: the district itself (or another at the very same centroid) and the next.
    const [, other] = around(index, d.lng, d.lat, 2);
    const neighbour = other === undefined ? undefined : list[other]?.[1];
    reach.set(outcode, districtReachKm(neighbour ? distanceKm(d, neighbour) : 0));
  }
  const made: DistrictIndex = {
    get: (outcode) => districts.get(outcode),
    reachKm: (outcode) => reach.get(outcode) ?? districtReachKm(0),
    nearest(point) {
      if (list.length === 0) return null;
      const [id] = around(index, point.lng, point.lat, 1);
      const entry = id === undefined ? undefined : list[id];
      if (!entry) return null;
      const [outcode, district] = entry;
      return { outcode, district, distanceKm: distanceKm(point, district), reachKm: made.reachKm(outcode) };
    },
  };
  indexes.set(districts, made);
  return made;
}

/**
 * Loads the known postcode districts with their centroid and regional gross yield.
 */
export async function loadDistricts(db: Db): Promise<Map<string, KnownDistrict>> {
  const rows = await db.select().from(postcodeDistricts);
  return new Map(
    rows.map((d) => [d.outcode, { lat: d.lat, lng: d.lng, yieldPercent: getGrossYieldPercent([d.outcode]) }]),
  );
}
