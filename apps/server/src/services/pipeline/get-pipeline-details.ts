/**
 * The pipeline's detail panel (spec §7 getPipelineDetails; decision 019): an applicant, one of their homes, the
 * affordability calculation broken down, the home's plan and which documents are present (never their contents).
 */
import type { DocumentType } from '@stairway/domain/constants';
import { describeAffordability, shareOwnedPercent } from '@stairway/domain/pipeline';
import {
  calculateDeposit,
  calculateInitialDeposit,
  calculateMonthlyEquity,
  getPlanSchedule,
} from '@stairway/domain/plan';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicantDocuments, userApplications } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { applicantColumns, countHomes, type PipelineApplicant, toApplicant } from './pipeline-applicant';
import type { PipelineHome } from './pipeline-home';
import { findPipelineHome } from './pipeline-home-rows';

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

/** What getPipelineDetails needs. */
export type GetPipelineDetailsOptions = {
  /** The application's id (UUID). */
  applicationId: string;
  /** The pipeline home's id (a saved or submitted home of that application). */
  homeId: string;
  /** Europe/London date (YYYY-MM-DD), for the age. */
  today: string;
};

/**
 * The detail panel of one applicant and one of their homes (spec §7 getPipelineDetails).
 * @param options the application's id, the pipeline home's id (a saved or submitted home of that application)
 *   and today, the Europe/London date for the age
 * @throws NOT_FOUND when the home is not that application's (or either does not exist)
 */
export async function getPipelineDetails(
  db: Db,
  options: GetPipelineDetailsOptions,
): Promise<PipelineDetails> {
  const { applicationId, homeId, today } = options;
  const home = await findPipelineHome(db, { applicationId, homeId });
  const [applicantRow] = await db
    .select({ ...applicantColumns, affordability: userApplications.affordability })
    .from(userApplications)
    .where(eq(userApplications.id, applicationId));
  if (!home || !applicantRow) throw notFound('That applicant’s home');
  const homes = await countHomes(db, [applicantRow.id]);
  const documents = await db
    .select({ person: applicantDocuments.person, documentType: applicantDocuments.documentType, n: count() })
    .from(applicantDocuments)
    .where(eq(applicantDocuments.applicationId, applicationId))
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
 * 1% of the price / 12 (unrounded pounds a month), so the ownership years and the last year agree.
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
