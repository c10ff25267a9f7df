/**
 * What an agent sends with a Rightmove BLM feed (docs/decisions/039-blm-media-files.md): the feed alone (a
 * `.blm`), or the feed with the photo files its MEDIA_IMAGE_nn fields name, as the zip the agent's software
 * uploads (one `.blm` and its media files; the Rightmove Datafeed Format v3 guide) or a folder holding the
 * same. Media files are found by their name, case-insensitively, wherever they are in the zip or folder
 * (folders are ignored); they are read only when a home that is imported names them.
 *
 * The zip is read with yauzl (https://github.com/thejoshwolfe/yauzl), which checks every entry's sizes against
 * its data, and nothing is ever extracted to disk. A zip is refused, with a message saying why, when an entry's
 * name would leave the folder (`../`, an absolute path or a drive letter), when it holds more entries or
 * larger files than any agent's feed (the limits below), or when it has no `.blm`, more than one, or two media
 * files of the same name.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** The most entries a zip may hold: far above an agent's feed (a few hundred homes, up to 60 photos each). */
export const BLM_ZIP_MAX_ENTRIES = 100_000;
/**
 * The largest file a zip or folder may hold, in bytes, uncompressed (256 MiB): a large agent's `.blm` is a few
 * megabytes and a photo a few; anything larger is not a feed (or is a zip bomb) and the upload is refused.
 */
export const BLM_UPLOAD_MAX_FILE_BYTES = 256 * 1024 * 1024;
/** The most a zip's files may add up to, in bytes, uncompressed (16 GiB). */
export const BLM_ZIP_MAX_TOTAL_BYTES = 16 * 1024 * 1024 * 1024;

/** A media file sent beside the feed. */
export type BlmMediaFile = {
  /** Its path inside the zip or folder, for messages. */
  path: string;
  /** Its size in bytes (a zip entry's declared uncompressed size, which yauzl checks while reading). */
  size: number;
  /**
   * Reads the whole file.
   * @throws Error when the zip entry is damaged (its data does not match its sizes or checksum) or encrypted
   */
  read: () => Promise<Uint8Array>;
};

/** An agent's feed opened for import. */
export type BlmUpload = {
  /** The feed's name (inside the zip or folder, or the file's own). */
  blmName: string;
  /** The feed's bytes. */
  blm: Buffer;
  /** The media files by lower-case file name; null when the `.blm` was given alone. */
  media: ReadonlyMap<string, BlmMediaFile> | null;
  /** Closes the zip; call it when done. */
  close: () => void;
};

/**
 * How a file given to the importer is read.
 * @param file a path
 * @returns `blm` for a `.blm`, `zip` for a `.zip`, `folder` for a folder, `csv` for anything else
 */
export async function blmUploadKind(file: string): Promise<'blm' | 'zip' | 'folder' | 'csv'> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.blm') return 'blm';
  if (extension === '.zip') return 'zip';
  const stat = await fsp.stat(file).catch(() => null);
  return stat?.isDirectory() ? 'folder' : 'csv';
}

/**
 * Opens an agent's feed: a `.blm` alone, a `.zip` or a folder (see the file's comment).
 * @param file the path of the `.blm`, `.zip` or folder
 * @returns the feed's bytes and its media files by lower-case name
 * @throws Error saying what is wrong when the file cannot be read, a zip entry is unsafe (its name leaves the
 *   folder), a zip or folder is over the limits above, or it holds no `.blm`, more than one, or two media files
 *   of the same name
 */
export async function openBlmUpload(file: string): Promise<BlmUpload> {
  const kind = await blmUploadKind(file);
  if (kind === 'zip') return openZip(file);
  if (kind === 'folder') return openFolder(file);
  return { blmName: path.basename(file), blm: await fsp.readFile(file), media: null, close: () => {} };
}

