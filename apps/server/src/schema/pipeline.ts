/**
 * The investor pipeline (spec §3 "Pipeline applicant", "Pipeline home"; spec §6 "The pipeline viewer signs in
 * with e-mail and password and receives a token. The pipeline panel requires that token."; spec §7
 * checkPipelinePassword, getPipelineApplicants, getPipelineHomes, getPipelineDetails; decision 019). Spec §7
 * lists "token" with the queries' arguments: it is the pipeline viewer's token, sent like every token in the
 * Authorization header (spec §6), never as an argument, so that it stays out of logged query variables.
 * No answer carries a name, an e-mail address, a phone number, an NI number or an exact address.
 */
import {
  checkPipelinePasswordInputSchema,
  type PIPELINE_APPLICANT_SORTS,
  type PipelineBankStatements,
  pipelineApplicantsArgsSchema,
} from '@stairway/domain/pipeline';
import { z } from 'zod';
import { builder } from '../builder';
import { DISPLAY_CONTENT_TYPE } from '../lib/photo-display';
import { DOWNLOAD_URL_TTL_SECONDS } from '../services/documents';
import {
  algoRentEstimate,
  algoRentRange,
  type Band,
  type DocumentPresence,
  getPipelineDetails,
  listPipelineApplicants,
  listPipelineHomes,
  type PipelineApplicant,
  type PipelineApplicantsPage,
  type PipelineDetails,
  type PipelineHome,
  type PipelineHomesPage,
  type PipelinePlanYear,
  type StatusCount,
  type StatusMonth,
} from '../services/pipeline';
import { checkPipelinePassword } from '../services/pipeline-viewers';
import {
  DocumentTypeEnum,
  HomeSubmissionStatusEnum,
  PipelineStatusEnum,
  PropertyTypeEnum,
  SortDirectionEnum,
} from './enums';
import { parseInput } from './validate-input';

const PipelineTokenPayloadRef = builder.objectRef<{ token: string }>('PipelineTokenPayload').implement({
  description: 'A pipeline viewer’s session.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'The pipeline viewer’s session token (a JWT naming pipelineViewerId), valid for 1 hour, renewed while used up to 8 hours (decision 030), and only for the ' +
        'pipeline’s operations. Send it as "Authorization: Bearer {token}".',
    }),
  }),
});

const PipelineApplicantSortEnum = builder.enumType('PipelineApplicantSort', {
  description: 'What the pipeline’s applicants can be sorted by.',
  values: {
    createdAt: { value: 'createdAt', description: 'When the application was made.' },
    totalIncome: { value: 'totalIncome', description: 'Household assessable income.' },
    budget: { value: 'budget', description: 'The budget.' },
  } satisfies Record<(typeof PIPELINE_APPLICANT_SORTS)[number], unknown>,
});

const PipelineBankStatementsEnum = builder.enumType('PipelineBankStatements', {
  description:
    'Where an applicant’s bank statements stand (spec §4 step 7; getPipelineBankStatements in packages/domain).',
  values: {
    Connected: { value: 'Connected', description: 'Their bank is connected through open banking.' },
    Uploaded: { value: 'Uploaded', description: 'They uploaded the bank statements asked for.' },
    None: { value: 'None', description: 'Neither yet.' },
  } satisfies Record<PipelineBankStatements, unknown>,
});

const PipelineApplicantRef = builder.objectRef<PipelineApplicant>('PipelineApplicant').implement({
  description:
    'An applicant as the investor pipeline sees them (spec §3 "Pipeline applicant"): no name, contact details or ' +
    'address; an age, postcode districts, flags and figures only.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The application id (UUID).' }),
    totalIncome: t.exposeInt('totalIncome', {
      description:
        'Household assessable income, whole pounds a year (affordability model step 1; the onboarding gross pay ' +
        'until incomes are entered).',
    }),
    jointApplication: t.exposeBoolean('jointApplication', { description: 'True for a joint application.' }),
    status: t.expose('status', {
      type: PipelineStatusEnum,
      description:
        'The first that holds of Rejected, Approved (whether or not the fee is paid), InReview (submitted with a ' +
        'home under review), FeePaid (submitted, waitlist fee paid), Submitted and Onboard (PIPELINE_STATUS_RULE in ' +
        'packages/domain/src/pipeline-status.ts, which statusCounts follow too); never All.',
    }),
    age: t.exposeInt('age', {
      nullable: true,
      description:
        'Age in whole years; null when the date of birth is not given or the age is not above 10 (spec §5).',
    }),
    onboard: t.exposeBoolean('onboard', {
      description:
        'True while the applicant is at the Onboard stage: onboarded, application not yet submitted.',
    }),
    location: t.exposeString('location', {
      description: 'The preferred postcode districts, comma-separated, e.g. "SO16, PO37" (never an address).',
    }),
    identityVerified: t.exposeBoolean('identityVerified', {
      description: 'The applicant’s identity is verified.',
    }),
    bankAccountConnected: t.exposeBoolean('bankAccountConnected', {
      description: 'The applicant connected their bank through open banking (see bankStatements).',
    }),
    bankStatements: t.expose('bankStatements', {
      type: PipelineBankStatementsEnum,
      description:
        'Where the applicant’s bank statements stand: Connected (open banking), Uploaded (the statements asked ' +
        'for, uploaded) or None.',
    }),
    homes: t.exposeInt('homes', { description: 'How many homes the applicant saved.' }),
    budget: t.exposeInt('budget', { description: 'The budget, whole pounds (0 until worked out).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the application was made.' }),
  }),
});

