/**
 * Checks an uploaded file's whole content against its type (issue 15 finding 8). The first bytes
 * (detectDocumentContentType in the domain) decide which type a file claims to be; this module then opens
 * the whole file with a parser for that type, so a file with a valid header and anything after it is
 * refused: PDFs with pdf-lib (PDFDocument.load, strict about invalid objects), images with sharp (libvips)
 * decoding every pixel.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** The most pixels decoded (a 10 MB file can claim far more; libvips refuses beyond this). */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Whether the whole file opens as the type its first bytes claim.
 * @param bytes the whole uploaded file
 * @param contentType the type recognised from its first bytes: application/pdf, image/jpeg, image/png or
 *   image/webp (any other type is not checked here and returns true)
 * @returns true when a parser for that type reads the whole file without error; false when it is damaged or
 *   disguised (for a PDF, also when it has no document catalogue)
 */
export async function opensAsType(bytes: Uint8Array, contentType: string): Promise<boolean> {
  try {
    if (contentType === 'application/pdf') {
      const document = await PDFDocument.load(bytes, {
        ignoreEncryption: true,
        throwOnInvalidObject: true,
        updateMetadata: false,
      });
      document.getPageCount();
      return true;
    }
    if (contentType.startsWith('image/')) {
      // stats() decodes every pixel; failOn 'warning' also refuses truncated data libvips would pad.
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).stats();
      return true;
    }
    return true;
  } catch {
    return false;
  }
}
