/**
 * The landlord listing types (spec §3 LandlordListing, LandlordAddressSearch result; §7 getLandlordListings,
 * getLandlordListing, createListingView; decision record 018). Only its landlord reads a listing here;
 * applicants see published ones as featured homes.
 */
import type { ObjectFieldBuilder } from '@pothos/core';
import { builder } from '../../builder';
import type { LandlordImage } from '../../services/landlord-listings/landlord-listing-photos';
import type {
  LandlordListingDetail,
  LandlordListingView,
} from '../../services/landlord-listings/landlord-listing-view';
import type { LandlordAddressSearchResult } from '../../services/landlord-listings/search-landlord-addresses';
import { PropertyTypeEnum } from '../enums';

const LandlordImageRef = builder.objectRef<LandlordImage>('LandlordListingImage').implement({
  description: 'A photo of a landlord listing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Photo id (UUID), for deleteLandlordListingImage.' }),
    url: t.exposeString('url', { description: 'Where to show it; the URL works for 1 hour.' }),
  }),
});

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields of a landlord's listing that both LandlordListing and LandlordListingDetail have. */
function listingFields(t: ObjectFieldBuilder<BuilderTypes, LandlordListingDetail>) {
  return {
    id: t.exposeID('id', { description: 'Listing id (UUID).' }),
    price: t.exposeInt('price', { description: 'Asking price, whole pounds (£30,000 to £5,000,000).' }),
    image: t.exposeString('image', {
      nullable: true,
      description: 'The main photo’s URL (the first photo); null without photos. Works for 1 hour.',
    }),
    images: t.field({
      type: [LandlordImageRef],
      resolve: (l) => l.images,
      description: 'The photos in order; the first is the main photo.',
    }),
    published: t.exposeBoolean('published', {
      description: 'True when applicants with the district among their areas see it as a featured home.',
    }),
    bedrooms: t.exposeInt('bedrooms', { description: 'Bedrooms, 0 (a studio) to 10.' }),
    bathrooms: t.exposeInt('bathrooms', { description: 'Bathrooms, 0 to 10.' }),
    lat: t.exposeFloat('lat', {
      description: 'Latitude (WGS84) of the map pin: the postcode district’s centre, not the door.',
    }),
    lng: t.exposeFloat('lng', { description: 'Longitude (WGS84) of the map pin, as lat.' }),
    type: t.expose('type', { type: PropertyTypeEnum, description: 'The type of home.' }),
    summary: t.exposeString('summary', {
      description: 'The landlord’s description, up to 2,000 characters; empty when none.',
    }),
    displayAddress: t.exposeString('displayAddress', {
      description:
        'What applicants see: street, town and postcode district, e.g. "Newport Road, Ventnor, PO38".',
    }),
    addressLine1: t.exposeString('addressLine1', { description: 'First line of the address.' }),
    addressLine2: t.exposeString('addressLine2', { nullable: true, description: 'Second line, if any.' }),
    addressLine3: t.exposeString('addressLine3', { nullable: true, description: 'Third line, if any.' }),
    postTown: t.exposeString('postTown', { description: 'Town or city.' }),
    postcode: t.exposeString('postcode', { description: 'Full postcode, normalised, e.g. PO38 1AB.' }),
    estimatedRent: t.exposeInt('estimatedRent', {
      description:
        'Estimated rent when last saved, whole pounds a month (the landlord estimate, services/estimates.ts; ' +
        'price × regional gross yield ÷ 12 where the district has no rent or price data).',
    }),
  };
}

/** The LandlordListingDetail type: one listing to edit (getLandlordListing), without views. */
export const LandlordListingDetailRef = builder
  .objectRef<LandlordListingDetail>('LandlordListingDetail')
  .implement({
    description:
      'One of the landlord’s listings as they edit it (spec §7 getLandlordListing, "the detail variant, without ' +
      'views"): the fields of LandlordListing without the view count. Only its landlord reads it.',
    fields: (t) => listingFields(t),
  });

/** The LandlordListing type. */
export const LandlordListingRef = builder.objectRef<LandlordListingView>('LandlordListing').implement({
  description:
    'A home a landlord lists with us (spec §3 LandlordListing). Only its landlord reads it here; applicants see ' +
    'published ones as featured homes (getHomesSelection.featured), without the landlord or the full address.',
  fields: (t) => ({
    ...listingFields(t as unknown as ObjectFieldBuilder<BuilderTypes, LandlordListingDetail>),
    views: t.exposeInt('views', {
      description: 'Applicants who opened it (createListingView), each counted once a day (Europe/London).',
    }),
  }),
});

/** The LandlordAddressSearch type. */
export const LandlordAddressSearchRef = builder
  .objectRef<LandlordAddressSearchResult>('LandlordAddressSearch')
  .implement({
    description:
      'An address found for a postcode, for a landlord’s listing (spec §3 LandlordAddressSearch result).',
    fields: (t) => ({
      displayAddress: t.exposeString('displayAddress', {
        description: 'What applicants would see: street, town and district.',
      }),
      postcode: t.exposeString('postcode', { description: 'Normalised full postcode, e.g. PO38 1AB.' }),
      lat: t.exposeFloat('lat', { description: 'Latitude of the postcode district’s centre (WGS84).' }),
      lng: t.exposeFloat('lng', { description: 'Longitude of the postcode district’s centre (WGS84).' }),
      addressLine1: t.exposeString('addressLine1', { description: 'First line.' }),
      addressLine2: t.exposeString('addressLine2', { nullable: true, description: 'Second line, if any.' }),
      addressLine3: t.exposeString('addressLine3', { nullable: true, description: 'Third line, if any.' }),
      postTown: t.exposeString('postTown', { nullable: true, description: 'Post town, when known.' }),
      country: t.exposeString('country', {
        nullable: true,
        description: 'England, Scotland, Wales or Northern Ireland, when known.',
      }),
      fullData: t.exposeString('fullData', {
        description: 'The address provider’s whole record as JSON text (uprn included when known).',
      }),
    }),
  });

/** The ListingView type (createListingView). */
export const ListingViewRef = builder
  .objectRef<{ listingId: string; counted: boolean }>('ListingView')
  .implement({
    description: 'An applicant’s view of a featured listing.',
    fields: (t) => ({
      listingId: t.exposeID('listingId', { description: 'The listing.' }),
      counted: t.exposeBoolean('counted', {
        description: 'True when this view was counted; false when this applicant was counted today already.',
      }),
    }),
  });

/** The DeletedLandlordListing type. */
export const DeletedLandlordListingRef = builder
  .objectRef<{ id: string }>('DeletedLandlordListing')
  .implement({
    description: 'A listing that was deleted.',
    fields: (t) => ({ id: t.exposeID('id', { description: 'The deleted listing’s id.' }) }),
  });