const StatusCountRef = builder.objectRef<StatusCount>('PipelineStatusCount').implement({
  description: 'How many applicants have a status.',
  fields: (t) => ({
    status: t.expose('status', { type: PipelineStatusEnum, description: 'The status (never All).' }),
    count: t.exposeInt('count', { description: 'Applicants.' }),
  }),
});

const StatusMonthRef = builder.objectRef<StatusMonth>('PipelineStatusMonth').implement({
  description: 'Applicants whose application was made in a month, by their status today.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM, Europe/London.' }),
    status: t.expose('status', { type: PipelineStatusEnum, description: 'Their status today.' }),
    count: t.exposeInt('count', { description: 'Applicants.' }),
  }),
});

const BandRef = builder.objectRef<Band>('PipelineBand').implement({
  description: 'A band of a distribution: from (inclusive) to (exclusive), and how many fall in it.',
  fields: (t) => ({
    from: t.exposeFloat('from', { description: 'Lower bound (pounds, or percent for yields).' }),
    to: t.exposeFloat('to', { description: 'Upper bound, exclusive.' }),
    count: t.exposeInt('count', { description: 'How many.' }),
  }),
});

const PipelineApplicantsPageRef = builder
  .objectRef<PipelineApplicantsPage>('PipelineApplicantsPage')
  .implement({
    description: 'One page of the pipeline’s applicants, with the filters’ counts and the charts’ data.',
    fields: (t) => ({
      applicants: t.field({
        type: [PipelineApplicantRef],
        resolve: (p) => p.applicants,
        description: 'The page.',
      }),
      totalCount: t.exposeInt('totalCount', { description: 'Applicants matching the status and search.' }),
      page: t.exposeInt('page', { description: 'The page number, from 1.' }),
      pageSize: t.exposeInt('pageSize', { description: 'Applicants per page.' }),
      statusCounts: t.field({
        type: [StatusCountRef],
        description: 'Per status (never All), applicants matching the search; All is their sum.',
        resolve: (p) => p.statusCounts(),
      }),
      statusByMonth: t.field({
        type: [StatusMonthRef],
        description:
          'Applicants matching the search by month of application (the last 12 months) and status today.',
        resolve: (p) => p.statusByMonth(),
      }),
      budgetBands: t.field({
        type: [BandRef],
        description: 'Budgets of the applicants matching the search, in £50,000 bands.',
        resolve: (p) => p.budgetBands(),
      }),
    }),
  });

