/** A photo of a home submission (spec §7 addImageToHomeSubmission; decision 024). */
import { detectDocumentContentType } from '@stairway/domain/documents';
import { checkHomeImageFile, MAX_HOME_IMAGES } from '@stairway/domain/home-submissions';
import { eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import type { HomeSubmissionImageRow } from '../../db/rows';
import { homeSubmissionImages } from '../../db/schema';
import { inputError, notFound } from '../../lib/app-error';
import { DISPLAY_CONTENT_TYPE, displayCopy } from '../../lib/photo-display';
import { assertUploadUnrecorded, claimUploads } from '../upload-claims';
import { getUserHomeSubmission } from './get-user-home-submission';
import {
  decidedAlready,
  deleteFiles,
  lockOwnSubmission,
  type Scope,
  withLockedApplication,
} from './home-submission-changes';

/** What addImageToHomeSubmission needs. */
export type AddImageToHomeSubmissionOptions = {
  /** The signed-in applicant's user id. */
  userId: string;
  /** The submission (UUID). */
  homeSubmissionId: string;
  /** The key from getPreSignedUploadUrl. */
  key: string;
  /** Its place among the home's photos, given when the applicant chose it; left out, after the others. */
  position?: number | null | undefined;
};

/** A photo checked and its display copy written, to record. */
type CheckedPhoto = { contentType: string; size: number; displayKey: string };

/**
 * Refuses before the work of resizing when the submission is not the applicant's or is decided (checked
 * again, locked, when the photo is recorded).
 */
async function assertMayChangePhotos(scope: Scope, userId: string, homeSubmissionId: string) {
  const submission = await getUserHomeSubmission(scope.db, { userId, homeSubmissionId });
  if (submission.approved || submission.rejected) throw decidedAlready();
}

/**
 * Checks the uploaded file (a JPEG, PNG or WebP of at most 10 MB that decodes) and writes its display copy;
 * anything else is deleted.
 * @throws as {@link addImageToHomeSubmission}, before anything is recorded
 */
async function checkPhoto(
  scope: Scope & Pick<Context, 'storage' | 'uploadKeys' | 'logger'>,
  options: AddImageToHomeSubmissionOptions,
): Promise<CheckedPhoto> {
  const owner = { kind: 'applicant', userId: options.userId } as const;
  const { key } = options;
  if (!scope.uploadKeys.isOwnedBy(key, owner)) throw notFound('That upload');
  // A key is recorded once, for one purpose: refused before its file is checked or deleted.
  await assertUploadUnrecorded(scope.db, key, 'key');
  const stored = await scope.storage.inspect(key);
  if (!stored)
    throw inputError([{ field: 'key', message: 'We haven’t received this photo: choose it again.' }]);
  const problem = checkHomeImageFile({
    name: 'This photo',
    size: stored.size,
    type: detectDocumentContentType(stored.firstBytes),
  });
  if (problem) {
    await deleteFiles(scope, [key]);
    throw inputError([{ field: 'key', message: problem.message.replace(/[“”]/g, '') }]);
  }
  const contentType = detectDocumentContentType(stored.firstBytes) ?? 'image/jpeg';
  await assertMayChangePhotos(scope, options.userId, options.homeSubmissionId);
  const original = await scope.storage.read(key);
  const copy = original ? await displayCopy(original) : null;
  const display = copy?.bytes;
  if (!display) {
    await deleteFiles(scope, [key]);
    throw inputError([
      {
        field: 'key',
        message:
          copy?.limitMessage ??
          'This photo can’t be opened as an image: choose another JPEG, PNG or WebP photo.',
      },
    ]);
  }
  const displayKey = scope.uploadKeys.create(owner);
  await scope.storage.write(displayKey, display, { contentType: DISPLAY_CONTENT_TYPE });
  return { contentType, size: stored.size, displayKey };
}

/** Records the checked photo and claims its keys, with the application locked. */
function recordPhoto(
  scope: Scope,
  options: AddImageToHomeSubmissionOptions,
  photo: CheckedPhoto,
): Promise<HomeSubmissionImageRow> {
  return withLockedApplication(scope, options.userId, async (tx, application) => {
    const submission = await lockOwnSubmission(tx, application.id, options.homeSubmissionId);
    if (submission.approved || submission.rejected) throw decidedAlready();
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(position) + 1, 0)::int` })
      .from(homeSubmissionImages)
      .where(eq(homeSubmissionImages.homeSubmissionId, submission.id));
    if ((count?.n ?? 0) >= MAX_HOME_IMAGES) {
      throw inputError([
        { field: 'key', message: `A home can have up to ${MAX_HOME_IMAGES} photos: remove one first.` },
      ]);
    }
    const [image] = await tx
      .insert(homeSubmissionImages)
      .values({
        homeSubmissionId: submission.id,
        storageKey: options.key,
        contentType: photo.contentType,
        sizeBytes: photo.size,
        displayStorageKey: photo.displayKey,
        // Where the applicant chose it, not when its upload finished; else after the others.
        position: options.position ?? count?.next ?? 0,
      })
      .returning();
    if (!image) throw new Error('The photo was not saved');
    await claimUploads(
      tx,
      [
        { key: options.key, purpose: 'homePhoto', homeSubmissionImageId: image.id },
        { key: photo.displayKey, purpose: 'homePhotoDisplay', homeSubmissionImageId: image.id },
      ],
      'key',
    );
    return image;
  });
}

/**
 * Records a photo uploaded to the URL from getPreSignedUploadUrl as one of a submission's images (spec §7
 * addImageToHomeSubmission). The file must be a JPEG, PNG or WebP of at most 10 MB, recognised from its
 * first bytes, that decodes as an image; anything else is deleted. Its `position` is the place the applicant
 * chose it at (the main photo is the lowest), else after the others. A copy resized for display
 * (lib/photo-display.ts, decision 024) is stored beside the original, which is kept for the team.
 * @returns the image
 * @throws NOT_FOUND for a submission or key that is not the applicant's; BAD_USER_INPUT naming `key` (nothing
 *   uploaded, the wrong type or size, not readable as an image, or {@link MAX_HOME_IMAGES} photos already);
 *   CONFLICT naming `key` when the key is already recorded, here or for any other purpose such as a document
 *   (nothing is then deleted); CONFLICT when the home is decided
 */
export async function addImageToHomeSubmission(
  scope: Scope & Pick<Context, 'storage' | 'uploadKeys' | 'logger'>,
  options: AddImageToHomeSubmissionOptions,
): Promise<HomeSubmissionImageRow> {
  const photo = await checkPhoto(scope, options);
  try {
    return await recordPhoto(scope, options, photo);
  } catch (error) {
    await deleteFiles(scope, [photo.displayKey]);
    throw error;
  }
}
