/**
 * Files that cost a decoder a lot for their size, for the decoding-limit tests and bench/decode-limits.ts:
 * PNGs of one colour (tens of megapixels in a few hundred kilobytes) and PDFs built as text (very many
 * objects, or one huge object).
 */
import sharp from 'sharp';

/**
 * A PNG of one colour, quick to make and tiny, however many pixels it has.
 * @param width pixels
 * @param height pixels
 * @param background its colour, e.g. `#2e86c1`
 * @returns the PNG's bytes
 */
export async function solidPng(width: number, height: number, background = '#2e86c1'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A small valid PDF of one page, built by hand with a correct cross-reference table.
 * @returns its bytes
 */
export function onePagePdf(): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
}

/**
 * A PDF whose catalogue and one page are followed by `count` small dictionaries that nothing uses: a crafted
 * file that makes a strict parser read every object (one seen was 550,000 objects in 16 MB).
 * @param count how many extra objects
 * @returns its bytes (about 30 bytes an object; no cross-reference table, which a parser rebuilds)
 */
export function manyObjectsPdf(count: number): Uint8Array {
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  for (let i = 0; i < count; i += 1) bodies.push(`<</N ${i}>>`);
  return pdfOf(bodies, false);
}

/**
 * A PDF with few objects, one of which is an array of `numbers` numbers: under any object count, but slow
 * for a parser (each number is a token and an object in memory).
 * @param numbers how many numbers in the array (about 2 bytes each)
 * @returns its bytes
 */
export function hugeArrayPdf(numbers: number): Uint8Array {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `[${'0 '.repeat(numbers)}]`,
  ]);
}

/**
 * A PDF of the given object bodies (object 1 is the catalogue) and its trailer, with a cross-reference table
 * unless `withXref` is false.
 */
function pdfOf(bodies: readonly string[], withXref = true): Uint8Array {
  const parts: string[] = ['%PDF-1.4\n'];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  bodies.forEach((body, index) => {
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  if (withXref) {
    parts.push(`xref\n0 ${bodies.length + 1}\n`, '0000000000 65535 f \n');
    for (const offset of offsets) parts.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  }
  parts.push(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new TextEncoder().encode(parts.join(''));
}
