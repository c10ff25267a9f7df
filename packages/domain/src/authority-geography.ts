/**
 * Which local authorities a postcode district lies in, and in what shares.
 *
 * A district's extent is not published with its centroid, so it is approximated by the points nearer to its
 * centroid than to any other district's centroid (its Voronoi cell), cut at a radius around the centroid.
 * Points of a grid over that area are tested against the authorities' boundaries (ONS, see
 * apps/server/data-sources/local-authority-boundaries/SOURCE.md) and each authority's share of the points is
 * its weight. Shares under 10% are dropped and the rest renormalised, so a district on a border gets two or
 * three authorities and one in the middle of an authority gets one. Distances use a flat (equirectangular)
 * projection around each centroid, accurate to well under 1% over the few kilometres involved.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon, Position } from 'geojson';

/** A postcode district and its centroid (degrees). */
export type DistrictCentroid = { outcode: string; lat: number; lng: number };

/** One polygon of an authority with its bounding box `[minLng, minLat, maxLng, maxLat]` (degrees). */
type Part = { polygon: Polygon; bbox: [number, number, number, number] };

/** An authority's boundary prepared for point tests: its polygons, each with a bounding box. */
export type AuthorityShape = { code: string; parts: Part[] };

/** How a district was given its authorities: sampled in the boundaries, or the boundary nearest its centroid. */
export type AuthorityGeographyMethod = 'boundary' | 'nearest-boundary';

/** A district's authority with its weight (0 to 1; a district's weights sum to 1). */
export type WeightedAuthority = {
  outcode: string;
  code: string;
  weight: number;
  method: AuthorityGeographyMethod;
};

/** Settings of the sampling. */
export type SamplingOptions = {
  /** Grid spacing in km, at most (default 0.5); smaller where districts are dense, see {@link gridStepKm}. */
  stepKm: number;
  /** Radius around the centroid beyond which nothing counts, in km (default 6). */
  radiusKm: number;
  /** Shares below this are dropped (default 0.1). */
  minShare: number;
  /** A centroid in no boundary takes the nearest one only within this distance, in km (default 10). */
  maxNearestKm: number;
};

/** The default sampling: a 0.5 km grid within 6 km, shares of 10% or more, nearest boundary within 10 km. */
export const DEFAULT_SAMPLING: SamplingOptions = {
  stepKm: 0.5,
  radiusKm: 6,
  minShare: 0.1,
  maxNearestKm: 10,
};

const KM_PER_DEGREE_LAT = 110.574;
const kmPerDegreeLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);

/** Squared distance in km² between two points, flat projection at the first point's latitude. */
function distanceKm2(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dx = (b.lng - a.lng) * kmPerDegreeLng(a.lat);
  const dy = (b.lat - a.lat) * KM_PER_DEGREE_LAT;
  return dx * dx + dy * dy;
}

/**
 * Prepares authorities' boundaries for point tests, splitting multipolygons into polygons with bounding boxes.
 * Features that share a code (e.g. the districts merged into one authority in 2019) become one shape.
 * @param features code and GeoJSON polygon or multipolygon (longitude, latitude in degrees) of each authority
 * @returns one shape per code
 */
export function prepareAuthorityShapes(
  features: ReadonlyArray<{ code: string; geometry: Polygon | MultiPolygon }>,
): AuthorityShape[] {
  const byCode = new Map<string, Part[]>();
  for (const { code, geometry } of features) {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const parts = byCode.get(code) ?? [];
    for (const rings of polygons) {
      const outer = rings[0] ?? [];
      if (outer.length < 4) continue;
      const xs = outer.map((p) => p[0] ?? 0);
      const ys = outer.map((p) => p[1] ?? 0);
      parts.push({
        polygon: { type: 'Polygon', coordinates: rings },
        bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      });
    }
    byCode.set(code, parts);
  }
  return [...byCode.entries()].map(([code, parts]) => ({ code, parts }));
}

/**
 * The authority whose boundary contains a point (tested with `@turf/boolean-point-in-polygon`).
 * @param shapes the prepared boundaries
 * @param lat latitude in degrees
 * @param lng longitude in degrees
 * @param hint a shape to test first (the last point's authority: neighbouring points mostly share it)
 * @returns the authority's shape, or `null` in the sea or outside every boundary
 */
