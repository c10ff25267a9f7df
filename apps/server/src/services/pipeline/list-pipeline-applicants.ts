/**
 * The pipeline's applicants (spec §7 getPipelineApplicants; decision 019): one page, the filter chips' counts and
 * the charts' data. No answer carries a name or contact details (pipeline-applicant.ts).
 */
import {
  PIPELINE_STATUSES,
  type PipelineApplicantsArgs,
  type PipelineStatus,
} from '@stairway/domain/pipeline';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeSubmissions, userApplications } from '../../db/schema';
import { inReviewJoin, statusCondition, statusWithReview } from '../pipeline-status-sql';
import {
  applicantColumns,
  type Band,
  countHomes,
  type PipelineApplicant,
  toApplicant,
} from './pipeline-applicant';

/** A count of applicants. */
export type StatusCount = { status: PipelineStatus; count: number };
/** A count of applicants created in a month, by their status today. */
export type StatusMonth = { month: string; status: PipelineStatus; count: number };

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

/** What listPipelineApplicants needs. */
export type ListPipelineApplicantsOptions = PipelineApplicantsArgs & {
  /** Europe/London date (YYYY-MM-DD), for ages. */
  today: string;
};

const a = userApplications;

/** The search condition: a whole application id, or a postcode district the applicant prefers (GIN index). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/.test(search)) {
    return eq(a.id, search.toLowerCase());
  }
  return sql`${a.preferredLocations} @> ARRAY[${search}]::text[]`;
}

const SORT_COLUMNS = { createdAt: a.createdAt, totalIncome: a.totalIncome, budget: a.budget } as const;

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

/** Applicants matching the search by month of application (the last 12 months) and status today. */
async function statusByMonth(db: Db, search: SQL | undefined): Promise<StatusMonth[]> {
  const month = sql<string>`to_char(date_trunc('month', ${a.createdAt} AT TIME ZONE 'Europe/London'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, status: statusWithReview, n: count() })
    .from(a)
    .leftJoin(homeSubmissions, inReviewJoin)
    .where(and(search, sql`${a.createdAt} >= date_trunc('month', now()) - interval '11 months'`))
    .groupBy(month, statusWithReview)
    .orderBy(month);
  return rows.map((row) => ({ month: row.month, status: row.status, count: row.n }));
}

/** Budgets of the applicants matching the search, in £50,000 bands. */
async function budgetBands(db: Db, search: SQL | undefined): Promise<Band[]> {
  const band = sql<number>`(${a.budget} / 50000) * 50000`;
  const rows = await db.select({ from: band, n: count() }).from(a).where(search).groupBy(band).orderBy(band);
  return rows.map((row) => ({ from: Number(row.from), to: Number(row.from) + 50_000, count: row.n }));
}

/**
 * One page of the pipeline's applicants (spec §7 getPipelineApplicants), filtered by status and search,
 * sorted, paged in the database through the indexes on user_applications (pipeline status with created at,
 * income or budget).
 * @param options the arguments parsed with pipelineApplicantsArgsSchema (packages/domain/src/pipeline.ts) and
 *   today, the Europe/London date for ages
 * @returns the page, its total and the status counts (one grouped query), and lazy chart data (run only when
 *   asked for)
 */
export async function listPipelineApplicants(
  db: Db,
  options: ListPipelineApplicantsOptions,
): Promise<PipelineApplicantsPage> {
  const search = searchCondition(options.search);
  const where = and(statusCondition(options.status), search);
  const order = options.direction === 'ASC' ? asc : desc;
  // One grouped pass over the applicants matching the search gives the filter chips' counts and the total of the
  // status asked for (bench/RESULTS.md: a count, a group-by and an EXISTS count were three passes over 100,000).
  const [rows, byStatus] = await Promise.all([
    db
      .select(applicantColumns)
      .from(a)
      .where(where)
      .orderBy(order(SORT_COLUMNS[options.sort]), order(a.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    countByStatus(db, search),
  ]);
  const homes = await countHomes(
    db,
    rows.map((row) => row.id),
  );
  return {
    applicants: rows.map((row) => toApplicant(row, homes.get(row.id) ?? 0, options.today)),
    totalCount:
      options.status === 'All'
        ? [...byStatus.values()].reduce((sum, n) => sum + n, 0)
        : (byStatus.get(options.status) ?? 0),
    page: options.page,
    pageSize: options.pageSize,
    async statusCounts() {
      return PIPELINE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    },
    statusByMonth: () => statusByMonth(db, search),
    budgetBands: () => budgetBands(db, search),
  };
}
