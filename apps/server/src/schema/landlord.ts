/**
 * The landlord portal's operations (spec §3 Landlord, LandlordListing, LandlordAddressSearch result, Landlord
 * estimate; §7 "Landlord" mutations and the queries landlord, getLandlordListings, getLandlordListing,
 * getLandlordAddressSearch, getEstimatedLandlordRent; issue 12; decision record 018). Landlord operations take
 * landlord tokens only; createListingView takes applicant tokens only.
 */

import type { ObjectFieldBuilder } from '@pothos/core';
import { addressSearchInputSchema } from '@stairway/domain/application-validation';
import { estimateRequestSchema } from '@stairway/domain/estimate-request';
import {
  deleteLandlordListingImageInputSchema,
  landlordEmailInputSchema,
  landlordListingInputSchema,
  landlordSignUpInputSchema,
  listingIdInputSchema,
  reorderLandlordListingImagesInputSchema,
  verifyLandlordTokenInputSchema,
} from '@stairway/domain/landlord';
import { builder } from '../builder';
import type { LandlordRow } from '../db/rows';
import { estimateRentAndValue, type LandlordEstimate, sendValuationEmail } from '../services/estimates';
import {
  createLandlordUpload,
  createListingView,
  createUpdateLandlordListing,
  deleteLandlordListing,
  deleteLandlordListingImage,
  getLandlordListing,
  getLandlordListings,
  type LandlordAddressSearchResult,
  type LandlordImage,
  type LandlordListingDetail,
  type LandlordListingView,
  reorderLandlordListingImages,
  searchLandlordAddresses,
} from '../services/landlord-listings';
import {
  type CodeSent,
  getLandlord,
  landlordSignUp,
  resendLandlordOtpCode,
  verifyLandlordToken,
} from '../services/landlords';
import { PropertyTypeEnum } from './enums';
import { PreSignedUploadUrlRef } from './upload';
import { parseInput } from './validate-input';

/** The Landlord type. */
export const LandlordRef = builder.objectRef<LandlordRow>('Landlord').implement({
  description: 'A landlord who lists homes with us (spec §3 Landlord).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Landlord id (UUID).' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail address, lower case; codes are sent to it.' }),
    emailVerified: t.exposeBoolean('emailVerified', {
      description: 'True once a code sent to the address was entered (every signed-in landlord has).',
    }),
  }),
});

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

const LandlordAddressSearchRef = builder
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

const LandlordCodeSentRef = builder.objectRef<CodeSent>('LandlordCodeSent').implement({
  description:
    'A sign-in code is on its way: the same answer whether or not the address has an account, so it never ' +
    'says who is a landlord.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address, normalised (lower case).' }),
    sent: t.exposeBoolean('sent', { description: 'Always true.' }),
  }),
});

const LandlordAuthPayloadRef = builder
  .objectRef<{ token: string; landlord: LandlordRow }>('LandlordAuthPayload')
  .implement({
    description:
      'A landlord’s session: the token (send it as Authorization: Bearer {token}) and the landlord.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description:
          'Session token naming landlordId: 12 hours, renewed in the X-Session-Token response header while used, up to 30 days (decision 030).',
      }),
      landlord: t.field({ type: LandlordRef, resolve: (p) => p.landlord, description: 'The landlord.' }),
    }),
  });

