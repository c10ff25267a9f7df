/**
 * Postcode districts near the applicant's own (most districts have no homes in the bundled data, so the
 * explore page suggests the nearest districts that do). Distances are great-circle distances between district
 * centroids (apps/server/seed-data/DATA.md, outcode-centroids.csv), worked out by geolib. And each district's
 * label: its post town, with a locality only where listings confirm it.
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

/** Words kept in lower case inside a post town's name ("Newcastle upon Tyne", "Stoke-on-Trent"). */
const LOWER_CASE_WORDS = new Set([
  'upon',
  'on',
  'in',
  'under',
  'over',
  'by',
  'the',
  'next',
  'le',
  'la',
  'de',
  'sub',
  'super',
  'y',
]);

/**
 * A post town as people write it, from Royal Mail's capitals.
 * @param raw the post town in any case, e.g. "NEWCASTLE UPON TYNE", "BISHOP'S STORTFORD", "WESTON-SUPER-MARE"
 * @returns e.g. "Newcastle upon Tyne", "Bishop's Stortford", "Weston-super-Mare"; the first word is always
 *   capitalised; blank input gives ''
 */
export function formatPostTown(raw: string): string {
  let index = 0;
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[a-z][a-z']*/g, (word) => {
      const first = index === 0;
      index += 1;
      return !first && LOWER_CASE_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1);
    });
}

/**
 * Whether a source's "town" is a place name at all: some rows of the old outcode table hold a street or a road
 * number instead ("9 Arcadia Close" for SO16, "A863" for IV56).
 * @returns false for blank text or text with a digit or a plus sign
 */
export function isPlaceName(text: string | null | undefined): text is string {
  return Boolean(text?.trim()) && !/[0-9+]/.test(text ?? '');
}

/**
 * The post town of a district: the one most of its addresses carry (ties: alphabetical).
 * @param counts how many addresses of the district carry each post town, e.g. HM Land Registry's price paid
 *   records' Town/City
 * @returns the post town as written in the counts, or null without any
 */
export function dominantPostTown(counts: ReadonlyMap<string, number>): string | null {
  let best: [string, number] | null = null;
  for (const [town, n] of counts) {
    if (!town.trim()) continue;
    if (!best || n > best[1] || (n === best[1] && town < best[0])) best = [town, n];
  }
  return best?.[0] ?? null;
}

/** Where a district's label came from (apps/server/seed-data/DATA.md, outcode-labels.csv). */
export type DistrictLabelSource =
  /** The post town of HM Land Registry's price paid records, with a locality that listings confirm. */
  | 'post-town'
  /** No post town on record: a town or locality that at least two listings of the district name. */
  | 'listings'
  /** Neither: the county or council area of the old outcode table (broad, but not contradicted). */
  | 'county';

/** The fewest listings of a district that must name a locality for it to appear in the district's label. */
export const LOCALITY_CONFIRMATIONS = 2;

/**
 * A postcode district's label in the district picker and search, e.g. "Camberwell, London" for SE5, "London"
 * for SE1, "Shanklin" for PO37 (not "Camberwell" for SE1: Camberwell is SE5).
 *
 * The post town, when known, is the authority (Royal Mail's, as HM Land Registry records it). The old outcode
 * table's locality is only a guess (it named SE1 "Camberwell", S10 "Norton", NW6 "Camden Town"), so it is
 * kept only when at least {@link LOCALITY_CONFIRMATIONS} listings of the district name it in their address.
 *
 * @param input.postTown the district's post town (any case), or null when none is on record
 * @param input.locality the old table's town or locality for the district, or null
 * @param input.county the old table's county or council area, or null
 * @param input.listingMentions how many listings of the district name `locality` in their address
 * @param input.isPostTown whether a name is a post town of its own anywhere (any case): such a locality is
 *   not put before another district's post town ("Leeds, Maidstone" would mislead; ME17's Leeds is a village)
 * @returns the label and where it came from; the label is null when nothing is known
 */
export function districtLabel(input: {
  postTown: string | null;
  locality: string | null;
  county: string | null;
  listingMentions: number;
  isPostTown?: (name: string) => boolean;
}): { label: string | null; source: DistrictLabelSource | null } {
  const confirmed =
    isPlaceName(input.locality) && input.listingMentions >= LOCALITY_CONFIRMATIONS
      ? input.locality.trim()
      : null;
  if (input.postTown?.trim()) {
    const postTown = formatPostTown(input.postTown);
    if (!confirmed || input.isPostTown?.(confirmed)) return { label: postTown, source: 'post-town' };
    const [a, b] = [confirmed.toLowerCase(), postTown.toLowerCase()];
    // One name in the other's ("Blaydon" in Blaydon-on-Tyne, ST5's post town "Newcastle" in
    // Newcastle-under-Lyme): the longer says both.
    if (a.startsWith(b) || b.startsWith(a)) {
      return { label: a.length > b.length ? confirmed : postTown, source: 'post-town' };
    }
    return { label: `${confirmed}, ${postTown}`, source: 'post-town' };
  }
  if (confirmed) return { label: confirmed, source: 'listings' };
  if (isPlaceName(input.county)) return { label: input.county.trim(), source: 'county' };
  return { label: null, source: null };
}
