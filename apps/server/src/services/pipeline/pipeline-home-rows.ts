/**
 * How pipeline homes are read (decision 025): a saved home is a favourite with its listing; a submitted home is
 * a home submission, from a listing or found elsewhere. Each row is turned into a {@link PipelineHome} with its
 * figures (yield, affordability, rent on net income; packages/domain/src/pipeline.ts).
 */
import type { AffordabilityResult } from '@stairway/domain/affordability';
import type { PropertyType } from '@stairway/domain/constants';
import { getHomeSubmissionStatus } from '@stairway/domain/home-submissions';
import { resolveListingLink } from '@stairway/domain/listing';
import {
  calculateYield,
  priceToBudgetPercent,
  rentOnNetIncome,
  shownAboveTen,
} from '@stairway/domain/pipeline';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favourites, homeSubmissions, listings, postcodeDistricts, userApplications } from '../../db/schema';
import { algoRentEstimate } from './algo-rent-estimate';
import type { PipelineHome } from './pipeline-home';

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

/**
 * A saved home (a favourite read with {@link savedQuery}) as the pipeline shows it: the listing's rent, labelled
 * `Listing`.
 * @returns the pipeline home, with the district's centre as its position
 */
export function toSavedHome(row: SavedRow): PipelineHome {
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

/**
 * The saved homes' query (favourites with their listing, application and district), without its WHERE.
 * @returns a query to finish with `.where(…)`; its rows go to {@link toSavedHome}
 */
export const savedQuery = (db: Db) =>
  db
    .select(savedColumns)
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .innerJoin(userApplications, eq(userApplications.id, favourites.applicationId))
    .leftJoin(postcodeDistricts, eq(postcodeDistricts.outcode, listings.outcode));

/** A submission's postcode district: the listing's, else the first part of the postcode given. */
const submissionOutcode = sql<string>`coalesce(${listings.outcode}, split_part(upper(trim(${homeSubmissions.postcode})), ' ', 1))`;

/**
 * The submitted homes' query (home submissions with their application, listing when any, and district),
 * without its WHERE.
 * @returns a query to finish with `.where(…)`; its rows go to {@link toSubmittedHome}
 */
export const submittedQuery = (db: Db) =>
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
 * @param row a row of {@link submittedQuery}
 * @returns the pipeline home; rent and rentSource null when neither the listing nor the estimator has a rent
 */
export async function toSubmittedHome(db: Db, row: SubmittedRow): Promise<PipelineHome> {
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

/**
 * Only submitted homes (sent for review, whatever the decision since), optionally of one application.
 * @returns the WHERE condition on home_submissions
 */
export const submittedWhere = (applicationId?: string) =>
  and(
    eq(homeSubmissions.submitted, true),
    applicationId ? eq(homeSubmissions.applicationId, applicationId) : undefined,
  );

/**
 * One pipeline home of one application: a saved home (favourite) or a submitted home of that application.
 * @param ids the application's id and the pipeline home's id
 * @returns the home, or null when neither table has it for that application
 */
export async function findPipelineHome(
  db: Db,
  ids: { applicationId: string; homeId: string },
): Promise<PipelineHome | null> {
  const [savedRow] = await savedQuery(db).where(
    and(eq(favourites.id, ids.homeId), eq(favourites.applicationId, ids.applicationId)),
  );
  if (savedRow) return toSavedHome(savedRow);
  const [submittedRow] = await submittedQuery(db).where(
    and(eq(homeSubmissions.id, ids.homeId), submittedWhere(ids.applicationId)),
  );
  return submittedRow ? toSubmittedHome(db, submittedRow) : null;
}
