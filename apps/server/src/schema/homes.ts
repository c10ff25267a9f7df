/**
 * Homes for sale (spec §3, HomeSelection / Listing) and postcode districts.
 */
import {
  homeMatchesFilters,
  homeSearchCriteriaSchema,
  homeSearchPageSchema,
} from '@stairway/domain/home-search';
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import {
  nearbyPostcodeDistrictsInputSchema,
  postcodeDistrictsInputSchema,
  searchPostcodeDistrictsInputSchema,
} from '@stairway/domain/validation';
import { builder } from '../builder';
import type { PostcodeDistrictRow } from '../db/rows';
import { inputError } from '../lib/app-error';
import {
  DEFAULT_CLUSTER_CELLS,
  getHomeClusters,
  type HomeCluster,
  MAX_CLUSTER_CELLS,
} from '../services/home-clusters';
import { MAX_COUNTED_HOMES } from '../services/home-search/count-searched-homes';
import { findRentRange } from '../services/home-search/find-rent-range';
import type { SearchPlace } from '../services/home-search-places';
import {
  getNearbyPostcodeDistricts,
  getPostcodeDistricts,
  type HomeListing,
  searchPostcodeDistricts,
} from '../services/homes';
import {
  type HomesSelectionAnswer,
  readApplicantBudget,
  searchHomesSelection,
} from '../services/homes-selection';
import { getFeaturedListings } from '../services/landlord-listings/get-featured-listings';
import { PropertyTypeEnum } from './enums';
import { parseInput } from './validate-input';

/** The HomeSelection type. */
export const HomeSelectionRef = builder.objectRef<HomeListing>('HomeSelection').implement({
  description: 'A home for sale with an estimated rent (spec §3, HomeSelection / Listing; a "rent comp").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Listing id, e.g. rm-169301258 (used as rentCompId).' }),
    type: t.expose('type', { type: PropertyTypeEnum, description: 'The type of home.' }),
    address: t.exposeString('address', { description: 'Display address (street and area).' }),
    postcode: t.exposeString('postcode', { nullable: true, description: 'Full postcode when known.' }),
    outcode: t.exposeString('outcode', { description: 'Postcode district, e.g. SO16.' }),
    askingPrice: t.exposeInt('askingPrice', { description: 'Asking price, whole pounds.' }),
    bedrooms: t.exposeInt('bedrooms', { nullable: true, description: 'Bedrooms; 0 is a studio.' }),
    bathrooms: t.exposeInt('bathrooms', { nullable: true, description: 'Bathrooms, when known.' }),
    rent: t.exposeInt('rent', {
      description:
        'Estimated rent, whole pounds a month (estimateListingRent, the calibrated estimator of decision 057: ' +
        'comparable rentals nearby adjusted for bedrooms, bathrooms and type, blended with the local authority’s ' +
        'official rents; else price x regional gross yield / 12); not a rent a landlord has set, so show it as ' +
        'an estimate.',
    }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Main photo URL; null when none.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description, when known.' }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'Listing page; a link starting with /properties needs the listing site prefix (spec §7).',
    }),
    lat: t.exposeFloat('lat', { description: 'Latitude (WGS84) of the map pin.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude (WGS84) of the map pin.' }),
    locationApproximate: t.exposeBoolean('locationApproximate', {
      description:
        'True when lat/lng are the postcode district’s centre (with a small offset) rather than the home’s own ' +
        'position: rows of the Rightmove extract have no coordinates, and landlords’ homes are not pinned to ' +
        'their door; false for homes imported with their own coordinates (issue 14; import-listings.ts).',
    }),
    images: t.exposeStringList('images', { description: 'Photo URLs; empty when the home has none.' }),
    featured: t.boolean({
      description:
        'True for a home a landlord listed with us (getHomesSelection.featured): its photos are the landlord’s ' +
        '(URLs that work for 1 hour); it can be saved and submitted like any listing while published (decision ' +
        '028), and opening it is recorded with createListingView.',
      resolve: (listing) => listing.source === LANDLORD_LISTING_SOURCE,
    }),
    listedAt: t.expose('listedAt', { type: 'DateTime', nullable: true, description: 'When it was listed.' }),
    withinBudget: t.boolean({
      nullable: true,
      description:
        'True when the asking price is at most the signed-in applicant’s budget (their application’s maximum ' +
        'home price), false when above it; null when they have no budget yet, or outside getHomesSelection.',
      resolve: (home) => home.withinBudget ?? null,
    }),
    available: t.boolean({
      description:
        'False once the home has left its feed (a full import of its source no longer had it): it is kept for ' +
        'favourites and submissions but no longer offered in searches; true otherwise.',
      resolve: (home) => home.removedAt == null,
    }),
    lastSeenAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When a feed the importer read last had this home; null for homes imported before this was kept and ' +
        'for landlords’ homes.',
      resolve: (home) => home.lastSeenAt ?? null,
    }),
  }),
});