export function authorityAtPoint(
  shapes: readonly AuthorityShape[],
  lat: number,
  lng: number,
  hint?: AuthorityShape,
): AuthorityShape | null {
  const point: Position = [lng, lat];
  const inside = (shape: AuthorityShape) =>
    shape.parts.some(
      ({ polygon, bbox }) =>
        lng >= bbox[0] &&
        lng <= bbox[2] &&
        lat >= bbox[1] &&
        lat <= bbox[3] &&
        booleanPointInPolygon(point, polygon),
    );
  if (hint && inside(hint)) return hint;
  return shapes.find((s) => s !== hint && inside(s)) ?? null;
}

/**
 * The authority whose boundary is nearest a point outside every boundary (a coastal centroid in the sea).
 * @param shapes the prepared boundaries
 * @param lat latitude in degrees
 * @param lng longitude in degrees
 * @returns the nearest authority and its distance in km, or `null` when there are no shapes
 */
export function nearestAuthority(
  shapes: readonly AuthorityShape[],
  lat: number,
  lng: number,
): { shape: AuthorityShape; km: number } | null {
  const kx = kmPerDegreeLng(lat);
  let best: { shape: AuthorityShape; km: number } | null = null;
  for (const shape of shapes) {
    for (const { polygon } of shape.parts) {
      for (const ring of polygon.coordinates) {
        for (let i = 1; i < ring.length; i++) {
          // Distance from the point (origin) to the segment, in the flat projection around the point.
          const ax = ((ring[i - 1]?.[0] ?? 0) - lng) * kx;
          const ay = ((ring[i - 1]?.[1] ?? 0) - lat) * KM_PER_DEGREE_LAT;
          const bx = ((ring[i]?.[0] ?? 0) - lng) * kx;
          const by = ((ring[i]?.[1] ?? 0) - lat) * KM_PER_DEGREE_LAT;
          const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
          const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / len2)) : 0;
          const km = Math.hypot(ax + t * (bx - ax), ay + t * (by - ay));
          if (!best || km < best.km) best = { shape, km };
        }
      }
    }
  }
  return best;
}

/**
 * The grid spacing for a district: the default (0.5 km), or a fifth of the distance to the nearest other
 * centroid where that is smaller (central London districts are under 1 km apart), but not under 0.1 km, so
 * that even a small district is sampled by a few dozen points.
 * @param nearestKm distance from the district's centroid to the nearest other centroid, in km
 * @param stepKm the default spacing in km
 * @returns the spacing in km
 */
export function gridStepKm(nearestKm: number, stepKm: number = DEFAULT_SAMPLING.stepKm): number {
  return Math.max(0.1, Math.min(stepKm, nearestKm / 5));
}

/**
 * The sample points of a district: a square grid centred on its centroid, kept where within the radius and
 * nearer to this centroid than to any of the other centroids (its Voronoi cell). The centroid itself is always
 * a sample point.
 * @param district the district
 * @param others the other districts' centroids (only those within twice the radius matter)
 * @param stepKm grid spacing in km
 * @param radiusKm radius in km
 * @returns the points, latitude and longitude in degrees
 */
export function districtSamplePoints(
  district: DistrictCentroid,
  others: readonly DistrictCentroid[],
  stepKm: number,
  radiusKm: number,
): Array<{ lat: number; lng: number }> {
  const near = others.filter(
    (o) => o.outcode !== district.outcode && distanceKm2(district, o) <= (2 * radiusKm) ** 2,
  );
  const kx = kmPerDegreeLng(district.lat);
  const n = Math.floor(radiusKm / stepKm);
  const points: Array<{ lat: number; lng: number }> = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const x = i * stepKm;
      const y = j * stepKm;
      const own = x * x + y * y;
      if (own > radiusKm * radiusKm) continue;
      const point = { lat: district.lat + y / KM_PER_DEGREE_LAT, lng: district.lng + x / kx };
      if (near.every((o) => distanceKm2(point, o) >= own)) points.push(point);
    }
  }
  return points;
}

