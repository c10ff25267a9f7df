/**
 * Landlord listings' photos (decision record 018): their URLs for the landlord and
 * for applicants, who are only ever given the display copy, and the deletion of their stored files.
 */
import { asc, inArray } from 'drizzle-orm';
import type { AppServices } from '../../context';
import type { LandlordListingImageRow } from '../../db/rows';
import { landlordListingImages } from '../../db/schema';
import { DISPLAY_CONTENT_TYPE } from '../../lib/photo-display';
import { deleteUnrecordedFiles } from '../upload-claims';

/** How long a photo's URL works once read: 1 hour, seconds (long enough to browse; decided here). */
export const IMAGE_URL_TTL_SECONDS = 60 * 60;

/** A photo as the landlord sees it: its id (to delete it) and a URL that works for an hour. */
export type LandlordImage = { id: string; url: string };

/** What reading landlord listings and their photos needs. */
export type ListingServices = Pick<AppServices, 'db' | 'storage'>;

/**
 * Who a photo is shown to: its landlord (`owner`), or applicants (`others`), who are only ever given the display
 * copy, never the file as uploaded with its metadata.
 */
export type Audience = 'owner' | 'others';

/**
 * A photo's URL: the display copy (WebP, metadata removed) when there is one; else, for its landlord only, the
 * file as uploaded (a photo saved before resizing), and null for anyone else.
 */
const photoUrl = async (
  services: Pick<AppServices, 'storage'>,
  image: LandlordListingImageRow,
  audience: Audience,
): Promise<string | null> => {
  if (image.displayStorageKey) {
    return services.storage.createDownloadUrl(image.displayStorageKey, {
      expiresInSeconds: IMAGE_URL_TTL_SECONDS,
      fileName: 'photo.webp',
      contentType: DISPLAY_CONTENT_TYPE,
    });
  }
  if (audience !== 'owner') return null;
  return services.storage.createDownloadUrl(image.storageKey, {
    expiresInSeconds: IMAGE_URL_TTL_SECONDS,
    fileName: `photo.${image.contentType.split('/')[1] ?? 'jpg'}`,
    contentType: image.contentType,
  });
};

/**
 * The stored files of photos: the upload and its display copy.
 * @returns the storage keys, each photo's upload then its display copy when it has one
 */
export const filesOf = (images: Array<{ key: string; displayKey: string | null }>) =>
  images.flatMap((i) => (i.displayKey ? [i.key, i.displayKey] : [i.key]));

/**
 * The photos of some listings, in order, by listing id.
 * @param listingIds the listings (none: no query)
 * @param audience `owner` (default) for the landlord, `others` for applicants (display copies only: a photo
 *   without one is left out)
 * @returns each listing's photos with URLs that work for {@link IMAGE_URL_TTL_SECONDS}; a listing without
 *   photos is absent
 */
export async function imagesOf(
  services: ListingServices,
  listingIds: readonly string[],
  audience: Audience = 'owner',
): Promise<Map<string, LandlordImage[]>> {
  const byListing = new Map<string, LandlordImage[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await services.db
    .select()
    .from(landlordListingImages)
    .where(inArray(landlordListingImages.listingId, [...listingIds]))
    .orderBy(asc(landlordListingImages.position), asc(landlordListingImages.createdAt));
  for (const row of rows) {
    const url = await photoUrl(services, row, audience);
    if (url === null) continue;
    const list = byListing.get(row.listingId) ?? [];
    list.push({ id: row.id, url });
    byListing.set(row.listingId, list);
  }
  return byListing;
}

/**
 * Deletes stored files that no other record holds (deleteUnrecordedFiles), logging (not
 * throwing) when one cannot be deleted.
 * @param keys storage keys
 */
export async function deleteFiles(
  services: Pick<AppServices, 'db' | 'storage'> & { logger?: AppServices['logger'] },
  keys: readonly string[],
): Promise<void> {
  await deleteUnrecordedFiles(services, keys);
}
