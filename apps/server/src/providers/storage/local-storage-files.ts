/**
 * The files of local storage (local-storage.ts): one file per key under the folder with a `.json` record
 * beside it (media type, size, when), read, written, listed and removed here.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SIGNATURE_BYTES, UPLOAD_KEY_PATTERN } from '@stairway/domain/documents';
import { LISTING_PHOTO_KEY_PATTERN, type OpenedFile } from '../../lib/listing-photos';
import type { ListedObject, StoredObject } from './storage-provider';

/** The record kept beside each stored file. */
export type LocalRecord = { contentType: string; size: number; uploadedAt: string };

/** The folder of local storage and its clock (milliseconds since the epoch; tests move it). */
export interface LocalFolder {
  dir: string;
  now: () => number;
}

/** Whether a key names a file this store keeps: an upload key, or the key of an imported home's photo. */
export const isStoredKey = (key: string) =>
  UPLOAD_KEY_PATTERN.test(key) || LISTING_PHOTO_KEY_PATTERN.test(key);

/** The path of the file stored under a key (the key is checked by the caller). */
export const filePath = (folder: LocalFolder, key: string) => path.join(folder.dir, key);

/** The path of the record beside the file stored under a key. */
export const recordPath = (folder: LocalFolder, key: string) => path.join(folder.dir, `${key}.json`);

/**
 * Reads the record of a key.
 * @returns the record, or null when there is none or it cannot be read
 */
export async function readRecord(folder: LocalFolder, key: string): Promise<LocalRecord | null> {
  try {
    return JSON.parse(await fsp.readFile(recordPath(folder, key), 'utf8')) as LocalRecord;
  } catch {
    return null;
  }
}

/**
 * Writes a key's record, stamped with the folder's clock, then moves the file already written to a temporary
 * path into place.
 * @param temp the temporary path the bytes were written to
 * @param contentType the media type recorded
 * @param size the file's size, bytes
 */
export async function recordAndMove(
  folder: LocalFolder,
  key: string,
  temp: string,
  contentType: string,
  size: number,
): Promise<void> {
  const record: LocalRecord = { contentType, size, uploadedAt: new Date(folder.now()).toISOString() };
  await fsp.writeFile(recordPath(folder, key), JSON.stringify(record));
  await fsp.rename(temp, filePath(folder, key));
}

/**
 * The size, media type and first bytes of a stored file (StorageProvider.inspect).
 * @returns null for a key this store does not keep, or when nothing (readable) is stored under it
 */
export async function inspectFile(folder: LocalFolder, key: string): Promise<StoredObject | null> {
  if (!isStoredKey(key)) return null;
  const record = await readRecord(folder, key);
  if (!record) return null;
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(filePath(folder, key), 'r');
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
}

/**
 * The bytes of a stored file (StorageProvider.read).
 * @returns null for a key this store does not keep, or when nothing (readable) is stored under it
 */
export async function readStoredFile(folder: LocalFolder, key: string): Promise<Uint8Array | null> {
  if (!isStoredKey(key) || !(await readRecord(folder, key))) return null;
  try {
    return new Uint8Array(await fsp.readFile(filePath(folder, key)));
  } catch {
    return null;
  }
}

/**
 * Stores bytes under a key, replacing what was there (StorageProvider.write).
 * @throws Error when the key is not one this store keeps
 */
export async function writeStoredFile(
  folder: LocalFolder,
  key: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  if (!isStoredKey(key)) throw new Error('Not an upload key');
  await fsp.mkdir(path.dirname(filePath(folder, key)), { recursive: true });
  const temp = path.join(folder.dir, `.write-${key.replace('/', '_')}-${process.pid}-${folder.now()}`);
  await fsp.writeFile(temp, bytes);
  await recordAndMove(folder, key, temp, contentType, bytes.byteLength);
}

/**
 * The upload keys stored before a time, in pages of up to 500 (StorageProvider.listStoredBefore); listing
 * photos are never listed. A file without its record (a write stopped half-way) counts from its
 * modification time.
 */
export async function* listStoredBefore(folder: LocalFolder, before: Date): AsyncGenerator<ListedObject[]> {
  let names: string[];
  try {
    names = await fsp.readdir(folder.dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const page: ListedObject[] = [];
  for (const name of names) {
    if (!UPLOAD_KEY_PATTERN.test(name)) continue;
    const record = await readRecord(folder, name);
    // A file without its record (a write stopped half-way): its modification time.
    const storedAt = record
      ? new Date(record.uploadedAt)
      : await fsp.stat(filePath(folder, name)).then((stat) => stat.mtime);
    if (storedAt < before) page.push({ key: name, storedAt });
    if (page.length === 500) yield page.splice(0);
  }
  if (page.length > 0) yield page;
}

/**
 * Opens a stored file for streaming (LocalStorage.openStream).
 * @returns its bytes as a stream, its size in bytes and its media type; null when nothing is stored under it
 */
export async function openStoredFile(folder: LocalFolder, key: string): Promise<OpenedFile | null> {
  if (!isStoredKey(key)) return null;
  const record = await readRecord(folder, key);
  if (!record) return null;
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(filePath(folder, key), 'r');
  } catch {
    return null;
  }
  const stream = Readable.toWeb(
    handle.createReadStream({ autoClose: true }),
  ) as unknown as ReadableStream<Uint8Array>;
  return { stream, size: record.size, contentType: record.contentType };
}

/** Removes a stored file and its record; nothing happens for a key this store does not keep. */
export async function deleteStoredFile(folder: LocalFolder, key: string): Promise<void> {
  if (!isStoredKey(key)) return;
  await fsp.rm(filePath(folder, key), { force: true });
  await fsp.rm(recordPath(folder, key), { force: true });
}
