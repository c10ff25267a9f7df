/**
 * Landlord listings as homes for applicants (HomeSelection; decision records 018 and 028): the display address
 * (street, town and district), no postcode, no link and nothing about the landlord, placed at the district's
 * centroid so that the door is not published.
 */
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import type { LandlordListingRow, ListingRow } from '../../db/rows';
import { imagesOf, type ListingServices } from './landlord-listing-photos';

/**
 * A landlord listing as a home for applicants (HomeSelection): the display address (street, town and
 * district), no postcode, no link and nothing about the landlord; placed at the district's centroid so that
 * the door is not published (decision record 018).
 * @param photos the photos' URLs, main photo first (none for the listings row of decision 028)
 * @returns the listing as a listings row
 */
export function asHome(row: LandlordListingRow, photos: string[]): ListingRow {
  return {
    id: row.id,
    source: LANDLORD_LISTING_SOURCE,
    sourceId: row.id,
    type: row.type,
    sourcePropertyType: null,
    isDwelling: true,
    address: row.displayAddress,
    postcode: null,
    outcode: row.outcode,
    askingPrice: row.price,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    rent: row.estimatedRent,
    imageUrl: photos[0] ?? null,
    description: row.summary || null,
    link: null,
    lat: row.lat,
    lng: row.lng,
    locationApproximate: true,
    images: photos,
    listedAt: row.publishedAt,
    lastSeenAt: null,
    removedAt: null,
    landlordListingId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Listing rows as homes for applicants, with their photos' URLs (display copies only).
 * @returns the homes in the rows' order
 */
export async function withPhotos(
  services: ListingServices,
  rows: LandlordListingRow[],
): Promise<ListingRow[]> {
  const images = await imagesOf(
    services,
    rows.map((r) => r.id),
    'others',
  );
  return rows.map((row) =>
    asHome(
      row,
      (images.get(row.id) ?? []).map((p) => p.url),
    ),
  );
}
