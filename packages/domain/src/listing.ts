/**
 * Rules for listings (homes for sale with an estimated rent): links, property types, the first rent
 * estimate and map pins. See spec §3 "HomeSelection / Listing", §7 "External links" and ARCHITECTURE.md §3.
 */
import { LISTING_SITE_URL, type PropertyType } from './constants';

/**
 * The cheapest asking price, in pounds, that the listing importer accepts; cheaper rows are typically
 * auctions, shared ownership shares or data errors (the Rightmove extract contains prices as low as £1,
 * see `shared/data/rightmove-forsale-uk-2025/SOURCE.md`). Decided here, not by the spec.
 */
export const MIN_LISTING_PRICE = 30_000;

/**
 * The dearest asking price, in pounds, that the listing importer accepts; dearer rows are typically
 * commercial or placeholder prices (the extract has £80,000,000 outliers, SOURCE.md). Decided here.
 */
export const MAX_LISTING_PRICE = 5_000_000;

/**
 * Resolves a listing's link for opening on the listing site (spec §7 "a prefix is added when a listing link
 * starts with /properties").
 *
 * @param link the stored link, e.g. `'/properties/123'` or an absolute URL
 * @returns `LISTING_SITE_URL + link` for `/properties…` links, other links unchanged (trimmed), `null` when
 *   the link is missing or blank
 */
export function resolveListingLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  return value.startsWith('/properties') ? `${LISTING_SITE_URL}${value}` : value;
}

