/**
 * Rules for listings from real feeds (issue 14 "Real feeds"): a row that carries coordinates is shown at them,
 * and one without a postcode is assigned the postcode district it falls in; the same home listed twice under
 * different ids is kept once. Distances are great-circle distances worked out by geolib; district centroids
 * are those of apps/server/seed-data/DATA.md (outcode-centroids.csv).
 */
import { findNearest, getDistance } from 'geolib';

/**
 * The box that holds the UK, the Channel Islands and the Isle of Man, WGS84 degrees (decided here, generous by a
 * few kilometres): coordinates outside it are treated as missing or wrong, not as a home abroad.
 */
export const UK_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 } as const;

/**
 * The farthest a home without a postcode may lie from the centroid of the postcode district it is assigned,
 * kilometres (decided here: most districts are a few kilometres across and the largest rural ones about 20,
 * so 10 km from the centroid places a home in the district it falls in while refusing a point at sea or far
 * from any district the service knows). The method is the nearest centroid, a first approximation of the
 * district boundary: a home near a boundary can be placed in the neighbouring district.
 */
export const MAX_DISTRICT_ASSIGNMENT_KM = 10;

/** A point, WGS84 degrees. */
export type LatLng = { lat: number; lng: number };

/**
 * Reads a latitude and longitude given as text.
 * @param latText latitude, decimal degrees (e.g. "51.5072")
 * @param lngText longitude, decimal degrees (e.g. "-0.1276")
 * @returns the point rounded to 6 decimal places (about 0.1 m), or null when either is missing, not a number,
 *   or outside {@link UK_BOUNDS}
 */
export function readCoordinates(
  latText: string | null | undefined,
  lngText: string | null | undefined,
): LatLng | null {
  const latTrimmed = (latText ?? '').trim();
  const lngTrimmed = (lngText ?? '').trim();
  if (latTrimmed === '' || lngTrimmed === '') return null;
  const lat = Number(latTrimmed);
  const lng = Number(lngTrimmed);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < UK_BOUNDS.minLat || lat > UK_BOUNDS.maxLat || lng < UK_BOUNDS.minLng || lng > UK_BOUNDS.maxLng)
    return null;
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
}

/**
 * The postcode district whose centroid is nearest to a point, when it is near enough.
 * @param point the home's coordinates
 * @param districts the districts with their centroids (an empty list gives null)
 * @param maxKm the farthest allowed, kilometres ({@link MAX_DISTRICT_ASSIGNMENT_KM} by default)
 * @returns the district and its distance in kilometres (one decimal place), or null when none is within maxKm
 */
export function nearestDistrict<T extends { outcode: string } & LatLng>(
  point: LatLng,
  districts: readonly T[],
  maxKm: number = MAX_DISTRICT_ASSIGNMENT_KM,
): { district: T; distanceKm: number } | null {
  if (districts.length === 0) return null;
  const from = { latitude: point.lat, longitude: point.lng };
  const nearest = findNearest(
    from,
    districts.map((district) => ({ latitude: district.lat, longitude: district.lng })),
  ) as { latitude: number; longitude: number };
  const district = districts.find((d) => d.lat === nearest.latitude && d.lng === nearest.longitude);
  if (!district) return null;
  const distanceKm = Math.round(getDistance(from, nearest) / 100) / 10;
  return distanceKm <= maxKm ? { district, distanceKm } : null;
}

/** Words of addresses written in more than one way, mapped to one spelling for {@link listingDuplicateKey}. */
const ADDRESS_WORDS: ReadonlyMap<string, string> = new Map([
  ['rd', 'road'],
  ['ave', 'avenue'],
  ['av', 'avenue'],
  ['ln', 'lane'],
  ['cl', 'close'],
  ['cres', 'crescent'],
  ['ct', 'court'],
  ['dr', 'drive'],
  ['gdns', 'gardens'],
  ['pl', 'place'],
  ['sq', 'square'],
  ['tce', 'terrace'],
  ['and', '&'],
]);

/**
 * Normalises an address for comparison: lower case, accents and punctuation removed, common abbreviations
 * spelled out (Rd, Ave, Ln, Cl and the like), spaces collapsed.
 * @param address the address as listed
 * @returns the normalised address ("" for an empty one)
 */
export function normaliseListingAddress(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' & ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => ADDRESS_WORDS.get(word) ?? word)
    .join(' ');
}

/**
 * The key under which two rows are the same home listed twice under different ids (issue 14: the same
 * normalised address, asking price and bedrooms).
 * @param listing the address as listed, the asking price (whole pounds) and bedrooms (null when unknown)
 * @returns the key, or null when the address is empty (such rows are never treated as duplicates)
 */
export function listingDuplicateKey(listing: {
  address: string;
  askingPrice: number;
  bedrooms?: number | null;
}): string | null {
  const address = normaliseListingAddress(listing.address);
  if (address === '') return null;
  return `${address}|${listing.askingPrice}|${listing.bedrooms ?? ''}`;
}
