/**
 * The investor pipeline's applicant types (spec §3 "Pipeline applicant"; spec §7 getPipelineApplicants;
 * decision 019): an age, postcode districts, flags and figures only, never a name, contact details or address.
 */
import type { PIPELINE_APPLICANT_SORTS, PipelineBankStatements } from '@stairway/domain/pipeline';
import { builder } from '../../builder';
import type {
  PipelineApplicantsPage,
  StatusCount,
  StatusMonth,
} from '../../services/pipeline/list-pipeline-applicants';
import type { Band, PipelineApplicant } from '../../services/pipeline/pipeline-applicant';
import { PipelineStatusEnum } from '../enums';

/** The PipelineApplicantSort enum (getPipelineApplicants' sort). */
export const PipelineApplicantSortEnum = builder.enumType('PipelineApplicantSort', {
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

/** The PipelineApplicant type. */
export const PipelineApplicantRef = builder.objectRef<PipelineApplicant>('PipelineApplicant').implement({
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

/** The PipelineBand type (the charts' distributions). */
export const BandRef = builder.objectRef<Band>('PipelineBand').implement({
  description: 'A band of a distribution: from (inclusive) to (exclusive), and how many fall in it.',
  fields: (t) => ({
    from: t.exposeFloat('from', { description: 'Lower bound (pounds, or percent for yields).' }),
    to: t.exposeFloat('to', { description: 'Upper bound, exclusive.' }),
    count: t.exposeInt('count', { description: 'How many.' }),
  }),
});

/** The PipelineApplicantsPage type (getPipelineApplicants). */
export const PipelineApplicantsPageRef = builder
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