/** Lower-case letters and digits only, so `Semi-Detached`, `semi detached` and `SemiDetached` compare equal. */
function typeKey(sourceType: string | null | undefined): string {
  return (sourceType ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Rightmove property sub-types and the app's type for each (suggested mapping in
 * `shared/data/rightmove-forsale-uk-2025/SOURCE.md`, extended with the rarer sub-types of the same kind).
 * Keys are {@link typeKey} forms.
 */
const SOURCE_TYPE_MAP: ReadonlyMap<string, PropertyType> = new Map(
  (
    [
      ['Flat', 'Flat'],
      ['Apartment', 'Flat'],
      ['Maisonette', 'Flat'],
      ['Ground Maisonette', 'Flat'],
      ['Studio', 'Flat'],
      ['Penthouse', 'Flat'],
      ['Ground Flat', 'Flat'],
      ['Duplex', 'Flat'],
      ['Triplex', 'Flat'],
      ['Serviced Apartments', 'Flat'],
      ['Block of Apartments', 'Flat'],
      ['Terraced', 'Terraced'],
      ['End of Terrace', 'Terraced'],
      ['Town House', 'Terraced'],
      ['Mews', 'Terraced'],
      ['Terraced Bungalow', 'Terraced'],
      ['Semi-Detached', 'SemiDetached'],
      ['Semi-Detached Bungalow', 'SemiDetached'],
      ['Semi-detached Villa', 'SemiDetached'],
      ['Detached', 'Detached'],
      ['Detached Bungalow', 'Detached'],
      ['Link Detached House', 'Detached'],
      ['Detached Villa', 'Detached'],
    ] as const
  ).map(([source, type]) => [typeKey(source), type]),
);

/**
 * Rightmove sub-types that are not a home to live in: land, plots, parking, garages, equestrian and
 * commercial property, and off-plan placeholders. Decided here: a Smallholding comes with a house, so it is
 * kept as a dwelling, as are park homes, caravans and house boats (they are typed "Other").
 */
const NON_DWELLING_KEYS: ReadonlySet<string> = new Set(
  [
    'Land',
    'Plot',
    'Farm Land',
    'Garages',
    'Garage',
    'Parking',
    'Car Park',
    'Equestrian Facility',
    'Off-Plan',
    'Commercial Property',
    'Commercial Development',
    'Office',
    'Offices',
    'Retail Property',
    'Retail Property (High Street)',
    'Retail Property (Out of Town)',
    'Shop',
    'Warehouse',
    'Industrial Park',
    'Light Industrial',
    'Heavy Industrial',
    'Industrial Development',
    'Storage',
    'Pub / Bar',
    'Restaurant / Cafe',
    'Hotel',
    'Guest House',
    'Leisure Facility',
    'Petrol Station',
    'Mooring',
    // Not one home: a whole block, a house let by the room, student halls, or part business.
    'Block of Apartments',
    'House of Multiple Occupation',
    'House Share',
    'Private Halls',
    'Mixed Use',
    'Commercial',
  ].map(typeKey),
);

/**
 * Maps a Rightmove property sub-type to the app's property type (spec §3 "Property types") and says whether
 * it is a dwelling (a single home; see also {@link nonHomeReason} for the other signs of a non-home). Matching ignores case, spaces, hyphens and punctuation.
 *
 * Flat: Flat, Apartment, Maisonette, Ground Maisonette, Studio, Penthouse, Ground Flat, Duplex, Triplex,
 * Serviced Apartments, Block of Apartments. Terraced: Terraced, End of Terrace, Town House, Mews, Terraced
 * Bungalow. SemiDetached: Semi-Detached, Semi-Detached Bungalow, Semi-detached Villa. Detached: Detached,
 * Detached Bungalow, Link Detached House, Detached Villa. Everything else (Bungalow, House, Cottage, …,
 * and a missing type): Other.
 *
 * @param sourceType the listing's sub-type, e.g. `'End of Terrace'`
 * @returns `type`, and `isDwelling`: false for Land, Plot, Farm Land, Garages, Parking, Equestrian
 *   Facility, Off-Plan, commercial and mixed-use types, Block of Apartments, House of Multiple Occupation,
 *   House Share and Private Halls; true otherwise (a Smallholding is a dwelling)
 */
export function mapListingPropertyType(sourceType: string | null | undefined): {
  type: PropertyType;
  isDwelling: boolean;
} {
  const key = typeKey(sourceType);
  return { type: SOURCE_TYPE_MAP.get(key) ?? 'Other', isDwelling: !NON_DWELLING_KEYS.has(key) };
}

/**
 * The most bedrooms a home the service offers may have (houses in multiple occupation are not offered).
 * Decided here from the 60k Rightmove sample: 127 homes have 8 bedrooms and 232 have more, and the latter are
 * mostly HMOs, guest houses, blocks and country estates far above any applicant's budget; a larger family
 * home of 8 bedrooms is still offered.
 */
export const MAX_HOME_BEDROOMS = 8;

/**
 * Words in a listing's address (or description) that say it is not one home to live in, with what each means.
 * Matched as whole words, ignoring case. Chosen by reading every match in the 60k sample: words that also name
 * streets, new-build homes or homes sold with land ("Commercial Road", "Plot 52", "Land off Broad Street" for a
 * development's semi-detached houses, "House & Building Plot", "Hotel" in a converted hotel's flats) are left
 * out or narrowed.
 */
export const NON_HOME_WORDS: ReadonlyArray<{ pattern: RegExp; words: string }> = [
  { pattern: /\bmixed[- ]use\b/i, words: 'mixed use' },
  {
    pattern: /\bcommercial\b(?! (?:road|street|lane|way|place|square|terrace|quay|wharf|court|yard)\b)/i,
    words: 'commercial',
  },
  { pattern: /\bhmos?\b|\bhouse in multiple occupation\b/i, words: 'HMO' },
  { pattern: /\bblock of (?:\d+x? )?(?:investment )?(?:flats|apartments|land)\b/i, words: 'block of flats' },
  {
    pattern:
      /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)x? (?:self[- ]contained |investment )?(?:flats|apartments)\b/i,
    words: 'several flats',
  },
  { pattern: /\bportfolio\b/i, words: 'portfolio' },
  {
    pattern: /\bguest ?house\b|\bbed (?:&|and) breakfast\b|\bpublic house\b/i,
    words: 'guest house, B&B or pub',
  },
  { pattern: /\bshop unit\b|\bretail\b|\brestaurant\b/i, words: 'shop or restaurant' },
];

/**
 * Why a listing is not a home the service offers, or null when it is one: non-homes are reported, not
 * offered. The reason names the field and its value, so that a person can check the row.
 * @param listing.propertyType the source's property sub-type (see {@link mapListingPropertyType})
 * @param listing.bedrooms bedrooms, when given
 * @param listing.address the address as listed; listing.description the feed's description, when given
 * @returns e.g. `property type "Land" is not a home`, `bedrooms 18 is above 8`, `address "3x HMO & 2x
 *   Commercial - Derby Road" says HMO`; null for a home
 */
