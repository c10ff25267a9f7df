/**
 * Where a radius or map-area search looks, in SQL (decision 058): the latitude bands of the position index, the
 * box, and for a radius the great-circle distance, worked out exactly only near the circle's edge.
 */
import { type SQL, sql } from 'drizzle-orm';
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

/** A box in WGS84 degrees. */
export type PositionBox = { south: number; west: number; north: number; east: number };

/**
 * Homes inside a box: its latitude bands (for the position index), then the latitudes and longitudes themselves.
 * @param box WGS84 degrees
 */
export function boxCondition(box: PositionBox): SQL {
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
 * The great-circle (haversine) distance test of a radius search, on Earth's radius of 6,378,137 m, made cheap:
 * a home's distance on a flat map scaled at the centre's latitude (dLat² + (dLng·cos lat₀)², no trigonometry)
 * decides the homes clearly inside or outside, and only a thin ring either side of the edge (about 0.2% of the
 * radius at 3 miles in London) pays for the haversine, whose per-row sines and cosines were most of a radius
 * search's time (decision 058). The ring's width is the most the two distances can differ inside the circle's box:
 * the cosine of the latitude changes by at most cos(|lat₀| ∓ dLat) / cos lat₀ across it, and the haversine's
 * sines and arcsine by less than 0.1% more at 40 miles; the same homes match as with the haversine alone
 * (tested on random points). Near the poles (|lat₀| + dLat ≥ 89°) it is the haversine alone.
 * @param centre the radius's centre, WGS84 degrees; @param metres the radius, metres
 * @param boxHalfHeight half the height of the circle's box, degrees of latitude
 */
export function withinRadiusCondition(
  centre: { lat: number; lng: number },
  metres: number,
  boxHalfHeight: number,
): SQL {
  const haversine = sql`2 * ${EARTH_RADIUS_M} * asin(sqrt(power(sin(radians(${listings.lat} - ${centre.lat}) / 2), 2) + cos(radians(${centre.lat}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${centre.lng}) / 2), 2))) <= ${metres}`;
  const ring = flatDistanceRing(centre.lat, metres, boxHalfHeight);
  if (!ring) return sql`(${haversine})`;
  const dLat = sql`(${listings.lat} - ${centre.lat}::float8)`;
  const dLng = sql`((${listings.lng} - ${centre.lng}::float8) * ${ring.cosLat}::float8)`;
  const flat = sql`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
  return sql`(case when ${flat} <= ${ring.inner2}::float8 then true when ${flat} >= ${ring.outer2}::float8 then false else ${haversine} end)`;
}

/**
 * The squared flat distances (degrees²) within which a home is surely inside the radius, and beyond which surely
 * outside, with the centre's cos(latitude); null near the poles.
 * @param lat0 the centre's latitude, degrees; @param metres the radius; @param halfHeight the box's half height, degrees
 */
export function flatDistanceRing(
  lat0: number,
  metres: number,
  halfHeight: number,
): { cosLat: number; inner2: number; outer2: number } | null {
  const radians = (d: number) => (d * Math.PI) / 180;
  const far = Math.abs(lat0) + halfHeight;
  if (far >= 89) return null;
  const cosLat = Math.cos(radians(lat0));
  // How much the cosine of a home's latitude can differ from the centre's, as a ratio, inside the box.
  const low = Math.cos(radians(far)) / cosLat;
  const high = Math.cos(radians(Math.max(0, Math.abs(lat0) - halfHeight))) / cosLat;
  const slack = 1.001;
  const degrees = metres / ((EARTH_RADIUS_M * Math.PI) / 180);
  const inner = degrees / Math.sqrt(Math.max(1, high)) / slack;
  const outer = (degrees / Math.sqrt(Math.min(1, low))) * slack;
  return { cosLat, inner2: inner * inner, outer2: outer * outer };
}
