/**
 * The photos of a home submission (spec §7 getPreSignedUploadUrl, addImageToHomeSubmission,
 * reorderHomeSubmissionImages, deleteHomeSubmissionImage): how many, the inputs that add, reorder and delete
 * them, and the check of a photo's file before it is uploaded or recorded. home-submissions.ts re-exports them.
 */
import { z } from 'zod';
import { formatFileSize, IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, normaliseContentType } from './documents';
import { homeSubmissionId } from './home-submission-details';

/** The most photos one submission may hold (decided here). */
export const MAX_HOME_IMAGES = 20;

/** The highest photo position accepted (positions need not be consecutive: only their order counts). */
export const MAX_HOME_IMAGE_POSITION = 10_000;

/**
 * addImageToHomeSubmission's input: the submission, the upload key from getPreSignedUploadUrl and, optionally,
 * the photo's position, given when the applicant chose it (0 is the main photo).
 */
export const addImageToHomeSubmissionInputSchema = z.object({
  homeSubmissionId,
  key: z.string().trim().min(1, { error: 'Choose a photo to upload' }).max(300),
  position: z
    .number({ error: 'The photo’s place must be a whole number' })
    .int({ error: 'The photo’s place must be a whole number' })
    .min(0, { error: 'The photo’s place must be 0 or more' })
    .max(MAX_HOME_IMAGE_POSITION, { error: `The photo’s place must be ${MAX_HOME_IMAGE_POSITION} or less` })
    .nullish(),
});

/** reorderHomeSubmissionImages' input: the submission and every one of its photos, the main photo first. */
export const reorderHomeSubmissionImagesInputSchema = z.object({
  homeSubmissionId,
  imageIds: z
    .array(z.uuid({ error: 'Choose the home’s photos' }), {
      error: 'List the home’s photos in their new order',
    })
    .min(1, { error: 'List the home’s photos in their new order' })
    .max(MAX_HOME_IMAGES, { error: `A home has at most ${MAX_HOME_IMAGES} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'List each photo once' }),
});

/** deleteHomeSubmissionImage's input. */
export const deleteHomeSubmissionImageInputSchema = z.object({
  imageId: z.uuid({ error: 'Choose one of the photos' }),
});

/** The file picker's `accept` attribute for home photos: JPEG, PNG or WebP. */
export const HOME_IMAGE_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/**
 * Checks a photo before it is uploaded (the web app, with the browser's File) or recorded (the server, with
 * the stored object's size and the type sniffed from its first bytes): JPEG, PNG or WebP, at most
 * {@link IMAGE_MAX_BYTES} (10 MB; ARCHITECTURE.md §5).
 * @param file its name, size in bytes and media type ('' or null when unknown: then it is refused)
 * @returns null when it can be used, else the problem worded for the applicant with the file's name
 */
export function checkHomeImageFile(file: {
  name: string;
  size: number;
  type: string | null;
}): { reason: 'type' | 'size' | 'empty'; message: string } | null {
  const type = normaliseContentType(file.type);
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
    return { reason: 'type', message: `“${file.name}” can’t be added: choose a JPEG, PNG or WebP photo.` };
  }
  if (file.size === 0) return { reason: 'empty', message: `“${file.name}” is empty: choose it again.` };
  if (file.size > IMAGE_MAX_BYTES) {
    return {
      reason: 'size',
      message: `“${file.name}” is ${formatFileSize(file.size)}: photos can be up to ${formatFileSize(IMAGE_MAX_BYTES)}.`,
    };
  }
  return null;
}

/**
 * The message for a photo whose contents are not a JPEG, PNG or WebP image (the upload refused it, whatever its
 * name said): it names photos and the types allowed, never "PDF".
 * @param name the file's name, e.g. `kitchen.jpg`
 */
export function homePhotoContentsMessage(name: string): string {
  return `“${name}” isn’t a JPEG, PNG or WebP photo inside, whatever its name says: choose another photo.`;
}