const PipelineHomeSourceEnum = builder.enumType('PipelineHomeSource', {
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

const PipelineHomeRef = builder.objectRef<PipelineHome>('PipelineHome').implement({
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
        'districts only; issue 30 bug 9).',
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
    algoRentEstimate: t.field({
      type: 'Int',
      nullable: true,
      description:
        'The calibrated estimator’s rent for this home (issue 32: nearest comparable lets blended with the ' +
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
    imageUrl: t.string({
      nullable: true,
      description:
        'The main photo: for a submitted home the display copy of the first photo the applicant added (resized ' +
        'WebP with no metadata, never the file as uploaded; a signed link, valid for ' +
        `${DOWNLOAD_URL_TTL_SECONDS / 60} minutes), else the listing’s main photo; null when none.`,
      resolve: async (home, _args, ctx) => {
        if (home.source === 'Submitted') {
          // Investors see only display copies (issue 29 item 2; ARCHITECTURE.md §5 "never … an original upload"):
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
  }),
});

const SourceCountRef = builder
  .objectRef<PipelineHomesPage['sourceCounts'][number]>('PipelineHomeSourceCount')
  .implement({
    description: 'How many pipeline homes come from a source.',
    fields: (t) => ({
      source: t.expose('source', { type: PipelineHomeSourceEnum, description: 'Saved or Submitted.' }),
      count: t.exposeInt('count', { description: 'Homes.' }),
    }),
  });

const PipelineHomesPageRef = builder.objectRef<PipelineHomesPage>('PipelineHomesPage').implement({
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

const AffordabilityFigureRef = builder
  .objectRef<PipelineDetails['affordability'][number]>('PipelineAffordabilityFigure')
  .implement({
    description: 'One intermediate figure of the affordability model, with its source.',
    fields: (t) => ({
      id: t.exposeString('id', { description: 'The model’s name for it, e.g. incomeCap.' }),
      label: t.exposeString('label', { description: 'In words.' }),
      value: t.exposeFloat('value', { nullable: true, description: 'The figure; null when there is none.' }),
      unit: t.exposeString('unit', {
        description:
          'GBP, GBP_PER_MONTH, GBP_PER_YEAR, PERCENT or RATE (pounds per pound of price per month).',
      }),
      source: t.exposeString('source', { description: 'The model’s step and the data it is worked from.' }),
    }),
  });

const PlanYearRef = builder.objectRef<PipelinePlanYear>('PipelinePlanYear').implement({
  description: 'One year of the home’s plan at the minimum equity contribution (getPlanSchedule).',
  fields: (t) => ({
    year: t.exposeInt('year', { description: '1 for the first year.' }),
    months: t.exposeInt('months', { description: 'Months of the plan in this year.' }),
    rentPaid: t.exposeFloat('rentPaid', { description: 'Rent paid this year, pounds.' }),
    equityPaid: t.exposeFloat('equityPaid', { description: 'Equity paid this year, pounds.' }),
    equityTotal: t.exposeFloat('equityTotal', { description: 'Equity paid so far, pounds.' }),
    depositBuilt: t.exposeFloat('depositBuilt', { description: 'Initial deposit plus equity paid, pounds.' }),
    shareOwned: t.exposeFloat('shareOwned', {
      description: 'depositBuilt as a percent of today’s price, 1 decimal.',
    }),
  }),
});

const PlanRef = builder.objectRef<NonNullable<PipelineDetails['plan']>>('PipelinePlan').implement({
  description:
    'The home’s plan (spec §9): deposit, rent, equity, ownership time and the year-by-year schedule.',
  fields: (t) => ({
    deposit: t.exposeFloat('deposit', { description: '2% of the price, pounds.' }),
    initialDeposit: t.exposeInt('initialDeposit', {
      description: 'The deposit rounded to the nearest £100.',
    }),
    rent: t.exposeInt('rent', {
      description: 'The rent the plan uses (the home’s rentSource), whole pounds a month.',
    }),
    monthlyEquity: t.exposeFloat('monthlyEquity', {
      description: 'Minimum equity contribution: 1% of the price / 12, pounds a month.',
    }),
    ownershipYears: t.exposeFloat('ownershipYears', {
      description: 'Years until the equity reaches 8% of the price.',
    }),
    mortgageNeeded: t.exposeFloat('mortgageNeeded', {
      description: 'The mortgage then needed at today’s price, pounds.',
    }),
    years: t.field({ type: [PlanYearRef], resolve: (p) => p.years, description: 'Year by year.' }),
  }),
});

const DocumentPresenceRef = builder.objectRef<DocumentPresence>('PipelineDocumentPresence').implement({
  description: 'Documents of one type a person uploaded: present or not, never their contents.',
  fields: (t) => ({
    person: t.exposeString('person', { description: 'applicant or coApplicant.' }),
    documentType: t.expose('documentType', { type: DocumentTypeEnum, description: 'The kind of document.' }),
    count: t.exposeInt('count', { description: 'How many.' }),
  }),
});

const PipelineDetailsRef = builder.objectRef<PipelineDetails>('PipelineDetails').implement({
  description:
    'The pipeline’s detail panel: an applicant, one of their homes, the affordability and the plan.',
  fields: (t) => ({
    applicant: t.field({
      type: PipelineApplicantRef,
      resolve: (d) => d.applicant,
      description: 'The applicant.',
    }),
    home: t.field({ type: PipelineHomeRef, resolve: (d) => d.home, description: 'The home.' }),
    affordability: t.field({
      type: [AffordabilityFigureRef],
      resolve: (d) => d.affordability,
      description:
        'Every intermediate figure of the affordability model, with its source; empty before a budget is worked out.',
    }),
    plan: t.field({
      type: PlanRef,
      nullable: true,
      resolve: (d) => d.plan,
      description: 'The home’s plan; null when no rent is known for the home.',
    }),
    documents: t.field({
      type: [DocumentPresenceRef],
      resolve: (d) => d.documents,
      description: 'Which documents are present, per person and type.',
    }),
  }),
});

const homesArgsSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
  applicationId: z.uuid().optional(),
  source: z.enum(['Saved', 'Submitted']).optional(),
});
const detailsArgsSchema = z.object({ applicationId: z.uuid(), homeId: z.uuid() });

builder.mutationFields((t) => ({
  checkPipelinePassword: t.withAuth({ public: true }).fieldWithInput({
    type: PipelineTokenPayloadRef,
    description:
      'Signs a pipeline viewer in with their e-mail and password (spec §7); returns a token (1 hour, renewed while used, up to 8 hours). Public. ' +
      'Errors: UNAUTHENTICATED (field password) for an unknown e-mail or a wrong password, never saying which; ' +
      'RATE_LIMITED only for a caller that has failed: after 5 failures for the address or 20 from its IP in 15 ' +
      'minutes, or while the address’s wait runs; BAD_USER_INPUT for a malformed address.',
    input: {
      email: t.input.string({ description: 'The viewer’s e-mail address, at most 254 characters.' }),
      password: t.input.string({
        description: 'The password the Stairway team gave the viewer, at most 200 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      checkPipelinePassword(ctx, parseInput(checkPipelinePasswordInputSchema, input), ctx.ip),
  }),
}));

builder.queryFields((t) => ({
  getPipelineApplicants: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineApplicantsPageRef,
    description:
      'A page of applicants for the pipeline (spec §7), filtered by status and search, sorted. Pipeline viewers ' +
      'only (the token in the Authorization header). Errors: BAD_USER_INPUT for a page size over 100.',
    args: {
      status: t.arg({ type: PipelineStatusEnum, required: false, description: 'Default All.' }),
      search: t.arg.string({
        required: false,
        description: 'A postcode district the applicant prefers (e.g. SO16), or a whole application id.',
      }),
      sort: t.arg({ type: PipelineApplicantSortEnum, required: false, description: 'Default createdAt.' }),
      direction: t.arg({ type: SortDirectionEnum, required: false, description: 'Default DESC.' }),
      page: t.arg.int({ required: false, description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ required: false, description: '1 to 100; default 25.' }),
    },
    resolve: (_root, args, ctx) =>
      listPipelineApplicants(
        ctx.db,
        parseInput(pipelineApplicantsArgsSchema, {
          status: args.status ?? undefined,
          search: args.search || undefined,
          sort: args.sort ?? undefined,
          direction: args.direction ?? undefined,
          page: args.page ?? undefined,
          pageSize: args.pageSize ?? undefined,
        }),
        ctx.today,
      ),
  }),
  getPipelineHomes: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineHomesPageRef,
    description:
      'A page of the pipeline’s homes (spec §7): the homes applicants saved and submitted, most recent first, optionally one ' +
      'application’s only and one source’s only (Saved or Submitted), with the count of each source. Pipeline viewers only. Errors: BAD_USER_INPUT for a page size over 500 or an ' +
      'applicationId that is not a UUID.',
    args: {
      applicationId: t.arg.id({ required: false, description: 'Only this application’s homes.' }),
      source: t.arg({
        type: PipelineHomeSourceEnum,
        required: false,
        description: 'Only the saved homes, or only the submitted ones; all of them when left out.',
      }),
      page: t.arg.int({ required: false, description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ required: false, description: '1 to 500; default 50.' }),
    },
    resolve: (_root, args, ctx) =>
      listPipelineHomes(
        ctx.db,
        parseInput(homesArgsSchema, {
          page: args.page ?? undefined,
          pageSize: args.pageSize ?? undefined,
          applicationId: args.applicationId ? String(args.applicationId) : undefined,
          source: args.source ?? undefined,
        }),
      ),
  }),
  getPipelineDetails: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineDetailsRef,
    description:
      'The detail panel of an applicant and one of their homes (spec §7): the affordability calculation broken ' +
      'down, the home’s plan and which documents are present. Pipeline viewers only. Errors: NOT_FOUND when the ' +
      'home is not that application’s; BAD_USER_INPUT for ids that are not UUIDs.',
    args: {
      applicationId: t.arg.id({ required: true, description: 'The application id.' }),
      homeId: t.arg.id({ required: true, description: 'The pipeline home’s id.' }),
    },
    resolve: (_root, args, ctx) =>
      getPipelineDetails(
        ctx.db,
        parseInput(detailsArgsSchema, {
          applicationId: String(args.applicationId),
          homeId: String(args.homeId),
        }),
        ctx.today,
      ),
  }),
}));
