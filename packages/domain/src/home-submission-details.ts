/**
 * The details of a home submission and the inputs that save them (spec §3 HomeSubmission; spec §7
 * createHomeSubmission, updateHomeSubmission, updateSubmission, submitHomeSubmission, deleteHomeSubmission,
 * createHomeSubmissionWithListing): the limits, decided here, and the zod schemas, each field optional as a
 * draft is saved page by page. home-submissions.ts re-exports them.
 */
import { z } from 'zod';
import {
  BEDROOM_OPTIONS,
  type BedroomOption,
  EPC_RATING_LABELS,
  PROPERTY_TYPES,
  SELECTABLE_EPC_RATINGS,
  SELECTABLE_OWNERSHIP_OPTIONS,
} from './constants';
import { formatGBP } from './money';
import { normalisePostcode } from './postcode';
import { POSTCODE_INPUT_MAX_LENGTH, plainText } from './validation';

/** The longest text accepted for an address line, the other type and the link (decided here). */
export const HOME_TEXT_MAX_LENGTH = 200;
/** The longest additional information accepted, characters (decided here). */
export const ADDITIONAL_INFO_MAX_LENGTH = 2000;
/** The highest asking price accepted, pounds (decided here; the listing importer's top price). */
export const MAX_ASKING_PRICE = 5_000_000;
/** The most years left on a lease that can be entered (leases run to 999 years; 990 after the 2024 Act). */
export const MAX_LEASE_YEARS = 999;

/** Bedrooms as stored: 0 for a studio, else the number (spec §3 "Bedrooms: Studio, 1, 2, 3, 4"). */
export function bedroomsFromOption(option: BedroomOption): number {
  return option === 'Studio' ? 0 : Number(option);
}

const optionalText = (label: string, max = HOME_TEXT_MAX_LENGTH, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or fewer` })
    .check(plainText(label, options))
    .transform((value) => (value === '' ? null : value))
    .nullish();

/**
 * The details of a home submission, each optional (a draft is saved page by page): type (and otherType),
 * bedrooms (0 to 4; 0 is a studio), ownership (Freehold or Leasehold only), yearsLeftOnLease, EPCRating (A
 * to E, or IDontKnow), the address (lines, postTown, postcode, uprn), askingPrice (whole pounds), chain,
 * link and additionalInfo. Blank text becomes null.
 */
export const homeSubmissionDetailsSchema = z.object({
  type: z.enum(PROPERTY_TYPES, { error: 'Choose the type of home' }).nullish(),
  otherType: optionalText('The other type', 60),
  bedrooms: z
    .number({ error: 'Choose the number of bedrooms' })
    .int({ error: 'Choose the number of bedrooms' })
    .min(0, { error: 'Choose the number of bedrooms' })
    .max(bedroomsFromOption(BEDROOM_OPTIONS[BEDROOM_OPTIONS.length - 1] ?? '4'), {
      error: 'Choose the number of bedrooms: up to 4',
    })
    .nullish(),
  ownership: z.enum(SELECTABLE_OWNERSHIP_OPTIONS, { error: 'Choose freehold or leasehold' }).nullish(),
  yearsLeftOnLease: z
    .number({ error: 'Enter the years left on the lease as a whole number' })
    .int({ error: 'Enter the years left on the lease as a whole number' })
    .min(0, { error: 'Enter the years left on the lease as a whole number' })
    .max(MAX_LEASE_YEARS, { error: `The years left on the lease must be ${MAX_LEASE_YEARS} or fewer` })
    .nullish(),
  EPCRating: z
    .enum([...SELECTABLE_EPC_RATINGS, 'IDontKnow'], {
      error: `Choose the EPC rating (A to E) or “${EPC_RATING_LABELS.IDontKnow}”`,
    })
    .nullish(),
  addressLine1: optionalText('The first line of the address'),
  addressLine2: optionalText('The second line of the address'),
  addressLine3: optionalText('The third line of the address'),
  postTown: optionalText('The town'),
  postcode: z
    .string({ error: 'Enter a UK postcode, for example SW1A 1AA' })
    .max(POSTCODE_INPUT_MAX_LENGTH, { error: 'Enter a UK postcode, for example SW1A 1AA', abort: true })
    .check(plainText('The postcode'))
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const postcode = normalisePostcode(value);
      if (postcode === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a UK postcode, for example SW1A 1AA' });
        return z.NEVER;
      }
      return postcode;
    })
    .nullish(),
  uprn: z
    .string({ error: 'The property reference must be up to 12 digits' })
    .trim()
    .regex(/^\d{1,12}$/, { error: 'The property reference must be up to 12 digits' })
    .nullish(),
  askingPrice: z
    .number({ error: 'Enter the asking price in whole pounds, for example 250000' })
    .int({ error: 'Enter the asking price in whole pounds, for example 250000' })
    .min(1, { error: 'Enter the asking price in whole pounds, for example 250000' })
    .max(MAX_ASKING_PRICE, {
      error: `The asking price must be ${formatGBP(MAX_ASKING_PRICE)} or less`,
    })
    .nullish(),
  chain: z.boolean({ error: 'Say whether the sale is part of a chain' }).nullish(),
  link: z
    .string({ error: 'Enter the link as a web address starting https://' })
    .trim()
    .max(HOME_TEXT_MAX_LENGTH, { error: `The link must be ${HOME_TEXT_MAX_LENGTH} characters or fewer` })
    .check(plainText('The link'))
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z.url({ protocol: /^https?$/, error: 'Enter the link as a web address starting https://' }).nullable(),
    )
    .nullish(),
  additionalInfo: optionalText('Additional information', ADDITIONAL_INFO_MAX_LENGTH, { multiline: true }),
});
/** Parsed details. */
export type HomeSubmissionDetails = z.output<typeof homeSubmissionDetailsSchema>;

/** createHomeSubmission's input: any of the details. */
export const createHomeSubmissionInputSchema = homeSubmissionDetailsSchema;

/** A home submission's id (a UUID), in the inputs that name one. */
export const homeSubmissionId = z.uuid({ error: 'Choose one of your homes' });

/** An update of a draft: the submission's id and any of the details. */
export const updateHomeSubmissionInputSchema = homeSubmissionDetailsSchema.extend({
  homeSubmissionId,
});
/** Parsed update. */
export type UpdateHomeSubmissionParsed = z.output<typeof updateHomeSubmissionInputSchema>;

/** updateHomeSubmission's input: the submission's id and any of its basic information (the page's fields). */
export const updateHomeBasicInfoInputSchema = updateHomeSubmissionInputSchema.omit({
  chain: true,
  link: true,
  additionalInfo: true,
});

/** updateSubmission's input: the submission's id and any of chain, link and additionalInfo. */
export const updateHomeAdditionalInfoInputSchema = updateHomeSubmissionInputSchema.pick({
  homeSubmissionId: true,
  chain: true,
  link: true,
  additionalInfo: true,
});

/** Inputs naming one submission (submitHomeSubmission, deleteHomeSubmission). */
export const homeSubmissionIdInputSchema = z.object({ homeSubmissionId });

/** createHomeSubmissionWithListing's input (spec §7 "input listingId"). */
export const createHomeSubmissionWithListingInputSchema = z.object({
  listingId: z
    .string()
    .trim()
    .min(1, { error: 'Choose a home' })
    .max(100, { error: 'Choose a home' })
    // A listing id is plain text: a NUL byte or other control character is refused here, not by the database.
    .check(plainText('The home')),
});