const HomesPageInfoRef = builder.objectRef<HomesSelectionAnswer['pageInfo']>('HomesPageInfo').implement({
  description: 'Where a page of homes ends (cursor paging).',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', {
      description: 'True when more homes follow this page (ask with after: endCursor).',
    }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Opaque cursor of the page’s last home, for `after`; null when the page is empty.',
    }),
  }),
});

const SearchPlaceRef = builder.objectRef<SearchPlace>('SearchPlace').implement({
  description: 'The centre of a radius search, as the service resolved the place typed.',
  fields: (t) => ({
    label: t.exposeString('label', {
      description:
        'What the centre is: a town ("Leeds"), a district ("LS6 (Leeds)") or a postcode ("LS6 1AA").',
    }),
    lat: t.exposeFloat('lat', {
      description:
        'Latitude (WGS84): the district’s centre for a district or a postcode, the centre of its districts for a town.',
    }),
    lng: t.exposeFloat('lng', { description: 'Longitude (WGS84), as lat.' }),
    radiusMiles: t.exposeFloat('radiusMiles', { description: 'The radius searched, miles.' }),
  }),
});

const HomeClusterRef = builder.objectRef<HomeCluster>('HomeCluster').implement({
  description: 'Homes of a search in one cell of the map’s grid.',
  fields: (t) => ({
    lat: t.exposeFloat('lat', { description: 'Mean latitude (WGS84) of the cell’s homes.' }),
    lng: t.exposeFloat('lng', { description: 'Mean longitude (WGS84) of the cell’s homes.' }),
    count: t.exposeInt('count', { description: 'Homes in the cell (at least 1).' }),
    minPrice: t.exposeInt('minPrice', { description: 'The lowest asking price in the cell, whole pounds.' }),
    listingId: t.exposeID('listingId', {
      nullable: true,
      description: 'The home’s id when the cell holds one home; null otherwise.',
    }),
  }),
});

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

const RentRangeRef = builder.objectRef<{ min: number; max: number }>('RentRange').implement({
  description: 'The lowest and highest estimated monthly rent of a search’s homes, whole pounds a month.',
  fields: (t) => ({
    min: t.exposeInt('min', { description: 'The lowest estimated monthly rent, whole pounds.' }),
    max: t.exposeInt('max', { description: 'The highest estimated monthly rent, whole pounds.' }),
  }),
});

