/** Small real JPEGs made with sharp, for the listing-photo tests (import-blm-media, listing-photos). */
import sharp from 'sharp';

/**
 * A plain JPEG 30 pixels high.
 * @param background its colour, e.g. `#c0392b`
 * @param width pixels
 */
export const makeJpeg = (background: string, width: number) =>
  sharp({ create: { width, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A home's front, 40 × 30. */
export const FRONT = await makeJpeg('#c0392b', 40);
/** Its kitchen, 48 × 30 (another file, so another hash). */
export const KITCHEN = await makeJpeg('#2e86c1', 48);
