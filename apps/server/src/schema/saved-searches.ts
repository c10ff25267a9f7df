/**
 * Saved searches with daily e-mail alerts: the applicant's searches, and
 * the public unsubscribe link of the alert e-mails. The criteria are typed objects (SavedSearchCriteria), the
 * same fields as getHomesSelection's search, checked with the domain's homeSearchCriteriaSchema.
 */

import {
  type HomeSearchCriteriaInput as Criteria,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchInputSchema,
} from '@stairway/domain/home-search';
import { describeHomeSearch } from '@stairway/domain/saved-search-summary';
import { z } from 'zod';
import { builder } from '../builder';
import type { SavedSearchRow } from '../db/rows';
import {
  deleteSavedSearch,
  getSavedSearches,
  saveSearch,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from '../services/saved-searches';
import { parseInput } from './validate-input';

/** GraphQL's nulls (an argument given as null) read as absent, as the zod schemas expect; nested objects too. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

const NearRef = builder.objectRef<NonNullable<Criteria['near']>>('SavedSearchNear').implement({
  description: 'A radius search: homes within radiusMiles of a place.',
  fields: (t) => ({
    place: t.exposeString('place', { description: 'The town, postcode district or postcode, as entered.' }),
    radiusMiles: t.exposeFloat('radiusMiles', {
      description: 'Miles around the place (more than 0, at most 40).',
    }),
  }),
});

const AreaRef = builder.objectRef<NonNullable<Criteria['bounds']>>('SavedSearchArea').implement({
  description: 'A map area, WGS84 degrees.',
  fields: (t) => ({
    south: t.exposeFloat('south', { description: 'Southern edge (latitude).' }),
    west: t.exposeFloat('west', { description: 'Western edge (longitude).' }),
    north: t.exposeFloat('north', { description: 'Northern edge (latitude).' }),
    east: t.exposeFloat('east', { description: 'Eastern edge (longitude).' }),
  }),
});

const CriteriaRef = builder.objectRef<Criteria>('SavedSearchCriteria').implement({
  description:
    'What a saved search asks for: where (postcodes, near or bounds) and the filters; absent fields are not ' +
    'filtered on. The same fields as getHomesSelection’s search (homeSearchCriteriaSchema).',
  fields: (t) => ({
    postcodes: t.stringList({
      nullable: true,
      resolve: (c) => c.postcodes ?? null,
      description: 'Postcode districts, upper case, e.g. ["LS6"].',
    }),
    near: t.field({
      type: NearRef,
      nullable: true,
      resolve: (c) => c.near ?? null,
      description: 'A radius search.',
    }),
    bounds: t.field({
      type: AreaRef,
      nullable: true,
      resolve: (c) => c.bounds ?? null,
      description: 'A map area.',
    }),
    minPrice: t.int({ nullable: true, resolve: (c) => c.minPrice ?? null, description: 'Minimum price, £.' }),
    maxPrice: t.int({ nullable: true, resolve: (c) => c.maxPrice ?? null, description: 'Maximum price, £.' }),
    minRent: t.int({
      nullable: true,
      resolve: (c) => c.minRent ?? null,
      description: 'Minimum rent, £ a month.',
    }),
    maxRent: t.int({
      nullable: true,
      resolve: (c) => c.maxRent ?? null,
      description: 'Maximum rent, £ a month.',
    }),
    withinBudget: t.boolean({
      nullable: true,
      resolve: (c) => c.withinBudget ?? null,
      description: 'True: only homes at or under the applicant’s budget.',
    }),
    type: t.string({
      nullable: true,
      resolve: (c) => c.type ?? null,
      description: 'Spec §9 type filter label.',
    }),
    bedrooms: t.string({
      nullable: true,
      resolve: (c) => c.bedrooms ?? null,
      description: 'Spec §9 bedroom filter label.',
    }),
    sort: t.string({ nullable: true, resolve: (c) => c.sort ?? null, description: 'Spec §9 sort label.' }),
  }),
});

const SavedSearchRef = builder.objectRef<SavedSearchRow>('SavedSearch').implement({
  description: 'One of the applicant’s saved searches, with its daily e-mail alerts on or off.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Saved search id (UUID).' }),
    name: t.exposeString('name', { description: 'The name the applicant gave it (at most 60 characters).' }),
    criteria: t.field({
      type: CriteriaRef,
      resolve: (s) => s.criteria as Criteria,
      description: 'The search, as saved.',
    }),
    summary: t.string({
      resolve: (s) => describeHomeSearch(s.criteria as Criteria),
      description:
        'The search in one sentence, e.g. "Homes within 3 miles of Leeds, up to £250,000, 2 bedrooms" ' +
        '(describeHomeSearch, packages/domain; the alert e-mails use the same words).',
    }),
    alertsEnabled: t.exposeBoolean('alertsEnabled', {
      description:
        'True while new matching homes are e-mailed once a day (only to a verified e-mail address).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
    lastAlertSentAt: t.expose('lastAlertSentAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the last alert e-mail was sent; null before the first.',
    }),
  }),
});

const NearInput = builder.inputType('SavedSearchNearInput', {
  description: 'A radius search: homes within radiusMiles of a place.',
  fields: (t) => ({
    place: t.string({ description: 'A town, a postcode district or a postcode: at most 60 characters.' }),
    radiusMiles: t.float({ description: 'Miles around the place: more than 0, at most 40.' }),
  }),
});

const AreaInput = builder.inputType('SavedSearchAreaInput', {
  description: 'A map area, WGS84 degrees inside the UK (latitude 49 to 61, longitude -9 to 2).',
  fields: (t) => ({
    south: t.float({ description: 'Southern edge (latitude), below north.' }),
    west: t.float({ description: 'Western edge (longitude), left of east.' }),
    north: t.float({ description: 'Northern edge (latitude).' }),
    east: t.float({ description: 'Eastern edge (longitude).' }),
  }),
});

const CriteriaInput = builder.inputType('SavedSearchCriteriaInput', {
  description:
    'A search to save: one of postcodes, near or bounds says where; the rest are optional filters ' +
    '(homeSearchCriteriaSchema: errors name the field, e.g. maxPrice "The maximum price must be at least the minimum").',
  fields: (t) => ({
    postcodes: t.stringList({
      required: false,
      description: '1 to 10 postcode districts, each at most 16 characters.',
    }),
    near: t.field({ type: NearInput, required: false, description: 'A radius around a place.' }),
    bounds: t.field({ type: AreaInput, required: false, description: 'A map area.' }),
    minPrice: t.int({ required: false, description: 'Minimum asking price, whole pounds.' }),
    maxPrice: t.int({ required: false, description: 'Maximum asking price, whole pounds.' }),
    minRent: t.int({ required: false, description: 'Minimum rent, whole pounds a month.' }),
    maxRent: t.int({ required: false, description: 'Maximum rent, whole pounds a month.' }),
    withinBudget: t.boolean({
      required: false,
      description: 'Only homes at or under the applicant’s budget.',
    }),
    type: t.string({
      required: false,
      description: 'A type filter of spec §9 (All, Flat, Terraced…; at most 13 characters).',
    }),
    bedrooms: t.string({
      required: false,
      description: 'A bedroom filter of spec §9 (All, Studio, 1, 2, 3+; at most 6 characters).',
    }),
    sort: t.string({
      required: false,
      description: 'A sort of spec §9 (Most recent, Lowest price…; at most 13 characters).',
    }),
  }),
});

/** updateSavedSearch's rules: a name as saveSearch checks it, alerts on or off. */
export const updateSavedSearchInputSchema = z.object({
  id: z.string(),
  name: savedSearchInputSchema.shape.name.optional(),
  alertsEnabled: z.boolean({ error: 'E-mail alerts must be on or off' }).optional(),
});
/** unsubscribeSavedSearch's rule: a token of the length the server makes (43 base64url characters). */
export const unsubscribeSavedSearchInputSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, {
      error:
        'This unsubscribe link is not complete: open the link from the e-mail again, or sign in to manage your saved searches',
    }),
});

