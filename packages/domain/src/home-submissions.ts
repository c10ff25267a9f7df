/**
 * Home submissions (spec §3 HomeSubmission; §4 "Home submission status", banners; §5 "Only one home can be
 * under review at a time. A home cannot be submitted if one is already approved. Submitting a home requires
 * the application to be submitted first"; §8 the two messages). Pure rules shared by the server, which
 * enforces them, and the web app, which mirrors them. No I/O.
 */
import { z } from 'zod';
import { BEDROOM_OPTIONS, type BedroomOption, type EpcRating, type OwnershipOption } from './constants';
import {
  bedroomsFromOption,
  type HomeSubmissionDetails,
  homeSubmissionDetailsSchema,
} from './home-submission-details';
import { isNotGiven } from './validation';

// The details and their inputs, and the photos, live apart too; they are part of this module as well.
export {
  ADDITIONAL_INFO_MAX_LENGTH,
  bedroomsFromOption,
  createHomeSubmissionInputSchema,
  createHomeSubmissionWithListingInputSchema,
  HOME_TEXT_MAX_LENGTH,
  type HomeSubmissionDetails,
  homeSubmissionDetailsSchema,
  homeSubmissionIdInputSchema,
  MAX_ASKING_PRICE,
  MAX_LEASE_YEARS,
  type UpdateHomeSubmissionParsed,
  updateHomeAdditionalInfoInputSchema,
  updateHomeBasicInfoInputSchema,
  updateHomeSubmissionInputSchema,
} from './home-submission-details';
export {
  addImageToHomeSubmissionInputSchema,
  checkHomeImageFile,
  deleteHomeSubmissionImageInputSchema,
  HOME_IMAGE_ACCEPT,
  homePhotoContentsMessage,
  MAX_HOME_IMAGE_POSITION,
  MAX_HOME_IMAGES,
  reorderHomeSubmissionImagesInputSchema,
} from './home-submission-photos';
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
