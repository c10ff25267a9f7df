/**
 * The worker thread that opens an uploaded PDF (docs/decisions/044-decoding-limits.md), run by lib/pdf-check.ts
 * in a Tinypool pool so that a slow file never holds the server's JavaScript thread and can be stopped (the
 * thread is terminated) when it takes too long.
 */
import { PDFDocument } from '@cantoo/pdf-lib';

/** What the worker is given: a file to open, or null to say it is started (pdf-check.ts waits for that). */
export type PdfCheckTask = { bytes: Uint8Array; maxObjects: number } | null;
/** What the worker answers: the file opens, cannot be opened, or has more objects than allowed; or it is ready. */
export type PdfCheckAnswer = 'opens' | 'damaged' | 'too-many-objects' | 'ready';

/**
 * Opens a PDF strictly: first counts its indirect objects (the keyword `obj`; those inside compressed object
 * streams are not seen, which the caller's time budget covers), then parses every object with pdf-lib
 * (@cantoo/pdf-lib, throwing on an invalid one) and reads the page count, which needs the document catalogue.
 * @param task the whole file and the most objects allowed; or null, answered `ready` at once
 * @returns `opens`, `damaged` (not a PDF, an invalid object, no catalogue) or `too-many-objects`
 */
export default async function checkPdfInWorker(task: PdfCheckTask): Promise<PdfCheckAnswer> {
  if (task === null) return 'ready';
  const text = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength).toString(
    'latin1',
  );
  let objects = 0;
  for (const _ of text.matchAll(/\bobj\b/g)) {
    objects += 1;
    if (objects > task.maxObjects) return 'too-many-objects';
  }
  try {
    const document = await PDFDocument.load(task.bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    document.getPageCount();
    return 'opens';
  } catch {
    return 'damaged';
  }
}
