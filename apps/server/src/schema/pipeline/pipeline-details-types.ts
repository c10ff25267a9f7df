/**
 * The pipeline's detail panel types (spec §7 getPipelineDetails): an applicant, one of their homes, the
 * affordability calculation broken down, the home's plan and which documents are present.
 */
import { builder } from '../../builder';
import type {
  DocumentPresence,
  PipelineDetails,
  PipelinePlanYear,
} from '../../services/pipeline/get-pipeline-details';
import { DocumentTypeEnum } from '../enums';
import { PipelineApplicantRef } from './pipeline-applicant-types';
import { PipelineHomeRef } from './pipeline-home-types';

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

/** The PipelineDetails type (getPipelineDetails). */
export const PipelineDetailsRef = builder.objectRef<PipelineDetails>('PipelineDetails').implement({
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
