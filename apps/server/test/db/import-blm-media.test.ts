/**
 * A Rightmove BLM feed with its photo files (docs/decisions/039-blm-media-files.md): the agent's zip (built
 * here with fflate: one .blm and small JPEGs made with sharp) or a folder, imported with the photos stored as
 * WebP under content-addressed keys and named in listings.images in the feed's order; a re-import that writes
 * nothing and changes nothing; photos not supplied, not images or damaged reported and the home kept; unsafe
 * zips refused. The route that serves the photos: test/api/listing-photos.test.ts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { listings } from '../../src/db/schema';
import { blmPhotos } from '../../src/db/seed/blm';
import { importListings, PHOTO_CONCURRENCY } from '../../src/db/seed/import-listings';
import { seedPostcodeDistricts } from '../../src/db/seed/seed';
import { listingPhotoKey } from '../../src/lib/listing-photos';
import { deriveKey } from '../../src/lib/signing';
import { createLocalStorage, type LocalStorage } from '../../src/providers/storage/local-storage';
import { FRONT, KITCHEN, makeJpeg } from '../test-photos';
import { openEmptyDatabase } from './empty-database';

/** A JPEG's first bytes and then nothing a decoder can read. */
const DAMAGED = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const sha = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const urlOf = (bytes: Uint8Array) => `/listing-photos/${sha(bytes)}.webp`;

/**
 * Two homes for sale. H1 (UB9) names its front photo in capitals (the zip has it in lower case, in a folder),
 * then an https URL, its kitchen, and a photo the agent did not send. H2 (SL9) names a text file, H1's front
 * photo again, and a damaged JPEG.
 */
const FEED = [
  '#HEADER#',
  'VERSION : 3',
  "EOF : '|'",
  "EOR : '~'",
  '',
  '#DEFINITION#',
  'AGENT_REF|ADDRESS_1|TOWN|POSTCODE1|POSTCODE2|STATUS_ID|BEDROOMS|BATHROOMS|PRICE|PROP_SUB_ID|UPDATE_DATE|DISPLAY_ADDRESS|PUBLISHED_FLAG|TRANS_TYPE_ID|MEDIA_IMAGE_00|MEDIA_IMAGE_01|MEDIA_IMAGE_02|MEDIA_IMAGE_03|~',
  '',
  '#DATA#',
  'H1|The Poplars|Harefield|UB9|6NR|0|2|1|159950|8|2025-09-07 13:43:42|The Poplars, Harefield|1|1|H1_IMG_00.JPG|https://media.example/h1/01.jpg|H1_IMG_02.jpg|H1_IMG_03.jpg|~',
  'H2|Penshurst Close|Gerrards Cross|SL9|9HB|0|4|2|635000|4|2025-09-08 14:27:01|Penshurst Close, Gerrards Cross|1|1|H2_IMG_00.jpg|H1_IMG_00.jpg|H2_IMG_02.jpg||~',
  '#END#',
  '',
].join('\n');

const media: Record<string, Uint8Array> = {
  'photos/h1_img_00.jpg': FRONT,
  'photos/H1_IMG_02.jpg': KITCHEN,
  'H2_IMG_00.jpg': Buffer.from('not a photo at all'),
  'H2_IMG_02.jpg': DAMAGED,
};

/** A zip of the feed and files, as the agent's software sends it. */
function writeZip(dir: string, name: string, files: Record<string, Uint8Array>): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zipSync(files));
  return file;
}

/** Every file under a folder with its modification time, to show a re-import writes nothing. */
function snapshot(dir: string): Record<string, number> {
  if (!fs.existsSync(dir)) return {};
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    entries.map((e) => {
      const full = path.join(e.parentPath, e.name);
      return [path.relative(dir, full), fs.statSync(full).mtimeMs];
    }),
  );
}