export function nonHomeReason(listing: {
  propertyType: string | null | undefined;
  bedrooms: number | null;
  address: string;
  description?: string | null;
}): string | null {
  if (!mapListingPropertyType(listing.propertyType).isDwelling)
    return `property type "${(listing.propertyType ?? '').trim()}" is not a home`;
  if (listing.bedrooms !== null && listing.bedrooms > MAX_HOME_BEDROOMS)
    return `bedrooms ${listing.bedrooms} is above ${MAX_HOME_BEDROOMS}`;
  for (const [field, text] of [
    ['address', listing.address],
    ['description', listing.description ?? ''],
  ] as const) {
    const found = NON_HOME_WORDS.find(({ pattern }) => pattern.test(text));
    if (found) {
      const shown = text.replace(/\s+/g, ' ').trim();
      return `${field} "${shown.length > 60 ? `${shown.slice(0, 57)}…` : shown}" says ${found.words}`;
    }
  }
  return null;
}

/**
 * Whether a Rightmove sub-type is a studio (a home with no separate bedroom, counted as 0 bedrooms).
 *
 * @param sourceType the listing's sub-type, matched like {@link mapListingPropertyType}
 * @returns true for `Studio` (and `Studio Flat` / `Studio Apartment`)
 */
export function isStudioType(sourceType: string | null | undefined): boolean {
  const key = typeKey(sourceType);
  return key === 'studio' || key === 'studioflat' || key === 'studioapartment';
}

/**
 * A first rent estimate for a listing: price × the local gross yield ÷ 12. Listings are "homes for sale
 * with an estimated rent" (ARCHITECTURE.md §3); the estimate uses the same yield-based rent as the rent
 * budget (ARCHITECTURE.md §4 step 6) and the regional yield table (domain-research §2.7 "Use the property's
 * region (from its postcode) to default the yield and rent estimate").
 *
 * @param price asking price in pounds
 * @param grossYieldPercent gross yield in percent, e.g. 5.8 (see regions.ts)
 * @returns whole pounds per month (e.g. 200,000 at 5.8% → 967); 0 when either input is not positive
 */
export function estimateMonthlyRent(price: number, grossYieldPercent: number): number {
  if (!(price > 0) || !(grossYieldPercent > 0)) return 0;
  return Math.round((price * grossYieldPercent) / 100 / 12);
}

/** Largest pin offset in degrees of latitude (about 1.3 km). */
export const PIN_MAX_LAT_OFFSET = 0.012;
/** Largest pin offset in degrees of longitude (about 1.2 km at UK latitudes). */
export const PIN_MAX_LNG_OFFSET = 0.018;

/** 32-bit FNV-1a hash of a string (http://www.isthe.com/chongo/tech/comp/fnv/), as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A small, deterministic offset for a listing's map pin, so that listings placed at the same postcode
 * district centroid do not stack on one point. Derived from FNV-1a hashes of the id; decided here.
 *
 * @param id the listing id
 * @returns `dLat` within ±0.012 and `dLng` within ±0.018 degrees; the same id always gives the same offset
 */
export function getPinOffset(id: string): { dLat: number; dLng: number } {
  const toUnit = (hash: number) => (hash / 0xffffffff) * 2 - 1; // −1 … 1
  const dLat = toUnit(fnv1a32(`${id}|lat`)) * PIN_MAX_LAT_OFFSET;
  const dLng = toUnit(fnv1a32(`${id}|lng`)) * PIN_MAX_LNG_OFFSET;
  return { dLat, dLng };
}

/** The `source` of the listings the importer reads from a Rightmove extract (import-listings.ts). */
export const RIGHTMOVE_LISTING_SOURCE = 'rightmove';

/**
 * The `source` of homes landlords list with us (spec §1): they are kept in their own table (landlord_listings)
 * and carry this source when shown to applicants as featured homes (getHomesSelection.featured).
 */
export const LANDLORD_LISTING_SOURCE = 'landlord';
