/**
 * Drawing helpers shared by the plan's PDFs (the key facts, plan-pdf.ts; the monthly statement, statement-pdf.ts):
 * the A4 page, the margins and colours, a document with Stairway's metadata and fonts, and text drawn from the
 * top of the page, wrapped or right-aligned. Drawn with pdf-lib (@cantoo/pdf-lib, the maintained fork the server
 * already uses); the standard fonts write WinAnsi text (so £, ’, – and · but no emoji).
 */
import type { ColorTypes, PDFDocument, PDFFont, PDFPage, RGB } from '@cantoo/pdf-lib';

/** An A4 page, points (width, height). */
export const A4: [number, number] = [595.28, 841.89];
/** The margin on every side, points. */
export const MARGIN = 56;
/** The width between the margins, points. */
export const TEXT_WIDTH = A4[0] - 2 * MARGIN;
/** A colour of the helpers below: pdf-lib's RGB, each part 0 to 1. */
export type Colour = RGB;

/**
 * A colour as pdf-lib's `rgb(red, green, blue)` makes it, written out so that this module loads pdf-lib only
 * when a PDF is made (createStairwayPdf), not when the server starts (decision 079).
 */
const rgb = (red: number, green: number, blue: number): Colour => ({
  type: 'RGB' as ColorTypes.RGB,
  red,
  green,
  blue,
});

/** Body text. */
export const INK = rgb(0.1, 0.12, 0.14);
/** Secondary text: subtitles, notes, footers. */
export const MUTED = rgb(0.33, 0.36, 0.4);
/** Titles, in Stairway's green. */
export const BRAND = rgb(0.05, 0.37, 0.3);

/** A document ready to draw on, with its two fonts. */
export type StairwayPdf = { doc: PDFDocument; regular: PDFFont; bold: PDFFont };

/**
 * A new PDF with Stairway's metadata and Helvetica, regular and bold.
 *
 * @param meta the title, and when the document was made: its creation and modification dates, so the same
 *   input renders the same bytes
 * @returns the document and its fonts
 */
export async function createStairwayPdf(meta: { title: string; createdAt: Date }): Promise<StairwayPdf> {
  const { PDFDocument, StandardFonts } = await import('@cantoo/pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor('Stairway');
  doc.setProducer('Stairway');
  doc.setCreator('Stairway');
  doc.setCreationDate(meta.createdAt);
  doc.setModificationDate(meta.createdAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, bold };
}

/**
 * A text's lines at a width, broken at spaces (a word wider than the width keeps a line of its own).
 *
 * @param text the text
 * @param font the font it is drawn in
 * @param size the font size, points
 * @param width the widest a line may be, points
 * @returns the lines, none empty
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The space a line of text takes at a size, points (1.4 times the size). */
export const lineHeight = (size: number) => size * 1.4;

/**
 * Draws text from the top down, wrapped at `width` when given.
 *
 * @param page the page
 * @param text the text
 * @param options where (x, and y of the first line's baseline, points), the font, its size, the width to wrap
 *   at and the colour (default {@link INK})
 * @returns the y of the line after the last one drawn
 */
export function write(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; font: PDFFont; size: number; width?: number; color?: Colour },
): number {
  const lines = options.width ? wrap(text, options.font, options.size, options.width) : [text];
  let y = options.y;
  for (const line of lines) {
    page.drawText(line, {
      x: options.x,
      y,
      font: options.font,
      size: options.size,
      color: options.color ?? INK,
    });
    y -= lineHeight(options.size);
  }
  return y;
}

/**
 * Draws one line of text ending at `right` (figures in a column).
 *
 * @param page the page
 * @param text the text, one line
 * @param options the right edge and the baseline's y, points, the font, its size and the colour (default INK)
 */
export function writeRight(
  page: PDFPage,
  text: string,
  options: { right: number; y: number; font: PDFFont; size: number; color?: Colour },
): void {
  page.drawText(text, {
    x: options.right - options.font.widthOfTextAtSize(text, options.size),
    y: options.y,
    font: options.font,
    size: options.size,
    color: options.color ?? INK,
  });
}
