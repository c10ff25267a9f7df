/**
 * The home submission types (spec §3 HomeSubmission; §7 "Home submissions" and "Home submission images"): homes
 * the applicant sends to the team for review, from a listing or found elsewhere, with their photos. The rules
 * are the domain's (packages/domain/src/home-submissions.ts), enforced by services/home-submissions/.
 */
import { getApplicantHomeStatus } from '@stairway/domain/home-submissions';
import { builder } from '../../builder';
import type { HomeSubmissionImageRow, HomeSubmissionRow } from '../../db/rows';
import { DISPLAY_CONTENT_TYPE, DISPLAY_MAX_PIXELS } from '../../lib/photo-display';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../services/documents';
import { EpcRatingEnum, HomeSubmissionStatusEnum, OwnershipEnum, PropertyTypeEnum } from '../enums';
import { HomeSelectionRef } from '../homes/home-selection-type';

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
    fallenThrough: t.boolean({
      description:
        'True when it was approved and its purchase then fell through (the purchase case, ARCHITECTURE.md §7): ' +
        'it stays approved in its history, and another home can be submitted.',
      resolve: (row) => row.fallenThroughAt !== null,
    }),
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
      description: 'The photos the applicant added, in their order (position), the main photo first.',
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
