/**
 * A BLM feed's photo files (decision 039): each read, checked, resized and stored once per import
 * (lib/listing-photos.ts), up to PHOTO_CONCURRENCY at a time.
 */
import {
  LISTING_PHOTO_MAX_BYTES,
  type ListingPhotoProblem,
  type StoredListingPhoto,
  storeListingPhoto,
} from '../../lib/listing-photos';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { BlmPhoto } from './blm';
import type { BlmUpload } from './blm-media';

/** A photo file an imported home names that was left out of it, and why (a BLM feed's; blm-media.ts). */
export type PhotoProblem = { line: number; listingId: string; file: string; problem: ListingPhotoProblem };

/** What an import did with a BLM feed's photo files. */
export type PhotoCounts = { stored: number; written: number; problems: PhotoProblem[] };

/** The most photos a home keeps (listings.images), as the Rightmove CSV and BLM feeds give them. */
export const MAX_LISTING_IMAGES = 20;

/**
 * How many of a home's photo files are read, resized and stored at once: sharp works in its own threads, so
 * a few at a time keep both of a small server's cores busy (one at a time, a first import of 6 homes with 10
 * large photos each took 1.7 times as long on 2 cores; decision 039).
 */
export const PHOTO_CONCURRENCY = 4;

/**
 * Makes the function that turns a BLM home's photos into its images: https URLs as they are, and each photo
 * file through storeListingPhoto (lib/listing-photos.ts), each file read and stored once per import however
 * many homes name it, up to {@link PHOTO_CONCURRENCY} of a home's files at once. Counts what it stores and
 * records what it leaves out in `counts`, in the feed's order.
 * @returns a function from a home's photos (with its line and listing id, for the report) to at most
 *   {@link MAX_LISTING_IMAGES} URLs in the feed's order
 */
export function createPhotoResolver(
  upload: BlmUpload,
  storage: Pick<StorageProvider, 'inspect' | 'write'> | undefined,
  counts: PhotoCounts,
): (photos: BlmPhoto[], line: number, listingId: string) => Promise<string[]> {
  const done = new Map<string, Promise<StoredListingPhoto | { problem: ListingPhotoProblem }>>();
  const storeFile = async (name: string): Promise<StoredListingPhoto | { problem: ListingPhotoProblem }> => {
    const file = upload.media?.get(name.toLowerCase());
    if (!file || !storage) return { problem: 'not supplied' };
    if (file.size > LISTING_PHOTO_MAX_BYTES) return { problem: 'too large' };
    let bytes: Uint8Array;
    try {
      bytes = await file.read();
    } catch {
      // A damaged or encrypted zip entry: as a file that does not decode.
      return { problem: 'cannot be decoded' };
    }
    return storeListingPhoto(storage, bytes);
  };
  return async (photos, line, listingId) => {
    const images: string[] = [];
    /** The photo files started, by their place in `photos`, and whether this import had not met them before. */
    const started = new Map<number, { pending: ReturnType<typeof storeFile>; first: boolean }>();
    const start = (index: number) => {
      const photo = photos[index];
      if (!photo || 'url' in photo || started.has(index)) return;
      const name = photo.file.toLowerCase();
      const known = done.get(name);
      const pending = known ?? storeFile(photo.file);
      // A file started ahead may fail before its turn (the storage unreachable): the failure is thrown where it
      // is awaited, in the feed's order, and is not an unhandled rejection meanwhile.
      pending.catch(() => undefined);
      if (!known) done.set(name, pending);
      started.set(index, { pending, first: !known });
    };
    for (const [index, photo] of photos.entries()) {
      if (images.length >= MAX_LISTING_IMAGES) break;
      if ('url' in photo) {
        images.push(photo.url);
        continue;
      }
      // This file and the next few, never more than the home still has room for.
      const ahead = Math.min(PHOTO_CONCURRENCY, MAX_LISTING_IMAGES - images.length);
      for (let next = index; next < index + ahead; next += 1) start(next);
      const { pending, first } = started.get(index) as {
        pending: ReturnType<typeof storeFile>;
        first: boolean;
      };
      const stored = await pending;
      if ('problem' in stored) {
        counts.problems.push({ line, listingId, file: photo.file, problem: stored.problem });
        continue;
      }
      counts.stored += 1;
      if (first && stored.written) counts.written += 1;
      images.push(stored.url);
    }
    return images;
  };
}
