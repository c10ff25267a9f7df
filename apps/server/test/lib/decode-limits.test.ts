/**
 * Decoding limits (docs/decisions/044-decoding-limits.md): images past 40 megapixels are refused from their
 * header, before any decoding, with a message naming the limit; images are decoded one at a time; PDFs are
 * opened in a worker thread, a crafted one is refused within the time budget without holding the JavaScript
 * thread, and a thread stopped for its budget is replaced.
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFileContent, opensAsType } from '../../src/lib/file-content';
import { decodeImage, IMAGE_DECODE_CONCURRENCY, MAX_IMAGE_PIXELS } from '../../src/lib/image-limits';
import { checkPdf, closePdfPool, PDF_TIME_BUDGET_MS } from '../../src/lib/pdf-check';
import { displayCopy, resizeForDisplay } from '../../src/lib/photo-display';
import { hugeArrayPdf, manyObjectsPdf, onePagePdf, solidPng } from '../decode-fixtures';

afterAll(() => closePdfPool());

describe('images', () => {
  it('refuses a 45-megapixel photo, saying so, and a 40-megapixel one is still resized', async () => {
    const big = await solidPng(8000, 5625);
    expect(await resizeForDisplay(big)).toBeNull();
    expect(await displayCopy(big)).toEqual({
      bytes: null,
      limitMessage:
        'This photo is larger than 40 megapixels (8,000 × 5,625 pixels): choose a smaller copy, such as one saved at 12 megapixels.',
    });
    expect(await opensAsType(big, 'image/png')).toBe(false);
    expect(await checkFileContent(big, 'image/png', 'The image')).toEqual({
      opens: false,
      limitMessage: expect.stringMatching(/^The image is larger than 40 megapixels \(8,000 × 5,625 pixels\)/),
    });

    const largest = await solidPng(8000, 5000);
    expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
    const copy = await displayCopy(largest);
    expect(copy.limitMessage).toBeUndefined();
    expect(await sharp(copy.bytes ?? Buffer.alloc(0)).metadata()).toMatchObject({
      width: 1600,
      height: 1000,
    });
  });

  it('reads the size from the header alone: a huge image with no pixel data is refused for its size', async () => {
    // A PNG of 8,944 × 6,708 pixels (just under the 60 megapixels allowed before) cut off 100 bytes into its
    // image data: its header is whole, its pixels cannot be decoded.
    const png = await solidPng(8944, 6708);
    const headerOnly = png.subarray(0, png.indexOf('IDAT') + 100);
    expect((await displayCopy(headerOnly)).limitMessage).toMatch(
      /larger than 40 megapixels \(8,944 × 6,708 pixels\)/,
    );
    // A small file cut off the same way is simply damaged.
    const whole = await solidPng(40, 30);
    const small = whole.subarray(0, whole.indexOf('IDAT') + 10);
    expect(await displayCopy(small)).toEqual({ bytes: null, limitMessage: undefined });
  });

  it('decodes one image at a time', async () => {
    let running = 0;
    let most = 0;
    const work = () =>
      decodeImage(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
      });
    await Promise.all(Array.from({ length: 6 }, work));
    expect(IMAGE_DECODE_CONCURRENCY).toBe(1);
    expect(most).toBe(1);
  });
});

describe('PDFs', () => {
  it('opens a valid PDF and refuses a damaged one', async () => {
    expect(await checkPdf(onePagePdf())).toBe('opens');
    expect(await opensAsType(onePagePdf(), 'application/pdf')).toBe(true);
    const noCatalogue = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj\n<< /A 1 >>\nendobj\ntrailer\n<< >>\n%%EOF\n',
    );
    expect(await checkPdf(noCatalogue)).toBe('damaged');
    expect(await checkFileContent(noCatalogue, 'application/pdf')).toEqual({ opens: false });
  });

  it('refuses a crafted PDF of 550,000 objects within the budget, off the JavaScript thread', async () => {
    const crafted = manyObjectsPdf(550_000);
    await checkPdf(onePagePdf()); // a started thread, as a running server has
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    const result = await checkFileContent(crafted, 'application/pdf');
    clearInterval(timer);
    const elapsed = performance.now() - started;
    const busyMs = performance.eventLoopUtilization(before).active;

    expect(result).toEqual({
      opens: false,
      limitMessage:
        'This file is a PDF that takes too long to open: it may be damaged or unusually built. Save or scan it again, or choose another file.',
    });
    expect(elapsed).toBeLessThan(PDF_TIME_BUDGET_MS + 1000);
    // The JavaScript thread stayed free for other work: before, pdf-lib parsed here, busy for 8-11 s.
    expect(busyMs).toBeLessThan(1000);
    expect(ticks).toBeGreaterThan(0);
  });

  it('stops a parse past its time budget and opens the next file in a new thread', async () => {
    const slow = hugeArrayPdf(2_000_000); // few objects, but about 0.5 s to parse
    const started = performance.now();
    expect(await checkPdf(slow, { timeBudgetMs: 100 })).toBe('too-complex');
    expect(performance.now() - started).toBeLessThan(PDF_TIME_BUDGET_MS);
    expect(await checkPdf(onePagePdf())).toBe('opens');
  });
});
