/**
 * The signed URLs of local storage (local-storage.ts) and the HTTP handler that answers them:
 * `PUT /uploads/{key}` stores one file, `GET /uploads/{key}` returns it (see local-storage.ts's comment).
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
import { sign, verifySignature } from '../../lib/signing';
import { filePath, type LocalFolder, readRecord, recordAndMove } from './local-storage-files';
import { inlineDisposition } from './storage-provider';

/** The path prefix of local upload URLs. */
export const UPLOADS_PATH = '/uploads/';

/** What signs and checks the URLs: the folder and clock, the key, and the server's public URL. */
export interface LocalSigner extends LocalFolder {
  /** A key derived for signing these URLs (lib/signing.ts deriveKey). */
  signingKey: Buffer;
  /** The server's public URL (APP_URL), for absolute URLs. */
  baseUrl: string;
}

/** A JSON error `{ code, message }` with an HTTP status, never cached. */
const json = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The text a URL's signature covers. */
const message = (method: 'PUT' | 'GET', key: string, expires: string, name = '') =>
  [method, key, expires, name].join('\n');

/**
 * A signed URL of this server for a key.
 * @param expiresInSeconds how long the URL works, seconds from now
 * @param name the file name a download is offered under (GET only)
 * @returns the absolute URL
 */
export function signedUrl(
  signer: LocalSigner,
  method: 'PUT' | 'GET',
  key: string,
  expiresInSeconds: number,
  name?: string,
): string {
  const expires = String(Math.floor(signer.now() / 1000) + expiresInSeconds);
  const params = new URLSearchParams({ expires });
  if (name !== undefined) params.set('name', name);
  params.set('signature', sign(signer.signingKey, message(method, key, expires, name)));
  return `${signer.baseUrl}${UPLOADS_PATH}${key}?${params}`;
}

/** Checks the key, expiry and signature of a request's URL; returns a refusal (403) or null when it is good. */
function refuseUrl(signer: LocalSigner, method: 'PUT' | 'GET', key: string, url: URL): Response | null {
  const expires = url.searchParams.get('expires') ?? '';
  const signature = url.searchParams.get('signature') ?? '';
  const name = url.searchParams.get('name') ?? undefined;
  if (
    !/^\d{1,12}$/.test(expires) ||
    !verifySignature(signer.signingKey, message(method, key, expires, name), signature)
  ) {
    return json(403, 'SIGNATURE_INVALID', 'This upload link doesn’t work. Choose the file again.');
  }
  if (Number(expires) * 1000 < signer.now()) {
    return json(403, 'URL_EXPIRED', 'This link has expired. Ask for a new one and try again.');
  }
  return null;
}

/** The refusal of a file above UPLOAD_MAX_BYTES. */
const tooBig = () =>
  json(413, 'TOO_LARGE', `The file is too big: files can be up to ${formatFileSize(UPLOAD_MAX_BYTES)}.`);

/**
 * Streams a request's body to a file, up to UPLOAD_MAX_BYTES.
 * @returns the size in bytes and the first SIGNATURE_BYTES (or more) bytes
 * @throws Response 413 when the body is too big (the rest is not read)
 */
async function receiveBody(
  request: Request,
  handle: fsp.FileHandle,
): Promise<{ size: number; head: Buffer }> {
  let size = 0;
  let head = Buffer.alloc(0);
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > UPLOAD_MAX_BYTES) {
      await reader.cancel();
      throw tooBig();
    }
    if (head.length < SIGNATURE_BYTES) head = Buffer.concat([head, Buffer.from(value)]);
    await handle.write(value);
  }
  return { size, head };
}

/** Stores a `PUT`'s body under a key once, checking its declared and sniffed media type and its size. */
async function put(folder: LocalFolder, key: string, request: Request): Promise<Response> {
  const declared = normaliseContentType(request.headers.get('content-type'));
  if (!isDocumentContentType(declared)) {
    return json(415, 'UNSUPPORTED_TYPE', `Choose a ${DOCUMENT_KINDS_TEXT} file.`);
  }
  if (Number(request.headers.get('content-length') ?? 0) > UPLOAD_MAX_BYTES) return tooBig();
  if (fs.existsSync(filePath(folder, key))) {
    return json(409, 'ALREADY_UPLOADED', 'A file was already uploaded with this link. Ask for a new one.');
  }
  await fsp.mkdir(folder.dir, { recursive: true });
  const temp = path.join(folder.dir, `.upload-${key}-${process.pid}-${folder.now()}`);
  const handle = await fsp.open(temp, 'w');
  try {
    const { size, head } = await receiveBody(request, handle);
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
    await recordAndMove(folder, key, temp, sniffed, size);
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

/** Returns the file stored under a key with its recorded media type, or 404. */
async function get(folder: LocalFolder, key: string, url: URL): Promise<Response> {
  const record = await readRecord(folder, key);
  if (!record || !fs.existsSync(filePath(folder, key)))
    return json(404, 'NOT_FOUND', 'This file was not found.');
  const stream = Readable.toWeb(
    fs.createReadStream(filePath(folder, key)),
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

/**
 * Answers `PUT` and `GET /uploads/{key}` (LocalStorage.handle).
 * @returns the response; 404 for any other path or key, 405 for other methods, 403 for a bad or expired
 *   signature; errors are JSON `{ code, message }`
 */
export async function handleUploadRequest(signer: LocalSigner, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const key = decodeURIComponent(url.pathname.slice(UPLOADS_PATH.length));
  if (!url.pathname.startsWith(UPLOADS_PATH) || !UPLOAD_KEY_PATTERN.test(key)) {
    return json(404, 'NOT_FOUND', 'This file was not found.');
  }
  if (request.method !== 'PUT' && request.method !== 'GET') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, PUT' } });
  }
  const method = request.method;
  const refused = refuseUrl(signer, method, key, url);
  if (refused) return refused;
  return method === 'PUT' ? put(signer, key, request) : get(signer, key, url);
}
