/**
 * Homes for sale (spec §3, HomeSelection / Listing) and postcode districts.
 */
import { homesSelectionInputSchema } from '@stairway/domain/validation';
import { builder } from '../builder';
import type { ListingRow, PostcodeDistrictRow } from '../db/rows';
import { getHomesSelection, getPostcodeDistricts, searchPostcodeDistricts } from '../services/homes';
import { PropertyTypeEnum } from './enums';
import { parseInput } from './validate-input';

/** The HomeSelection type. */
export const HomeSelectionRef = builder.objectRef<ListingRow>('HomeSelection').implement({
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
        'Estimated rent, whole pounds a month (price x regional gross yield / 12 until a better estimate).',
    }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Main photo URL; null when none.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description, when known.' }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'Listing page; a link starting with /properties needs the listing site prefix (spec §7).',
    }),
    lat: t.exposeFloat('lat', { description: 'Latitude (WGS84) of the map pin.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude (WGS84) of the map pin.' }),
    images: t.exposeStringList('images', { description: 'Photo URLs; empty when the home has none.' }),
    listedAt: t.expose('listedAt', { type: 'DateTime', nullable: true, description: 'When it was listed.' }),
  }),
});

const HomesSelectionRef = builder
  .objectRef<{ listings: ListingRow[]; featured: ListingRow[] }>('HomesSelection')
  .implement({
    description: 'Homes in the requested postcode districts.',
    fields: (t) => ({
      listings: t.field({
        type: [HomeSelectionRef],
        resolve: (s) => s.listings,
        description: 'Homes for sale, newest first (at most 3,000).',
      }),
      featured: t.field({
        type: [HomeSelectionRef],
        resolve: (s) => s.featured,
        description: 'Published landlord listings in those districts.',
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

builder.queryFields((t) => ({
  getHomesSelection: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomesSelectionRef,
    description:
      'Homes for sale in the given postcode districts (spec §7). Applicants only. Errors: BAD_USER_INPUT naming ' +
      'postcodes.N for a value that is not a postcode district; at most 10 districts.',
    input: {
      postcodes: t.input.stringList({ description: 'Postcode districts, e.g. ["SO16", "M1"].' }),
    },
    resolve: (_root, { input }, ctx) =>
      getHomesSelection(ctx.db, parseInput(homesSelectionInputSchema, input).postcodes),
  }),
  searchPostcodeDistricts: t.withAuth({ public: true }).fieldWithInput({
    type: [PostcodeDistrictRef],
    description: 'Suggestions for a partly typed postcode district, districts with homes first. Public.',
    input: {
      query: t.input.string({ description: 'What the user typed, e.g. "so1".' }),
      limit: t.input.int({ required: false, description: 'Most results, 1 to 20 (default 8).' }),
    },
    resolve: (_root, { input }, ctx) => searchPostcodeDistricts(ctx.db, input.query, input.limit ?? 8),
  }),
  getPostcodeDistricts: t.withAuth({ public: true }).fieldWithInput({
    type: [PostcodeDistrictRef],
    description: 'The known districts among the given ones (unknown ones are left out). Public.',
    input: { outcodes: t.input.stringList({ description: 'Postcode districts to look up.' }) },
    resolve: (_root, { input }, ctx) => getPostcodeDistricts(ctx.db, input.outcodes.slice(0, 20)),
  }),
}));
