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
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DOCUMENT_KINDS_TEXT,
  detectDocumentContentType,
  formatFileSize,
  isDocumentContentType,
  normaliseContentType,
  SIGNATURE_BYTES,
  UPLOAD_KEY_PATTERN,
  UPLOAD_MAX_BYTES,
} from '@stairway/domain/documents';
import { LISTING_PHOTO_KEY_PATTERN, type OpenedFile } from '../../lib/listing-photos';
import { sign, verifySignature } from '../../lib/signing';
import {
  inlineDisposition,
  type ListedObject,
  type StorageProvider,
  type StoredObject,
} from './storage-provider';

/** The path prefix of local upload URLs. */
export const UPLOADS_PATH = '/uploads/';

/** The record kept beside each stored file. */
type LocalRecord = { contentType: string; size: number; uploadedAt: string };

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

/** Whether a key names a file this store keeps: an upload key, or the key of an imported home's photo. */
const isStoredKey = (key: string) => UPLOAD_KEY_PATTERN.test(key) || LISTING_PHOTO_KEY_PATTERN.test(key);

const json = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Creates local storage.
 * @param options.dir the folder (DATA_DIR/uploads), created when needed
 * @param options.baseUrl the server's public URL (APP_URL), for absolute URLs
 * @param options.signingKey a key derived for signing these URLs (lib/signing.ts deriveKey)
 * @param options.now the clock, milliseconds (tests move it)
 */
