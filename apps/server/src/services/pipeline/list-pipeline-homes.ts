/**
 * The pipeline's homes (spec §7 getPipelineHomes; decision 025): the homes applicants saved and the homes they
 * submitted for review, newest first, one page at a time, with the counts per source and the yields' chart.
 */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, homeSubmissions, listings } from '../../db/schema';
import type { Band } from './pipeline-applicant';
import type { PipelineHome, PipelineHomeSource } from './pipeline-home';
import {
  savedQuery,
  submittedQuery,
  submittedWhere,
  toSavedHome,
  toSubmittedHome,
} from './pipeline-home-rows';

/** One page of the pipeline's homes. */
export type PipelineHomesPage = {
  homes: PipelineHome[];
  totalCount: number;
  page: number;
  pageSize: number;
  /** Homes per source (Saved, Submitted) of the application asked for, or of the whole pipeline (the filter's counts). */
  sourceCounts: Array<{ source: PipelineHomeSource; count: number }>;
  /** Yields of every home in the pipeline with a listing's rent, in 1-point bands (the chart). */
  yieldBands: () => Promise<Band[]>;
};

/** What listPipelineHomes needs. */
export type ListPipelineHomesOptions = {
  /** The page, from 1. */
  page: number;
  /** Homes per page, 1-500 (the map shows a whole page). */
  pageSize: number;
  /** Only this application's homes. */
  applicationId?: string | undefined;
  /** Only the saved homes, or only the submitted ones; all of them when left out. */
  source?: PipelineHomeSource | undefined;
};

/**
 * The keys (source, id, date) of the homes of one page: one UNION ALL of two index scans
 * (favourites_created_idx, home_submissions_submitted_idx), or one of them for a source.
 */
function pageKeys(db: Db, options: ListPipelineHomesOptions) {
  const savedWhere = options.applicationId ? eq(favourites.applicationId, options.applicationId) : undefined;
  const keysOfSaved = db
    .select({
      source: sql<PipelineHomeSource>`'Saved'`.as('source'),
      id: sql<string>`${favourites.id}`.as('home_id'),
      date: sql<Date>`${favourites.createdAt}`.as('home_date'),
    })
    .from(favourites)
    .where(savedWhere);
  const keysOfSubmitted = db
    .select({
      source: sql<PipelineHomeSource>`'Submitted'`.as('source'),
      id: sql<string>`${homeSubmissions.id}`.as('home_id'),
      date: sql<Date>`${homeSubmissions.submittedAt}`.as('home_date'),
    })
    .from(homeSubmissions)
    .where(submittedWhere(options.applicationId));
  const keysOf =
    options.source === 'Saved'
      ? keysOfSaved.$dynamic()
      : options.source === 'Submitted'
        ? keysOfSubmitted.$dynamic()
        : keysOfSaved.unionAll(keysOfSubmitted).$dynamic();
  return keysOf
    .orderBy(sql`home_date desc nulls last`, sql`home_id desc`)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
}

/** The homes of a page's keys, read by id, in the keys' order. */
async function homesOf(
  db: Db,
  keys: Array<{ source: PipelineHomeSource; id: string }>,
): Promise<PipelineHome[]> {
  const savedIds = keys.filter((k) => k.source === 'Saved').map((k) => String(k.id));
  const submittedIds = keys.filter((k) => k.source === 'Submitted').map((k) => String(k.id));
  const [savedRows, submittedRows] = await Promise.all([
    savedIds.length > 0 ? savedQuery(db).where(inArray(favourites.id, savedIds)) : [],
    submittedIds.length > 0 ? submittedQuery(db).where(inArray(homeSubmissions.id, submittedIds)) : [],
  ]);
  const byKey = new Map<string, PipelineHome>();
  for (const row of savedRows) byKey.set(`Saved:${row.id}`, toSavedHome(row));
  for (const home of await Promise.all(submittedRows.map((row) => toSubmittedHome(db, row)))) {
    byKey.set(`Submitted:${home.id}`, home);
  }
  return keys.flatMap((k) => byKey.get(`${k.source}:${String(k.id)}`) ?? []);
}

/** Gross yields of every home in the pipeline with a listing's rent, in 1-point bands (percent). */
async function yieldBands(db: Db): Promise<Band[]> {
  const band = sql<number>`floor(12.0 * ${listings.rent} / nullif(${listings.askingPrice}, 0) * 100)`;
  const [fromSaved, fromSubmitted] = await Promise.all([
    db
      .select({ from: band, n: count() })
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .groupBy(band),
    db
      .select({ from: band, n: count() })
      .from(homeSubmissions)
      .innerJoin(listings, eq(listings.id, homeSubmissions.listingId))
      .where(and(submittedWhere(), isNotNull(homeSubmissions.listingId)))
      .groupBy(band),
  ]);
  const bands = new Map<number, number>();
  for (const row of [...fromSaved, ...fromSubmitted]) {
    if (row.from === null) continue;
    const from = Number(row.from);
    bands.set(from, (bands.get(from) ?? 0) + row.n);
  }
  return [...bands.entries()]
    .sort(([x], [y]) => x - y)
    .map(([from, n]) => ({ from, to: from + 1, count: n }));
}

/**
 * The pipeline's homes (spec §7 getPipelineHomes): the homes applicants saved (favourites, each with its
 * listing) and the homes they submitted for review (home submissions, from a listing or found elsewhere, with
 * their EPC rating and review status), newest first (saved or sent). The page's keys come from one UNION ALL
 * of two index scans (favourites_created_idx, home_submissions_submitted_idx), then the page's rows are read by
 * id (decision 025).
 * @param options page (from 1), page size (1-500: the map shows a whole page) and, optionally, one
 *   application's id to list only its homes and one source (Saved or Submitted) to list only those
 * @returns the page, its total (of the source asked for), the counts per source and the lazy yield
 *   distribution (of every home with a listing's rent)
 */
export async function listPipelineHomes(
  db: Db,
  options: ListPipelineHomesOptions,
): Promise<PipelineHomesPage> {
  const savedWhere = options.applicationId ? eq(favourites.applicationId, options.applicationId) : undefined;
  const [keys, [saved], [submitted]] = await Promise.all([
    pageKeys(db, options),
    db.select({ n: count() }).from(favourites).where(savedWhere),
    db.select({ n: count() }).from(homeSubmissions).where(submittedWhere(options.applicationId)),
  ]);
  return {
    homes: await homesOf(db, keys),
    totalCount:
      options.source === 'Saved'
        ? (saved?.n ?? 0)
        : options.source === 'Submitted'
          ? (submitted?.n ?? 0)
          : (saved?.n ?? 0) + (submitted?.n ?? 0),
    sourceCounts: [
      { source: 'Saved', count: saved?.n ?? 0 },
      { source: 'Submitted', count: submitted?.n ?? 0 },
    ],
    page: options.page,
    pageSize: options.pageSize,
    yieldBands: () => yieldBands(db),
  };
}
