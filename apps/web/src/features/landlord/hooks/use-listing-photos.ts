/**
 * The photos of a listing being edited (spec §7 getLandlordPreSignedUploadUrl, deleteLandlordListingImage,
 * reorderLandlordListingImages): the saved ones, which move and are deleted at once, and the new ones
 * (usePhotoUploads), which move among themselves and are saved with the listing. Each move is read out by screen
 * readers and leaves the keyboard focus on the photo that moved.
 */
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { movedBy } from '@stairway/domain/landlord';
import { useState } from 'react';
import { openConfirmModal } from '../../../components/confirm-modal';
import { keepMoveFocus } from '../../../components/photo-grid/photo-grid';
import type { LandlordListingDetailFieldsFragment } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/server-errors';
import { DeleteLandlordListingImageMutation } from '../graphql/deleteLandlordListingImage';
import { ReorderLandlordListingImagesMutation } from '../graphql/reorderLandlordListingImages';
import { usePhotoUploads } from './use-photo-uploads';

/** Says that a photo could not be deleted or moved, with the server's reason. */
const showFailure = (title: string, error: unknown) =>
  notifications.show({
    color: 'red',
    title,
    message: readGraphQLError(error)?.message ?? 'Please try again.',
    autoClose: TOAST_DURATION_MS,
  });

/**
 * @param listing the listing being edited, or null for a new one
 * @returns `uploads` (usePhotoUploads), the `saved` photos in their order, `announcement` (what the last move
 *   did, for an aria-live region), `moveSaved(imageId, index, step)`, `moveNew(uploadId, index, step)` and
 *   `confirmDeleteSaved(imageId, index)`
 */
export function useListingPhotos(listing: LandlordListingDetailFieldsFragment | null) {
  const uploads = usePhotoUploads();
  const [deleteImage] = useMutation(DeleteLandlordListingImageMutation);
  const [reorderImages, reordering] = useMutation(ReorderLandlordListingImagesMutation);
  const [announcement, setAnnouncement] = useState('');
  const saved = listing?.images ?? [];

  /** Moves a saved photo one place and saves the order at once; focus stays on the photo's buttons. */
  const moveSaved = async (imageId: string, index: number, step: -1 | 1) => {
    // One move at a time (the buttons stay enabled, so that the keyboard focus is not lost meanwhile).
    if (!listing || reordering.loading) return;
    const imageIds = movedBy(
      saved.map((image) => image.id),
      index,
      step,
    );
    try {
      await reorderImages({ variables: { input: { listingId: listing.id, imageIds } } });
      const position = index + step + 1;
      setAnnouncement(
        position === 1
          ? `Photo moved to the first place: it is now the main photo.`
          : `Photo moved to place ${position} of ${saved.length}.`,
      );
      keepMoveFocus(imageId, step);
    } catch (error) {
      showFailure("We couldn't move the photo", error);
    }
  };

  /** Moves a photo not yet saved one place among the new ones (it is saved in this order). */
  const moveNew = (uploadId: string, index: number, step: -1 | 1) => {
    uploads.move(uploadId, step);
    const position = index + step + 1;
    setAnnouncement(`New photo moved to place ${position} of ${uploads.uploads.length} new photos.`);
    keepMoveFocus(uploadId, step);
  };

  /** Asks before deleting a saved photo, then deletes it at once. */
  const confirmDeleteSaved = (imageId: string, index: number) =>
    openConfirmModal({
      title: 'Delete this photo?',
      children:
        index === 0 && saved.length > 1
          ? 'The next photo becomes the main photo.'
          : 'It will be removed from your listing.',
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: async () => {
        if (!listing) return;
        try {
          await deleteImage({ variables: { input: { listingId: listing.id, imageId } } });
        } catch (error) {
          showFailure("We couldn't delete the photo", error);
        }
      },
    });

  return { uploads, saved, announcement, moveSaved, moveNew, confirmDeleteSaved };
}
