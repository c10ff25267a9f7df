/**
 * The investor pipeline (spec §3 "Pipeline applicant", "Pipeline home"; spec §7 getPipelineApplicants,
 * getPipelineHomes, getPipelineDetails; decision 019). Pipeline viewers see every applicant, so these
 * answers carry no names, e-mail addresses, phone numbers, NI numbers or exact addresses: an age, postcode
 * districts, flags and figures only (README "The investor pipeline"). The rules (status, the
 * shown-above-10 rule, yield, rent on net income) are in packages/domain/src/pipeline.ts.
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import type { DocumentType, PropertyType } from '@stairway/domain/constants';
import { getHomeSubmissionStatus, type HomeSubmissionStatus } from '@stairway/domain/home-submissions';
import { resolveListingLink } from '@stairway/domain/listing';
import {
  ageOn,
  calculateYield,
  describeAffordability,
  getPipelineBankStatements,
  getPipelineStatus,
  PIPELINE_STATUSES,
  type PipelineApplicantsArgs,
  type PipelineBankStatements,
  type PipelineStatus,
  priceToBudgetPercent,
  rentOnNetIncome,
  shareOwnedPercent,
  shownAboveTen,
} from '@stairway/domain/pipeline';
import {
  calculateDeposit,
  calculateInitialDeposit,
  calculateMonthlyEquity,
  getPlanSchedule,
} from '@stairway/domain/plan';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applicantDocuments,
  favourites,
  homeSubmissions,
  listings,
  postcodeDistricts,
  userApplications,
} from '../db/schema';
import { notFound } from '../lib/app-error';
import { estimateHomeRent } from './calibrated-estimates';
import { homeInReview, inReviewJoin, statusCondition, statusWithReview } from './pipeline-status-sql';

/** One applicant in the pipeline (spec §3 "Pipeline applicant"). Money in whole pounds. */
export type PipelineApplicant = {
  id: string;
  /** Household assessable income, pounds a year. */
  totalIncome: number;
  jointApplication: boolean;
  status: PipelineStatus;
  /** Whole years; null when unknown or not above 10 (spec §5). */
  age: number | null;
  /** True while the applicant is at the Onboard stage (the application not yet submitted). */
  onboard: boolean;
  /** The preferred postcode districts, e.g. `SO16, PO37`. */
  location: string;
  identityVerified: boolean;
  /** Open banking connected (spec §3 bankAccountConnected). */
  bankAccountConnected: boolean;
  /** Connected by open banking, statements uploaded, or None (getPipelineBankStatements; issue 30 bug 9). */
  bankStatements: PipelineBankStatements;
  /** How many homes the applicant saved. */
  homes: number;
  /** Pounds. */
  budget: number;
  createdAt: Date;
};

/** A count of applicants. */
export type StatusCount = { status: PipelineStatus; count: number };
/** A count of applicants created in a month, by their status today. */
export type StatusMonth = { month: string; status: PipelineStatus; count: number };
/** A band of a distribution: from (inclusive) and to (exclusive), and how many fall in it. */
export type Band = { from: number; to: number; count: number };

/** One page of the pipeline's applicants, with the counts its filters show. */
export type PipelineApplicantsPage = {
  applicants: PipelineApplicant[];
  /** Applicants matching the status and search. */
  totalCount: number;
  page: number;
  pageSize: number;
  /** Per status, applicants matching the search (the filter chips' counts; All is their sum). */
  statusCounts: () => Promise<StatusCount[]>;
  /** Applicants by month of their application (last 12 months), by status today (the chart). */
  statusByMonth: () => Promise<StatusMonth[]>;
  /** Budgets of the applicants matching the search, in £50,000 bands (the chart). */
  budgetBands: () => Promise<Band[]>;
};

const a = userApplications;

const applicantColumns = {
  id: a.id,
  hasHomeInReview: sql<boolean>`${homeInReview}`.mapWith(Boolean),
  totalIncome: a.totalIncome,
  jointApplication: a.jointApplication,
  pipelineStatus: a.pipelineStatus,
  submitted: a.submitted,
  approved: a.approved,
  rejected: a.rejected,
  waitlistFeePaid: a.waitlistFeePaid,
  dateOfBirth: a.dateOfBirth,
  preferredLocations: a.preferredLocations,
  identityVerified: a.identityVerified,
  openBankingConnected: a.openBankingConnected,
  documentsUploaded: a.documentsUploaded,
  budget: a.budget,
  createdAt: a.createdAt,
};

