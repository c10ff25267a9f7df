/**
 * Homes for sale (spec §3, HomeSelection / Listing) and postcode districts.
 */
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import {
  homesSelectionInputSchema,
  nearbyPostcodeDistrictsInputSchema,
  postcodeDistrictsInputSchema,
  searchPostcodeDistrictsInputSchema,
} from '@stairway/domain/validation';
import { builder } from '../builder';
import type { PostcodeDistrictRow } from '../db/rows';
import {
  getHomesSelection,
  getNearbyPostcodeDistricts,
  getPostcodeDistricts,
  type HomeListing,
  type HomesSelection,
  searchPostcodeDistricts,
} from '../services/homes';
import { getFeaturedListings } from '../services/landlord-listings';
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
  }),
});

const HomesSelectionRef = builder.objectRef<HomesSelection>('HomesSelection').implement({
  description: 'Homes in the requested postcode districts.',
  fields: (t) => ({
    listings: t.field({
      type: [HomeSelectionRef],
      resolve: (s) => s.listings,
      description: 'Homes for sale, newest first (at most 3,000).',
    }),
    featured: t.field({
      type: [HomeSelectionRef],
      resolve: (s, _args, ctx) => getFeaturedListings(ctx, s.outcodes),
      description:
        'Homes landlords listed with us in those districts (published landlord listings, newest first), shown ' +
        'first and marked featured. Their address is the street, town and district only; nothing about the ' +
        'landlord is included. Opening one should be recorded with createListingView.',
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
      'Homes for sale in the given postcode districts (spec §7). Applicants only. Errors: BAD_USER_INPUT naming ' +
      'postcodes.N for a value that is not a postcode district; at most 10 districts.',
    input: {
      postcodes: t.input.stringList({
        description: 'Postcode districts, e.g. ["SE1", "B1"]: 1 to 10, each at most 16 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      getHomesSelection(
        ctx.db,
        parseInput(homesSelectionInputSchema, input).postcodes,
        ctx.districtHomesCache,
      ),
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
