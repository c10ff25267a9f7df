/**
 * One purpose per upload (docs/decisions/043-one-purpose-per-upload.md). A stored file is
 * recorded by at most one record: an applicant's or co-applicant's document, a home submission's photo (and
 * its display copy), a landlord listing's photo (and its display copy) or a promotion's image. The table
 * upload_claims (db/schema.ts) holds one row per recorded key, naming the record that holds it; its primary
 * key refuses a second record of the same key whatever the purpose, and the row goes when its record is
 * deleted (ON DELETE CASCADE).
 *
 * Every path that deletes a stored file goes through {@link deleteUnrecordedFiles}, which deletes only the
 * files no record holds (a claim, or any column that records a stored file, for records made before the
 * claims existed), so deleting one record never deletes a file another record holds. The upload sweep
 * (services/upload-sweep.ts) keeps exactly the keys {@link recordedKeys} reports.
 */
import { inArray, or } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import {
  applicantDocuments,
  homeSubmissionImages,
  landlordListingImages,
  promotions,
  type UploadPurpose,
  uploadClaims,
} from '../db/schema';
import { AppError } from '../lib/app-error';

export type { UploadPurpose } from '../db/schema';

/** A key to claim and the one record that holds it. */
export type UploadClaim = { key: string; purpose: UploadPurpose } & (
  | { documentId: string }
  | { homeSubmissionImageId: string }
  | { landlordListingImageId: string }
  | { promotionId: string }
  | { repairPhotoId: string }
);

/** How the error names what a key is already used for. */
const PURPOSE_NAMES: Record<UploadPurpose, string> = {
  document: 'a document',
  homePhoto: 'a home’s photos',
  homePhotoDisplay: 'a home’s photos',
  landlordPhoto: 'a listing’s photos',
  landlordPhotoDisplay: 'a listing’s photos',
  promotionImage: 'a promotion',
  promotionImageDisplay: 'a promotion',
  repairPhoto: 'a repair’s photos',
};

/**
 * The error for a key that is already recorded.
 * @param field the input field that named the key, e.g. `key`, `images.2`, `imageKey`
 * @param purpose what it is already used for, when known
 * @returns a CONFLICT AppError naming the field
 */
export function uploadAlreadyUsed(field: string, purpose?: UploadPurpose): AppError {
  const where = purpose ? ` for ${PURPOSE_NAMES[purpose]}` : '';
  return new AppError(
    'CONFLICT',
    `This upload is already used${where}: an upload can be added once, in one place. Upload the file again.`,
    { field },
  );
}

/**
 * Which of some keys a record holds: a claim in upload_claims, or any column that records a stored file
 * (applicant_documents.storage_key, home_submission_images.storage_key and display_storage_key,
 * landlord_listing_images.storage_key and display_storage_key, promotions.image_key and display_image_key), so
 * records made before the claims table count too. A new column that records a stored file must be added here.
 * @param db the database or a transaction
 * @param keys storage keys
 * @returns the keys that are recorded (one purpose per upload, and the upload sweep, decision 004)
 */
export async function recordedKeys(db: Db | Tx, keys: readonly string[]): Promise<Set<string>> {
  const list = [...new Set(keys)];
  if (list.length === 0) return new Set();
  const [claims, documents, homePhotos, landlordPhotos, promotionImages] = await Promise.all([
    db.select({ key: uploadClaims.key }).from(uploadClaims).where(inArray(uploadClaims.key, list)),
    db
      .select({ key: applicantDocuments.storageKey })
      .from(applicantDocuments)
      .where(inArray(applicantDocuments.storageKey, list)),
    db
      .select({ key: homeSubmissionImages.storageKey, display: homeSubmissionImages.displayStorageKey })
      .from(homeSubmissionImages)
      .where(
        or(
          inArray(homeSubmissionImages.storageKey, list),
          inArray(homeSubmissionImages.displayStorageKey, list),
        ),
      ),
    db
      .select({ key: landlordListingImages.storageKey, display: landlordListingImages.displayStorageKey })
      .from(landlordListingImages)
      .where(
        or(
          inArray(landlordListingImages.storageKey, list),
          inArray(landlordListingImages.displayStorageKey, list),
        ),
      ),
    db
      .select({ key: promotions.imageKey, display: promotions.displayImageKey })
      .from(promotions)
      .where(or(inArray(promotions.imageKey, list), inArray(promotions.displayImageKey, list))),
  ]);
  const found = new Set<string>();
  for (const row of [...claims, ...documents]) found.add(row.key);
  for (const row of [...homePhotos, ...landlordPhotos, ...promotionImages]) {
    if (row.key) found.add(row.key);
    if (row.display) found.add(row.display);
  }
  const asked = new Set(list);
  return new Set([...found].filter((key) => asked.has(key)));
}

/**
 * Refuses a key that a record already holds, before any work is done with its file (and before a file that
 * fails the checks is deleted: a recorded file is never deleted by a later, refused use of its key).
 * @param db the database or a transaction
 * @param key the upload key given by the client
 * @param field the input field that named it (for the error)
 * @throws CONFLICT naming `field` when the key is recorded
 */
export async function assertUploadUnrecorded(db: Db | Tx, key: string, field: string): Promise<void> {
  const [claim] = await db
    .select({ purpose: uploadClaims.purpose })
    .from(uploadClaims)
    .where(inArray(uploadClaims.key, [key]));
  if (claim) throw uploadAlreadyUsed(field, claim.purpose);
  if ((await recordedKeys(db, [key])).size > 0) throw uploadAlreadyUsed(field);
}

/**
 * Claims keys for the records just inserted, in the same transaction, so the records and their claims are
 * saved together or not at all.
 * @param tx the transaction that inserted the records
 * @param claims one per key (an upload and, for photos, its display copy)
 * @param field the input field that named the upload (for the error)
 * @throws CONFLICT naming `field` when another record claimed one of the keys first (the transaction then
 *   rolls back)
 */
export async function claimUploads(tx: Tx, claims: readonly UploadClaim[], field: string): Promise<void> {
  if (claims.length === 0) return;
  const inserted = await tx
    .insert(uploadClaims)
    .values(claims.map((claim) => ({ ...claim })))
    .onConflictDoNothing({ target: uploadClaims.key })
    .returning({ key: uploadClaims.key });
  if (inserted.length !== claims.length) throw uploadAlreadyUsed(field);
}

/**
 * Deletes stored files that no record holds ({@link recordedKeys}); a file another record holds is kept and
 * logged. A failure to delete is logged, not thrown, as the record is already gone.
 * @param services the database, the storage provider and, optionally, the logger
 * @param keys the files of the records just deleted (or of an upload refused by its checks)
 * @returns the keys kept because a record still holds them
 */
export async function deleteUnrecordedFiles(
  services: Pick<AppServices, 'db' | 'storage'> & { logger?: Pick<AppServices['logger'], 'warn'> },
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const held = await recordedKeys(services.db, keys);
  for (const key of new Set(keys)) {
    if (held.has(key)) {
      services.logger?.warn({ key }, 'a stored file another record holds was kept');
      continue;
    }
    await services.storage.delete(key).catch((error: unknown) => {
      services.logger?.warn({ err: error, key }, 'could not delete a stored file');
    });
  }
  return [...held];
}
