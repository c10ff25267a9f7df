/**
 * Checks an uploaded file's whole content against its type, within limits
 * (docs/decisions/044-decoding-limits.md). The first bytes (detectDocumentContentType in the domain) decide
 * which type a file claims to be; this module then opens the whole file with a parser for that type, so a file
 * with a valid header and anything after it is refused: PDFs with pdf-lib (@cantoo/pdf-lib, strict about
 * invalid objects) in a worker thread with an object limit and a time budget (pdf-check.ts), images with sharp
 * (libvips) decoding every pixel, one image at a time, after their header's size is checked against the pixel
 * limit (image-limits.ts).
 */
import { checkImageHeader, decodeImage, loadSharp, MAX_IMAGE_PIXELS } from './image-limits';
import { checkPdf, MAX_PDF_OBJECTS, PDF_TIME_BUDGET_MS } from './pdf-check';

/**
 * What checking a file's content found: `opens`, or not, with `limitMessage` (fit to show the person) when it
 * was refused for a limit (too many pixels, a PDF too complex to open in time) rather than for being damaged.
 */
export type ContentCheck = { opens: true } | { opens: false; limitMessage?: string };

/**
 * Opens the whole file as the type its first bytes claim, within the decoding limits.
 * @param bytes the whole uploaded file
 * @param contentType the type recognised from its first bytes: application/pdf, image/jpeg, image/png or
 *   image/webp (any other type is not checked here and opens)
 * @param name how a limit's message names the file, e.g. `This file`, `This photo` or `The image`
 * @returns `{ opens: true }` when a parser for that type reads the whole file without error; `{ opens: false }`
 *   when it is damaged or disguised (for a PDF, also when it has no document catalogue); `{ opens: false,
 *   limitMessage }` when an image has more than {@link MAX_IMAGE_PIXELS} pixels (read from its header, nothing
 *   decoded) or a PDF has more than {@link MAX_PDF_OBJECTS} objects or takes more than
 *   {@link PDF_TIME_BUDGET_MS} ms to open
 * @throws Error only when the PDF worker cannot be started (see pdf-check.ts checkPdf)
 */
export async function checkFileContent(
  bytes: Uint8Array,
  contentType: string,
  name = 'This file',
): Promise<ContentCheck> {
  if (contentType === 'application/pdf') {
    const result = await checkPdf(bytes);
    if (result === 'opens') return { opens: true };
    if (result === 'damaged') return { opens: false };
    return {
      opens: false,
      limitMessage: `${name} is a PDF that takes too long to open: it may be damaged or unusually built. Save or scan it again, or choose another file.`,
    };
  }
  if (contentType.startsWith('image/')) {
    const header = await checkImageHeader(bytes, name);
    if (!header.ok)
      return header.reason === 'too-many-pixels'
        ? { opens: false, limitMessage: header.message }
        : { opens: false };
    const sharp = await loadSharp();
    try {
      // stats() decodes every pixel; failOn 'warning' also refuses truncated data libvips would pad.
      await decodeImage(() =>
        sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' }).stats(),
      );
      return { opens: true };
    } catch {
      return { opens: false };
    }
  }
  return { opens: true };
}

/**
 * Whether the whole file opens as the type its first bytes claim ({@link checkFileContent} without the reason).
 * @param bytes the whole uploaded file
 * @param contentType the type recognised from its first bytes: application/pdf, image/jpeg, image/png or
 *   image/webp (any other type is not checked here and returns true)
 * @returns true when a parser for that type reads the whole file without error, within the decoding limits;
 *   false when it is damaged or disguised (for a PDF, also when it has no document catalogue), or past a limit
 * @throws Error only when the PDF worker cannot be started (see pdf-check.ts checkPdf)
 */
export async function opensAsType(bytes: Uint8Array, contentType: string): Promise<boolean> {
  return (await checkFileContent(bytes, contentType)).opens;
}
