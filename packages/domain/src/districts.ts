/**
 * Postcode districts near the applicant's own (issue 9 item 2: most districts have no homes in the bundled
 * data, so the explore page suggests the nearest districts that do). Distances are great-circle distances
 * between district centroids (apps/server/seed-data/DATA.md, outcode-centroids.csv), worked out by geolib.
 */
import { getDistance } from 'geolib';

/** A postcode district with its centroid (WGS84 degrees) and the homes for sale in it. */
export type DistrictPoint = { outcode: string; lat: number; lng: number; homesCount: number };

/** How many nearby districts the explore page suggests by default. */
export const NEARBY_DISTRICTS_LIMIT = 3;

/**
 * The districts with homes nearest to any of the given districts, nearest first.
 *
 * @param origins the applicant's districts with their centroids (those without a known centroid are left
 *   out by the caller)
 * @param candidates every district the service knows; only those with homes (`homesCount` > 0) and not
 *   among the origins are suggested
 * @param limit most districts to return (at least 1)
 * @returns up to `limit` districts, each with `distanceKm` (to the nearest origin, kilometres to one
 *   decimal place); empty without origins. Ties keep the outcode order.
 */
export function findNearbyDistricts<T extends DistrictPoint>(
  origins: readonly Pick<DistrictPoint, 'outcode' | 'lat' | 'lng'>[],
  candidates: readonly T[],
  limit: number = NEARBY_DISTRICTS_LIMIT,
): Array<T & { distanceKm: number }> {
  if (origins.length === 0) return [];
  const own = new Set(origins.map((origin) => origin.outcode));
  return candidates
    .filter((candidate) => candidate.homesCount > 0 && !own.has(candidate.outcode))
    .map((candidate) => {
      const metres = Math.min(
        ...origins.map((origin) =>
          getDistance(
            { latitude: origin.lat, longitude: origin.lng },
            { latitude: candidate.lat, longitude: candidate.lng },
          ),
        ),
      );
      return { ...candidate, distanceKm: Math.round(metres / 100) / 10 };
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || a.outcode.localeCompare(b.outcode))
    .slice(0, Math.max(1, Math.floor(limit)));
}
