/**
 * Homes for sale (spec §3, HomeSelection / Listing) and postcode districts.
 * The search (getHomesSelection) and its inputs, and the district queries.
 */
import { homeSearchCriteriaSchema, homeSearchPageSchema } from '@stairway/domain/home-search';
import {
  nearbyPostcodeDistrictsInputSchema,
  postcodeDistrictsInputSchema,
  searchPostcodeDistrictsInputSchema,
} from '@stairway/domain/validation';
import { builder } from '../../builder';
import { DEFAULT_CLUSTER_CELLS, isClusterCells } from '../../services/home-clusters';
import {
  getNearbyPostcodeDistricts,
  getPostcodeDistricts,
  searchPostcodeDistricts,
} from '../../services/homes';
import { readApplicantBudget, searchHomesSelection } from '../../services/homes-selection';
import { selectedFieldArguments, selectedFieldNames } from '../selected-fields';
import { parseInput } from '../validate-input';
import { HomesSelectionRef } from './homes-search-types';
import { NearbyPostcodeDistrictRef, PostcodeDistrictRef } from './postcode-district-types';

const NearPlaceInput = builder.inputType('NearPlaceInput', {
  description: 'A radius search: homes within radiusMiles of a place.',
  fields: (t) => ({
    place: t.string({
      required: true,
      description: 'A town ("Leeds"), a postcode district ("LS6") or a full postcode: at most 60 characters.',
    }),
    radiusMiles: t.float({ required: true, description: 'Miles around the place: more than 0, at most 40.' }),
  }),
});

const MapBoundsInput = builder.inputType('MapBoundsInput', {
  description:
    'A map area ("search this area"), WGS84 degrees inside the UK (latitude 49 to 61, longitude -9 to 2).',
  fields: (t) => ({
    south: t.float({ required: true, description: 'Southern edge (latitude), below north.' }),
    west: t.float({ required: true, description: 'Western edge (longitude), left of east.' }),
    north: t.float({ required: true, description: 'Northern edge (latitude).' }),
    east: t.float({ required: true, description: 'Eastern edge (longitude).' }),
  }),
});

/** The input with GraphQL's nulls (an argument given as null) read as absent, as the zod schemas expect. */
function withoutNulls<T extends Record<string, unknown>>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

/** The homes search (getHomesSelection). */
builder.queryFields((t) => ({
  getHomesSelection: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomesSelectionRef,
    description:
      'Homes for sale in the given postcode districts (spec §7), or within a radius of a place, or in a map ' +
      'area, with optional filters, sort and cursor paging. Applicants only; the applicant’s budget ' +
      'marks each home withinBudget. Errors: BAD_USER_INPUT naming the field: postcodes.N (not a postcode ' +
      'district; at most 10), postcodes (none of postcodes, near or bounds), near.place (a place the service ' +
      'cannot find), near.radiusMiles, bounds, minPrice, maxPrice, minRent, maxRent, type, bedrooms, sort, ' +
      'first (1 to 50) or after (a cursor of another search or sort).',
    input: {
      postcodes: t.input.stringList({
        required: false,
        description:
          'Postcode districts, e.g. ["SE1", "B1"]: 1 to 10, each at most 16 characters. Optional when near or ' +
          'bounds is given.',
      }),
      near: t.input.field({
        type: NearPlaceInput,
        required: false,
        description:
          'A radius search around a place (lat/lng of the homes: their own, or their district’s centre).',
      }),
      bounds: t.input.field({
        type: MapBoundsInput,
        required: false,
        description: 'A map area: homes whose lat/lng lie inside it ("search this area").',
      }),
      minPrice: t.input.int({ required: false, description: 'Lowest asking price, whole pounds.' }),
      maxPrice: t.input.int({ required: false, description: 'Highest asking price, whole pounds.' }),
      minRent: t.input.int({ required: false, description: 'Lowest estimated rent, whole pounds a month.' }),
      maxRent: t.input.int({ required: false, description: 'Highest estimated rent, whole pounds a month.' }),
      withinBudget: t.input.boolean({
        required: false,
        description:
          'True: only homes at or under the signed-in applicant’s budget (ignored while they have no budget).',
      }),
      type: t.input.string({
        required: false,
        description:
          'Spec §9 type filter: All, Flat, Terraced, Semi detached or Detached (at most 13 characters).',
      }),
      bedrooms: t.input.string({
        required: false,
        description:
          'Spec §9 bedroom filter: All, Studio (0), 1, 2 or 3+ (three or more); at most 6 characters.',
      }),
      sort: t.input.string({
        required: false,
        description:
          'Spec §9 sort: Most recent (default: listed newest first, undated last), Highest rent, Lowest rent, ' +
          'Highest price or Lowest price; ties by id. At most 13 characters.',
      }),
      first: t.input.int({
        required: false,
        description:
          'Homes in the page, 1 to 50; when absent the answer is as before paging (up to 3,000 homes).',
      }),
      after: t.input.string({
        required: false,
        description:
          'pageInfo.endCursor of the page before (same search and sort), at most 256 characters; absent for the ' +
          'first page.',
      }),
    },
    resolve: async (_root, { input }, ctx, info) => {
      const { first, after, ...rest } = withoutNulls(input);
      const page = parseInput(homeSearchPageSchema, { first, after });
      const criteria = parseInput(homeSearchCriteriaSchema, withoutNulls({ ...rest }));
      const budget =
        ctx.actor?.kind === 'applicant' ? await readApplicantBudget(ctx.db, ctx.actor.userId) : null;
      const selected = selectedFieldNames(info);
      // The map's clusters are grouped beside the page (and give its count) when asked for once, with valid cells.
      const clusterArgs = selectedFieldArguments(info, 'clusters');
      const cells = clusterArgs.length === 1 ? (clusterArgs[0]?.cells ?? DEFAULT_CLUSTER_CELLS) : undefined;
      const clusterCells = isClusterCells(cells) ? cells : undefined;
      return searchHomesSelection(ctx.db, {
        criteria,
        budget,
        first: page.first,
        after: page.after,
        cache: ctx.districtHomesCache,
        // A map's clusters and a filter panel's count need no page of homes, and a map no count within the
        // budget: neither is read when not asked for.
        withHomes: ['listings', 'pageInfo'].some((name) => selected.has(name)),
        withBudgetCount: selected.has('withinBudgetCount'),
        clusterCells,
      });
    },
  }),
}));