describe('importing a BLM feed with its photo files', () => {
  let database: Database;
  let storage: LocalStorage;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-blm-media-'));
  const uploadsDir = path.join(tmp, 'uploads');
  let writes = 0;

  beforeAll(async () => {
    database = await openEmptyDatabase('pglite');
    await seedPostcodeDistricts(database.db);
    storage = createLocalStorage({
      dir: uploadsDir,
      baseUrl: 'http://localhost:3000',
      signingKey: deriveKey(new TextEncoder().encode('x'.repeat(40)), 'stairway/local-storage-urls'),
    });
    const write = storage.write;
    storage.write = async (...args) => {
      writes += 1;
      return write(...args);
    };
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const homes = async () =>
    Object.fromEntries(
      (
        await database.db
          .select({ id: listings.id, imageUrl: listings.imageUrl, images: listings.images })
          .from(listings)
          .where(eq(listings.source, 'blm'))
      ).map((home) => [home.id, { imageUrl: home.imageUrl, images: home.images }]),
    );

  it('reads the file names and https URLs of MEDIA_IMAGE_nn in order, without folders', () => {
    expect(
      blmPhotos({
        MEDIA_IMAGE_00: 'AG1_123_IMG_00.jpg',
        MEDIA_IMAGE_01: 'http://media.example/1.jpg',
        MEDIA_IMAGE_02: 'https://media.example/2.jpg',
        MEDIA_IMAGE_03: 'images\\AG1_123_IMG_03.jpg',
        MEDIA_IMAGE_04: '../AG1_123_IMG_04.jpg',
        MEDIA_IMAGE_60: 'AG1_123_FLP_00.jpg',
      }),
    ).toEqual([
      { file: 'AG1_123_IMG_00.jpg' },
      { url: 'https://media.example/2.jpg' },
      { file: 'AG1_123_IMG_03.jpg' },
      { file: 'AG1_123_IMG_04.jpg' },
    ]);
  });

  it('stores each photo once as WebP under a content-addressed key, in the feed’s order, and reports the rest', async () => {
    const zip = writeZip(tmp, 'agent.zip', { 'feed.blm': Buffer.from(FEED), ...media });
    const reportDir = path.join(tmp, 'reports');
    const report = await importListings(database.db, zip, { storage, reportDir });
    expect(report).toMatchObject({ rows: 2, inserted: 2, rejected: [] });
    expect(report.photos).toEqual({
      // H1's front and kitchen, H2's front (the same file as H1's, written once).
      stored: 3,
      written: 2,
      problems: [
        { line: 10, listingId: 'H1', file: 'H1_IMG_03.jpg', problem: 'not supplied' },
        { line: 11, listingId: 'H2', file: 'H2_IMG_00.jpg', problem: 'not an image' },
        { line: 11, listingId: 'H2', file: 'H2_IMG_02.jpg', problem: 'cannot be decoded' },
      ],
    });
    expect(writes).toBe(2);
    expect(fs.readFileSync(report.photoReportFile ?? '', 'utf8').split('\n')[0]).toBe(
      'line,listing_id,file,problem',
    );
    expect(await homes()).toEqual({
      'blm-H1': {
        imageUrl: urlOf(FRONT),
        images: [urlOf(FRONT), 'https://media.example/h1/01.jpg', urlOf(KITCHEN)],
      },
      'blm-H2': { imageUrl: urlOf(FRONT), images: [urlOf(FRONT)] },
    });
    // The stored copy is a WebP of the photo, with its record beside it.
    const stored = await storage.read(listingPhotoKey(`${sha(FRONT)}.webp`));
    const meta = await sharp(stored ?? new Uint8Array()).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(await storage.inspect(listingPhotoKey(`${sha(FRONT)}.webp`))).toMatchObject({
      contentType: 'image/webp',
    });
  });

  it('changes nothing and writes nothing when the same zip, or the same files in a folder, are imported again', async () => {
    const before = snapshot(uploadsDir);
    const zip = writeZip(tmp, 'agent.zip', { 'feed.blm': Buffer.from(FEED), ...media });
    const again = await importListings(database.db, zip, { storage });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.photos).toMatchObject({ stored: 3, written: 0 });
    const folder = path.join(tmp, 'unzipped');
    for (const [name, bytes] of Object.entries({ 'FEED.BLM': Buffer.from(FEED), ...media })) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), bytes);
    }
    const fromFolder = await importListings(database.db, folder, { storage });
    expect(fromFolder).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(fromFolder.photos?.problems.map((p) => p.problem)).toEqual([
      'not supplied',
      'not an image',
      'cannot be decoded',
    ]);
    expect(writes).toBe(2);
    expect(snapshot(uploadsDir)).toEqual(before);
  });

  it('keeps reading a .blm alone: its file names are counted as not supplied, its URLs kept', async () => {
    const blm = path.join(tmp, 'alone.blm');
    fs.writeFileSync(blm, FEED);
    const report = await importListings(database.db, blm);
    expect(report.photos?.stored).toBe(0);
    expect(report.photos?.problems.map((p) => `${p.listingId} ${p.file} ${p.problem}`)).toEqual([
      'H1 H1_IMG_00.JPG not supplied',
      'H1 H1_IMG_02.jpg not supplied',
      'H1 H1_IMG_03.jpg not supplied',
      'H2 H2_IMG_00.jpg not supplied',
      'H2 H1_IMG_00.jpg not supplied',
      'H2 H2_IMG_02.jpg not supplied',
    ]);
    expect(await homes()).toEqual({
      'blm-H1': { imageUrl: 'https://media.example/h1/01.jpg', images: ['https://media.example/h1/01.jpg'] },
      'blm-H2': { imageUrl: null, images: [] },
    });
  });

  it('works on a few of a home’s photo files at once, never more than PHOTO_CONCURRENCY, and keeps their order', async () => {
    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'];
    const photos = await Promise.all(colours.map((colour) => makeJpeg(colour, 32)));
    const names = photos.map((_, index) => `H3_IMG_0${index}.jpg`);
    // One home naming seven photo files.
    const feed = FEED.replace(
      'MEDIA_IMAGE_00|MEDIA_IMAGE_01|MEDIA_IMAGE_02|MEDIA_IMAGE_03|~',
      `${names.map((_, index) => `MEDIA_IMAGE_0${index}`).join('|')}|~`,
    )
      .replace(/^H[12]\|.*$\n/gm, '')
      .replace(
        '#END#',
        `H3|Oak Lane|Harefield|UB9|6NS|0|3|1|250000|8|2025-09-09 10:00:00|Oak Lane, Harefield|1|1|${names.join('|')}|~\n#END#`,
      );
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    let waiting: Array<() => void> = [];
    const inspect = storage.inspect;
    // Each file waits at the storage until as many are in flight as the importer allows, or every file has
    // arrived: a gate on what happened, not a pause that a busy machine can outlast. The three seconds only
    // stop a regression from hanging the test (it then fails on `most`).
    storage.inspect = async (...args) => {
      inFlight += 1;
      calls += 1;
      most = Math.max(most, inFlight);
      if (inFlight >= PHOTO_CONCURRENCY || calls === colours.length) {
        for (const release of waiting) release();
        waiting = [];
      } else {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 3_000);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      inFlight -= 1;
      return inspect(...args);
    };
    try {
      const files = Object.fromEntries(names.map((name, index) => [name, photos[index] as Uint8Array]));
      const zip = writeZip(tmp, 'seven.zip', { 'feed.blm': Buffer.from(feed), ...files });
      const report = await importListings(database.db, zip, { storage });
      expect(report).toMatchObject({ rows: 1, inserted: 1, rejected: [] });
      expect(report.photos).toEqual({ stored: 7, written: 7, problems: [] });
    } finally {
      storage.inspect = inspect;
    }
    expect(most).toBe(PHOTO_CONCURRENCY);
    expect((await homes())['blm-H3']?.images).toEqual(photos.map(urlOf));
  });

  it('refuses a zip with an entry that leaves the folder, an absurd size, no feed or two feeds', async () => {
    const feed = Buffer.from(FEED);
    const traversal = writeZip(tmp, 'traversal.zip', { 'feed.blm': feed, '../H1_IMG_00.jpg': FRONT });
    await expect(importListings(database.db, traversal, { storage })).rejects.toThrow(
      /The zip traversal\.zip is refused: it holds an unsafe entry \(invalid relative path: \.\.\/H1_IMG_00\.jpg\)/,
    );
    const absolute = writeZip(tmp, 'absolute.zip', { 'feed.blm': feed, '/etc/H1_IMG_00.jpg': FRONT });
    await expect(importListings(database.db, absolute, { storage })).rejects.toThrow(
      /unsafe entry \(absolute path/,
    );
    // A photo whose central directory claims 4 GB (a zip bomb's shape): refused before anything is read.
    const bytes = Buffer.from(zipSync({ 'feed.blm': feed, 'H1_IMG_00.jpg': FRONT }));
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0xfffffff0, central + 24);
    const bomb = path.join(tmp, 'bomb.zip');
    fs.writeFileSync(bomb, bytes);
    await expect(importListings(database.db, bomb, { storage })).rejects.toThrow(
      /The zip bomb\.zip is refused: H1_IMG_00\.jpg is 4,294,967,280 bytes/,
    );
    const none = writeZip(tmp, 'none.zip', { 'H1_IMG_00.jpg': FRONT });
    await expect(importListings(database.db, none, { storage })).rejects.toThrow(
      'The zip none.zip holds no .blm feed',
    );
    const two = writeZip(tmp, 'two.zip', { 'a.blm': feed, 'b/b.blm': feed });
    await expect(importListings(database.db, two, { storage })).rejects.toThrow(/holds 2 \.blm feeds/);
    const notZip = path.join(tmp, 'not.zip');
    fs.writeFileSync(notZip, 'hello');
    await expect(importListings(database.db, notZip, { storage })).rejects.toThrow(/cannot be read as a zip/);
  });
});
