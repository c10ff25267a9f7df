/**
 * Resizes a home photo for display with sharp (libvips; decision 024): turned upright by its EXIF
 * orientation, at most {@link DISPLAY_MAX_PIXELS} pixels on its longer side (never enlarged), WebP, and with
 * its metadata removed (sharp keeps none unless asked, so a phone's GPS position does not travel with it).
 */
import sharp from 'sharp';

/** The longest side of a displayed photo, pixels (a full-width gallery on a large screen). */
export const DISPLAY_MAX_PIXELS = 1600;
/** The media type of a displayed photo. */
export const DISPLAY_CONTENT_TYPE = 'image/webp';
/** The WebP quality, 1-100 (80 looks the same as the original at this size, at a fraction of the bytes). */
const QUALITY = 80;
/** The most pixels decoded (a 10 MB file can claim far more; libvips refuses beyond this). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * The display copy of a photo.
 * @param bytes the uploaded file (already recognised as JPEG, PNG or WebP by its first bytes)
 * @returns WebP bytes, or null when the file cannot be decoded as an image (a damaged or disguised file)
 */
export async function resizeForDisplay(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: DISPLAY_MAX_PIXELS,
        height: DISPLAY_MAX_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: QUALITY })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