/** The postcode-district look-ups: suggestions, nearby districts and known districts. */
builder.queryFields((t) => ({
  searchPostcodeDistricts: t.withAuth({ public: true }).fieldWithInput({
    type: [PostcodeDistrictRef],
    description:
      'Suggestions for a partly typed postcode district or town (districts whose outcode, or whose town or a ' +
      'word of it, starts with the query), districts with homes first. Public. Errors: BAD_USER_INPUT naming ' +
      'query (over 60 characters, or hidden characters) or limit.',
    input: {
      query: t.input.string({
        description: 'What the user typed, e.g. "so1" or "southam": at most 60 characters.',
      }),
      limit: t.input.int({ required: false, description: 'Most results, 1 to 20 (default 8).' }),
    },
    resolve: (_root, { input }, ctx) => {
      const { query, limit } = parseInput(searchPostcodeDistrictsInputSchema, input);
      return searchPostcodeDistricts(ctx.db, query, limit ?? 8);
    },
  }),
  getNearbyPostcodeDistricts: t.withAuth({ public: true }).fieldWithInput({
    type: [NearbyPostcodeDistrictRef],
    description:
      'The districts with homes nearest to the given ones (their centres), nearest first, leaving out the ' +
      'given ones: suggestions when the applicant’s districts have no homes. Public. Unknown districts are ' +
      'ignored; none known gives an empty list. Errors: BAD_USER_INPUT naming outcodes (more than 10, or one ' +
      'over 16 characters) or limit.',
    input: {
      outcodes: t.input.stringList({
        description: 'Postcode districts, e.g. ["SO16"]: at most 10, each at most 16 characters.',
      }),
      limit: t.input.int({ required: false, description: 'Most results, 1 to 10 (default 3).' }),
    },
    resolve: (_root, { input }, ctx) => {
      const { outcodes, limit } = parseInput(nearbyPostcodeDistrictsInputSchema, input);
      return getNearbyPostcodeDistricts(ctx.db, outcodes, limit ?? undefined);
    },
  }),
  getPostcodeDistricts: t.withAuth({ public: true }).fieldWithInput({
    type: [PostcodeDistrictRef],
    description:
      'The known districts among the given ones (unknown ones are left out). Public. Errors: BAD_USER_INPUT ' +
      'naming outcodes (more than 20, or one over 16 characters).',
    input: {
      outcodes: t.input.stringList({
        description: 'Postcode districts to look up: at most 20, each at most 16 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      getPostcodeDistricts(ctx.db, parseInput(postcodeDistrictsInputSchema, input).outcodes),
  }),
}));
