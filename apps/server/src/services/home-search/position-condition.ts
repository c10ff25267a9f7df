/**
 * Where a radius or map-area search looks, in SQL (decision 058): the latitude bands of the position index, the
 * box, and for a radius the great-circle distance, worked out exactly only near the circle's edge.
 */
import { KM_PER_MILE, type MapBounds } from '@stairway/domain/home-search';
import { type SQL, sql } from 'drizzle-orm';
import { getBoundsOfDistance } from 'geolib';
import { listings } from '../../db/schema';

/**
 * Latitude bands per degree of listings_search_position_idx, whose first key is floor(lat × 100) (bands of
 * 0.01°, about 1.1 km) and second the longitude: a box is read as one index range of longitudes per band it
 * crosses, not as every home of its latitudes across the whole country (3 times the homes it holds for 3 miles
 * around W2). Written as a literal in the SQL, as the index's expression (db/tables/listings.ts) must match it.
 */
export const LATITUDE_BANDS_PER_DEGREE = 100;
/** The most bands a search names; a taller box (a map zoomed out past about 20° of latitude) reads by latitude alone. */
export const MAX_LATITUDE_BANDS = 2_000;
/** Earth's radius used for radius searches, metres: geolib's (WGS84 equatorial), so both agree. */
export const EARTH_RADIUS_M = 6_378_137;
/** Metres in one degree of latitude on that radius (the height of a degree everywhere). */
const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;
/**
 * How far from the equator (the circle's box reaching past it) a radius is worked out with the haversine alone:
 * the flat test's bound is checked up to Shetland (60.2°) and needs the cosine of the latitude well away from 0.
 */
const FLAT_TEST_MAX_LATITUDE = 80;

/** A radius search's circle: its centre (WGS84 degrees) and radius (miles), as SearchPlace holds them. */
export type RadiusCircle = { lat: number; lng: number; radiusMiles: number };

/**
 * A radius in metres.
 * @param circle the search's circle (radiusMiles)
 */
export function radiusMetres(circle: RadiusCircle): number {
  return circle.radiusMiles * KM_PER_MILE * 1000;
}

/**
 * The box around a radius search's circle (geolib getBoundsOfDistance): every home within the radius lies in it.
 * @param circle the resolved centre and its radius (miles)
 * @returns WGS84 degrees; the poles and the antimeridian bound it where the circle would cross them
 */
export function radiusBox(circle: RadiusCircle): MapBounds {
  const [sw, ne] = getBoundsOfDistance({ latitude: circle.lat, longitude: circle.lng }, radiusMetres(circle));
  return {
    south: sw?.latitude ?? -90,
    west: sw?.longitude ?? -180,
    north: ne?.latitude ?? 90,
    east: ne?.longitude ?? 180,
  };
}

/** The index's first key, exactly as migration 0045 wrote it, so that PostgreSQL matches the two. */
const latitudeBand = sql`(floor(${listings.lat} * ${sql.raw(String(LATITUDE_BANDS_PER_DEGREE))})::int)`;

/**
 * The latitude bands a box between two latitudes crosses (one more on each side, so that rounding never leaves
 * out a home the box's own test keeps).
 * @param south degrees; @param north degrees
 * @returns whole band numbers, south to north; null when there are more than MAX_LATITUDE_BANDS
 */
