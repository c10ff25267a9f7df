/**
 * The transaction that saves a landlord listing (spec §7 createUpdateLandlordListing; decision 028): the
 * listing's row, the listings row that stands for it, and its new photos with their upload claims.
 */
import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { LandlordListingRow } from '../../db/rows';
import { landlordListingImages, landlordListings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimUploads } from '../upload-claims';
import type { CheckedPhoto } from './check-new-images';
import { saveListingsRow } from './save-listings-row';

/** What saveLandlordListing needs. */
export type SaveLandlordListingOptions = {
  /** The landlord who owns it. */
  landlordId: string;
  /** The listing to change (already checked to be the landlord's); null to create one. */
  existing: LandlordListingRow | null;
  /** The listing's columns as worked out from the input. */
  values: Omit<typeof landlordListings.$inferInsert, 'landlordId'>;
  /** New photos, checked, to add after the listing's photos in this order. */
  photos: CheckedPhoto[];
};

/**
 * Adds checked photos after a listing's photos and claims their keys (upload_claims).
 * @throws CONFLICT when a photo is already on a listing, or (naming `images`) its key is claimed for any other
 *   purpose
 */
async function addPhotos(tx: Tx, listingId: string, photos: CheckedPhoto[]): Promise<void> {
  const [last] = await tx
    .select({ position: max(landlordListingImages.position) })
    .from(landlordListingImages)
    .where(eq(landlordListingImages.listingId, listingId));
  const start = (last?.position ?? -1) + 1;
  let saved: Array<{ id: string; key: string; displayKey: string | null }>;
  try {
    saved = await tx
      .insert(landlordListingImages)
      .values(
        photos.map((photo, index) => ({
          listingId,
          storageKey: photo.key,
          contentType: photo.contentType,
          sizeBytes: photo.size,
          displayStorageKey: photo.displayKey,
          position: start + index,
        })),
      )
      .returning({
        id: landlordListingImages.id,
        key: landlordListingImages.storageKey,
        displayKey: landlordListingImages.displayStorageKey,
      });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', 'One of these photos is already on another of your listings.');
  }
  await claimUploads(
    tx,
    saved.flatMap((image) => [
      { key: image.key, purpose: 'landlordPhoto' as const, landlordListingImageId: image.id },
      ...(image.displayKey
        ? [
            {
              key: image.displayKey,
              purpose: 'landlordPhotoDisplay' as const,
              landlordListingImageId: image.id,
            },
          ]
        : []),
    ]),
    'images',
  );
}

/**
 * Saves a landlord listing in one transaction: creates it or changes the existing one, writes its listings row
 * (saveListingsRow, decision 028) and adds its new photos with their claims.
 * @returns the listing's id
 * @throws CONFLICT when a new photo is already recorded (nothing is then saved)
 */
export async function saveLandlordListing(db: Db, options: SaveLandlordListingOptions): Promise<string> {
  const { existing, values, photos } = options;
  return db.transaction(async (tx) => {
    let listingId: string;
    if (existing) {
      await tx.update(landlordListings).set(values).where(eq(landlordListings.id, existing.id));
      listingId = existing.id;
    } else {
      const [created] = await tx
        .insert(landlordListings)
        .values({ ...values, landlordId: options.landlordId })
        .returning({ id: landlordListings.id });
      if (!created) throw new Error('The listing was not saved');
      listingId = created.id;
    }
    const [saved] = await tx.select().from(landlordListings).where(eq(landlordListings.id, listingId));
    if (saved) await saveListingsRow(tx, { listing: saved });
    if (photos.length > 0) await addPhotos(tx, listingId, photos);
    return listingId;
  });
}
