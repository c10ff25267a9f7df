/**
 * Reads a Rightmove BLM feed (the "Bulk Load Mass" text format, version 3, that UK agents' software sends;
 * ../shared/reference/domain-research.md §3.5, the Rightmove Datafeed Format v3 guide): a #HEADER# naming the
 * field separator (EOF) and record end (EOR), a #DEFINITION# of the field names, the #DATA# records and #END#.
 * The records are split by csv-parse with the header's separators; each becomes a row in the columns the
 * listings importer reads (import-listings.ts), or a reason it is not a home for sale, with its photos: web
 * addresses, and names of photo files the agent sends beside the feed (the zip; blm-media.ts reads it, and
 * lib/listing-photos.ts stores each photo; docs/decisions/039-blm-media-files.md).
 */
import { parse } from 'csv-parse/sync';

/** A record of the feed, keyed by the field names of its #DEFINITION#. */
export type BlmRecord = Record<string, string>;

/** A parsed feed: its version, its field names and its records with the line each starts on. */
export type BlmDocument = {
  version: string;
  fields: string[];
  records: Array<{ record: BlmRecord; line: number }>;
};

/**
 * The property types of BLM v3's PROP_SUB_ID that Stairway reads, as Rightmove names them (the names that
 * packages/domain/src/listing.ts mapListingPropertyType maps). Codes not listed here are imported with no
 * type name, as "Other" dwellings, and can be added as feeds show them.
 */
export const BLM_PROPERTY_TYPES: ReadonlyMap<string, string> = new Map([
  ['1', 'Terraced'],
  ['2', 'End of Terrace'],
  ['3', 'Semi-Detached'],
  ['4', 'Detached'],
  ['5', 'Mews'],
  ['7', 'Ground Flat'],
  ['8', 'Flat'],
  ['9', 'Studio'],
  ['10', 'Ground Maisonette'],
  ['11', 'Maisonette'],
  ['12', 'Bungalow'],
  ['13', 'Terraced Bungalow'],
  ['14', 'Semi-Detached Bungalow'],
  ['15', 'Detached Bungalow'],
  ['20', 'Land'],
  ['21', 'Link Detached House'],
  ['22', 'Town House'],
  ['28', 'Apartment'],
  ['29', 'Penthouse'],
]);

/** BLM's STATUS_ID values (domain-research.md §3.5); only 0, available, is a home someone can buy. */
const BLM_STATUSES: ReadonlyMap<string, string> = new Map([
  ['1', 'sold subject to contract'],
  ['2', 'sold subject to conclusion of missives'],
  ['3', 'under offer'],
  ['4', 'reserved'],
  ['5', 'let agreed'],
]);

/**
 * Parses a BLM feed.
 * @param text the whole file
 * @returns the version, field names and records
 * @throws Error naming what is wrong when a section is missing, the separators are not given, or a record has
 *   more fields than the definition
 */
export function parseBlm(text: string): BlmDocument {
  const headerAt = text.indexOf('#HEADER#');
  const definitionAt = text.indexOf('#DEFINITION#');
  const dataAt = text.indexOf('#DATA#');
  const endAt = text.indexOf('#END#');
  if (headerAt < 0 || definitionAt < headerAt || dataAt < definitionAt || endAt < dataAt)
    throw new Error(
      'This is not a BLM feed: it needs #HEADER#, #DEFINITION#, #DATA# and #END#, in that order',
    );
  const header = new Map<string, string>();
  for (const line of text.slice(headerAt + 8, definitionAt).split(/\r?\n/)) {
    const match = /^\s*([A-Z_ ]+?)\s*:\s*'?(.*?)'?\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) header.set(match[1].trim(), match[2]);
  }
  const separator = header.get('EOF');
  const recordEnd = header.get('EOR');
  if (!separator || !recordEnd) throw new Error("The BLM #HEADER# must give EOF and EOR (e.g. EOF : '|')");
  const definition = text.slice(definitionAt + 12, dataAt).trim();
  const fields = definition
    .split(recordEnd)[0]
    ?.split(separator)
    .map((field) => field.trim())
    .filter((field) => field !== '');
  if (!fields || fields.length === 0) throw new Error('The BLM #DEFINITION# names no fields');
  const dataStart = dataAt + 6;
  // Lines are counted here (csv-parse counts records, not lines, with a custom record end): the line of
  // #DATA#, then the line breaks in the data before each record's first byte.
  const dataLine = text.slice(0, dataStart).split('\n').length;
  const data = Buffer.from(text.slice(dataStart, endAt), 'utf8');
  const lineBreaksBefore = (byte: number) => {
    let count = 0;
    for (let i = data.indexOf(10); i >= 0 && i < byte; i = data.indexOf(10, i + 1)) count += 1;
    return count;
  };
  const rows = parse(data, {
    delimiter: separator,
    record_delimiter: [`${recordEnd}\r\n`, `${recordEnd}\n`, recordEnd],
    quote: false,
    relax_column_count: true,
    skip_empty_lines: true,
    ltrim: true,
    rtrim: true,
    info: true,
  }) as unknown as Array<{ record: string[]; info: { bytes: number } }>;
  const records: BlmDocument['records'] = [];
  let recordStart = 0;
  for (const { record, info } of rows) {
    // The record starts after the previous one's end, past any blank lines.
    while (recordStart < data.length && (data[recordStart] === 10 || data[recordStart] === 13))
      recordStart += 1;
    const line = dataLine + lineBreaksBefore(recordStart);
    recordStart = info.bytes;
    if (!record.some((value) => value !== '')) continue;
    // A record ends with the separator before the record end, so it has one empty field more than the
    // definition's names; more than that is an error.
    if (record.length > fields.length + 1)
      throw new Error(
        `BLM record on line ${line} has ${record.length} fields, the definition ${fields.length}`,
      );
    records.push({ record: Object.fromEntries(fields.map((field, i) => [field, record[i] ?? ''])), line });
  }
  return { version: header.get('VERSION') ?? '', fields, records };
}

