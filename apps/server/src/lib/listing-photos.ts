/**
 * The photos of imported homes (docs/decisions/039-blm-media-files.md): a photo file an agent sends beside a
 * Rightmove BLM feed is recognised by its first bytes (JPEG, PNG or WebP), resized for display
 * (photo-display.ts: WebP, at most 1600 pixels a side, no metadata) and kept in the storage provider under
 * `listing-photos/{sha256 of the agent's file}.webp`. The key is issued by the server and addressed by the
 * file's content, so the same file imported again is found, not decoded or written again, and a stored photo
 * never changes: it is served from `/listing-photos/{sha256}.webp` (a URL kept in listings.images) with a
 * long, immutable cache lifetime.
 *
 * These keys are not of the upload-key shape (UPLOAD_KEY_PATTERN), so listStoredBefore never lists them and
 * the upload sweep (services/upload-sweep.ts) never removes them.
 */
import crypto from 'node:crypto';
import { detectDocumentContentType, SIGNATURE_BYTES, UPLOAD_MAX_BYTES } from '@stairway/domain/documents';
import type { StorageProvider } from '../providers/storage/storage-provider';
import { DISPLAY_CONTENT_TYPE, resizeForDisplay } from './photo-display';

/** The path prefix of imported homes' photos on this server. */
export const LISTING_PHOTOS_PATH = '/listing-photos/';
/** A stored photo's name: the SHA-256 of the agent's file, lower-case hex, and `.webp`. */
export const LISTING_PHOTO_NAME_PATTERN = /^[0-9a-f]{64}\.webp$/;
/** A stored photo's storage key: `listing-photos/` and its name (never of the upload-key shape). */
export const LISTING_PHOTO_KEY_PATTERN = /^listing-photos\/[0-9a-f]{64}\.webp$/;
/**
 * The largest photo file read, in bytes: the upload limit of photos sent through the app (UPLOAD_MAX_BYTES,
 * 20 MB). A larger file is reported and left out, never decoded.
 */
export const LISTING_PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES;
/**
 * How long a redirect to the S3 copy works, in seconds: long enough for the browser to follow it, short
 * enough that a copied link soon stops working.
 */
export const LISTING_PHOTO_REDIRECT_SECONDS = 300;

/** Why a photo file was left out of a home. */
export type ListingPhotoProblem = 'not supplied' | 'too large' | 'not an image' | 'cannot be decoded';

/** A photo file stored (or found already stored), or why it was left out. */
export type StoredListingPhoto =
  | { url: string; key: string; written: boolean }
  | { problem: Exclude<ListingPhotoProblem, 'not supplied' | 'too large'> };

/**
 * The storage key of a stored photo.
 * @param name a name of {@link LISTING_PHOTO_NAME_PATTERN}
 * @returns `listing-photos/{name}`
 */
export function listingPhotoKey(name: string): string {
  return `listing-photos/${name}`;
}

/**
 * Stores a home's photo file for display: checks it is a JPEG, PNG or WebP by its first bytes
 * (detectDocumentContentType, as uploads are checked), resizes it to WebP (resizeForDisplay) and writes it
 * under its content-addressed key, unless that key is already stored (then nothing is decoded or written).
 * @param storage the storage provider (local or S3)
 * @param bytes the agent's whole file (at most {@link LISTING_PHOTO_MAX_BYTES}; the caller checks)
 * @returns the photo's same-origin URL and key, and whether it was written now; or the problem: not an image
 *   (its first bytes are not JPEG, PNG or WebP) or cannot be decoded (damaged, disguised or too many pixels)
 * @throws Error when the store cannot be reached
 */
export async function storeListingPhoto(
  storage: Pick<StorageProvider, 'inspect' | 'write'>,
  bytes: Uint8Array,
): Promise<StoredListingPhoto> {
  const type = detectDocumentContentType(bytes.subarray(0, SIGNATURE_BYTES));
  if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
    return { problem: 'not an image' };
  const name = `${crypto.createHash('sha256').update(bytes).digest('hex')}.webp`;
  const key = listingPhotoKey(name);
  const url = `${LISTING_PHOTOS_PATH}${name}`;
  if (await storage.inspect(key)) return { url, key, written: false };
  const display = await resizeForDisplay(bytes);
  if (!display) return { problem: 'cannot be decoded' };
  await storage.write(key, display, { contentType: DISPLAY_CONTENT_TYPE });
  return { url, key, written: true };
}

/** A stored file opened for reading from the local store (local-storage.ts `openStream`). */
export type OpenedFile = { stream: ReadableStream<Uint8Array>; size: number; contentType: string };

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });

/**
 * Answers `GET` (and `HEAD`) `/listing-photos/{name}`. The name must match {@link LISTING_PHOTO_NAME_PATTERN}
 * exactly, so no request can name any other stored file. On the local store the photo's bytes are streamed
 * as image/webp with `Cache-Control: public, max-age=31536000, immutable` (the name is its content's hash,
 * so it never changes), an ETag and nosniff; on S3 the answer is a 302 to a presigned GET URL that works for
 * {@link LISTING_PHOTO_REDIRECT_SECONDS} seconds, itself cached for a minute.
 * @param storage the storage provider; the local one also offers `openStream`
 * @param request the request
 * @returns 200 (or 304 for a matching If-None-Match), 302 on S3, 404 for an invalid or unknown name, 405 for
 *   other methods
 * @throws Error when the store cannot be reached
 */
export async function serveListingPhoto(
  storage: Pick<StorageProvider, 'kind' | 'inspect' | 'createDownloadUrl'> & {
    openStream?: (key: string) => Promise<OpenedFile | null>;
  },
  request: Request,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const name = pathname.slice(LISTING_PHOTOS_PATH.length);
  if (!pathname.startsWith(LISTING_PHOTOS_PATH) || !LISTING_PHOTO_NAME_PATTERN.test(name)) return notFound();
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  const key = listingPhotoKey(name);
  if (storage.kind === 's3' || !storage.openStream) {
    if (!(await storage.inspect(key))) return notFound();
    const location = await storage.createDownloadUrl(key, {
      expiresInSeconds: LISTING_PHOTO_REDIRECT_SECONDS,
      fileName: name,
      contentType: DISPLAY_CONTENT_TYPE,
    });
    return new Response(null, {
      status: 302,
      headers: { Location: location, 'Cache-Control': 'private, max-age=60' },
    });
  }
  const etag = `"${name.slice(0, 64)}"`;
  const headers = {
    'Content-Type': DISPLAY_CONTENT_TYPE,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) {
    if (!(await storage.inspect(key))) return notFound();
    return new Response(null, { status: 304, headers });
  }
  const file = await storage.openStream(key);
  if (!file) return notFound();
  if (request.method === 'HEAD') {
    await file.stream.cancel();
    return new Response(null, { status: 200, headers: { ...headers, 'Content-Length': String(file.size) } });
  }
  return new Response(file.stream, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(file.size) },
  });
}
