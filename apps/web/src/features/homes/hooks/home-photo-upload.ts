/**
 * Adding photos to a home's draft (useHomePhotos): each chosen file is checked, given its place, previewed, uploaded
 * to its signed URL with progress and recorded; once all are recorded the submissions are fetched again.
 */
import type { useApolloClient } from '@apollo/client/react';
import { checkHomeImageFile } from '@stairway/domain/home-submissions';
import type { Dispatch, SetStateAction } from 'react';
import { UploadError, uploadFile } from '../../../lib/upload-file';
import { photoUploadErrorMessage } from './home-photo-messages';

/** One photo on its way: its preview, progress and any problem. */
export type PendingPhoto = {
  id: string;
  name: string;
  /** An object URL of the file, for the preview. */
  previewUrl: string;
  /** Share sent, 0 to 1. */
  progress: number;
  /** Its place among the home's photos, given when it was chosen. */
  position: number;
  error: string | null;
};

/** What addHomePhotos works with: useHomePhotos's refs, state and mutations. */
export type AddHomePhotosContext = {
  previews: { current: Set<string> };
  nextPosition: { current: number };
  setPending: Dispatch<SetStateAction<PendingPhoto[]>>;
  update: (id: string, change: Partial<PendingPhoto>) => void;
  getUrl: () => Promise<{ data?: { getPreSignedUploadUrl: { url: string; key: string } } | null }>;
  record: (options: {
    variables: { input: { homeSubmissionId: string; key: string; position: number } };
  }) => Promise<unknown>;
  homeSubmissionId: string;
  client: ReturnType<typeof useApolloClient>;
};

/**
 * Checks, uploads and records the chosen files, in the order chosen.
 * @param files the files chosen
 * @param ctx useHomePhotos's refs, state and mutations
 */
export async function addHomePhotos(files: File[], ctx: AddHomePhotosContext) {
  const recorded: Array<{ id: string; previewUrl: string }> = [];
  await Promise.all(
    files.map(async (file) => {
      const id = crypto.randomUUID();
      const previewUrl = URL.createObjectURL(file);
      ctx.previews.current.add(previewUrl);
      const problem = checkHomeImageFile({ name: file.name, size: file.size, type: file.type });
      // Its place is given now, in the order the files were chosen.
      const position = ctx.nextPosition.current;
      if (!problem) ctx.nextPosition.current += 1;
      ctx.setPending((current) => [
        ...current,
        { id, name: file.name, previewUrl, progress: 0, position, error: problem?.message ?? null },
      ]);
      if (problem) return;
      try {
        const { data } = await ctx.getUrl();
        if (!data) throw new UploadError('We couldn’t start the upload. Please try again.');
        const { url, key } = data.getPreSignedUploadUrl;
        await uploadFile(url, file, (progress) => ctx.update(id, { progress }));
        await ctx.record({ variables: { input: { homeSubmissionId: ctx.homeSubmissionId, key, position } } });
        recorded.push({ id, previewUrl });
      } catch (error) {
        const message = photoUploadErrorMessage(error, file.name);
        ctx.update(id, { error: message });
      }
    }),
  );
  if (recorded.length === 0) return;
  await ctx.client.refetchQueries({ include: ['GetUserHomeSubmissions'] }).catch(() => undefined);
  const done = new Set(recorded.map((photo) => photo.id));
  ctx.setPending((current) => current.filter((photo) => !done.has(photo.id)));
  for (const { previewUrl } of recorded) {
    URL.revokeObjectURL(previewUrl);
    ctx.previews.current.delete(previewUrl);
  }
}