type ApplicantRow = {
  id: string;
  /** A home of theirs is submitted and undecided (home_submissions; decision 025). */
  hasHomeInReview: boolean;
  totalIncome: number;
  jointApplication: boolean;
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  waitlistFeePaid: boolean;
  dateOfBirth: string | null;
  preferredLocations: string[];
  identityVerified: boolean;
  openBankingConnected: boolean;
  /** The applicant's bank statements uploaded are enough (areBankStatementsComplete). */
  documentsUploaded: boolean;
  budget: number;
  createdAt: Date;
};

function toApplicant(row: ApplicantRow, homes: number, today: string): PipelineApplicant {
  const status = getPipelineStatus(row);
  return {
    id: row.id,
    totalIncome: row.totalIncome,
    jointApplication: row.jointApplication,
    status,
    age: shownAboveTen(ageOn(row.dateOfBirth, today)),
    onboard: status === 'Onboard',
    location: row.preferredLocations.join(', '),
    identityVerified: row.identityVerified,
    bankAccountConnected: row.openBankingConnected,
    bankStatements: getPipelineBankStatements(row),
    homes,
    budget: row.budget,
    createdAt: row.createdAt,
  };
}

/** The search condition: a whole application id, or a postcode district the applicant prefers (GIN index). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(search)) {
    return eq(a.id, search.toLowerCase());
  }
  return sql`${a.preferredLocations} @> ARRAY[${search}]::text[]`;
}

const SORT_COLUMNS = { createdAt: a.createdAt, totalIncome: a.totalIncome, budget: a.budget } as const;

/** Homes per application (saved, and submitted for review), for a page of applicants. */
async function countHomes(db: Db, applicationIds: string[]): Promise<Map<string, number>> {
  if (applicationIds.length === 0) return new Map();
  const [saved, submitted] = await Promise.all([
    db
      .select({ applicationId: favourites.applicationId, homes: count() })
      .from(favourites)
      .where(inArray(favourites.applicationId, applicationIds))
      .groupBy(favourites.applicationId),
    db
      .select({ applicationId: homeSubmissions.applicationId, homes: count() })
      .from(homeSubmissions)
      .where(and(inArray(homeSubmissions.applicationId, applicationIds), eq(homeSubmissions.submitted, true)))
      .groupBy(homeSubmissions.applicationId),
  ]);
  const homes = new Map<string, number>();
  for (const row of [...saved, ...submitted]) {
    homes.set(row.applicationId, (homes.get(row.applicationId) ?? 0) + row.homes);
  }
  return homes;
}

/**
 * Applicants matching the search per status, InReview told apart from Submitted, in one pass (a hash join of
 * the applicants with the homes under review).
 */
