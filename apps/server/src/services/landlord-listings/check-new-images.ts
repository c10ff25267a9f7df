/**
 * The checks of a landlord listing's new photos: issued to the landlord,
 * uploaded, a JPEG, PNG or WebP of at most 10 MB that decodes, and its display copy written.
 */
import { detectDocumentContentType } from '@stairway/domain/documents';
import { checkImageFile } from '@stairway/domain/landlord';
import type { AppServices } from '../../context';
import { inputError, notFound } from '../../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../../lib/photo-display';
import { assertUploadUnrecorded } from '../upload-claims';
import { deleteFiles } from './landlord-listing-photos';

/** A new photo checked by its bytes, with its display copy written. */
export type CheckedPhoto = { key: string; contentType: string; size: number; displayKey: string };

/** What checkNewImages needs. */
export type CheckNewImagesOptions = {
  /** The landlord the keys must have been issued to. */
  landlordId: string;
  /** The new photos' keys (from getLandlordPreSignedUploadUrl), in order. */
  keys: readonly string[];
  /** How many photos the listing has already: the first key's index in `images.N`. */
  offset: number;
};

/** The error naming a photo that cannot be opened as an image (or is over the pixel limit). */
const unreadablePhoto = (field: string, limitMessage: string | undefined) =>
  inputError([
    {
      field,
      message:
        limitMessage ?? 'This photo can’t be opened as an image: choose another JPEG, PNG or WebP photo.',
    },
  ]);

/**
 * Checks new photo keys: issued to this landlord, uploaded, a JPEG, PNG or WebP of at most 10 MB that can be
 * decoded; writes each one's display copy (resizeForDisplay, the function home submission photos use).
 * @returns the photos checked, in the keys' order, each with its display copy's key
 * @throws NOT_FOUND for a key not issued to the landlord; CONFLICT naming `images.N` for a key already recorded
 *   (nothing deleted); BAD_USER_INPUT naming `images.N` for a photo not received, not an image of at most 10 MB
 *   or not decodable (its file is deleted). On any error the display copies written so far are deleted.
 */
export async function checkNewImages(
  services: Pick<AppServices, 'db' | 'storage' | 'uploadKeys'>,
  options: CheckNewImagesOptions,
): Promise<CheckedPhoto[]> {
  const { landlordId } = options;
  const checked: CheckedPhoto[] = [];
  for (const [index, key] of options.keys.entries()) {
    const field = `images.${options.offset + index}`;
    if (!services.uploadKeys.isOwnedBy(key, { kind: 'landlord', landlordId })) throw notFound('That photo');
    // A key is recorded once, for one purpose: refused before its file is checked or deleted.
    await assertUploadUnrecorded(services.db, key, field).catch(async (error: unknown) => {
      await deleteFiles(
        services,
        checked.map((c) => c.displayKey),
      );
      throw error;
    });
    const stored = await services.storage.inspect(key);
    if (!stored) {
      throw inputError([{ field, message: 'We haven’t received this photo: add it again.' }]);
    }
    const problem = checkImageFile({ name: 'This photo', size: stored.size, firstBytes: stored.firstBytes });
    if (problem) {
      await deleteFiles(services, [key, ...checked.map((c) => c.displayKey)]);
      throw inputError([{ field, message: problem.message }]);
    }
    const contentType = detectDocumentContentType(stored.firstBytes) ?? 'image/jpeg';
    const original = await services.storage.read(key);
    const copy = original ? await displayCopy(original) : null;
    const display = copy?.bytes;
    if (!display) {
      await deleteFiles(services, [key, ...checked.map((c) => c.displayKey)]);
      throw unreadablePhoto(field, copy?.limitMessage);
    }
    const displayKey = services.uploadKeys.create({ kind: 'landlord', landlordId });
    await services.storage.write(displayKey, display, { contentType: DISPLAY_CONTENT_TYPE });
    checked.push({ key, contentType, size: stored.size, displayKey });
  }
  return checked;
}
