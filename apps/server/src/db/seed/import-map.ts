/**
 * Maps one row of a listings file onto a Stairway listing, or says why it cannot be used. The rules:
 * - price: a number from MIN_LISTING_PRICE to MAX_LISTING_PRICE (packages/domain/src/listing.ts);
 * - coordinates: unreadable ones are named ("latitude '52.487o' is not a number"); a row with coordinates is
 *   shown at them, unless they lie farther from the centre of the postcode district it names than that
 *   district's reach (districtReachKm, packages/domain/src/listing-feeds.ts), when it is rejected with both
 *   figures; a row with coordinates and no postcode is given the district whose centroid is nearest (a spatial
 *   index, import-placement.ts), within that district's reach; a row without coordinates is placed at its
 *   district's centroid with a small offset, marked approximate;
 * - bedrooms: a whole number, required for a dwelling (a studio has 0);
 * - non-homes (nonHomeReason: land, plots, blocks, HMOs, more than MAX_HOME_BEDROOMS bedrooms, commercial
 *   and mixed-use rows) are kept with isDwelling = false, never offered, and listed in the report with why;
 * - link: the row's URL, or none (no portal address is made up).
 */
import type { PropertyType } from '@stairway/domain/constants';
import {
  estimateMonthlyRent,
  getPinOffset,
  isStudioType,
  MAX_LISTING_PRICE,
  MIN_LISTING_PRICE,
  mapListingPropertyType,
  nonHomeReason,
  RIGHTMOVE_LISTING_SOURCE,
} from '@stairway/domain/listing';
import { distanceKm, parseCoordinates } from '@stairway/domain/listing-feeds';
import { normaliseOutcode, normalisePostcode } from '@stairway/domain/postcode';
import { estimateHomeRent } from '../../lib/calibrated-estimates';
import type { listings } from '../schema';
import { indexDistricts, type KnownDistrict } from './import-placement';
import type { CsvRow } from './import-rows';

/** A listing as the importer writes it. */
export type ListingInsert = typeof listings.$inferInsert;

/** Where a feed's rows come from: the listing `source` and the prefix of Stairway's ids. */
export type ListingFeed = { source: string; idPrefix: string };
/** The Rightmove for-sale extract (CSV). */
export const RIGHTMOVE_CSV_FEED: ListingFeed = { source: RIGHTMOVE_LISTING_SOURCE, idPrefix: 'rm-' };
/** An agent's Rightmove BLM feed: the agent's own references (AGENT_REF), no listing page. */
export const BLM_FEED: ListingFeed = { source: 'blm', idPrefix: 'blm-' };

/**
 * A listing's monthly rent, whole pounds: the calibrated estimator's rent for its district, bedrooms,
 * bathrooms and type, for ESTIMATE_MONTH (decision 057; lib/calibrated-estimates.ts): nearest comparable lets
 * blended with the local authority's rents. Where it has nothing to go on (no bedrooms, or a district with
 * neither comparables nor an authority figure), price × the region's gross yield ÷ 12 as before
 * (docs/decisions/002-rent-estimates.md). It is asked per district, not per postcode sector, so that homes of
 * the same district, size and type share one estimate.
 * @param listing.bathrooms when known
 * @param listing.price asking price, pounds; listing.yieldPercent the district's regional gross yield, percent
 */
export function estimateListingRent(listing: {
  outcode: string;
  bedrooms: number | null;
  bathrooms?: number | null;
  type: PropertyType;
  price: number;
  yieldPercent: number;
}): number {
  if (listing.bedrooms !== null) {
    const estimate = estimateHomeRent({
      outcode: listing.outcode,
      postcode: null,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms ?? null,
      type: listing.type,
    });
    if (estimate) return estimate.value;
  }
  return estimateMonthlyRent(listing.price, listing.yieldPercent);
}

const fmt = (n: number) => `£${n.toLocaleString('en-GB')}`;

/** A row mapped onto a listing: the listing, its floor area when given (for duplicates), and why it is not a home. */
export type MappedRow = { listing: ListingInsert; floorAreaSqm: number | null; nonHome: string | null };

/**
 * The postcode district a row is in: the outcode given (or its postcode's), else, without one, the district
 * whose centre is nearest the coordinates, within its reach; coordinates given with an outcode must lie within
 * that district's reach.
 * @param row the record (outcode, postcode)
 * @param districts known postcode districts with their centroid and regional gross yield (percent)
 * @param postcode the row's normalised postcode, or null
 * @param coordinates the row's coordinates (decimal degrees), or null
 * @returns the outcode and its district, or `{ reason }` (distances in km)
 */
function placeInDistrict(
  row: CsvRow,
  districts: ReadonlyMap<string, KnownDistrict>,
  postcode: string | null,
  coordinates: { lat: number; lng: number } | null,
): { outcode: string; district: KnownDistrict } | { reason: string } {
  const index = indexDistricts(districts);
  const givenOutcode = normaliseOutcode(row.outcode ?? '') ?? (postcode ? normaliseOutcode(postcode) : null);
  let outcode = givenOutcode;
  if (!givenOutcode && coordinates) {
    // No postcode but coordinates: the district the home falls in (nearest centroid, within its reach).
    const nearest = index.nearest(coordinates);
    if (!nearest || nearest.distanceKm > nearest.reachKm)
      return {
        reason: nearest
          ? `no postcode given, and the nearest district to ${coordinates.lat}, ${coordinates.lng} is ${nearest.outcode}, ${nearest.distanceKm} km from its centre; at most ${nearest.reachKm} km is accepted`
          : 'no postcode district is known',
      };
    outcode = nearest.outcode;
  }
  const district = outcode ? districts.get(outcode) : undefined;
  if (!outcode || !district)
    return { reason: `unknown postcode district ${row.outcode || row.postcode || '(none)'}` };
  if (coordinates && givenOutcode) {
    const away = distanceKm(coordinates, district);
    const reach = index.reachKm(outcode);
    if (away > reach)
      return {
        reason: `coordinates are ${away} km from the centre of ${outcode}; at most ${reach} km is accepted`,
      };
  }
  return { outcode, district };
}

