/**
 * Reading HM Land Registry's UK House Price Index files (decision 073): the monthly "full file" CSV
 * (https://www.gov.uk/government/statistical-data-sets/uk-house-price-index-data-downloads, Open Government
 * Licence v3.0), whose columns include Date (dd/mm/yyyy), RegionName, AreaCode, Index, DetachedIndex,
 * SemiDetachedIndex, TerracedIndex and FlatIndex; and the bundled table made from it
 * (apps/server/seed-data/uk-hpi.csv: area_code, area_name, property_type, month, level, source).
 */
import type { HpiPropertyType } from '@stairway/domain/revaluation';
import { parse } from 'csv-parse/sync';

/** One month of one series, as stored in `house_price_index`. */
export type HpiRow = {
  areaCode: string;
  areaName: string;
  propertyType: HpiPropertyType;
  month: string;
  level: number;
  source: string;
};

/** The UK HPI file's index column of each property type. */
const INDEX_COLUMNS: ReadonlyArray<[HpiPropertyType, string]> = [
  ['all', 'Index'],
  ['detached', 'DetachedIndex'],
  ['semi-detached', 'SemiDetachedIndex'],
  ['terraced', 'TerracedIndex'],
  ['flat', 'FlatIndex'],
];

/** Error of a file that is not a UK HPI file, naming the line and what was expected. */
export class HpiFileError extends Error {
  override readonly name = 'HpiFileError';
}

/**
 * Reads a UK HPI full file (or any extract with its columns).
 * @param text the CSV
 * @param source where it comes from, stored with each figure (e.g. "UK HPI full file, HM Land Registry, 2026-10")
 * @returns one row per area, month and property type with an index value (empty cells are skipped)
 * @throws HpiFileError when a required column is missing, or a date or index is not readable (naming the line)
 */
export function parseUkHpiFile(text: string, source: string): HpiRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: true }) as Array<
    Record<string, string>
  >;
  const first = records[0];
  if (!first) return [];
  for (const column of ['Date', 'RegionName', 'AreaCode', 'Index']) {
    if (!(column in first))
      throw new HpiFileError(`The file has no "${column}" column: is it a UK HPI file?`);
  }
  const rows: HpiRow[] = [];
  records.forEach((record, i) => {
    const line = i + 2;
    const date =
      /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(record.Date ?? '') ??
      /^(\d{4})-(\d{2})-(\d{2})$/.exec(record.Date ?? '');
    if (!date)
      throw new HpiFileError(`Line ${line}: Date must be dd/mm/yyyy or yyyy-mm-dd, got "${record.Date}"`);
    const month = date[3]?.length === 4 ? `${date[3]}-${date[2]}` : `${date[1]}-${date[2]}`;
    const areaCode = record.AreaCode ?? '';
    if (!/^[A-Z]\d{8}$/.test(areaCode)) {
      throw new HpiFileError(`Line ${line}: AreaCode must be an ONS code like E06000046, got "${areaCode}"`);
    }
    for (const [propertyType, column] of INDEX_COLUMNS) {
      const cell = record[column]?.trim() ?? '';
      if (cell === '') continue;
      const level = Number(cell);
      if (!Number.isFinite(level) || level <= 0) {
        throw new HpiFileError(`Line ${line}: ${column} must be a number above 0, got "${cell}"`);
      }
      rows.push({ areaCode, areaName: record.RegionName ?? areaCode, propertyType, month, level, source });
    }
  });
  return rows;
}

/**
 * Reads the bundled table (apps/server/seed-data/uk-hpi.csv).
 * @param text the CSV
 * @returns its rows
 */
export function parseBundledHpi(text: string): HpiRow[] {
  const records = parse(text, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
  return records.map((r) => ({
    areaCode: r.area_code ?? '',
    areaName: r.area_name ?? '',
    propertyType: (r.property_type ?? 'all') as HpiPropertyType,
    month: r.month ?? '',
    level: Number(r.level),
    source: r.source ?? '',
  }));
}