/**
 * Turns counts of sample points by authority into weights: each authority's share, shares under `minShare`
 * dropped and the rest renormalised, rounded to 3 decimals (the largest absorbs the rounding, so the weights
 * sum to exactly 1), largest first.
 * @param counts sample points by authority code
 * @param minShare shares below this are dropped (0 to 1, default 0.1); the largest share is always kept
 * @returns the weights, empty when there are no points
 */
export function sharesToWeights(
  counts: ReadonlyMap<string, number>,
  minShare: number = DEFAULT_SAMPLING.minShare,
): Array<{ code: string; weight: number }> {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return [];
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = sorted.filter(([, n], i) => i === 0 || n / total >= minShare);
  const keptTotal = kept.reduce((a, [, n]) => a + n, 0);
  const weights = kept.map(([code, n]) => ({ code, weight: Math.round((n / keptTotal) * 1000) / 1000 }));
  const rest = weights.slice(1).reduce((a, w) => a + w.weight, 0);
  if (weights[0]) weights[0].weight = Math.round((1 - rest) * 1000) / 1000;
  return weights;
}

/**
 * Gives each district its weighted authorities ({@link WeightedAuthority}): `boundary` from the sample points
 * that fall in a boundary; `nearest-boundary` (weight 1) when none does but the centroid is within
 * `maxNearestKm` of a boundary (a coastal district whose centroid lies in the sea); none otherwise.
 * @param districts the districts to place (e.g. without the Channel Islands and the Isle of Man)
 * @param neighbours every district centroid that bounds the Voronoi cells (usually all of them)
 * @param shapes the authorities' prepared boundaries
 * @param options sampling settings (default {@link DEFAULT_SAMPLING})
 * @returns rows sorted by outcode, then weight (largest first)
 */
export function weightDistrictAuthorities(
  districts: readonly DistrictCentroid[],
  neighbours: readonly DistrictCentroid[],
  shapes: readonly AuthorityShape[],
  options: SamplingOptions = DEFAULT_SAMPLING,
): WeightedAuthority[] {
  // Centroids bucketed by 0.25° cells (at least 13 km wide up to 61° N), so that the 3 × 3 cells around a
  // district hold every centroid within twice the default radius and each district compares only with those.
  const cell = (lat: number, lng: number) => `${Math.floor(lat / 0.25)}|${Math.floor(lng / 0.25)}`;
  const buckets = new Map<string, DistrictCentroid[]>();
  for (const d of neighbours) {
    const key = cell(d.lat, d.lng);
    buckets.set(key, [...(buckets.get(key) ?? []), d]);
  }
  const nearby = (d: DistrictCentroid) => {
    const [a, b] = cell(d.lat, d.lng).split('|').map(Number) as [number, number];
    const out: DistrictCentroid[] = [];
    for (let i = a - 1; i <= a + 1; i++)
      for (let j = b - 1; j <= b + 1; j++) out.push(...(buckets.get(`${i}|${j}`) ?? []));
    return out.filter((o) => o.outcode !== d.outcode);
  };
  const rows: WeightedAuthority[] = [];
  for (const district of [...districts].sort((a, b) => a.outcode.localeCompare(b.outcode))) {
    const others = nearby(district);
    const nearestKm = Math.sqrt(Math.min(Infinity, ...others.map((o) => distanceKm2(district, o))));
    const step = gridStepKm(nearestKm, options.stepKm);
    const counts = new Map<string, number>();
    let hint: AuthorityShape | undefined;
    for (const p of districtSamplePoints(district, others, step, options.radiusKm)) {
      const shape = authorityAtPoint(shapes, p.lat, p.lng, hint);
      if (!shape) continue;
      hint = shape;
      counts.set(shape.code, (counts.get(shape.code) ?? 0) + 1);
    }
    const weights = sharesToWeights(counts, options.minShare);
    if (weights.length > 0) {
      for (const w of weights) rows.push({ outcode: district.outcode, ...w, method: 'boundary' });
      continue;
    }
    const nearest = nearestAuthority(shapes, district.lat, district.lng);
    if (nearest && nearest.km <= options.maxNearestKm)
      rows.push({
        outcode: district.outcode,
        code: nearest.shape.code,
        weight: 1,
        method: 'nearest-boundary',
      });
  }
  return rows;
}
