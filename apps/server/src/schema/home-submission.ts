/**
 * Home submissions (spec §3 HomeSubmission; §7 "Home submissions" and "Home submission images"): homes the
 * applicant sends to the team for review, from a listing or found elsewhere, with their photos. The rules
 * are the domain's (packages/domain/src/home-submissions.ts), enforced by services/home-submissions.ts.
 */

import type { InputFieldBuilder } from '@pothos/core';
import {
  addImageToHomeSubmissionInputSchema,
  createHomeSubmissionInputSchema,
  createHomeSubmissionWithListingInputSchema,
  deleteHomeSubmissionImageInputSchema,
  getApplicantHomeStatus,
  homeSubmissionIdInputSchema,
  MAX_HOME_IMAGE_POSITION,
  MAX_HOME_IMAGES,
  reorderHomeSubmissionImagesInputSchema,
  updateHomeAdditionalInfoInputSchema,
  updateHomeBasicInfoInputSchema,
} from '@stairway/domain/home-submissions';
import { builder } from '../builder';
import type { HomeSubmissionImageRow, HomeSubmissionRow } from '../db/rows';
import { DISPLAY_CONTENT_TYPE, DISPLAY_MAX_PIXELS } from '../lib/photo-display';
import type { StorageProvider } from '../providers/storage/storage-provider';
import { DOWNLOAD_URL_TTL_SECONDS } from '../services/documents';
import { reorderHomeSubmissionImages } from '../services/home-submission-photos';
import {
  addImageToHomeSubmission,
  createHomeSubmission,
  createHomeSubmissionWithListing,
  deleteHomeSubmission,
  deleteHomeSubmissionImage,
  listUserHomeSubmissions,
  submitHomeSubmission,
  updateHomeSubmission,
} from '../services/home-submissions';
import { EpcRatingEnum, HomeSubmissionStatusEnum, OwnershipEnum, PropertyTypeEnum } from './enums';
import { HomeSelectionRef } from './homes';
import { parseInput } from './validate-input';

/** The builder of input fields (with-input's `t.input`). */
type InputBuilder = InputFieldBuilder<BuilderTypes, 'Arg' | 'InputObject'>;
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A signed link to the photo for display: its resized copy (WebP, at most 1600 pixels a side; decision 024),
 * or the original for a photo recorded before resizing. Valid for DOWNLOAD_URL_TTL_SECONDS.
 */
function displayUrl(ctx: { storage: StorageProvider }, image: HomeSubmissionImageRow): Promise<string> {
  const key = image.displayStorageKey ?? image.storageKey;
  const contentType = image.displayStorageKey ? DISPLAY_CONTENT_TYPE : image.contentType;
  return ctx.storage.createDownloadUrl(key, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: `photo.${EXTENSIONS[contentType] ?? 'jpg'}`,
    contentType,
  });
}

/** The HomeSubmissionImage type. */
export const HomeSubmissionImageRef = builder
  .objectRef<HomeSubmissionImageRow>('HomeSubmissionImage')
  .implement({
    description: 'A photo of a home submission (spec §3 HomeSubmission.images: id and url).',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Image id (UUID).' }),
      url: t.string({
        description:
          `A link that shows the photo resized for display (WebP, at most ${DISPLAY_MAX_PIXELS} pixels on its longer ` +
          'side, metadata removed; photos recorded before resizing existed are shown as uploaded), signed and ' +
          `valid for ${DOWNLOAD_URL_TTL_SECONDS / 60} minutes from when it was read.`,
        resolve: (image, _args, ctx) => displayUrl(ctx, image),
      }),
      type: t.exposeString('contentType', {
        description:
          'The uploaded photo’s media type, recognised from its contents: image/jpeg, image/png or image/webp ' +
          '(the displayed copy at `url` is WebP).',
      }),
      size: t.exposeInt('sizeBytes', { description: 'The uploaded photo’s size, bytes.' }),
      position: t.exposeInt('position', {
        description:
          'Its place among the home’s photos, lowest first (the lowest is the main photo); only the order counts.',
      }),
    }),
  });

