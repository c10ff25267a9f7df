/** Deleting a photo of a landlord's listing (spec §7 deleteLandlordListingImage). */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { landlordListingImages } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { getLandlordListing } from './get-landlord-listing';
import { deleteFiles, filesOf } from './landlord-listing-photos';
import { type LandlordListingDetail, ownListing } from './landlord-listing-view';

/** What deleteLandlordListingImage needs. */
export type DeleteLandlordListingImageOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
  /** The listing (UUID). */
  listingId: string;
  /** The photo (LandlordListingImage.id, a UUID). */
  imageId: string;
};

/**
 * Deletes one photo of the landlord's own listing (spec §7 deleteLandlordListingImage); the next photo becomes
 * the main one when it was the first.
 * @returns the listing after the change
 * @throws NOT_FOUND when the listing or the photo is not theirs
 */
export async function deleteLandlordListingImage(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  options: DeleteLandlordListingImageOptions,
): Promise<LandlordListingDetail> {
  const { landlordId, listingId, imageId } = options;
  await ownListing(services.db, { landlordId, listingId });
  const [deleted] = await services.db
    .delete(landlordListingImages)
    .where(and(eq(landlordListingImages.id, imageId), eq(landlordListingImages.listingId, listingId)))
    .returning();
  if (!deleted) throw notFound('That photo');
  await deleteFiles(services, filesOf([{ key: deleted.storageKey, displayKey: deleted.displayStorageKey }]));
  return getLandlordListing(services, { landlordId, listingId });
}
