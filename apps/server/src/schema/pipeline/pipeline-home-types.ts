/**
 * The investor pipeline's home types (spec §3 "Pipeline home"; spec §7 getPipelineHomes; decision 025): a
 * listing an applicant saved or a home they submitted, with the postcode district only.
 */
import { builder } from '../../builder';
import { DISPLAY_CONTENT_TYPE } from '../../lib/photo-display';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../services/documents';
import { algoRentEstimate, algoRentRange } from '../../services/pipeline/algo-rent-estimate';
import type { PipelineHomesPage } from '../../services/pipeline/list-pipeline-homes';
import type { PipelineHome } from '../../services/pipeline/pipeline-home';
import { HomeSubmissionStatusEnum, PropertyTypeEnum } from '../enums';
import { BandRef } from './pipeline-applicant-types';

/** The PipelineHomeSource enum (Saved or Submitted). */
export const PipelineHomeSourceEnum = builder.enumType('PipelineHomeSource', {
  description: 'Where a pipeline home comes from (decision 025).',
  values: {
    Saved: { value: 'Saved', description: 'A listing the applicant saved.' },
    Submitted: {
      value: 'Submitted',
      description: 'A home the applicant sent for review (from a listing or found elsewhere).',
    },
  } as const,
});

const PipelineRentSourceEnum = builder.enumType('PipelineRentSource', {
  description: 'Which rent a pipeline home’s figures use.',
  values: {
    Listing: { value: 'Listing', description: 'The listing’s estimated rent.' },
    Estimator: {
      value: 'Estimator',
      description: 'The landlord estimator’s (a home found elsewhere has no listing estimate).',
    },
  } as const,
});

/** The PipelineHome type. */
export const PipelineHomeRef = builder.objectRef<PipelineHome>('PipelineHome').implement({
  description:
    'A home in the investor pipeline (spec §3 "Pipeline home"): a listing an applicant saved, or a home an ' +
    'applicant submitted for review, from a listing or found elsewhere (decision 025).',
  fields: (t) => ({
    id: t.exposeID('id', {
      description:
        'The pipeline home’s id (the saved home’s or the home submission’s), for getPipelineDetails.',
    }),
    source: t.expose('source', { type: PipelineHomeSourceEnum, description: 'Saved or Submitted.' }),
    reviewStatus: t.expose('reviewStatus', {
      type: HomeSubmissionStatusEnum,
      nullable: true,
      description: 'A submitted home’s review: UnderReview, Approved or Rejected; null for a saved home.',
    }),
    applicationId: t.exposeID('applicationId', {
      description: 'The application of the applicant who saved or submitted it.',
    }),
    askingPrice: t.exposeInt('askingPrice', { description: 'Asking price, whole pounds.' }),
    postcode: t.exposeString('postcode', {
      description:
        'The home’s postcode district only, e.g. PO37: never a full postcode (the pipeline shows postcode ' +
        'districts only).',
    }),
    type: t.expose('type', { type: PropertyTypeEnum, description: 'The type of home.' }),
    bedrooms: t.exposeInt('bedrooms', { nullable: true, description: 'Bedrooms; 0 is a studio.' }),
    postTown: t.exposeString('postTown', {
      nullable: true,
      description: 'The post town given with a submitted home, else the district’s, when known.',
    }),
    EPCRating: t.exposeString('EPCRating', {
      nullable: true,
      description:
        'EPC rating (A to E) given with a submitted home; null for saved listings (the listing data has none) ' +
        'and when the applicant did not know it.',
    }),
    yield: t.exposeFloat('yield', {
      nullable: true,
      description:
        'Gross yield, percent to 2 decimals: 12 × rent / askingPrice × 100 (spec §9), from the rent rentSource ' +
        'names; null when no rent is known.',
    }),
    rentEstimate: t.exposeInt('rentEstimate', {
      nullable: true,
      description:
        'The listing’s estimated rent, whole pounds a month; null when not above 10 (spec §5) or for a home ' +
        'found elsewhere (no listing).',
    }),
    rentSource: t.expose('rentSource', {
      type: PipelineRentSourceEnum,
      nullable: true,
      description: 'Which rent yield and rentOnNetIncome use; null when none is known.',
    }),
    affordability: t.exposeFloat('affordability', {
      nullable: true,
      description:
        'The asking price as a percent of the applicant’s budget, 1 decimal (over 100: above budget); null without a budget.',
    }),
    rentOnNetIncome: t.exposeFloat('rentOnNetIncome', {
      nullable: true,
      description:
        'Monthly rent / net monthly household income (after income tax and NI), percent to 2 decimals; null until incomes are entered or without a rent.',
    }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'The listing on the listing site, or the link given with a submitted home.',
    }),
    lat: t.exposeFloat('lat', {
      nullable: true,
      description:
        'Latitude of the postcode district’s centre (never the home’s own position); null when unknown.',
    }),
    lng: t.exposeFloat('lng', {
      nullable: true,
      description:
        'Longitude of the postcode district’s centre (never the home’s own position); null when unknown.',
    }),
    date: t.expose('date', {
      type: 'DateTime',
      description: 'When the applicant saved it, or sent it for review.',
    }),
  }),
});