const LandlordEstimateRef = builder.objectRef<LandlordEstimate>('LandlordEstimate').implement({
  description:
    'A rent and value estimate (spec §3 "Landlord estimate") by the calibrated estimator (issue 32, decision ' +
    '057): nearest comparable homes blended with the local authority’s figures, each with an 80% interval ' +
    '(8 in 10 similar homes fall in it, calibrated on held-out homes) and what it is based on (measured error ' +
    'in apps/server/bench/ESTIMATES.md).',
  fields: (t) => ({
    estimatedRent: t.exposeInt('estimatedRent', { description: 'Estimated rent, whole pounds a month.' }),
    estimatedValue: t.exposeInt('estimatedValue', {
      description: 'Estimated value, whole pounds; 0 when there is no price data for the district.',
    }),
    rentLow: t.int({
      description:
        'Low end of the rent’s 80% interval, whole pounds a month: 8 in 10 similar homes let for between ' +
        'rentLow and rentHigh (a rough range when rentRangeLevel is null).',
      resolve: (e) => e.rent.low,
    }),
    rentHigh: t.int({
      description: 'High end of the rent’s 80% interval, whole pounds a month (see rentLow).',
      resolve: (e) => e.rent.high,
    }),
    rentRangeLevel: t.float({
      nullable: true,
      description:
        'The share of similar homes the rent range holds, 0.8 (8 in 10); null when the rent comes from the ' +
        'value × the regional gross yield (no rent data for the district), whose range is not calibrated.',
      resolve: (e) => (e.rent.basis === 'regional-yield' ? null : e.rent.level),
    }),
    valueLow: t.int({
      description:
        'Low end of the value’s 80% interval, whole pounds: 8 in 10 similar homes are priced between ' +
        'valueLow and valueHigh; 0 when there is no price data.',
      resolve: (e) => e.value.low,
    }),
    valueHigh: t.int({
      description: 'High end of the value’s 80% interval, whole pounds (see valueLow).',
      resolve: (e) => e.value.high,
    }),
    rentComparables: t.int({
      description: 'Comparable homes to let the rent used (0 when it rests on official figures alone).',
      resolve: (e) => e.rent.comparables,
    }),
    rentComparablesRadiusKm: t.float({
      nullable: true,
      description:
        'How far the furthest comparable home to let is from the district’s centre, km to 1 decimal; null ' +
        'when none was used.',
      resolve: (e) => e.rent.radiusKm,
    }),
    valueComparables: t.int({
      description:
        'Comparable homes for sale (asking prices) the value used (0 when it rests on official figures alone).',
      resolve: (e) => e.value.comparables,
    }),
    valueComparablesRadiusKm: t.float({
      nullable: true,
      description:
        'How far the furthest comparable home for sale is from the district’s centre, km to 1 ' +
        'decimal; null when none was used.',
      resolve: (e) => e.value.radiusKm,
    }),
    rentBasis: t.string({
      description:
        'How the rent was made, a sentence for the landlord: how many comparables and how far, and the ' +
        'local authority’s figures.',
      resolve: (e) => e.rentExplanation,
    }),
    valueBasis: t.string({
      description: 'How the value was made, a sentence for the landlord (as rentBasis).',
      resolve: (e) => e.valueExplanation,
    }),
    outcode: t.exposeString('outcode', { description: 'The postcode district, e.g. PO38.' }),
    localAuthority: t.exposeString('localAuthority', {
      nullable: true,
      description:
        'The local authority (or authorities, for a district that spans more than one) whose official figures ' +
        'the estimate uses, e.g. Newham; null when none.',
    }),
  }),
});

const ValuationEmailSentRef = builder
  .objectRef<{ email: string; estimate: LandlordEstimate }>('ValuationEmailSent')
  .implement({
    description: 'The valuation e-mail was sent.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The landlord’s address it was sent to.' }),
      estimate: t.field({
        type: LandlordEstimateRef,
        resolve: (p) => p.estimate,
        description: 'What it said.',
      }),
    }),
  });

const ListingViewRef = builder.objectRef<{ listingId: string; counted: boolean }>('ListingView').implement({
  description: 'An applicant’s view of a featured listing.',
  fields: (t) => ({
    listingId: t.exposeID('listingId', { description: 'The listing.' }),
    counted: t.exposeBoolean('counted', {
      description: 'True when this view was counted; false when this applicant was counted today already.',
    }),
  }),
});

const DeletedLandlordListingRef = builder.objectRef<{ id: string }>('DeletedLandlordListing').implement({
  description: 'A listing that was deleted.',
  fields: (t) => ({ id: t.exposeID('id', { description: 'The deleted listing’s id.' }) }),
});

const ESTIMATE_ERRORS =
  'Errors: BAD_USER_INPUT naming postcode, propertyType, bedrooms or bathrooms (including a district with ' +
  'no rent or price data).';