/**
 * Maps a BLM record onto the importer's columns (listing_id, address, postcode, outcode, price, bedrooms,
 * bathrooms, property_type, scraped_at, latitude, longitude, and description: SUMMARY and DESCRIPTION without
 * their HTML tags, read only to tell non-homes), or says why it is not a home for sale. The
 * photos come beside the row, not in its images column: the importer turns them into the home's images,
 * storing the photo files it is given (import-listings.ts).
 * @param record a record of {@link parseBlm}
 * @returns the row with the record's photos in order ({@link blmPhotos}: URLs and file names), or a reason:
 *   a letting (TRANS_TYPE_ID 2), not published (PUBLISHED_FLAG 0), or not available (STATUS_ID other than 0)
 */
export function blmRecordToRow(
  record: BlmRecord,
): { row: Record<string, string>; photos: BlmPhoto[] } | { reason: string } {
  if (record.TRANS_TYPE_ID && record.TRANS_TYPE_ID !== '1')
    return { reason: 'a letting, not a home for sale' };
  if (record.PUBLISHED_FLAG === '0') return { reason: 'not published' };
  const status = record.STATUS_ID ?? '0';
  if (status !== '0' && status !== '')
    return { reason: `not available (${BLM_STATUSES.get(status) ?? `status ${status}`})` };
  const outcode = (record.POSTCODE1 ?? '').trim();
  const incode = (record.POSTCODE2 ?? '').trim();
  const lines = [record.ADDRESS_1, record.ADDRESS_2, record.ADDRESS_3, record.ADDRESS_4, record.TOWN]
    .map((line) => (line ?? '').trim())
    .filter((line) => line !== '');
  const address = (record.DISPLAY_ADDRESS ?? '').trim() || lines.join(', ');
  const updated = (record.UPDATE_DATE ?? record.CREATE_DATE ?? '').trim();
  return {
    row: {
      listing_id: (record.AGENT_REF ?? '').trim(),
      address: outcode && !address.includes(outcode) ? `${address}, ${outcode}` : address,
      postcode: outcode && incode ? `${outcode} ${incode}` : '',
      outcode,
      price: record.PRICE ?? '',
      bedrooms: record.BEDROOMS ?? '',
      bathrooms: record.BATHROOMS ?? '',
      property_type: BLM_PROPERTY_TYPES.get((record.PROP_SUB_ID ?? '').trim()) ?? '',
      // BLM dates are "YYYY-MM-DD HH:MM:SS", read as UTC.
      scraped_at: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(updated)
        ? `${updated.replace(' ', 'T')}Z`
        : '',
      latitude: record.LATITUDE ?? '',
      longitude: record.LONGITUDE ?? '',
      // Read only to tell non-homes (nonHomeReason: "HMO", "commercial unit", …), as the CSV's description is.
      description: [record.SUMMARY, record.DESCRIPTION]
        .map((text) =>
          (text ?? '')
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        )
        .filter((text) => text !== '')
        .join(' '),
    },
    photos: blmPhotos(record),
  };
}

/** A photo a BLM record names: a web address, or the name of a file sent beside the feed. */
export type BlmPhoto = { url: string } | { file: string };

/**
 * The photos of a BLM record: its MEDIA_IMAGE_00 to MEDIA_IMAGE_59 fields in order (60 and up are floor
 * plans by Rightmove's convention, left out). BLM v3 gives each as the name of a file sent beside the feed
 * (the agent's zip, e.g. `AG1_123_IMG_00.jpg`) or as a web address. Of web addresses only https ones are
 * kept: the app's Content-Security-Policy and browsers' mixed-content rules would block an http photo
 * (lib/http-security.ts). A file name is kept without any folder before it (the importer finds files by name
 * alone, case-insensitively).
 * @param record a record of {@link parseBlm}
 * @returns the https URLs and file names, in the feed's order (at most 60)
 */
export function blmPhotos(record: BlmRecord): BlmPhoto[] {
  const photos: BlmPhoto[] = [];
  for (let index = 0; index < 60; index += 1) {
    const value = (record[`MEDIA_IMAGE_${String(index).padStart(2, '0')}`] ?? '').trim();
    if (value === '') continue;
    // Anything with a scheme is a web address: https ones are kept, the rest (http, ftp, data) left out.
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
      if (!/^https:\/\/\S+$/i.test(value)) continue;
      try {
        photos.push({ url: new URL(value).href });
      } catch {
        // Not a URL after all: left out.
      }
      continue;
    }
    const file = value.split(/[\\/]/).pop() ?? '';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
    if (file !== '' && file !== '.' && file !== '..' && file.length <= 255 && !/[\u0000-\u001f]/.test(file))
      photos.push({ file });
  }
  return photos;
}