// The fields worked out when read: the estimator's rent and its interval, and the signed main photo.
builder.objectFields(PipelineHomeRef, (t) => ({
  algoRentEstimate: t.field({
    type: 'Int',
    nullable: true,
    description:
      'The calibrated estimator’s rent for this home (nearest comparable lets blended with the ' +
      'local authority’s rents, the estimator of the landlord portal and the listings’ rents), whole pounds ' +
      'a month, for comparison; null without a bedroom count or data for the district.',
    resolve: (home, _args, ctx) =>
      home.rentSource === 'Estimator' ? home.rent : algoRentEstimate(ctx.db, home),
  }),
  algoRentLow: t.int({
    nullable: true,
    description:
      'Low end of the 80% interval of the estimator’s rent (algoRentEstimate), whole pounds a month: 8 in 10 ' +
      'similar homes let for between algoRentLow and algoRentHigh; null when algoRentEstimate is null.',
    resolve: (home) => algoRentRange(home)?.low ?? null,
  }),
  algoRentHigh: t.int({
    nullable: true,
    description:
      'High end of the 80% interval of the estimator’s rent, whole pounds a month (see algoRentLow); null ' +
      'when algoRentEstimate is null.',
    resolve: (home) => algoRentRange(home)?.high ?? null,
  }),
  imageUrl: t.string({
    nullable: true,
    description:
      'The main photo: for a submitted home the display copy of the first photo the applicant added (resized ' +
      'WebP with no metadata, never the file as uploaded; a signed link, valid for ' +
      `${DOWNLOAD_URL_TTL_SECONDS / 60} minutes), else the listing’s main photo; null when none.`,
    resolve: async (home, _args, ctx) => {
      if (home.source === 'Submitted') {
        // Investors see only display copies (ARCHITECTURE.md §5 "never … an original upload"):
        // the first photo that has one (a photo recorded before resizing is never shown to them).
        const images = await ctx.loaders.imagesByHomeSubmission.load(home.id);
        const first = images.find((image) => image.displayStorageKey !== null);
        if (first?.displayStorageKey) {
          return ctx.storage.createDownloadUrl(first.displayStorageKey, {
            expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
            fileName: 'photo.webp',
            contentType: DISPLAY_CONTENT_TYPE,
          });
        }
      }
      return home.imageUrl;
    },
  }),
}));

const SourceCountRef = builder
  .objectRef<PipelineHomesPage['sourceCounts'][number]>('PipelineHomeSourceCount')
  .implement({
    description: 'How many pipeline homes come from a source.',
    fields: (t) => ({
      source: t.expose('source', { type: PipelineHomeSourceEnum, description: 'Saved or Submitted.' }),
      count: t.exposeInt('count', { description: 'Homes.' }),
    }),
  });

/** The PipelineHomesPage type (getPipelineHomes). */
export const PipelineHomesPageRef = builder.objectRef<PipelineHomesPage>('PipelineHomesPage').implement({
  description: 'One page of the pipeline’s homes (saved and submitted), with the yields’ distribution.',
  fields: (t) => ({
    homes: t.field({
      type: [PipelineHomeRef],
      resolve: (p) => p.homes,
      description: 'The page, most recently saved or submitted first.',
    }),
    totalCount: t.exposeInt('totalCount', {
      description: 'Homes matching the source asked for (all of them without one) and the application.',
    }),
    sourceCounts: t.field({
      type: [SourceCountRef],
      resolve: (p) => p.sourceCounts,
      description:
        'Homes per source (Saved, Submitted) of the application asked for, or of the whole pipeline, whatever ' +
        'the source filter (the filter’s counts; All is their sum).',
    }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Homes per page.' }),
    yieldBands: t.field({
      type: [BandRef],
      description:
        'Gross yields of every home in the pipeline with a listing’s rent, in 1-point bands (percent).',
      resolve: (p) => p.yieldBands(),
    }),
  }),
});