export function createLocalStorage(options: {
  dir: string;
  baseUrl: string;
  signingKey: Buffer;
  now?: () => number;
}): LocalStorage {
  const { dir, signingKey } = options;
  const now = options.now ?? Date.now;
  const filePath = (key: string) => path.join(dir, key);
  const recordPath = (key: string) => path.join(dir, `${key}.json`);
  const message = (method: 'PUT' | 'GET', key: string, expires: string, name = '') =>
    [method, key, expires, name].join('\n');
  const signedUrl = (method: 'PUT' | 'GET', key: string, expiresInSeconds: number, name?: string) => {
    const expires = String(Math.floor(now() / 1000) + expiresInSeconds);
    const params = new URLSearchParams({ expires });
    if (name !== undefined) params.set('name', name);
    params.set('signature', sign(signingKey, message(method, key, expires, name)));
    return `${options.baseUrl}${UPLOADS_PATH}${key}?${params}`;
  };

  async function readRecord(key: string): Promise<LocalRecord | null> {
    try {
      return JSON.parse(await fsp.readFile(recordPath(key), 'utf8')) as LocalRecord;
    } catch {
      return null;
    }
  }

  /** Checks the key, expiry and signature of a request's URL; returns a refusal or null when it is good. */
  function refuseUrl(method: 'PUT' | 'GET', key: string, url: URL): Response | null {
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const name = url.searchParams.get('name') ?? undefined;
    if (
      !/^\d{1,12}$/.test(expires) ||
      !verifySignature(signingKey, message(method, key, expires, name), signature)
    ) {
      return json(403, 'SIGNATURE_INVALID', 'This upload link doesn’t work. Choose the file again.');
    }
    if (Number(expires) * 1000 < now()) {
      return json(403, 'URL_EXPIRED', 'This link has expired. Ask for a new one and try again.');
    }
    return null;
  }

  async function put(key: string, request: Request): Promise<Response> {
    const declared = normaliseContentType(request.headers.get('content-type'));
    if (!isDocumentContentType(declared)) {
      return json(415, 'UNSUPPORTED_TYPE', `Choose a ${DOCUMENT_KINDS_TEXT} file.`);
    }
    const tooBig = json(
      413,
      'TOO_LARGE',
      `The file is too big: files can be up to ${formatFileSize(UPLOAD_MAX_BYTES)}.`,
    );
    if (Number(request.headers.get('content-length') ?? 0) > UPLOAD_MAX_BYTES) return tooBig;
    if (fs.existsSync(filePath(key))) {
      return json(409, 'ALREADY_UPLOADED', 'A file was already uploaded with this link. Ask for a new one.');
    }
    await fsp.mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.upload-${key}-${process.pid}-${now()}`);
    const handle = await fsp.open(temp, 'w');
    let size = 0;
    let head = Buffer.alloc(0);
    try {
      const reader = request.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > UPLOAD_MAX_BYTES) {
          await reader.cancel();
          throw tooBig;
        }
        if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, Buffer.from(value)]);
        await handle.write(value);
      }
      await handle.close();
      if (size === 0) throw json(400, 'EMPTY', 'The file is empty. Choose the file again.');
      const sniffed = detectDocumentContentType(head.subarray(0, SIGNATURE_BYTES));
      if (sniffed !== declared) {
        throw json(
          415,
          'UNSUPPORTED_TYPE',
          `The file’s contents are not a ${DOCUMENT_KINDS_TEXT} file. Choose another file.`,
        );
      }
      const record: LocalRecord = { contentType: sniffed, size, uploadedAt: new Date(now()).toISOString() };
      await fsp.writeFile(recordPath(key), JSON.stringify(record));
      await fsp.rename(temp, filePath(key));
      return new Response(JSON.stringify({ key, size, contentType: sniffed }), {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fsp.rm(temp, { force: true });
      if (error instanceof Response) return error;
      throw error;
    }
  }

  async function get(key: string, url: URL): Promise<Response> {
    const record = await readRecord(key);
    if (!record || !fs.existsSync(filePath(key))) return json(404, 'NOT_FOUND', 'This file was not found.');
    const stream = Readable.toWeb(
      fs.createReadStream(filePath(key)),
    ) as unknown as ReadableStream<Uint8Array>;
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': record.contentType,
        'Content-Length': String(record.size),
        'Content-Disposition': inlineDisposition(url.searchParams.get('name') || key),
        'Cache-Control': 'private, no-store',
      },
    });
  }

  return {
    kind: 'local',
    async createUploadUrl(key, { expiresInSeconds }) {
      return signedUrl('PUT', key, expiresInSeconds);
    },
    async createDownloadUrl(key, { expiresInSeconds, fileName }) {
      return signedUrl('GET', key, expiresInSeconds, fileName);
    },
    async inspect(key): Promise<StoredObject | null> {
      if (!isStoredKey(key)) return null;
      const record = await readRecord(key);
      if (!record) return null;
      let handle: fsp.FileHandle | undefined;
      try {
        handle = await fsp.open(filePath(key), 'r');
        const buffer = Buffer.alloc(SIGNATURE_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SIGNATURE_BYTES, 0);
        return {
          size: record.size,
          contentType: record.contentType,
          firstBytes: buffer.subarray(0, bytesRead),
        };
      } catch {
        return null;
      } finally {
        await handle?.close();
      }
    },
    async read(key) {
      if (!isStoredKey(key) || !(await readRecord(key))) return null;
      try {
        return new Uint8Array(await fsp.readFile(filePath(key)));
      } catch {
        return null;
      }
    },
    async write(key, bytes, { contentType }) {
      if (!isStoredKey(key)) throw new Error('Not an upload key');
      await fsp.mkdir(path.dirname(filePath(key)), { recursive: true });
      const temp = path.join(dir, `.write-${key.replace('/', '_')}-${process.pid}-${now()}`);
      await fsp.writeFile(temp, bytes);
      const record: LocalRecord = {
        contentType,
        size: bytes.byteLength,
        uploadedAt: new Date(now()).toISOString(),
      };
      await fsp.writeFile(recordPath(key), JSON.stringify(record));
      await fsp.rename(temp, filePath(key));
    },
    async *listStoredBefore(before) {
      let names: string[];
      try {
        names = await fsp.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      const page: ListedObject[] = [];
      for (const name of names) {
        if (!UPLOAD_KEY_PATTERN.test(name)) continue;
        const record = await readRecord(name);
        // A file without its record (a write stopped half-way): its modification time.
        const storedAt = record
          ? new Date(record.uploadedAt)
          : await fsp.stat(filePath(name)).then((stat) => stat.mtime);
        if (storedAt < before) page.push({ key: name, storedAt });
        if (page.length === 500) yield page.splice(0);
      }
      if (page.length > 0) yield page;
    },
    async openStream(key) {
      if (!isStoredKey(key)) return null;
      const record = await readRecord(key);
      if (!record) return null;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(filePath(key), 'r');
      } catch {
        return null;
      }
      const stream = Readable.toWeb(
        handle.createReadStream({ autoClose: true }),
      ) as unknown as ReadableStream<Uint8Array>;
      return { stream, size: record.size, contentType: record.contentType };
    },
    async delete(key) {
      if (!isStoredKey(key)) return;
      await fsp.rm(filePath(key), { force: true });
      await fsp.rm(recordPath(key), { force: true });
    },
    async handle(request) {
      const url = new URL(request.url);
      const key = decodeURIComponent(url.pathname.slice(UPLOADS_PATH.length));
      if (!url.pathname.startsWith(UPLOADS_PATH) || !UPLOAD_KEY_PATTERN.test(key)) {
        return json(404, 'NOT_FOUND', 'This file was not found.');
      }
      if (request.method !== 'PUT' && request.method !== 'GET') {
        return new Response(null, { status: 405, headers: { Allow: 'GET, PUT' } });
      }
      const method = request.method;
      const refused = refuseUrl(method, key, url);
      if (refused) return refused;
      return method === 'PUT' ? put(key, request) : get(key, url);
    },
  };
}
