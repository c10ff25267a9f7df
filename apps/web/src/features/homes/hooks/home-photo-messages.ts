/** The messages of useHomePhotos: why a photo did not upload, and a toast when deleting or moving one fails. */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { homePhotoContentsMessage } from '@stairway/domain/home-submissions';
import { readGraphQLError } from '../../../lib/server-errors';
import { UploadError } from '../../../lib/upload-file';

/**
 * @param error what the upload or the recording threw
 * @param fileName the photo's file name
 * @returns the message shown on the photo
 */
export function photoUploadErrorMessage(error: unknown, fileName: string): string {
  return error instanceof UploadError
    ? // The upload refused the file's contents: say so of a photo, naming the types a photo may be.
      error.code === 'UNSUPPORTED_TYPE'
      ? homePhotoContentsMessage(fileName)
      : error.message
    : (readGraphQLError(error)?.message ??
        `“${fileName}” couldn’t be uploaded. Check your connection and try again.`);
}

/**
 * Shows a red toast for a failed change to the saved photos.
 * @param title the toast's title, e.g. "We couldn’t delete the photo"
 * @param error what the mutation threw
 */
export function showPhotoFailure(title: string, error: unknown) {
  notifications.show({
    color: 'red',
    title,
    message: readGraphQLError(error)?.message ?? 'Please try again.',
    autoClose: TOAST_DURATION_MS,
  });
}
