/**
 * How uploaded images are decoded (docs/decisions/044-decoding-limits.md): a pixel limit read from the
 * file's header before anything is decoded, one decode at a time per process, and no libvips operation
 * cache, so that many large photos at once cost the memory of one, not of all of them.
 *
 * sharp (libvips) already decodes off the JavaScript thread, on libuv's thread pool; what it does not bound is
 * how many images are decoded at once (up to the pool's four threads), each holding up to its whole pixel
 * buffer. The queue here ({@link decodeImage}) bounds that.
 */
import pLimit from 'p-limit';
import { onFirstUse } from './first-use';

/**
 * The most pixels an uploaded image may have: 40 megapixels. A phone photo is 12 MP by default (24 MP on
 * recent iPhones), an A4 page scanned at 600 dpi is 34.8 MP (4,961 × 7,016); decoded, 40 MP is at most 160 MB
 * (four bytes a pixel). A 48-200 MP photo (a phone's full-resolution mode) is refused with a message saying so.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How many images one process decodes at once (libvips already spreads one image's work over threads). */
export const IMAGE_DECODE_CONCURRENCY = 1;

/** sharp's default export: the function that opens an image. */
export type Sharp = typeof import('sharp')['default'];

/**
 * sharp (libvips), loaded when the first image is checked, not when the server starts: its native module is
 * about 80 ms of a start-up that a rolling restart waits for (decision 079). Loaded once per process, with no
 * operation cache: libvips would otherwise keep up to 50 MB of recent results, which are never reused here
 * (every upload is a new file).
 * @returns sharp
 */
export const loadSharp: () => Promise<Sharp> = onFirstUse(async () => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
});

const queue = pLimit(IMAGE_DECODE_CONCURRENCY);

/**
 * Runs one decode of an image when it is its turn: at most {@link IMAGE_DECODE_CONCURRENCY} run at once in
 * this process, the rest wait in order.
 * @param work the decode, e.g. `() => sharp(bytes).stats()`
 * @returns what `work` returns
 * @throws whatever `work` throws
 */
export function decodeImage<T>(work: () => Promise<T>): Promise<T> {
  return queue(work);
}

/** What an image's header says about its size, or why it cannot be decoded. */
export type ImageHeaderCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'damaged' }
  | { ok: false; reason: 'too-many-pixels'; width: number; height: number; message: string };

/**
 * Reads an image's width and height from its header only (sharp's metadata(), which decodes no pixels) and
 * checks them against {@link MAX_IMAGE_PIXELS}.
 * @param bytes the whole file (JPEG, PNG or WebP)
 * @param name how the message names the file, e.g. `This photo` or `The image`
 * @returns ok with the width and height in pixels; `damaged` when there is no readable header; or
 *   `too-many-pixels` with a message fit to show the person, e.g. "This photo is larger than 40 megapixels
 *   (8,944 × 6,708 pixels): …"
 */
export async function checkImageHeader(bytes: Uint8Array, name: string): Promise<ImageHeaderCheck> {
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (!width || !height) return { ok: false, reason: 'damaged' };
  if (width * height > MAX_IMAGE_PIXELS) {
    return {
      ok: false,
      reason: 'too-many-pixels',
      width,
      height,
      message: tooManyPixelsMessage(name, width, height),
    };
  }
  return { ok: true, width, height };
}

/** The message for an image past {@link MAX_IMAGE_PIXELS}. */
function tooManyPixelsMessage(name: string, width: number, height: number): string {
  const megapixels = MAX_IMAGE_PIXELS / 1_000_000;
  const size = `${width.toLocaleString('en-GB')} × ${height.toLocaleString('en-GB')} pixels`;
  return `${name} is larger than ${megapixels} megapixels (${size}): choose a smaller copy, such as one saved at 12 megapixels.`;
}
