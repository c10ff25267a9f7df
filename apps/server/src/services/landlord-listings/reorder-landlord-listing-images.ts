/** Putting a landlord listing's photos in a new order (beyond spec §7). */
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { landlordListingImages } from '../../db/schema';
import { inputError } from '../../lib/app-error';
import { getLandlordListing } from './get-landlord-listing';
import { type LandlordListingDetail, ownListing } from './landlord-listing-view';

/** What reorderLandlordListingImages needs. */
export type ReorderLandlordListingImagesOptions = {
  /** The signed-in landlord (from the token). */
  landlordId: string;
  /** The listing (UUID). */
  listingId: string;
  /** Every one of the listing's photos' ids, each once, in the new order. */
  imageIds: readonly string[];
};

/**
 * Puts the photos of the landlord's own listing in a new order (the "Move earlier" / "Move later" buttons,
 * beyond spec §7): the first becomes the main photo on the landlord's list, the listing and the
 * featured home applicants see (they read the photos by position). Positions are rewritten 0, 1, 2 … in one
 * transaction, with the listing's photos locked so that a photo deleted or added at the same time is noticed.
 * @param options the landlord, the listing and every one of its photos' ids, each once, in the new order
 * @returns the listing after the change, without views
 * @throws NOT_FOUND when the listing is not theirs; BAD_USER_INPUT naming `imageIds` when the ids are not
 *   exactly the listing's photos (one missing, one unknown or another listing's)
 */
export async function reorderLandlordListingImages(
  services: Pick<AppServices, 'db' | 'storage' | 'logger'>,
  options: ReorderLandlordListingImagesOptions,
): Promise<LandlordListingDetail> {
  const { landlordId, listingId, imageIds } = options;
  await ownListing(services.db, { landlordId, listingId });
  await services.db.transaction(async (tx) => {
    const photos = await tx
      .select({ id: landlordListingImages.id })
      .from(landlordListingImages)
      .where(eq(landlordListingImages.listingId, listingId))
      .for('update');
    const known = new Set(photos.map((p) => p.id));
    if (photos.length !== imageIds.length || !imageIds.every((id) => known.has(id))) {
      throw inputError([
        {
          field: 'imageIds',
          message: `Give each of this listing’s ${photos.length} photos once, in the new order: the photos have changed since the page loaded, so reload it.`,
        },
      ]);
    }
    for (const [position, id] of imageIds.entries()) {
      await tx.update(landlordListingImages).set({ position }).where(eq(landlordListingImages.id, id));
    }
  });
  return getLandlordListing(services, { landlordId, listingId });
}
