/**
 * Rules for listings from real feeds: reading a row's coordinates and saying why they cannot be used, how far
 * a home may lie from the centre of the postcode district it names, and when two rows are the same home
 * listed twice under different ids. Distances are great-circle distances worked out by geolib; district
 * centroids are those of apps/server/seed-data/DATA.md (outcode-centroids.csv).
 */
import { getDistance } from 'geolib';

/**
 * The box that holds the UK, the Channel Islands and the Isle of Man, WGS84 degrees (decided here, generous by a
 * few kilometres): coordinates outside it are refused, not taken for a home abroad.
 */
export const UK_BOUNDS = { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 } as const;

/** A point, WGS84 degrees. */
export type LatLng = { lat: number; lng: number };

/**
 * Reads a row's latitude and longitude given as text, saying what is wrong when they cannot be used.
 * Both blank, or both exactly 0 (a common "unknown" in feeds: the Gulf of Guinea), means no coordinates.
 * @param latText latitude, decimal degrees (e.g. "51.5072")
 * @param lngText longitude, decimal degrees (e.g. "-0.1276")
 * @returns `{ point }` rounded to 6 decimal places (about 0.1 m); `null` when none are given; or `{ reason }`,
 *   e.g. "latitude '52.487o' is not a number", "latitude is given without a longitude", "coordinates 48.85,
 *   2.35 are outside the UK (latitude 49.8 to 60.9, longitude -8.7 to 1.8)"
 */
export function parseCoordinates(
  latText: string | null | undefined,
  lngText: string | null | undefined,
): { point: LatLng } | { reason: string } | null {
  const latTrimmed = (latText ?? '').trim();
  const lngTrimmed = (lngText ?? '').trim();
  if (latTrimmed === '' && lngTrimmed === '') return null;
  if (lngTrimmed === '') return { reason: 'latitude is given without a longitude' };
  if (latTrimmed === '') return { reason: 'longitude is given without a latitude' };
  const lat = Number(latTrimmed);
  if (!Number.isFinite(lat)) return { reason: `latitude '${latTrimmed}' is not a number` };
  const lng = Number(lngTrimmed);
  if (!Number.isFinite(lng)) return { reason: `longitude '${lngTrimmed}' is not a number` };
  if (lat === 0 && lng === 0) return null;
  const { minLat, maxLat, minLng, maxLng } = UK_BOUNDS;
  if (lat < minLat || lat > maxLat || lng < minLng || lng > maxLng)
    return {
      reason: `coordinates ${latTrimmed}, ${lngTrimmed} are outside the UK (latitude ${minLat} to ${maxLat}, longitude ${minLng} to ${maxLng})`,
    };
  return { point: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) } };
}

/**
 * Reads a latitude and longitude given as text, for callers that only need usable coordinates.
 * @returns the point (see {@link parseCoordinates}), or null when either is missing, not a number, or outside
 *   {@link UK_BOUNDS}
 */
export function readCoordinates(
  latText: string | null | undefined,
  lngText: string | null | undefined,
): LatLng | null {
  const parsed = parseCoordinates(latText, lngText);
  return parsed && 'point' in parsed ? parsed.point : null;
}

/**
 * The least distance from a district's centroid within which a home is accepted as lying in it, kilometres.
 * Decided here: most districts are a few kilometres across (the median distance from a district centroid to
 * the nearest other one is 3.6 km in outcode-centroids.csv), so 15 km refuses coordinates that belong to
 * another town while never refusing a home in an urban district.
 */
export const DISTRICT_REACH_MIN_KM = 15;

/**
 * How many times the distance from a district's centroid to the nearest other district's centroid a home may
 * lie from it (used when that is more than {@link DISTRICT_REACH_MIN_KM}: large rural districts). Chosen from
 * the only postcode-level coordinates bundled in ../shared (ONS Postcode Directory, every live postcode of
 * AB10–AB16, M1, M11 and SE1): the farthest postcode of a district lay at most 2.0 times that spacing from the
 * centroid (AB14: 4.3 km, spacing 2.1 km), so 3 times leaves a margin. Not fitted on any test feed.
 */
export const DISTRICT_REACH_SPACING_FACTOR = 3;

/**
 * How far from a district's centroid a home may lie and still be taken as in that district (the importer's
 * rule for a row whose coordinates and postcode disagree, and for placing a row that has only coordinates).
 * @param nearestOtherCentroidKm distance from this district's centroid to the nearest other district's, km
 * @returns kilometres, one decimal place: the larger of {@link DISTRICT_REACH_MIN_KM} and
 *   {@link DISTRICT_REACH_SPACING_FACTOR} × the spacing (e.g. 15 for SO16; 117.9 for IV27, Lairg)
 */
export function districtReachKm(nearestOtherCentroidKm: number): number {
  const reach = Math.max(DISTRICT_REACH_MIN_KM, DISTRICT_REACH_SPACING_FACTOR * nearestOtherCentroidKm);
  return Math.round(reach * 10) / 10;
}

/**
 * Great-circle distance between two points, kilometres to one decimal place (geolib).
 * @param a first point; @param b second point
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  return (
    Math.round(
      getDistance({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) / 100,
    ) / 10
  );
}

/**
 * Two rows whose own coordinates are this close, metres, can be the same home (the same coordinates within a
 * few metres). Decided here: 10 m is within the error of a geocoded address yet less than the frontage of a
 * typical house, so next-door houses are told apart.
 */