const UnsubscribedRef = builder
  .objectRef<{ name: string; summary: string }>('UnsubscribedSavedSearch')
  .implement({
    description: 'The search whose alerts an unsubscribe link turned off.',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The search’s name.' }),
      summary: t.exposeString('summary', { description: 'The search in one sentence (describeHomeSearch).' }),
    }),
  });

builder.queryFields((t) => ({
  getSavedSearches: t.withAuth({ applicant: true }).field({
    type: [SavedSearchRef],
    description:
      'The signed-in applicant’s saved searches, most recently saved first (at most 10). Applicants only.',
    resolve: (_root, _args, ctx) => getSavedSearches(ctx.db, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  saveSearch: t.withAuth({ applicant: true }).fieldWithInput({
    type: SavedSearchRef,
    description:
      'Saves a search with a name and, when alertsEnabled (default true), a daily e-mail of new matching homes; ' +
      'a confirmation e-mail goes to a verified address at once. Applicants only. Errors: BAD_USER_INPUT naming ' +
      `the field (name: empty, over ${SAVED_SEARCH_NAME_MAX_LENGTH} characters, or the applicant already has the ` +
      'most saved searches, 10; criteria.*: as getHomesSelection).',
    input: {
      name: t.input.string({
        description: `The search's name, 1 to ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.`,
      }),
      criteria: t.input.field({ type: CriteriaInput, description: 'The search.' }),
      alertsEnabled: t.input.boolean({ required: false, description: 'Daily e-mail alerts; default true.' }),
    },
    resolve: (_root, { input }, ctx) =>
      saveSearch(ctx, ctx.actor.userId, parseInput(savedSearchInputSchema, withoutNulls(input))),
  }),
  updateSavedSearch: t.withAuth({ applicant: true }).fieldWithInput({
    type: SavedSearchRef,
    description:
      'Renames one of the applicant’s saved searches or turns its alerts on or off (turned back on, alerts start ' +
      'from then). Applicants only. Errors: NOT_FOUND for another person’s or an unknown search; BAD_USER_INPUT ' +
      'naming name.',
    input: {
      id: t.input.id({ description: 'The saved search id (a UUID).' }),
      name: t.input.string({ required: false, description: 'A new name, 1 to 60 characters.' }),
      alertsEnabled: t.input.boolean({ required: false, description: 'Daily e-mail alerts on or off.' }),
    },
    resolve: (_root, { input }, ctx) =>
      updateSavedSearch(
        ctx.db,
        ctx.actor.userId,
        parseInput(updateSavedSearchInputSchema, withoutNulls({ ...input, id: String(input.id) })),
      ),
  }),
  deleteSavedSearch: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'Boolean',
    description:
      'Deletes one of the applicant’s saved searches (no more alerts for it). Returns true. Applicants only. ' +
      'Errors: NOT_FOUND for another person’s or an unknown search.',
    input: { id: t.input.id({ description: 'The saved search id (a UUID).' }) },
    resolve: (_root, { input }, ctx) => deleteSavedSearch(ctx.db, ctx.actor.userId, String(input.id)),
  }),
  unsubscribeSavedSearch: t.withAuth({ public: true }).fieldWithInput({
    type: UnsubscribedRef,
    description:
      'Turns off the e-mail alerts of the one saved search an alert e-mail’s unsubscribe link names, without ' +
      'signing in. Idempotent: a second click says the same. Anyone may call it; the token (from the ' +
      'link) is the permission. Errors: BAD_USER_INPUT naming token for an incomplete link or one no search has ' +
      '(e.g. the search was deleted).',
    input: { token: t.input.string({ description: 'The token from the link’s ?token= (43 characters).' }) },
    resolve: async (_root, { input }, ctx) => {
      const { token } = parseInput(unsubscribeSavedSearchInputSchema, input);
      const row = await unsubscribeSavedSearch(ctx.db, token);
      return { name: row.name, summary: describeHomeSearch(row.criteria as Criteria) };
    },
  }),
}));
