/**
 * The storage provider (ARCHITECTURE.md §2 "uploads"): one interface, an S3 implementation (presigned PUT and
 * GET URLs through @aws-sdk/s3-request-presigner) when S3_BUCKET is set, and a local implementation otherwise
 * (HMAC-signed, expiring URLs on this server that store files under DATA_DIR/uploads). The browser uploads
 * the same way with both: an HTTP PUT of the file's bytes to the URL from getPreSignedUploadUrl, with the
 * file's Content-Type.
 */

/** What storage knows about an uploaded object. */
export type StoredObject = {
  /** Bytes. */
  size: number;
  /** The media type the object was uploaded with, as stored (not trusted: the first bytes decide). */
  contentType: string | null;
  /** The object's first bytes (up to SIGNATURE_BYTES), to recognise its real type. */
  firstBytes: Uint8Array;
};

/** An object in the store, as the upload sweep sees it (services/upload-sweep.ts). */
export type ListedObject = {
  /** The upload key (lib/upload-keys.ts) or a key the server issued for a copy it made. */
  key: string;
  /** When it was stored (local: its record; S3: LastModified). */
  storedAt: Date;
};

/** Stores uploaded files. */
export type StorageProvider = {
  /** Which implementation this is. */
  kind: 'local' | 's3';
  /**
   * A URL the browser can PUT one file to.
   * @param key a random upload key (lib/upload-keys.ts), never a user-chosen path
   * @param options.expiresInSeconds how long the URL works
   * @returns an absolute URL
   */
  createUploadUrl: (key: string, options: { expiresInSeconds: number }) => Promise<string>;
  /**
   * A URL that shows or downloads a stored file.
   * @param options.fileName the name offered when saving it
   * @param options.expiresInSeconds how long the URL works
   * @returns an absolute URL
   */
  createDownloadUrl: (
    key: string,
    options: { expiresInSeconds: number; fileName: string; contentType: string },
  ) => Promise<string>;
  /**
   * What was uploaded under a key.
   * @returns null when nothing has been uploaded under it
   * @throws Error when the store cannot be reached
   */
  inspect: (key: string) => Promise<StoredObject | null>;
  /**
   * The whole object under a key, for the server's own processing (home photos are resized from it).
   * @returns null when nothing has been uploaded under it
   * @throws Error when the store cannot be reached
   */
  read: (key: string) => Promise<Uint8Array | null>;
  /**
   * Stores bytes the server made itself (a resized photo) under a key it issued: an upload key, or an
   * imported home's photo key (`listing-photos/{sha256}.webp`, lib/listing-photos.ts), which
   * listStoredBefore never lists.
   * @param options.contentType the bytes' media type, one the store accepts (JPEG, PNG, WebP or PDF)
   * @throws Error when the store cannot be reached
   */
  write: (key: string, bytes: Uint8Array, options: { contentType: string }) => Promise<void>;
  /**
   * The objects stored before a time, in pages, for the upload sweep. Only keys of the upload-key shape
   * (UPLOAD_KEY_PATTERN) are listed: anything else in the folder or bucket prefix is not ours to remove.
   * @param before only objects stored before this instant
   * @throws Error when the store cannot be reached
   */
  listStoredBefore: (before: Date) => AsyncIterable<ListedObject[]>;
  /**
   * Deletes the object under a key; nothing happens when there is none.
   * @throws Error when the store cannot be reached
   */
  delete: (key: string) => Promise<void>;
};

/**
 * A Content-Disposition header value that shows the file in the browser and offers `fileName` when saved
 * (RFC 6266 with an RFC 5987 UTF-8 name, and an ASCII fallback).
 */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
