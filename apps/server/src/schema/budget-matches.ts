/**
 * getBudgetMatches: the dashboard's honest rent budget, how many homes in the
 * applicant's districts fit their budget and rent budget, and what does when none do.
 */
import { builder } from '../builder';
import { getApplication } from '../services/applications';
import {
  type BudgetMatches,
  getBudgetMatches,
  type NearbyBudgetMatch,
  type PriceBand,
} from '../services/budget-matches';

const NearbyBudgetMatchRef = builder.objectRef<NearbyBudgetMatch>('NearbyBudgetMatch').implement({
  description: 'A district near the applicant’s with homes that fit their budget and rent budget.',
  fields: (t) => ({
    outcode: t.exposeString('outcode', { description: 'Postcode district, e.g. SE16.' }),
    town: t.exposeString('town', { nullable: true, description: 'Its main town, when known.' }),
    distanceKm: t.exposeFloat('distanceKm', {
      description:
        'Great-circle distance, km, from its centre to the nearest centre of the applicant’s districts ' +
        '(getNearbyPostcodeDistricts).',
    }),
    matchingHomes: t.exposeInt('matchingHomes', {
      description:
        'Its homes for sale at or under the budget with an estimated rent at or under the rent budget.',
    }),
  }),
});

const PriceBandRef = builder.objectRef<PriceBand>('BudgetPriceBand').implement({
  description:
    'The cheapest quarter of the homes for sale in the applicant’s districts by asking price (percentile 25), ' +
    'whole pounds, with the estimated rents of those homes.',
  fields: (t) => ({
    minPrice: t.exposeInt('minPrice', { description: 'The lowest asking price, pounds.' }),
    maxPrice: t.exposeInt('maxPrice', {
      description: 'The asking price a quarter of the homes are at or under.',
    }),
    minRent: t.exposeInt('minRent', {
      description: 'The lowest estimated rent of those homes, pounds a month.',
    }),
    maxRent: t.exposeInt('maxRent', {
      description: 'The highest estimated rent of those homes, pounds a month.',
    }),
    homes: t.exposeInt('homes', { description: 'How many homes are in the band.' }),
  }),
});

const BudgetMatchesRef = builder.objectRef<BudgetMatches>('BudgetMatches').implement({
  description:
    'Homes for sale (dwellings still in their feed, not landlords’ listings) in the applicant’s preferred ' +
    'districts against their budget and rent budget (the stored figures).',
  fields: (t) => ({
    areas: t.exposeStringList('areas', { description: 'The preferred postcode districts counted.' }),
    budget: t.exposeInt('budget', { description: 'The budget used, whole pounds (the application’s).' }),
    rentBudget: t.exposeInt('rentBudget', {
      description: 'The rent budget used, whole pounds a month (the application’s).',
    }),
    homesInAreas: t.exposeInt('homesInAreas', { description: 'Homes for sale in the districts.' }),
    homesWithinBudget: t.exposeInt('homesWithinBudget', {
      description: 'Of those, homes with an asking price at or under the budget (whatever their rent).',
    }),
    matchingHomes: t.exposeInt('matchingHomes', {
      description:
        'Of those, homes with an asking price at or under the budget AND an estimated rent at or under the rent ' +
        'budget.',
    }),
    cheapestRentInAreas: t.exposeInt('cheapestRentInAreas', {
      nullable: true,
      description:
        'The lowest estimated rent in the districts, pounds a month; null when they have no homes.',
    }),
    nearbyAreas: t.field({
      type: [NearbyBudgetMatchRef],
      description:
        'When no home in the districts fits: the nearest districts (of the 10 nearest with homes) that have ' +
        'fitting homes, nearest first, at most 3; empty otherwise.',
      resolve: (matches) => matches.nearbyAreas,
    }),
    priceBand: t.field({
      type: PriceBandRef,
      nullable: true,
      description:
        'The cheapest quarter of the districts’ homes by asking price; null when they have no homes.',
      resolve: (matches) => matches.priceBand,
    }),
    budgetKeptAsSubmitted: t.exposeBoolean('budgetKeptAsSubmitted', {
      description:
        'True when the application is submitted and its budget and rent budget, kept as assessed (decision 059), ' +
        'were worked out with another rental yield than the current districts’ (they changed since).',
    }),
  }),
});

builder.queryFields((t) => ({
  getBudgetMatches: t.withAuth({ applicant: true }).field({
    type: BudgetMatchesRef,
    description:
      'How many homes for sale in the signed-in applicant’s preferred districts fit their budget and rent ' +
      'budget, and when none do, the nearest districts that have some and the cheapest quarter of the homes ' +
      'there. No input. Applicants only. Errors: NOT_FOUND without an application.',
    resolve: async (_root, _args, ctx) =>
      getBudgetMatches(ctx.db, await getApplication(ctx.db, ctx.actor.userId)),
  }),
}));
