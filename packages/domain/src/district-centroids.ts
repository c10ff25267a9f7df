/**
 * Cleaning of the postcode district centroids before they bound the districts' areas
 * (authority-geography.ts). The bundled centroids (Free Map Tools, seed-data/outcode-centroids.csv) put some
 * districts far from where they are (W10, North Kensington, in Clerkenwell; N1 in Holborn; SA11, Neath, in
 * the Brecon Beacons); a second, independent OS-derived table of 2014 (academe/UK-Postcodes) places them
 * right. Where the two disagree by more than the district could measure, the second is taken.
 */
import type { DistrictCentroid } from './authority-geography';

/** How far apart the two sources may be before the second is taken, at most, in km. */
export const MAX_CENTROID_DISAGREEMENT_KM = 5;

const KM_PER_DEGREE = 111.2;

/** Distance in km between two points (flat projection at the first point's latitude). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dx = (b.lng - a.lng) * KM_PER_DEGREE * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dx, (b.lat - a.lat) * KM_PER_DEGREE);
}

/** The result of {@link reconcileCentroids}. */
export type ReconciledCentroids = {
  /** Every district of the primary table, with the second table's point where that was taken. */
  centroids: DistrictCentroid[];
  /**
   * The districts that bound the others' areas: those in the second table. The rest of the primary table are
   * non-geographic districts (PO boxes and large users, e.g. N1P, BN99) or districts newer than 2014 (E20):
   * they still get authorities, but take no area from their neighbours.
   */
  bounding: DistrictCentroid[];
  /** The districts whose point was replaced, with the distance between the two sources in km. */
  replaced: Array<{ outcode: string; km: number }>;
};

/**
 * Reconciles two centroid tables: a district's primary point is replaced by the secondary one when they are
 * further apart than {@link MAX_CENTROID_DISAGREEMENT_KM} or than twice the distance from the primary point to
 * the nearest other district's (so that in a city, where districts are 1 km apart, 2 km is already too far,
 * while in the country the two sources may differ by a few km over where a large district's middle is).
 * @param primary the main table (every district)
 * @param secondary the check table (districts it lacks are kept as they are, and do not bound the others)
 * @returns the reconciled centroids, the bounding ones and the replacements
 */
export function reconcileCentroids(
  primary: readonly DistrictCentroid[],
  secondary: ReadonlyMap<string, { lat: number; lng: number }>,
): ReconciledCentroids {
  const checked = primary.filter((d) => secondary.has(d.outcode));
  // Every pair: about 8 million distances for the 2,850 checked districts, a fraction of a second.
  const nearestKm = (d: DistrictCentroid) => {
    let best = Number.POSITIVE_INFINITY;
    for (const o of checked) if (o.outcode !== d.outcode) best = Math.min(best, km(d, o));
    return best;
  };
  const replaced: ReconciledCentroids['replaced'] = [];
  const centroids = primary.map((d) => {
    const other = secondary.get(d.outcode);
    if (!other) return d;
    const apart = km(d, other);
    if (apart <= Math.min(MAX_CENTROID_DISAGREEMENT_KM, 2 * nearestKm(d))) return d;
    replaced.push({ outcode: d.outcode, km: Math.round(apart * 10) / 10 });
    return { outcode: d.outcode, lat: other.lat, lng: other.lng };
  });
  return { centroids, bounding: centroids.filter((d) => secondary.has(d.outcode)), replaced };
}
