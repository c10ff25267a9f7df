/**
 * An applicant as the investor pipeline sees them (spec §3 "Pipeline applicant"; decision 019): the columns read,
 * the answer's shape and the homes counted per applicant. No name, e-mail address, phone number, NI number or
 * exact address: an age, postcode districts, flags and figures only (README "The investor pipeline"). The rules
 * (status, the shown-above-10 rule) are in packages/domain/src/pipeline.ts.
 */
import {
  ageOn,
  getPipelineBankStatements,
  getPipelineStatus,
  type PipelineBankStatements,
  type PipelineStatus,
  shownAboveTen,
} from '@stairway/domain/pipeline';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, homeSubmissions, userApplications } from '../../db/schema';
import { homeInReview } from '../pipeline-status-sql';

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
  /** Connected by open banking, statements uploaded, or None (getPipelineBankStatements). */
  bankStatements: PipelineBankStatements;
  /** How many homes the applicant saved. */
  homes: number;
  /** Pounds. */
  budget: number;
  createdAt: Date;
};

/** A band of a distribution: from (inclusive) and to (exclusive), and how many fall in it. */
export type Band = { from: number; to: number; count: number };

const a = userApplications;

/** The columns of user_applications a pipeline applicant is made from (select them, then {@link toApplicant}). */
export const applicantColumns = {
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

/**
 * A row read with {@link applicantColumns} as the pipeline shows it.
 * @param homes how many homes the applicant saved or submitted ({@link countHomes})
 * @param today Europe/London date (YYYY-MM-DD), for the age
 * @returns the applicant, with the status worked out (getPipelineStatus) and the age shown only above 10
 */
export function toApplicant(row: ApplicantRow, homes: number, today: string): PipelineApplicant {
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

/**
 * Homes per application (saved, and submitted for review), for a page of applicants: two grouped queries.
 * @param applicationIds the applications (none: no query)
 * @returns the count per application id; an application without homes is absent
 */
export async function countHomes(db: Db, applicationIds: string[]): Promise<Map<string, number>> {
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
