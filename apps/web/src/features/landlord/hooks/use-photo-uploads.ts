/**
 * The photos a landlord adds while editing a listing (spec §7 getLandlordPreSignedUploadUrl): each file is
 * checked in the browser (JPEG, PNG or WebP up to 10 MB, the domain's checkImageFile; the server checks the
 * bytes again when the listing is saved), uploaded to its signed URL with progress, and previewed from the
 * file itself. The keys of the finished uploads go into createUpdateLandlordListing's `images`.
 */
import { useMutation } from '@apollo/client/react';
import { checkImageFile, movedBy } from '@stairway/domain/landlord';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadFile } from '../../../lib/upload-file';
import { GetLandlordPreSignedUploadUrlMutation } from '../graphql/getLandlordPreSignedUploadUrl';

/** One photo being added. */
export type PhotoUpload = {
  id: string;
  name: string;
  /** An object URL of the file, for the preview. */
  previewUrl: string;
  /** Share sent, 0 to 1. */
  progress: number;
  /** The upload key once stored. */
  key: string | null;
  error: string | null;
};

/**
 * @returns the uploads, `add(files)`, `remove(id)`, `move(id, step)` (one place earlier or later, before saving),
 *   `clear()` (after saving), the finished keys in order and whether any upload is still running
 */
export function usePhotoUploads() {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [getUrl] = useMutation(GetLandlordPreSignedUploadUrlMutation);
  const previews = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = useCallback((id: string, change: Partial<PhotoUpload>) => {
    setUploads((current) => current.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        const id = crypto.randomUUID();
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        const problem = checkImageFile({ name: file.name, size: file.size, type: file.type });
        setUploads((current) => [
          ...current,
          { id, name: file.name, previewUrl, progress: 0, key: null, error: problem?.message ?? null },
        ]);
        if (problem) continue;
        try {
          const { data } = await getUrl();
          if (!data) throw new UploadError('We couldn’t start the upload. Please try again.');
          const { url, key } = data.getLandlordPreSignedUploadUrl;
          await uploadFile(url, file, (progress) => update(id, { progress }));
          update(id, { key, progress: 1 });
        } catch (error) {
          update(id, {
            error:
              error instanceof UploadError
                ? error.message
                : `“${file.name}” couldn’t be uploaded. Check your connection and try again.`,
          });
        }
      }
    },
    [getUrl, update],
  );

  const remove = useCallback((id: string) => {
    setUploads((current) => current.filter((u) => u.id !== id));
  }, []);

  const move = useCallback((id: string, step: -1 | 1) => {
    setUploads((current) =>
      movedBy(
        current,
        current.findIndex((u) => u.id === id),
        step,
      ),
    );
  }, []);

  const clear = useCallback(() => setUploads([]), []);

  return {
    uploads,
    add,
    remove,
    move,
    clear,
    keys: uploads.filter((u) => u.key && !u.error).map((u) => u.key as string),
    uploading: uploads.some((u) => !u.key && !u.error),
  };
}
