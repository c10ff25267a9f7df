/**
 * Landlords and their listings (spec §1 "Landlord: signs up with a one-time code, creates property listings
 * with images, and gets a rent and value estimate"; §3 Landlord, LandlordListing; §7 landlordSignUp,
 * verifyLandlordToken, resendLandlordOtpCode, createUpdateLandlordListing, deleteLandlordListing,
 * deleteLandlordListingImage, createListingView). The input schemas are shared by the server
 * (validate-input.ts) and the web forms; every message names its field. Limits decided here: asking price
 * £30,000 to £5,000,000 (the listing importer's, listing.ts), bedrooms and bathrooms 0 to 10
 * (estimate-request.ts), a summary of at most 2,000 characters, at most 20 photos (JPEG, PNG or WebP up to 10
 * MB, documents.ts).
 */
import { z } from 'zod';
import { otpCodeInputSchema } from './accounts';
import { PROPERTY_TYPES } from './constants';
import {
  detectDocumentContentType,
  formatFileSize,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  UPLOAD_KEY_PATTERN,
} from './documents';
import { MAX_ESTIMATE_BATHROOMS, MAX_ESTIMATE_BEDROOMS } from './estimate-request';
import { MAX_LISTING_PRICE, MIN_LISTING_PRICE } from './listing';
import { formatGBP } from './money';
import { getOutcode, normalisePostcode } from './postcode';
import {
  emailSchema,
  isNotGiven,
  POSTCODE_INPUT_MAX_LENGTH,
  personNameSchema,
  plainText,
} from './validation';

/** The longest summary (description) of a landlord listing, characters. */
export const LANDLORD_SUMMARY_MAX_LENGTH = 2000;
/** The longest address line, town or country, characters. */
export const LANDLORD_ADDRESS_LINE_MAX_LENGTH = 100;
/** The most photos one listing keeps. */
export const MAX_LANDLORD_LISTING_IMAGES = 20;
/** What a landlord's photo may be: JPEG, PNG or WebP. */
export const LANDLORD_IMAGE_CONTENT_TYPES = IMAGE_CONTENT_TYPES;
/** The largest photo, bytes (10 MB; ARCHITECTURE.md §5 "images: JPEG/PNG/WebP up to 10 MB"). */
export const LANDLORD_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
/** The `accept` attribute of the photo picker. */
export const LANDLORD_IMAGE_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** landlordSignUp: first name, last name and e-mail address. */
export const landlordSignUpInputSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  email: emailSchema,
});
/** The parsed landlordSignUp input. */
export type LandlordSignUpParsed = z.output<typeof landlordSignUpInputSchema>;

/** resendLandlordOtpCode (also the returning landlord's "send me a code"): the e-mail address. */
export const landlordEmailInputSchema = z.object({ email: emailSchema });
/** The parsed resendLandlordOtpCode input. */
export type LandlordEmailParsed = z.output<typeof landlordEmailInputSchema>;

/** verifyLandlordToken: the e-mail address and the 6-digit code e-mailed to it. */
export const verifyLandlordTokenInputSchema = landlordEmailInputSchema.extend(otpCodeInputSchema.shape);
/** The parsed verifyLandlordToken input. */
export type VerifyLandlordTokenParsed = z.output<typeof verifyLandlordTokenInputSchema>;

/** A whole number from 0 to `max`, "Enter …" when missing. */
function countSchema(label: string, max: number, missing: string) {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z
    .number({ error: (issue) => (isNotGiven(issue.input) ? missing : message) })
    .int({ error: message, abort: true })
    .min(0, { error: message, abort: true })
    .max(max, { error: message });
}

/** An optional address line: trimmed, empty becomes null, at most 100 characters. */
function optionalLine(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(LANDLORD_ADDRESS_LINE_MAX_LENGTH, {
      error: `${label} must be ${LANDLORD_ADDRESS_LINE_MAX_LENGTH} characters or fewer`,
    })
    .check(plainText(label))
    .nullish()
    .transform((value) => value || null);
}

/** A required text: trimmed, 1 to `max` characters. */
function requiredText(label: string, missing: string, max: number) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .check(plainText(label));
}

