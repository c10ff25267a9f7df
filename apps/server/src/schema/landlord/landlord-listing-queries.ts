/**
 * The landlord's listing queries (spec §7 getLandlordListings, getLandlordListing, getLandlordAddressSearch;
 * decision record 018). Landlord tokens only.
 */
import { addressSearchInputSchema } from '@stairway/domain/application-validation';
import { listingIdInputSchema } from '@stairway/domain/landlord';
import { builder } from '../../builder';
import { getLandlordListing } from '../../services/landlord-listings/get-landlord-listing';
import { getLandlordListings } from '../../services/landlord-listings/get-landlord-listings';
import { searchLandlordAddresses } from '../../services/landlord-listings/search-landlord-addresses';
import { parseInput } from '../validate-input';
import {
  LandlordAddressSearchRef,
  LandlordListingDetailRef,
  LandlordListingRef,
} from './landlord-listing-types';

builder.queryFields((t) => ({
  getLandlordListings: t.withAuth({ landlord: true }).field({
    type: [LandlordListingRef],
    description: 'The signed-in landlord’s own listings, newest first (spec §7). Landlords only.',
    resolve: (_root, _args, ctx) => getLandlordListings(ctx, { landlordId: ctx.actor.landlordId }),
  }),
  getLandlordListing: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingDetailRef,
    description:
      'One of the signed-in landlord’s listings, the detail variant without views (spec §7). Landlords only. ' +
      'Errors: NOT_FOUND for another landlord’s listing or none.',
    input: { listingId: t.input.id({ description: 'The listing (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      getLandlordListing(ctx, {
        landlordId: ctx.actor.landlordId,
        listingId: parseInput(listingIdInputSchema, input).listingId,
      }),
  }),
  getLandlordAddressSearch: t.withAuth({ landlord: true }).fieldWithInput({
    type: [LandlordAddressSearchRef],
    description:
      'The addresses of a UK postcode for a listing (spec §7), from the same index as getAddressSearch; empty ' +
      'when none is known or the district is not covered (the address can be typed in). Landlords only. ' +
      'Errors: BAD_USER_INPUT (field postcode) when it is not a full UK postcode; RATE_LIMITED after 60 an hour.',
    input: {
      postcode: t.input.string({
        description: 'A full UK postcode, e.g. "po38 1ab"; at most 16 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      searchLandlordAddresses(ctx, {
        landlordId: ctx.actor.landlordId,
        ...parseInput(addressSearchInputSchema, input),
      }),
  }),
}));