/**
 * Maps one CSV record onto a listing, or a reason it cannot be used (see the file's comment for the rules).
 * @param row the record keyed by column name (listing_id, url, address, postcode, outcode, price, bedrooms,
 *   bathrooms, property_type, scraped_at, latitude, longitude, images, and optionally floor_area_sqm and
 *   description, which are read only to tell duplicates and non-homes)
 * @param districts known postcode districts with their centroid and regional gross yield (percent)
 * @param feed the feed the row comes from (the Rightmove CSV extract by default)
 * @returns the mapped row, or `{ reason }` naming the field and value
 */
export function mapListingRow(
  row: CsvRow,
  districts: ReadonlyMap<string, KnownDistrict>,
  feed: ListingFeed = RIGHTMOVE_CSV_FEED,
): MappedRow | { reason: string } {
  const sourceId = (row.listing_id ?? '').trim();
  if (!sourceId) return { reason: 'no listing id' };
  const priceText = (row.price ?? '').replace(/[£,\s]/g, '');
  const price = priceText ? Number(priceText) : Number.NaN;
  if (!Number.isFinite(price) || price <= 0) return { reason: 'no price' };
  if (price < MIN_LISTING_PRICE) return { reason: `price ${fmt(price)} is under ${fmt(MIN_LISTING_PRICE)}` };
  if (price > MAX_LISTING_PRICE) return { reason: `price ${fmt(price)} is over ${fmt(MAX_LISTING_PRICE)}` };
  const postcode = normalisePostcode(row.postcode ?? '');
  const parsed = parseCoordinates(row.latitude ?? row.lat, row.longitude ?? row.lng);
  if (parsed && 'reason' in parsed) return { reason: parsed.reason };
  const coordinates = parsed?.point ?? null;
  const placed = placeInDistrict(row, districts, postcode, coordinates);
  if ('reason' in placed) return placed;
  const { outcode, district } = placed;
  const { type } = mapListingPropertyType(row.property_type);
  const bedroomsText = (row.bedrooms ?? '').trim();
  let bedrooms: number | null = bedroomsText === '' ? null : Number(bedroomsText);
  if (bedrooms !== null && (!Number.isInteger(bedrooms) || bedrooms < 0))
    return { reason: `bedrooms "${bedroomsText}" is not a whole number` };
  if (bedrooms === null && isStudioType(row.property_type)) bedrooms = 0;
  const address = (row.address ?? '').trim() || outcode;
  const nonHome = nonHomeReason({
    propertyType: row.property_type,
    bedrooms,
    address,
    description: row.description,
  });
  if (bedrooms === null && !nonHome)
    return { reason: `no bedrooms for a dwelling (${row.property_type || 'no type'})` };
  const bathroomsText = (row.bathrooms ?? '').trim();
  const bathrooms = bathroomsText === '' ? null : Number(bathroomsText);
  if (bathrooms !== null && (!Number.isInteger(bathrooms) || bathrooms < 0 || bathrooms > 20))
    return { reason: `bathrooms "${bathroomsText}" is not a whole number from 0 to 20` };
  const floorAreaText = (row.floor_area_sqm ?? '').trim();
  const floorArea = floorAreaText === '' ? Number.NaN : Number(floorAreaText);
  const id = `${feed.idPrefix}${sourceId}`;
  const offset = getPinOffset(id);
  // Photo URLs, separated by spaces (a CSV's images column); anything but an https URL is left out. A BLM
  // feed's photos are set by the importer instead (import-photos.ts).
  const images = (row.images ?? '').split(/\s+/).filter((url) => /^https:\/\/\S+$/i.test(url));
  const listedAt = row.scraped_at ? new Date(row.scraped_at) : null;
  return {
    floorAreaSqm: floorArea > 0 ? floorArea : null,
    nonHome,
    listing: {
      id,
      source: feed.source,
      sourceId,
      type,
      sourcePropertyType: row.property_type?.trim() || null,
      isDwelling: nonHome === null,
      address,
      postcode,
      outcode,
      askingPrice: Math.round(price),
      bedrooms,
      bathrooms,
      rent: estimateListingRent({
        outcode,
        bedrooms,
        bathrooms,
        type,
        price,
        yieldPercent: district.yieldPercent,
      }),
      // The first photo is the main one (a BLM feed's MEDIA_IMAGE_00, blm.ts); the Rightmove CSV has none.
      imageUrl: images[0] ?? null,
      description: null,
      // The row's own URL, or no link: a portal address is never made up.
      link: (row.url ?? '').trim() || null,
      lat: coordinates?.lat ?? Number((district.lat + offset.dLat).toFixed(6)),
      lng: coordinates?.lng ?? Number((district.lng + offset.dLng).toFixed(6)),
      locationApproximate: coordinates === null,
      images,
      listedAt: listedAt && !Number.isNaN(listedAt.getTime()) ? listedAt : null,
    },
  };
}
