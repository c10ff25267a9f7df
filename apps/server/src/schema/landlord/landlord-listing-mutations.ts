/**
 * The landlord's listing mutations (spec §7 createUpdateLandlordListing, deleteLandlordListing,
 * deleteLandlordListingImage, getLandlordPreSignedUploadUrl; reorderLandlordListingImages beyond it;
 * decision record 018), which take landlord tokens only, and createListingView, which takes applicant tokens
 * only.
 */
import {
  deleteLandlordListingImageInputSchema,
  landlordListingInputSchema,
  listingIdInputSchema,
  reorderLandlordListingImagesInputSchema,
} from '@stairway/domain/landlord';
import { builder } from '../../builder';
import { createLandlordUpload } from '../../services/landlord-listings/create-landlord-upload';
import { createListingView } from '../../services/landlord-listings/create-listing-view';
import { createUpdateLandlordListing } from '../../services/landlord-listings/create-update-landlord-listing';
import { deleteLandlordListing } from '../../services/landlord-listings/delete-landlord-listing';
import { deleteLandlordListingImage } from '../../services/landlord-listings/delete-landlord-listing-image';
import { reorderLandlordListingImages } from '../../services/landlord-listings/reorder-landlord-listing-images';
import { PropertyTypeEnum } from '../enums';
import { PreSignedUploadUrlRef } from '../upload';
import { parseInput } from '../validate-input';
import {
  DeletedLandlordListingRef,
  LandlordListingDetailRef,
  LandlordListingRef,
  ListingViewRef,
} from './landlord-listing-types';

builder.mutationFields((t) => ({
  createUpdateLandlordListing: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingRef,
    description:
      'Creates a listing, or changes one of the landlord’s own (give id); new photo keys are added after its ' +
      'photos and checked by their bytes (JPEG, PNG or WebP, at most 10 MB; spec §7). Landlords only. Errors: ' +
      'BAD_USER_INPUT naming the field (bedrooms and bathrooms 0-10, price £30,000-£5,000,000, summary up to ' +
      '2,000 characters, a full postcode in a district we cover, images.N for a photo not received or not an ' +
      'image of at most 10 MB, at most 20 photos); NOT_FOUND for another landlord’s listing or photo key.',
    input: {
      id: t.input.id({ required: false, description: 'The listing to change (UUID); omit to create one.' }),
      addressLine1: t.input.string({ description: 'First line of the address, 1-100 characters.' }),
      addressLine2: t.input.string({ required: false, description: 'Second line, up to 100 characters.' }),
      addressLine3: t.input.string({ required: false, description: 'Third line, up to 100 characters.' }),
      postTown: t.input.string({ description: 'Town or city, 1-100 characters.' }),
      postcode: t.input.string({ description: 'Full UK postcode, e.g. PO38 1AB; at most 16 characters.' }),
      type: t.input.field({ type: PropertyTypeEnum, description: 'The type of home.' }),
      bedrooms: t.input.int({ description: 'Bedrooms, 0 (a studio) to 10.' }),
      bathrooms: t.input.int({ description: 'Bathrooms, 0 to 10.' }),
      price: t.input.int({ description: 'Asking price, whole pounds, £30,000 to £5,000,000.' }),
      summary: t.input.string({ required: false, description: 'Description, up to 2,000 characters.' }),
      images: t.input.stringList({
        required: false,
        description:
          'Keys of newly uploaded photos (getLandlordPreSignedUploadUrl), in order: at most 20, each 45 characters.',
      }),
      published: t.input.boolean({
        required: false,
        description: 'Show it to applicants (true) or not; omitted keeps it as it is (new: not published).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      createUpdateLandlordListing(ctx, {
        landlordId: ctx.actor.landlordId,
        data: parseInput(landlordListingInputSchema, input),
      }),
  }),
  deleteLandlordListing: t.withAuth({ landlord: true }).fieldWithInput({
    type: DeletedLandlordListingRef,
    description:
      'Deletes one of the landlord’s listings, its photos and views (spec §7). Landlords only. Errors: NOT_FOUND.',
    input: { listingId: t.input.id({ description: 'The listing (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      deleteLandlordListing(ctx, {
        landlordId: ctx.actor.landlordId,
        listingId: parseInput(listingIdInputSchema, input).listingId,
      }),
  }),
  deleteLandlordListingImage: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingDetailRef,
    description:
      'Deletes one photo of the landlord’s listing; the next becomes the main photo (spec §7); answers the ' +
      'listing’s detail, without views. Landlords only. ' +
      'Errors: NOT_FOUND for another landlord’s listing or photo.',
    input: {
      listingId: t.input.id({ description: 'The listing (UUID).' }),
      imageId: t.input.id({ description: 'The photo (LandlordListingImage.id, a UUID).' }),
    },
    resolve: (_root, { input }, ctx) =>
      deleteLandlordListingImage(ctx, {
        landlordId: ctx.actor.landlordId,
        ...parseInput(deleteLandlordListingImageInputSchema, input),
      }),
  }),
  reorderLandlordListingImages: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingDetailRef,
    description:
      'Puts the photos of the landlord’s listing in a new order; the first becomes the main photo for the ' +
      'landlord and for applicants (beyond spec §7); answers the listing’s detail, without views. ' +
      'Landlords only. Errors: BAD_USER_INPUT naming imageIds when they are not each of the listing’s photos ' +
      'exactly once; NOT_FOUND for another landlord’s listing.',
    input: {
      listingId: t.input.id({ description: 'The listing (UUID).' }),
      imageIds: t.input.idList({
        description:
          'Every photo of the listing (LandlordListingImage.id, UUIDs), each once, in the new order: at most 20 items.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      reorderLandlordListingImages(ctx, {
        landlordId: ctx.actor.landlordId,
        ...parseInput(reorderLandlordListingImagesInputSchema, input),
      }),
  }),
  getLandlordPreSignedUploadUrl: t.withAuth({ landlord: true }).field({
    type: PreSignedUploadUrlRef,
    description:
      'A signed URL to upload one photo to and its random key (no input; spec §7): PUT a JPEG, PNG or WebP of at ' +
      'most 10 MB, then pass the key in createUpdateLandlordListing’s images. Landlords only. Errors: ' +
      'RATE_LIMITED after 60 an hour.',
    resolve: (_root, _args, ctx) => createLandlordUpload(ctx, { landlordId: ctx.actor.landlordId }),
  }),
}));

// The applicant's side: a view of a featured listing.
builder.mutationFields((t) => ({
  createListingView: t.withAuth({ applicant: true }).fieldWithInput({
    type: ListingViewRef,
    description:
      'Records that the signed-in applicant opened a featured listing, counted once per applicant per listing per ' +
      'day (spec §7; the landlord sees views). Applicants only. Errors: NOT_FOUND when no published listing has ' +
      'that id.',
    input: { listingId: t.input.id({ description: 'The featured listing (HomeSelection.id, a UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      createListingView(ctx.db, {
        userId: ctx.actor.userId,
        listingId: parseInput(listingIdInputSchema, input).listingId,
        today: ctx.today,
      }),
  }),
}));
