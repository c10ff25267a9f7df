/**
 * Home submissions (spec §3 HomeSubmission; §4 "Home submission status", banners; §5 "Only one home can be
 * under review at a time. A home cannot be submitted if one is already approved. Submitting a home requires
 * the application to be submitted first"; §8 the two messages). Pure rules shared by the server, which
 * enforces them, and the web app, which mirrors them. No I/O.
 */
import { z } from 'zod';
import {
  BEDROOM_OPTIONS,
  type BedroomOption,
  EPC_RATING_LABELS,
  type EpcRating,
  type OwnershipOption,
  PROPERTY_TYPES,
  SELECTABLE_EPC_RATINGS,
  SELECTABLE_OWNERSHIP_OPTIONS,
} from './constants';
import { formatFileSize, IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, normaliseContentType } from './documents';
import { formatGBP } from './money';
import { normalisePostcode } from './postcode';
import { isNotGiven, POSTCODE_INPUT_MAX_LENGTH, plainText } from './validation';

// Where submissions stand (flags, statuses, refusals, banners) lives apart, without zod; it is part of this module too.
export * from './home-submission-status';

/**
 * The fewest years left on a lease that lenders commonly accept (docs/domain-research.md §3.6: UK Finance
 * Lenders' Handbook; "lenders commonly want ≥ 85 yrs at completion"), and so the plan's exit mortgage.
 */
export const MIN_LEASE_YEARS = 85;

/**
 * The lowest EPC rating approved without question (docs/domain-research.md §3.4 and the eligibility filter:
 * "EPC ≥ D"; Heylo accepts D or better; E is only the minimum to let).
 */
export const MIN_EPC_RATING = 'D' as const satisfies EpcRating;

/** Why a home may not be approved, said before it is submitted. */
export type ApprovalRisk = 'ShortLease' | 'LowEpc';

/** What each risk means, for the applicant. */
export const APPROVAL_RISK_MESSAGES: Record<ApprovalRisk, string> = {
  ShortLease: `Leases with fewer than ${MIN_LEASE_YEARS} years left are hard to mortgage, so we may not be able to approve a home with a short lease: when you buy it at the end of the plan, a lender needs enough years left.`,
  LowEpc: `Homes rated below ${MIN_EPC_RATING} for energy (E, F or G) cost more to heat and may need work before they can be let, so we may not be able to approve them.`,
};

/** The rule of each risk in a line, for the page that explains them before submitting. */
export const APPROVAL_RISK_RULES: Record<ApprovalRisk, string> = {
  ShortLease: `A leasehold home with fewer than ${MIN_LEASE_YEARS} years left on the lease`,
  LowEpc: `An EPC rating of E or lower (we approve ${MIN_EPC_RATING} or better)`,
};

/**
 * Which of the answers may stop approval.
 * @param home `ownership`, `yearsLeftOnLease` (years) and `EPCRating`, any of them not yet given
 * @returns ShortLease for a leasehold with fewer than {@link MIN_LEASE_YEARS} years; LowEpc for E, F or G
 */
export function getApprovalRisks(home: {
  ownership?: OwnershipOption | null;
  yearsLeftOnLease?: number | null;
  EPCRating?: EpcRating | null;
}): ApprovalRisk[] {
  const risks: ApprovalRisk[] = [];
  if (
    home.ownership === 'Leasehold' &&
    typeof home.yearsLeftOnLease === 'number' &&
    home.yearsLeftOnLease < MIN_LEASE_YEARS
  )
    risks.push('ShortLease');
  if (home.EPCRating === 'E' || home.EPCRating === 'F' || home.EPCRating === 'G') risks.push('LowEpc');
  return risks;
}

/** The longest text accepted for an address line, the other type and the link (decided here). */
export const HOME_TEXT_MAX_LENGTH = 200;
/** The longest additional information accepted, characters (decided here). */
export const ADDITIONAL_INFO_MAX_LENGTH = 2000;
/** The highest asking price accepted, pounds (decided here; the listing importer's top price). */
export const MAX_ASKING_PRICE = 5_000_000;
/** The most years left on a lease that can be entered (leases run to 999 years; 990 after the 2024 Act). */
export const MAX_LEASE_YEARS = 999;
/** The most photos one submission may hold (decided here). */
export const MAX_HOME_IMAGES = 20;

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

