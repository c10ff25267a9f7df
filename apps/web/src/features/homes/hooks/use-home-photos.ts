/**
 * The photos of a home found elsewhere (spec §7 getPreSignedUploadUrl, addImageToHomeSubmission,
 * deleteHomeSubmissionImage). Each chosen file is checked in the browser first (JPEG, PNG or WebP up to 10
 * MB: the domain's checkHomeImageFile; the server checks the bytes again when it records the photo and
 * deletes anything else), uploaded to its signed URL with progress, previewed from the file itself, then
 * recorded on the draft, after which the saved photo (resized for display by the server) replaces the
 * preview. Deleting a saved photo asks first.
 *
 * Each photo gets its place when it is chosen, not when its upload finishes: the first chosen is the main photo however
 * the uploads finish, and the applicant can move the saved photos (reorderHomeSubmissionImages), the order then shown
 * everywhere.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openConfirmModal } from '../../../components/confirm-modal';
import { AddImageToHomeSubmissionMutation } from '../graphql/addImageToHomeSubmission';
import { DeleteHomeSubmissionImageMutation } from '../graphql/deleteHomeSubmissionImage';
import { GetHomePhotoUploadUrlMutation } from '../graphql/getHomePhotoUploadUrl';
import { ReorderHomeSubmissionImagesMutation } from '../graphql/reorderHomeSubmissionImages';
import { showPhotoFailure } from './home-photo-messages';
import { addHomePhotos, type PendingPhoto } from './home-photo-upload';

export type { PendingPhoto } from './home-photo-upload';

/**
 * @param homeSubmissionId the draft the photos belong to
 * @param saved the draft's saved photos, in their order (HomeSubmission.images)
 * @returns the photos on their way, `add(files)`, `dismiss(id)` (a failed one), `confirmDelete(imageId,
 *   label)` for a saved photo, `reorder(imageIds)` (every saved photo's id, main photo first) with `reordering`,
 *   and whether any upload is still running
 */
export function useHomePhotos(
  homeSubmissionId: string,
  saved: ReadonlyArray<{ id: string; position: number }>,
) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  // The next place to give a chosen photo: after the saved ones and those already chosen.
  const nextPosition = useRef(0);
  nextPosition.current = Math.max(nextPosition.current, ...saved.map((image) => image.position + 1));
  const [sendOrder, { loading: reordering }] = useMutation(ReorderHomeSubmissionImagesMutation);
  const [getUrl] = useMutation(GetHomePhotoUploadUrlMutation);
  const client = useApolloClient();
  // The submissions are fetched again once all the chosen photos are recorded, not after each: a refetch
  // started while another photo was still being recorded was reused for it (Apollo deduplicates identical
  // queries in flight), so that photo did not show until the next refetch.
  const [record] = useMutation(AddImageToHomeSubmissionMutation);
  const [remove] = useMutation(DeleteHomeSubmissionImageMutation, {
    refetchQueries: ['GetUserHomeSubmissions'],
    awaitRefetchQueries: true,
  });
  const previews = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((id: string, change: Partial<PendingPhoto>) => {
    setPending((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }, []);

  const add = useCallback(
    (files: File[]) =>
      addHomePhotos(files, {
        previews,
        nextPosition,
        setPending,
        update,
        getUrl,
        record,
        homeSubmissionId,
        client,
      }),
    [getUrl, record, update, homeSubmissionId, client],
  );

  const dismiss = useCallback((id: string) => {
    setPending((current) => current.filter((photo) => photo.id !== id));
  }, []);

  const confirmDelete = useCallback(
    (imageId: string, label: string) =>
      openConfirmModal({
        title: 'Delete this photo?',
        children: `${label} will be removed from this home. This can’t be undone.`,
        confirmLabel: 'Delete photo',
        destructive: true,
        onConfirm: async () => {
          try {
            await remove({ variables: { input: { imageId } } });
          } catch (error) {
            showPhotoFailure('We couldn’t delete the photo', error);
          }
        },
      }),
    [remove],
  );

  const reorder = useCallback(
    async (imageIds: string[]) => {
      try {
        await sendOrder({ variables: { input: { homeSubmissionId, imageIds } } });
      } catch (error) {
        showPhotoFailure('We couldn’t move the photo', error);
      }
    },
    [sendOrder, homeSubmissionId],
  );

  return {
    pending,
    add,
    dismiss,
    confirmDelete,
    reorder,
    reordering,
    uploading: pending.some((photo) => !photo.error),
  };
}