export const SAME_HOME_METRES = 10;

/** Two floor areas this close, square metres, can be the same home (agents round square feet differently). */
export const SAME_FLOOR_AREA_SQM = 1;

/**
 * Whether two points are within {@link SAME_HOME_METRES} of each other (geolib's great-circle distance).
 */
export function withinSameHomeDistance(a: LatLng, b: LatLng): boolean {
  return (
    getDistance({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }, 0.1) <=
    SAME_HOME_METRES
  );
}

/** Words of addresses written in more than one way, mapped to one spelling for {@link normaliseListingAddress}. */
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
  ['st', 'street'],
  ['tce', 'terrace'],
  ['apt', 'apartment'],
  ['and', '&'],
]);

/**
 * Normalises an address (or one part of it) for comparison: lower case, accents and punctuation removed,
 * common abbreviations spelled out (Rd, Ave, Ln, Cl, St and the like), spaces collapsed.
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

/** A part of an address naming a flat or unit within a building, e.g. "flat 3" or "apartment 12b". */
const UNIT_PART =
  /^(?:flat|apartment|unit|suite|maisonette|room|basement|ground floor|first floor|top floor)\b/;
/** A house number and street, e.g. "12 chester road" or "12 14 high street", not "2 bed apartment". */
const NUMBERED_STREET =
  /^\d+[a-z]?(?: \d+[a-z]?)? (?!(?:bed|beds|bedroom|bedrooms|bedroomed|x|acre|acres|flats|apartments)\b)[a-z]/;

/** One house number (not a range such as "12 14", which a normalised "12-14" becomes) before the street. */
const SINGLE_NUMBER = /^\d+[a-z]? [a-z]/;

/**
 * The street part of an address, for telling whether two rows of one postcode district are the same home: the
 * house number and street, after any flat or unit, with the locality and town left out, so that "12 Chester
 * Road, Castle Bromwich, Birmingham, B36" and "12 Chester Road, Birmingham, B36" give the same key. An address
 * whose number is a building's rather than a home's gives none: a building or development name before the
 * number ("New Providence Wharf, 1 Fairmont Avenue": every flat of the tower has it) or a range of numbers
 * ("227-255 Ilderton Road"); and so does a flat's address without its flat's own number ("88 Riddlesdown Road"
 * for a flat is the house's number, which its other flats share).
 * @param address the address as listed (parts separated by commas or new lines)
 * @param type the app's property type, when known: a Flat needs a flat or unit part
 * @returns e.g. "12 chester road" or "flat 3|12 chester road"; null when no part starts with a single house
 *   number or a name comes before it ("Rose Street, Aberdeen": the street alone does not tell two homes apart,
 *   so such rows are compared by coordinates only)
 */
export function listingStreetKey(address: string, type?: string): string | null {
  const parts = address
    .split(/[,\n]/)
    .map(normaliseListingAddress)
    .filter((part) => part !== '');
  const units: string[] = [];
  for (const [index, raw] of parts.entries()) {
    // "12, Chester Road": the number alone, then the street.
    const part = /^\d+[a-z]?$/.test(raw) && parts[index + 1] ? `${raw} ${parts[index + 1]}` : raw;
    if (NUMBERED_STREET.test(part))
      return SINGLE_NUMBER.test(part) && (type !== 'Flat' || units.length > 0)
        ? [...units, part].join('|')
        : null;
    const unit = UNIT_PART.exec(part);
    if (!unit) return null; // a building's or development's name, or words that are not an address
    // "flat 3 12 chester road" in one part.
    const [id, ...rest] = part.slice(unit[0].length).trim().split(' ');
    const street = rest.join(' ');
    if (NUMBERED_STREET.test(street))
      return SINGLE_NUMBER.test(street) ? [...units, `${unit[0]} ${id}`, street].join('|') : null;
    units.push(part);
  }
  return null;
}

/** What must agree for two rows to be the same home: type, bedrooms and, where both give them, more. */
export type HomeIdentity = {
  /** The app's property type (PROPERTY_TYPES). */
  type: string;
  bedrooms: number | null;
  bathrooms?: number | null;
  /** Floor area, square metres. */
  floorAreaSqm?: number | null;
};

/**
 * Whether two rows' details allow them to be the same home: the same type and bedrooms, and, where both give
 * them, the same bathrooms and floor areas within {@link SAME_FLOOR_AREA_SQM}. The price is not part of a
 * home's identity (an agent may ask a different price than another for the same home).
 */
export function sameHomeDetails(a: HomeIdentity, b: HomeIdentity): boolean {
  if (a.type !== b.type || (a.bedrooms ?? null) !== (b.bedrooms ?? null)) return false;
  if (a.bathrooms != null && b.bathrooms != null && a.bathrooms !== b.bathrooms) return false;
  if (
    a.floorAreaSqm != null &&
    b.floorAreaSqm != null &&
    Math.abs(a.floorAreaSqm - b.floorAreaSqm) > SAME_FLOOR_AREA_SQM
  )
    return false;
  return true;
}
