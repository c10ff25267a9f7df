/** One of the landlord's listings to edit (spec §7 getLandlordListing; decision record 018). */
import { imagesOf, type ListingServices } from './landlord-listing-photos';
import { type LandlordListingDetail, ownListing } from './landlord-listing-view';

/** What getLandlordListing needs. */
export type GetLandlordListingOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
  /** The listing (UUID). */
  listingId: string;
};

/**
 * One of the landlord's listings with its photos, without the view count (spec §7 getLandlordListing, "the
 * detail variant, without views").
 * @returns the listing, its photos in order (URLs that work for an hour) and the main photo's URL
 * @throws NOT_FOUND when it is not theirs
 */
export async function getLandlordListing(
  services: ListingServices,
  options: GetLandlordListingOptions,
): Promise<LandlordListingDetail> {
  const row = await ownListing(services.db, options);
  const photos = (await imagesOf(services, [row.id])).get(row.id) ?? [];
  return { ...row, images: photos, image: photos[0]?.url ?? null };
}
