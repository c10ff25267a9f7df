/**
 * Homes for sale (spec §3, HomeSelection / Listing): the HomeSelection type, shared by searches, favourites,
 * submissions and homes.
 */
import { LANDLORD_LISTING_SOURCE } from '@stairway/domain/listing';
import { builder } from '../../builder';
import type { HomeListing } from '../../services/homes';
import { PropertyTypeEnum } from '../enums';

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
        'their door; false for homes imported with their own coordinates (import-listings.ts).',
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
