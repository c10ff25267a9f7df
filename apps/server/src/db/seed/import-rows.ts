/**
 * The rows of a listings file, in the order of the file, with their line: a CSV in the Rightmove extract's
 * columns, gzip-compressed or not (`.csv.gz`, read as a stream: the bundled national seed,
 * seed-data/DATA.md), or a Rightmove BLM v3 feed (blm.ts).
 */
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { type BlmPhoto, blmRecordToRow, parseBlm } from './blm';
import type { BlmUpload } from './blm-media';

/** One record of a listings file, keyed by column name. */
export type CsvRow = Record<string, string | undefined>;

/**
 * A row to import with its line in the file, or the reason the feed's own rules refuse it (BLM); a BLM row
 * also has its photos (URLs and file names, in order).
 */
export type SourceRow = { record: CsvRow; line: number; reason?: string; photos?: BlmPhoto[] };

/**
 * The rows of a listings CSV (`.gz`: gzip-compressed, decompressed as it is read).
 * @throws Error when the file lacks listing_id, price or property_type, or has neither a postcode district
 *   (outcode or postcode) nor coordinates (latitude and longitude)
 */
export async function* readCsvRows(file: string): AsyncGenerator<SourceRow> {
  const input = fs.createReadStream(file);
  const text = file.toLowerCase().endsWith('.gz') ? input.pipe(createGunzip()) : input;
  const parser = text.pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    }),
  );
  let checkedColumns = false;
  for await (const { record, info } of parser as AsyncIterable<{ record: CsvRow; info: { lines: number } }>) {
    if (!checkedColumns) {
      const missing = ['listing_id', 'price', 'property_type'].filter((c) => !(c in record));
      const placed =
        'outcode' in record || 'postcode' in record || ('latitude' in record && 'longitude' in record);
      if (!placed) missing.push('outcode (or postcode, or latitude and longitude)');
      if (missing.length > 0) throw new Error(`${file} lacks the column(s): ${missing.join(', ')}`);
      checkedColumns = true;
    }
    yield { record, line: info.lines };
  }
}

/**
 * The rows of a Rightmove BLM feed in the importer's columns (blm.ts), with their photos, and the reason for
 * lettings, unpublished and unavailable homes.
 * @throws Error when the file is not a BLM feed (blm.ts parseBlm)
 */
export async function* readBlmRows(upload: BlmUpload): AsyncGenerator<SourceRow> {
  // Agents' software writes UTF-8 or Windows-1252 ("£" is one byte): read as UTF-8 unless that fails.
  const bytes = upload.blm;
  const utf8 = bytes.toString('utf8');
  const document = parseBlm(utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8);
  for (const { record, line } of document.records) {
    const mapped = blmRecordToRow(record);
    if ('reason' in mapped) yield { record: { listing_id: record.AGENT_REF }, line, reason: mapped.reason };
    else yield { record: mapped.row, line, photos: mapped.photos };
  }
}