const PRICE_MESSAGE = `Asking price must be a whole number of pounds from ${formatGBP(MIN_LISTING_PRICE)} to ${formatGBP(MAX_LISTING_PRICE)}`;
const POSTCODE_MESSAGE = 'Enter a full UK postcode, for example PO30 1AB';

/**
 * createUpdateLandlordListing: the home's address (chosen from getLandlordAddressSearch or typed in), type,
 * bedrooms, bathrooms, asking price, summary and photos (upload keys from getLandlordPreSignedUploadUrl, in
 * order: the first is the main photo), and whether it is published. `id` changes an existing listing.
 * Errors name the field: "Enter the first line of the address", "Enter a full UK postcode, …", "Choose the type
 * of property", "Bedrooms must be a whole number from 0 to 10", "Asking price must be a whole number of pounds
 * from £30,000 to £5,000,000", "Summary must be 2000 characters or fewer", "Add at most 20 photos".
 */
export const landlordListingInputSchema = z
  .object({
    id: z.uuid({ error: 'That listing was not found' }).nullish(),
    addressLine1: requiredText(
      'Address line 1',
      'Enter the first line of the address',
      LANDLORD_ADDRESS_LINE_MAX_LENGTH,
    ),
    addressLine2: optionalLine('Address line 2'),
    addressLine3: optionalLine('Address line 3'),
    postTown: requiredText('Town', 'Enter the town or city', LANDLORD_ADDRESS_LINE_MAX_LENGTH),
    postcode: z
      .string({ error: POSTCODE_MESSAGE })
      .max(POSTCODE_INPUT_MAX_LENGTH, { error: POSTCODE_MESSAGE, abort: true })
      .check(plainText('Postcode'))
      .transform((value, ctx) => {
        const postcode = normalisePostcode(value);
        if (!postcode) {
          ctx.addIssue({ code: 'custom', message: POSTCODE_MESSAGE });
          return z.NEVER;
        }
        return postcode;
      }),
    type: z.enum(PROPERTY_TYPES, { error: 'Choose the type of property' }),
    bedrooms: countSchema(
      'Bedrooms',
      MAX_ESTIMATE_BEDROOMS,
      'Enter the number of bedrooms, or 0 for a studio',
    ),
    bathrooms: countSchema('Bathrooms', MAX_ESTIMATE_BATHROOMS, 'Enter the number of bathrooms'),
    price: z
      .number({ error: (issue) => (isNotGiven(issue.input) ? 'Enter the asking price' : PRICE_MESSAGE) })
      .int({ error: PRICE_MESSAGE, abort: true })
      .min(MIN_LISTING_PRICE, { error: PRICE_MESSAGE, abort: true })
      .max(MAX_LISTING_PRICE, { error: PRICE_MESSAGE }),
    summary: z
      .string({ error: 'Summary must be text' })
      .trim()
      .max(LANDLORD_SUMMARY_MAX_LENGTH, {
        error: `Summary must be ${LANDLORD_SUMMARY_MAX_LENGTH} characters or fewer`,
      })
      .check(plainText('Summary', { multiline: true }))
      .nullish()
      .transform((value) => value ?? ''),
    images: z
      .array(z.string().regex(UPLOAD_KEY_PATTERN, { error: 'That photo was not found: add it again' }))
      .max(MAX_LANDLORD_LISTING_IMAGES, { error: `Add at most ${MAX_LANDLORD_LISTING_IMAGES} photos` })
      .nullish()
      .transform((value) => [...new Set(value ?? [])]),
    published: z.boolean().nullish(),
  })
  .transform((value) => ({ ...value, outcode: getOutcode(value.postcode) as string }));
/** The form's values before parsing. */
export type LandlordListingInput = z.input<typeof landlordListingInputSchema>;
/** The parsed createUpdateLandlordListing input. */
export type LandlordListingParsed = z.output<typeof landlordListingInputSchema>;

/** getLandlordListing, deleteLandlordListing, createListingView: one listing's id. */
export const listingIdInputSchema = z.object({
  listingId: z.uuid({ error: 'That listing was not found' }),
});

