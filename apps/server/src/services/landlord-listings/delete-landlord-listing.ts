/** Deleting a landlord's listing (spec §7 deleteLandlordListing; decision record 018). */
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { landlordListingImages, landlordListings } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { deleteFiles, filesOf } from './landlord-listing-photos';

/** What deleteLandlordListing needs. */
export type DeleteLandlordListingOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
  /** The listing to delete (UUID). */
  listingId: string;
};

/**
 * Deletes one of the landlord's listings with its photos and views (spec §7 deleteLandlordListing).
 * @returns the deleted listing's id
 * @throws NOT_FOUND when it is not theirs
 */
export async function deleteLandlordListing(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  options: DeleteLandlordListingOptions,
): Promise<{ id: string }> {
  const { landlordId, listingId } = options;
  const images = await services.db
    .select({ key: landlordListingImages.storageKey, displayKey: landlordListingImages.displayStorageKey })
    .from(landlordListingImages)
    .innerJoin(landlordListings, eq(landlordListings.id, landlordListingImages.listingId))
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.landlordId, landlordId)));
  const [deleted] = await services.db
    .delete(landlordListings)
    .where(and(eq(landlordListings.id, listingId), eq(landlordListings.landlordId, landlordId)))
    .returning({ id: landlordListings.id });
  if (!deleted) throw notFound('That listing');
  await deleteFiles(services, filesOf(images));
  return deleted;
}