builder.queryFields((t) => ({
  landlord: t.withAuth({ landlord: true }).field({
    type: LandlordRef,
    description:
      'The signed-in landlord (spec §7). Landlords only. Errors: NOT_FOUND when the account is gone.',
    resolve: (_root, _args, ctx) => getLandlord(ctx.db, ctx.actor.landlordId),
  }),
  getLandlordListings: t.withAuth({ landlord: true }).field({
    type: [LandlordListingRef],
    description: 'The signed-in landlord’s own listings, newest first (spec §7). Landlords only.',
    resolve: (_root, _args, ctx) => getLandlordListings(ctx, ctx.actor.landlordId),
  }),
  getLandlordListing: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingDetailRef,
    description:
      'One of the signed-in landlord’s listings, the detail variant without views (spec §7). Landlords only. ' +
      'Errors: NOT_FOUND for another landlord’s listing or none.',
    input: { listingId: t.input.id({ description: 'The listing (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      getLandlordListing(ctx, ctx.actor.landlordId, parseInput(listingIdInputSchema, input).listingId),
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
      searchLandlordAddresses(ctx, ctx.actor.landlordId, parseInput(addressSearchInputSchema, input)),
  }),
  getEstimatedLandlordRent: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordEstimateRef,
    description: `The rent and value estimate of a home, with ranges and their basis (spec §7). Landlords only. ${ESTIMATE_ERRORS}`,
    input: {
      postcode: t.input.string({
        description: 'A full UK postcode or a postcode district, e.g. "PO38 1AB"; at most 16 characters.',
      }),
      propertyType: t.input.field({ type: PropertyTypeEnum, description: 'The type of home.' }),
      bedrooms: t.input.int({ description: 'Bedrooms, 0 (a studio) to 10.' }),
      bathrooms: t.input.int({ description: 'Bathrooms, 0 to 10.' }),
      address: t.input.string({
        required: false,
        description: 'The address as the landlord gave it, for the e-mail (up to 200 characters).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      estimateRentAndValue(ctx.db, parseInput(estimateRequestSchema, input)),
  }),
}));

builder.mutationFields((t) => ({
  landlordSignUp: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordCodeSentRef,
    description:
      'Creates a landlord account and e-mails a 6-digit sign-in code (10 minutes, 5 tries); for an address that ' +
      'already has one, e-mails a code and changes nothing, with the same answer (spec §7). Public. Errors: ' +
      'BAD_USER_INPUT naming firstName, lastName or email; RATE_LIMITED after 10 sign-ups from one IP or from ' +
      '100 IPs for one e-mail domain in an hour, or 5 codes an hour to one address.',
    input: {
      firstName: t.input.string({ description: 'First name, 1-80 characters.' }),
      lastName: t.input.string({ description: 'Last name, 1-80 characters.' }),
      email: t.input.string({
        description: 'E-mail address, at most 254 characters; the code is sent to it.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      landlordSignUp(ctx, parseInput(landlordSignUpInputSchema, input), ctx.ip),
  }),
  resendLandlordOtpCode: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordCodeSentRef,
    description:
      'E-mails a new sign-in code to a landlord’s address (replacing the last one): "send me a new code" and the ' +
      'returning landlord’s sign-in (spec §7). Same answer whether or not the address has an account. Public. ' +
      'Errors: BAD_USER_INPUT (field email); RATE_LIMITED after 30 requests an hour from one IP, or 5 codes an hour ' +
      'to one address.',
    input: {
      email: t.input.string({ description: 'The landlord’s e-mail address, at most 254 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      resendLandlordOtpCode(ctx, parseInput(landlordEmailInputSchema, input), ctx.ip),
  }),
  verifyLandlordToken: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordAuthPayloadRef,
    description:
      'Signs a landlord in with the 6-digit code e-mailed to them and confirms their address (spec §7). Public. ' +
      'Errors (field code): TOKEN_INVALID with attemptsLeft, TOKEN_EXPIRED after 10 minutes, TOKEN_USED (used, ' +
      'no code, or 5 wrong tries); BAD_USER_INPUT; RATE_LIMITED only for a caller that has failed: after 10 ' +
      'wrong codes for the address or 30 from its IP in 15 minutes, or while the address’s wait runs.',
    input: {
      email: t.input.string({ description: 'The landlord’s e-mail address, at most 254 characters.' }),
      code: t.input.string({
        description:
          'The 6-digit code from the e-mail, at most 24 characters read; spaces and hyphens are ignored.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      verifyLandlordToken(ctx, parseInput(verifyLandlordTokenInputSchema, input), ctx.ip),
  }),
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
      createUpdateLandlordListing(ctx, ctx.actor.landlordId, parseInput(landlordListingInputSchema, input)),
  }),
  deleteLandlordListing: t.withAuth({ landlord: true }).fieldWithInput({
    type: DeletedLandlordListingRef,
    description:
      'Deletes one of the landlord’s listings, its photos and views (spec §7). Landlords only. Errors: NOT_FOUND.',
    input: { listingId: t.input.id({ description: 'The listing (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      deleteLandlordListing(ctx, ctx.actor.landlordId, parseInput(listingIdInputSchema, input).listingId),
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
      deleteLandlordListingImage(
        ctx,
        ctx.actor.landlordId,
        parseInput(deleteLandlordListingImageInputSchema, input),
      ),
  }),
  reorderLandlordListingImages: t.withAuth({ landlord: true }).fieldWithInput({
    type: LandlordListingDetailRef,
    description:
      'Puts the photos of the landlord’s listing in a new order; the first becomes the main photo for the ' +
      'landlord and for applicants (beyond spec §7: issue 12); answers the listing’s detail, without views. ' +
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
      reorderLandlordListingImages(
        ctx,
        ctx.actor.landlordId,
        parseInput(reorderLandlordListingImagesInputSchema, input),
      ),
  }),
  getLandlordPreSignedUploadUrl: t.withAuth({ landlord: true }).field({
    type: PreSignedUploadUrlRef,
    description:
      'A signed URL to upload one photo to and its random key (no input; spec §7): PUT a JPEG, PNG or WebP of at ' +
      'most 10 MB, then pass the key in createUpdateLandlordListing’s images. Landlords only. Errors: ' +
      'RATE_LIMITED after 60 an hour.',
    resolve: (_root, _args, ctx) => createLandlordUpload(ctx, ctx.actor.landlordId),
  }),
  sendValuationEmail: t.withAuth({ landlord: true }).fieldWithInput({
    type: ValuationEmailSentRef,
    description:
      'E-mails the signed-in landlord the rent and value estimate of a home, with ranges and how each was made ' +
      `(spec §7). Landlords only. ${ESTIMATE_ERRORS} RATE_LIMITED after 5 e-mails an hour.`,
    input: {
      postcode: t.input.string({
        description: 'A full UK postcode or a postcode district, e.g. "PO38 1AB"; at most 16 characters.',
      }),
      propertyType: t.input.field({ type: PropertyTypeEnum, description: 'The type of home.' }),
      bedrooms: t.input.int({ description: 'Bedrooms, 0 (a studio) to 10.' }),
      bathrooms: t.input.int({ description: 'Bathrooms, 0 to 10.' }),
      address: t.input.string({
        required: false,
        description: 'The address as the landlord gave it, for the e-mail (up to 200 characters).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(estimateRequestSchema, input);
      const landlord = await getLandlord(ctx.db, ctx.actor.landlordId);
      await ctx.rateLimits.consumeEmailSend(`landlord:${landlord.id}`);
      const estimate = await estimateRentAndValue(ctx.db, parsed);
      await sendValuationEmail(ctx, {
        to: landlord.email,
        firstName: landlord.firstName,
        address: parsed.address ?? parsed.postcode ?? parsed.outcode,
        estimate,
      });
      return { email: landlord.email, estimate };
    },
  }),
  createListingView: t.withAuth({ applicant: true }).fieldWithInput({
    type: ListingViewRef,
    description:
      'Records that the signed-in applicant opened a featured listing, counted once per applicant per listing per ' +
      'day (spec §7; the landlord sees views). Applicants only. Errors: NOT_FOUND when no published listing has ' +
      'that id.',
    input: { listingId: t.input.id({ description: 'The featured listing (HomeSelection.id, a UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      createListingView(
        ctx.db,
        ctx.actor.userId,
        parseInput(listingIdInputSchema, input).listingId,
        ctx.today,
      ),
  }),
}));
