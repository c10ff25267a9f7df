/**
 * Local storage (ARCHITECTURE.md §2 "uploads": used when S3_BUCKET is unset): files live under
 * DATA_DIR/uploads, one file per key with a `.json` record beside it (media type, size, when). URLs are on
 * this server and signed with HMAC-SHA-256, and they expire:
 *
 * - `PUT /uploads/{key}?expires={unix seconds}&signature={hmac}` stores one file. It is refused with
 *   403 when the signature is wrong or the URL has expired, 415 when the Content-Type is not PDF, JPEG, PNG or
 *   WebP or the bytes are not what the Content-Type says, 413 above UPLOAD_MAX_BYTES, 400 when empty, and 409
 *   when something was already uploaded under the key (a key is used once).
 * - `GET /uploads/{key}?expires=…&name=…&signature=…` returns the file with its sniffed media type.
 *
 * Errors are JSON `{ code, message }`. Keys must match UPLOAD_KEY_PATTERN, so a path can never leave the
 * folder. The server's own copies of imported homes' photos (lib/listing-photos.ts) are kept under
 * `listing-photos/{sha256}.webp` (LISTING_PHOTO_KEY_PATTERN) in a folder of their own: `read`, `write`,
 * `inspect`, `delete` and `openStream` take those keys too, `listStoredBefore` never lists them, and no URL of
 * this module serves them (lib/listing-photos.ts serveListingPhoto does).
 */
import type { OpenedFile } from '../../lib/listing-photos';
import {
  deleteStoredFile,
  inspectFile,
  listStoredBefore,
  openStoredFile,
  readStoredFile,
  writeStoredFile,
} from './local-storage-files';
import { handleUploadRequest, type LocalSigner, signedUrl } from './local-storage-http';
import type { StorageProvider } from './storage-provider';

export { UPLOADS_PATH } from './local-storage-http';

/** Local storage: the provider and the HTTP handler of its URLs. */
export type LocalStorage = StorageProvider & {
  /**
   * Answers `PUT` and `GET /uploads/{key}` (see the file's comment).
   * @returns the response; 404 for any other path or key, 405 for other methods
   */
  handle: (request: Request) => Promise<Response>;
  /**
   * Opens a stored file for streaming (the listing photos' route, lib/listing-photos.ts).
   * @param key an upload key or a listing photo's key
   * @returns its bytes as a stream, its size in bytes and its media type; null when nothing is stored under it
   */
  openStream: (key: string) => Promise<OpenedFile | null>;
};

/**
 * Creates local storage (the files: local-storage-files.ts; the URLs and their handler: local-storage-http.ts).
 * @param options.dir the folder (DATA_DIR/uploads), created when needed
 * @param options.baseUrl the server's public URL (APP_URL), for absolute URLs
 * @param options.signingKey a key derived for signing these URLs (lib/signing.ts deriveKey)
 * @param options.now the clock, milliseconds (tests move it)
 * @returns the provider, with the handler of its URLs and openStream
 */
export function createLocalStorage(options: {
  dir: string;
  baseUrl: string;
  signingKey: Buffer;
  now?: () => number;
}): LocalStorage {
  const signer: LocalSigner = {
    dir: options.dir,
    now: options.now ?? Date.now,
    signingKey: options.signingKey,
    baseUrl: options.baseUrl,
  };
  return {
    kind: 'local',
    async createUploadUrl(key, { expiresInSeconds }) {
      return signedUrl(signer, 'PUT', key, expiresInSeconds);
    },
    async createDownloadUrl(key, { expiresInSeconds, fileName }) {
      return signedUrl(signer, 'GET', key, expiresInSeconds, fileName);
    },
    inspect: (key) => inspectFile(signer, key),
    read: (key) => readStoredFile(signer, key),
    write: (key, bytes, { contentType }) => writeStoredFile(signer, key, bytes, contentType),
    listStoredBefore: (before) => listStoredBefore(signer, before),
    openStream: (key) => openStoredFile(signer, key),
    delete: (key) => deleteStoredFile(signer, key),
    handle: (request) => handleUploadRequest(signer, request),
  };
}