/** deleteLandlordListingImage: the listing and the photo's id. */
export const deleteLandlordListingImageInputSchema = listingIdInputSchema.extend({
  imageId: z.uuid({ error: 'That photo was not found' }),
});

/**
 * reorderLandlordListingImages: the listing and every one of its photos' ids in the new order (the first is the
 * main photo). At most MAX_LANDLORD_LISTING_IMAGES ids, each once; that they are exactly the listing's photos is
 * checked by the server against the database.
 */
export const reorderLandlordListingImagesInputSchema = listingIdInputSchema.extend({
  imageIds: z
    .array(z.uuid({ error: 'That photo was not found' }), { error: 'Give the photos in their new order' })
    .min(1, { error: 'Give the photos in their new order' })
    .max(MAX_LANDLORD_LISTING_IMAGES, {
      error: `A listing has at most ${MAX_LANDLORD_LISTING_IMAGES} photos`,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Give each photo once' }),
});

/**
 * A list with one item moved one place earlier or later (the landlord's "Move earlier" / "Move later" buttons).
 * @param items the list, in order
 * @param index the item to move (0-based)
 * @param step -1 for earlier, +1 for later
 * @returns a new list; the same order when the move would leave the list (the first moved earlier, the last
 *   moved later) or the index is outside it
 * @example movedBy(['a', 'b', 'c'], 1, -1) // ['b', 'a', 'c']
 */
export function movedBy<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const copy = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return copy;
  const [item] = copy.splice(index, 1) as [T];
  copy.splice(target, 0, item);
  return copy;
}

/**
 * The address a listing shows to applicants: the street part (address line 1 without a flat or house
 * number, so the exact door is not published), the town, and the postcode district.
 * @example landlordDisplayAddress({ addressLine1: '30 Newport Road', addressLine2: null, postTown: 'VENTNOR',
 *   postcode: 'PO38 1AB' }) === 'Newport Road, Ventnor, PO38'
 * @returns e.g. "Newport Road, Ventnor, PO38"
 */
export function landlordDisplayAddress(address: {
  addressLine1: string;
  addressLine2?: string | null;
  postTown: string;
  postcode: string;
}): string {
  const withoutNumber = (line: string) =>
    line
      .replace(/^(flat|apartment|unit)\s+\S+,?\s*/i, '')
      .replace(/^\d+[a-z]?(-\d+[a-z]?)?,?\s+/i, '')
      .trim();
  const street = withoutNumber(address.addressLine1) || withoutNumber(address.addressLine2 ?? '');
  const town = address.postTown
    .toLowerCase()
    .replace(/(^|[\s-])\p{L}/gu, (match) => match.toUpperCase())
    .trim();
  const district = getOutcode(address.postcode) ?? address.postcode;
  return [street, town, district].filter(Boolean).join(', ');
}

/** Why a photo cannot be added. */
export type ImageFileProblem = { reason: 'type' | 'size' | 'empty'; message: string };

/**
 * Checks a photo: a JPEG, PNG or WebP (recognised from its first bytes when given, else from the browser's
 * type), not empty and at most 10 MB.
 * @param file its name, size in bytes, and either its first bytes (the server) or its media type (the browser)
 * @returns null when it can be added, else the problem in words naming the file
 */
export function checkImageFile(file: {
  name: string;
  size: number;
  type?: string;
  firstBytes?: Uint8Array;
}): ImageFileProblem | null {
  const type = file.firstBytes ? detectDocumentContentType(file.firstBytes) : file.type;
  if (!type || !(LANDLORD_IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
    return { reason: 'type', message: `“${file.name}” can’t be added: choose a JPEG, PNG or WebP photo.` };
  }
  if (file.size === 0)
    return { reason: 'empty', message: `“${file.name}” is empty: choose the photo again.` };
  if (file.size > LANDLORD_IMAGE_MAX_BYTES) {
    return {
      reason: 'size',
      message: `“${file.name}” is ${formatFileSize(file.size)}: photos can be up to ${formatFileSize(LANDLORD_IMAGE_MAX_BYTES)}.`,
    };
  }
  return null;
}