const HomesSelectionRef = builder.objectRef<HomesSelectionAnswer>('HomesSelection').implement({
  description: 'Homes in the requested postcode districts, radius or map area, filtered, sorted and paged.',
  fields: (t) => ({
    listings: t.field({
      type: [HomeSelectionRef],
      resolve: (s) => s.listings,
      description:
        'Homes for sale in the search’s sort (newest first by default): one page of `first` homes when `first` ' +
        'is given, else at most 3,000.',
    }),
    featured: t.field({
      type: [HomeSelectionRef],
      resolve: async (s, _args, ctx) => {
        const budget = s.budget;
        const homes = (await getFeaturedListings(ctx, { outcodes: s.outcodes })).filter((h) =>
          homeMatchesFilters(h, s.criteria, budget),
        );
        return budget === null ? homes : homes.map((h) => ({ ...h, withinBudget: h.askingPrice <= budget }));
      },
      description:
        'Homes landlords listed with us in those districts (published landlord listings, newest first), shown ' +
        'first and marked featured. Their address is the street, town and district only; nothing about the ' +
        'landlord is included. Opening one should be recorded with createListingView. For a radius or map ' +
        'area without districts: the districts whose centre lies in it (at most 50). Filtered as the listings ' +
        'are (price and rent bands, within my budget, type, bedrooms), in every sort, not paged.',
    }),
    totalCount: t.exposeInt('totalCount', {
      description:
        `Homes matching the search over all pages. Counting stops at ${MAX_COUNTED_HOMES.toLocaleString('en-GB')}: ` +
        'a larger search answers that number with totalCountCapped true ("10,000+"). The unpaged answer of ' +
        'districts only counts every home of the districts, uncapped.',
    }),
    totalCountCapped: t.exposeBoolean('totalCountCapped', {
      description: `True when more than ${MAX_COUNTED_HOMES.toLocaleString('en-GB')} homes match (see totalCount).`,
    }),
    withinBudgetCount: t.exposeInt('withinBudgetCount', {
      nullable: true,
      description:
        'Of the matching homes, how many have an asking price at most the applicant’s budget (same cap as ' +
        'totalCount); null when the applicant has no budget yet.',
    }),
    pageInfo: t.field({
      type: HomesPageInfoRef,
      resolve: (s) => s.pageInfo,
      description: 'Whether more homes follow, and the cursor to ask for them (after).',
    }),
    place: t.field({
      type: SearchPlaceRef,
      nullable: true,
      resolve: (s) => s.place,
      description: 'The radius search’s centre as resolved; null without `near`.',
    }),
    clusters: t.field({
      type: [HomeClusterRef],
      args: {
        cells: t.arg.int({
          required: false,
          description: `Cells per side of the grid, 1 to ${MAX_CLUSTER_CELLS} (default ${DEFAULT_CLUSTER_CELLS}).`,
        }),
      },
      description:
        'For the map: the homes matching the search (all pages, filters applied) grouped in a grid of cells × ' +
        'cells over `bounds`, or over the matching homes’ extent without bounds; one cluster per cell with ' +
        'homes. Their counts add up to the homes matched (uncapped). Errors: BAD_USER_INPUT naming cells.',
      resolve: (s, { cells }, ctx) => {
        const n = cells ?? DEFAULT_CLUSTER_CELLS;
        if (!Number.isInteger(n) || n < 1 || n > MAX_CLUSTER_CELLS) {
          throw inputError([
            { field: 'cells', message: `Ask for 1 to ${MAX_CLUSTER_CELLS} cells per side of the map’s grid` },
          ]);
        }
        return getHomeClusters(ctx.db, { criteria: s.criteria, budget: s.budget, place: s.place, cells: n });
      },
    }),
    rentRange: t.field({
      type: RentRangeRef,
      nullable: true,
      resolve: (s, _args, ctx) =>
        findRentRange(ctx.db, { criteria: s.criteria, budget: s.budget, place: s.place }),
      description:
        'The lowest and highest estimated monthly rent (whole pounds) of the homes matching the search over all ' +
        'pages, ignoring its own minRent and maxRent, for the rent slider’s track (spec §5: from the minimum ' +
        'minus 100 to the maximum plus 100); null when no home matches.',
    }),
    listingsCollectedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (s) => s.listingsCollectedAt,
      description:
        'When the homes for sale were collected from their source: the newest listedAt the service holds ' +
        '(the bundled extract: 11 December 2025, apps/server/seed-data/DATA.md); null without listings. ' +
        'Listings change only when an operator imports more (npm run import:listings).',
    }),
  }),
});

const PostcodeDistrictRef = builder.objectRef<PostcodeDistrictRow>('PostcodeDistrict').implement({
  description: 'A postcode district (outcode) the service knows.',
  fields: (t) => ({
    outcode: t.exposeString('outcode', { description: 'The district, e.g. SO16.' }),
    town: t.exposeString('town', { nullable: true, description: 'Main town, when known.' }),
    region: t.exposeString('region', { nullable: true, description: 'Region (ITL1), when known.' }),
    homesCount: t.exposeInt('listingCount', { description: 'Homes for sale in the district.' }),
  }),
});

const NearbyPostcodeDistrictRef = builder
  .objectRef<PostcodeDistrictRow & { distanceKm: number }>('NearbyPostcodeDistrict')
  .implement({
    description: 'A postcode district with homes near one of the given districts.',
    fields: (t) => ({
      outcode: t.exposeString('outcode', { description: 'The district, e.g. SO14.' }),
      town: t.exposeString('town', { nullable: true, description: 'Main town, when known.' }),
      homesCount: t.exposeInt('listingCount', {
        description: 'Homes for sale in the district (at least 1).',
      }),
      distanceKm: t.exposeFloat('distanceKm', {
        description:
          'Kilometres, to one decimal, between its centre and the centre of the nearest given district ' +
          '(great-circle distance between OS Code-Point Open derived centroids).',
      }),
    }),
  });

builder.queryFields((t) => ({
  getHomesSelection: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomesSelectionRef,
    description:
      'Homes for sale in the given postcode districts (spec §7), or within a radius of a place, or in a map ' +
      'area, with optional filters, sort and cursor paging (issue 33). Applicants only; the applicant’s budget ' +
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
    resolve: async (_root, { input }, ctx) => {
      const { first, after, ...rest } = withoutNulls(input);
      const page = parseInput(homeSearchPageSchema, { first, after });
      const criteria = parseInput(homeSearchCriteriaSchema, withoutNulls({ ...rest }));
      const budget =
        ctx.actor?.kind === 'applicant' ? await readApplicantBudget(ctx.db, ctx.actor.userId) : null;
      return searchHomesSelection(ctx.db, {
        criteria,
        budget,
        first: page.first,
        after: page.after,
        cache: ctx.districtHomesCache,
      });
    },
  }),
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