export function latitudeBandsOf(south: number, north: number): number[] | null {
  const first = Math.floor(south * LATITUDE_BANDS_PER_DEGREE) - 1;
  const last = Math.floor(north * LATITUDE_BANDS_PER_DEGREE) + 1;
  if (!Number.isFinite(first) || !Number.isFinite(last) || last - first + 1 > MAX_LATITUDE_BANDS) return null;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * Homes inside a box: its latitude bands (for the position index), then the latitudes and longitudes themselves.
 * @param box WGS84 degrees
 */
export function boxCondition(box: MapBounds): SQL {
  const bands = latitudeBandsOf(box.south, box.north);
  const inBands = bands
    ? sql`${latitudeBand} in (${sql.join(
        bands.map((b) => sql.raw(String(b))),
        sql`, `,
      )}) and `
    : sql``;
  return sql`(${inBands}${listings.lat} >= ${box.south} and ${listings.lat} <= ${box.north} and ${listings.lng} >= ${box.west} and ${listings.lng} <= ${box.east})`;
}

/**
 * The great-circle (haversine) distance test alone, on Earth's radius of 6,378,137 m: sines, cosines and an
 * arcsine per home.
 * @param circle the centre (WGS84 degrees) and radius (miles)
 */
export function haversineCondition(circle: RadiusCircle): SQL {
  return sql`(2 * ${EARTH_RADIUS_M} * asin(sqrt(power(sin(radians(${listings.lat} - ${circle.lat}) / 2), 2) + cos(radians(${circle.lat}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${circle.lng}) / 2), 2))) <= ${radiusMetres(circle)})`;
}

/**
 * The haversine test of a radius search made cheap, with the same answers: a home's distance on a flat map scaled
 * at the centre's latitude (dLat² + (dLng·cos lat₀)², no trigonometry) decides the homes clearly inside or outside,
 * and only a thin ring either side of the edge (about 0.2% of the radius at 3 miles in London) pays for the
 * haversine, whose per-row sines and cosines were most of a radius search's time (decision 058). The ring's width
 * is the most the two distances can differ inside the circle's box: the cosine of the latitude changes by at most
 * cos(|lat₀| ∓ dLat) / cos lat₀ across it, and the haversine's sines and arcsine by less than 0.1% more at 40
 * miles; the same homes match as with haversineCondition (tested on random points and at the edge). Beyond
 * FLAT_TEST_MAX_LATITUDE it is haversineCondition.
 * @param circle the centre (WGS84 degrees) and radius (miles); homes outside radiusBox(circle) must be left out
 *   by another condition (the test's answer for them is not meaningful)
 */
export function withinRadiusCondition(circle: RadiusCircle): SQL {
  const ring = flatDistanceRing(circle.lat, radiusMetres(circle));
  if (!ring) return haversineCondition(circle);
  const dLat = sql`(${listings.lat} - ${circle.lat}::float8)`;
  const dLng = sql`((${listings.lng} - ${circle.lng}::float8) * ${ring.cosLat}::float8)`;
  const flat = sql`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
  return sql`(case when ${flat} <= ${ring.inner2}::float8 then true when ${flat} >= ${ring.outer2}::float8 then false else ${haversineCondition(circle)} end)`;
}

/**
 * The squared flat distances (degrees²) within which a home is surely inside the radius, and beyond which surely
 * outside, with the centre's cos(latitude); null when the circle's box reaches past FLAT_TEST_MAX_LATITUDE.
 * @param lat0 the centre's latitude, degrees; @param metres the radius, metres
 */
export function flatDistanceRing(
  lat0: number,
  metres: number,
): { cosLat: number; inner2: number; outer2: number } | null {
  const radians = (d: number) => (d * Math.PI) / 180;
  // The circle's box reaches this many degrees of latitude either side of the centre (as getBoundsOfDistance).
  const degrees = metres / METRES_PER_DEGREE;
  const far = Math.abs(lat0) + degrees;
  if (far >= FLAT_TEST_MAX_LATITUDE) return null;
  const cosLat = Math.cos(radians(lat0));
  // How much the cosine of a home's latitude can differ from the centre's, as a ratio, inside the box.
  const low = Math.cos(radians(far)) / cosLat;
  const high = Math.cos(radians(Math.max(0, Math.abs(lat0) - degrees))) / cosLat;
  const slack = 1.001;
  const inner = degrees / Math.sqrt(Math.max(1, high)) / slack;
  const outer = (degrees / Math.sqrt(Math.min(1, low))) * slack;
  return { cosLat, inner2: inner * inner, outer2: outer * outer };
}
