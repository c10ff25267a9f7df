/**
 * Resizes a home photo for display with sharp (libvips; decision 024): turned upright by its EXIF
 * orientation, at most {@link DISPLAY_MAX_PIXELS} pixels on its longer side (never enlarged), WebP, and with
 * its metadata removed (sharp keeps none unless asked, so a phone's GPS position does not travel with it).
 * A photo past the pixel limit is refused from its header, before any decoding, and photos are decoded one at
 * a time (image-limits.ts; docs/decisions/044-decoding-limits.md).
 */
import { checkImageHeader, decodeImage, loadSharp, MAX_IMAGE_PIXELS } from './image-limits';

/** The longest side of a displayed photo, pixels (a full-width gallery on a large screen). */
export const DISPLAY_MAX_PIXELS = 1600;
/** The media type of a displayed photo. */
export const DISPLAY_CONTENT_TYPE = 'image/webp';
/** The WebP quality, 1-100 (80 looks the same as the original at this size, at a fraction of the bytes). */
const QUALITY = 80;

/**
 * A photo's display copy, or why there is none: `bytes` is null when the file cannot be decoded, and then
 * `limitMessage` (fit to show the person) says when that is because it has too many pixels.
 */
export type DisplayCopy =
  | { bytes: Uint8Array; limitMessage?: undefined }
  | { bytes: null; limitMessage?: string };

/**
 * The display copy of a photo, with the reason when it is refused for its size.
 * @param bytes the uploaded file (already recognised as JPEG, PNG or WebP by its first bytes)
 * @param name how the limit's message names the file, e.g. `This photo`
 * @returns the WebP bytes; or null bytes when the file cannot be decoded (damaged or disguised), with
 *   `limitMessage` when its header gives it more than {@link MAX_IMAGE_PIXELS} pixels ("This photo is larger
 *   than 40 megapixels (… pixels): …"); nothing is decoded then
 */
export async function displayCopy(bytes: Uint8Array, name = 'This photo'): Promise<DisplayCopy> {
  const header = await checkImageHeader(bytes, name);
  if (!header.ok)
    return { bytes: null, limitMessage: header.reason === 'too-many-pixels' ? header.message : undefined };
  const sharp = await loadSharp();
  try {
    const output = await decodeImage(() =>
      sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: DISPLAY_MAX_PIXELS,
          height: DISPLAY_MAX_PIXELS,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: QUALITY })
        .toBuffer(),
    );
    return { bytes: new Uint8Array(output) };
  } catch {
    return { bytes: null };
  }
}

/**
 * The display copy of a photo ({@link displayCopy} without the reason).
 * @param bytes the uploaded file (already recognised as JPEG, PNG or WebP by its first bytes)
 * @returns WebP bytes, or null when the file cannot be decoded as an image (a damaged or disguised file, or
 *   one of more than {@link MAX_IMAGE_PIXELS} pixels)
 */
export async function resizeForDisplay(bytes: Uint8Array): Promise<Uint8Array | null> {
  return (await displayCopy(bytes)).bytes;
}
