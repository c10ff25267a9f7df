/**
 * A home as the investor pipeline sees it (spec §3 "Pipeline home"; decision 025): a listing an applicant saved,
 * or a home they submitted for review. The postcode district only, never a full postcode or the home's own
 * position.
 */
import type { PropertyType } from '@stairway/domain/constants';
import type { HomeSubmissionStatus } from '@stairway/domain/home-submissions';

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
   * districts, never a full postcode).
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
  /** The postcode district's centre, never the home's own position; null when unknown. */
  lat: number | null;
  lng: number | null;
  /** When the applicant saved it, or sent it for review. */
  date: Date;
  /**
   * The listing's main photo (a submission's own photos are signed when read:
   * schema/pipeline/pipeline-home-types.ts).
   */
  imageUrl: string | null;
  /**
   * The rent the figures use, pounds a month: the listing's estimate, else (a home found elsewhere) the landlord
   * estimator's; null when neither is known.
   */
  rent: number | null;
  rentSource: 'Listing' | 'Estimator' | null;
  budget: number;
};