/** The HomeSubmission type. */
export const HomeSubmissionRef = builder.objectRef<HomeSubmissionRow>('HomeSubmission').implement({
  description:
    'A home the applicant submitted for review, or a draft of one (spec §3 HomeSubmission). Made from a listing ' +
    '(`listing` set) or found elsewhere.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Home submission id (UUID).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was started.' }),
    submittedAt: t.expose('submittedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was sent for review; null for a draft.',
    }),
    applicationId: t.exposeID('applicationId', { description: 'The applicant’s application id.' }),
    type: t.expose('type', { type: PropertyTypeEnum, nullable: true, description: 'The type of home.' }),
    otherType: t.exposeString('otherType', {
      nullable: true,
      description: 'What the home is when type is Other, e.g. Bungalow.',
    }),
    bedrooms: t.exposeInt('bedrooms', { nullable: true, description: 'Bedrooms, 0 to 4; 0 is a studio.' }),
    ownership: t.expose('ownership', {
      type: OwnershipEnum,
      nullable: true,
      description: 'Freehold or Leasehold.',
    }),
    yearsLeftOnLease: t.exposeInt('yearsLeftOnLease', {
      nullable: true,
      description: 'Whole years left on the lease (leasehold only).',
    }),
    EPCRating: t.expose('epcRating', {
      type: EpcRatingEnum,
      nullable: true,
      description: 'The EPC rating, A to E, or IDontKnow.',
    }),
    viewed: t.exposeBoolean('viewed', { description: 'True once the team has decided on it.' }),
    addressLine1: t.exposeString('addressLine1', {
      nullable: true,
      description: 'First line of the address.',
    }),
    addressLine2: t.exposeString('addressLine2', { nullable: true, description: 'Second line.' }),
    addressLine3: t.exposeString('addressLine3', { nullable: true, description: 'Third line.' }),
    postcode: t.exposeString('postcode', {
      nullable: true,
      description: 'Postcode (for a listing without a full postcode, its district).',
    }),
    postTown: t.exposeString('postTown', { nullable: true, description: 'Post town.' }),
    uprn: t.exposeString('uprn', {
      nullable: true,
      description: 'Unique Property Reference Number from the address search; null when typed in.',
    }),
    askingPrice: t.exposeInt('askingPrice', { nullable: true, description: 'Asking price, whole pounds.' }),
    chain: t.exposeBoolean('chain', {
      nullable: true,
      description: 'Whether the sale is part of a chain; null when not answered.',
    }),
    link: t.exposeString('link', { nullable: true, description: 'The home’s listing page, when given.' }),
    additionalInfo: t.exposeString('additionalInfo', {
      nullable: true,
      description: 'Anything else the applicant told us.',
    }),
    submitted: t.exposeBoolean('submitted', { description: 'True once sent for review.' }),
    approved: t.exposeBoolean('approved', { description: 'True when the team approved it.' }),
    rejected: t.exposeBoolean('rejected', { description: 'True when the team rejected it.' }),
    fromListing: t.exposeBoolean('fromListing', {
      description: 'True when it was submitted from a listing (createHomeSubmissionWithListing).',
    }),
    status: t.field({
      type: HomeSubmissionStatusEnum,
      description:
        'The status the applicant sees (spec §4; getApplicantHomeStatus in packages/domain): from a listing, ' +
        'Waitlisted when approved, Rejected when rejected, else UnderReview; otherwise Rejected, Approved, ' +
        'UnderReview when submitted, else Open.',
      resolve: (row) => getApplicantHomeStatus(row),
    }),
    listing: t.field({
      type: HomeSelectionRef,
      nullable: true,
      description:
        'The listing it was made from; null for a home found elsewhere (or a listing since removed).',
      resolve: (row, _args, ctx) => (row.listingId ? ctx.loaders.listing.load(row.listingId) : null),
    }),
    images: t.field({
      type: [HomeSubmissionImageRef],
      description:
        'The photos the applicant added, in their order (position), the main photo first (issue 30 bug 10).',
      resolve: (row, _args, ctx) => ctx.loaders.imagesByHomeSubmission.load(row.id),
    }),
    imageUrl: t.string({
      nullable: true,
      description:
        'The main photo: the first of the photos in the applicant’s order, else the listing’s main photo; null ' +
        'when none.',
      resolve: async (row, _args, ctx) => {
        const [first] = await ctx.loaders.imagesByHomeSubmission.load(row.id);
        if (first) return displayUrl(ctx, first);
        const listing = row.listingId ? await ctx.loaders.listing.load(row.listingId) : null;
        return listing?.imageUrl ?? null;
      },
    }),
  }),
});