const homeSubmissionId = z.uuid({ error: 'Choose one of your homes' });

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

/** The highest photo position accepted (positions need not be consecutive: only their order counts). */
export const MAX_HOME_IMAGE_POSITION = 10_000;

/**
 * addImageToHomeSubmission's input: the submission, the upload key from getPreSignedUploadUrl and, optionally,
 * the photo's position, given when the applicant chose it (0 is the main photo).
 */
export const addImageToHomeSubmissionInputSchema = z.object({
  homeSubmissionId,
  key: z.string().trim().min(1, { error: 'Choose a photo to upload' }).max(300),
  position: z
    .number({ error: 'The photo’s place must be a whole number' })
    .int({ error: 'The photo’s place must be a whole number' })
    .min(0, { error: 'The photo’s place must be 0 or more' })
    .max(MAX_HOME_IMAGE_POSITION, { error: `The photo’s place must be ${MAX_HOME_IMAGE_POSITION} or less` })
    .nullish(),
});

/** reorderHomeSubmissionImages' input: the submission and every one of its photos, the main photo first. */
export const reorderHomeSubmissionImagesInputSchema = z.object({
  homeSubmissionId,
  imageIds: z
    .array(z.uuid({ error: 'Choose the home’s photos' }), {
      error: 'List the home’s photos in their new order',
    })
    .min(1, { error: 'List the home’s photos in their new order' })
    .max(MAX_HOME_IMAGES, { error: `A home has at most ${MAX_HOME_IMAGES} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'List each photo once' }),
});

/** deleteHomeSubmissionImage's input. */
export const deleteHomeSubmissionImageInputSchema = z.object({
  imageId: z.uuid({ error: 'Choose one of the photos' }),
});

/**
 * What is still missing before a home found elsewhere can be submitted: the type (and what it is, for
 * Other), bedrooms, ownership (and the years left, for a leasehold), EPC rating, the first line of the
 * address, the postcode and the asking price.
 * @returns one `{ field, message }` per missing answer; empty when it can be submitted
 */
export function getMissingHomeDetails(
  home: Partial<Record<keyof HomeSubmissionDetails, unknown>>,
): Array<{ field: string; message: string }> {
  const missing: Array<{ field: string; message: string }> = [];
  const need = (field: keyof HomeSubmissionDetails, message: string) => {
    if (isNotGiven(home[field])) missing.push({ field, message });
  };
  need('type', 'Choose the type of home');
  if (home.type === 'Other') need('otherType', 'Say what type of home it is');
  need('bedrooms', 'Choose the number of bedrooms');
  need('ownership', 'Choose freehold or leasehold');
  if (home.ownership === 'Leasehold') need('yearsLeftOnLease', 'Enter the years left on the lease');
  need('EPCRating', 'Choose the EPC rating, or “I don’t know”');
  need('addressLine1', 'Enter the first line of the address');
  need('postcode', 'Enter the postcode');
  need('askingPrice', 'Enter the asking price');
  return missing;
}

/** The file picker's `accept` attribute for home photos: JPEG, PNG or WebP. */
export const HOME_IMAGE_ACCEPT = [...IMAGE_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/**
 * Checks a photo before it is uploaded (the web app, with the browser's File) or recorded (the server, with
 * the stored object's size and the type sniffed from its first bytes): JPEG, PNG or WebP, at most
 * {@link IMAGE_MAX_BYTES} (10 MB; ARCHITECTURE.md §5).
 * @param file its name, size in bytes and media type ('' or null when unknown: then it is refused)
 * @returns null when it can be used, else the problem worded for the applicant with the file's name
 */
export function checkHomeImageFile(file: {
  name: string;
  size: number;
  type: string | null;
}): { reason: 'type' | 'size' | 'empty'; message: string } | null {
  const type = normaliseContentType(file.type);
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(type)) {
    return { reason: 'type', message: `“${file.name}” can’t be added: choose a JPEG, PNG or WebP photo.` };
  }
  if (file.size === 0) return { reason: 'empty', message: `“${file.name}” is empty: choose it again.` };
  if (file.size > IMAGE_MAX_BYTES) {
    return {
      reason: 'size',
      message: `“${file.name}” is ${formatFileSize(file.size)}: photos can be up to ${formatFileSize(IMAGE_MAX_BYTES)}.`,
    };
  }
  return null;
}

/**
 * The message for a photo whose contents are not a JPEG, PNG or WebP image (the upload refused it, whatever its
 * name said): it names photos and the types allowed, never "PDF".
 * @param name the file's name, e.g. `kitchen.jpg`
 */
export function homePhotoContentsMessage(name: string): string {
  return `“${name}” isn’t a JPEG, PNG or WebP photo inside, whatever its name says: choose another photo.`;
}

/** The basic information's fields (updateHomeSubmission), in the order the form shows them. */
export const HOME_BASIC_INFO_FIELDS = [
  'type',
  'otherType',
  'bedrooms',
  'ownership',
  'yearsLeftOnLease',
  'EPCRating',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postTown',
  'postcode',
  'uprn',
  'askingPrice',
] as const;

/** The additional information's fields (updateSubmission). */
export const HOME_ADDITIONAL_INFO_FIELDS = ['chain', 'link', 'additionalInfo'] as const;

/**
 * The basic-information form of a home found elsewhere (/submit-a-home/basic-info and
 * /your-application/first-home/basic-info): the same rules as {@link homeSubmissionDetailsSchema}, with the
 * bedrooms chosen as Studio or 1 to 4 (given as 0 to 4), and every answer that submitting needs required here
 * ({@link getMissingHomeDetails}: the type, what it is for Other, bedrooms, ownership, the years left for a
 * leasehold, the EPC rating, the first line of the address, the postcode and the asking price), so that the
 * page says what is missing before the applicant moves on. The address lines 2 and 3, the town and the UPRN
 * stay optional.
 */
export const homeBasicInfoFormSchema = homeSubmissionDetailsSchema
  .pick({
    type: true,
    otherType: true,
    ownership: true,
    yearsLeftOnLease: true,
    EPCRating: true,
    addressLine1: true,
    addressLine2: true,
    addressLine3: true,
    postTown: true,
    postcode: true,
    uprn: true,
    askingPrice: true,
  })
  .extend({
    bedrooms: z
      .enum(BEDROOM_OPTIONS, { error: 'Choose the number of bedrooms' })
      .transform(bedroomsFromOption)
      .nullish(),
  })
  .superRefine((value, ctx) => {
    for (const missing of getMissingHomeDetails(value)) {
      ctx.addIssue({ code: 'custom', path: [missing.field], message: missing.message });
    }
  });
/** The basic-information form's values as typed. */
export type HomeBasicInfoFormInput = z.input<typeof homeBasicInfoFormSchema>;
/** The basic-information form's values once checked: updateHomeSubmission's fields. */
export type HomeBasicInfoFormOutput = z.output<typeof homeBasicInfoFormSchema>;

/** The additional-information form (chain, link and additional information, each optional). */
export const homeAdditionalInfoFormSchema = homeSubmissionDetailsSchema.pick({
  chain: true,
  link: true,
  additionalInfo: true,
});
/** The additional-information form's values as typed. */
export type HomeAdditionalInfoFormInput = z.input<typeof homeAdditionalInfoFormSchema>;
/** The additional-information form's values once checked: updateSubmission's fields. */
export type HomeAdditionalInfoFormOutput = z.output<typeof homeAdditionalInfoFormSchema>;

/**
 * The bedrooms option of a stored number, for the form: 0 is Studio.
 * @returns undefined for null or a number outside 0 to 4
 */
export function bedroomOptionOf(bedrooms: number | null | undefined): BedroomOption | undefined {
  if (bedrooms === null || bedrooms === undefined) return undefined;
  const option = bedrooms === 0 ? 'Studio' : String(bedrooms);
  return (BEDROOM_OPTIONS as readonly string[]).includes(option) ? (option as BedroomOption) : undefined;
}