async function countByStatus(db: Db, search: SQL | undefined): Promise<Map<PipelineStatus, number>> {
  const rows = await db
    .select({ status: statusWithReview, n: count() })
    .from(a)
    .leftJoin(homeSubmissions, inReviewJoin)
    .where(search)
    .groupBy(statusWithReview);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/**
 * One page of the pipeline's applicants (spec §7 getPipelineApplicants), filtered by status and search,
 * sorted, paged in the database through the indexes on user_applications (pipeline status with created at,
 * income or budget).
 * @param args parsed with pipelineApplicantsArgsSchema (packages/domain/src/pipeline.ts)
 * @param today Europe/London date, for ages
 * @returns the page, its total and the status counts (one grouped query), and lazy chart data (run only when
 *   asked for)
 */
export async function listPipelineApplicants(
  db: Db,
  args: PipelineApplicantsArgs,
  today: string,
): Promise<PipelineApplicantsPage> {
  const search = searchCondition(args.search);
  const where = and(statusCondition(args.status), search);
  const order = args.direction === 'ASC' ? asc : desc;
  // One grouped pass over the applicants matching the search gives the filter chips' counts and the total of the
  // status asked for (bench/RESULTS.md: a count, a group-by and an EXISTS count were three passes over 100,000).
  const [rows, byStatus] = await Promise.all([
    db
      .select(applicantColumns)
      .from(a)
      .where(where)
      .orderBy(order(SORT_COLUMNS[args.sort]), order(a.id))
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    countByStatus(db, search),
  ]);
  const homes = await countHomes(
    db,
    rows.map((row) => row.id),
  );
  return {
    applicants: rows.map((row) => toApplicant(row, homes.get(row.id) ?? 0, today)),
    totalCount:
      args.status === 'All'
        ? [...byStatus.values()].reduce((sum, n) => sum + n, 0)
        : (byStatus.get(args.status) ?? 0),
    page: args.page,
    pageSize: args.pageSize,
    async statusCounts() {
      return PIPELINE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    },
    async statusByMonth() {
      const month = sql<string>`to_char(date_trunc('month', ${a.createdAt} AT TIME ZONE 'Europe/London'), 'YYYY-MM')`;
      const rows = await db
        .select({ month, status: statusWithReview, n: count() })
        .from(a)
        .leftJoin(homeSubmissions, inReviewJoin)
        .where(and(search, sql`${a.createdAt} >= date_trunc('month', now()) - interval '11 months'`))
        .groupBy(month, statusWithReview)
        .orderBy(month);
      return rows.map((row) => ({ month: row.month, status: row.status, count: row.n }));
    },
    async budgetBands() {
      const band = sql<number>`(${a.budget} / 50000) * 50000`;
      const rows = await db
        .select({ from: band, n: count() })
        .from(a)
        .where(search)
        .groupBy(band)
        .orderBy(band);
      return rows.map((row) => ({ from: Number(row.from), to: Number(row.from) + 50_000, count: row.n }));
    },
  };
}

/** Where a pipeline home comes from: saved by the applicant, or submitted by them for review (decision 025). */
export type PipelineHomeSource = 'Saved' | 'Submitted';

/** One home in the pipeline (spec §3 "Pipeline home"). Money in whole pounds. */
export type PipelineHome = {
  /** The saved home's id (a favourite) or the home submission's id. */
  id: string;
  source: PipelineHomeSource;
  /** For a submitted home: UnderReview, Approved or Rejected (getHomeSubmissionStatus); null for a saved one. */
  reviewStatus: HomeSubmissionStatus | null;
  applicationId: string;
  /** The listing it is (a saved home, a home submitted from a listing); null for a home found elsewhere. */
  listingId: string | null;
  askingPrice: number;
  /**
   * The home's postcode district only, e.g. PO37 (README "Personal data rule": the pipeline shows postcode
   * districts, never a full postcode; issue 30 bug 9).
   */
  postcode: string;
  outcode: string;
  type: PropertyType;
  bedrooms: number | null;
  bathrooms: number | null;
  postTown: string | null;
  /** The submission's EPC rating (A-E); null for saved listings (the listing data has none) or "I don't know". */
  EPCRating: string | null;
  /** Percent, 2 decimals (spec §9), from {@link PipelineHome.rent}; null without a rent. */
  yield: number | null;
  /** The listing's estimated rent, pounds a month; null when not above 10 (spec §5) or there is no listing. */
  rentEstimate: number | null;
  /** The asking price as a percent of the applicant's budget. */
  affordability: number | null;
  /** Monthly rent / net monthly household income, percent. */
  rentOnNetIncome: number | null;
  link: string | null;
  /** The postcode district's centre, never the home's own position (issue 30 bug 9); null when unknown. */
  lat: number | null;
  lng: number | null;
  /** When the applicant saved it, or sent it for review. */
  date: Date;
  /** The listing's main photo (a submission's own photos are signed when read: schema/pipeline.ts). */
  imageUrl: string | null;
  /**
   * The rent the figures use, pounds a month: the listing's estimate, else (a home found elsewhere) the landlord
   * estimator's; null when neither is known.
   */
  rent: number | null;
  rentSource: 'Listing' | 'Estimator' | null;
  budget: number;
};

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

const savedColumns = {
  id: favourites.id,
  applicationId: favourites.applicationId,
  date: favourites.createdAt,
  listingId: listings.id,
  askingPrice: listings.askingPrice,
  outcode: listings.outcode,
  type: listings.type,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  rent: listings.rent,
  link: listings.link,
  imageUrl: listings.imageUrl,
  postTown: postcodeDistricts.town,
  districtLat: postcodeDistricts.lat,
  districtLng: postcodeDistricts.lng,
  budget: userApplications.budget,
  affordabilityResult: userApplications.affordability,
};

type SavedRow = {
  id: string;
  applicationId: string;
  date: Date;
  listingId: string;
  askingPrice: number;
  outcode: string;
  type: PropertyType;
  bedrooms: number | null;
  bathrooms: number | null;
  rent: number;
  link: string | null;
  imageUrl: string | null;
  postTown: string | null;
  districtLat: number | null;
  districtLng: number | null;
  budget: number;
  affordabilityResult: AffordabilityResult | null;
};

/** The figures of a home from its price, rent and the applicant's budget and income. */
function figures(
  askingPrice: number,
  rent: number | null,
  budget: number,
  result: AffordabilityResult | null,
) {
  return {
    yield: rent === null ? null : calculateYield(rent, askingPrice),
    affordability: priceToBudgetPercent(askingPrice, budget),
    rentOnNetIncome: rent === null ? null : rentOnNetIncome(rent, result?.netMonthlyIncome),
  };
}

function toSavedHome(row: SavedRow): PipelineHome {
  return {
    id: row.id,
    source: 'Saved',
    reviewStatus: null,
    applicationId: row.applicationId,
    listingId: row.listingId,
    askingPrice: row.askingPrice,
    postcode: row.outcode,
    outcode: row.outcode,
    type: row.type,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    postTown: row.postTown,
    EPCRating: null,
    ...figures(row.askingPrice, row.rent, row.budget, row.affordabilityResult),
    rentEstimate: shownAboveTen(row.rent),
    link: resolveListingLink(row.link),
    lat: row.districtLat,
    lng: row.districtLng,
    date: row.date,
    imageUrl: row.imageUrl,
    rent: row.rent,
    rentSource: 'Listing',
    budget: row.budget,
  };
}

const savedQuery = (db: Db) =>
  db
    .select(savedColumns)
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(userApplications, eq(userApplications.id, favourites.applicationId))
    .leftJoin(postcodeDistricts, eq(postcodeDistricts.outcode, listings.outcode));

/** A submission's postcode district: the listing's, else the first part of the postcode given. */
const submissionOutcode = sql<string>`coalesce(${listings.outcode}, split_part(upper(trim(${homeSubmissions.postcode})), ' ', 1))`;

const submittedQuery = (db: Db) =>
  db
    .select({
      home: homeSubmissions,
      outcode: submissionOutcode,
      listingPrice: listings.askingPrice,
      listingType: listings.type,
      listingBathrooms: listings.bathrooms,
      listingRent: listings.rent,
      listingLink: listings.link,
      listingImageUrl: listings.imageUrl,
      districtTown: postcodeDistricts.town,
      districtLat: postcodeDistricts.lat,
      districtLng: postcodeDistricts.lng,
      budget: userApplications.budget,
      affordabilityResult: userApplications.affordability,
    })
    .from(homeSubmissions)
    .innerJoin(userApplications, eq(userApplications.id, homeSubmissions.applicationId))
    .leftJoin(listings, eq(listings.id, homeSubmissions.listingId))
    .leftJoin(postcodeDistricts, eq(postcodeDistricts.outcode, submissionOutcode));

type SubmittedRow = Awaited<ReturnType<ReturnType<typeof submittedQuery>['where']>>[number];

/**
 * A submitted home as the pipeline shows it. A home found elsewhere has no listing: its rent is the calibrated
 * estimator's (algoRentEstimate for its district, type and bedrooms), labelled `Estimator`.
 */
async function toSubmittedHome(db: Db, row: SubmittedRow): Promise<PipelineHome> {
  const { home } = row;
  const askingPrice = home.askingPrice ?? row.listingPrice ?? 0;
  const epc = home.epcRating && home.epcRating !== 'IDontKnow' ? home.epcRating : null;
  const status = getHomeSubmissionStatus(home);
  const base = {
    id: home.id,
    source: 'Submitted' as const,
    reviewStatus: status === 'Open' ? null : status,
    applicationId: home.applicationId,
    listingId: home.listingId,
    askingPrice,
    postcode: row.outcode,
    outcode: row.outcode,
    type: home.type ?? row.listingType ?? 'Other',
    bedrooms: home.bedrooms,
    bathrooms: row.listingBathrooms,
    postTown: home.postTown ?? row.districtTown,
    EPCRating: epc,
    link: resolveListingLink(home.link ?? row.listingLink),
    lat: row.districtLat,
    lng: row.districtLng,
    date: home.submittedAt ?? home.createdAt,
    imageUrl: row.listingImageUrl,
    budget: row.budget,
  };
  const listingRent = row.listingRent;
  const rent =
    listingRent ??
    (await algoRentEstimate(db, {
      ...base,
      rent: null,
      rentSource: null,
      rentEstimate: null,
      yield: null,
      affordability: null,
      rentOnNetIncome: null,
    }));
  return {
    ...base,
    ...figures(askingPrice, rent, row.budget, row.affordabilityResult),
    rentEstimate: shownAboveTen(listingRent),
    rent,
    rentSource: listingRent !== null ? 'Listing' : rent !== null ? 'Estimator' : null,
  };
}

/** Only submitted homes (sent for review, whatever the decision since), optionally of one application. */
const submittedWhere = (applicationId?: string) =>
  and(
    eq(homeSubmissions.submitted, true),
    applicationId ? eq(homeSubmissions.applicationId, applicationId) : undefined,
  );

/**
 * The pipeline's homes (spec §7 getPipelineHomes): the homes applicants saved (favourites, each with its
 * listing) and the homes they submitted for review (home submissions, from a listing or found elsewhere, with
 * their EPC rating and review status), newest first (saved or sent). The page's keys come from one UNION ALL
 * of two index scans (favourites_created_idx, home_submissions_submitted_idx), then the page's rows are read by
 * id (decision 025).
 * @param args page (from 1), page size (1-500: the map shows a whole page) and, optionally, one application's
 *   id to list only its homes and one source (Saved or Submitted) to list only those
 * @returns the page, its total (of the source asked for), the counts per source and the lazy yield
 *   distribution (of every home with a listing's rent)
 */
export async function listPipelineHomes(
  db: Db,
  args: {
    page: number;
    pageSize: number;
    applicationId?: string | undefined;
    source?: PipelineHomeSource | undefined;
  },
): Promise<PipelineHomesPage> {
  const savedWhere = args.applicationId ? eq(favourites.applicationId, args.applicationId) : undefined;
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
    .where(submittedWhere(args.applicationId));
  const keysOf =
    args.source === 'Saved'
      ? keysOfSaved.$dynamic()
      : args.source === 'Submitted'
        ? keysOfSubmitted.$dynamic()
        : keysOfSaved.unionAll(keysOfSubmitted).$dynamic();
  const [keys, [saved], [submitted]] = await Promise.all([
    keysOf
      .orderBy(sql`home_date desc nulls last`, sql`home_id desc`)
      .limit(args.pageSize)
      .offset((args.page - 1) * args.pageSize),
    db.select({ n: count() }).from(favourites).where(savedWhere),
    db.select({ n: count() }).from(homeSubmissions).where(submittedWhere(args.applicationId)),
  ]);
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
  return {
    homes: keys.flatMap((k) => byKey.get(`${k.source}:${String(k.id)}`) ?? []),
    totalCount:
      args.source === 'Saved'
        ? (saved?.n ?? 0)
        : args.source === 'Submitted'
          ? (submitted?.n ?? 0)
          : (saved?.n ?? 0) + (submitted?.n ?? 0),
    sourceCounts: [
      { source: 'Saved', count: saved?.n ?? 0 },
      { source: 'Submitted', count: submitted?.n ?? 0 },
    ],
    page: args.page,
    pageSize: args.pageSize,
    async yieldBands() {
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
    },
  };
}

/**
 * One pipeline home of one application: a saved home (favourite) or a submitted home of that application.
 * @returns the home, or null when neither table has it for that application
 */
async function findPipelineHome(db: Db, applicationId: string, homeId: string): Promise<PipelineHome | null> {
  const [savedRow] = await savedQuery(db).where(
    and(eq(favourites.id, homeId), eq(favourites.applicationId, applicationId)),
  );
  if (savedRow) return toSavedHome(savedRow);
  const [submittedRow] = await submittedQuery(db).where(
    and(eq(homeSubmissions.id, homeId), submittedWhere(applicationId)),
  );
  return submittedRow ? toSubmittedHome(db, submittedRow) : null;
}

/**
 * The calibrated estimator's rent for a pipeline home with its 80% interval (services/calibrated-estimates.ts,
 * the estimator of the landlord portal and the listings' rents; issue 32), for its district, type, bedrooms and
 * bathrooms when known. Memoised there, so asking for the rent and its ends costs one search.
 * @returns whole pounds a month `{ value, low, high }` (8 in 10 similar homes let between low and high), or
 *   null when the home has no bedroom count or the estimator no data for the district
 */
export function algoRentRange(home: PipelineHome): { value: number; low: number; high: number } | null {
  if (home.bedrooms === null) return null;
  return estimateHomeRent({
    outcode: home.outcode,
    postcode: null,
    bedrooms: home.bedrooms,
    bathrooms: home.bathrooms,
    type: home.type,
  });
}

/**
 * The calibrated estimator's rent for a pipeline home ({@link algoRentRange}), for comparison with the
 * listing's own estimate.
 * @param _db unused (the estimator reads bundled data only); kept for callers
 * @returns pounds a month, or null when the listing has no bedroom count or the district no data
 */
export async function algoRentEstimate(_db: Db, home: PipelineHome): Promise<number | null> {
  return algoRentRange(home)?.value ?? null;
}

/** Which documents of a person are present (never their contents). */
export type DocumentPresence = { person: string; documentType: DocumentType; count: number };

/** One year of the home's plan, with the share of the home owned at its end. */
export type PipelinePlanYear = {
  year: number;
  months: number;
  rentPaid: number;
  equityPaid: number;
  equityTotal: number;
  depositBuilt: number;
  /** Percent of today's price, 1 decimal. */
  shareOwned: number;
};

/** The pipeline's detail panel (spec §7 getPipelineDetails). */
export type PipelineDetails = {
  applicant: PipelineApplicant;
  home: PipelineHome;
  /** Every intermediate figure of the applicant's affordability calculation, with its source. */
  affordability: ReturnType<typeof describeAffordability>;
  /** Null when no rent is known for the home (a home found elsewhere the estimator has no data for). */
  plan: {
    /** 2% of the price (spec §9). */
    deposit: number;
    /** Rounded to the nearest £100. */
    initialDeposit: number;
    /** The home's rent (PipelineHome.rent), pounds a month. */
    rent: number;
    /** The minimum monthly equity contribution: 1% of the price a year. */
    monthlyEquity: number;
    /** Years until the equity reaches 8% of the price (spec §9). */
    ownershipYears: number;
    mortgageNeeded: number;
    years: PipelinePlanYear[];
  } | null;
  documents: DocumentPresence[];
};

/**
 * The detail panel of one applicant and one of their homes (spec §7 getPipelineDetails).
 * @param ids the application's id and the pipeline home's id (a saved home of that application)
 * @param today Europe/London date, for the age
 * @throws NOT_FOUND when the home is not that application's (or either does not exist)
 */
export async function getPipelineDetails(
  db: Db,
  ids: { applicationId: string; homeId: string },
  today: string,
): Promise<PipelineDetails> {
  const home = await findPipelineHome(db, ids.applicationId, ids.homeId);
  const [applicantRow] = await db
    .select({ ...applicantColumns, affordability: a.affordability })
    .from(a)
    .where(eq(a.id, ids.applicationId));
  if (!home || !applicantRow) throw notFound('That applicant’s home');
  const homes = await countHomes(db, [applicantRow.id]);
  const documents = await db
    .select({ person: applicantDocuments.person, documentType: applicantDocuments.documentType, n: count() })
    .from(applicantDocuments)
    .where(eq(applicantDocuments.applicationId, ids.applicationId))
    .groupBy(applicantDocuments.person, applicantDocuments.documentType)
    .orderBy(applicantDocuments.person, applicantDocuments.documentType);
  return {
    applicant: toApplicant(applicantRow, homes.get(applicantRow.id) ?? 0, today),
    home,
    affordability: applicantRow.affordability ? describeAffordability(applicantRow.affordability) : [],
    plan: home.rent === null ? null : planOf(home.askingPrice, home.rent),
    documents: documents.map((row) => ({ person: row.person, documentType: row.documentType, count: row.n })),
  };
}

/**
 * The home's plan at the minimum equity contribution (spec §9), with the year-by-year schedule: the exact
 * 1% of the price / 12 (unrounded pounds a month), so the ownership years and the last year agree (issue 30).
 */
function planOf(askingPrice: number, rent: number): NonNullable<PipelineDetails['plan']> {
  const monthlyEquity = calculateMonthlyEquity(askingPrice);
  const schedule = getPlanSchedule(askingPrice, rent, monthlyEquity);
  return {
    deposit: calculateDeposit(askingPrice),
    initialDeposit: calculateInitialDeposit(askingPrice),
    rent,
    monthlyEquity,
    ownershipYears: schedule.ownershipYears,
    mortgageNeeded: schedule.mortgageNeeded,
    years: schedule.years.map((year) => ({
      year: year.year,
      months: year.months,
      rentPaid: year.rentPaid,
      equityPaid: year.equityPaid,
      equityTotal: year.equityTotal,
      depositBuilt: year.depositBuilt,
      shareOwned: shareOwnedPercent(year.depositBuilt, askingPrice),
    })),
  };
}
