/**
 * What an import of listings did: counts, each row left out with its reason, each row kept but not offered
 * (not a home) with its reason, each duplicate pair with the rule that matched, and, with a report folder, the
 * same lists as CSV files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { DuplicatePair } from './import-duplicates';
import type { PhotoCounts } from './import-photos';

/** One row and why: `line` is the 1-based line of the record in the file (a CSV's header is line 1). */
export type RejectedRow = { line: number; listingId: string; reason: string };

/** What an import did. */
export type ImportReport = {
  file: string;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Rows left out, each with its reason (duplicates among them, with the earlier row's id). */
  rejected: RejectedRow[];
  /** Rows that are the same home as an earlier row of the file, with the rule that matched (also in `rejected`). */
  duplicates: DuplicatePair[];
  /** Rows imported but not offered as homes (isDwelling false: land, plots, blocks, HMOs…), each with why. */
  nonHomes: RejectedRow[];
  /** How many of the imported rows are not homes (nonHomes.length; kept for the bench and older callers). */
  nonDwellings: number;
  /** With `complete`: the source's available listings the file no longer holds, now marked no longer available. */
  removed: number;
  /** Listings that were no longer available and that this file holds again: available again. */
  returned: number;
  /** Where the rejected rows were written, when a report folder was given. */
  reportFile?: string;
  /** Where the duplicate pairs and the rows that are not homes were written, when a report folder was given. */
  duplicatesFile?: string;
  nonHomesFile?: string;
  /**
   * A BLM feed's photo files (not its URLs): how many of the imported homes' photos are stored photos, how many
   * of those were written by this import (the rest were stored before), and each one left out, with why.
   */
  photos?: PhotoCounts;
  /** Where the photos left out were written, when a report folder was given and there were any. */
  photoReportFile?: string;
  /**
   * Where the time went, in milliseconds (the bench prints it): reading, checking and writing the rows (the
   * writing overlaps the reading), recounting the districts' homes, and rebuilding the read model.
   */
  timings: { rowsMs: number; districtCountsMs: number; readModelMs: number };
};

/** An empty report for a file. */
export function emptyReport(file: string): ImportReport {
  return {
    file,
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    duplicates: [],
    nonHomes: [],
    nonDwellings: 0,
    removed: 0,
    returned: 0,
    timings: { rowsMs: 0, districtCountsMs: 0, readModelMs: 0 },
  };
}

/**
 * Writes an import's CSV reports into `dir`: rejected rows (always), duplicate pairs and rows that are not homes
 * (when there are any), and a BLM feed's photos left out (when there are any). Each file is named by the time,
 * the imported file and its kind, e.g. `2026-11-29T18-00-00-000Z-listings-rejected.csv`.
 * @returns the report with the files' paths set
 */
export function writeReports(dir: string, report: ImportReport): ImportReport {
  const write = (kind: string, columns: string[], rows: Array<Array<string | number>>) =>
    writeReport(dir, report.file, kind, columns, rows);
  report.reportFile = write(
    'rejected',
    ['line', 'listing_id', 'reason'],
    report.rejected.map((r) => [r.line, r.listingId, r.reason]),
  );
  if (report.duplicates.length > 0)
    report.duplicatesFile = write(
      'duplicates',
      ['line', 'listing_id', 'kept_line', 'kept_listing_id', 'rule'],
      report.duplicates.map((d) => [d.line, d.listingId, d.keptLine, d.keptListingId, d.rule]),
    );
  if (report.nonHomes.length > 0)
    report.nonHomesFile = write(
      'not-homes',
      ['line', 'listing_id', 'reason'],
      report.nonHomes.map((r) => [r.line, r.listingId, r.reason]),
    );
  if (report.photos && report.photos.problems.length > 0)
    report.photoReportFile = write(
      'photos',
      ['line', 'listing_id', 'file', 'problem'],
      report.photos.problems.map((p) => [p.line, p.listingId, p.file, p.problem]),
    );
  return report;
}

/** Writes one CSV report into `dir`, named by the time, the imported file (without .csv/.gz) and `kind`. */
function writeReport(
  dir: string,
  file: string,
  kind: string,
  columns: string[],
  rows: Array<Array<string | number>>,
): string {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const base = path.basename(file).replace(/(\.csv)?(\.gz)?$|\.[^.]+$/i, '');
  const out = path.join(dir, `${stamp}-${base}-${kind}.csv`);
  fs.writeFileSync(out, stringify(rows, { header: true, columns }));
  return out;
}