/** The one `.blm` among some files, and the rest as media by lower-case name (see the file's comment). */
function sortFiles(
  where: string,
  files: BlmMediaFile[],
): { feed: BlmMediaFile; media: Map<string, BlmMediaFile> } {
  const feeds = files.filter((file) => file.path.toLowerCase().endsWith('.blm'));
  if (feeds.length === 0) throw new Error(`${where} holds no .blm feed`);
  if (feeds.length > 1)
    throw new Error(
      `${where} holds ${feeds.length} .blm feeds (${feeds.map((f) => f.path).join(', ')}): send one feed at a time`,
    );
  const media = new Map<string, BlmMediaFile>();
  for (const file of files) {
    if (file === feeds[0]) continue;
    const name = path.posix.basename(file.path).toLowerCase();
    const other = media.get(name);
    if (other)
      throw new Error(
        `${where} holds two files named ${path.posix.basename(file.path)} (${other.path} and ${file.path}): the feed names photos by file name alone, so each name must be used once`,
      );
    media.set(name, file);
  }
  return { feed: feeds[0] as BlmMediaFile, media };
}

function tooLarge(where: string, name: string, size: number): Error {
  return new Error(
    `${where} is refused: ${name} is ${size.toLocaleString('en-GB')} bytes, more than the ${BLM_UPLOAD_MAX_FILE_BYTES.toLocaleString('en-GB')} a feed's file can be`,
  );
}

async function openZip(file: string): Promise<BlmUpload> {
  const where = `The zip ${path.basename(file)}`;
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) =>
      error ? reject(new Error(`${where} cannot be read as a zip (${error.message})`)) : resolve(opened),
    ),
  );
  try {
    if (zip.entryCount > BLM_ZIP_MAX_ENTRIES)
      throw new Error(
        `${where} is refused: it holds ${zip.entryCount.toLocaleString('en-GB')} files, more than the ${BLM_ZIP_MAX_ENTRIES.toLocaleString('en-GB')} a feed can have`,
      );
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const list: yauzl.Entry[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        // yauzl has already refused names that leave the folder (see the error handler below).
        const name = entry.fileName;
        if (name.endsWith('/') || name.startsWith('__MACOSX/')) {
          zip.readEntry();
          return;
        }
        if (entry.uncompressedSize > BLM_UPLOAD_MAX_FILE_BYTES) {
          reject(tooLarge(where, name, entry.uncompressedSize));
          return;
        }
        total += entry.uncompressedSize;
        if (total > BLM_ZIP_MAX_TOTAL_BYTES) {
          reject(
            new Error(
              `${where} is refused: its files add up to more than the ${BLM_ZIP_MAX_TOTAL_BYTES.toLocaleString('en-GB')} bytes a feed can be`,
            ),
          );
          return;
        }
        list.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(list));
      zip.on('error', (error: Error) =>
        reject(
          /invalid relative path|absolute path|invalid characters/.test(error.message)
            ? new Error(
                `${where} is refused: it holds an unsafe entry (${error.message}); a file's name must not leave the zip's folder`,
              )
            : new Error(`${where} cannot be read (${error.message})`),
        ),
      );
      zip.readEntry();
    });
    const read = (entry: yauzl.Entry) => async () => {
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
      );
      return new Uint8Array(await buffer(stream));
    };
    const { feed, media } = sortFiles(
      where,
      entries.map((entry) => ({ path: entry.fileName, size: entry.uncompressedSize, read: read(entry) })),
    );
    const blm = Buffer.from(
      await feed.read().catch((error: Error) => {
        throw new Error(`${where} cannot be read: its feed ${feed.path} is damaged (${error.message})`);
      }),
    );
    return { blmName: feed.path, blm, media, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function openFolder(folder: string): Promise<BlmUpload> {
  const where = `The folder ${path.basename(folder)}`;
  // Regular files only, in any sub-folder; symbolic links are not followed.
  const entries = await fsp.readdir(folder, { recursive: true, withFileTypes: true });
  const files: BlmMediaFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(folder, full).split(path.sep).join('/');
    const { size } = await fsp.stat(full);
    if (size > BLM_UPLOAD_MAX_FILE_BYTES) throw tooLarge(where, relative, size);
    files.push({ path: relative, size, read: async () => new Uint8Array(await fsp.readFile(full)) });
  }
  if (files.length > BLM_ZIP_MAX_ENTRIES)
    throw new Error(
      `${where} is refused: it holds more than the ${BLM_ZIP_MAX_ENTRIES} files a feed can have`,
    );
  const { feed, media } = sortFiles(where, files);
  return { blmName: feed.path, blm: Buffer.from(await feed.read()), media, close: () => {} };
}