/** The input fields of the basic information (updateHomeSubmission, createHomeSubmission). */
function basicInfoFields(t: InputBuilder) {
  return {
    type: t.field({ type: PropertyTypeEnum, required: false, description: 'The type of home.' }),
    otherType: t.string({
      required: false,
      description: 'What the home is when type is Other (up to 60 characters).',
    }),
    bedrooms: t.int({ required: false, description: 'Bedrooms, 0 (a studio) to 4.' }),
    ownership: t.field({
      type: OwnershipEnum,
      required: false,
      description: 'Freehold or Leasehold (IDontKnow is refused: spec §3).',
    }),
    yearsLeftOnLease: t.int({ required: false, description: 'Whole years left on the lease, 0-999.' }),
    EPCRating: t.field({
      type: EpcRatingEnum,
      required: false,
      description: 'A to E, or IDontKnow (F and G are refused: spec §3).',
    }),
    addressLine1: t.string({
      required: false,
      description: 'First line of the address, at most 200 characters.',
    }),
    addressLine2: t.string({ required: false, description: 'Second line, at most 200 characters.' }),
    addressLine3: t.string({ required: false, description: 'Third line, at most 200 characters.' }),
    postTown: t.string({ required: false, description: 'Post town, at most 200 characters.' }),
    postcode: t.string({
      required: false,
      description: 'A UK postcode, e.g. PO37 6BU; at most 16 characters.',
    }),
    uprn: t.string({ required: false, description: 'UPRN from getAddressSearch, at most 12 digits.' }),
    askingPrice: t.int({ required: false, description: 'Asking price, whole pounds (1 to 5,000,000).' }),
  };
}

/** The input fields of the additional information (updateSubmission, createHomeSubmission). */
function additionalInfoFields(t: InputBuilder) {
  return {
    chain: t.boolean({ required: false, description: 'Whether the sale is part of a chain.' }),
    link: t.string({
      required: false,
      description: 'The home’s listing page, an http(s) URL of at most 200 characters.',
    }),
    additionalInfo: t.string({ required: false, description: 'Anything else, up to 2,000 characters.' }),
  };
}

const SUBMIT_RULES =
  'HOME_SUBMISSION_REFUSED (extensions.reason) when spec §5 does not allow it: HomeInReview "Bear with us, there ' +
  'is already a submission under review, and we are on it!", HomeApproved "You already have a home approved!", ' +
  'ApplicationNotSubmitted, ApplicationRejected, Paused (the maintenance flag is off)';

builder.queryFields((t) => ({
  getUserHomeSubmissions: t.withAuth({ applicant: true }).field({
    type: [HomeSubmissionRef],
    description:
      'The signed-in applicant’s own home submissions and drafts, newest first (spec §7; also called ' +
      'getHomeSubmissions). Applicants only. Errors: NOT_FOUND without an application.',
    resolve: (_root, _args, ctx) => listUserHomeSubmissions(ctx.db, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  createHomeSubmissionWithListing: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Submits a home for sale from the listings for review at once, with the listing’s facts (spec §7). ' +
      `Applicants only. Errors: NOT_FOUND for an unknown listing; ${SUBMIT_RULES}.`,
    input: {
      listingId: t.input.id({ description: 'The listing (HomeSelection.id), at most 100 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      createHomeSubmissionWithListing(
        ctx,
        ctx.actor.userId,
        parseInput(createHomeSubmissionWithListingInputSchema, { listingId: String(input.listingId) }),
      ),
  }),
  createHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Saves a draft of a home the applicant found elsewhere, with any of its details; complete it with ' +
      'updateHomeSubmission and updateSubmission, add photos, then send it with submitHomeSubmission. ' +
      'Applicants only. Errors: BAD_USER_INPUT (extensions.field); HOME_SUBMISSION_REFUSED with reason Paused or ' +
      'ApplicationRejected.',
    input: { ...basicInfoFields(t.input), ...additionalInfoFields(t.input) },
    resolve: (_root, { input }, ctx) =>
      createHomeSubmission(ctx, ctx.actor.userId, parseInput(createHomeSubmissionInputSchema, input)),
  }),
  updateHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Changes the basic information of one of the applicant’s drafts (type, bedrooms, ownership, lease, EPC ' +
      'rating, address, asking price); fields left out are kept, null clears one. Applicants only. Errors: ' +
      'BAD_USER_INPUT (extensions.field); NOT_FOUND when it is not one of theirs; CONFLICT once submitted.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The draft (UUID).' }),
      ...basicInfoFields(t.input),
    },
    resolve: (_root, { input }, ctx) =>
      updateHomeSubmission(ctx, ctx.actor.userId, parseInput(updateHomeBasicInfoInputSchema, input)),
  }),
  updateSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Changes the additional information of one of the applicant’s drafts (chain, link, additionalInfo); ' +
      'fields left out are kept. Applicants only. Errors: BAD_USER_INPUT (extensions.field); NOT_FOUND when it ' +
      'is not one of theirs; CONFLICT once submitted.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The draft (UUID).' }),
      ...additionalInfoFields(t.input),
    },
    resolve: (_root, { input }, ctx) =>
      updateHomeSubmission(ctx, ctx.actor.userId, parseInput(updateHomeAdditionalInfoInputSchema, input)),
  }),
  submitHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Sends one of the applicant’s drafts for review. Applicants only. Errors: BAD_USER_INPUT naming every ' +
      'missing answer (type, bedrooms, ownership, yearsLeftOnLease for a leasehold, EPCRating, addressLine1, ' +
      `postcode, askingPrice); NOT_FOUND when it is not theirs; CONFLICT when already submitted; ${SUBMIT_RULES}.`,
    input: { homeSubmissionId: t.input.id({ description: 'The draft to submit (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      submitHomeSubmission(ctx, ctx.actor.userId, parseInput(homeSubmissionIdInputSchema, input)),
  }),
  deleteHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'ID',
    description:
      'Deletes one of the applicant’s submissions and its photos: a draft, one under review (withdrawing it) or ' +
      'a rejected one; returns its id. Applicants only. Errors: NOT_FOUND when it is not theirs; CONFLICT for ' +
      'an approved home.',
    input: { homeSubmissionId: t.input.id({ description: 'The submission to delete (UUID).' }) },
    resolve: async (_root, { input }, ctx) =>
      (await deleteHomeSubmission(ctx, ctx.actor.userId, parseInput(homeSubmissionIdInputSchema, input))).id,
  }),
  addImageToHomeSubmission: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionImageRef,
    description:
      'Records a photo uploaded to the URL from getPreSignedUploadUrl as one of a submission’s images. It must ' +
      'be a JPEG, PNG or WebP of at most 10 MB, recognised from its contents; anything else is deleted. ' +
      `Up to ${MAX_HOME_IMAGES} photos a home. Applicants only. Errors: BAD_USER_INPUT (extensions.field "key": ` +
      'nothing uploaded, the wrong type or size, too many); NOT_FOUND for a submission or key that is not ' +
      'theirs; CONFLICT when already recorded or the home is decided.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The submission (UUID).' }),
      key: t.input.string({ description: 'The key from getPreSignedUploadUrl, at most 300 characters.' }),
      position: t.input.int({
        required: false,
        description:
          `Its place among the home’s photos, 0 to ${MAX_HOME_IMAGE_POSITION}, given when the applicant chose it ` +
          '(so that the first chosen is the main photo however the uploads finish); left out, after the others.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      addImageToHomeSubmission(ctx, ctx.actor.userId, parseInput(addImageToHomeSubmissionInputSchema, input)),
  }),
  reorderHomeSubmissionImages: t.withAuth({ applicant: true }).fieldWithInput({
    type: HomeSubmissionRef,
    description:
      'Puts the photos of one of the applicant’s submissions in a new order, the first being the main photo, ' +
      'as shown everywhere (issue 30 bug 10). Applicants only. Errors: BAD_USER_INPUT (extensions.field ' +
      '"imageIds") unless the list is each of the home’s photos once; NOT_FOUND when it is not theirs; CONFLICT ' +
      'when the home is decided.',
    input: {
      homeSubmissionId: t.input.id({ description: 'The submission (UUID).' }),
      imageIds: t.input.idList({
        description: `Every one of its photos (HomeSubmissionImage.id), main photo first; at most ${MAX_HOME_IMAGES}.`,
      }),
    },
    resolve: (_root, { input }, ctx) =>
      reorderHomeSubmissionImages(
        ctx,
        ctx.actor.userId,
        parseInput(reorderHomeSubmissionImagesInputSchema, {
          homeSubmissionId: input.homeSubmissionId,
          imageIds: input.imageIds.map(String),
        }),
      ),
  }),
  deleteHomeSubmissionImage: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'ID',
    description:
      'Deletes one photo of one of the applicant’s submissions and its file; returns its id. Applicants only. ' +
      'Errors: NOT_FOUND when it is not theirs; CONFLICT when the home is decided.',
    input: { imageId: t.input.id({ description: 'The photo (HomeSubmissionImage.id, a UUID).' }) },
    resolve: async (_root, { input }, ctx) =>
      (
        await deleteHomeSubmissionImage(
          ctx,
          ctx.actor.userId,
          parseInput(deleteHomeSubmissionImageInputSchema, input),
        )
      ).id,
  }),
}));
